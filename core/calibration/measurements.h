// Measured inference results from other tools, as rows a calibration can fit to: the plain CSV of
// docs/scenario-format.md ("Measurements and calibrated profiles"), llama-bench's CSV and JSON
// output, and the result JSON of vLLM's serving benchmark.
#pragma once

#include "core/base/problems.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ridgeline {

// What a measurement file may hold (docs/scenario-format.md, "Limits on what is read"). A
// calibration evaluates every row a few thousand times, so the rows are bounded too.
/// Measurement files above this size are refused.
inline constexpr std::size_t maxMeasurementBytes = 16u << 20;
/// The most rows of a CSV (the header included) or tests of a llama-bench JSON or JSONL file.
inline constexpr std::size_t maxMeasurementRows = 10000;
/// The longest CSV row or JSONL line, in bytes.
inline constexpr std::size_t maxMeasurementRowBytes = 16384;
/// The most fields of one CSV row.
inline constexpr std::size_t maxMeasurementFields = 256;

enum class MeasuredMetric {
    decodeTokensPerS,  ///< generated tokens per second, all sequences together
    tpotS,             ///< seconds per output token of one sequence
    ttftS,             ///< seconds to the first token
    prefillTokensPerS, ///< prompt tokens processed per second
};

std::string_view metricName(MeasuredMetric m);
std::optional<MeasuredMetric> metricFromName(std::string_view name);
/// Decode metrics inform the memory side of a profile; prefill metrics the compute side.
inline bool isDecodeMetric(MeasuredMetric m) {
    return m == MeasuredMetric::decodeTokensPerS || m == MeasuredMetric::tpotS;
}
/// Time metrics fall when speed rises.
inline bool isTimeMetric(MeasuredMetric m) {
    return m == MeasuredMetric::tpotS || m == MeasuredMetric::ttftS;
}

enum class MeasurementSource {
    plainCsv,
    llamaBenchCsv,
    llamaBenchJson,
    vllmServingJson, ///< a serving benchmark's result: vLLM's or SGLang's, one run or several
};
std::string_view sourceName(MeasurementSource s);

/// How a serving benchmark client loaded the server for a row: a closed loop of `concurrency`
/// requests in flight (0: every request sent at once, or at `requestRate` when that is set),
/// `requests` of them, lengths uniform in [r L, L] when `rangeRatio` is set. Such rows are
/// predicted by the serving simulation of that run (core/calibration/calibrate.h), as means over
/// its requests.
struct BenchmarkRun {
    int concurrency = 0;
    double requestRate = 0; ///< requests/s of a Poisson client; 0: no rate limit
    int requests = 1;
    std::optional<double> rangeRatio;
};

/// One measured figure with the setup it was measured on. Empty ids and zero counts are not
/// stated by the file; a calibration fills them from its defaults or the hints.
struct Measurement {
    std::string label; ///< "row 3", "test 2": how messages name the row
    std::string model, gpu, engine;
    int count = 0;
    int tensorParallel = 0;
    std::string weightFormat, kvFormat; ///< a format name, or bits per value as a number
    std::int64_t batch = 1;
    std::int64_t promptTokens = 0;
    std::int64_t outputTokens = 0;
    MeasuredMetric metric = MeasuredMetric::decodeTokensPerS;
    double value = 0;
    // What the file says about the model and GPU when it has no catalogue ids.
    std::string modelHint; ///< "qwen2 7B Q4_K - Medium", "meta-llama/Llama-3.1-8B-Instruct"
    double paramsHint = 0; ///< parameters, when the file states them
    std::string gpuHint;   ///< "NVIDIA GeForce RTX 4090"
    /// A serving benchmark's run: the row is a mean over its requests (decodeTokensPerS: the
    /// whole run's output tokens/s), predicted by simulating the run.
    std::optional<BenchmarkRun> run;
};

struct MeasurementFile {
    MeasurementSource source = MeasurementSource::plainCsv;
    std::vector<Measurement> rows;
    /// Rows read but not usable (a llama-bench "pg" test mixes prefill and decode), in English.
    std::vector<std::string> skipped;
};

/// Reads any of the supported forms, telling them apart by their columns or keys. Problems name
/// `origin`, the row and the column. JSON is read by parseUserJson (duplicate keys and deep
/// nesting refused); a CSV beyond the limits above, or with a row whose fields do not match the
/// header, is refused at the first such row.
Result<MeasurementFile> parseMeasurements(std::string_view text, const std::string& origin);

} // namespace ridgeline
