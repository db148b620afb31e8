#include "core/evaluation/required_load.h"

#include "core/physics/physics.h"
#include "core/physics/queueing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ridgeline {

std::optional<ServingLoad> requiredLoad(const Scenario& s, const Results& r) {
    if (s.workload.mode != Mode::inference || !s.requirements || !r.memory.fits)
        return std::nullopt;
    const Requirements& q = *s.requirements;
    if (!q.requestsPerS && !q.tokensPerS)
        return std::nullopt;
    const InferenceFigures& f = r.inference;
    const double output = double(std::max<std::int64_t>(1, s.workload.outputTokens));
    ServingLoad l;
    l.requestsPerS = q.requestsPerS ? *q.requestsPerS : *q.tokensPerS / output;
    l.percentile = q.percentile;
    l.sequencesInFlight = l.requestsPerS * f.latencyS;
    l.slots = double(f.replicas) * double(std::max(1, s.workload.batch));
    l.slotUtilization = l.slots > 0 ? l.sequencesInFlight / l.slots : 0;
    l.overloaded = l.sequencesInFlight >= l.slots;
    l.staticBatch = !s.engine.overlapsPrefill;
    if (l.staticBatch) {
        // A request that finds its replica busy waits for the rest of the running batch; one
        // that the next batch has no place for waits a whole batch more (the planner's rule).
        const int replicas = std::max(1, f.replicas);
        l.waitProbability = staticBusyShare(l.requestsPerS, f.latencyS, replicas);
        l.placesNeeded = staticPlacesNeeded(l.requestsPerS, f.latencyS, replicas);
        l.placesShort = l.placesNeeded > double(std::max(1, s.workload.batch));
        l.queueWaitS = l.overloaded ? std::numeric_limits<double>::infinity()
                                    : staticWaitQuantileS(l.requestsPerS, f.latencyS, replicas,
                                                          q.percentile / 100.0) +
                                          (l.placesShort ? f.latencyS : 0.0);
    } else {
        l.waitProbability = erlangC(l.slots, l.sequencesInFlight);
        l.queueWaitS = l.overloaded ? std::numeric_limits<double>::infinity()
                                    : waitQuantileS(l.slots, l.sequencesInFlight, f.latencyS,
                                                    q.percentile / 100.0);
    }
    l.ttftAtPercentileS = f.ttftS + l.queueWaitS;
    l.latencyAtPercentileS = f.latencyS + l.queueWaitS;
    l.tpotAtPercentileS = f.tpotS;
    l.servedTokensPerS = l.requestsPerS * output;
    const UsdPerMillion usd = usdPerMillionAt(r.cost, l.servedTokensPerS, s.economics.utilization);
    l.ownedUsdPerMillion = usd.owned;
    l.cloudUsdPerMillion = usd.cloud;
    return l;
}

UsdPerMillion usdPerMillionAt(const CostFigures& cost, double outputTokensPerS,
                              double utilization) {
    UsdPerMillion out;
    if (cost.ownedUsdPerHour)
        out.owned = usdPerMillionTokens(*cost.ownedUsdPerHour, outputTokensPerS, utilization);
    if (cost.cloudUsdPerHour)
        out.cloud = usdPerMillionTokens(*cost.cloudUsdPerHour, outputTokensPerS, utilization);
    return out;
}

void adoptSimulation(ServingLoad& l, const ServingFigures& f, const ServingSpec& load,
                     const InferenceFigures& modelled) {
    if (load.arrival != Arrival::poisson ||
        std::fabs(load.requestsPerS - l.requestsPerS) > 1e-9 * l.requestsPerS ||
        f.percentile != l.percentile)
        return;
    l.simulated = true;
    // A queue that grows through the measurement window, a run that stopped at the work cap or
    // completed nothing: no steady state at this rate.
    l.overloaded = f.overloaded || f.completed == 0 || f.truncated;
    const double inf = std::numeric_limits<double>::infinity();
    l.ttftAtPercentileS = l.overloaded ? inf : f.ttftAtPercentileS;
    l.latencyAtPercentileS = l.overloaded ? inf : f.latencyAtPercentileS;
    l.tpotAtPercentileS = l.overloaded ? inf : f.tpotAtPercentileS;
    l.queueWaitS = l.overloaded ? inf : std::max(0.0, f.ttftAtPercentileS - modelled.ttftS);
}

} // namespace ridgeline
