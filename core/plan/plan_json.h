// The document of `ridgeline-cli plan FILE --json` (docs/scenario-format.md, "Requirements").
#pragma once

#include "core/catalogue/catalogue.h"
#include "core/plan/plan.h"

#include <nlohmann/json_fwd.hpp>

namespace ridgeline {

/// {"plans": [...], "rejected": {...}, ...}: at most `top` plans, each with its complete
/// scenario, its results as `evaluate --json` prints them and `meets: true`.
nlohmann::json planResultToJson(const PlanResult& r, const Catalogue& cat, std::size_t top);

} // namespace ridgeline
