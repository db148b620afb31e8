// The rows of tests/data/calibration.csv as tools/CALIBRATION.md reads them: the records by the
// core's CSV reader and the column mappings (precision -> bits per weight, hardware -> catalogue
// GPU, software -> engine profile, quantity -> kind of prediction).
#pragma once

#include "core/base/csv.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace ridgeline::calib {

/// The records of a CSV file of tests/data, read by the core's RFC-4180 reader (core/base/csv.h,
/// quoted fields may hold commas, quotes and line breaks); empty when it refuses the text.
CsvRecords csvRecords(const std::string& text, const std::string& origin);

std::string lower(std::string s);

bool has(const std::string& s, const std::string& part);

/// The first number in a cell ("~270 (approx)" -> 270, "8192->128K" -> 8192), as num() does.
std::optional<double> firstNumber(const std::string& s);

/// CALIBRATION.md: GGUF/EXL2 from the stated bits per weight, else Q4_0 4.5, Q4_K_M 4.85,
/// Q8_0 8.5, fp8 8, fp32 32, else 16 (fp16, bf16, GGUF F16).
double bitsPerWeight(const std::string& precision);

/// Catalogue GPU of the `hardware` column; "A100 80GB (form factor unstated)" is taken as SXM.
std::string gpuId(const std::string& hardware);

/// Engine profile of the `software` column (CALIBRATION.md, last paragraph of the mapping).
std::string engineOf(const std::string& software);

/// d_ff per model (not in the CSV); GPT-style models outside the table get 4 d, plain MLP.
const std::map<std::string, int>& ffnTable();

/// Training tokens stated in the rows' notes.
const std::map<std::string, double>& trainTokens();

/// Parallel layouts the rows' sources state but the CSV columns do not (Narayanan et al. 2021,
/// Table 1: the 1T model ran with tensor parallel 8 and pipeline parallel 64): {tp, pp}.
const std::map<std::string, std::pair<int, int>>& statedLayouts();

/// The first whole number after `key` in `text` ("TP8" -> 8), or 0.
int numberAfter(const std::string& text, const std::string& key);

/// Rows CALIBRATION.md excludes by name ("Excluded rows").
const std::set<std::string>& namedExclusions();

/// Runs that spend a third or more of their time in prefill (once excluded by that rule; now
/// predicted as whole runs).
const std::set<std::string>& prefillHeavyRows();

enum class Kind {
    sanity,
    unmodelled,
    decode,
    maxLoad,
    ttft,
    pp,
    memWeights,
    memKv,
    memTrain,
    trainTokens,
    trainGpuHours,
    trainTflops,
    trainPct,
    trainFlop
};

struct Row {
    std::map<std::string, std::string> col;
    std::string id, cat, quantity, unit, engine, gpu, model;
    double value = 0, params = 0, bits = 16;
    int gpus = 1, tp = 1, layers = 0, hidden = 0, heads = 0, kvHeads = 0, headDim = 0, vocab = 0;
    double sIn = 0, sOut = 0;
    std::optional<int> batch; ///< a plain number in batch_size; "auto", "4M tokens" are not
    Kind kind = Kind::sanity;

    const std::string& operator[](const std::string& key) const { return col.at(key); }
    bool fp8() const { return has(lower(col.at("precision")), "fp8"); }
    bool recompute() const; ///< activation checkpointing -> 8PT (and 2 s b d per layer)
    bool training() const { return kind >= Kind::memTrain; } // memTrain and the train* kinds
    std::string category() const { return kind == Kind::memTrain ? "Ct" : cat; }
};

Kind classify(const Row& r);

Row makeRow(const std::vector<std::string>& header, const std::vector<std::string>& cells);

} // namespace ridgeline::calib
