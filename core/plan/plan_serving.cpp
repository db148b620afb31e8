// The serving search: for each GPU, engine, weight and KV format and tensor-parallel width, the
// fewest replicas (and the batch each holds) that carry the required rate within the limits.
#include "core/plan/plan_serving.h"
#include "core/plan/plan_text.h"

#include "core/evaluation/evaluate.h"
#include "core/hardware/cluster.h"
#include "core/physics/queueing.h"
#include "core/scenario/choices.h"
#include "core/serving/serving_sim.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <string>

namespace ridgeline::detail {

const Results& Candidate::at(std::int64_t batch) {
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

Candidate::Outcome Candidate::with(int replicas, std::int64_t batchCap) {
    const Limits& l = limits_;
    const double w1 = at(1).inference.latencyS;
    std::int64_t b =
        std::clamp<std::int64_t>(std::int64_t(std::floor(l.rate * w1 / replicas)) + 1, 1, batchCap);
    // An engine that batches continuously prefills a newly admitted prompt on its own, inside
    // an iteration with the running decodes: its first token takes one prompt's prefill and one
    // decode step of the batch, not the prefill of the whole batch's prompts together (which
    // turned a vLLM pair of cards that carries the load into a fleet of dozens).
    const bool continuous = s_.engine.overlapsPrefill;
    const double onePrompt = l.judged(at(1).inference.ttftS, at(1).inference.ttftSRange);
    // The way in and out through the engine's server, which the simulation charges every request.
    const double way = s_.engine.requestLatencyS;
    for (int step = 0; step < 64; ++step) {
        const InferenceFigures& f = at(b).inference;
        const double tpot = l.judged(f.tpotS, f.tpotSRange);
        const double ttft = way + (continuous ? onePrompt + tpot : l.judged(f.ttftS, f.ttftSRange));
        const double latency = way + l.judged(f.latencyS, f.latencySRange);
        if (tpot > l.tpot || ttft > l.ttft || latency > l.latency) {
            if (b > 1)
                return {false, RejectReason::tooFewGpus};
            return {false, tpot > l.tpot   ? RejectReason::tooSlowPerToken
                           : ttft > l.ttft ? RejectReason::firstTokenTooLate
                                           : RejectReason::answerTooLate};
        }
        std::int64_t next = b + std::max<std::int64_t>(1, b / 8);
        if (!continuous) {
            // A static batch: a request that finds its replica busy waits for the rest of the
            // running batch, and the batch must hold what arrives while one runs (queueing.h).
            // Round-robin dispatch gives each replica an equal share of the rate. A batch starts
            // with the requests that queued during the last one, about rate x its time: its
            // length and prefill are taken at that size, the time per token at the full batch.
            const double rate = l.rate / replicas; // each replica's
            const std::int64_t full = b;
            // The size a batch settles at: n = rate x T(n), found from the full batch down.
            double batchS = f.latencyS; // `f` may move once at() adds a batch: not read below
            std::int64_t typical = full;
            for (int settle = 0; settle < 4; ++settle) {
                const std::int64_t n =
                    std::clamp<std::int64_t>(std::llround(rate * batchS), 1, full);
                if (n == typical && settle > 0)
                    break;
                typical = n;
                batchS = at(typical).inference.latencyS;
            }
            const InferenceFigures& g = at(typical).inference;
            const double needed = staticPlacesNeeded(l.rate, g.latencyS, replicas);
            if (!std::isfinite(needed))
                return {false, RejectReason::tooFewGpus};
            // The queue grows once a batch time brings more than the places: more places.
            const bool stable = rate * g.latencyS < double(full);
            if (stable) {
                // Places short of the tail of arrivals leave some for the batch after: they wait
                // a whole batch more.
                const bool roomy = needed <= double(full);
                const double wait = staticWaitQuantileS(l.rate, g.latencyS, replicas, l.quantile) +
                                    (roomy ? 0.0 : g.latencyS);
                const double first = way + l.judged(g.ttftS, g.ttftSRange) + wait;
                const double whole = way + l.judged(g.latencyS, g.latencySRange) + wait;
                if (first <= l.ttft && whole <= l.latency)
                    return {true, RejectReason::tooFewGpus, full, wait};
                // A longer batch only waits longer: more replicas, not more places.
                if (roomy)
                    return {false, RejectReason::tooFewGpus};
            }
            if (full >= batchCap)
                return {false, RejectReason::tooFewGpus};
            b = std::min(std::max(next, std::int64_t(std::ceil(needed))), batchCap);
            continue;
        }
        const double offered = l.rate * f.latencyS;
        const double slots = double(replicas) * double(b);
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

namespace {

// The KV cache formats to try with `engine`: those of the list that are cache formats and that
// the engine runs; a list with none (weight quantisations only) leaves the cache in fp16.
std::vector<Format> kvFormatsFor(const EngineProfile& engine, const std::vector<Format>& listed) {
    std::vector<Format> out;
    for (const Format& f : listed)
        if (isKvFormat(f.name) && runsFormat(engine, f.name))
            out.push_back(f);
    if (out.empty())
        out.push_back(*formatFromName("fp16"));
    return out;
}

Scenario candidateScenario(const Scenario& s, const Gpu& gpu, const EngineProfile& engine,
                           const Format& weights, const Format& kv, int tp, ComputeType compute) {
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
    w.computeFormat = compute;
    setEngine(c, engine);
    dropPriceOverrides(c.economics);
    c.compare.clear();
    // The options the requirements allow add these themselves (core/plan/plan_options.cpp).
    w.speculative.reset();
    w.offload.reset();
    return c;
}

} // namespace

Sized sizeCandidate(Candidate& c, const Scenario& s, const Limits& limits, int maxReplicas,
                    double served, PlanResult& counts) {
    const Requirements& q = *s.requirements;
    const Results& one = c.at(1);
    if (!one.memory.fits)
        return {std::nullopt, false, RejectReason::doesNotFit};
    if (!detail::usdPerHourAt(one, q.pricing))
        return {std::nullopt, false, RejectReason::noPrice};
    // What memory holds, within the running-sequence cap the serving simulation schedules with
    // (servingScheduler(): an engine's own, or the default cap when its profile gives none).
    const Scenario& on = c.scenario();
    const std::int64_t engineCap =
        on.engine.overlapsPrefill
            ? servingScheduler(on, on.workload.serving.value_or(ServingSpec{})).maxNumSeqs
            : on.engine.maxBatch.value_or(1 << 30);
    const std::int64_t batchCap = std::min<std::int64_t>(one.inference.maxBatch, engineCap);
    const int tp = c.scenario().workload.tensorParallel;
    const auto most = c.with(maxReplicas, batchCap);
    // The estimate prefills a batch's prompts in one pass; a configuration it finds short of
    // GPUs may still carry the load with prompts prefilled in chunks between decodes. Kept at
    // the most replicas as provisional: the simulation sizes it, or it is turned down.
    const bool provisional = !most.ok && most.reason == RejectReason::tooFewGpus;
    if (!most.ok && !provisional)
        return {std::nullopt, false, most.reason};
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
    // Built in place and returned by value: a plan is large (its scenario and results).
    Sized out;
    out.provisional = provisional;
    Plan& p = out.plan.emplace();
    p.scenario = c.scenario();
    p.scenario.hardware.count = hi * tp;
    p.scenario.workload.batch = int(best.batch);
    p.scenario.name = fmt::format("{} x {}, {}", p.scenario.hardware.gpu.name,
                                  p.scenario.hardware.count, p.scenario.engine.name);
    p.results = evaluate(p.scenario);
    ++counts.evaluations;
    p.usdPerHour = *detail::usdPerHourAt(p.results, q.pricing);
    p.capexUsd = p.results.cost.capexUsd;
    // The explorer's own figures for this scenario (required_load.h): the batch found above
    // meets the limits with exactly this wait.
    p.load = p.results.requiredLoad;
    auto turnDown = [&out](RejectReason r) {
        out.plan.reset();
        out.provisional = false;
        out.reason = r;
        return out;
    };
    if (!p.load)
        return turnDown(RejectReason::doesNotFit);
    p.cost = usdPerMillionTokens(p.usdPerHour, served, s.economics.utilization);
    if (provisional)
        return out;
    if (q.maxUsdPerMillionTokens && dearest(p, limits) > *q.maxUsdPerMillionTokens)
        return turnDown(RejectReason::overCostCeiling);
    const double outlay =
        q.pricing == Pricing::owned ? p.capexUsd.value_or(0) : p.usdPerHour * hoursPerMonth;
    if (q.budgetUsd && outlay > *q.budgetUsd)
        return turnDown(RejectReason::overBudget);
    return out;
}

void addPlan(Plan&& p, bool provisional, PlanResult& out, std::vector<bool>& provisionalPlans) {
    if (!provisional) {
        const InferenceFigures& f = p.results.inference;
        out.points.push_back(
            {1.0 / f.tpotS, f.tokensPerS / p.scenario.hardware.count, int(out.plans.size())});
    }
    out.plans.push_back(std::move(p));
    provisionalPlans.resize(out.plans.size(), false);
    provisionalPlans.back() = provisional;
}

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
    const SpeculativeSpec speculative = speculativeFor(s, space.catalogue);
    bool searchedStatic = false; // an engine that batches statically was paired with a GPU

    for (const Gpu* gpu : space.gpus) {
        const Cluster cluster = clusterOf(hardwareOf(*gpu, 1));
        const int gpuCap =
            space.singleNode ? std::min(space.maxGpus, cluster.gpusPerNode) : space.maxGpus;
        const double room =
            gpu->memoryBytes() * s.workload.usableMemoryFraction - s.workload.runtimeOverheadBytes;
        for (const EngineProfile* engine : space.enginesFor(*gpu))
            for (const Format& weights : space.formats) {
                // Only what the engine runs: its weight formats, its widest tensor-parallel group.
                if (!runsFormat(*engine, weights.name))
                    continue;
                searchedStatic = searchedStatic || !engine->overlapsPrefill;
                const ComputeType compute =
                    computeFormatFor(*gpu, weights, s.workload.computeFormat);
                const int widest = std::min(
                    {gpuCap, cluster.gpusPerNode, engine->maxTensorParallel.value_or(gpuCap)});
                for (const Format& kv : kvFormatsFor(*engine, space.formats))
                    for (int tp = 1; tp <= widest; tp *= 2) {
                        if (s.model.arch.heads % tp != 0)
                            continue;
                        ++out.configurations;
                        auto reject = [&out](RejectReason r) { ++out.rejected[std::size_t(r)]; };
                        const int maxReplicas = gpuCap / tp;
                        // What cannot fit is turned down before anything is evaluated (or, when
                        // the requirements allow it, offloaded to host memory).
                        const bool tooBig = params.total * weights.bytes() / tp > room;
                        std::optional<Candidate> c;
                        Sized sized;
                        if (!tooBig) {
                            c.emplace(candidateScenario(s, *gpu, *engine, weights, kv, tp, compute),
                                      limits, out);
                            sized = sizeCandidate(*c, s, limits, maxReplicas, served, out);
                        }
                        if (!sized.plan && sized.reason == RejectReason::doesNotFit &&
                            q.allowOffload && tp == 1)
                            if (auto p = tryOffload(
                                    candidateScenario(s, *gpu, *engine, weights, kv, tp, compute),
                                    s, limits, served, out)) {
                                addPlan(std::move(*p), false, out, provisionalPlans);
                                continue;
                            }
                        if (c && q.allowSpeculative)
                            if (auto p = trySpeculative(c->scenario(), speculative, sized, s,
                                                        limits, maxReplicas, served, out))
                                addPlan(std::move(*p), false, out, provisionalPlans);
                        if (!sized.plan) {
                            reject(sized.reason);
                            continue;
                        }
                        addPlan(std::move(*sized.plan), sized.provisional, out, provisionalPlans);
                    }
            }
    }
    provisionalPlans.resize(out.plans.size(), false);
    simulateCheapest(s, space, limits, served, provisionalPlans, out);
    if (q.allowDisaggregated && q.ttftS)
        tryDisaggregated(s, limits, served, out);
    if (q.tpotS)
        out.xLimit = 1.0 / *q.tpotS;
    PlanAssumptions& assumed = out.assumptionsData;
    assumed.training = false;
    assumed.pricing = q.pricing;
    assumed.requestsPerS = limits.rate;
    assumed.promptTokens = q.promptTokens.value_or(s.workload.promptTokens);
    assumed.outputTokens = output;
    assumed.percentile = q.percentile;
    assumed.simulatedPlans = simulatedPlans;
    assumed.atP90 = limits.atP90;
    assumed.utilization = s.economics.utilization;
    assumed.offload = q.allowOffload;
    assumed.staticBatches = searchedStatic;
    assumed.prefillPool = q.allowDisaggregated;
    assumed.firstTokenLimit = q.ttftS.has_value();
    out.assumptions = planAssumptionsText(assumed);
}

} // namespace ridgeline::detail
