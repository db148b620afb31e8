// The command-line form of a compared configuration, "ID[:COUNT[:TP]]" ("h100-sxm:8:8"), shared
// by ridgeline-cli and the desktop app's headless options.
#pragma once

#include "core/base/problems.h"
#include "core/catalogue/catalogue.h"
#include "core/scenario/scenario.h"

#include <string_view>

namespace ridgeline {

/// Parses one "ID[:COUNT[:TP]]"; a count or TP left out takes the scenario's. Problems name the
/// option "--compare" and the allowed form.
Result<GpuChoice> parseCompareSpec(std::string_view spec, const Scenario& s, const Catalogue& cat);

/// Parses a comma-separated list of specs into `s.compare` (replacing it); at most maxCompared.
Problems applyCompareSpecs(std::string_view specs, Scenario& s, const Catalogue& cat);

} // namespace ridgeline
