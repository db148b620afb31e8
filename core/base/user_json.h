// Reading JSON text that a user supplied: the size is checked before anything is parsed, the
// nesting depth is bounded and a key given twice in one object is refused. Every reader of a
// user's bytes (scenario, catalogue) goes through parseUserJson.
#pragma once

#include "core/base/problems.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace ridgeline {

/// The largest scenario file or standard input accepted (1 MiB; a scenario is a few KiB).
inline constexpr std::size_t maxScenarioBytes = std::size_t(1) << 20;
/// The largest user catalogue file accepted (4 MiB).
inline constexpr std::size_t maxCatalogueBytes = std::size_t(4) << 20;
/// The most GPUs, models or engines one catalogue file may list (each kind counted apart).
inline constexpr std::size_t maxCatalogueEntries = 1000;
/// The deepest nesting of arrays and objects accepted (a scenario needs 4).
inline constexpr int maxJsonDepth = 32;
/// The longest text value accepted for ids, names and choices, in bytes.
inline constexpr std::size_t maxTextBytes = 256;
/// The longest notes, source or date text accepted, in bytes.
inline constexpr std::size_t maxNotesBytes = 4096;

/// Parses `text` as one JSON document of at most `maxBytes` bytes. On failure adds one problem
/// under `origin` (too large, not JSON, too deep, a duplicate key) and returns nothing.
std::optional<nlohmann::json> parseUserJson(std::string_view text, std::string_view origin,
                                            std::size_t maxBytes, Problems& problems);

/// `text` fit for a one-line message: control characters escaped (\n, \x1b), and elided with
/// "..." after `maxChars` bytes (never inside a UTF-8 sequence).
std::string shownText(std::string_view text, std::size_t maxChars = 60);

} // namespace ridgeline
