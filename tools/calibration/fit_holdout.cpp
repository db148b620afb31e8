// The leave-one-group-out refits of fit_holdout.h.
#include "tools/calibration/fit_holdout.h"

#include <algorithm>
#include <cstdio>
#include <set>

namespace ridgeline::calib {

namespace {

std::string groupOf(const Row& r, const std::string& kind) {
    if (kind == "gpu")
        return r.gpu;
    if (kind == "model")
        return r.model;
    const auto it = r.col.find("source");
    return it == r.col.end() ? std::string() : it->second;
}

// The profile of `base` with `values` for the plan's constants.
Catalogue withConstants(const Catalogue& base, const nlohmann::json& enginesJson,
                        const FitPlan& plan, const std::vector<double>& values) {
    Catalogue c = base;
    nlohmann::json stated = nlohmann::json::object();
    for (const nlohmann::json& e : enginesJson.value("engines", nlohmann::json::array())) {
        if (e.value("id", "") == plan.engine)
            stated = e;
    }
    for (EngineProfile& e : c.engines) {
        if (e.id != plan.engine)
            continue;
        for (std::size_t k = 0; k < values.size(); ++k)
            setValue(e, plan.constants[k], values[k], stated);
    }
    return c;
}

double mapeOn(const Catalogue& c, const std::vector<const Row*>& rows, const std::string& engine) {
    std::vector<double> errors;
    std::string why;
    for (const Row* r : rows) {
        const std::optional<double> p = predict(c, *r, engine, why);
        errors.push_back(p ? (*p - r->value) / r->value * 100.0 : 1000.0);
    }
    return mape(errors);
}

} // namespace

std::vector<HeldOutGroup> leaveOneGroupOut(const Catalogue& base, const nlohmann::json& enginesJson,
                                           const std::vector<Row>& rows,
                                           const EngineFitResult& full) {
    std::vector<HeldOutGroup> out;
    const FitPlan& plan = *full.plan;
    const std::vector<const Row*> own = fitRows(rows, plan.engine, Objective::modelled);
    const Catalogue fullFit = withConstants(base, enginesJson, plan, full.fitted);
    for (const char* kind : {"gpu", "model", "source"}) {
        std::set<std::string> names;
        for (const Row* r : own)
            names.insert(groupOf(*r, kind));
        for (const std::string& name : names) {
            std::vector<Row> rest;
            std::vector<const Row*> left;
            for (const Row* r : own) {
                if (groupOf(*r, kind) == name)
                    left.push_back(r);
            }
            for (const Row& r : rows) {
                if (r.engine != plan.engine || groupOf(r, kind) != name)
                    rest.push_back(r);
            }
            if (left.empty() || left.size() == own.size())
                continue;
            const EngineFitResult refit = fitEngine(base, enginesJson, rest, plan);
            const Catalogue c = withConstants(base, enginesJson, plan, refit.fitted);
            HeldOutGroup g{std::string(kind),
                           name,
                           int(left.size()),
                           refit.mapeFitted,
                           mapeOn(c, left, plan.engine),
                           mapeOn(fullFit, left, plan.engine),
                           refit.fitted};
            out.push_back(std::move(g));
        }
    }
    return out;
}

void printHoldout(const EngineFitResult& full, const std::vector<HeldOutGroup>& groups) {
    const FitPlan& plan = *full.plan;
    std::printf("\n%s: leave one group out (refitted without the group; MAPE %% of its rows)\n",
                plan.engine.c_str());
    if (groups.empty()) {
        std::printf("  no group leaves rows to fit on\n");
        return;
    }
    std::printf("  %-7s %-44s %4s %10s %9s %9s  constants\n", "group", "left out", "rows",
                "in-sample", "left-out", "full fit");
    double sum = 0;
    int n = 0;
    for (const HeldOutGroup& g : groups) {
        std::string values;
        for (std::size_t k = 0; k < g.fitted.size(); ++k)
            values += (k ? ", " : "") + plan.constants[k].name() + " " +
                      std::to_string(g.fitted[k]).substr(0, 7);
        const std::string name = g.name.size() > 44 ? g.name.substr(g.name.size() - 44) : g.name;
        std::printf("  %-7s %-44s %4d %9.1f%% %8.1f%% %8.1f%%  %s\n", g.kind.c_str(), name.c_str(),
                    g.rows, g.mapeInSample, g.mapeLeftOut, g.mapeFullFit, values.c_str());
        sum += g.mapeLeftOut * g.rows;
        n += g.rows;
    }
    const auto modelled = std::count_if(full.rows.begin(), full.rows.end(), [](const RowFit& f) {
        return f.objective == Objective::modelled;
    });
    std::printf(
        "  in-sample MAPE %.1f %% (%d rows); every left-out row, weighted by rows: %.1f %%\n",
        full.mapeFitted, int(modelled), n ? sum / n : 0.0);
}

} // namespace ridgeline::calib
