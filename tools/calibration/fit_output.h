// What ridgeline-fit prints and writes: the rows and constants of each refit, the before/after
// MAPE table, the fitted constants as an engines.json fragment, and engines.json with them.
#pragma once

#include "tools/calibration/profile_fit.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace ridgeline::calib {

/// How much lower a refit's MAPE may be than engines.json's, in points, when its constants do
/// not land within one grid step of engines.json's: within it, engines.json is the core's fit.
inline constexpr double fitTolerancePoints = 0.5;

/// Profiles whose engines.json constants are known not to be the core's grid optimum, with the
/// MAPE points the refit gains (tools/CALIBRATION.md, "Refitting through the core"): the check
/// holds each gap to within 0.1 point of this, and fails once it is gone (remove the entry).
const std::map<std::string, double>& knownGaps();

/// The MAPE points a refit gains over engines.json's constants (the larger of both objectives).
double gainOf(const EngineFitResult& r);

/// Whether engines.json's constants are the core's own fit: every constant within one grid step
/// of the refit's, or a gain within fitTolerancePoints; for a known gap, the gain as stated.
bool shippedIsFit(const EngineFitResult& r);

/// The verdict of shippedIsFit() in words.
std::string verdictOf(const EngineFitResult& r);

/// One engine's rows (measured, engines.json's prediction, the refit's) and constants.
void printEngineFit(const EngineFitResult& r);

/// The before/after MAPE table of every refit, with each one's verdict.
void printFitSummary(const std::vector<EngineFitResult>& results);

/// The refitted constants: {"engines": [{"id", the keys, "variants": [{"memory_type_prefix",
/// the key}]}]}, keys in engines.json's names.
nlohmann::ordered_json fittedFragment(const std::vector<EngineFitResult>& results);

/// engines.json's text (`text`) with the refitted constants in place of the old ones and every
/// other key, order and value as it was; empty when `text` is not an engines catalogue.
std::string withFittedConstants(const std::string& text,
                                const std::vector<EngineFitResult>& results);

/// Writes `text` to `path` through a temporary file in the same directory renamed over it, so
/// that a reader never sees half a file; the reason when it fails, else empty.
std::string writeAtomically(const std::string& path, const std::string& text);

} // namespace ridgeline::calib
