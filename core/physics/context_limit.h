// Whether a scenario's sequences fit the model's context window. Not a reason to refuse the
// scenario (a lesson may size a KV cache past the context on purpose, and the physics holds):
// validate() leaves it out, and the window shows it beside the prompt length.
#pragma once

#include "core/base/problems.h"
#include "core/scenario/scenario.h"

#include <optional>

namespace ridgeline {

/// In inference, prompt_tokens + output_tokens beyond the model's known context
/// (model.max_context; 0 is unknown and never reported): a Problem with the code
/// ProblemCode::beyondContext on workload.prompt_tokens, `value` the tokens of one sequence,
/// `allowed` "0..context" and args {the model's context}.
std::optional<Problem> checkContext(const Scenario& s);

} // namespace ridgeline
