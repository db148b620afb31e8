// Serving under load (docs/scenario-format.md, "Serving under load"): the load a scenario puts on
// its GPUs (workload.serving) and what the iteration-level simulation of the engine's scheduler
// makes of it (Results::serving).
#pragma once

#include "core/base/tuned_constants.h"

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
    /// lengths {"uniform": r}: prompt and answer lengths each uniform in [r L, L] (a benchmark
    /// client's --random-range-ratio), the coefficients of variation then unused; unset: lognormal.
    std::optional<double> uniformRatio;
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
    int maxNumSeqs = defaultMaxNumSeqs;
    std::int64_t maxNumBatchedTokens = defaultMaxNumBatchedTokens;
    bool chunkedPrefill = true;
    bool continuousBatching = true; ///< false: static batches, refilled only when all finished
    /// Continuous batching that admits a request only when its whole prompt and answer fit in
    /// the free KV blocks, and so never preempts (EngineProfile::reservesWholeRequest).
    bool reservesWholeRequest = false;
};

/// What the simulation yields for the whole scenario (all replicas together). A Poisson load is
/// measured in its steady state: over a window of arrivals that leaves out the start-up and the
/// drain (docs/physics.md, "Steady state"); a closed loop over its whole run, as a benchmark
/// client measures it.
struct ServingFigures {
    /// Poisson: the offered rate times the share of the window's arrivals that the window's
    /// completions match (the carried load); closed loop: completed over the makespan.
    double requestsPerS = 0;
    double outputTokensPerS = 0; ///< requestsPerS x the mean answer (closed loop: completed)
    double totalTokensPerS = 0;  ///< prompt and output tokens of those requests per second
    /// Divided by the scenario's GPUs (a prefill pool's included).
    double perGpuTotalTokensPerS = 0, perGpuOutputTokensPerS = 0;
    double interactivityTokensPerS = 0; ///< 1 / mean TPOT: tokens/s one user sees
    /// The time figures of the measured requests (Poisson: arrived in the window). Overloaded:
    /// TTFT and latency are +infinity (the queue grows without bound), TPOT what decoding got.
    Percentiles ttftS, tpotS, latencyS;
    double offeredRequestsPerS = 0; ///< Poisson: the load's rate; 0 for a closed loop
    double windowStartS = 0;        ///< Poisson: arrivals before it are the start-up
    double windowS = 0;             ///< Poisson: the measurement window; closed loop: the run
    int measured = 0;               ///< requests the figures cover
    /// Arrivals outpace completions through the window (by more than overloadShare): no steady
    /// state exists at this rate; capacity searches and plans treat it as a miss.
    bool overloaded = false;
    /// Poisson: the window's completions over its arrivals (1 in a steady state).
    double windowCarried = 0;
    int replicasSimulated = 1; ///< replicas simulated (all alike under round-robin dispatch)
    double meanBatch = 0;      ///< sequences per iteration, weighted by iteration time
    double kvUtilization = 0;  ///< share of KV blocks in use, weighted by iteration time (0-1)
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
    int kvBlockTokens = 1;     ///< kvBlockTokensOf() of the engine (core/hardware/engine.h)
    int replicas = 1;
    SchedulerInForce scheduler;
    /// TTFT, TPOT and latency at the percentile the simulation was asked for (capacity searches).
    double percentile = 99;
    double ttftAtPercentileS = 0, tpotAtPercentileS = 0, latencyAtPercentileS = 0;
};

} // namespace ridgeline
