// The whole-run rule of calibration_runs.h.
#include "tools/calibration/calibration_runs.h"

#include "core/evaluation/evaluate.h"
#include "core/files/scenario_io.h"

#include <cmath>
#include <cstdio>

namespace ridgeline::calib {

bool wholeRunWithoutCount(const Row& r) {
    return r.kind == Kind::trainGpuHours && r["gpu_count"].empty();
}

std::optional<Results> evaluateJson(const Catalogue& catalogue, const nlohmann::json& j) {
    const Result<Scenario> s = parseScenario(j.dump(), catalogue);
    if (!s)
        return std::nullopt;
    return evaluate(s.value());
}

int wholeRunGpus(const Catalogue& catalogue, nlohmann::json base) {
    base["workload"]["time_basis"] = "mfu";
    base["workload"]["deadline_s"] = wholeRunDays * 86400.0;
    base["workload"].erase("global_batch");
    const std::optional<Results> r = evaluateJson(catalogue, base);
    const double needed = r && r->training.gpusForDeadline ? *r->training.gpusForDeadline : 8.0;
    int gpus = 8;
    while (gpus < (1 << 20) && std::log2(needed) > std::log2(gpus) + 0.5)
        gpus *= 2;
    return gpus;
}

std::optional<WholeRun> wholeRun(const Catalogue& catalogue, const Row& r, nlohmann::json base) {
    const int gpus = wholeRunGpus(catalogue, base);
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
                        std::optional<Results> res = evaluateJson(catalogue, j);
                        if (res && res->memory.fits &&
                            (!best || res->training.gpuHours < best->results.training.gpuHours))
                            best = WholeRun{std::move(*res), std::move(j)};
                    }
    return best;
}

void printWholeRuns(const Catalogue& catalogue, const std::vector<const Row*>& rows,
                    const std::function<nlohmann::json(const Row&)>& json) {
    std::printf(
        "\nWhole runs without a GPU count (calibration_runs.h): cluster, layout, goodput\n");
    for (const Row* row : rows) {
        if (!wholeRunWithoutCount(*row))
            continue;
        const std::optional<WholeRun> w = wholeRun(catalogue, *row, json(*row));
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
