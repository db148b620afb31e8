// Reading a user's text file whole, refusing files above a size limit so that a wrong file (a
// model's weights instead of its config) cannot exhaust memory.
#pragma once

#include "core/base/problems.h"

#include <cstddef>
#include <string>

namespace ridgeline {

/// The file's bytes, or one problem under `path` when it cannot be opened, is not a regular
/// file or holds more than `maxBytes`.
Result<std::string> readTextFile(const std::string& path, std::size_t maxBytes);

} // namespace ridgeline
