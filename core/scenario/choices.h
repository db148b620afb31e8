// The two choices a scenario holds in two places, each set by one function: the engine (its id in
// the workload and its resolved profile) and the GPU's prices (the user's overrides belong to the
// scenario's own GPU).
#pragma once

#include "core/scenario/scenario.h"

namespace ridgeline {

/// Makes `profile` the scenario's engine: its id in the workload and the profile in force, set
/// together so that the two never disagree. The user's efficiency overrides stay.
void setEngine(Scenario& s, const EngineProfile& profile);

/// Drops the user's GPU prices (economics.gpuPriceUsd, economics.cloudUsdPerGpuHour). They are
/// the prices of the scenario's own GPU: a scenario put on another one (a compared
/// configuration, the prefill pool, a planner's candidate) takes that GPU's own prices.
void dropPriceOverrides(Economics& e);

} // namespace ridgeline
