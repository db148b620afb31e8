#include "core/physics.h"

#include "core/expert_parallel.h"

#include <algorithm>

namespace ridgeline {

namespace {

// The pass's own roof and verdict, from its times (every communication of a decode step or a
// prefill is exposed: the all-reduces sit between the layers' GEMMs).
void judge(StepCost& c, const PassInputs& in) {
    const PassVerdict v =
        judgePass(c.flops, c.bytes, c.computeS, c.commS, in.peakFlops * in.efficiency.compute,
                  in.bandwidth * in.efficiency.memory);
    c.effectivePeakFlops = v.effectivePeakFlops;
    c.effectiveRidge = v.effectiveRidge;
    c.bound = v.bound;
}

StepCost onRoofline(const PassInputs& in, double flops, double bytes, double commS,
                    double overheadS) {
    StepCost c;
    c.flops = flops;
    c.bytes = bytes;
    c.computeS = flops / (in.peakFlops * in.efficiency.compute);
    c.memoryS = bytes / (in.bandwidth * in.efficiency.memory);
    c.commS = commS;
    c.overheadS = overheadS;
    c.seconds = std::max(c.computeS, c.memoryS) + commS + overheadS;
    return c;
}

} // namespace

double kvBytesPerToken(const Architecture& a, double kvBytesPerValue) {
    return a.layers * kvValuesPerTokenPerLayer(a) * kvBytesPerValue;
}

double kvCacheBytes(const Architecture& a, double kvBytesPerValue, double context) {
    return cachedLayerTokens(a, context) * kvValuesPerTokenPerLayer(a) * kvBytesPerValue;
}

double contextForKvBytes(const Architecture& a, double kvBytesPerValue, double bytes,
                         double ceiling) {
    const double perLayerToken = kvValuesPerTokenPerLayer(a) * kvBytesPerValue;
    if (perLayerToken <= 0 || bytes <= 0)
        return 0;
    const double window = a.slidingWindow;
    const double windowed = window > 0 ? std::clamp(a.slidingLayers, 0, a.layers) : 0;
    const double atWindow = a.layers * window * perLayerToken;
    if (windowed == 0 || bytes <= atWindow)
        return std::min(ceiling, bytes / (a.layers * perLayerToken));
    const double growing = a.layers - windowed;
    if (growing <= 0)
        return ceiling;
    return std::min(ceiling, window + (bytes - atWindow) / (growing * perLayerToken));
}

double kvShareOfGpu(const Architecture& a, int tensorParallel) {
    const int t = std::max(1, tensorParallel);
    const int heads = a.kvLoraRank > 0 ? 1 : std::max(1, a.kvHeads);
    return double((heads + t - 1) / t) / double(heads);
}

double kernelsPerPass(const Architecture& a, double moeLayers) {
    const double moe = std::clamp(moeLayers, 0.0, double(a.layers));
    const double attention = a.kvLoraRank > 0 ? kernelsPerLatentAttention : kernelsPerAttention;
    const double routed = kernelsPerRoutedMlp + (a.sharedFfn > 0 ? kernelsPerSharedExpert : 0.0);
    return a.layers * attention + (a.layers - moe) * kernelsPerDenseMlp + moe * routed +
           kernelsOutsideLayers;
}

StepCost decodeStep(const PassInputs& in, double batch, double context, double tokensPerSequence) {
    const Architecture& a = in.arch;
    const double perGpu = 1.0 / in.tensorParallel; // of the group's work and bytes
    // A verify pass runs q tokens of each sequence at once: q times the FLOPs and KV writes, the
    // cache read once; q = 1 is a plain decode step.
    const double q = std::max(1.0, tokensPerSequence);
    const double tokens = batch * q;
    const double attention = attentionFlopsPerToken(a, context);
    const double flops = tokens * (2.0 * in.params.active + attention) * perGpu;
    const double kvTok = kvBytesPerToken(a, in.kvBytesPerValue);
    const double weights = paramsReadPerStep(a, in.params, tokens) * in.weightBytesPerParam;
    const double kvRead = kvCacheBytes(a, in.kvBytesPerValue, context);
    const double bytes = weights * perGpu + (batch * kvRead * in.kvTraffic + tokens * kvTok) *
                                                kvShareOfGpu(a, in.tensorParallel);
    const double comm = modelParallelSeconds(in, tokens);
    const double floor = latencyFloorS(in);
    StepCost c = onRoofline(in, flops, bytes, comm, in.efficiency.stepOverheadS + floor);
    c.floorS = floor;
    // The weight GEMMs have M = the step's tokens. While the weights' stream dominates they run
    // as GEMV and split-K kernels at the memory roof; the tile and wave penalty of their shape
    // shows as compute takes over the step: h scaled by compute's share, min(1, C / M). (Linear
    // in the share, so tokens/s never falls as the batch grows.) The penalty lowers this step's
    // own compute roof, the one its verdict is judged against.
    const double gemmFlops = tokens * 2.0 * in.params.active * perGpu;
    const double share = c.memoryS > 0 ? std::min(1.0, c.computeS / c.memoryS) : 1.0;
    const double slower =
        gemmTimeFactor(tokens, a.hidden * perGpu, a.hidden, gemmHalfDim * share) - 1.0;
    c.computeS += gemmFlops * slower / (in.peakFlops * in.efficiency.compute);
    c.seconds = std::max(c.computeS, c.memoryS) + c.commS + c.overheadS;
    judge(c, in);
    return c;
}

double gemmShapeFactor(double m, double n, double k, double halfDim) {
    // One division for the three dimensions: an evaluation runs this a dozen times, and the
    // divider is what an evaluation waits on most (docs/developing.md, "Evaluation speed").
    m = std::max(1.0, m);
    n = std::max(1.0, n);
    k = std::max(1.0, k);
    return m * n * k / ((m + halfDim) * (n + halfDim) * (k + halfDim));
}

double gemmTimeFactor(double m, double n, double k, double halfDim) {
    m = std::max(1.0, m);
    n = std::max(1.0, n);
    k = std::max(1.0, k);
    return (m + halfDim) * (n + halfDim) * (k + halfDim) / (m * n * k);
}

StepCost prefillPass(const PassInputs& in, double batch, double promptTokens) {
    const Architecture& a = in.arch;
    const ParamCount& p = in.params;
    // Each GPU of the group does 1/t of the work. Reciprocals once, products after: the divider
    // is what an evaluation waits on most (docs/developing.md, "Evaluation speed").
    const double perGpu = 1.0 / in.tensorParallel;
    const double s = promptTokens;
    const double tokens = batch * s;
    const double peak = in.peakFlops * in.efficiency.compute;
    const double bandwidth = in.bandwidth * in.efficiency.memory;
    const double secondsPerFlop = 1.0 / peak;
    const double secondsPerByte = 1.0 / bandwidth;

    // Weight GEMMs per GPU. The input embedding is a lookup and the output head runs for the last
    // token of each sequence only; routed experts see k / E of the tokens each.
    // (`p` is the shape's count, every term scaled alike when the user gave a parameter count:
    // effectiveParams.)
    const double experts = std::max(1, a.experts), active = std::max(1, a.activeExperts);
    const double routed = p.moeLayers * active * p.expertMlpPerLayer;
    const double body = std::max(0.0, p.active - p.embedding - routed);
    const double head = double(a.vocab) * a.hidden;
    const double denseS = 2.0 * tokens * body * perGpu * secondsPerFlop *
                          gemmTimeFactor(tokens, a.hidden * perGpu, a.hidden);
    const double expertS =
        routed > 0 ? 2.0 * tokens * routed * perGpu * secondsPerFlop *
                         gemmTimeFactor(tokens * active / experts, a.ffn * perGpu, a.hidden)
                   : 0.0;
    const double headS = 2.0 * batch * head * perGpu * secondsPerFlop *
                         gemmTimeFactor(batch, a.vocab * perGpu, a.hidden);
    const double gemmFlops = 2.0 * (tokens * (body + routed) + batch * head) * perGpu;
    const double gemmS = denseS + expertS + headS;

    const double weights =
        paramsReadPerStep(a, p, batch * std::max(1.0, s)) * in.weightBytesPerParam;
    const double kvBytes = batch * kvCacheBytes(a, in.kvBytesPerValue, s);
    const double streamBytes = weights * perGpu + kvBytes * kvShareOfGpu(a, in.tensorParallel);
    const double weightS = streamBytes * secondsPerByte;

    // Attention over the prompt: flash runs the causal half with its (s, s, d_h) GEMM shape;
    // without it the whole square is computed and the scores go through memory four times.
    const double perSequence = prefillAttentionFlops(a, s);
    const double causal = batch * perSequence * perGpu;
    const double attnFlops = in.flashAttention ? causal : 2.0 * causal;
    const double attnS = attnFlops * secondsPerFlop * gemmTimeFactor(s, s, a.headDim);
    const double scores = in.flashAttention ? 0.0
                                            : 4.0 * in.activationBytesPerValue * batch *
                                                  (a.heads * perGpu) * s * s * a.layers;

    // Elementwise work per token and layer (fused count): two norms, two residual adds, rotary
    // on queries and keys, the MLP activation.
    const double ffnActive = a.ffn * (a.experts > 1 ? active : 1.0);
    const double perTokenLayer =
        in.activationBytesPerValue * (10.0 * a.hidden + 2.0 * (a.heads + a.kvHeads) * a.headDim +
                                      (a.gatedMlp ? 3.0 : 2.0) * ffnActive);
    const double elementwise = in.elementwiseTraffic * tokens * a.layers * perTokenLayer * perGpu;
    const double elementwiseS = (scores + elementwise) * secondsPerByte;

    StepCost c;
    c.flops = gemmFlops + attnFlops;
    c.bytes = streamBytes + scores + elementwise;
    c.computeS = gemmS + attnS;
    c.memoryS = c.bytes * secondsPerByte;
    c.commS = modelParallelSeconds(in, tokens);
    judge(c, in);
    const double work = std::max(gemmS, weightS) + attnS + elementwiseS;
    // The CPU's share of the overhead hides behind the GPU's work; the kernels' own cost does not.
    c.floorS = latencyFloorS(in);
    c.overheadS = std::max(0.0, in.efficiency.stepOverheadS - work) + c.floorS;
    c.seconds = work + c.commS + c.overheadS;

    PrefillParts& parts = c.prefill;
    parts.tokenParams = body + routed;
    parts.headParams = head;
    parts.gemmFlops = gemmFlops;
    parts.gemmS = gemmS;
    parts.gemmShape = gemmS > 0 ? gemmFlops * secondsPerFlop / gemmS : 1.0;
    parts.streamBytes = streamBytes;
    parts.streamS = weightS;
    parts.attentionFlopsPerSequence = perSequence;
    parts.attentionFactor = in.flashAttention ? 1.0 : 2.0;
    parts.attentionFlops = attnFlops;
    parts.attentionS = attnS;
    parts.attentionShape = attnS > 0 ? attnFlops * secondsPerFlop / attnS : 1.0;
    parts.elementwiseBytes = scores + elementwise;
    parts.elementwiseS = elementwiseS;
    return c;
}

PassVerdict judgePass(double flops, double bytes, double computeS, double exposedCommS,
                      double enginePeakFlops, double engineBandwidth) {
    PassVerdict v;
    v.effectivePeakFlops = flops > 0 && computeS > 0 ? flops / computeS : enginePeakFlops;
    v.effectiveRidge = ridgePoint(v.effectivePeakFlops, engineBandwidth);
    const double intensity = bytes > 0 ? flops / bytes : 0;
    // exposed > bytes / bandwidth, without the division
    const bool aboveMemory =
        engineBandwidth > 0 ? exposedCommS * engineBandwidth > bytes : exposedCommS > 0;
    if (exposedCommS > computeS && aboveMemory)
        v.bound = Bound::communication;
    else
        v.bound = intensity > v.effectiveRidge ? Bound::compute : Bound::memory;
    return v;
}

double runSeconds(const StepCost& prefill, const StepCost& decode, double outputTokens,
                  bool overlapped) {
    const double n = outputTokens;
    if (!overlapped)
        return prefill.seconds + n * decode.seconds;
    return std::max(prefill.computeS + n * decode.computeS, prefill.memoryS + n * decode.memoryS) +
           prefill.commS + n * decode.commS + prefill.overheadS + n * decode.overheadS;
}

double trainingActivationBytesPerLayer(double sequence, double microBatch, double hidden,
                                       double heads, Recompute recompute, bool flashAttention) {
    const double sbd = sequence * microBatch * hidden;
    switch (recompute) {
    case Recompute::full:
        return 2.0 * sbd;
    case Recompute::selective:
        return 34.0 * sbd;
    case Recompute::none:
        break;
    }
    if (flashAttention)
        return 34.0 * sbd;
    return sbd * (34.0 + 5.0 * heads * sequence / hidden);
}

double trainingFlops(double activeParams, double tokens, bool fullRecompute) {
    return (fullRecompute ? 8.0 : 6.0) * activeParams * tokens;
}

double usdPerMillionTokens(double usdPerHour, double tokensPerS, double utilization) {
    return usdPerHour / (tokensPerS * 3600.0 * utilization) * 1e6;
}

double ownedUsdPerHour(double capexUsd, double lifetimeYears, double powerW, double pue,
                       double usdPerKwh, double maintenancePerYear) {
    return capexUsd / (lifetimeYears * hoursPerYear) + powerW * pue * usdPerKwh / 1000.0 +
           capexUsd * maintenancePerYear / hoursPerYear;
}

} // namespace ridgeline
