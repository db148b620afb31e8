// A plan's reasons (core/plan/plan_reasons.h) rendered in English: the sentences the CLI, `plan
// --json` and the docs print. The UI words the same data itself (ui/plan/plan_words.h).
#pragma once

#include "core/plan/plan.h"

#include <string>

namespace ridgeline {

/// "H100 SXM x 4 (TP 2), fp8 weights, vLLM".
std::string planLabelText(const PlanLabel& l);
/// Plan::option from Plan::optionData; empty for none.
std::string planOptionText(const PlanOption& o);
/// One of Plan::risks from a PlanRisk.
std::string planRiskText(const PlanRisk& r);
/// Plan::why from Plan::whyData, the plan's load or training figures and its option.
std::string planWhyText(const Plan& p);
/// PlanResult::assumptions from PlanResult::assumptionsData.
std::string planAssumptionsText(const PlanAssumptions& a);

} // namespace ridgeline
