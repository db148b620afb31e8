// Fitting an engine profile to measured results: the efficiency constants that minimise the
// squared relative error of the predictions (PHYSICS.md), with the spread of what is left.
#pragma once

#include "core/calibration/measurements.h"
#include "core/catalogue/catalogue.h"
#include "core/catalogue/catalogue_write.h"
#include "core/scenario/scenario.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace ridgeline {

/// What the measurement file does not say. `model` and `gpu`, when set, win over the file's
/// hints (a llama-bench model name, a GPU name); the rest fill empty cells only.
struct CalibrationDefaults {
    std::string model, gpu;
    std::string engine = "generic";
    std::string weightFormat = "fp16", kvFormat = "fp16";
    int count = 1;
    int tensorParallel = 1;
};

/// One measured row with its predictions before (its own engine profile) and after the fit.
struct CalibrationPoint {
    std::string label;
    MeasuredMetric metric = MeasuredMetric::decodeTokensPerS;
    double measured = 0;
    double before = 0;
    double after = 0;
};

/// One set of constants the fit moved: the starting profile's default or one of its variants
/// (for a memory system or a vendor), as some rows read it.
struct CalibratedSet {
    std::string variant; ///< empty: the default; else what the variant applies to ("GDDR")
    Efficiency start, fitted;
    int rows = 0;
};

struct Calibration {
    EngineProfile profile; ///< the fitted profile, ready for a user catalogue
    std::vector<CalibrationPoint> points;
    std::vector<CalibratedSet> sets; ///< the sets the rows read, the default first
    double keptShare = 1.0;          ///< how far of the fitted change was kept (cross-validated)
    double mapeBeforePercent = 0;
    double mapeAfterPercent = 0;
};

/// The scenario each measurement describes, resolved against the catalogue; problems name the
/// row and the field.
Result<std::vector<Scenario>> measurementScenarios(const std::vector<Measurement>& rows,
                                                   const Catalogue& catalogue,
                                                   const CalibrationDefaults& defaults);

/// The figure `metric` names, as evaluate() predicts it for the scenario.
double predictedValue(const Scenario& s, MeasuredMetric metric);

/// Mean absolute percentage error of predictions against measurements.
double mapePercent(const std::vector<double>& predicted, const std::vector<Measurement>& rows);

/// Predictions for the rows with `profile` in place of each row's own engine.
std::vector<double> predictWith(std::vector<Scenario> scenarios,
                                const std::vector<Measurement>& rows, const EngineProfile& profile);

/// Fits eta_m, eta_c and the per-step overhead of the starting profile (`defaults.engine`, or
/// the first row's engine) to the rows, as profile `id`: one change for every set of constants
/// (the default, a variant) a row reads, kept only as far as rows left out of the fit confirm.
/// `origin` (the file) becomes the profile's source; `date` its date.
Result<Calibration> calibrate(const std::vector<Measurement>& rows, const Catalogue& catalogue,
                              const CalibrationDefaults& defaults, const std::string& id,
                              const std::string& origin, const std::string& date);

} // namespace ridgeline
