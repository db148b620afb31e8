#include "core/serving_sim.h"

#include "core/disaggregated_sim.h"
#include "core/evaluate.h"
#include "core/field_limits.h"
#include "core/required_load.h"
#include "core/serving_random.h"
#include "core/serving_replica.h"

#include <algorithm>
#include <cmath>

namespace ridgeline {

namespace {

using detail::SimRequest;

// Lengths lognormal around the workload's (at least one token), within the model's context.
std::vector<SimRequest> sampleRequests(const Scenario& s, const ServingSpec& load) {
    const Workload& w = s.workload;
    const double contextLimit =
        s.model.arch.maxContext > 1 ? double(s.model.arch.maxContext) : 2.0 * limits::maxTokens;
    const double meanPrompt = std::max<double>(1.0, double(w.promptTokens));
    const double meanOutput = std::max<double>(1.0, double(w.outputTokens));
    detail::Xoshiro256 rng(load.seed);
    // Speculative decoding's acceptance phases from a stream of their own: the requests stay
    // those of the same seed without it.
    detail::Xoshiro256 phases(load.seed ^ 0x5eec'a7a5'0000'0001ULL);
    std::vector<SimRequest> out(std::size_t(std::max(0, load.requests)));
    double t = 0;
    for (SimRequest& q : out) {
        // Always the same three draws per request: a load's requests are the same whatever
        // its rate or spreads (common random numbers), so loads compare without noise.
        const double gap = rng.exponential();
        const double zPrompt = rng.normal();
        const double zOutput = rng.normal();
        if (load.arrival == Arrival::poisson)
            t += gap / load.requestsPerS;
        q.arrival = t;
        const double prompt =
            std::clamp(std::round(detail::lognormalFrom(zPrompt, meanPrompt, load.promptTokensCv)),
                       1.0, std::min(limits::maxTokens, contextLimit - 1.0));
        const double output =
            std::clamp(std::round(detail::lognormalFrom(zOutput, meanOutput, load.outputTokensCv)),
                       1.0, std::max(1.0, std::min(limits::maxTokens, contextLimit - prompt)));
        q.prompt = int(prompt);
        q.output = int(output);
        if (w.speculative)
            q.acceptPhase = 1.0 - phases.uniform();
    }
    return out;
}

// Linear interpolation between order statistics of sorted `v`: ordered by construction.
double quantileOf(const std::vector<double>& v, double q) {
    if (v.empty())
        return 0;
    const double pos = std::clamp(q, 0.0, 1.0) * double(v.size() - 1);
    const std::size_t lo = std::size_t(pos);
    const std::size_t hi = std::min(lo + 1, v.size() - 1);
    return v[lo] + (v[hi] - v[lo]) * (pos - double(lo));
}

// Sorts `v` and returns its mean and percentiles, and the value at `extra` (0-1).
Percentiles percentilesOf(std::vector<double>& v, double extra, double& atExtra) {
    Percentiles p;
    std::sort(v.begin(), v.end());
    atExtra = quantileOf(v, extra);
    if (v.empty())
        return p;
    double sum = 0;
    for (double x : v)
        sum += x;
    p.mean = sum / double(v.size());
    p.p50 = quantileOf(v, 0.50);
    p.p90 = quantileOf(v, 0.90);
    p.p95 = quantileOf(v, 0.95);
    p.p99 = quantileOf(v, 0.99);
    return p;
}

// KV blocks of one replica: what usable memory leaves after the weights, the runtime's overhead
// and the activations of one full iteration, across its tensor-parallel GPUs. A speculative
// proposer's weights sit beside the target's, and a block holds its cache too.
std::int64_t kvBlocksPerReplica(const Scenario& s, const Results& r, const PassInputs& in,
                                const SchedulerInForce& sched, int blockTokens,
                                const detail::SpeculativeIteration& spec) {
    const Workload& w = s.workload;
    // With a prefill pool an iteration only decodes: a token a sequence.
    const double passTokens = s.hardware.prefillPool ? double(sched.maxNumSeqs)
                                                     : std::min(double(sched.maxNumBatchedTokens),
                                                                double(w.prefillChunkTokens));
    const double activations =
        detail::inferenceActivationBytes(s, in, passTokens, double(sched.maxNumSeqs));
    const double room = r.memory.usable - w.runtimeOverheadBytes - r.memory.weights - activations -
                        spec.proposerWeightsPerGpu;
    const double perToken =
        (r.inference.kvBytesPerToken + spec.proposerKvPerToken) / std::max(1, w.tensorParallel);
    if (room <= 0 || perToken <= 0)
        return 0;
    return std::int64_t(std::min(1e12, std::floor(room / (perToken * blockTokens))));
}

} // namespace

SchedulerInForce servingScheduler(const Scenario& s, const ServingSpec& load) {
    const EngineProfile& e = s.engine;
    SchedulerInForce f;
    f.continuousBatching = e.overlapsPrefill;
    const int engineSeqs = e.overlapsPrefill ? e.maxBatch.value_or(256) : s.workload.batch;
    f.maxNumSeqs = load.scheduler.maxNumSeqs.value_or(engineSeqs);
    f.maxNumBatchedTokens =
        load.scheduler.maxNumBatchedTokens.value_or(e.maxNumBatchedTokens.value_or(8192));
    f.chunkedPrefill =
        f.continuousBatching && load.scheduler.chunkedPrefill.value_or(e.chunkedPrefill);
    return f;
}

ServingFigures simulateServing(const Scenario& s, const Results& r, const ServingSpec& load,
                               double percentile) {
    ServingFigures out;
    out.scheduler = servingScheduler(s, load);
    out.replicas = std::max(1, s.hardware.count / std::max(1, s.workload.tensorParallel));
    out.kvBlockTokens = s.engine.kvBlockTokens > 1 ? s.engine.kvBlockTokens : 16;
    if (s.workload.mode != Mode::inference)
        return out;

    detail::ReplicaSetup setup;
    const PassInputs in = passInputs(s, effectiveParams(s.model));
    setup.model = iterationModel(in);
    setup.scheduler = out.scheduler;
    setup.kvBlockTokens = out.kvBlockTokens;
    setup.speculative = detail::speculativeIteration(s);
    setup.kvBlocks =
        kvBlocksPerReplica(s, r, in, out.scheduler, out.kvBlockTokens, setup.speculative);
    setup.staticKvCache = s.engine.staticKvCache;
    out.kvBlocks = setup.kvBlocks;

    // Round-robin over the replicas; a closed loop's in-flight requests spread the same way
    // (all at once when it sets no concurrency).
    std::vector<SimRequest> all = sampleRequests(s, load);
    bool closed = load.arrival == Arrival::closed;
    // A prefill pool: the prompts queue for it first, and the decode replicas receive their
    // caches as they arrive; a closed loop with all requests sent at once is the same stream.
    // A closed loop of a set concurrency waits a lone prompt's prefill and transfer instead.
    const bool pool = s.hardware.prefillPool.has_value();
    if (pool && closed && load.concurrency) {
        detail::delayByLonePrefill(s, all);
    } else if (pool) {
        detail::prefillOnPool(s, out.scheduler, all);
        closed = false;
    }
    const int total = int(all.size());
    const int concurrency = closed ? std::min(total, load.concurrency.value_or(total)) : 0;
    const int used = closed ? std::max(1, std::min(out.replicas, concurrency)) : out.replicas;
    detail::WorkCap cap;
    detail::ReplicaTotals totals;
    std::vector<SimRequest> done;
    done.reserve(all.size());
    for (int j = 0; j < used; ++j) {
        std::vector<SimRequest> mine;
        for (int i = j; i < total; i += used)
            mine.push_back(all[std::size_t(i)]);
        if (pool && !closed)
            std::stable_sort(
                mine.begin(), mine.end(),
                [](const SimRequest& a, const SimRequest& b) { return a.arrival < b.arrival; });
        const int inFlight = closed ? concurrency / used + (j < concurrency % used ? 1 : 0) : 0;
        detail::simulateReplica(setup, mine, inFlight, cap, totals);
        done.insert(done.end(), mine.begin(), mine.end());
    }

    std::vector<double> ttft, tpot, latency;
    double start = done.empty() ? 0.0 : done.front().userArrival(), end = start, outputTokens = 0;
    for (const SimRequest& q : done) {
        start = std::min(start, q.userArrival());
        if (q.rejected) {
            ++out.rejected;
            continue;
        }
        if (q.finish < 0)
            continue;
        ++out.completed;
        end = std::max(end, q.finish);
        outputTokens += q.output;
        ttft.push_back(q.firstToken - q.userArrival());
        latency.push_back(q.finish - q.userArrival());
        if (q.output > 1)
            tpot.push_back((q.finish - q.firstToken) / double(q.output - 1));
    }
    out.percentile = percentile;
    const double q = percentile / 100.0;
    out.ttftS = percentilesOf(ttft, q, out.ttftAtPercentileS);
    out.tpotS = percentilesOf(tpot, q, out.tpotAtPercentileS);
    out.latencyS = percentilesOf(latency, q, out.latencyAtPercentileS);
    out.makespanS = end - start;
    if (out.makespanS > 0) {
        out.requestsPerS = out.completed / out.makespanS;
        out.outputTokensPerS = outputTokens / out.makespanS;
    }
    if (totals.busyS > 0) {
        out.meanBatch = totals.batchTimeSum / totals.busyS;
        out.kvUtilization = totals.kvTimeSum / totals.busyS;
    }
    if (totals.saturatedS > 0)
        out.saturatedOutputTokensPerS = totals.saturatedTokens / totals.saturatedS * used;
    out.preemptions = totals.preemptions;
    out.iterations = totals.iterations;
    out.truncated = cap.hit;
    return out;
}

Results evaluateWithServing(const Scenario& s) {
    Results r = evaluate(s);
    if (s.workload.mode != Mode::inference || !s.workload.serving)
        return r;
    // At the requirement's percentile when there is one, so the required load can use it.
    r.serving = simulateServing(s, r, *s.workload.serving,
                                r.requiredLoad ? r.requiredLoad->percentile : 99.0);
    if (r.requiredLoad)
        adoptSimulation(*r.requiredLoad, *r.serving, *s.workload.serving, r.inference);
    return r;
}

} // namespace ridgeline
