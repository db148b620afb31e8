// Core speed: one scenario evaluation, a 4096-point training sweep over GPU count, and the full
// data of the four charts for 16 GPUs at 256 points per curve. Prints `name: value unit` lines
// (medians over repeated runs).
#include "core/catalogue/catalogue.h"
#include "core/charts/chart_data.h"
#include "core/evaluation/evaluate.h"
#include "core/files/scenario_io.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

// Keeps the optimiser from dropping work whose result is unused.
volatile double sink = 0;

template <class F> double medianSeconds(int rounds, int iterations, F&& work) {
    std::vector<double> perIteration;
    for (int r = 0; r < rounds; ++r) {
        const auto start = Clock::now();
        for (int i = 0; i < iterations; ++i)
            work(i);
        const std::chrono::duration<double> elapsed = Clock::now() - start;
        perIteration.push_back(elapsed.count() / iterations);
    }
    std::sort(perIteration.begin(), perIteration.end());
    return perIteration[perIteration.size() / 2];
}

} // namespace

int main() {
    using namespace ridgeline;
    const Catalogue cat = builtinCatalogue().value();
    Scenario s = defaultScenario(cat);

    const double evaluateS = medianSeconds(15, 20000, [&](int i) {
        s.workload.batch = 1 + (i & 63); // vary the input so nothing is cached
        sink = sink + evaluate(s).inference.tokensPerS;
    });
    fmt::print("evaluate_scenario: {:.3f} us\n", evaluateS * 1e6);

    s.workload.mode = Mode::training;
    const double trainingS = medianSeconds(15, 20000, [&](int i) {
        s.workload.microBatch = 1 + (i & 7);
        sink = sink + evaluate(s).training.timeS;
    });
    fmt::print("evaluate_training_scenario: {:.3f} us\n", trainingS * 1e6);
    // A training sweep over GPU count: 1..4096 GPUs, one evaluation each (the scaling chart's
    // work at its finest).
    const double sweepS = medianSeconds(7, 3, [&](int) {
        Scenario t = s;
        for (int n = 1; n <= 4096; ++n) {
            t.hardware.count = n;
            sink = sink + evaluate(t).training.tokensPerS;
        }
    });
    fmt::print("training_sweep_4096_gpu_counts: {:.3f} ms\n", sweepS * 1e3);
    fmt::print("training_sweep_per_point: {:.3f} us\n", sweepS / 4096 * 1e6);
    s.workload.mode = Mode::inference;
    s.workload.batch = 8;

    std::vector<GpuChoice> choices;
    for (const Gpu& g : cat.gpus)
        choices.push_back({g, 1, 1});
    const ChartRanges ranges; // 256 points per curve
    const double chartsS = medianSeconds(15, 10, [&](int i) {
        s.workload.batch = 1 + i;
        const ChartData data = buildChartData(s, choices, ranges);
        sink = sink + double(data.cost.size() + data.kv.series.size());
    });
    fmt::print("chart_data_16_gpus_256_points: {:.3f} ms\n", chartsS * 1e3);
    fmt::print("chart_data_gpus: {} gpus\n", choices.size());
    return 0;
}
