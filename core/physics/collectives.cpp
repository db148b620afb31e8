#include "core/physics/collectives.h"

#include <algorithm>

namespace ridgeline {

LinkRate nodeLinkRate(const Interconnect& link) {
    const double staged = link.peerToPeer ? 1.0 : hostStagedShare;
    return {link.bytesPerS * link.ringFraction * staged, link.latencyS};
}

LinkRate networkRate(const Cluster& c) {
    return {networkShareBytesPerS(c), networkLatencyS(c)};
}

double ringAllReduceS(double bytes, int gpus, LinkRate link) {
    if (gpus <= 1 || link.bytesPerS <= 0)
        return 0;
    const double n = gpus;
    return 2.0 * (n - 1.0) / n * (bytes + link.halfBytes) / link.bytesPerS +
           2.0 * (n - 1.0) * link.latencyS;
}

double ringReduceScatterS(double bytes, int gpus, LinkRate link) {
    if (gpus <= 1 || link.bytesPerS <= 0)
        return 0;
    const double n = gpus;
    return (n - 1.0) / n * (bytes + link.halfBytes) / link.bytesPerS + (n - 1.0) * link.latencyS;
}

double hierarchicalAllReduceS(double bytes, int gpus, int perNode, LinkRate node,
                              LinkRate network) {
    const int g = std::clamp(perNode, 1, std::max(1, gpus));
    if (gpus <= g)
        return ringAllReduceS(bytes, gpus, node);
    const int nodes = (gpus + g - 1) / g;
    return 2.0 * ringReduceScatterS(bytes, g, node) + ringAllReduceS(bytes / g, nodes, network);
}

double sendS(double bytes, LinkRate link) {
    return link.bytesPerS > 0 ? bytes / link.bytesPerS + link.latencyS : 0;
}

} // namespace ridgeline
