// Speculative decoding in the serving simulation (docs/physics.md, "Serving under load:
// speculative iterations"): each decode iteration runs the proposer's k passes and one verify
// pass of k + 1 tokens per decoding sequence; a sequence keeps the accepted tokens, whole ones,
// on average tokensPerStep an iteration. Internal to the simulation
// (core/serving/serving_replica.h).
#pragma once

#include "core/physics/iteration_pass.h"
#include "core/scenario/scenario.h"

#include <cstdint>
#include <optional>

namespace ridgeline::detail {

/// What a replica needs to decode speculatively; the default is plain decode (one token a
/// sequence an iteration, no proposer).
struct SpeculativeIteration {
    std::optional<SpeculativeSpec> spec;
    int verifyTokens = 1;     ///< tokens a decoding sequence runs in the pass: k + 1
    double tokensPerStep = 1; ///< expectedTokensPerStep(k, a)
    IterationModel proposer;  ///< the draft's or the head's pass (not for ngram)
    double proposerWeightsPerGpu = 0;
    double proposerKvPerToken = 0; ///< bytes, all layers, before tensor parallelism
};

SpeculativeIteration speculativeIteration(const Scenario& s);

/// The proposals of one iteration for `sequences` decoding sequences whose caches in the
/// proposer add up to `proposerLayerTokens` (cachedLayerTokens() of its architecture): k
/// decode passes of the proposer, or the n-gram lookup (proposalSeconds()). 0 without
/// speculation or sequences.
double iterationProposalSeconds(const SpeculativeIteration& it, double sequences,
                                double proposerLayerTokens);

/// Tokens a sequence with acceptance phase `phase` (0 <= phase < 1) has gained over its first
/// `steps` decode iterations: floor(phase + steps x tokensPerStep), so whole tokens whose mean
/// is tokensPerStep a step, the same whether the iterations run one by one or in bulk. Plain
/// decode (tokensPerStep 1, phase 0): `steps`.
std::int64_t acceptedOver(double phase, double tokensPerStep, std::int64_t steps);

/// The most iterations after the first `steps` over which the sequence gains at most `tokens`.
std::int64_t stepsGaining(double phase, double tokensPerStep, std::int64_t steps,
                          std::int64_t tokens);

} // namespace ridgeline::detail
