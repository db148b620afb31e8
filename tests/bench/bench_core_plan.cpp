// Plan search speed: the full default serving search of the catalogue (the seed 002 Q4 case: a
// 70B model, 1,000 requests a minute, p95 under 5 s), the same with prefill-pool splits allowed,
// and a training search. Prints
// `name: value unit` lines (medians over repeated runs).
#include "core/catalogue/catalogue.h"
#include "core/files/scenario_io.h"
#include "core/plan/plan.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

struct Timed {
    double seconds = 0;
    ridgeline::PlanResult result;
};

Timed medianSearch(const ridgeline::Scenario& s, const ridgeline::Catalogue& cat, int rounds) {
    std::vector<double> times;
    Timed out;
    for (int r = 0; r < rounds; ++r) {
        const auto start = Clock::now();
        out.result = ridgeline::plan(s, cat);
        const std::chrono::duration<double> elapsed = Clock::now() - start;
        times.push_back(elapsed.count());
    }
    std::sort(times.begin(), times.end());
    out.seconds = times[times.size() / 2];
    return out;
}

void report(const char* name, const Timed& t) {
    fmt::print("{}_search: {:.1f} ms\n", name, t.seconds * 1e3);
    fmt::print("{}_configurations: {}\n", name, t.result.configurations);
    fmt::print("{}_evaluations: {}\n", name, t.result.evaluations);
    fmt::print("{}_evaluations_per_s: {:.0f} 1/s\n", name,
               double(t.result.evaluations) / t.seconds);
    fmt::print("{}_configurations_per_s: {:.0f} 1/s\n", name,
               double(t.result.configurations) / t.seconds);
}

} // namespace

int main() {
    using namespace ridgeline;
    const Catalogue cat = builtinCatalogue().value();
    const Scenario serving = parseScenario(R"({"model": {"preset": "llama-3.1-70b"},
        "requirements": {"requests_per_s": 16.6667, "prompt_tokens": 1000,
                         "output_tokens": 200, "latency_s": 5}})",
                                           cat)
                                 .value();
    report("plan_serving_default", medianSearch(serving, cat, 9));
    // The same search with a first-token limit and prefill-pool splits allowed: the default
    // search, then splits of the cheapest co-located plans sized by the serving simulation.
    const Scenario split = parseScenario(R"({"model": {"preset": "llama-3.1-70b"},
        "requirements": {"requests_per_s": 16.6667, "prompt_tokens": 1000,
                         "output_tokens": 200, "latency_s": 5, "ttft_s": 2,
                         "allow_disaggregated": true}})",
                                         cat)
                               .value();
    const Timed splitSearch = medianSearch(split, cat, 5);
    fmt::print("plan_serving_disaggregated_search: {:.1f} ms\n", splitSearch.seconds * 1e3);
    fmt::print("plan_serving_disaggregated_simulations: {}\n", splitSearch.result.simulations);
    const Scenario training = parseScenario(R"({"model": {"preset": "llama-3.1-8b"},
        "workload": {"mode": "training", "global_batch": 1024},
        "requirements": {"tokens": 1e12, "deadline_s": 2592000, "max_gpus": 1024}})",
                                            cat)
                                  .value();
    report("plan_training_default", medianSearch(training, cat, 3));
    return 0;
}
