#include "core/physics/physics.h"

#include "core/physics/iteration_pass.h"

#include <algorithm>

namespace ridgeline {

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

double kvShareOfGpu(const Architecture& a, int tensorParallel, bool dataParallelAttention) {
    const int t = std::max(1, tensorParallel);
    if (dataParallelAttention)
        return 1.0 / double(t);
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
    // The iteration of a batch of decodes (core/physics/iteration_pass.h): the one pass model.
    return iterationCost(
        iterationModel(in),
        {batch, batch * cachedLayerTokens(in.arch, context), {}, tokensPerSequence});
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
    // The iteration of `batch` whole prompts, one chunk of that many sequences alike.
    const PromptChunk prompts{0, promptTokens, true, batch};
    return iterationCost(iterationModel(in), {0, 0, {&prompts, 1}});
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
