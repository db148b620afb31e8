// Serving under load (docs/scenario-format.md, "Serving under load"): the load a scenario puts on
// its GPUs (workload.serving) and what the iteration-level simulation of the engine's scheduler
// makes of it (Results::serving).
#pragma once

#include <cstdint>
#include <optional>

namespace ridgeline {

enum class Arrival {
    poisson, ///< independent requests at a mean rate
    closed,  ///< a fixed number of requests in flight; each completion sends the next
};

/// The scheduler's limits; unset fields come from the engine profile (servingScheduler()).
struct SchedulerSettings {
    std::optional<int> maxNumSeqs;                   ///< sequences in one iteration
    std::optional<std::int64_t> maxNumBatchedTokens; ///< tokens in one iteration
    std::optional<bool> chunkedPrefill; ///< split prompts to fill each iteration's token budget

    bool operator==(const SchedulerSettings&) const = default;
};

/// workload.serving: requests with lengths that vary around the workload's prompt and output
/// tokens, arriving as a Poisson stream or a closed loop.
struct ServingSpec {
    Arrival arrival = Arrival::poisson;
    double requestsPerS = 1;        ///< Poisson: the whole scenario's mean rate, requests/s
    std::optional<int> concurrency; ///< closed: requests in flight; unset: all at once ("max")
    int requests = 1000;            ///< requests simulated (all replicas together)
    std::uint64_t seed = 1;
    double promptTokensCv = 0; ///< coefficient of variation of prompt lengths (0: fixed)
    double outputTokensCv = 0;
    SchedulerSettings scheduler;

    bool operator==(const ServingSpec&) const = default;
};

/// Mean and percentiles of one figure over the completed requests, in seconds.
struct Percentiles {
    double mean = 0, p50 = 0, p90 = 0, p95 = 0, p99 = 0;

    bool operator==(const Percentiles&) const = default;
};

/// The scheduler's limits in force, after the engine's defaults.
struct SchedulerInForce {
    int maxNumSeqs = 256;
    std::int64_t maxNumBatchedTokens = 8192;
    bool chunkedPrefill = true;
    bool continuousBatching = true; ///< false: static batches, refilled only when all finished
};

/// What the simulation yields for the whole scenario (all replicas together).
struct ServingFigures {
    double requestsPerS = 0;     ///< completed requests over the run's makespan
    double outputTokensPerS = 0; ///< output tokens of completed requests over the makespan
    Percentiles ttftS, tpotS, latencyS;
    double meanBatch = 0;     ///< sequences per iteration, weighted by iteration time
    double kvUtilization = 0; ///< share of KV blocks in use, weighted by iteration time (0-1)
    std::int64_t preemptions = 0;
    int completed = 0;
    int rejected = 0;       ///< requests whose prompt and answer never fit the KV cache
    bool truncated = false; ///< stopped at the simulation's work cap before every request ended
    double makespanS = 0;
    /// Output tokens/s while requests waited, after the first completion (all replicas): what
    /// the GPUs sustain with an endless queue, free of a short run's ramp and drain; 0 when no
    /// request waited then.
    double saturatedOutputTokensPerS = 0;
    std::int64_t iterations = 0;
    std::int64_t kvBlocks = 0; ///< per replica
    int kvBlockTokens = 16;
    int replicas = 1;
    SchedulerInForce scheduler;
    /// TTFT, TPOT and latency at the percentile the simulation was asked for (capacity searches).
    double percentile = 99;
    double ttftAtPercentileS = 0, tpotAtPercentileS = 0, latencyAtPercentileS = 0;
};

} // namespace ridgeline
