// The serving simulation's part of the serving search: the cheapest plans the M/M/c estimate
// found are sized again, iteration by iteration, to the fewest replicas whose simulated
// percentiles meet every limit (docs/plans.md, "The search").
#include "core/plan/plan_serving.h"

#include "core/evaluation/evaluate.h"
#include "core/hardware/cluster.h"
#include "core/serving/serving_sim.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <string>

namespace ridgeline::detail {

// The cost per million tokens a limit is judged against: at P90 the fleet would need as much
// more time per token as the slow end of its range says.
double dearest(const Plan& p, const Limits& l) {
    const InferenceFigures& f = p.results.inference;
    return p.cost * (f.tpotS > 0 ? l.judged(f.tpotS, f.tpotSRange) / f.tpotS : 1.0);
}

// The load the planner simulates for a plan: Poisson arrivals at the required rate, the
// scenario's own length spreads, seed and request count when it has a serving load (else 600
// requests, seed 1: enough for a stable p95, few enough for a search of several simulations).
ServingSpec plannedLoad(const Scenario& s, const Limits& l) {
    ServingSpec fresh;
    fresh.requests = 600;
    ServingSpec load = s.workload.serving.value_or(fresh);
    load.arrival = Arrival::poisson;
    load.concurrency.reset();
    load.requestsPerS = l.rate;
    return load;
}

// Whether the simulated percentiles of `r` meet the limits (at P90 of the range when asked).
bool simulationMeets(const Results& r, const Limits& l) {
    if (!r.requiredLoad || !r.requiredLoad->simulated || r.requiredLoad->overloaded)
        return false;
    const ServingLoad& load = *r.requiredLoad;
    const InferenceFigures& f = r.inference;
    // The slow end of a time's range scales its simulated percentile alike.
    auto slow = [&](double point, const Range& range) {
        return point > 0 ? l.judged(point, range) / point : 1.0;
    };
    return load.ttftAtPercentileS * slow(f.ttftS, f.ttftSRange) <= l.ttft &&
           load.tpotAtPercentileS * slow(f.tpotS, f.tpotSRange) <= l.tpot &&
           load.latencyAtPercentileS * slow(f.latencyS, f.latencySRange) <= l.latency;
}

namespace {

// Sizes plan `p` (sized by the M/M/c estimate) with the serving simulation: the fewest replicas,
// up to `maxReplicas`, whose simulated percentiles meet the limits. The plan's scenario keeps the
// simulated load, so the explorer simulates the same. False when no count up to the cap does.
bool sizeBySimulation(Plan& p, const Scenario& s, const Limits& l, int maxReplicas,
                      PlanResult& out) {
    const int tp = p.scenario.workload.tensorParallel;
    const int first = p.scenario.hardware.count / tp;
    // A static batch holds what arrives while the last one runs: with fewer replicas than the
    // estimate's each gets first / n times the rate, and its batches grow more than that (the
    // longer batch gathers more), so the places grow by half as much again, within what memory
    // and the engine hold. A continuous-batching engine does not read the batch.
    const std::int64_t batch = p.scenario.workload.batch;
    const std::int64_t most = std::min<std::int64_t>(p.results.inference.maxBatch,
                                                     p.scenario.engine.maxBatch.value_or(1 << 30));
    auto batchFor = [&](int n) {
        if (p.scenario.engine.overlapsPrefill || n >= first)
            return int(batch);
        const double grown = std::ceil(1.5 * double(batch) * first / n);
        return int(std::clamp<std::int64_t>(std::int64_t(grown), batch, std::max(batch, most)));
    };
    // The search looks quickly (a shorter steady-state window); the count it settles on is then
    // confirmed over a full window, as evaluate() and `capacity` simulate the plan's scenario.
    auto simulate = [&](int n, int floor) {
        Scenario c = p.scenario;
        c.hardware.count = n * tp;
        c.workload.batch = batchFor(n);
        c.workload.serving = plannedLoad(s, l);
        ++out.evaluations;
        ++out.simulations;
        return evaluateWithServing(c, floor);
    };
    auto meets = [&](int n) { return simulationMeets(simulate(n, quickWindowRequests), l); };
    // The estimate's count is usually close: gallop from it (steps of 1, 2, 4, ...) to a count
    // that meets the limits next to one that does not, then bisect between them.
    int lo = 0, hi = first;
    if (meets(first)) {
        for (int step = 1; hi > 1; step *= 2) {
            const int n = std::max(1, hi - step);
            if (!meets(n)) {
                lo = n;
                break;
            }
            hi = n;
        }
    } else {
        lo = first;
        hi = -1;
        for (int step = 1; lo < maxReplicas; step *= 2) {
            const int n = std::min(maxReplicas, lo + step);
            if (meets(n)) {
                hi = n;
                break;
            }
            lo = n;
        }
        if (hi < 0)
            return false;
    }
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        (meets(mid) ? hi : lo) = mid;
    }
    // The full window's verdict is the plan's: one replica more while it misses.
    for (int n = hi; n <= maxReplicas; ++n) {
        Results r = simulate(n, minWindowRequests);
        if (simulationMeets(r, l)) {
            p.scenario.hardware.count = n * tp;
            p.scenario.workload.batch = batchFor(n);
            p.scenario.workload.serving = plannedLoad(s, l);
            p.results = std::move(r);
            p.load = p.results.requiredLoad;
            return true;
        }
    }
    return false;
}

// The M/M/c estimate sizes every candidate; the serving simulation then sizes the cheapest,
// cheapest first, until the simulatedPlans cheapest plans are all sized, so that the plans at
// the top of the ranking carry simulated percentiles and the explorer reads the same numbers. A
// plan the simulation sizes dearer can lose its place to the next, which is then simulated in
// turn. At most maxSizings simulation searches (plans with the same numbers and scheduler share
// one), to bound the planner's time.
constexpr int maxSizings = 4;
constexpr int maxFailedProvisional = 6;

// What decides a plan's simulation: its single-step numbers and the scheduler in force.
std::string simulationKey(const Plan& p, const Scenario& s, const Limits& l) {
    const Scenario& c = p.scenario;
    const Workload& w = c.workload;
    const SchedulerInForce sched = servingScheduler(c, plannedLoad(s, l));
    return fmt::format("{}|{}|{}|{}|{}|{}|{}|{:a}|{:a}|{}|{}|{}|{}|{}", c.hardware.gpu.id,
                       c.hardware.count, w.tensorParallel, w.batch, w.weightFormat.name,
                       w.kvFormat.name, int(w.computeFormat), p.results.inference.tpotS,
                       p.results.inference.ttftS, sched.maxNumSeqs, sched.maxNumBatchedTokens,
                       sched.chunkedPrefill, sched.continuousBatching, sched.reservesWholeRequest);
}

} // namespace

void simulateCheapest(const Scenario& s, const PlanSpace& space, const Limits& limits,
                      double served, const std::vector<bool>& provisional, PlanResult& out) {
    const Requirements& q = *s.requirements;
    std::vector<bool> sized(out.plans.size(), false);
    std::vector<bool> dropped(out.plans.size(), false);
    // Sizings already done: the GPU count and batch found (count 0: none meets), the results.
    struct Sizing {
        int count = 0;
        int batch = 0;
        Results results;
    };
    std::map<std::string, Sizing> done;
    std::vector<double> sizedCosts; // of the distinct plans sized and kept, cheapest first
    int searches = 0, failedProvisional = 0;
    for (;;) {
        // The cheapest plan not yet sized; at an equal cost the one the estimate finds faster
        // (the ranking's order), so that the budget goes to the plans that would lead the list.
        auto before = [&](std::size_t i, std::size_t j) {
            const Plan& a = out.plans[i];
            const Plan& b = out.plans[j];
            if (a.cost != b.cost)
                return a.cost < b.cost;
            return a.load && b.load && a.load->latencyAtPercentileS < b.load->latencyAtPercentileS;
        };
        std::size_t pick = out.plans.size();
        for (std::size_t i = 0; i < out.plans.size(); ++i)
            if (!sized[i] && !dropped[i] && !out.plans[i].estimateOnly &&
                (pick == out.plans.size() || before(i, pick)))
                pick = i;
        if (pick == out.plans.size())
            break;
        // Done when the plan is dearer than the simulatedPlans cheapest already sized.
        if (sizedCosts.size() >= std::size_t(simulatedPlans) &&
            out.plans[pick].cost > sizedCosts[std::size_t(simulatedPlans) - 1])
            break;
        Plan& p = out.plans[pick];
        const std::string key = simulationKey(p, s, limits);
        bool ok = false;
        const bool fresh = !done.contains(key);
        if (auto it = done.find(key); it != done.end()) {
            sized[pick] = true;
            ok = it->second.count > 0;
            if (ok) {
                p.scenario.hardware.count = it->second.count;
                p.scenario.workload.batch = it->second.batch;
                p.scenario.workload.serving = plannedLoad(s, limits);
                p.results = it->second.results;
                p.load = p.results.requiredLoad;
            }
        } else {
            // A provisional plan costs one simulation when it fails (at its most GPUs) and has
            // a budget of its own, so that cheap cards that cannot carry the load do not use
            // up the searches of the plans that can.
            if (provisional[pick] ? failedProvisional >= maxFailedProvisional
                                  : searches >= maxSizings) {
                if (!provisional[pick])
                    break;
                dropped[pick] = true;
                ++out.rejected[std::size_t(RejectReason::tooFewGpus)];
                continue;
            }
            sized[pick] = true;
            const Cluster cluster = clusterOf(p.scenario.hardware);
            const int gpuCap =
                space.singleNode ? std::min(space.maxGpus, cluster.gpusPerNode) : space.maxGpus;
            ok = sizeBySimulation(p, s, limits, gpuCap / p.scenario.workload.tensorParallel, out);
            done.emplace(key, Sizing{ok ? p.scenario.hardware.count : 0, p.scenario.workload.batch,
                                     p.results});
            ++(provisional[pick] && !ok ? failedProvisional : searches);
        }
        if (!ok) {
            dropped[pick] = true;
            ++out.rejected[std::size_t(RejectReason::tooFewGpus)];
            continue;
        }
        p.usdPerHour = *detail::usdPerHourAt(p.results, q.pricing);
        p.capexUsd = p.results.cost.capexUsd;
        p.cost = usdPerMillionTokens(p.usdPerHour, served, s.economics.utilization);
        const double outlay =
            q.pricing == Pricing::owned ? p.capexUsd.value_or(0) : p.usdPerHour * hoursPerMonth;
        if ((q.maxUsdPerMillionTokens && dearest(p, limits) > *q.maxUsdPerMillionTokens) ||
            (q.budgetUsd && outlay > *q.budgetUsd)) {
            dropped[pick] = true;
            ++out.rejected[std::size_t(q.budgetUsd && outlay > *q.budgetUsd
                                           ? RejectReason::overBudget
                                           : RejectReason::overCostCeiling)];
            continue;
        }
        p.scenario.name = fmt::format("{} x {}, {}", p.scenario.hardware.gpu.name,
                                      p.scenario.hardware.count, p.scenario.engine.name);
        if (fresh) // the same numbers again are listed once
            sizedCosts.insert(std::upper_bound(sizedCosts.begin(), sizedCosts.end(), p.cost),
                              p.cost);
        // The chart shows what the simulation served: 1 / mean TPOT per user, the carried
        // output tokens/s per GPU (not the single step at the full batch).
        for (PlanPoint& point : out.points)
            if (point.plan == int(pick) && p.results.serving &&
                p.results.serving->interactivityTokensPerS > 0) {
                point.x = p.results.serving->interactivityTokensPerS;
                point.y = p.results.serving->perGpuOutputTokensPerS;
            }
    }
    // A provisional plan the simulation did not size is turned down as the estimate had it; any
    // other plan it did not size is not listed either: only a simulation that sustains the load
    // signs a plan off (the M/M/c estimate overrates static batches, for one).
    for (std::size_t i = 0; i < out.plans.size(); ++i)
        if (!dropped[i] && !sized[i] && !out.plans[i].estimateOnly) {
            dropped[i] = true;
            ++out.rejected[std::size_t(provisional[i] ? RejectReason::tooFewGpus
                                                      : RejectReason::notSimulated)];
        }
    // Plans the simulation turned down leave the list; the chart's links follow.
    std::vector<int> index(out.plans.size(), -1);
    std::vector<Plan> kept;
    for (std::size_t i = 0; i < out.plans.size(); ++i)
        if (!dropped[i]) {
            index[i] = int(kept.size());
            kept.push_back(std::move(out.plans[i]));
        }
    out.plans = std::move(kept);
    for (PlanPoint& point : out.points)
        if (point.plan >= 0)
            point.plan = index[std::size_t(point.plan)];
}

} // namespace ridgeline::detail
