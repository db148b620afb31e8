#include "core/physics.h"

#include "core/expert_parallel.h"

#include <algorithm>

namespace ridgeline {

namespace {

StepCost onRoofline(const PassInputs& in, double flops, double bytes, double commS,
                    double overheadS) {
    StepCost c;
    c.flops = flops;
    c.bytes = bytes;
    c.computeS = flops / (in.peakFlops * in.efficiency.compute);
    c.memoryS = bytes / (in.bandwidth * in.efficiency.memory);
    c.commS = commS;
    c.overheadS = overheadS;
    c.bound = boundOf(c.computeS, c.memoryS);
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

double ringAllReduceSeconds(double bytes, int gpus, const Interconnect& link) {
    if (gpus <= 1)
        return 0;
    const double t = gpus;
    return 2.0 * (t - 1.0) / t * bytes / link.bytesPerS + 2.0 * (t - 1.0) * link.latencyS;
}

StepCost decodeStep(const PassInputs& in, double batch, double context) {
    const Architecture& a = in.arch;
    const double t = in.tensorParallel;
    const double attention = attentionFlopsPerToken(a, context);
    const double flops = batch * (2.0 * in.params.active + attention) / t;
    const double kvTok = kvBytesPerToken(a, in.kvBytesPerValue);
    const double weights = paramsReadPerStep(a, in.params, batch) * in.weightBytesPerParam;
    const double kvRead = kvCacheBytes(a, in.kvBytesPerValue, context);
    const double bytes = (weights + batch * kvRead * in.kvTraffic + batch * kvTok) / t;
    const double comm = modelParallelSeconds(in, batch);
    return onRoofline(in, flops, bytes, comm, in.efficiency.stepOverheadS);
}

StepCost prefillPass(const PassInputs& in, double batch, double promptTokens) {
    const Architecture& a = in.arch;
    const double t = in.tensorParallel;
    const double s = promptTokens;
    const double flops = batch * (2.0 * in.params.active * s + prefillAttentionFlops(a, s)) / t;
    const double weights =
        paramsReadPerStep(a, in.params, batch * std::max(1.0, s)) * in.weightBytesPerParam;
    const double bytes = (weights + batch * kvCacheBytes(a, in.kvBytesPerValue, s)) / t;
    const double comm = modelParallelSeconds(in, batch * s);
    return onRoofline(in, flops, bytes, comm, in.efficiency.stepOverheadS);
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
