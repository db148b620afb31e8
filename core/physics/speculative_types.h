// The speculative-decoding method and the figures a speculative step yields
// (core/evaluation/speculative.h, docs/physics.md "Speculative decoding").
#pragma once

#include "core/physics/physics.h"
#include "core/scenario/speculative_method.h"

namespace ridgeline {

/// One speculative step per GPU: k proposals, then the target's verify pass of k + 1 tokens.
struct SpeculativeFigures {
    SpeculativeMethod method = SpeculativeMethod::mtp;
    int tokens = 1;           ///< k
    double acceptance = 0;    ///< a
    double tokensPerStep = 1; ///< (1 - a^(k+1)) / (1 - a); k + 1 when a = 1
    StepCost draftPass;       ///< one proposal pass (zero for ngram)
    double draftSteps = 0;    ///< proposal passes a step: k (0 for ngram)
    double draftS = 0;        ///< all proposals of a step: k x draftPass, or the lookup's CPU time
    StepCost verify;          ///< the target's pass over k + 1 tokens per sequence
    double verifyS = 0;
    double stepS = 0;            ///< draftS + verifyS
    double plainTpotS = 0;       ///< plain decode's time per token (StepCost decode.seconds)
    double tpotS = 0;            ///< stepS / tokensPerStep
    double speedup = 1;          ///< plainTpotS / tpotS
    double draftWeightBytes = 0; ///< per GPU
    double draftKvBytes = 0;     ///< per GPU at the scenario's batch
};

} // namespace ridgeline
