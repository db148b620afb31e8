// Whole published training runs that state no GPU count (the GPU-hour rows of
// tests/data/calibration.csv): one rule for all of them, tools/CALIBRATION.md "Whole runs".
//
// - The cluster: the GPUs that finish the run in 30 days at the profile's MFU (the core's
//   training.gpus_for_deadline; docs/physics.md worked example 6 uses the same month), rounded
//   to the nearest power of two (in log scale) of at least one node.
// - The layout: the fastest that fits in memory (lowest modelled GPU-hours) over tensor parallel
//   1-8 inside a node, pipeline parallel 1-8, ZeRO 1 or 3, no, selective or full recomputation
//   and micro-batches of 1 or 2, with the global batch the row states (else micro-batch x data
//   parallel): a lab is assumed to run the layout the step model finds best.
#pragma once

#include "calibration_rows.h"
#include "test_support.h"

#include "core/evaluate.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <optional>
#include <vector>

namespace ridgeline::calib {

inline constexpr double wholeRunDays = 30;

/// A GPU-hour row without a GPU count.
inline bool wholeRunWithoutCount(const Row& r) {
    return r.kind == Kind::trainGpuHours && r["gpu_count"].empty();
}

inline std::optional<Results> evaluateJson(const nlohmann::json& j) {
    const Result<Scenario> s = parseScenario(j.dump(), test::catalogue());
    if (!s)
        return std::nullopt;
    return evaluate(s.value());
}

/// The GPU count of the rule above for a row's scenario JSON (`base`, one GPU).
inline int wholeRunGpus(nlohmann::json base) {
    base["workload"]["time_basis"] = "mfu";
    base["workload"]["deadline_s"] = wholeRunDays * 86400.0;
    base["workload"].erase("global_batch");
    const std::optional<Results> r = evaluateJson(base);
    const double needed = r && r->training.gpusForDeadline ? *r->training.gpusForDeadline : 8.0;
    int gpus = 8;
    while (gpus < (1 << 20) && std::log2(needed) > std::log2(gpus) + 0.5)
        gpus *= 2;
    return gpus;
}

struct WholeRun {
    Results results;
    nlohmann::json scenario;
};

/// The fastest fitting layout of the rule above, evaluated; nullopt when none fits.
inline std::optional<WholeRun> wholeRun(const Row& r, nlohmann::json base) {
    const int gpus = wholeRunGpus(base);
    const int globalBatch = base["workload"].value("global_batch", 0);
    std::optional<WholeRun> best;
    for (int tp : {1, 2, 4, 8})
        for (int pp : {1, 2, 4, 8})
            for (int zero : {1, 3})
                for (const char* recompute : {"none", "selective", "full"})
                    for (int micro : {1, 2}) {
                        const int dp = gpus / (tp * pp);
                        if (r.heads % tp != 0 || r.layers % pp != 0 ||
                            (globalBatch > 0 && micro * dp > globalBatch))
                            continue;
                        nlohmann::json j = base;
                        j["hardware"]["count"] = gpus;
                        nlohmann::json& w = j["workload"];
                        w.update({{"tensor_parallel", tp},
                                  {"pipeline_parallel", pp},
                                  {"zero_stage", zero},
                                  {"recompute", recompute},
                                  {"micro_batch", micro}});
                        if (globalBatch > 0)
                            w["global_batch"] =
                                std::llround(double(globalBatch) / (micro * dp)) * micro * dp;
                        std::optional<Results> res = evaluateJson(j);
                        if (res && res->memory.fits &&
                            (!best || res->training.gpuHours < best->results.training.gpuHours))
                            best = WholeRun{std::move(*res), std::move(j)};
                    }
    return best;
}

/// Prints the cluster, layout and goodput the rule finds for each whole run among `rows`;
/// `json` gives a row's one-GPU scenario.
template <class Json> void printWholeRuns(const std::vector<const Row*>& rows, Json json) {
    std::printf(
        "\nWhole runs without a GPU count (calibration_runs.h): cluster, layout, goodput\n");
    for (const Row* row : rows) {
        if (!wholeRunWithoutCount(*row))
            continue;
        const std::optional<WholeRun> w = wholeRun(*row, json(*row));
        if (!w)
            continue;
        const nlohmann::json& l = w->scenario["workload"];
        const TrainingFigures& t = w->results.training;
        std::printf("%-5s %6d GPUs  TP %d PP %d DP %d ZeRO %d recompute %s micro %d global %d  "
                    "step MFU %.3f goodput %.3f whole-run MFU %.3f\n",
                    row->id.c_str(), w->results.gpus, l.value("tensor_parallel", 1),
                    l.value("pipeline_parallel", 1), t.dataParallel, l.value("zero_stage", 0),
                    l.value("recompute", "").c_str(), l.value("micro_batch", 1),
                    l.value("global_batch", 0), t.impliedMfu / t.goodput, t.goodput, t.impliedMfu);
    }
    std::fflush(stdout);
}

} // namespace ridgeline::calib
