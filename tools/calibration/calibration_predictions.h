// Every expressible row of tests/data/calibration.csv predicted through the real path (scenario
// JSON -> parseScenario -> evaluate) with its own engine profile and the generic one, mapped and
// excluded as tools/CALIBRATION.md says; the errors by category and engine, the printed table,
// and the speed ratios the residual spreads are built from. Every function takes the catalogue
// whose engine profiles it predicts with: the built-in one for tst_calibration (the errors) and
// tst_calibration_spread (the spreads and the ranges' coverage), a copy with candidate constants
// for ridgeline-fit (profile_fit.h).
#pragma once

#include "tools/calibration/calibration_rows.h"
#include "tools/calibration/calibration_runs.h"
#include "tools/calibration/calibration_spread.h"

#include "core/catalogue/catalogue.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ridgeline::calib {

inline const std::vector<std::string> engineColumns{
    "llama.cpp",    "exllamav2",       "vllm",
    "tensorrt-llm", "hf-transformers", "hf-transformers-compiled",
    "llm-foundry",  "generic"};
inline const std::vector<std::string> categories{"A", "B", "C", "Ct", "D"};

struct Outcome {
    const Row* row = nullptr;
    std::optional<double> own, generic;  ///< predictions with the row's profile and `generic`
    std::optional<double> modelled, mfu; ///< training rows: own profile on each time basis
    std::optional<Range> ownRange;       ///< P10-P90 of the own prediction
    bool excluded = false;
    std::string why;

    double err(std::optional<double> p) const { return (*p - row->value) / row->value * 100.0; }
};

// Weights and KV bytes do not depend on the GPU; rows measured on a file get one to stand on.
inline constexpr const char* placeholderGpu = "h100-sxm";

/// Data rows of tests/data/calibration.csv (CALIBRATION.md).
inline constexpr std::size_t expectedRows = 89;

/// The built-in catalogue (resources/catalogue), read once.
const Catalogue& builtin();

// The parallel layout and batch a training row states: TP, PP and CP (context parallel: each GPU
// holds s / CP of a sequence; counted here as data parallel over shorter sequences), a global
// batch in sequences ("1536 seqs") or tokens ("16M tokens"), FSDP as ZeRO-3. Every row is read
// on the default (modelled) basis unless `basis` says otherwise; whole runs without a GPU count
// take calibration_runs.h's cluster and layout.
void addTrainingLayout(const Row& r, nlohmann::json& w, std::optional<std::string> basis);

/// The scenario JSON of a row run with `engine` at `batch` sequences (training rows: its layout).
nlohmann::json scenarioJson(const Catalogue& catalogue, const Row& r, const std::string& engine,
                            int batch, std::optional<std::string> basis = std::nullopt);

struct Evaluated {
    std::optional<Results> results;
    std::string problems;
};

Evaluated run(const Catalogue& catalogue, const Row& r, const std::string& engine, int batch,
              std::optional<std::string> basis = std::nullopt);

/// "Max load" cannot be said in a scenario: the batch is the core's largest that fits
/// (inference.maxBatch, which also counts activations and logits) capped by the engine's
/// max_batch, as the python's floor(...) capped by MAX_BATCH.
int maxLoadBatch(const Catalogue& catalogue, const Row& r, const std::string& engine,
                 std::string& problems);

/// The quantity the row measures, predicted with `engine`'s profile of `catalogue` (on the time
/// `basis` of a training row); nullopt, with the reason added to `problems`, when it cannot be.
std::optional<double> predict(const Catalogue& catalogue, const Row& r, const std::string& engine,
                              std::string& problems,
                              std::optional<std::string> basis = std::nullopt,
                              std::optional<Range>* range = nullptr);

/// Mean absolute percentage error of errors in percent; 0 for none.
double mape(const std::vector<double>& errors);

/// "MAPE (rows)" of a table cell, "-" for none.
std::string cell(const std::vector<double>& errors);

/// The predictions of every row, and their errors in percent by (category, column): a profile's
/// own rows, "generic*" (the generic profile on every non-excluded row) and "excl." (own profile
/// on the excluded rows).
struct Predictions {
    const Catalogue* catalogue = &builtin();
    std::vector<Row> rows;
    std::vector<Outcome> outcomes; ///< pointing into `rows`
    std::string problems;
    std::map<std::pair<std::string, std::string>, std::vector<double>> table;

    Predictions() = default;
    explicit Predictions(const Catalogue& c)
        : catalogue(&c) {}
    Predictions(const Predictions&) = delete;
    Predictions& operator=(const Predictions&) = delete;

    /// The rows of the CSV text (the header first); none when the core's reader refuses it.
    /// Returns the records read, the header included.
    std::size_t read(const std::string& text);

    /// Reads the CSV file at `path` and predicts every row; the reason when the file is missing
    /// or does not hold expectedRows rows, else empty (problems of single rows are in
    /// `problems`).
    std::string load(const std::string& path);

    /// Predicts every row but the sanity and unmodelled ones.
    void predictAll();

    std::vector<double> errors(const std::string& cat, const std::string& column) const;
    std::vector<double> ownErrors(const std::string& cat) const;

    /// MAPE of the non-excluded D rows of one group ("throughput": tokens/s, TFLOPS, % of peak;
    /// "gpu-hours") on one time basis.
    double trainingMape(const std::string& group, bool modelled) const;

    /// Speed ratios of every non-excluded speed row, by profile and part.
    SpreadData spreadData() const;

    /// The per-row predictions and the MAPE tables (calibration_print.cpp).
    void print() const;
};

/// tests/data/calibration.csv of the source tree this was built from.
std::string defaultCsvPath();

} // namespace ridgeline::calib
