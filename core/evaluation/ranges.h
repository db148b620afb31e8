// P10-P90 ranges of predicted times, rates and costs: the residual spread of the engine
// profile's calibration, widened by the user's uncertainty on efficiencies they set
// (docs/fidelity.md says how both are found and what a range means).
#pragma once

#include "core/base/tuned_constants.h"
#include "core/evaluation/results.h"
#include "core/scenario/scenario.h"

namespace ridgeline {

/// The band of a profile that carries no spread of its own (a user's profile fitted elsewhere):
/// about the generic profile's P10-P90 on the public calibration rows, rounded outwards.
inline constexpr ResidualSpread unfittedSpread{0.6, 1.5, 0};

/// A spread that holds 1 (the prediction itself), widened by a relative uncertainty `u` of the
/// speed: p10 x (1 - u), p90 x (1 + u).
ResidualSpread widened(const ResidualSpread& s, double u);

/// The range of a speed (tokens/s, FLOP/s) under a spread: [v x p10, v x p90].
Range rateRange(double v, const ResidualSpread& s);

/// The range of a time, or of a cost that grows with time: [t / p90, t / p10].
Range timeRange(double t, const ResidualSpread& s);

/// The spreads in force for a scenario (Results::spread).
SpreadFigures spreadsFor(const Scenario& s);

namespace detail {
/// Fills every *Range of `r` from its points and `spreadsFor(s)`; call after the points.
void evaluateRanges(const Scenario& s, Results& r);
} // namespace detail

} // namespace ridgeline
