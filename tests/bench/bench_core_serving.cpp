// Serving simulation speed: 2,000 requests of Llama-3.1-8B on one H100 under vLLM (1,000-token
// prompts, 200-token answers, lengths varying with CV 0.5), at a light Poisson load (the most
// iterations: few requests share one), at 70 % of capacity, and all at once. Prints CPU time
// medians as `name: value unit`; serving_sim_2000_requests is the slowest of the three. The
// same for the speculative example (serving_sim_2000_requests_speculative), the serving curve
// and the frontier of three GPUs (frontier_three_gpus).
#include "core/catalogue/catalogue.h"
#include "core/charts/frontier.h"
#include "core/evaluation/evaluate.h"
#include "core/files/scenario_io.h"
#include "core/serving/serving_curve.h"
#include "core/serving/serving_sim.h"

#include <fmt/format.h>

#include <algorithm>
#include <ctime>
#include <vector>

namespace {

volatile double sink = 0;

double cpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

template <class F> double medianCpuSeconds(int rounds, F&& work) {
    std::vector<double> times;
    for (int r = 0; r < rounds; ++r) {
        const double start = cpuSeconds();
        work();
        times.push_back(cpuSeconds() - start);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

// The three loads on scenario `s` (a light Poisson load, 70 % of the offline maximum, all at
// once); prints each and returns the slowest, in seconds.
double slowestOfThree(const ridgeline::Scenario& s, ridgeline::ServingSpec load,
                      const char* suffix) {
    using namespace ridgeline;
    const Results r = evaluate(s);
    load.arrival = Arrival::closed;
    const double capacity = simulateServing(s, r, load).requestsPerS;
    struct Case {
        const char* name;
        Arrival arrival;
        double rate;
    };
    const Case cases[] = {{"serving_sim_2000_requests_light_load", Arrival::poisson, 0.05},
                          {"serving_sim_2000_requests_70_percent", Arrival::poisson, 0.7},
                          {"serving_sim_2000_requests_offline", Arrival::closed, 0}};
    double slowest = 0;
    for (const Case& c : cases) {
        load.arrival = c.arrival;
        load.requestsPerS = std::max(1e-3, c.rate * capacity);
        const double t =
            medianCpuSeconds(9, [&] { sink = sink + simulateServing(s, r, load).latencyS.p99; });
        slowest = std::max(slowest, t);
        fmt::print("{}{}: {:.2f} ms\n", c.name, suffix, t * 1e3);
    }
    return slowest;
}

} // namespace

int main() {
    using namespace ridgeline;
    const Catalogue cat = builtinCatalogue().value();
    Scenario s = parseScenario(R"({"ridgeline": 1, "model": {"preset": "llama-3.1-8b"},
        "hardware": {"gpu": "h100-sxm"}, "workload": {"prompt_tokens": 1000,
        "output_tokens": 200, "engine": "vllm"}})",
                               cat)
                     .value();
    ServingSpec load;
    load.requests = 2000;
    load.seed = 1;
    load.promptTokensCv = 0.5;
    load.outputTokensCv = 0.5;
    const double slowest = slowestOfThree(s, load, "");
    fmt::print("serving_sim_2000_requests: {:.2f} ms\n", slowest * 1e3);

    // The same loads on the speculative example (resources/scenarios/
    // llama-3.1-70b-speculative-4x-h100): a draft's k passes and a verify pass an iteration.
    const Scenario spec = parseScenario(R"({"ridgeline": 1, "model": {"preset": "llama-3.1-70b"},
        "hardware": {"gpu": "h100-sxm", "count": 4}, "workload": {"prompt_tokens": 1024,
        "output_tokens": 256, "weight_format": "bf16", "kv_format": "bf16",
        "tensor_parallel": 4, "engine": "vllm", "speculative": {"method": "draft",
        "draft_model": "llama-3.2-1b", "tokens": 4, "acceptance": 0.8}}})",
                                        cat)
                              .value();
    const double slowestSpec = slowestOfThree(spec, load, "_speculative");
    fmt::print("serving_sim_2000_requests_speculative: {:.2f} ms\n", slowestSpec * 1e3);

    // The serving chart's curve: 12 rates to 1.2x the offline maximum and the capacity at a
    // first-token limit, with the load's 1,000 requests and with the window's 300.
    Scenario limited = s;
    limited.requirements = Requirements{};
    limited.requirements->ttftS = 2.0;
    limited.requirements->percentile = 99;
    ServingSpec scenarioLoad;
    scenarioLoad.promptTokensCv = 0.5;
    scenarioLoad.outputTokensCv = 0.5;
    limited.workload.serving = scenarioLoad;
    for (int requests : {0, 300}) {
        ServingCurveOptions options;
        options.maxRequests = requests;
        int simulations = 0;
        const double t = medianCpuSeconds(5, [&] {
            const ServingCurve c = servingCurve(limited, options);
            simulations = c.simulations;
            sink = sink + c.capacity.requestsPerS;
        });
        fmt::print("serving_curve_{}_requests: {:.2f} ms ({} simulations)\n",
                   requests == 0 ? scenarioLoad.requests : requests, t * 1e3, simulations);
    }

    // The buyer's frontier of DeepSeek-R1 (fp8, SGLang, 1k/1k) over 8x H200, 8x B200 and GB200
    // NVL72: every layout, concurrency 1 to 512 (ridgeline-cli frontier; budget 2 s of CPU).
    const Scenario moe = parseScenario(R"({"ridgeline": 1, "model": {"preset": "deepseek-r1"},
        "hardware": {"gpu": "h200-sxm", "count": 8, "compare": [{"gpu": "b200", "count": 8},
          {"gpu": "gb200", "count": 72}]},
        "workload": {"prompt_tokens": 1024, "output_tokens": 1024, "engine": "sglang",
          "weight_format": "fp8", "kv_format": "fp8", "compute_format": "fp8"}})",
                                       cat)
                             .value();
    int simulations = 0;
    const double t = medianCpuSeconds(3, [&] {
        const Frontier f = frontier(moe, defaultFrontierConcurrency());
        simulations = f.simulations;
        sink = sink + double(f.front.size());
    });
    fmt::print("frontier_three_gpus: {:.0f} ms ({} simulations)\n", t * 1e3, simulations);
    return 0;
}
