// Measured points to lay over the frontier (docs/frontier.md): the long-form rows of a
// serving-curves CSV (id, source, date, ..., concurrency, metric, value, unit, setup) or the result
// JSON of a vLLM / SGLang serving benchmark (read by parseMeasurements), each turned into output
// tokens/s per GPU against tokens/s per user (1 / mean TPOT).
#pragma once

#include "core/base/problems.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ridgeline {

struct MeasuredFrontierPoint {
    std::string label;        ///< what the chart writes beside it: "H200 x8 sglang c64", "run 2"
    std::string source, date; ///< where the figure was published and when (CSV form only)
    std::string gpu;          ///< as the file names it; empty when it does not
    int gpus = 0;             ///< GPUs of the instance the per-GPU figures divide by
    int concurrency = 0;      ///< requests in flight; 0 when the file does not say
    double perGpuOutputTokensPerS = 0;
    std::optional<double> perGpuTotalTokensPerS;
    double interactivityTokensPerS = 0; ///< 1 / mean TPOT
};

/// Allowed GPUs per instance for a benchmark JSON that does not state them.
inline constexpr int maxMeasuredFrontierGpus = 1024;

/// The points of `text` (either form, told apart by the CSV's header). A run or a CSV group
/// without both an output throughput and a mean TPOT is left out. `gpus` (1..1024) divides a
/// benchmark JSON's whole-server throughput; the CSV states its own per-GPU figures. Problems
/// name `origin` and the row or field.
Result<std::vector<MeasuredFrontierPoint>>
parseMeasuredFrontier(std::string_view text, const std::string& origin, int gpus);

} // namespace ridgeline
