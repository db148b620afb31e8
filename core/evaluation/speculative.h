// Speculative decoding (docs/physics.md, "Speculative decoding"): a cheap proposer guesses k
// tokens, the target checks all of them in one pass of k + 1 tokens per sequence, and every step
// yields the accepted prefix plus one token of the target's own.
#pragma once

#include "core/base/tuned_constants.h"
#include "core/evaluation/results.h"
#include "core/scenario/scenario.h"

#include <optional>
#include <string_view>

namespace ridgeline {

/// The method's tokens and acceptance when the file leaves them out (published figures; the
/// sources are named in speculative.cpp and docs/physics.md).
struct SpeculativeDefaults {
    int tokens = 1;
    double acceptance = 0.85;
};
SpeculativeDefaults speculativeDefaults(SpeculativeMethod m);

std::string_view speculativeMethodName(SpeculativeMethod m);
std::optional<SpeculativeMethod> speculativeMethodFromName(std::string_view name);

/// Expected tokens one target step yields per sequence when each of k proposals is accepted
/// with probability a until the first rejection: (1 - a^(k+1)) / (1 - a); k + 1 when a = 1.
double expectedTokensPerStep(int k, double a);

/// Bytes the proposer adds to one GPU of the group: its weights, and one sequence's KV cache at
/// `kvTokens` (whole model, before tensor parallelism). A draft model holds all of its own; an
/// MTP or EAGLE head one transformer layer (it shares the target's embedding and output head);
/// n-gram lookup nothing.
struct DraftMemory {
    double weightsPerGpu = 0;
    double kvPerSequence = 0;
};
DraftMemory draftMemory(const Scenario& s, double kvTokens);

/// The pass inputs of the proposer of scenario `s` (workload.speculative set, not ngram): the
/// draft model, or the MTP / EAGLE head of one layer of the target's shape, on the same GPUs.
PassInputs proposerPassInputs(const Scenario& s);

/// The proposals of one step: k passes of the proposer at `proposerPassS` each, or the n-gram
/// lookup's CPU time.
double proposalSeconds(const SpeculativeSpec& spec, double proposerPassS);

/// The speculative step of scenario `s` (workload.speculative set) at `batch` sequences of
/// `context` tokens: k proposal passes through decodeStep() with the proposer's own inputs on the
/// same GPUs, the target's verify pass decodeStep(target, batch, context, k + 1), and the time
/// per output token against plain decode `plain`.
SpeculativeFigures speculativeStep(const Scenario& s, const PassInputs& target, double batch,
                                   double context, const StepCost& plain);

/// A speculative step spread over the tokens it yields: each of its times over tokensPerStep,
/// so that a run of n output tokens costs n of these (physics.h runSeconds).
StepCost perOutputToken(const SpeculativeFigures& f);

} // namespace ridgeline
