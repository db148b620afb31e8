#include "core/physics/context_limit.h"

#include <fmt/format.h>

namespace ridgeline {

std::optional<Problem> checkContext(const Scenario& s) {
    const Workload& w = s.workload;
    const std::int64_t context = s.model.arch.maxContext;
    const std::int64_t tokens = w.promptTokens + w.outputTokens;
    if (w.mode != Mode::inference || context <= 0 || tokens <= context)
        return std::nullopt;
    return Problem{"workload.prompt_tokens",
                   fmt::format("prompt_tokens + output_tokens is {}, more than the model's context "
                               "of {} tokens (allowed: 0..{})",
                               tokens, context, context),
                   ProblemCode::beyondContext,
                   fmt::format("{}", tokens),
                   fmt::format("0..{}", context),
                   {fmt::format("{}", context)}};
}

} // namespace ridgeline
