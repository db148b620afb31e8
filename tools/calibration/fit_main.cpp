// ridgeline-fit: refits the engine profiles of the built-in catalogue to
// tests/data/calibration.csv through the core (tools/CALIBRATION.md, "Refitting").
//
//   ridgeline-fit [--engine ID] [--csv FILE] [--holdout] [--json | --write FILE | --check]
//
// Prints each profile's rows predicted with engines.json's constants and with the refit, the
// constants and the before/after MAPE table. --json prints only the refitted constants as an
// engines.json fragment; --write FILE writes engines.json with them (every other key kept) to
// FILE; --check exits 1 when some profile's engines.json constants are not the core's fit
// (fit_output.h's rule); --holdout also prints each profile's leave-one-group-out errors
// (fit_holdout.h). Never writes resources/ by itself.
#include "tools/calibration/fit_holdout.h"
#include "tools/calibration/fit_output.h"

#include "core/catalogue/catalogue_data.h"

#include <cstdio>
#include <string>
#include <vector>

using namespace ridgeline;

namespace {

int usage(const std::string& problem) {
    std::fprintf(stderr,
                 "ridgeline-fit: %s\nusage: ridgeline-fit [--engine ID] [--csv FILE] [--holdout] "
                 "[--json | --write FILE | --check]\n",
                 problem.c_str());
    return 2;
}

std::string engineIds() {
    std::string ids;
    for (const calib::FitPlan& p : calib::fitPlans())
        ids += (ids.empty() ? "" : ", ") + p.engine;
    return ids;
}

} // namespace

int main(int argc, char** argv) {
    std::string engine, csv = calib::defaultCsvPath(), writePath;
    bool json = false, check = false, holdout = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool hasValue = i + 1 < argc;
        if (a == "--engine" && hasValue)
            engine = argv[++i];
        else if (a == "--csv" && hasValue)
            csv = argv[++i];
        else if (a == "--write" && hasValue)
            writePath = argv[++i];
        else if (a == "--json")
            json = true;
        else if (a == "--check")
            check = true;
        else if (a == "--holdout")
            holdout = true;
        else
            return usage("unknown or incomplete option " + a);
    }
    if (int(json) + int(check) + int(!writePath.empty()) > 1)
        return usage("--json, --write and --check exclude each other");
    if (!engine.empty() && !calib::fitPlan(engine))
        return usage("--engine " + engine + " has no constants to refit (allowed: " + engineIds() +
                     ")");

    calib::Predictions rows;
    const std::string error = rows.load(csv);
    if (!error.empty()) {
        std::fprintf(stderr, "ridgeline-fit: %s\n", error.c_str());
        return 2;
    }
    const std::string enginesText(detail::builtinEnginesJson());
    const nlohmann::json enginesJson = nlohmann::json::parse(enginesText);
    std::vector<calib::EngineFitResult> results;
    for (const calib::FitPlan& plan : calib::fitPlans()) {
        if (engine.empty() || plan.engine == engine)
            results.push_back(calib::fitEngine(*rows.catalogue, enginesJson, rows.rows, plan));
    }

    if (json) {
        std::printf("%s\n", calib::fittedFragment(results).dump(2).c_str());
        return 0;
    }
    std::printf("ridgeline-fit: engine profiles refitted through the core to %s\n",
                csv == calib::defaultCsvPath() ? "tests/data/calibration.csv" : csv.c_str());
    for (const calib::EngineFitResult& r : results) {
        calib::printEngineFit(r);
        if (holdout)
            calib::printHoldout(
                r, calib::leaveOneGroupOut(*rows.catalogue, enginesJson, rows.rows, r));
    }
    calib::printFitSummary(results);
    bool allFit = true;
    for (const calib::EngineFitResult& r : results) {
        if (!r.problems.empty())
            std::fprintf(stderr, "%s: %s\n", r.plan->engine.c_str(), r.problems.c_str());
        allFit = allFit && calib::shippedIsFit(r);
    }
    if (!writePath.empty()) {
        const std::string text = calib::withFittedConstants(enginesText, results);
        const std::string failed = text.empty()
                                       ? "the built-in engines.json is not an engines catalogue"
                                       : calib::writeAtomically(writePath, text);
        if (!failed.empty()) {
            std::fprintf(stderr, "ridgeline-fit: %s\n", failed.c_str());
            return 1;
        }
        std::printf("\nwrote %s\n", writePath.c_str());
    }
    return check && !allFit ? 1 : 0;
}
