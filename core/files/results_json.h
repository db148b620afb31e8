// The result document of `ridgeline-cli evaluate --json` (docs/scenario-format.md, "Result").
#pragma once

#include "core/evaluation/results.h"
#include "core/scenario/scenario.h"

#include <nlohmann/json_fwd.hpp>

namespace ridgeline {

/// Every contract key; keys that do not apply to the scenario's mode are null.
nlohmann::json resultsToJson(const Scenario& s, const Results& r);

/// A required load (core/evaluation/required_load.h) as `required_load` and each plan's `load` hold
/// it; an overloaded queue's waits are null.
nlohmann::json servingLoadToJson(const ServingLoad& l);

} // namespace ridgeline
