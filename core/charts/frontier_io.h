// The frontier as `ridgeline-cli frontier` writes it: JSON (docs/scenario-format.md, "The
// frontier") and CSV, one row per point.
#pragma once

#include "core/charts/frontier.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

namespace ridgeline {

/// With `interactivity`, a "pick" object names the cheapest points at or above it
/// (cheapestAtInteractivity), owned and cloud, each with its configuration (null when none).
nlohmann::json frontierToJson(const Frontier& f,
                              std::optional<double> interactivity = std::nullopt);

/// A header line, then one line per point of every configuration; `on_front` says whether the
/// point is on the Pareto front. With `interactivity`, two more columns say whether the point
/// is the cheapest owned / cloud one at or above it.
std::string frontierToCsv(const Frontier& f, std::optional<double> interactivity = std::nullopt);

} // namespace ridgeline
