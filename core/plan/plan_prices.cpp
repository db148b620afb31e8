#include "core/plan/plan_prices.h"

#include "core/evaluation/evaluate.h"
#include "core/evaluation/server_bill.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cmath>

namespace ridgeline {

namespace {

std::string dollars(double v) {
    return v >= 100 ? fmt::format("${:.0f}", v) : fmt::format("${:.2f}", v);
}

std::string from(bool given, const std::string& date) {
    if (given)
        return "your figure";
    return date.empty() ? "catalogue" : fmt::format("catalogue, {}", date);
}

nlohmann::json priceOrNull(const std::optional<double>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

} // namespace

PlanPrices planPrices(const Plan& p) {
    const Scenario& s = p.scenario;
    const Gpu& gpu = s.hardware.gpu;
    const Economics& e = s.economics;
    PlanPrices out;
    out.gpuUsd = gpuPriceUsd(e, gpu);
    out.gpuGiven = e.gpuPriceUsd.has_value();
    out.gpuDate = gpu.priceDate;
    const Cluster cluster = clusterOf(s.hardware);
    const ServerBill bill = wholeServers(gpu, cluster, s.hardware.count);
    out.servers = int(std::lround(p.results.cost.servers));
    out.gpusPerServer = bill.desktop ? gpu.serverPrice.desktopGpus : cluster.gpusPerNode;
    out.desktop = bill.desktop;
    out.serverUsd =
        bill.desktop ? std::optional<double>(gpu.serverPrice.desktopUsd) : gpu.serverPrice.usd;
    out.serversUsd = p.results.cost.serverUsd;
    out.serversGiven = e.serverOverheadUsd > 0;
    out.serverDate = gpu.serverPrice.date;
    out.cloudUsdPerGpuHour = cloudUsdPerGpuHour(e, gpu);
    out.cloudGiven = e.cloudUsdPerGpuHour.has_value();
    out.cloudDate = gpu.cloudDate;
    return out;
}

std::string planPricesText(const Plan& p) {
    const PlanPrices x = planPrices(p);
    const std::string name = p.scenario.hardware.gpu.name;
    std::string gpu = x.gpuUsd ? fmt::format("{} {} a GPU ({})", name, dollars(*x.gpuUsd),
                                             from(x.gpuGiven, x.gpuDate))
                               : fmt::format("{}: no purchase price", name);
    const std::string box = x.desktop ? "desktop" : "server";
    std::string server;
    if (x.serversGiven)
        server = fmt::format("{} {}{} of {} GPUs, {} for all of them without GPUs (your figure)",
                             x.servers, box, x.servers == 1 ? "" : "s", x.gpusPerServer,
                             dollars(*x.serversUsd));
    else if (x.serverUsd)
        server = fmt::format("{} {}{} of {} GPUs at {} each without GPUs ({})", x.servers, box,
                             x.servers == 1 ? "" : "s", x.gpusPerServer, dollars(*x.serverUsd),
                             from(false, x.serverDate));
    else
        server = fmt::format("{} {}{} of {} GPUs, no server price", x.servers, box,
                             x.servers == 1 ? "" : "s", x.gpusPerServer);
    const std::string rental =
        x.cloudUsdPerGpuHour
            ? fmt::format("rental {} per GPU-hour ({})", dollars(*x.cloudUsdPerGpuHour),
                          from(x.cloudGiven, x.cloudDate))
            : fmt::format("no public rental rate ({})", from(false, x.cloudDate));
    return fmt::format("Prices: {}; {}; {}.", gpu, server, rental);
}

nlohmann::json planPricesJson(const Plan& p) {
    const PlanPrices x = planPrices(p);
    return {{"gpu_usd", priceOrNull(x.gpuUsd)},
            {"gpu_price_date", x.gpuGiven ? "user" : x.gpuDate},
            {"servers", x.servers},
            {"gpus_per_server", x.gpusPerServer},
            {"desktop", x.desktop},
            {"server_usd", priceOrNull(x.serverUsd)},
            {"servers_usd", priceOrNull(x.serversUsd)},
            {"server_price_date", x.serversGiven ? "user" : x.serverDate},
            {"cloud_usd_per_gpu_hour", priceOrNull(x.cloudUsdPerGpuHour)},
            {"cloud_date", x.cloudGiven ? "user" : x.cloudDate}};
}

} // namespace ridgeline
