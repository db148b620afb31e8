// Reading, writing and checking the `requirements` object of a scenario file.
#pragma once

#include "core/catalogue/catalogue.h"
#include "core/scenario/json_reader.h"
#include "core/scenario/requirements.h"

#include <nlohmann/json_fwd.hpp>

namespace ridgeline::detail {

/// Reads `requirements`: numbers against their limits, lists of catalogue ids and format names.
Requirements readRequirements(ObjectReader& r, const Catalogue& cat);

nlohmann::json requirementsToJson(const Requirements& q);

/// Rules between fields that the reader cannot see one at a time (a rate given twice).
void checkRequirementRules(const Requirements& q, Problems& out);

} // namespace ridgeline::detail
