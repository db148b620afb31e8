// The scheduler of one model replica, iteration by iteration (core/serving/serving_sim.h composes
// the replicas). Internal to the serving simulation; tests reach it through simulateServing().
#pragma once

#include "core/physics/iteration_pass.h"
#include "core/scenario/serving.h"
#include "core/serving/serving_speculative.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace ridgeline::detail {

struct SimRequest {
    double arrival = 0; ///< seconds, the client's send; for a closed loop set when it is sent
    int prompt = 1;     ///< tokens
    int output = 1;     ///< tokens, at least 1
    double firstToken = -1;
    double finish = -1; ///< -1: not completed
    bool rejected = false;
    // Disaggregated prefill (core/serving/disaggregated_sim.h): the prompt's cache arrives from the
    // prefill pool, so the replica only decodes it (the first decode step gives the first token).
    bool prefilled = false;
    double origin = -1;      ///< the user's arrival when `arrival` is the cache's; -1: arrival
    double prefillDelay = 0; ///< after `arrival`, the wait until the cache is here (closed loop)
    double acceptPhase = 0;  ///< speculative decoding's phase, in [0, 1) (acceptedOver())
    double userArrival() const { return origin >= 0 ? origin : arrival; }
};

struct ReplicaSetup {
    IterationModel model;
    SchedulerInForce scheduler;
    std::int64_t kvBlocks = 0;        ///< blocks of kvBlockTokens tokens the replica's cache holds
    int kvBlockTokens = 1;            ///< kvBlockTokensOf() of the engine (core/hardware/engine.h)
    bool staticKvCache = false;       ///< decode attends over the whole allocated prompt + output
    SpeculativeIteration speculative; ///< plain decode by default
    bool fastForward = true; ///< quiet iterations in bulk (false: one by one, for the tests)
    /// The engine's requestLatencyS (core/hardware/engine.h): a request sent at `arrival` reaches
    /// the scheduler this much later, unless its prompt was prefilled on a pool (it came that way).
    double requestLatencyS = 0;
    /// A Poisson run's steady state (core/serving/serving_window.h): the replica stops once every
    /// request that arrived before measureEndS has ended, or at deadlineS with some still
    /// unfinished.
    double measureEndS = std::numeric_limits<double>::infinity();
    double deadlineS = std::numeric_limits<double>::infinity();
};

/// Work the simulation may still do (all replicas together): iterations and sequence-steps.
struct WorkCap {
    std::int64_t iterations = 4'000'000;
    std::int64_t sequenceSteps = 50'000'000;
    bool hit = false;
};

struct ReplicaTotals {
    double busyS = 0;
    double batchTimeSum = 0; ///< sequences x seconds
    double kvTimeSum = 0;    ///< used share of the blocks x seconds
    std::int64_t iterations = 0;
    std::int64_t preemptions = 0;
    /// The iterations that ran while requests waited, after the first one finished: the balance
    /// an endless queue keeps (admissions follow completions), without the ramp of the first
    /// batch and the drain of the last.
    double saturatedS = 0;
    double saturatedTokens = 0; ///< output tokens generated in those iterations
};

/// Runs the replica's requests to completion (or to the cap, or to the setup's stop).
/// `closedConcurrency` 0: requests arrive at their `arrival` times, which must not decrease;
/// otherwise a closed loop: that many are sent at time 0 and each completion sends the next. Fills
/// firstToken, finish, rejected.
void simulateReplica(const ReplicaSetup& setup, std::vector<SimRequest>& requests,
                     int closedConcurrency, WorkCap& cap, ReplicaTotals& totals);

} // namespace ridgeline::detail
