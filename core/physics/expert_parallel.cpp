#include "core/physics/expert_parallel.h"

#include "core/physics/collectives.h"

#include <algorithm>
#include <cmath>

namespace ridgeline {

int expertsPerGpu(const Architecture& a, int expertParallel) {
    const int ep = std::max(1, expertParallel);
    return (std::max(1, a.experts) + ep - 1) / ep;
}

double paramsPerGpu(const Architecture& a, const ParamCount& p, int tensorParallel,
                    int expertParallel, bool dataParallelAttention) {
    const double t = std::max(1, tensorParallel);
    const double ep = std::max(1, expertParallel);
    const double routed = p.moeLayers * p.expertMlpPerLayer * std::max(1, a.experts);
    const double held = p.moeLayers * p.expertMlpPerLayer * expertsPerGpu(a, expertParallel);
    return (p.total - routed) / (dataParallelAttention ? 1.0 : t) + held * ep / t;
}

double allToAllSeconds(double tokens, int activeExperts, double hidden, double bytesPerValue,
                       int expertParallel, LinkRate link) {
    if (expertParallel <= 1 || link.bytesPerS <= 0)
        return 0;
    const double ep = expertParallel;
    const double bytes = tokens * activeExperts * hidden * bytesPerValue * (ep - 1.0) / ep / ep;
    return 2.0 * (bytes / link.bytesPerS + (ep - 1.0) * link.latencyS);
}

double modelParallelSeconds(const PassInputs& in, double tokens) {
    const Architecture& a = in.arch;
    const double perAllReduce = tokens * a.hidden * in.activationBytesPerValue;
    const int t = in.tensorParallel;
    const int ep = a.experts > 1 ? std::max(1, in.expertParallel) : 1;
    if (t <= 1 && ep <= 1) // one GPU per replica: nothing to exchange
        return 0;
    const double moeLayers = in.params.moeLayers;
    const double denseLayers = a.layers - moeLayers;
    if (in.dataParallelAttention) // attention and dense layers on each GPU's own tokens
        return moeLayers * allToAllSeconds(tokens, a.activeExperts, a.hidden,
                                           in.activationBytesPerValue, ep, in.expertLink);
    // The one ring all-reduce of the project (core/physics/collectives.h), on the node's link,
    // with the engine's half-bandwidth message: below it an all-reduce runs under the ring's rate.
    LinkRate link = in.link;
    link.halfBytes = in.efficiency.allReduceHalfBytes;
    const double attention = a.layers * ringAllReduceS(perAllReduce, t, link);
    const double denseMlp = denseLayers * ringAllReduceS(perAllReduce, t, link);
    const double moeMlp =
        moeLayers * (ringAllReduceS(perAllReduce, std::max(1, t / ep), link) +
                     allToAllSeconds(tokens, a.activeExperts, a.hidden, in.activationBytesPerValue,
                                     ep, in.expertLink));
    return attention + denseMlp + moeMlp;
}

} // namespace ridgeline
