// Serving under load: an iteration-level simulation of the engine's scheduler over a stream of
// requests (docs/physics.md, "Serving under load"; docs/scenario-format.md, workload.serving).
#pragma once

#include "core/evaluation/results.h"
#include "core/scenario/scenario.h"
#include "core/scenario/serving.h"
#include "core/serving/serving_window.h"

namespace ridgeline {

/// The scheduler limits in force: the load's own, else the engine profile's (max_num_seqs: the
/// profile's max_batch, else 256 with continuous batching and workload.batch without; the token
/// budget: the profile's max_num_batched_tokens, else 8192), t times the profile's with
/// data-parallel attention (each of the t GPUs schedules its own).
SchedulerInForce servingScheduler(const Scenario& s, const ServingSpec& load);

/// Simulates `load` on the scenario's replicas (hardware.count / tensor_parallel, each taking
/// every k-th request), with `r` = evaluate(s). Deterministic: the same scenario and seed give
/// the same figures. Empty figures (nothing completed) in training mode or when the weights
/// leave no room for the KV cache. Bounded work: at most about 4 million iterations.
/// `percentile` (0-100) sets the ...AtPercentileS figures. A Poisson load's window holds at
/// least `windowFloor` arrivals (serving_window.h); only a search's quick look passes fewer.
ServingFigures simulateServing(const Scenario& s, const Results& r, const ServingSpec& load,
                               double percentile = 99, int windowFloor = minWindowRequests);

/// evaluate(s), plus Results::serving when the scenario is in inference mode and sets
/// workload.serving. evaluate() alone never simulates: sweeps and charts stay fast.
Results evaluateWithServing(const Scenario& s, int windowFloor = minWindowRequests);

} // namespace ridgeline
