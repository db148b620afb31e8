// The inverse question (docs/scenario-format.md, "Serving under load"): the highest Poisson rate
// a scenario's GPUs carry with every latency limit met at a percentile, by bisection over the
// serving simulation.
#pragma once

#include "core/scenario.h"
#include "core/serving.h"

#include <optional>

namespace ridgeline {

struct CapacityLimits {
    std::optional<double> ttftS, tpotS, latencyS; ///< seconds; unset: no limit
    double percentile = 99;                       ///< 50-99.9

    bool any() const { return ttftS || tpotS || latencyS; }
};

struct Capacity {
    double requestsPerS = 0;     ///< 0 when no rate meets the limits
    double outputTokensPerS = 0; ///< requestsPerS x the mean answer of a request
    int tensorParallel = 1;
    int replicas = 1;
    ServingFigures serving; ///< at that rate (offline: all at once)
    int simulations = 0;
};

/// The capacity of `s` (inference mode, weights fit). With no limit: the offline maximum, all
/// requests queued at once, at the rate its saturated iterations sustain
/// (ServingFigures::saturatedOutputTokensPerS; a run's makespan also holds the last batch's
/// drain). With limits: the highest Poisson rate, to 1/1024 of the offline
/// maximum, whose simulated percentile meets every limit. The load (requests, seed, length spreads,
/// scheduler) is the scenario's workload.serving, or 1,000 requests of its lengths. With
/// `chooseLayout` every tensor-parallel degree that divides the GPU count and the heads, within a
/// node, is tried and the best kept; otherwise the scenario's.
Capacity servingCapacity(const Scenario& s, const CapacityLimits& limits, bool chooseLayout);

} // namespace ridgeline
