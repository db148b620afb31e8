#include "core/physics/iteration_pass.h"

#include "core/physics/expert_parallel.h"

#include <algorithm>
#include <cmath>

namespace ridgeline {

IterationModel iterationModel(const PassInputs& in) {
    IterationModel m;
    m.in = in;
    const Architecture& a = in.arch;
    const ParamCount& p = in.params;
    m.peak = in.peakFlops * in.efficiency.compute;
    m.bandwidth = in.bandwidth * in.efficiency.memory;
    // As prefillPass(): the embedding is a lookup, the head runs for a prompt's last token only.
    m.routed = p.moeLayers * std::max(1, a.activeExperts) * p.expertMlpPerLayer;
    m.head = double(a.vocab) * a.hidden;
    // active leaves an untied input embedding out (architecture.cpp) while embedding holds it
    // with the head and the final norm; a layer share (offload.cpp) holds the head alone.
    const double inputLookup =
        a.tiedEmbeddings ? 0.0 : std::max(0.0, p.embedding - m.head - double(a.hidden));
    m.body = std::max(0.0, p.active + inputLookup - p.embedding - m.routed);
    m.kvLayerTokenBytes = kvValuesPerTokenPerLayer(a) * in.kvBytesPerValue;
    m.kvTokenBytes = kvBytesPerToken(a, in.kvBytesPerValue);
    m.kvShare = kvShareOfGpu(a, in.tensorParallel, in.dataParallelAttention);
    m.floorS = latencyFloorS(in);
    const double layerTokens = cachedLayerTokens(a, 1.0); // 0: no layers on these GPUs (offload)
    m.attentionFlopsPerLayerToken =
        layerTokens > 0 ? attentionFlopsPerToken(a, 1.0) / layerTokens : 0.0;
    const double ffnActive = a.ffn * (a.experts > 1 ? std::max(1, a.activeExperts) : 1.0);
    m.elementwisePerToken = in.elementwiseTraffic * a.layers * in.activationBytesPerValue *
                            (10.0 * a.hidden + 2.0 * (a.heads + a.kvHeads) * a.headDim +
                             (a.gatedMlp ? 3.0 : 2.0) * ffnActive);
    return m;
}

StepCost iterationCost(const IterationModel& m, const IterationLoad& load) {
    const PassInputs& in = m.in;
    const Architecture& a = in.arch;
    const double t = in.tensorParallel;
    const double d = load.decodeSequences;
    // What one GPU does of the work that is not the routed experts': 1 / t of it split over the
    // group, or with data-parallel attention the share of the busiest GPU, whose own sequences
    // it runs whole (sequences spread evenly, at most one GPU each while fewer than t).
    double sequencesNow = d;
    for (const PromptChunk& c : load.chunks)
        sequencesNow += c.sequences;
    const bool dp = in.dataParallelAttention;
    const double busy = std::max(1.0, sequencesNow);
    const double dense = dp ? busy / std::ceil(busy / t) : t;
    // A verify pass runs q tokens of each decoding sequence: q times the FLOPs and KV writes.
    const double q = std::max(1.0, load.decodeTokensPerSequence);
    const double decodeTokens = d * q;

    double promptTokens = 0, lastChunks = 0, chunkKvBytes = 0, attnFlops = 0, attnS = 0, scores = 0;
    double causalFlops = 0, sequences = 0; // whole model, for the prefill's terms
    for (const PromptChunk& c : load.chunks) {
        const double n = c.sequences; // that many sequences' chunks alike
        promptTokens += n * c.tokens;
        lastChunks += c.last ? n : 0.0;
        sequences += n;
        const double end = c.offset + c.tokens;
        // The chunk reads the cache before it and writes its own: the cache up to its end.
        chunkKvBytes += n * kvCacheBytes(a, in.kvBytesPerValue, end);
        const double causal = prefillAttentionFlops(a, end) - prefillAttentionFlops(a, c.offset);
        causalFlops += n * causal;
        const double flops = n * (in.flashAttention ? causal : 2.0 * causal) / dense;
        attnFlops += flops;
        attnS += flops / (m.peak * gemmShapeFactor(c.tokens, end, a.headDim));
        if (!in.flashAttention)
            scores += 4.0 * in.activationBytesPerValue * (a.heads / dense) * n * c.tokens * end *
                      a.layers;
    }
    const double tokens = decodeTokens + promptTokens;

    // Decode tokens: the roofline of decodeStep(). Prompt tokens: GEMMs at M = all tokens.
    const double routedActive = m.routed;
    const double denseActive = std::max(0.0, in.params.active - routedActive);
    // The decode tokens' weight FLOPs on one GPU.
    const double decodeGemmFlops =
        dp ? decodeTokens * 2.0 * (denseActive / dense + routedActive / t)
           : decodeTokens * 2.0 * in.params.active / t;
    const double decodeFlops =
        decodeGemmFlops + q * m.attentionFlopsPerLayerToken * load.decodeLayerTokens / dense;
    double gemmFlops = 0, gemmS = 0;
    if (promptTokens > 0 || lastChunks > 0) {
        gemmFlops = dp ? 2.0 * ((promptTokens * m.body + lastChunks * m.head) / dense +
                                promptTokens * m.routed / t)
                       : 2.0 * (promptTokens * (m.body + m.routed) + lastChunks * m.head) / t;
        gemmS = 2.0 * promptTokens * m.body / dense /
                (m.peak * gemmShapeFactor(dp ? tokens / dense : tokens,
                                          dp ? a.hidden : a.hidden / t, a.hidden));
        if (m.routed > 0)
            gemmS += 2.0 * promptTokens * m.routed / t /
                     (m.peak * in.efficiency.expertGemm *
                      gemmShapeFactor(tokensPerExpert(a, tokens), a.ffn / t, a.hidden));
        if (lastChunks > 0)
            gemmS += 2.0 * lastChunks * m.head / dense /
                     (m.peak * gemmShapeFactor(lastChunks, dp ? a.vocab : a.vocab / t, a.hidden));
    }
    // (A prompt of no tokens still runs the head for its sequence: a prefill of b empty prompts.)
    const double read = paramsReadPerStep(a, in.params, std::max({1.0, tokens, lastChunks}));
    // Data-parallel attention: every GPU reads all the weights but the routed experts', and
    // the busiest GPU's sequences' caches.
    const double routedRead = dp ? std::max(0.0, read - in.params.alwaysRead) : 0.0;
    const double weightsPerGpu =
        (dp ? in.params.alwaysRead + routedRead / t : read / t) * in.weightBytesPerParam;
    const double decodeKv =
        m.kvLayerTokenBytes * load.decodeLayerTokens * in.kvTraffic + decodeTokens * m.kvTokenBytes;
    const double kvShare = dp ? 1.0 / dense : m.kvShare;
    const double streamed = weightsPerGpu + (decodeKv + chunkKvBytes) * kvShare;
    const double elementwise = m.elementwisePerToken * promptTokens / dense;

    StepCost c;
    c.flops = decodeFlops + gemmFlops + attnFlops;
    c.bytes = streamed + scores + elementwise;
    double overlappedComputeS = decodeFlops / m.peak + gemmS;
    c.memoryS = c.bytes / m.bandwidth;
    if (d > 0) {
        // The decode tokens' weight GEMMs pay their shape as decodeStep() has them: with M the
        // sequences and h scaled by compute's share of the step while nothing else runs; with M
        // all the iteration's tokens, as the prompt tokens pay, when chunks share the GEMMs.
        const double share = c.memoryS > 0 ? std::min(1.0, overlappedComputeS / c.memoryS) : 1.0;
        const double m0 = dp ? std::max(1.0, tokens / dense) : tokens;
        const double n0 = dp ? a.hidden : a.hidden / t;
        const double halfDim = promptTokens > 0 ? gemmHalfDim : gemmHalfDim * share;
        const double mDense =
            promptTokens > 0 ? m0 : (dp ? std::max(1.0, decodeTokens / dense) : decodeTokens);
        // The routed experts' GEMMs see only their own tokens (tokensPerExpert()), as the prompt
        // tokens' expert GEMMs above (PHYSICS.md, "The latency floor": an expert GEMM with a
        // handful of tokens runs far below the peak), at the engine's grouped-GEMM share.
        const double routedFlops = m.routed > 0 ? decodeTokens * 2.0 * routedActive / t : 0.0;
        const double mRouted = tokensPerExpert(a, promptTokens > 0 ? tokens : decodeTokens);
        overlappedComputeS +=
            (decodeGemmFlops - routedFlops) / m.peak *
                (gemmTimeFactor(mDense, n0, a.hidden, halfDim) - 1.0) +
            routedFlops / m.peak *
                (gemmTimeFactor(mRouted, a.ffn / t, a.hidden, halfDim) / in.efficiency.expertGemm -
                 1.0);
    }
    c.computeS = overlappedComputeS + attnS;
    c.commS = modelParallelSeconds(in, tokens);
    const PassVerdict verdict =
        judgePass(c.flops, c.bytes, c.computeS, c.commS, m.peak, m.bandwidth);
    c.effectivePeakFlops = verdict.effectivePeakFlops;
    c.effectiveRidge = verdict.effectiveRidge;
    c.bound = verdict.bound;
    const double work = std::max(overlappedComputeS, streamed / m.bandwidth) + attnS +
                        (scores + elementwise) / m.bandwidth;
    const double overhead = in.efficiency.stepOverheadS;
    c.floorS = m.floorS;
    c.overheadS = (d > 0 ? overhead : std::max(0.0, overhead - work)) + m.floorS +
                  in.efficiency.sequenceS * sequencesNow;
    c.seconds = work + c.commS + c.overheadS;

    if (sequences > 0) { // the prompt tokens' terms, as the explanations show a prefill's
        PrefillParts& parts = c.prefill;
        parts.tokenParams = m.body + m.routed;
        parts.headParams = m.head;
        parts.gemmFlops = gemmFlops;
        parts.gemmS = gemmS;
        parts.gemmShape = gemmS > 0 ? gemmFlops / m.peak / gemmS : 1.0;
        parts.streamBytes = streamed;
        parts.streamS = streamed / m.bandwidth;
        parts.attentionFlopsPerSequence = causalFlops / sequences;
        parts.attentionFactor = in.flashAttention ? 1.0 : 2.0;
        parts.attentionFlops = attnFlops;
        parts.attentionS = attnS;
        parts.attentionShape = attnS > 0 ? attnFlops / m.peak / attnS : 1.0;
        parts.elementwiseBytes = scores + elementwise;
        parts.elementwiseS = (scores + elementwise) / m.bandwidth;
    }
    return c;
}

} // namespace ridgeline
