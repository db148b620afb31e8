// The planner's codes in the user's language: the core says why a configuration was turned down
// as a RejectReason, and why a plan ranks where it does, what it risks and what its option bought
// as data (core/plan/plan_reasons.h); the window and the report word them here, translated (context
// "Plan").
#pragma once

#include "core/plan/plan.h"

#include <QString>

namespace ridgeline::ui {

/// "does not fit in memory", in the window's language.
QString rejectReasonWords(RejectReason r);
/// "H100 SXM x 4 (TP 2), fp8 weights, vLLM".
QString planLabelWords(const PlanLabel& l);
/// What the plan's option bought it; empty for none.
QString planOptionWords(const PlanOption& o);
/// One limit the plan risks at P90.
QString planRiskWords(const PlanRisk& r);
/// Why the plan ranks where it does, with its load or training figures and its option.
QString planWhyWords(const Plan& p);
/// What the search assumed (the load or the run, the queue, the pricing): the paragraph shown
/// with the plans, PlanResult::assumptions in the window's language.
QString planAssumptionsWords(const PlanAssumptions& a);

} // namespace ridgeline::ui
