// workload.serving in scenario files, and the serving figures in the result JSON
// (docs/scenario-format.md, "Serving under load").
#pragma once

#include "core/base/problems.h"
#include "core/scenario/json_reader.h"
#include "core/scenario/serving.h"

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace ridgeline {

std::string_view arrivalName(Arrival a);

/// Mean and percentiles as the result JSON holds them; a figure without a value (an overloaded
/// run's waits) is null.
nlohmann::json percentilesJson(const Percentiles& p);

/// The serving figures as the result JSON holds them under "serving".
nlohmann::json servingFiguresToJson(const ServingFigures& f);

namespace detail {

/// Reads the object at workload.serving; problems name the field ("workload.serving.requests").
ServingSpec readServing(ObjectReader& r);

/// The object readServing() reads back to the same load.
nlohmann::json servingToJson(const ServingSpec& load);

} // namespace detail

} // namespace ridgeline
