#include "core/charts/frontier.h"

#include "core/base/number_format.h"
#include "core/evaluation/evaluate.h"
#include "core/evaluation/required_load.h"
#include "core/evaluation/server_bill.h"
#include "core/serving/serving_sim.h"

#include <algorithm>

namespace ridgeline {

namespace {

// A benchmark client's load at concurrency C: 10 C requests, lengths uniform in [0.8 L, L]
// unless the scenario's own serving load says how its lengths are drawn.
ServingSpec closedLoop(const Scenario& s, int concurrency) {
    ServingSpec load;
    load.uniformRatio = 0.8;
    if (s.workload.serving) {
        load = *s.workload.serving;
        if (!load.uniformRatio && load.promptTokensCv == 0 && load.outputTokensCv == 0)
            load.uniformRatio = 0.8;
    }
    load.arrival = Arrival::closed;
    load.concurrency = concurrency;
    load.requests = 10 * concurrency;
    return load;
}

// The layouts of one instance of `base` (on one GPU choice) that hold the model: tensor
// parallel 1, 2, 4 ... up to the server's GPUs (the NVLink domain: 72 on an NVL72 rack); for a
// mixture of experts, each group also with its experts spread whole over its GPUs (expert
// parallel = tensor parallel), and that with data-parallel attention, as such models are served
// at scale.
std::vector<Scenario> frontierLayouts(const Scenario& base) {
    std::vector<Scenario> out;
    const int perServer = std::max(1, clusterOf(base.hardware).gpusPerNode);
    const bool moe = base.model.arch.experts > 1;
    for (int tp = 1; tp <= perServer; tp *= 2) {
        for (const int ep : {1, tp}) {
            if (ep > 1 && (!moe || base.model.arch.experts % ep != 0))
                continue;
            Scenario c = base;
            c.hardware.count = tp;
            c.workload.tensorParallel = tp;
            c.workload.expertParallel = ep;
            c.workload.dataParallelAttention = false;
            c.workload.serving.reset();
            if (ep > 1) {
                Scenario dp = c;
                dp.workload.dataParallelAttention = true;
                if (evaluate(dp).memory.fits)
                    out.push_back(std::move(dp));
            }
            if (evaluate(c).memory.fits)
                out.push_back(std::move(c));
            if (ep == tp)
                break; // tp 1: one layout
        }
    }
    return out;
}

FrontierPoint frontierPointOf(const Scenario& c, const Results& r, int concurrency) {
    FrontierPoint p;
    p.concurrency = concurrency;
    if (!r.serving)
        return p;
    const ServingFigures& f = *r.serving;
    p.perGpuTotalTokensPerS = f.perGpuTotalTokensPerS;
    p.perGpuOutputTokensPerS = f.perGpuOutputTokensPerS;
    p.interactivityTokensPerS = f.interactivityTokensPerS;
    p.ttftS = f.ttftS;
    p.tpotS = f.tpotS;
    if (f.outputTokensPerS > 0) {
        // A point is per GPU: the instance pays its share of full servers, not a whole one.
        const CostFigures shared = costFigures(c, r, ServerCount::share);
        const UsdPerMillion usd =
            usdPerMillionAt(shared, f.outputTokensPerS, c.economics.utilization);
        p.ownedUsdPerMillion = usd.owned;
        p.cloudUsdPerMillion = usd.cloud;
        p.joulesPerOutputToken = joulesPerToken(shared.watts, c.economics.pue, f.outputTokensPerS);
    }
    return p;
}

// Pareto-optimal points across configurations: no other point is at least as good in both
// tokens/s per GPU (output) and tokens/s per user, and better in one.
std::vector<FrontierFrontPoint> paretoFront(const std::vector<FrontierConfiguration>& configs) {
    struct Candidate {
        FrontierFrontPoint at;
        double user = 0, gpu = 0;
    };
    std::vector<Candidate> all;
    for (std::size_t i = 0; i < configs.size(); ++i)
        for (std::size_t j = 0; j < configs[i].points.size(); ++j) {
            const FrontierPoint& p = configs[i].points[j];
            if (p.interactivityTokensPerS > 0 && p.perGpuOutputTokensPerS > 0)
                all.push_back(
                    {{int(i), int(j)}, p.interactivityTokensPerS, p.perGpuOutputTokensPerS});
        }
    // By tokens/s per user, most first (ties: most per GPU first); a point is on the front when
    // it has more per GPU than every point with more per user.
    std::sort(all.begin(), all.end(), [](const Candidate& a, const Candidate& b) {
        return a.user != b.user ? a.user > b.user : a.gpu > b.gpu;
    });
    std::vector<FrontierFrontPoint> front;
    double best = -1;
    for (const Candidate& c : all)
        if (c.gpu > best) {
            front.push_back(c.at);
            best = c.gpu;
        }
    std::reverse(front.begin(), front.end());
    return front;
}

} // namespace

std::vector<int> defaultFrontierConcurrency() {
    std::vector<int> out;
    for (int c = 1; c <= 512; c *= 2)
        out.push_back(c);
    return out;
}

Frontier frontier(const Scenario& s, const std::vector<int>& concurrency,
                  const FrontierProgress& progress) {
    Frontier out;
    if (s.workload.mode != Mode::inference)
        return out;
    std::vector<Scenario> all;
    for (const GpuChoice& choice : configurations(s))
        for (Scenario& layout : frontierLayouts(scenarioOn(s, choice)))
            all.push_back(std::move(layout));
    const int total = int(all.size() * concurrency.size());
    for (const Scenario& layout : all) {
        FrontierConfiguration config;
        config.gpuId = layout.hardware.gpu.id;
        config.gpuName = layout.hardware.gpu.name;
        config.count = layout.hardware.count;
        config.tensorParallel = layout.workload.tensorParallel;
        config.expertParallel = layout.workload.expertParallel;
        config.dataParallelAttention = layout.workload.dataParallelAttention;
        config.engine = layout.workload.engine;
        config.weightFormat = layout.workload.weightFormat.name;
        config.computeFormat = std::string(computeTypeName(layout.workload.computeFormat));
        for (const int c : concurrency) {
            Scenario run = layout;
            run.workload.serving = closedLoop(s, c);
            // An engine that batches statically runs the scenario's batch at once: a server
            // benchmarked at concurrency C is set up for C sequences (memory still admits them).
            if (!run.engine.overlapsPrefill)
                run.workload.batch = std::max(run.workload.batch, c);
            config.points.push_back(frontierPointOf(run, evaluateWithServing(run), c));
            ++out.simulations;
            if (progress && !progress(out.simulations, total)) {
                out.cancelled = true;
                out.configurations.push_back(std::move(config));
                out.front = paretoFront(out.configurations);
                return out;
            }
        }
        out.configurations.push_back(std::move(config));
    }
    out.front = paretoFront(out.configurations);
    return out;
}

FrontierPick cheapestAtInteractivity(const Frontier& f, double tokensPerSPerUser) {
    FrontierPick pick;
    const auto better = [&](const std::optional<FrontierFrontPoint>& held, const FrontierPoint& p,
                            const std::optional<double> FrontierPoint::*price) {
        if (!held)
            return true;
        const FrontierPoint& q =
            f.configurations[std::size_t(held->configuration)].points[std::size_t(held->point)];
        return *(p.*price) != *(q.*price) ? *(p.*price) < *(q.*price)
                                          : p.interactivityTokensPerS > q.interactivityTokensPerS;
    };
    for (std::size_t i = 0; i < f.configurations.size(); ++i)
        for (std::size_t j = 0; j < f.configurations[i].points.size(); ++j) {
            const FrontierPoint& p = f.configurations[i].points[j];
            if (!(p.interactivityTokensPerS >= tokensPerSPerUser) || p.perGpuOutputTokensPerS <= 0)
                continue;
            const FrontierFrontPoint at{int(i), int(j)};
            if (p.ownedUsdPerMillion && better(pick.owned, p, &FrontierPoint::ownedUsdPerMillion))
                pick.owned = at;
            if (p.cloudUsdPerMillion && better(pick.cloud, p, &FrontierPoint::cloudUsdPerMillion))
                pick.cloud = at;
        }
    return pick;
}

} // namespace ridgeline
