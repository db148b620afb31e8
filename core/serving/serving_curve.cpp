#include "core/serving/serving_curve.h"

#include "core/evaluation/evaluate.h"
#include "core/serving/serving_sim.h"

#include <algorithm>

namespace ridgeline {

namespace {

ServingCurvePoint pointOf(double rate, const ServingFigures& f, double meanOutputTokens) {
    ServingCurvePoint p;
    p.requestsPerS = rate;
    p.completedRequestsPerS = f.requestsPerS;
    p.outputTokensPerS = f.outputTokensPerS;
    p.overloaded = f.overloaded;
    p.offeredTokensPerS = rate * meanOutputTokens;
    p.ttftS = f.ttftS;
    p.tpotS = f.tpotS;
    p.latencyS = f.latencyS;
    p.ttftAtPercentileS = f.ttftAtPercentileS;
    p.tpotAtPercentileS = f.tpotAtPercentileS;
    p.latencyAtPercentileS = f.latencyAtPercentileS;
    return p;
}

} // namespace

CapacityLimits servingLimits(const Scenario& s) {
    CapacityLimits l;
    if (!s.requirements)
        return l;
    l.ttftS = s.requirements->ttftS;
    l.tpotS = s.requirements->tpotS;
    l.latencyS = s.requirements->latencyS;
    l.percentile = s.requirements->percentile;
    return l;
}

ServingCurve servingCurve(const Scenario& s, const ServingCurveOptions& options) {
    ServingCurve curve;
    curve.limits = servingLimits(s);
    if (s.workload.mode != Mode::inference)
        return curve;
    Scenario on = s;
    ServingSpec load = s.workload.serving.value_or(ServingSpec{});
    if (options.maxRequests > 0)
        load.requests = std::min(load.requests, options.maxRequests);
    on.workload.serving = load;
    curve.load = load;

    const Results r = evaluate(on);
    const OfflineMaximum all = offlineMaximum(on, load, curve.limits.percentile);
    ++curve.simulations;
    if (all.requestsPerS <= 0)
        return curve;
    const double meanOutput = all.outputTokensPerS / all.requestsPerS;
    curve.offlineOutputTokensPerS = all.outputTokensPerS;
    curve.offlineRequestsPerS = all.requestsPerS;

    curve.capacity = servingCapacity(on, curve.limits, false, options.windowFloor);
    curve.simulations += curve.capacity.simulations;

    std::vector<double> rates;
    const int steps = std::max(2, options.rates);
    // Up to past the capacity too, when the offline estimate fell short of it.
    const double highest =
        options.maxLoad * std::max(curve.offlineRequestsPerS, curve.capacity.requestsPerS);
    for (int i = 1; i <= steps; ++i)
        rates.push_back(highest * double(i) / double(steps));
    const double capacity = curve.capacity.requestsPerS;
    if (capacity > 0 && std::find(rates.begin(), rates.end(), capacity) == rates.end())
        rates.push_back(capacity);
    std::sort(rates.begin(), rates.end());

    ServingSpec poisson = load;
    poisson.arrival = Arrival::poisson;
    poisson.concurrency.reset();
    for (double rate : rates) {
        // The capacity's own figures are already simulated (same load, same seed).
        if (rate == capacity) {
            curve.points.push_back(pointOf(rate, curve.capacity.serving, meanOutput));
            continue;
        }
        poisson.requestsPerS = rate;
        const ServingFigures f =
            simulateServing(on, r, poisson, curve.limits.percentile, options.windowFloor);
        ++curve.simulations;
        curve.points.push_back(pointOf(rate, f, meanOutput));
    }
    return curve;
}

} // namespace ridgeline
