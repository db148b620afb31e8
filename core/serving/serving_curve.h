// The serving curve (docs/physics.md, "Serving under load"): what the iteration-level
// simulation gives as the Poisson request rate grows from light load to just past the offline
// maximum, with the capacity at the scenario's limits. The serving chart draws it.
#pragma once

#include "core/scenario/scenario.h"
#include "core/scenario/serving.h"
#include "core/serving/serving_capacity.h"
#include "core/serving/serving_window.h"

#include <vector>

namespace ridgeline {

/// One simulated Poisson rate.
struct ServingCurvePoint {
    double requestsPerS = 0;          ///< offered rate, requests/s (the whole scenario)
    double completedRequestsPerS = 0; ///< carried in the steady state (ServingFigures)
    double outputTokensPerS = 0;      ///< carried output tokens/s
    bool overloaded = false;          ///< no steady state: the waits below are +infinity
    double offeredTokensPerS = 0;     ///< rate x mean output tokens of the simulated requests
    Percentiles ttftS, tpotS, latencyS;
    /// At the limits' percentile (ServingCurve::limits.percentile).
    double ttftAtPercentileS = 0, tpotAtPercentileS = 0, latencyAtPercentileS = 0;
};

struct ServingCurve {
    /// The rates, ascending: `rates` steps up to maxLoad x the offline maximum, and the
    /// capacity's rate when it is not zero. Empty when nothing completes (training mode, or the
    /// weights leave no room for a KV cache).
    std::vector<ServingCurvePoint> points;
    CapacityLimits limits;          ///< the scenario's requirements (none: no limit)
    Capacity capacity;              ///< at `limits` on the scenario's layout; offline with none
    double offlineRequestsPerS = 0; ///< all requests queued at once
    double offlineOutputTokensPerS = 0;
    ServingSpec load; ///< every point's requests, seed and spreads (arrival and rate vary)
    int simulations = 0;

    bool empty() const { return points.empty(); }
};

struct ServingCurveOptions {
    int rates = 12;       ///< evenly spaced rates besides the capacity's
    double maxLoad = 1.2; ///< the highest rate, as a share of the offline maximum
    /// At most this many requests per simulated rate (the load's own count when smaller); the
    /// capacity search uses the same. 0: the load's own.
    int maxRequests = 0;
    /// The fewest arrivals each rate's steady-state window holds (serving_window.h); a coarse
    /// curve while a slider is dragged may pass quickWindowRequests.
    int windowFloor = minWindowRequests;

    bool operator==(const ServingCurveOptions&) const = default;
};

/// The limits a scenario's requirements set (first token, time per output token, whole answer,
/// at their percentile); none without requirements.
CapacityLimits servingLimits(const Scenario& s);

/// The serving curve of `s` (inference mode) on its own tensor-parallel layout, for the load of
/// workload.serving (or 1,000 requests of the workload's lengths, seed 1). Deterministic: the
/// same scenario gives the same numbers.
ServingCurve servingCurve(const Scenario& s, const ServingCurveOptions& options = {});

} // namespace ridgeline
