// The serving search: for each GPU, engine, weight and KV format and tensor-parallel width, the
// fewest replicas (and the batch each holds) that carry the required rate within the limits.
#include "core/evaluate.h"
#include "core/plan.h"
#include "core/queueing.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ridgeline::detail {

namespace {

constexpr double unlimited = std::numeric_limits<double>::infinity();

struct Limits {
    double rate = 0; ///< requests per second
    double ttft = unlimited, tpot = unlimited, latency = unlimited;
    double quantile = 0.95;
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
            if (f.tpotS > l.tpot || f.ttftS > l.ttft || f.latencyS > l.latency) {
                if (b > 1)
                    return {false, RejectReason::tooFewGpus};
                return {false, f.tpotS > l.tpot   ? RejectReason::tooSlowPerToken
                               : f.ttftS > l.ttft ? RejectReason::firstTokenTooLate
                                                  : RejectReason::answerTooLate};
            }
            const double offered = l.rate * f.latencyS;
            const double slots = double(replicas) * double(b);
            std::int64_t next = b + std::max<std::int64_t>(1, b / 8);
            if (offered < slots) {
                const double wait = waitQuantileS(slots, offered, f.latencyS, l.quantile);
                if (f.ttftS + wait <= l.ttft && f.latencyS + wait <= l.latency)
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
    const ParamCount params = effectiveParams(s.model);
    const double served = limits.rate * double(output);

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
                        if (!most.ok) {
                            reject(most.reason);
                            continue;
                        }
                        // Feasibility only grows with replicas: bisect for the fewest.
                        int lo = 0, hi = maxReplicas;
                        auto best = most;
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
                        if (q.maxUsdPerMillionTokens && p.cost > *q.maxUsdPerMillionTokens) {
                            reject(RejectReason::overCostCeiling);
                            continue;
                        }
                        const double outlay = q.pricing == Pricing::owned ? p.capexUsd.value_or(0)
                                                                          : p.usdPerHour * 730.0;
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
    if (q.tpotS)
        out.xLimit = 1.0 / *q.tpotS;
    out.assumptions = fmt::format(
        "Load: {:.3g} requests/s of {} prompt and {} output tokens. Little's law gives the "
        "sequences in flight (rate x modelled latency); each replica holds `batch` of them at "
        "once. Arrivals are taken as random (Poisson) and a request waits for a free batch place "
        "(an M/M/c queue whose service time is the modelled latency at that batch): the "
        "first-token "
        "and end-to-end limits are checked at the p{:g} of that wait, the time per token at the "
        "full batch. Prefill is modelled for the whole batch at once, as the explorer shows it. "
        "Costs are the fleet's {} cost per hour spread over the required output tokens at "
        "{:.0f} % utilisation.",
        limits.rate, q.promptTokens.value_or(s.workload.promptTokens), output, q.percentile,
        pricingName(q.pricing), s.economics.utilization * 100.0);
}

} // namespace ridgeline::detail
