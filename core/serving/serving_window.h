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
/// A run is repeated on its own requests' latency when they took more than this many times the
/// latency its start-up and window were set with (a loaded batch or a queue settles over the
/// loaded latency, not the lone request's), at most resettleRuns times.
inline constexpr double resettleLatencyRatio = 1.5;
inline constexpr int resettleRuns = 2;
/// The fewest arrivals a window holds whatever the load's `requests`, so that `requests` is a
/// minimum and not what decides the answer (doubling it below the floor changes nothing). Measured
/// on the shipped vLLM example at 55-80 % of its capacity, 8 seeds each: throughput and medians
/// spread by under 2 % between seeds from 4,000 arrivals; the P99 of the time to first token by
/// 5-8 % at 1,000-4,000 and 4 % at 16,000 (a queue's tail is correlated over many requests).
/// A longer floor would slow the capacity search, the serving chart and the planner in
/// proportion (about 4 microseconds a request).
inline constexpr int minWindowRequests = 4000;
/// The floor of a quick look: the planner's search for a replica count; the count it finds is
/// then confirmed over a full window (minWindowRequests).
inline constexpr int quickWindowRequests = 1000;
/// A run is overloaded when the window's completions fall short of its arrivals by more than
/// this share: the queue grows through the window.
inline constexpr double overloadShare = 0.05;
/// A run judged overloaded whose window's completions are within this share of its arrivals is
/// repeated once with twice the start-up and window: the batch may still be filling.
inline constexpr double nearOverloadShare = 0.15;
/// Requests drawn (all replicas) and kept for simulation at most; a longer run is shortened in
/// proportion (only loads far past any GPU's capacity are that long).
inline constexpr double maxDrawnRequests = 2e6;
inline constexpr double maxSimulatedRequests = 2e5;

/// The run a Poisson load of `rate` requests/s gets on `replicas` replicas whose requests take
/// about `latencyS` each, with at least max(`requests`, `floor`) arrivals in the window.
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
/// latencyS; of the replicas, as few as hold `requests` (at least `floor`) arrivals in the window
/// (round-robin dispatch makes them alike). `rate` and `latencyS` must be positive.
SteadyWindow steadyWindow(double rate, double latencyS, int requests, int replicas,
                          int floor = minWindowRequests);

} // namespace ridgeline
