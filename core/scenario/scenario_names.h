// Names of the enumerations as scenario files spell them.
#pragma once

#include "core/scenario/modes.h"

#include <optional>
#include <string_view>

namespace ridgeline {

std::string_view modeName(Mode m);
std::string_view optimizerName(Optimizer o);
std::string_view recomputeName(Recompute r);
std::string_view activationRuleName(ActivationRule r);
std::string_view timeBasisName(TimeBasis t);
std::string_view boundName(Bound b);

std::optional<Mode> modeFromName(std::string_view s);
std::optional<Optimizer> optimizerFromName(std::string_view s);
std::optional<Recompute> recomputeFromName(std::string_view s);
std::optional<ActivationRule> activationRuleFromName(std::string_view s);
std::optional<TimeBasis> timeBasisFromName(std::string_view s);

} // namespace ridgeline
