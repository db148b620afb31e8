// One iteration of a continuous-batching engine (docs/physics.md, "Serving under load"): the
// decode tokens of the running sequences and the prompt chunks of the ones being prefilled, run
// as one pass. It is the one pass model: decodeStep() is the iteration of a batch of decodes,
// prefillPass() the iteration of whole prompts, so every term (the latency floor too) is written
// here once.
#pragma once

#include "core/physics/physics.h"

#include <span>

namespace ridgeline {

/// A piece of one sequence's prompt in an iteration: `tokens` new prompt tokens after `offset`
/// tokens already in the cache. `last`: the chunk ends the prompt (its logits are computed).
/// `sequences`: that many sequences' chunks alike (prefillPass(): b whole prompts as one).
struct PromptChunk {
    double offset = 0;
    double tokens = 0;
    bool last = true;
    double sequences = 1;
};

/// What one iteration holds.
struct IterationLoad {
    double decodeSequences = 0; ///< decodeTokensPerSequence tokens each
    /// Sum over the decoding sequences of cachedLayerTokens(context): the cache they attend over
    /// (context counted in tokens x layers, a sliding-window layer holding at most its window).
    double decodeLayerTokens = 0;
    std::span<const PromptChunk> chunks;
    /// Tokens each decoding sequence runs: 1 for plain decode, k + 1 for speculative decoding's
    /// verify pass (as decodeStep()'s tokensPerSequence: its cache read once).
    double decodeTokensPerSequence = 1;
};

/// The constants of an iteration's cost that do not depend on its load, computed once per
/// scenario so that an iteration costs O(chunks).
struct IterationModel {
    PassInputs in;
    double peak = 0;              ///< FLOP/s: peak x eta_c
    double bandwidth = 0;         ///< bytes/s: bandwidth x eta_m
    double body = 0;              ///< parameters every prompt token passes through (no embedding)
    double routed = 0;            ///< routed-expert parameters a token passes through
    double head = 0;              ///< the output head: vocab x hidden
    double kvTokenBytes = 0;      ///< KV bytes one token writes, all layers
    double kvLayerTokenBytes = 0; ///< KV bytes per token per layer
    double kvShare = 1;           ///< kvShareOfGpu(): the share of the cache a GPU holds
    double floorS = 0;            ///< latencyFloorS(): once per iteration
    double attentionFlopsPerLayerToken = 0; ///< a new token's attention per cached layer-token
    double elementwisePerToken = 0;         ///< bytes a prompt token's elementwise work moves
};

IterationModel iterationModel(const PassInputs& in);

/// The cost of one iteration on one GPU of the tensor-parallel group. Decode tokens cost what
/// decodeStep() has them cost, q = decodeTokensPerSequence of them a sequence (their GEMM shape
/// at M = d q) when no prompt chunk runs with them; otherwise every token pays the GEMM shape of
/// the iteration's whole token count (they share its GEMMs); weights are read once; every
/// decoding sequence reads its cache once, every chunk reads the cache before it and writes its
/// own. Compute and memory overlap (the larger counts); prompt attention and elementwise work
/// follow; then the tensor-parallel communication of all tokens, the engine's per-step overhead
/// (only the part longer than the GPU's work when nothing decodes) and the latency floor. With
/// prompt chunks the result's `prefill` holds their terms (PrefillParts).
StepCost iterationCost(const IterationModel& m, const IterationLoad& load);

} // namespace ridgeline
