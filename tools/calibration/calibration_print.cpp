// The printed table of the calibration rows: per-row predictions, MAPE by category and engine,
// by group, the whole runs and the training time bases.
#include "tools/calibration/calibration_predictions.h"

#include <cstdio>

namespace ridgeline::calib {

void Predictions::print() const {
    std::printf("\n%-5s %-3s %-25s %12s %12s %7s %12s %7s  %s\n", "id", "cat", "engine", "measured",
                "predicted", "err%", "generic", "err%", "status");
    for (const Outcome& o : outcomes) {
        const Row& r = *o.row;
        if (!o.own || !o.generic) {
            std::printf("%-5s %-3s %-25s %12.5g %12s\n", r.id.c_str(), r.cat.c_str(),
                        r.engine.c_str(), r.value, "(failed)");
            continue;
        }
        std::printf("%-5s %-3s %-25s %12.5g %12.5g %+7.1f %12.5g %+7.1f  %s\n", r.id.c_str(),
                    r.category().c_str(), r.engine.c_str(), r.value, *o.own, o.err(o.own),
                    *o.generic, o.err(o.generic), o.excluded ? o.why.c_str() : "");
    }
    std::printf("\nMAPE %% (rows) by category x engine: each row's own profile on its non-excluded "
                "rows;\ngeneric* = the generic profile on every non-excluded row; excl. = own "
                "profile on excluded rows.\nC = weights/KV bytes, Ct = peak training memory.\n");
    std::printf("%-4s", "cat");
    const char* heads[] = {"llama.cpp",  "exllamav2",   "vllm",        "tensorrt-llm",
                           "hf-transf.", "hf-compiled", "llm-foundry", "generic",
                           "generic*",   "excl.",       "all own"};
    for (const char* h : heads)
        std::printf("%13s", h);
    std::printf("\n");
    for (const std::string& cat : categories) {
        std::printf("%-4s", cat.c_str());
        for (const std::string& e : engineColumns)
            std::printf("%13s", cell(errors(cat, e)).c_str());
        std::printf("%13s%13s%13s\n", cell(errors(cat, "generic*")).c_str(),
                    cell(errors(cat, "excl.")).c_str(), cell(ownErrors(cat)).c_str());
    }
    std::printf("\nMAPE %% (rows) by group, own profile: fitted = non-excluded rows, all = every "
                "expressible row\n");
    std::map<std::string, std::pair<std::vector<double>, std::vector<double>>> groups;
    for (const Outcome& o : outcomes) {
        if (!o.own || o.row->kind == Kind::trainFlop)
            continue;
        auto& [fitted, all] = groups[groupOf(*o.row)];
        (o.excluded ? all : fitted).push_back(o.err(o.own));
        if (!o.excluded)
            all.push_back(o.err(o.own));
    }
    for (const auto& [group, errs] : groups)
        std::printf("%-10s %12s %12s\n", group.c_str(), cell(errs.first).c_str(),
                    cell(errs.second).c_str());
    std::vector<const Row*> evaluated;
    for (const Outcome& o : outcomes)
        evaluated.push_back(o.row);
    printWholeRuns(*catalogue, evaluated,
                   [this](const Row& r) { return scenarioJson(*catalogue, r, r.engine, 1); });
    std::printf("\nTraining rows (D, own profile, non-excluded), MAPE %% by time basis:\n");
    std::printf("%-12s %10s %10s\n", "group", "modelled", "mfu");
    for (const char* g : {"throughput", "gpu-hours"})
        std::printf("%-12s %10.1f %10.1f\n", g, trainingMape(g, true), trainingMape(g, false));
    std::fflush(stdout);
}

} // namespace ridgeline::calib
