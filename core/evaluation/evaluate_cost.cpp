// Cost: owned hardware (capex over the lifetime plus power) and cloud rental, per hour, per
// million tokens, throughput per dollar-hour, and the break-even between them.
#include "core/evaluation/disaggregated.h"
#include "core/evaluation/evaluate.h"
#include "core/evaluation/server_bill.h"

namespace ridgeline {

std::optional<double> gpuPriceUsd(const Economics& e, const Gpu& gpu) {
    return e.gpuPriceUsd ? e.gpuPriceUsd : gpu.priceUsd;
}

std::optional<double> cloudUsdPerGpuHour(const Economics& e, const Gpu& gpu) {
    return e.cloudUsdPerGpuHour ? e.cloudUsdPerGpuHour : gpu.cloudUsdPerGpuHour;
}

namespace {

ServerBill serversOf(const Gpu& gpu, const Cluster& cluster, int gpus, ServerCount count) {
    return count == ServerCount::whole ? wholeServers(gpu, cluster, gpus)
                                       : serverShare(gpu, cluster, gpus);
}

} // namespace

CostFigures costFigures(const Scenario& s, const Results& r, ServerCount count) {
    const Economics& e = s.economics;
    const Gpu& gpu = s.hardware.gpu;
    const double n = s.hardware.count;
    CostFigures c;

    std::optional<double> price = gpuPriceUsd(e, gpu);
    std::optional<double> rate = cloudUsdPerGpuHour(e, gpu);
    ServerBill bill = serversOf(gpu, clusterOf(s.hardware), s.hardware.count, count);
    // A prefill pool's GPUs are bought, rented and powered with the decode GPUs, in servers of
    // their own.
    if (const auto& pool = s.hardware.prefillPool; pool && s.workload.mode == Mode::inference) {
        const Economics own = prefillPoolEconomics(s);
        const std::optional<double> poolPrice = gpuPriceUsd(own, pool->gpu);
        const std::optional<double> poolRate = cloudUsdPerGpuHour(own, pool->gpu);
        price = price && poolPrice
                    ? std::optional<double>((n * *price + pool->count * *poolPrice) / n)
                    : std::nullopt;
        rate = rate && poolRate ? std::optional<double>((n * *rate + pool->count * *poolRate) / n)
                                : std::nullopt;
        const ServerBill poolBill = serversOf(pool->gpu, pool->gpu.server, pool->count, count);
        bill.servers += poolBill.servers;
        bill.usd = bill.usd && poolBill.usd ? std::optional<double>(*bill.usd + *poolBill.usd)
                   : bill.usd               ? bill.usd
                                            : poolBill.usd;
        bill.serverWatts += poolBill.serverWatts;
        bill.watts += poolBill.watts;
    }
    const double powerW = bill.watts;
    c.servers = bill.servers;
    c.watts = powerW;
    // The user's figure for servers, network and chassis replaces the catalogue's servers.
    c.serverUsd = e.serverOverheadUsd > 0 ? std::optional<double>(e.serverOverheadUsd) : bill.usd;
    c.powerUsdPerHour = powerW * e.pue * e.usdPerKwh / 1000.0;

    const bool training = s.workload.mode == Mode::training;
    const double tokensPerS = training ? r.training.tokensPerS : r.inference.tokensPerS;
    const bool meaningful = r.memory.fits && tokensPerS > 0;
    if (meaningful && !training && powerW > 0) {
        c.joulesPerOutputToken = joulesPerToken(powerW, e.pue, tokensPerS);
        c.tokensPerSPerMegawatt = tokensPerSPerMegawatt(powerW, e.pue, tokensPerS);
    }

    if (price) {
        c.capexUsd = n * *price + c.serverUsd.value_or(0);
        c.ownedUsdPerHour = ownedUsdPerHour(*c.capexUsd, e.lifetimeYears, powerW, e.pue,
                                            e.usdPerKwh, e.maintenancePerYear);
        if (meaningful)
            c.ownedUsdPerMillion =
                usdPerMillionTokens(*c.ownedUsdPerHour, tokensPerS, e.utilization);
        if (training)
            c.trainingOwnedUsd = r.training.timeS / 3600.0 * *c.ownedUsdPerHour;
        if (meaningful && *c.ownedUsdPerHour > 0)
            c.ownedTokensPerSPerUsdHour = tokensPerS / *c.ownedUsdPerHour;
    }
    if (rate) {
        c.cloudUsdPerHour = n * *rate;
        if (meaningful)
            c.cloudUsdPerMillion =
                usdPerMillionTokens(*c.cloudUsdPerHour, tokensPerS, e.utilization);
        if (training)
            c.trainingCloudUsd = r.training.gpuHours * *rate;
        if (meaningful && *c.cloudUsdPerHour > 0)
            c.cloudTokensPerSPerUsdHour = tokensPerS / *c.cloudUsdPerHour;
    }
    if (c.capexUsd && c.ownedUsdPerHour && c.cloudUsdPerHour &&
        *c.cloudUsdPerHour > c.powerUsdPerHour) {
        c.breakEvenHours = *c.capexUsd / (*c.cloudUsdPerHour - c.powerUsdPerHour);
        c.breakEvenMonths = *c.breakEvenHours / (730.0 * e.utilization);
    }
    return c;
}

} // namespace ridgeline

namespace ridgeline::detail {

void evaluateCost(const Scenario& s, Results& r) {
    r.cost = costFigures(s, r, ServerCount::whole);
}

} // namespace ridgeline::detail
