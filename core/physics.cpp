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

StepCost decodeStep(const PassInputs& in, double batch, double context, double tokensPerSequence) {
    const Architecture& a = in.arch;
    const double t = in.tensorParallel;
    // A verify pass runs q tokens of each sequence at once: q times the FLOPs and KV writes, the
    // cache read once; q = 1 is a plain decode step.
    const double q = std::max(1.0, tokensPerSequence);
    const double tokens = batch * q;
    const double attention = attentionFlopsPerToken(a, context);
    const double flops = tokens * (2.0 * in.params.active + attention) / t;
    const double kvTok = kvBytesPerToken(a, in.kvBytesPerValue);
    const double weights = paramsReadPerStep(a, in.params, tokens) * in.weightBytesPerParam;
    const double kvRead = kvCacheBytes(a, in.kvBytesPerValue, context);
    const double bytes = (weights + batch * kvRead * in.kvTraffic + tokens * kvTok) / t;
    const double comm = modelParallelSeconds(in, tokens);
    StepCost c = onRoofline(in, flops, bytes, comm, in.efficiency.stepOverheadS);
    // The weight GEMMs have M = the step's tokens. While the weights' stream dominates they run
    // as GEMV and split-K kernels at the memory roof; the tile and wave penalty of their shape
    // shows as compute takes over the step: h scaled by compute's share, min(1, C / M). (Linear
    // in the share, so tokens/s never falls as the batch grows.) The penalty lowers this step's
    // own compute roof, the one its verdict is judged against.
    const double gemmFlops = tokens * 2.0 * in.params.active / t;
    const double share = c.memoryS > 0 ? std::min(1.0, c.computeS / c.memoryS) : 1.0;
    const double factor = gemmShapeFactor(tokens, a.hidden / t, a.hidden, gemmHalfDim * share);
    c.computeS += gemmFlops / (in.peakFlops * in.efficiency.compute) * (1.0 / factor - 1.0);
    c.seconds = std::max(c.computeS, c.memoryS) + c.commS + c.overheadS;
    judge(c, in);
    return c;
}

double gemmShapeFactor(double m, double n, double k, double halfDim) {
    auto saturate = [halfDim](double x) {
        x = std::max(1.0, x);
        return x / (x + halfDim);
    };
    return saturate(m) * saturate(n) * saturate(k);
}

StepCost prefillPass(const PassInputs& in, double batch, double promptTokens) {
    const Architecture& a = in.arch;
    const ParamCount& p = in.params;
    const double t = in.tensorParallel;
    const double s = promptTokens;
    const double tokens = batch * s;
    const double peak = in.peakFlops * in.efficiency.compute;
    const double bandwidth = in.bandwidth * in.efficiency.memory;

    // Weight GEMMs per GPU. The input embedding is a lookup and the output head runs for the last
    // token of each sequence only; routed experts see k / E of the tokens each.
    // (`p` is the shape's count, every term scaled alike when the user gave a parameter count:
    // effectiveParams.)
    const double experts = std::max(1, a.experts), active = std::max(1, a.activeExperts);
    const double routed = p.moeLayers * active * p.expertMlpPerLayer;
    const double body = std::max(0.0, p.active - p.embedding - routed);
    const double head = double(a.vocab) * a.hidden;
    const double denseS =
        2.0 * tokens * body / t / (peak * gemmShapeFactor(tokens, a.hidden / t, a.hidden));
    const double expertS =
        routed > 0 ? 2.0 * tokens * routed / t /
                         (peak * gemmShapeFactor(tokens * active / experts, a.ffn / t, a.hidden))
                   : 0.0;
    const double headS =
        2.0 * batch * head / t / (peak * gemmShapeFactor(batch, a.vocab / t, a.hidden));
    const double gemmFlops = 2.0 * (tokens * (body + routed) + batch * head) / t;
    const double gemmS = denseS + expertS + headS;

    const double weights =
        paramsReadPerStep(a, p, batch * std::max(1.0, s)) * in.weightBytesPerParam;
    const double kvBytes = batch * kvCacheBytes(a, in.kvBytesPerValue, s);
    const double weightS = (weights + kvBytes) / t / bandwidth;

    // Attention over the prompt: flash runs the causal half with its (s, s, d_h) GEMM shape;
    // without it the whole square is computed and the scores go through memory four times.
    const double causal = batch * prefillAttentionFlops(a, s) / t;
    const double attnFlops = in.flashAttention ? causal : 2.0 * causal;
    const double attnS = attnFlops / (peak * gemmShapeFactor(s, s, a.headDim));
    const double scores = in.flashAttention ? 0.0
                                            : 4.0 * in.activationBytesPerValue * batch *
                                                  (a.heads / t) * s * s * a.layers;

    // Elementwise work per token and layer (fused count): two norms, two residual adds, rotary
    // on queries and keys, the MLP activation.
    const double ffnActive = a.ffn * (a.experts > 1 ? active : 1.0);
    const double perTokenLayer =
        in.activationBytesPerValue * (10.0 * a.hidden + 2.0 * (a.heads + a.kvHeads) * a.headDim +
                                      (a.gatedMlp ? 3.0 : 2.0) * ffnActive);
    const double elementwise = in.elementwiseTraffic * tokens * a.layers * perTokenLayer / t;

    StepCost c;
    c.flops = gemmFlops + attnFlops;
    c.bytes = (weights + kvBytes) / t + scores + elementwise;
    c.computeS = gemmS + attnS;
    c.memoryS = c.bytes / bandwidth;
    c.commS = modelParallelSeconds(in, tokens);
    judge(c, in);
    const double work = std::max(gemmS, weightS) + attnS + (scores + elementwise) / bandwidth;
    c.overheadS = std::max(0.0, in.efficiency.stepOverheadS - work);
    c.seconds = work + c.commS + c.overheadS;

    PrefillParts& parts = c.prefill;
    parts.tokenParams = body + routed;
    parts.headParams = head;
    parts.gemmFlops = gemmFlops;
    parts.gemmS = gemmS;
    parts.gemmShape = gemmS > 0 ? gemmFlops / (gemmS * peak) : 1.0;
    parts.streamBytes = (weights + kvBytes) / t;
    parts.streamS = weightS;
    parts.attentionFlopsPerSequence = prefillAttentionFlops(a, s);
    parts.attentionFactor = in.flashAttention ? 1.0 : 2.0;
    parts.attentionFlops = attnFlops;
    parts.attentionS = attnS;
    parts.attentionShape = attnS > 0 ? attnFlops / (attnS * peak) : 1.0;
    parts.elementwiseBytes = scores + elementwise;
    parts.elementwiseS = (scores + elementwise) / bandwidth;
    return c;
}

PassVerdict judgePass(double flops, double bytes, double computeS, double exposedCommS,
                      double enginePeakFlops, double engineBandwidth) {
    PassVerdict v;
    v.effectivePeakFlops = flops > 0 && computeS > 0 ? flops / computeS : enginePeakFlops;
    v.effectiveRidge = ridgePoint(v.effectivePeakFlops, engineBandwidth);
    const double memoryS = engineBandwidth > 0 ? bytes / engineBandwidth : 0;
    const double intensity = bytes > 0 ? flops / bytes : 0;
    if (exposedCommS > computeS && exposedCommS > memoryS)
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
