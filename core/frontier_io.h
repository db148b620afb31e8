// The frontier as `ridgeline-cli frontier` writes it: JSON (docs/scenario-format.md, "The
// frontier") and CSV, one row per point.
#pragma once

#include "core/frontier.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace ridgeline {

nlohmann::json frontierToJson(const Frontier& f);

/// A header line, then one line per point of every configuration; `on_front` says whether the
/// point is on the Pareto front.
std::string frontierToCsv(const Frontier& f);

} // namespace ridgeline
