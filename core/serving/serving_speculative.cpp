#include "core/serving/serving_speculative.h"

#include "core/evaluation/evaluate.h"
#include "core/evaluation/speculative.h"

#include <algorithm>
#include <cmath>

namespace ridgeline::detail {

SpeculativeIteration speculativeIteration(const Scenario& s) {
    SpeculativeIteration it;
    if (!s.workload.speculative)
        return it;
    const SpeculativeSpec& spec = *s.workload.speculative;
    it.spec = spec;
    it.verifyTokens = spec.tokens + 1;
    it.tokensPerStep = expectedTokensPerStep(spec.tokens, spec.acceptance);
    if (spec.method != SpeculativeMethod::ngram)
        it.proposer = iterationModel(proposerPassInputs(s));
    // The proposer's weights, and its cache per token at the scenario's context.
    const double context = std::max(1.0, double(s.workload.promptTokens + s.workload.outputTokens));
    const DraftMemory m = draftMemory(s, context);
    it.proposerWeightsPerGpu = m.weightsPerGpu;
    it.proposerKvPerToken = m.kvPerSequence / context;
    return it;
}

double iterationProposalSeconds(const SpeculativeIteration& it, double sequences,
                                double proposerLayerTokens) {
    if (!it.spec || sequences <= 0)
        return 0;
    const double pass =
        it.spec->method == SpeculativeMethod::ngram
            ? 0.0
            : iterationCost(it.proposer, {sequences, proposerLayerTokens, {}}).seconds;
    return ridgeline::proposalSeconds(*it.spec, pass);
}

std::int64_t acceptedOver(double phase, double tokensPerStep, std::int64_t steps) {
    if (tokensPerStep == 1.0 && phase == 0.0) // plain decode: the common case, without floor()
        return steps;
    return std::int64_t(std::floor(phase + double(steps) * tokensPerStep));
}

std::int64_t stepsGaining(double phase, double tokensPerStep, std::int64_t steps,
                          std::int64_t tokens) {
    if (tokens <= 0)
        return 0;
    if (tokensPerStep == 1.0 && phase == 0.0) // plain decode: a token an iteration
        return tokens;
    const std::int64_t base = acceptedOver(phase, tokensPerStep, steps);
    auto gains = [&](std::int64_t n) {
        return acceptedOver(phase, tokensPerStep, steps + n) - base;
    };
    // The estimate from the line, then whole steps to the exact answer of acceptedOver().
    std::int64_t n =
        std::max<std::int64_t>(0, std::int64_t(double(tokens) / std::max(1.0, tokensPerStep)) - 1);
    while (n > 0 && gains(n) > tokens)
        --n;
    while (gains(n + 1) <= tokens)
        ++n;
    return n;
}

} // namespace ridgeline::detail
