#include "core/evaluation/server_bill.h"

#include <algorithm>

namespace ridgeline {

namespace {

ServerBill billOf(const Gpu& gpu, int gpus, double servers, double usdEach, bool priced,
                  double wattsEach) {
    ServerBill b;
    b.servers = servers;
    if (priced)
        b.usd = servers * usdEach;
    b.serverWatts = servers * wattsEach;
    b.watts = gpus * gpu.tdpW + b.serverWatts;
    return b;
}

} // namespace

ServerBill wholeServers(const Gpu& gpu, const Cluster& cluster, int gpus) {
    const ServerPrice& p = gpu.serverPrice;
    gpus = std::max(1, gpus);
    if (p.desktopGpus > 0 && gpus <= p.desktopGpus) {
        ServerBill b = billOf(gpu, gpus, 1, p.desktopUsd, true, p.desktopWatts);
        b.desktop = true;
        return b;
    }
    return billOf(gpu, gpus, nodesFor(gpus, cluster), p.usd.value_or(0), p.usd.has_value(),
                  p.watts);
}

ServerBill serverShare(const Gpu& gpu, const Cluster& cluster, int gpus) {
    const ServerPrice& p = gpu.serverPrice;
    const double share = double(std::max(1, gpus)) / std::max(1, cluster.gpusPerNode);
    return billOf(gpu, std::max(1, gpus), share, p.usd.value_or(0), p.usd.has_value(), p.watts);
}

double joulesPerToken(double watts, double pue, double tokensPerS) {
    return tokensPerS > 0 ? watts * pue / tokensPerS : 0;
}

double tokensPerSPerMegawatt(double watts, double pue, double tokensPerS) {
    return watts > 0 ? tokensPerS / (watts * pue / 1e6) : 0;
}

} // namespace ridgeline
