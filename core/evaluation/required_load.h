// A scenario's serving requirements on its own hardware: the one computation the planner ranks
// plans by and the explorer shows for a scenario that carries requirements, so that a plan
// opened in the explorer reads the same numbers there.
#pragma once

#include "core/evaluation/results.h"
#include "core/scenario/scenario.h"

#include <optional>

namespace ridgeline {

/// The configuration's cost per million output tokens, owned and rented, when it serves
/// `outputTokensPerS` at `utilization`; unset where `cost` has no price per hour.
struct UsdPerMillion {
    std::optional<double> owned, cloud;
};
UsdPerMillion usdPerMillionAt(const CostFigures& cost, double outputTokensPerS, double utilization);

/// The required load on the scenario's replicas at its batch: sequences in flight by Little's law
/// (rate x modelled latency), the wait for a free batch place at the requirement's percentile
/// (M/M/c, each place held for the modelled latency), first-token time and latency with that
/// wait, and the fleet's cost per million output tokens when it serves just that load. nullopt
/// in training, without a required rate, or when the job does not fit.
std::optional<ServingLoad> requiredLoad(const Scenario& s, const Results& r);

/// Replaces the M/M/c percentiles of `l` by those of the serving simulation `f` when the
/// simulated load is the required one (Poisson arrivals at the required rate, figures at the
/// requirement's percentile): the planner sizes with it and the explorer shows it, so both read
/// one number. `modelled` is the scenario's single-step inference figures.
void adoptSimulation(ServingLoad& l, const ServingFigures& f, const ServingSpec& load,
                     const InferenceFigures& modelled);

} // namespace ridgeline
