#include "core/charts/frontier_io.h"

#include "core/files/serving_io.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace ridgeline {

namespace {

using json = nlohmann::json;

json frontierOrNull(const std::optional<double>& v) {
    return v ? json(*v) : json(nullptr);
}

json configurationJson(const FrontierConfiguration& c) {
    return {{"gpu", c.gpuId},
            {"count", c.count},
            {"tensor_parallel", c.tensorParallel},
            {"expert_parallel", c.expertParallel},
            {"data_parallel_attention", c.dataParallelAttention},
            {"engine", c.engine},
            {"weight_format", c.weightFormat},
            {"compute_format", c.computeFormat}};
}

json pointJson(const FrontierPoint& p) {
    return {{"concurrency", p.concurrency},
            {"per_gpu",
             {{"total_tokens_per_s", p.perGpuTotalTokensPerS},
              {"output_tokens_per_s", p.perGpuOutputTokensPerS}}},
            {"interactivity_tokens_per_s", p.interactivityTokensPerS},
            {"ttft_s", percentilesJson(p.ttftS)},
            {"tpot_s", percentilesJson(p.tpotS)},
            {"usd_per_million_tokens",
             {{"owned", frontierOrNull(p.ownedUsdPerMillion)},
              {"cloud", frontierOrNull(p.cloudUsdPerMillion)}}},
            {"joules_per_output_token", p.joulesPerOutputToken}};
}

std::string cell(const std::optional<double>& v) {
    return v && std::isfinite(*v) ? fmt::format("{:.6g}", *v) : std::string();
}

std::string cell(double v) {
    return std::isfinite(v) ? fmt::format("{:.6g}", v) : std::string();
}

} // namespace

nlohmann::json frontierToJson(const Frontier& f, std::optional<double> interactivity) {
    json configs = json::array();
    for (const FrontierConfiguration& c : f.configurations) {
        json entry = configurationJson(c);
        json points = json::array();
        for (const FrontierPoint& p : c.points)
            points.push_back(pointJson(p));
        entry["points"] = std::move(points);
        configs.push_back(std::move(entry));
    }
    json front = json::array();
    for (const FrontierFrontPoint& at : f.front) {
        const FrontierConfiguration& c = f.configurations[std::size_t(at.configuration)];
        json entry = pointJson(c.points[std::size_t(at.point)]);
        entry["configuration"] = configurationJson(c);
        front.push_back(std::move(entry));
    }
    json out = {{"configurations", std::move(configs)},
                {"front", std::move(front)},
                {"simulations", f.simulations}};
    if (interactivity) {
        const FrontierPick pick = cheapestAtInteractivity(f, *interactivity);
        const auto picked = [&](const std::optional<FrontierFrontPoint>& at) {
            if (!at)
                return json(nullptr);
            const FrontierConfiguration& c = f.configurations[std::size_t(at->configuration)];
            json entry = pointJson(c.points[std::size_t(at->point)]);
            entry["configuration"] = configurationJson(c);
            return entry;
        };
        out["pick"] = {{"interactivity_tokens_per_s", *interactivity},
                       {"owned", picked(pick.owned)},
                       {"cloud", picked(pick.cloud)}};
    }
    return out;
}

std::string frontierToCsv(const Frontier& f, std::optional<double> interactivity) {
    const bool withPick = interactivity.has_value();
    const FrontierPick pick =
        withPick ? cheapestAtInteractivity(f, *interactivity) : FrontierPick{};
    const auto is = [](const std::optional<FrontierFrontPoint>& at, std::size_t i, std::size_t j) {
        return at && at->configuration == int(i) && at->point == int(j) ? "true" : "false";
    };
    std::string out = "gpu,count,tensor_parallel,expert_parallel,data_parallel_attention,engine,"
                      "weight_format,compute_format,concurrency,total_tokens_per_s_per_gpu,"
                      "output_tokens_per_s_per_gpu,interactivity_tokens_per_s,ttft_mean_s,"
                      "ttft_p50_s,tpot_mean_s,tpot_p50_s,owned_usd_per_million_tokens,"
                      "cloud_usd_per_million_tokens,joules_per_output_token,on_front";
    out += withPick ? ",cheapest_owned,cheapest_cloud\n" : "\n";
    for (std::size_t i = 0; i < f.configurations.size(); ++i) {
        const FrontierConfiguration& c = f.configurations[i];
        for (std::size_t j = 0; j < c.points.size(); ++j) {
            const FrontierPoint& p = c.points[j];
            const bool onFront =
                std::any_of(f.front.begin(), f.front.end(), [&](const FrontierFrontPoint& at) {
                    return at.configuration == int(i) && at.point == int(j);
                });
            out += fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}",
                               c.gpuId, c.count, c.tensorParallel, c.expertParallel,
                               c.dataParallelAttention ? "true" : "false", c.engine, c.weightFormat,
                               c.computeFormat, p.concurrency, cell(p.perGpuTotalTokensPerS),
                               cell(p.perGpuOutputTokensPerS), cell(p.interactivityTokensPerS),
                               cell(p.ttftS.mean), cell(p.ttftS.p50), cell(p.tpotS.mean),
                               cell(p.tpotS.p50), cell(p.ownedUsdPerMillion),
                               cell(p.cloudUsdPerMillion), cell(p.joulesPerOutputToken),
                               onFront ? "true" : "false");
            out += withPick ? fmt::format(",{},{}\n", is(pick.owned, i, j), is(pick.cloud, i, j))
                            : std::string("\n");
        }
    }
    return out;
}

} // namespace ridgeline
