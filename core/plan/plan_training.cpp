// The training search: for each GPU, engine, tensor and pipeline width, the fewest data-parallel
// replicas, micro-batch and memory savings (ZeRO stage, recompute) that finish the run cheapest
// within the deadline and budget.
#include "core/evaluation/evaluate.h"
#include "core/plan/plan.h"
#include "core/plan/plan_text.h"
#include "core/scenario/choices.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace ridgeline::detail {

namespace {

struct MemorySetting {
    int zeroStage;
    Recompute recompute;
};

// From the fastest to the most frugal: each later one holds less per GPU, at some cost in time.
constexpr std::array<MemorySetting, 9> memorySettings{{
    {0, Recompute::none},
    {1, Recompute::none},
    {2, Recompute::none},
    {1, Recompute::selective},
    {2, Recompute::selective},
    {3, Recompute::none},
    {3, Recompute::selective},
    {1, Recompute::full},
    {3, Recompute::full},
}};

constexpr std::array<int, 4> microBatches{1, 2, 4, 8};

Scenario trainingScenario(const Scenario& s, const Gpu& gpu, const EngineProfile& engine, int tp,
                          int pp, int dp) {
    Scenario c = s;
    c.hardware = hardwareOf(gpu, tp * pp * dp);
    Workload& w = c.workload;
    const Requirements& q = *s.requirements;
    w.tokens = q.tokens.value_or(w.tokens);
    if (q.deadlineS)
        w.deadlineS = q.deadlineS;
    w.tensorParallel = tp;
    w.pipelineParallel = pp;
    w.dataParallel = 0;
    setEngine(c, engine);
    dropPriceOverrides(c.economics);
    c.compare.clear();
    return c;
}

std::optional<double> runCost(const Results& r, Pricing pricing) {
    return pricing == Pricing::owned ? r.cost.trainingOwnedUsd : r.cost.trainingCloudUsd;
}

} // namespace

void planTraining(const Scenario& s, const PlanSpace& space, PlanResult& out) {
    const Requirements& q = *s.requirements;
    const double deadline =
        q.deadlineS ? *q.deadlineS
                    : s.workload.deadlineS.value_or(std::numeric_limits<double>::infinity());
    const double budget = q.budgetUsd.value_or(std::numeric_limits<double>::infinity());
    const ParamCount params = effectiveParams(s.model);
    const Architecture& a = s.model.arch;

    for (const Gpu* gpu : space.gpus) {
        const Cluster cluster = clusterOf(hardwareOf(*gpu, 1));
        const int gpuCap =
            space.singleNode ? std::min(space.maxGpus, cluster.gpusPerNode) : space.maxGpus;
        const double usable = gpu->memoryBytes() * s.workload.usableMemoryFraction;
        // No step beats the datasheet peak: 6 P T / (N x peak) bounds every run's time (4 P T
        // with LoRA, which computes no weight gradients of the base).
        const double peak = gpu->peak(effectiveComputeType(*gpu, s.workload.computeFormat));
        const double idealGpuSeconds = (s.workload.loraFraction > 0 ? 4.0 : 6.0) * params.active *
                                       q.tokens.value_or(s.workload.tokens) / peak;
        for (const EngineProfile* engine : space.enginesFor(*gpu)) {
            // Only what the engine runs: the scenario's weight format, its widest group.
            if (!runsFormat(*engine, s.workload.weightFormat.name))
                continue;
            const int widest =
                std::min({gpuCap, cluster.gpusPerNode, engine->maxTensorParallel.value_or(gpuCap)});
            for (int tp = 1; tp <= widest; tp *= 2)
                for (int pp = 1; tp * pp <= gpuCap && pp <= a.layers; pp *= 2) {
                    if (a.heads % tp != 0)
                        continue;
                    ++out.configurations;
                    RejectReason furthest = RejectReason::doesNotFit;
                    std::optional<Plan> best;
                    // Tries `dp` data-parallel replicas: every micro-batch with the fastest
                    // memory setting that fits. True when one of them meets the deadline.
                    auto tryWidth = [&](int dp) {
                        // Weights alone, fully sharded: nothing smaller can fit.
                        if (params.total * s.workload.weightFormat.bytes() / (tp * pp * dp) >
                            usable)
                            return false;
                        if (idealGpuSeconds / (tp * pp * dp) > deadline) {
                            furthest = std::max(furthest, RejectReason::missesDeadline);
                            return false;
                        }
                        Scenario c = trainingScenario(s, *gpu, *engine, tp, pp, dp);
                        bool inTime = false;
                        std::size_t first = 0;
                        for (int mb : microBatches) {
                            if (s.workload.globalBatch > 0 && mb * dp > s.workload.globalBatch)
                                break;
                            c.workload.microBatch = mb;
                            std::optional<Results> fitting;
                            for (; first < memorySettings.size(); ++first) {
                                c.workload.zeroStage = memorySettings[first].zeroStage;
                                c.workload.recompute = memorySettings[first].recompute;
                                Results r = evaluate(c);
                                ++out.evaluations;
                                if (r.memory.fits) {
                                    fitting = std::move(r);
                                    break;
                                }
                            }
                            if (!fitting)
                                break;
                            const Results& r = *fitting;
                            const std::optional<double> cost = runCost(r, q.pricing);
                            if (!cost) {
                                furthest = std::max(furthest, RejectReason::noPrice);
                                continue;
                            }
                            out.points.push_back({r.training.timeS / 86400.0, *cost, -1});
                            // "meet_at": "p90" judges the run's slow end, and its cost with it.
                            const double slow =
                                q.meetAtP90 && r.training.timeS > 0
                                    ? std::max(1.0, r.training.timeSRange.high / r.training.timeS)
                                    : 1.0;
                            if (r.training.timeS * slow > deadline) {
                                furthest = std::max(furthest, RejectReason::missesDeadline);
                                continue;
                            }
                            inTime = true;
                            if (*cost * slow > budget) {
                                furthest = std::max(furthest, RejectReason::overBudget);
                                continue;
                            }
                            if (!best || *cost < best->cost ||
                                (*cost == best->cost &&
                                 r.training.timeS < best->results.training.timeS)) {
                                best = Plan{c,
                                            r,
                                            *detail::usdPerHourAt(r, q.pricing),
                                            *cost,
                                            r.cost.capexUsd,
                                            std::nullopt,
                                            {},
                                            {},
                                            {},
                                            false,
                                            {},
                                            {},
                                            {}};
                                out.points.back().plan = int(out.plans.size());
                            }
                        }
                        return inTime;
                    };
                    // Data parallel doubles until a width meets the deadline, then the fewest
                    // GPUs between the last width that missed and that one are found by
                    // bisection (a deadline met on 34 GPUs is not rounded up to 64); one
                    // doubling more is tried, as a wider run can cost less when it scales well.
                    // The last step is the widest allowed, not the next doubling past it: with
                    // max_gpus 20 the widths run 1, 2, 4, 8, 16, 20.
                    int most = gpuCap / (tp * pp);
                    if (s.workload.globalBatch > 0)
                        most = std::min(most, s.workload.globalBatch);
                    int missed = 0;
                    for (int dp = 1; dp <= most;
                         dp = dp == most ? most + 1 : std::min(2 * dp, most)) {
                        if (!tryWidth(dp)) {
                            missed = dp;
                            continue;
                        }
                        int lo = missed, hi = dp;
                        while (hi - lo > 1) {
                            const int mid = lo + (hi - lo) / 2;
                            (tryWidth(mid) ? hi : lo) = mid;
                        }
                        if (dp < most)
                            tryWidth(std::min(2 * dp, most));
                        break;
                    }
                    if (!best) {
                        ++out.rejected[std::size_t(furthest)];
                        continue;
                    }
                    best->scenario.name = fmt::format("{} x {}, {}", gpu->name,
                                                      best->scenario.hardware.count, engine->name);
                    out.plans.push_back(std::move(*best));
                }
        }
    }
    // Only the last point marked for a configuration is its plan.
    for (PlanPoint& p : out.points)
        if (p.plan >= 0 && p.plan < int(out.plans.size()) &&
            (p.x != out.plans[std::size_t(p.plan)].results.training.timeS / 86400.0 ||
             p.y != out.plans[std::size_t(p.plan)].cost))
            p.plan = -1;
    if (std::isfinite(deadline))
        out.xLimit = deadline / 86400.0;
    if (q.budgetUsd)
        out.yLimit = *q.budgetUsd;
    PlanAssumptions& assumed = out.assumptionsData;
    assumed.training = true;
    assumed.pricing = q.pricing;
    assumed.tokens = q.tokens.value_or(s.workload.tokens);
    assumed.maxGpus = space.maxGpus;
    assumed.singleNode = space.singleNode;
    out.assumptions = planAssumptionsText(assumed);
}

} // namespace ridgeline::detail
