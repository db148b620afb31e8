// How long a Poisson load is simulated and which of its requests are measured, so that its
// figures are those of the steady state and not of the start-up or the drain (docs/physics.md,
// "Steady state").
#pragma once

#include <cstdint>

namespace ridgeline {

/// Method settings of the steady state, in request latencies at the scenario's batch (the
/// time scale over which the queue and the batch settle).
inline constexpr double warmupLatencies = 2;  ///< start-up left out before the window
inline constexpr double windowLatencies = 10; ///< the shortest window
inline constexpr double tailLatencies = 1;    ///< arrivals go on after the window for this long
/// The fewest arrivals a window holds whatever the load's `requests`: enough for its P99 to rest
/// on about ten requests, so that asking for fewer does not make it noisier.
inline constexpr int minWindowRequests = 1000;
/// A run is overloaded when the window's completions fall short of its arrivals by more than
/// this share: the queue grows through the window.
inline constexpr double overloadShare = 0.05;
/// Requests drawn (all replicas) and kept for simulation at most; a longer run is shortened in
/// proportion (only loads far past any GPU's capacity are that long).
inline constexpr double maxDrawnRequests = 2e6;
inline constexpr double maxSimulatedRequests = 2e5;

/// The run a Poisson load of `rate` requests/s gets on `replicas` replicas whose requests take
/// about `latencyS` each, with at least max(`requests`, minWindowRequests) arrivals in the window.
struct SteadyWindow {
    double startS = 0;      ///< arrivals before it are the start-up, simulated but not measured
    double lengthS = 0;     ///< the window: its arrivals are measured
    double tailS = 0;       ///< arrivals after the window, so that its requests see the same load
    std::int64_t drawn = 0; ///< requests drawn, all replicas: rate x (start + length + tail)
    int replicasSimulated = 1; ///< the first of the round-robin replicas, each alike
    bool shortened = false;    ///< cut to maxDrawnRequests / maxSimulatedRequests

    double endS() const { return startS + lengthS; }
    /// The run stops here even with measured requests unfinished (they waited a whole window).
    double deadlineS() const { return endS() + lengthS; }
};

/// The steady-state run: a start-up of warmupLatencies x latencyS, a window of at least
/// windowLatencies x latencyS and long enough for `requests` arrivals, a tail of tailLatencies x
/// latencyS; of the replicas, as few as hold `requests` (at least minWindowRequests) arrivals in
/// the window (round-robin dispatch makes them alike). `rate` and `latencyS` must be positive.
SteadyWindow steadyWindow(double rate, double latencyS, int requests, int replicas);

} // namespace ridgeline
