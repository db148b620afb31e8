// Validation of a resolved scenario: every field against its limit
// (core/scenario/scenario_field_table.h) and the rules that tie fields together. The file reader,
// the command line and the window all use it, so a scenario is refused for the same reasons
// wherever it comes from.
#pragma once

#include "core/base/problems.h"
#include "core/scenario/scenario.h"

namespace ridgeline {

/// Every problem of `s`, each with a stable code, its field path and the allowed range; empty
/// when the scenario can be evaluated.
Problems validate(const Scenario& s);

/// The stable name of a code ("out_of_range"), for machine-readable output.
std::string_view problemCodeName(ProblemCode code);

} // namespace ridgeline
