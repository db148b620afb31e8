#include "core/required_load.h"

#include "core/physics.h"
#include "core/queueing.h"

#include <algorithm>
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
    l.waitProbability = erlangC(l.slots, l.sequencesInFlight);
    l.overloaded = l.sequencesInFlight >= l.slots;
    l.queueWaitS = l.overloaded ? std::numeric_limits<double>::infinity()
                                : waitQuantileS(l.slots, l.sequencesInFlight, f.latencyS,
                                                q.percentile / 100.0);
    l.ttftAtPercentileS = f.ttftS + l.queueWaitS;
    l.latencyAtPercentileS = f.latencyS + l.queueWaitS;
    l.servedTokensPerS = l.requestsPerS * output;
    const double utilization = s.economics.utilization;
    if (r.cost.ownedUsdPerHour)
        l.ownedUsdPerMillion =
            usdPerMillionTokens(*r.cost.ownedUsdPerHour, l.servedTokensPerS, utilization);
    if (r.cost.cloudUsdPerHour)
        l.cloudUsdPerMillion =
            usdPerMillionTokens(*r.cost.cloudUsdPerHour, l.servedTokensPerS, utilization);
    return l;
}

} // namespace ridgeline
