// Any result against one varied input, from an already resolved scenario (nothing re-parsed).
#pragma once

#include "core/evaluation/results.h"
#include "core/scenario/scenario.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ridgeline {

enum class SweepVariable { batch, promptTokens, outputTokens, gpuCount, tensorParallel };

/// "batch", "prompt_tokens", "output_tokens", "count", "tensor_parallel".
std::optional<SweepVariable> sweepVariableFromName(std::string_view name);
std::string_view sweepVariableName(SweepVariable v);
/// Allowed range of a variable, as the scenario file allows it.
std::pair<double, double> sweepVariableRange(SweepVariable v);

/// The scenario with one input replaced (rounded to a whole number).
Scenario withValue(const Scenario& s, SweepVariable v, double value);

std::vector<Results> sweep(const Scenario& s, SweepVariable v, std::span<const double> values);

/// lo, 2 lo, 4 lo, ... up to hi, and hi itself if the doubling skips it.
std::vector<double> doublingRange(double lo, double hi);

/// `points` whole numbers spaced evenly on a log scale from lo to hi, duplicates removed.
std::vector<double> logIntegerRange(double lo, double hi, int points);

} // namespace ridgeline
