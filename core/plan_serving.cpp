// The serving search: for each GPU, engine, weight and KV format and tensor-parallel width, the
// fewest replicas (and the batch each holds) that carry the required rate within the limits.
#include "core/evaluate.h"
#include "core/plan.h"
#include "core/queueing.h"
#include "core/serving_sim.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <string>

namespace ridgeline::detail {

namespace {

constexpr double unlimited = std::numeric_limits<double>::infinity();

struct Limits {
    double rate = 0; ///< requests per second
    double ttft = unlimited, tpot = unlimited, latency = unlimited;
    double quantile = 0.95;
    bool atP90 = false; ///< judge each time at the slow end of its P10-P90 range

    // The time a limit is judged against: the prediction, or its range's slow end.
    double judged(double point, const Range& range) const {
        return atP90 ? std::max(point, range.high) : point;
    }
};

// One GPU, engine, formats and tensor-parallel width; the batch is tried lazily.
class Candidate {
public:
    Candidate(Scenario s, const Limits& limits, PlanResult& out)
        : s_(std::move(s))
        , limits_(limits)
        , out_(out) {}

    // The results at `batch` sequences per replica (one replica: count = tensor parallel).
    const Results& at(std::int64_t batch) {
        for (const auto& [b, r] : memo_)
            if (b == batch)
                return r;
        s_.workload.batch = int(batch);
        Results r = evaluate(s_);
        ++out_.evaluations;
        if (r.memory.fits && r.inference.tpotS > 0)
            out_.points.push_back(
                {1.0 / r.inference.tpotS, r.inference.tokensPerS / s_.hardware.count, -1});
        memo_.emplace_back(batch, std::move(r));
        return memo_.back().second;
    }

    struct Outcome {
        bool ok = false;
        RejectReason reason = RejectReason::tooFewGpus;
        std::int64_t batch = 1;
        double wait = 0;
    };

    // The smallest batch (roughly: it grows in steps of an eighth) at which `replicas` replicas
    // carry the rate within every limit, or why none does.
    Outcome with(int replicas, std::int64_t batchCap) {
        const Limits& l = limits_;
        const double w1 = at(1).inference.latencyS;
        std::int64_t b = std::clamp<std::int64_t>(
            std::int64_t(std::floor(l.rate * w1 / replicas)) + 1, 1, batchCap);
        for (int step = 0; step < 64; ++step) {
            const InferenceFigures& f = at(b).inference;
            const double tpot = l.judged(f.tpotS, f.tpotSRange);
            const double ttft = l.judged(f.ttftS, f.ttftSRange);
            const double latency = l.judged(f.latencyS, f.latencySRange);
            if (tpot > l.tpot || ttft > l.ttft || latency > l.latency) {
                if (b > 1)
                    return {false, RejectReason::tooFewGpus};
                return {false, tpot > l.tpot   ? RejectReason::tooSlowPerToken
                               : ttft > l.ttft ? RejectReason::firstTokenTooLate
                                               : RejectReason::answerTooLate};
            }
            const double offered = l.rate * f.latencyS;
            const double slots = double(replicas) * double(b);
            std::int64_t next = b + std::max<std::int64_t>(1, b / 8);
            if (offered < slots) {
                const double wait = waitQuantileS(slots, offered, f.latencyS, l.quantile);
                if (ttft + wait <= l.ttft && latency + wait <= l.latency)
                    return {true, RejectReason::tooFewGpus, b, wait};
            } else {
                next = std::max(next, std::int64_t(std::floor(offered / replicas)) + 1);
            }
            if (b >= batchCap)
                return {false, RejectReason::tooFewGpus};
            b = std::min(next, batchCap);
        }
        return {false, RejectReason::tooFewGpus};
    }

    Scenario& scenario() { return s_; }

private:
    Scenario s_;
    Limits limits_;
    PlanResult& out_;
    std::vector<std::pair<std::int64_t, Results>> memo_;
};

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

// Sizes plan `p` (sized by the M/M/c estimate) with the serving simulation: the fewest replicas,
// up to `maxReplicas`, whose simulated percentiles meet the limits. The plan's scenario keeps the
// simulated load, so the explorer simulates the same. False when no count up to the cap does.
bool sizeBySimulation(Plan& p, const Scenario& s, const Limits& l, int maxReplicas,
                      PlanResult& out) {
    const int tp = p.scenario.workload.tensorParallel;
    std::vector<std::pair<int, Results>> tried;
    auto meets = [&](int n) {
        Scenario c = p.scenario;
        c.hardware.count = n * tp;
        c.workload.serving = plannedLoad(s, l);
        Results r = evaluateWithServing(c);
        ++out.evaluations;
        ++out.simulations;
        const bool ok = simulationMeets(r, l);
        if (ok)
            tried.emplace_back(n, std::move(r));
        return ok;
    };
    // The estimate's count is usually close: gallop from it (steps of 1, 2, 4, ...) to a count
    // that meets the limits next to one that does not, then bisect between them.
    const int first = p.scenario.hardware.count / tp;
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
    for (auto& [n, r] : tried)
        if (n == hi) {
            p.scenario.hardware.count = n * tp;
            p.scenario.workload.serving = plannedLoad(s, l);
            p.results = std::move(r);
            break;
        }
    p.load = p.results.requiredLoad;
    return true;
}

Scenario candidateScenario(const Scenario& s, const Gpu& gpu, const EngineProfile& engine,
                           const Format& weights, const Format& kv, int tp) {
    Scenario c = s;
    c.hardware = hardwareOf(gpu, tp);
    Workload& w = c.workload;
    const Requirements& q = *s.requirements;
    w.promptTokens = q.promptTokens.value_or(w.promptTokens);
    w.outputTokens = q.outputTokens.value_or(w.outputTokens);
    w.tensorParallel = tp;
    w.pipelineParallel = 1;
    w.dataParallel = 0;
    w.weightFormat = weights;
    w.kvFormat = kv;
    w.engine = engine.id;
    c.engine = engine;
    c.economics.gpuPriceUsd.reset();
    c.economics.cloudUsdPerGpuHour.reset();
    c.compare.clear();
    return c;
}

// The M/M/c estimate sizes every candidate; the serving simulation then sizes the cheapest,
// cheapest first, until the simulatedPlans cheapest plans are all sized, so that the plans at
// the top of the ranking carry simulated percentiles and the explorer reads the same numbers. A
// plan the simulation sizes dearer can lose its place to the next, which is then simulated in
// turn. At most maxSizings simulation searches (plans with the same numbers and scheduler share
// one), to bound the planner's time.
constexpr int simulatedPlans = 3;
constexpr int maxSizings = 4;
constexpr int maxFailedProvisional = 6;

// What decides a plan's simulation: its single-step numbers and the scheduler in force.
std::string simulationKey(const Plan& p, const Scenario& s, const Limits& l) {
    const Scenario& c = p.scenario;
    const Workload& w = c.workload;
    const SchedulerInForce sched = servingScheduler(c, plannedLoad(s, l));
    return fmt::format("{}|{}|{}|{}|{}|{}|{:a}|{:a}|{}|{}|{}|{}", c.hardware.gpu.id,
                       c.hardware.count, w.tensorParallel, w.batch, w.weightFormat.name,
                       w.kvFormat.name, p.results.inference.tpotS, p.results.inference.ttftS,
                       sched.maxNumSeqs, sched.maxNumBatchedTokens, sched.chunkedPrefill,
                       sched.continuousBatching);
}

void simulateCheapest(const Scenario& s, const PlanSpace& space, const Limits& limits,
                      double served, const std::vector<bool>& provisional, PlanResult& out) {
    const Requirements& q = *s.requirements;
    std::vector<bool> sized(out.plans.size(), false);
    std::vector<bool> dropped(out.plans.size(), false);
    // Sizings already done: the replica count found (0: none meets) and its results.
    std::map<std::string, std::pair<int, Results>> done;
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
            if (!sized[i] && !dropped[i] && (pick == out.plans.size() || before(i, pick)))
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
            ok = it->second.first > 0;
            if (ok) {
                p.scenario.hardware.count = it->second.first;
                p.scenario.workload.serving = plannedLoad(s, limits);
                p.results = it->second.second;
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
            done.emplace(key, std::make_pair(ok ? p.scenario.hardware.count : 0, p.results));
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
        for (PlanPoint& point : out.points)
            if (point.plan == int(pick))
                point.y = p.results.inference.tokensPerS / p.scenario.hardware.count;
    }
    // A provisional plan the simulation did not size is turned down as the estimate had it.
    for (std::size_t i = 0; i < out.plans.size(); ++i)
        if (provisional[i] && !dropped[i] && !sized[i]) {
            dropped[i] = true;
            ++out.rejected[std::size_t(RejectReason::tooFewGpus)];
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

} // namespace

void planServing(const Scenario& s, const PlanSpace& space, PlanResult& out) {
    const Requirements& q = *s.requirements;
    const std::int64_t output = q.outputTokens.value_or(s.workload.outputTokens);
    Limits limits;
    limits.rate = q.requestsPerS ? *q.requestsPerS
                                 : *q.tokensPerS / double(std::max<std::int64_t>(1, output));
    limits.ttft = q.ttftS.value_or(unlimited);
    limits.tpot = q.tpotS.value_or(unlimited);
    limits.latency = q.latencyS.value_or(unlimited);
    limits.quantile = q.percentile / 100.0;
    limits.atP90 = q.meetAtP90;
    const ParamCount params = effectiveParams(s.model);
    const double served = limits.rate * double(output);
    std::vector<bool> provisionalPlans; // by plan: sized by the estimate only at the most GPUs

    for (const Gpu* gpu : space.gpus) {
        const Cluster cluster = clusterOf(hardwareOf(*gpu, 1));
        const int gpuCap =
            space.singleNode ? std::min(space.maxGpus, cluster.gpusPerNode) : space.maxGpus;
        const double room =
            gpu->memoryBytes() * s.workload.usableMemoryFraction - s.workload.runtimeOverheadBytes;
        for (const EngineProfile* engine : space.enginesFor(*gpu))
            for (const Format& weights : space.formats)
                for (const Format& kv : space.formats)
                    for (int tp = 1; tp <= std::min(gpuCap, cluster.gpusPerNode); tp *= 2) {
                        if (s.model.arch.heads % tp != 0)
                            continue;
                        ++out.configurations;
                        auto reject = [&out](RejectReason r) { ++out.rejected[std::size_t(r)]; };
                        // What cannot fit is turned down before anything is evaluated.
                        if (params.total * weights.bytes() / tp > room) {
                            reject(RejectReason::doesNotFit);
                            continue;
                        }
                        Candidate c(candidateScenario(s, *gpu, *engine, weights, kv, tp), limits,
                                    out);
                        const Results& one = c.at(1);
                        if (!one.memory.fits) {
                            reject(RejectReason::doesNotFit);
                            continue;
                        }
                        if (!detail::usdPerHourAt(one, q.pricing)) {
                            reject(RejectReason::noPrice);
                            continue;
                        }
                        const std::int64_t batchCap = std::min<std::int64_t>(
                            one.inference.maxBatch, engine->maxBatch.value_or(1 << 30));
                        const int maxReplicas = gpuCap / tp;
                        const auto most = c.with(maxReplicas, batchCap);
                        // The estimate prefills a batch's prompts in one pass; a configuration
                        // it finds short of GPUs may still carry the load with prompts
                        // prefilled in chunks between decodes. Kept at the most replicas as
                        // provisional: the simulation sizes it, or it is turned down.
                        const bool provisional =
                            !most.ok && most.reason == RejectReason::tooFewGpus;
                        if (!most.ok && !provisional) {
                            reject(most.reason);
                            continue;
                        }
                        // Feasibility only grows with replicas: bisect for the fewest.
                        int lo = provisional ? maxReplicas : 0, hi = maxReplicas;
                        auto best = most;
                        if (provisional)
                            best.batch = std::min<std::int64_t>(batchCap, 64);
                        while (hi - lo > 1) {
                            const int mid = lo + (hi - lo) / 2;
                            const auto o = c.with(mid, batchCap);
                            if (o.ok) {
                                hi = mid;
                                best = o;
                            } else {
                                lo = mid;
                            }
                        }
                        Plan p;
                        p.scenario = c.scenario();
                        p.scenario.hardware.count = hi * tp;
                        p.scenario.workload.batch = int(best.batch);
                        p.scenario.name = fmt::format("{} x {}, {}", gpu->name,
                                                      p.scenario.hardware.count, engine->name);
                        p.results = evaluate(p.scenario);
                        ++out.evaluations;
                        p.usdPerHour = *detail::usdPerHourAt(p.results, q.pricing);
                        p.capexUsd = p.results.cost.capexUsd;
                        // The explorer's own figures for this scenario (required_load.h): the
                        // batch found above meets the limits with exactly this wait.
                        p.load = p.results.requiredLoad;
                        if (!p.load) {
                            reject(RejectReason::doesNotFit);
                            continue;
                        }
                        p.cost = usdPerMillionTokens(p.usdPerHour, served, s.economics.utilization);
                        const InferenceFigures& f = p.results.inference;
                        if (provisional) {
                            out.plans.push_back(std::move(p));
                            provisionalPlans.resize(out.plans.size(), false);
                            provisionalPlans.back() = true;
                            continue;
                        }
                        if (q.maxUsdPerMillionTokens &&
                            dearest(p, limits) > *q.maxUsdPerMillionTokens) {
                            reject(RejectReason::overCostCeiling);
                            continue;
                        }
                        const double outlay = q.pricing == Pricing::owned
                                                  ? p.capexUsd.value_or(0)
                                                  : p.usdPerHour * hoursPerMonth;
                        if (q.budgetUsd && outlay > *q.budgetUsd) {
                            reject(RejectReason::overBudget);
                            continue;
                        }
                        out.points.push_back({1.0 / f.tpotS,
                                              f.tokensPerS / p.scenario.hardware.count,
                                              int(out.plans.size())});
                        out.plans.push_back(std::move(p));
                    }
    }
    provisionalPlans.resize(out.plans.size(), false);
    simulateCheapest(s, space, limits, served, provisionalPlans, out);
    if (q.tpotS)
        out.xLimit = 1.0 / *q.tpotS;
    out.assumptions = fmt::format(
        "Load: {:.3g} requests/s of {} prompt and {} output tokens. Little's law gives the "
        "sequences in flight (rate x modelled latency); each replica holds `batch` of them at "
        "once. Arrivals are taken as random (Poisson) and a request waits for a free batch place "
        "(an M/M/c queue whose service time is the modelled latency at that batch): the "
        "first-token and end-to-end limits are checked at the p{:g} of that wait, the time per "
        "token at the full batch. That estimate sizes every candidate; the {} cheapest are then "
        "sized again by the serving simulation (the engine's scheduler iteration by iteration, "
        "chunked prefill mixed with decode, at this rate with Poisson arrivals), fewest replicas "
        "whose simulated p{:g} meets every limit{}. Costs are the fleet's {} cost per hour "
        "spread over the required output tokens at {:.0f} % utilisation.",
        limits.rate, q.promptTokens.value_or(s.workload.promptTokens), output, q.percentile,
        simulatedPlans, q.percentile,
        limits.atP90 ? ", every time taken at the slow (P90) end of its range" : "",
        pricingName(q.pricing), s.economics.utilization * 100.0);
}

} // namespace ridgeline::detail
