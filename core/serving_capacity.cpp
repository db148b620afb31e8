#include "core/serving_capacity.h"

#include "core/evaluate.h"
#include "core/serving_sim.h"

#include <algorithm>

namespace ridgeline {

namespace {

// Only the limits judge a rate: a short run's completed throughput falls below its rate by the
// time the last requests take to drain, so it cannot tell an overload (which the first-token
// limit sees as a growing queue; the search never goes past the offline maximum).
bool meets(const ServingFigures& f, const CapacityLimits& l) {
    if (f.completed == 0)
        return false;
    return (!l.ttftS || f.ttftAtPercentileS <= *l.ttftS) &&
           (!l.tpotS || f.tpotAtPercentileS <= *l.tpotS) &&
           (!l.latencyS || f.latencyAtPercentileS <= *l.latencyS);
}

Capacity capacityOn(const Scenario& s, const CapacityLimits& limits) {
    Capacity c;
    c.tensorParallel = s.workload.tensorParallel;
    c.replicas = std::max(1, s.hardware.count / std::max(1, c.tensorParallel));
    const Results r = evaluate(s);
    ServingSpec load = s.workload.serving.value_or(ServingSpec{});
    load.concurrency.reset();
    load.arrival = Arrival::closed;
    const ServingFigures offline = simulateServing(s, r, load, limits.percentile);
    ++c.simulations;
    c.serving = offline;
    if (offline.completed == 0 || offline.requestsPerS <= 0) {
        c.serving = ServingFigures{};
        return c;
    }
    // Output tokens a completed request carries on average: a rate times it is what a steady
    // stream carries (completions over a short run's makespan count its drain too).
    const double outputPerRequest = offline.outputTokensPerS / offline.requestsPerS;
    // The offline maximum is what an endless queue sustains (the saturated iterations), not
    // the ramp and drain of a finite batch; a run too short to saturate keeps its makespan.
    const double sustained = std::max(offline.outputTokensPerS, offline.saturatedOutputTokensPerS);
    if (!limits.any()) {
        c.outputTokensPerS = sustained;
        c.requestsPerS = sustained / outputPerRequest;
        return c;
    }
    load.arrival = Arrival::poisson;
    auto at = [&](double rate) {
        load.requestsPerS = rate;
        ++c.simulations;
        return simulateServing(s, r, load, limits.percentile);
    };
    const double top = sustained / outputPerRequest;
    double lo = 0, hi = top;
    std::optional<ServingFigures> best;
    if (ServingFigures full = at(top); meets(full, limits)) {
        lo = top;
        best = full;
    } else {
        for (int i = 0; i < 10; ++i) {
            const double mid = (lo + hi) / 2;
            ServingFigures f = at(mid);
            if (meets(f, limits)) {
                lo = mid;
                best = f;
            } else {
                hi = mid;
            }
        }
    }
    if (!best) {
        c.serving = at(top / 1024);
        return c;
    }
    c.requestsPerS = lo;
    c.serving = *best;
    c.outputTokensPerS = lo * outputPerRequest;
    return c;
}

// Tensor-parallel degrees to try: powers of two within a node that divide the GPU count and
// the heads, and whose replica holds the weights with room for a cache.
std::vector<int> layouts(const Scenario& s) {
    const int node = clusterOf(s.hardware).gpusPerNode;
    std::vector<int> out;
    for (int t = 1; t <= std::min(s.hardware.count, std::max(1, node)); t *= 2) {
        if (s.hardware.count % t != 0 || s.model.arch.heads % t != 0)
            continue;
        if (s.workload.expertParallel > 1 && t % s.workload.expertParallel != 0)
            continue;
        out.push_back(t);
    }
    if (out.empty())
        out.push_back(s.workload.tensorParallel);
    return out;
}

} // namespace

Capacity servingCapacity(const Scenario& s, const CapacityLimits& limits, bool chooseLayout) {
    if (!chooseLayout)
        return capacityOn(s, limits);
    std::optional<Capacity> best;
    int simulations = 0;
    for (int t : layouts(s)) {
        Scenario on = s;
        on.workload.tensorParallel = t;
        Capacity c = capacityOn(on, limits);
        simulations += c.simulations;
        if (!best || c.requestsPerS > best->requestsPerS)
            best = std::move(c);
    }
    best->simulations = simulations;
    return *best;
}

} // namespace ridgeline
