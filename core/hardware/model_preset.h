// A named model from the catalogue: its published architecture and where it was read.
#pragma once

#include "core/hardware/architecture.h"

#include <string>

namespace ridgeline {

struct ModelPreset {
    std::string id;
    std::string name;
    Architecture arch;
    std::string source, date, notes;

    bool operator==(const ModelPreset&) const = default;
};

} // namespace ridgeline
