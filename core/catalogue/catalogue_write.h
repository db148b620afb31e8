// Engine profiles written back as catalogue entries (the keys the catalogue reader takes), and a
// user catalogue updated in place with one profile.
#pragma once

#include "core/base/problems.h"
#include "core/hardware/engine.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace ridgeline {

/// An engine profile as a catalogue entry (the keys the catalogue reader takes).
nlohmann::json engineProfileToJson(const EngineProfile& e);

/// A user catalogue's text with `profile` added or put in place of the engine with its id.
/// `existing` is the file's current text (empty: a new catalogue).
Result<std::string> userCatalogueWithEngine(const std::string& existing,
                                            const EngineProfile& profile,
                                            const std::string& origin);

} // namespace ridgeline
