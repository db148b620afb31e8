#include "core/serving/serving_window.h"

#include <algorithm>
#include <cmath>

namespace ridgeline {

SteadyWindow steadyWindow(double rate, double latencyS, int requests, int replicas, int floor) {
    SteadyWindow w;
    const double r = std::max(1, replicas);
    requests = std::max({requests, floor, 1});
    w.startS = warmupLatencies * latencyS;
    w.lengthS = std::max(windowLatencies * latencyS, double(requests) / rate);
    w.tailS = tailLatencies * latencyS;
    // Arrivals a replica receives in the window; as many replicas as hold `requests` of them.
    const double perReplica = rate * w.lengthS / r;
    w.replicasSimulated = int(std::clamp(std::ceil(double(requests) / perReplica), 1.0, r));
    double drawn = rate * (w.startS + w.lengthS + w.tailS);
    const double kept = drawn * double(w.replicasSimulated) / r;
    const double cut = std::min({1.0, maxDrawnRequests / drawn, maxSimulatedRequests / kept});
    if (cut < 1.0) {
        w.startS *= cut;
        w.lengthS *= cut;
        w.tailS *= cut;
        drawn *= cut;
        w.shortened = true;
    }
    w.drawn = std::int64_t(std::ceil(drawn)) + 1;
    return w;
}

} // namespace ridgeline
