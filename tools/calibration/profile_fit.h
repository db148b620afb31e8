// Refitting an engine profile through the core: a grid search over the profile's free constants
// whose objective is the MAPE of the profile's calibration rows, each predicted by
// calibration_predictions.h with a copy of the catalogue's profile holding the candidate
// constants. The constants, their grids and the rows are tools/CALIBRATION.md's.
#pragma once

#include "tools/calibration/calibration_predictions.h"

#include "core/catalogue/catalogue.h"

#include <optional>
#include <string>
#include <vector>

namespace ridgeline::calib {

/// The time basis a constant is judged on: the modelled step (every speed row of the profile)
/// or the MFU constant (its training rows read with `time_basis: "mfu"`).
enum class Objective { modelled, mfu };

/// One free constant of a profile: its engines.json key, the variant it belongs to (by
/// `memory_type_prefix`; empty: the profile's own value) and its grid low..high by step.
struct FreeConstant {
    std::string key;
    std::string variant;
    double low = 0, high = 0, step = 0;
    Objective objective = Objective::modelled;

    std::string name() const { return variant.empty() ? key : variant + " " + key; }
    int points() const;
    double at(int i) const; ///< the i-th grid value, rounded to a millionth
    int nearest(double v) const;
};

/// The free constants of one engine profile and why the others are held.
struct FitPlan {
    std::string engine;
    std::vector<FreeConstant> constants;
    std::string held;
};

/// Every profile calibration.csv can refit (tools/CALIBRATION.md "What was fitted" and the
/// refits after it). The generic profile is PHYSICS's defaults, vLLM and SGLang have no speed
/// rows, vllm-rocm is fitted through `capacity` to serving-benchmarks.csv: none is here.
const std::vector<FitPlan>& fitPlans();
const FitPlan* fitPlan(const std::string& engine);

/// The largest eta_c whose 8192-cube GEMM stays at or under F192's measured 0.76 of the H100's
/// peak (the grid's ceiling for every eta_c).
double etaComputeCeiling();

/// A constant's value in a profile.
double valueOf(const EngineProfile& e, const FreeConstant& c);

/// Sets a constant in a profile. A profile-level efficiency also moves in every variant that
/// does not state that key itself (`stated`: the engines.json entry of the profile), as the
/// catalogue reader fills a variant's unstated keys from the profile.
void setValue(EngineProfile& e, const FreeConstant& c, double v, const nlohmann::json& stated);

struct RowFit {
    const Row* row = nullptr;
    Objective objective = Objective::modelled;
    std::optional<double> shipped, fitted; ///< predictions with engines.json's and the fit's
};

struct EngineFitResult {
    const FitPlan* plan = nullptr;
    std::vector<double> shipped, fitted; ///< constant values, in plan order
    std::vector<RowFit> rows;
    double mapeShipped = 0, mapeFitted = 0;       ///< modelled objective
    double mfuMapeShipped = 0, mfuMapeFitted = 0; ///< mfu objective (0 without training rows)
    int predictions = 0;                          ///< predictions evaluated by the search
    std::string problems;

    /// Every fitted constant within one grid step of engines.json's.
    bool landsOnShipped() const;
};

/// The rows a profile's constants are judged on: its own non-excluded speed rows (modelled) and
/// its training rows on the MFU basis (mfu).
std::vector<const Row*> fitRows(const std::vector<Row>& rows, const std::string& engine,
                                Objective objective);

/// Refits one profile of `base` to `rows`: a coordinate search on a coarse grid and then on the
/// full grid around its optimum, from the untuned defaults and from engines.json's values (the
/// better end point); `enginesJson` is engines.json, for the keys each variant states.
/// Deterministic.
EngineFitResult fitEngine(const Catalogue& base, const nlohmann::json& enginesJson,
                          const std::vector<Row>& rows, const FitPlan& plan);

} // namespace ridgeline::calib
