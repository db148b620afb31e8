#include "core/serving/serving_sim.h"

#include "core/base/tuned_constants.h"
#include "core/evaluation/evaluate.h"
#include "core/evaluation/required_load.h"
#include "core/physics/data_parallel_attention.h"
#include "core/physics/physics.h"
#include "core/scenario/field_limits.h"
#include "core/serving/disaggregated_sim.h"
#include "core/serving/serving_random.h"
#include "core/serving/serving_replica.h"
#include "core/serving/serving_window.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numbers>
#include <optional>

namespace ridgeline {

namespace {

using detail::SimRequest;

// A length from the uniform u in (0, 1]: lognormal with mean `mean` and coefficient of variation
// `cv` (through the normal quantile), or uniform in [r mean, mean].
double lengthFrom(double u, double mean, double cv, std::optional<double> uniformRatio) {
    if (uniformRatio)
        return mean * (*uniformRatio + (1.0 - *uniformRatio) * u);
    return cv > 0 ? detail::lognormalFrom(detail::normalQuantile(u), mean, cv) : mean;
}

// `count` requests of the load, their lengths around the workload's (at least one token), within
// the model's context; of a Poisson stream dispatched round-robin to `replicas` replicas, only
// those of the first `keep` are returned (in order, so that request k goes to replica k % keep).
std::vector<SimRequest> sampleRequests(const Scenario& s, const ServingSpec& load,
                                       std::int64_t count, int replicas, int keep) {
    const Workload& w = s.workload;
    const double contextLimit =
        s.model.arch.maxContext > 1 ? double(s.model.arch.maxContext) : 2.0 * limits::maxTokens;
    const double meanPrompt = std::max<double>(1.0, double(w.promptTokens));
    const double meanOutput = std::max<double>(1.0, double(w.outputTokens));
    // Gaps, prompts and answers each from a stream of their own, so that a load's requests are
    // the same whatever its rate or spreads (common random numbers: loads compare without
    // noise). The gaps are independent (a Poisson stream); the lengths stratified, so that they
    // hold their distribution in every run of 128 requests.
    detail::Xoshiro256 gaps(load.seed);
    detail::StratifiedUniforms prompts(load.seed ^ 0x7072'6f6d'7074'0001ULL),
        outputs(load.seed ^ 0x616e'7377'6572'0001ULL);
    // Speculative decoding's acceptance phases from a stream of their own.
    detail::Xoshiro256 phases(load.seed ^ 0x5eec'a7a5'0000'0001ULL);
    std::vector<SimRequest> out;
    out.reserve(
        std::size_t(std::max<std::int64_t>(0, count) / std::max(1, replicas) * std::max(1, keep) +
                    std::max(1, keep)));
    double t = 0;
    for (std::int64_t i = 0; i < count; ++i) {
        const double gap = gaps.exponential();
        const double uPrompt = prompts.next(), uOutput = outputs.next();
        const double phase = w.speculative ? 1.0 - phases.uniform() : 0.0;
        if (load.arrival == Arrival::poisson)
            t += gap / load.requestsPerS;
        if (i % replicas >= keep)
            continue;
        SimRequest& q = out.emplace_back();
        q.arrival = t;
        const double prompt = std::clamp(
            std::round(lengthFrom(uPrompt, meanPrompt, load.promptTokensCv, load.uniformRatio)),
            1.0, std::min(limits::maxTokens, contextLimit - 1.0));
        const double output = std::clamp(
            std::round(lengthFrom(uOutput, meanOutput, load.outputTokensCv, load.uniformRatio)),
            1.0, std::max(1.0, std::min(limits::maxTokens, contextLimit - prompt)));
        q.prompt = int(prompt);
        q.output = int(output);
        q.acceptPhase = phase;
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
        r.inference.kvBytesPerToken *
            kvShareOfGpu(s.model.arch, w.tensorParallel, in.dataParallelAttention) +
        spec.proposerKvPerToken / std::max(1, w.tensorParallel);
    if (room <= 0 || perToken <= 0)
        return 0;
    return std::int64_t(std::min(1e12, std::floor(room / (perToken * blockTokens))));
}

} // namespace

SchedulerInForce servingScheduler(const Scenario& s, const ServingSpec& load) {
    const EngineProfile& e = s.engine;
    SchedulerInForce f;
    f.continuousBatching = e.overlapsPrefill;
    // With data-parallel attention each GPU of the group schedules its own sequences: the
    // engine's limits hold per GPU, the group's are t times them (a load's own are the group's).
    const int ranks = dataParallelAttentionApplies(s) ? std::max(1, s.workload.tensorParallel) : 1;
    const int engineSeqs =
        e.overlapsPrefill ? e.maxBatch.value_or(defaultMaxNumSeqs) * ranks : s.workload.batch;
    f.maxNumSeqs = load.scheduler.maxNumSeqs.value_or(engineSeqs);
    f.maxNumBatchedTokens = load.scheduler.maxNumBatchedTokens.value_or(
        e.maxNumBatchedTokens.value_or(defaultMaxNumBatchedTokens) * std::int64_t(ranks));
    f.chunkedPrefill =
        f.continuousBatching && load.scheduler.chunkedPrefill.value_or(e.chunkedPrefill);
    f.reservesWholeRequest = f.continuousBatching && e.reservesWholeRequest;
    return f;
}

namespace {

// The time scale a Poisson load settles over: one request alone, its prompt's prefill and its
// answer's decode steps (at least a millisecond). It depends on the load's lengths only, not on
// the workload's batch, which a continuous-batching engine does not use.
double settlingSeconds(const Scenario& s, const IterationModel& model) {
    const double prompt = std::max<double>(1.0, double(s.workload.promptTokens));
    const double output = std::max<double>(1.0, double(s.workload.outputTokens));
    const PromptChunk lone{0, prompt, true};
    const double prefill = iterationCost(model, {0, 0, {&lone, 1}}).seconds;
    const double step =
        iterationCost(model, {1, cachedLayerTokens(model.in.arch, prompt + output / 2), {}})
            .seconds;
    const double latency = prefill + output * step;
    return std::isfinite(latency) && latency > 1e-3 ? latency : 1e-3;
}

// The figures of the completed requests in `done` that `measured` selects.
void measure(const std::vector<SimRequest>& done, double percentile,
             const std::function<bool(const SimRequest&)>& measured, ServingFigures& out,
             double& promptTokens, double& outputTokens, int& unfinished) {
    std::vector<double> ttft, tpot, latency;
    for (const SimRequest& q : done) {
        if (q.rejected) {
            ++out.rejected;
            continue;
        }
        if (q.finish >= 0)
            ++out.completed;
        if (!measured(q))
            continue;
        ++out.measured;
        if (q.finish < 0) {
            ++unfinished;
            continue;
        }
        promptTokens += q.prompt;
        outputTokens += q.output;
        ttft.push_back(q.firstToken - q.userArrival());
        latency.push_back(q.finish - q.userArrival());
        if (q.output > 1)
            tpot.push_back((q.finish - q.firstToken) / double(q.output - 1));
    }
    out.percentile = percentile;
    const double p = percentile / 100.0;
    out.ttftS = percentilesOf(ttft, p, out.ttftAtPercentileS);
    out.tpotS = percentilesOf(tpot, p, out.tpotAtPercentileS);
    out.latencyS = percentilesOf(latency, p, out.latencyAtPercentileS);
}

// One run of the simulation. A Poisson load settles over `settleS` seconds a request (0: the
// lone request's latency, settlingSeconds()); `loadedS` receives the mean latency of the
// window's completed requests, the time scale over which its queue and batch did settle.
ServingFigures simulateOnce(const Scenario& s, const Results& r, const ServingSpec& load,
                            double percentile, int windowFloor, double settleS, double& loadedS) {
    ServingFigures out;
    out.scheduler = servingScheduler(s, load);
    out.replicas = std::max(1, s.hardware.count / std::max(1, s.workload.tensorParallel));
    out.kvBlockTokens = kvBlockTokensOf(s.engine);
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
    setup.requestLatencyS = s.engine.requestLatencyS;
    out.kvBlocks = setup.kvBlocks;

    bool closed = load.arrival == Arrival::closed;
    const bool pool = s.hardware.prefillPool.has_value();
    // A Poisson load runs into its steady state: requests drawn for the start-up, the window
    // and a tail, on as few of the (alike) replicas as hold the window's requests; a prefill
    // pool queues the whole stream, so all its replicas are simulated.
    SteadyWindow steady;
    std::vector<SimRequest> all;
    if (closed) {
        all = sampleRequests(s, load, load.requests, 1, 1);
    } else {
        steady =
            steadyWindow(load.requestsPerS, settleS > 0 ? settleS : settlingSeconds(s, setup.model),
                         load.requests, pool ? 1 : out.replicas, windowFloor);
        if (pool)
            steady.replicasSimulated = out.replicas;
        all = sampleRequests(s, load, steady.drawn, pool ? 1 : out.replicas,
                             pool ? 1 : steady.replicasSimulated);
        setup.measureEndS = steady.endS();
        setup.deadlineS = steady.deadlineS();
    }
    // A prefill pool: the prompts queue for it first, and the decode replicas receive their
    // caches as they arrive; a closed loop with all requests sent at once is the same stream.
    // A closed loop of a set concurrency waits a lone prompt's prefill and transfer instead.
    if (pool && closed && load.concurrency) {
        detail::delayByLonePrefill(s, all);
    } else if (pool) {
        detail::prefillOnPool(s, out.scheduler, all);
        closed = false;
    }
    const int total = int(all.size());
    const int concurrency = closed ? std::min(total, load.concurrency.value_or(total)) : 0;
    const int used =
        closed ? std::max(1, std::min(out.replicas, concurrency))
               : (load.arrival == Arrival::poisson ? steady.replicasSimulated : out.replicas);
    out.replicasSimulated = used;
    detail::WorkCap cap;
    detail::ReplicaTotals totals;
    std::vector<SimRequest> done;
    done.reserve(all.size());
    // Round-robin over the replicas; a closed loop's in-flight requests spread the same way
    // (all at once when it sets no concurrency).
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

    double promptTokens = 0, outputTokens = 0;
    int unfinished = 0;
    const int gpus = s.hardware.count + (pool ? s.hardware.prefillPool->count : 0);
    if (load.arrival == Arrival::poisson) {
        // The window's arrivals, and the completions in it: equal in a steady state, fewer when
        // the queue grows. The carried load is the offered rate times their ratio (the window's
        // own count of arrivals varies as a Poisson count does; the ratio does not).
        const double t0 = steady.startS, t1 = steady.endS();
        auto inWindow = [&](const SimRequest& q) {
            return q.userArrival() >= t0 && q.userArrival() < t1;
        };
        measure(done, percentile, inWindow, out, promptTokens, outputTokens, unfinished);
        double latencySum = 0;
        int latencyCount = 0;
        for (const SimRequest& q : done)
            if (inWindow(q) && !q.rejected && q.finish >= 0)
                latencySum += q.finish - q.userArrival(), ++latencyCount;
        loadedS = latencyCount > 0 ? latencySum / latencyCount : 0.0;
        int completions = 0;
        for (const SimRequest& q : done)
            completions += q.finish >= t0 && q.finish < t1 ? 1 : 0;
        const double carried = out.measured > 0 ? double(completions) / out.measured : 0.0;
        out.offeredRequestsPerS = load.requestsPerS;
        out.windowStartS = t0;
        out.windowS = steady.lengthS;
        out.overloaded = out.measured == 0 || carried < 1.0 - overloadShare || unfinished > 0;
        out.windowCarried = carried;
        out.requestsPerS = load.requestsPerS * carried;
        // The mean request of the window, finished or not (its lengths were drawn with it).
        double windowPrompt = 0, windowOutput = 0;
        for (const SimRequest& q : done)
            if (inWindow(q) && !q.rejected)
                windowPrompt += q.prompt, windowOutput += q.output;
        const double served = std::max(1, out.measured);
        const double meanOutput = windowOutput / served;
        // Overloaded, the GPUs carry what they complete with the queue never empty: the
        // completions from the window's start to the run's end (at the latest a window after
        // it), over that time, for every replica (the window alone may end before the batch has
        // filled).
        if (out.overloaded) {
            double last = t0;
            for (const SimRequest& q : done)
                last = std::max(last, q.finish);
            int completed = 0;
            for (const SimRequest& q : done)
                completed += q.finish >= t0 ? 1 : 0;
            if (last > t0)
                out.requestsPerS =
                    std::min(load.requestsPerS,
                             double(completed) / (last - t0) * double(out.replicas) / double(used));
        }
        out.outputTokensPerS = out.requestsPerS * meanOutput;
        out.totalTokensPerS = out.requestsPerS * (windowPrompt + windowOutput) / served;
        double start = done.empty() ? 0.0 : done.front().userArrival(), end = start;
        for (const SimRequest& q : done) {
            start = std::min(start, q.userArrival());
            end = std::max(end, q.finish);
        }
        out.makespanS = end - start;
        if (out.overloaded) {
            // No steady state: the first token and the whole answer wait ever longer.
            const double inf = std::numeric_limits<double>::infinity();
            out.ttftS = out.latencyS = {inf, inf, inf, inf, inf};
            out.ttftAtPercentileS = out.latencyAtPercentileS = inf;
        }
    } else {
        // A closed loop as a benchmark client reports it: the whole run, from the first request
        // sent to the last completion.
        measure(
            done, percentile, [](const SimRequest&) { return true; }, out, promptTokens,
            outputTokens, unfinished);
        double start = done.empty() ? 0.0 : done.front().userArrival(), end = start;
        for (const SimRequest& q : done) {
            start = std::min(start, q.userArrival());
            if (q.finish >= 0)
                end = std::max(end, q.finish);
        }
        out.makespanS = end - start;
        out.windowS = out.makespanS;
        if (out.makespanS > 0) {
            out.requestsPerS = out.completed / out.makespanS;
            out.outputTokensPerS = outputTokens / out.makespanS;
            out.totalTokensPerS = (promptTokens + outputTokens) / out.makespanS;
        }
    }
    out.perGpuTotalTokensPerS = out.totalTokensPerS / std::max(1, gpus);
    out.perGpuOutputTokensPerS = out.outputTokensPerS / std::max(1, gpus);
    if (out.tpotS.mean > 0 && std::isfinite(out.tpotS.mean))
        out.interactivityTokensPerS = 1.0 / out.tpotS.mean;
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

} // namespace

ServingFigures simulateServing(const Scenario& s, const Results& r, const ServingSpec& load,
                               double percentile, int windowFloor) {
    // The start-up and the window are set in request latencies; the lone request's is a first
    // guess. Under load a request takes longer (a bigger batch, a wait for a place), and the queue
    // and the batch settle over that longer time: a run judged overloaded whose window's requests
    // took more than resettleLatencyRatio times the guess is repeated on their latency (at most
    // resettleRuns times), so that the ramp to the steady state is not taken for an overload; one
    // still short of its arrivals by less than nearOverloadShare, once more over twice the time.
    double settleS = 0, loadedS = 0;
    ServingFigures out = simulateOnce(s, r, load, percentile, windowFloor, settleS, loadedS);
    bool stretched = false;
    for (int run = 0; run < resettleRuns + 1 && load.arrival == Arrival::poisson; ++run) {
        if (!out.overloaded || !std::isfinite(loadedS))
            break;
        const double used = out.windowS > 0 ? out.windowStartS / warmupLatencies : 0.0;
        if (run < resettleRuns && loadedS > resettleLatencyRatio * used) {
            settleS = loadedS;
        } else if (!stretched && out.windowCarried >= 1.0 - nearOverloadShare) {
            // Short of its arrivals by a little: the batch may still be filling (near capacity
            // a large batch settles over many of its latencies). Once, twice the time.
            settleS = 2 * std::max(used, loadedS);
            stretched = true;
        } else {
            break;
        }
        out = simulateOnce(s, r, load, percentile, windowFloor, settleS, loadedS);
    }
    return out;
}

Results evaluateWithServing(const Scenario& s, int windowFloor) {
    Results r = evaluate(s);
    if (s.workload.mode != Mode::inference || !s.workload.serving)
        return r;
    // At the requirement's percentile when there is one, so the required load can use it.
    r.serving = simulateServing(s, r, *s.workload.serving,
                                r.requiredLoad ? r.requiredLoad->percentile : 99.0, windowFloor);
    if (r.requiredLoad)
        adoptSimulation(*r.requiredLoad, *r.serving, *s.workload.serving, r.inference);
    return r;
}

} // namespace ridgeline
