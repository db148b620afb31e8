// The inverse question (docs/scenario-format.md, "Serving under load"): the highest Poisson rate
// a scenario's GPUs carry with every latency limit met at a percentile, by bisection over the
// serving simulation.
#pragma once

#include "core/scenario/scenario.h"
#include "core/scenario/serving.h"
#include "core/serving/serving_window.h"

#include <optional>

namespace ridgeline {

struct CapacityLimits {
    std::optional<double> ttftS, tpotS, latencyS; ///< seconds; unset: no limit
    double percentile = 99;                       ///< 50-99.9

    bool any() const { return ttftS || tpotS || latencyS; }
};

struct Capacity {
    double requestsPerS = 0;     ///< 0 when no rate meets the limits
    double outputTokensPerS = 0; ///< what the simulation carried at requestsPerS
    int tensorParallel = 1;
    int replicas = 1;
    ServingFigures serving; ///< at that rate
    int simulations = 0;
};

/// The offline maximum of `s`: all requests queued at once, at the rate the saturated iterations
/// sustain. One replica is simulated for all of them (unless a prefill pool feeds them), with its
/// share of `load`'s requests and at least 4 x max_num_seqs, so that its batch stays full.
struct OfflineMaximum {
    double requestsPerS = 0; ///< 0 when nothing completes (training, no room for a KV cache)
    double outputTokensPerS = 0;
    ServingFigures figures; ///< the simulated replica's (or the whole scenario's with a pool)
};
OfflineMaximum offlineMaximum(const Scenario& s, const ServingSpec& load, double percentile);

/// The capacity of `s` (inference mode, weights fit): the highest Poisson rate, to 1/1024 of the
/// offline maximum, that is carried in its steady state (not ServingFigures::overloaded) with
/// every limit met at the limits' percentile: bisection below the offline maximum (ten steps),
/// or steps of 25 % above it while they are carried, then four of bisection. The load (requests,
/// seed, length spreads, scheduler) is the scenario's workload.serving, or 1,000 requests of its
/// lengths. With `chooseLayout` every tensor-parallel degree that divides the GPU count and the
/// heads, within a node, is tried and the best kept; otherwise the scenario's. Each rate's
/// window holds at least `windowFloor` arrivals (serving_window.h).
Capacity servingCapacity(const Scenario& s, const CapacityLimits& limits, bool chooseLayout,
                         int windowFloor = minWindowRequests);

} // namespace ridgeline
