#include "core/serving/serving_capacity.h"

#include "core/evaluation/evaluate.h"
#include "core/serving/serving_sim.h"

#include <algorithm>

namespace ridgeline {

namespace {

// A rate is carried when its steady state exists (the window's completions keep up with its
// arrivals) and its percentiles meet every limit.
bool meets(const ServingFigures& f, const CapacityLimits& l) {
    if (f.completed == 0 || f.overloaded || f.truncated)
        return false;
    return (!l.ttftS || f.ttftAtPercentileS <= *l.ttftS) &&
           (!l.tpotS || f.tpotAtPercentileS <= *l.tpotS) &&
           (!l.latencyS || f.latencyAtPercentileS <= *l.latencyS);
}

Capacity capacityOn(const Scenario& s, const CapacityLimits& limits, int windowFloor) {
    Capacity c;
    c.tensorParallel = s.workload.tensorParallel;
    c.replicas = std::max(1, s.hardware.count / std::max(1, c.tensorParallel));
    const Results r = evaluate(s);
    ServingSpec load = s.workload.serving.value_or(ServingSpec{});
    const OfflineMaximum offline = offlineMaximum(s, load, limits.percentile);
    ++c.simulations;
    if (offline.requestsPerS <= 0)
        return c;
    // The highest Poisson rate whose steady state exists and meets the limits (with none, the
    // first alone): bisection below the offline maximum, or, when that is carried too (an
    // estimate of it is only as good as its run), steps of a quarter above it first.
    load.arrival = Arrival::poisson;
    load.concurrency.reset();
    auto at = [&](double rate) {
        load.requestsPerS = rate;
        ++c.simulations;
        return simulateServing(s, r, load, limits.percentile, windowFloor);
    };
    double lo = 0, hi = offline.requestsPerS;
    std::optional<ServingFigures> best;
    int steps = 10;
    if (ServingFigures full = at(hi); meets(full, limits)) {
        lo = hi;
        best = std::move(full);
        hi = 0;
        for (int i = 0; i < 8 && hi == 0; ++i) {
            ServingFigures f = at(lo * 1.25);
            if (meets(f, limits))
                lo *= 1.25, best = std::move(f);
            else
                hi = lo * 1.25;
        }
        steps = hi > 0 ? 4 : 0; // to 1/80 of the last step
    }
    for (int i = 0; i < steps; ++i) {
        const double mid = (lo + hi) / 2;
        ServingFigures f = at(mid);
        if (meets(f, limits)) {
            lo = mid;
            best = std::move(f);
        } else {
            hi = mid;
        }
    }
    if (!best) {
        c.serving = at(offline.requestsPerS / 1024);
        return c;
    }
    c.requestsPerS = lo;
    c.serving = *best;
    // What the simulation carried at that rate: the serving curve's point there.
    c.outputTokensPerS = best->outputTokensPerS;
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

OfflineMaximum offlineMaximum(const Scenario& s, const ServingSpec& load, double percentile) {
    OfflineMaximum out;
    if (s.workload.mode != Mode::inference)
        return out;
    const int replicas = std::max(1, s.hardware.count / std::max(1, s.workload.tensorParallel));
    // One replica stands for all (each receives every replicas-th request) unless a prefill
    // pool feeds them: its share of the requests, and enough for its batch to stay full.
    Scenario one = s;
    ServingSpec all = load;
    all.arrival = Arrival::closed;
    all.concurrency.reset();
    const int sharing = s.hardware.prefillPool ? 1 : replicas;
    if (sharing > 1)
        one.hardware.count = s.hardware.count / replicas;
    const SchedulerInForce sched = servingScheduler(one, all);
    all.requests = int(std::clamp<std::int64_t>(
        std::max<std::int64_t>((std::int64_t(load.requests) + sharing - 1) / sharing,
                               4 * std::int64_t(sched.maxNumSeqs)),
        1, 20000));
    out.figures = simulateServing(one, evaluate(one), all, percentile);
    const ServingFigures& f = out.figures;
    if (f.completed == 0 || f.requestsPerS <= 0)
        return out;
    // What an endless queue sustains (the saturated iterations), not the ramp and drain of a
    // finite batch; a run too short to saturate keeps its makespan.
    out.outputTokensPerS =
        std::max(f.outputTokensPerS, f.saturatedOutputTokensPerS) * double(sharing);
    out.requestsPerS = out.outputTokensPerS / (f.outputTokensPerS / f.requestsPerS);
    return out;
}

Capacity servingCapacity(const Scenario& s, const CapacityLimits& limits, bool chooseLayout,
                         int windowFloor) {
    if (!chooseLayout)
        return capacityOn(s, limits, windowFloor);
    std::optional<Capacity> best;
    int simulations = 0;
    for (int t : layouts(s)) {
        Scenario on = s;
        on.workload.tensorParallel = t;
        Capacity c = capacityOn(on, limits, windowFloor);
        simulations += c.simulations;
        if (!best || c.requestsPerS > best->requestsPerS)
            best = std::move(c);
    }
    best->simulations = simulations;
    return *best;
}

} // namespace ridgeline
