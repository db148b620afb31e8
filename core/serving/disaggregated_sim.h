// The prefill pool's stage of the serving simulation (docs/physics.md, "Disaggregated prefill"):
// prompts queue for the pool's replicas, are prefilled in batches and their caches moved to the
// decode replicas, which then only decode. Internal to core/serving/serving_sim.cpp.
#pragma once

#include "core/scenario/scenario.h"
#include "core/scenario/serving.h"
#include "core/serving/serving_replica.h"

#include <vector>

namespace ridgeline::detail {

/// Prefills `requests` (in arrival order) on the pool of `s`: each pool replica, when free,
/// takes the prompts that have arrived, first come first served, up to the scheduler's token
/// budget (at least one), and prefills them in one pass (iterationCost over their prompts);
/// each prompt's cache then moves to the decode side (kvTransferSeconds). Sets every request's
/// `origin` to its arrival, its `arrival` to the time its cache is on the decode side and marks
/// it prefilled. Deterministic and O(requests x batch).
void prefillOnPool(const Scenario& s, const SchedulerInForce& scheduler,
                   std::vector<SimRequest>& requests);

/// A closed loop with a set concurrency: the pool is not queued; each request reaches the
/// decode side a lone prompt's prefill and transfer after it is sent (SimRequest::prefillDelay).
void delayByLonePrefill(const Scenario& s, std::vector<SimRequest>& requests);

} // namespace ridgeline::detail
