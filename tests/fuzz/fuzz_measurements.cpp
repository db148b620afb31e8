// libFuzzer target: any bytes as a measurement file (plain CSV, llama-bench CSV, JSON or JSONL,
// vLLM serving JSON), as `ridgeline-cli calibrate` and File > Import measurements read it. A file
// that is refused comes back as one-line problems that say what is allowed; the rows of an
// accepted file become scenarios (or problems) and their predictions are finite.
#include "core/calibration/calibrate.h"
#include "core/calibration/measurements.h"
#include "fuzz_support.h"

#include <algorithm>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ridgeline;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Result<MeasurementFile> file = parseMeasurements(text, "bench.csv");
    if (!file) {
        fuzz::requireGoodProblems(file.problems(), size);
        return 0;
    }
    if (file->rows.empty())
        std::abort(); // an accepted file holds at least one usable row
    // The rows as calibrate sees them, with the GPU and model a file may leave out. A few rows
    // are enough: each is one evaluation, and the fit repeats that thousands of times.
    CalibrationDefaults defaults;
    defaults.gpu = "h100-sxm";
    std::vector<Measurement> rows(file->rows.begin(),
                                  file->rows.begin() +
                                      std::ptrdiff_t(std::min<std::size_t>(file->rows.size(), 4)));
    // A serving benchmark's run is predicted by simulating it: a few requests of it are enough
    // to take that path within the fuzzer's time per input.
    for (Measurement& m : rows)
        if (m.run)
            m.run->requests = std::min(m.run->requests, 16);
    const Result<std::vector<Scenario>> scenarios =
        measurementScenarios(rows, fuzz::catalogue(), defaults);
    if (!scenarios) {
        fuzz::requireGoodProblems(scenarios.problems(), size);
        return 0;
    }
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (!std::isfinite(predictedValue((*scenarios)[i], rows[i].metric)))
            std::abort();
    return 0;
}
