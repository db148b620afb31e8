// Whole published training runs that state no GPU count (the GPU-hour rows of
// tests/data/calibration.csv): one rule for all of them, tools/CALIBRATION.md "Whole runs".
//
// - The cluster: the GPUs that finish the run in 30 days at the profile's MFU (the core's
//   training.gpus_for_deadline; docs/physics.md worked example 6 uses the same month), rounded
//   to the nearest power of two (in log scale) of at least one node.
// - The layout: the fastest that fits in memory (lowest modelled GPU-hours) over tensor parallel
//   1-8 inside a node, pipeline parallel 1-8, ZeRO 1 or 3, no, selective or full recomputation
//   and micro-batches of 1 or 2, with the global batch the row states (else micro-batch x data
//   parallel): a lab is assumed to run the layout the step model finds best.
#pragma once

#include "tools/calibration/calibration_rows.h"

#include "core/catalogue/catalogue.h"
#include "core/evaluation/results.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <vector>

namespace ridgeline::calib {

inline constexpr double wholeRunDays = 30;

/// A GPU-hour row without a GPU count.
bool wholeRunWithoutCount(const Row& r);

/// The results of a scenario JSON through parseScenario and evaluate; nullopt when it is refused.
std::optional<Results> evaluateJson(const Catalogue& catalogue, const nlohmann::json& j);

/// The GPU count of the rule above for a row's scenario JSON (`base`, one GPU).
int wholeRunGpus(const Catalogue& catalogue, nlohmann::json base);

struct WholeRun {
    Results results;
    nlohmann::json scenario;
};

/// The fastest fitting layout of the rule above, evaluated; nullopt when none fits.
std::optional<WholeRun> wholeRun(const Catalogue& catalogue, const Row& r, nlohmann::json base);

/// Prints the cluster, layout and goodput the rule finds for each whole run among `rows`;
/// `json` gives a row's one-GPU scenario.
void printWholeRuns(const Catalogue& catalogue, const std::vector<const Row*>& rows,
                    const std::function<nlohmann::json(const Row&)>& json);

} // namespace ridgeline::calib
