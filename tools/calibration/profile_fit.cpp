// The grid search of profile_fit.h.
#include "tools/calibration/profile_fit.h"

#include "core/physics/physics.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace ridgeline::calib {

int FreeConstant::points() const {
    return int(std::lround((high - low) / step)) + 1;
}

double FreeConstant::at(int i) const {
    return std::round((low + i * step) * 1e6) / 1e6;
}

int FreeConstant::nearest(double v) const {
    return std::clamp(int(std::lround((v - low) / step)), 0, points() - 1);
}

double etaComputeCeiling() {
    return std::floor(0.76 / gemmShapeFactor(8192, 8192, 8192) * 100.0) / 100.0;
}

const std::vector<FitPlan>& fitPlans() {
    // Grids of tools/CALIBRATION.md: eta_m 0.30..0.92 (the H100 HBM read ceiling, F189) and the
    // step overhead 0..30 ms by 0.1 ms (the first fit), eta_c 0.20 up to the F192 ceiling by 0.01
    // (prefill by shape), elementwise traffic 1..4 (HF eager) and 1..10 (llm-foundry), mfu
    // 0.10..0.70 by 0.001 (the first fit's MFU grid).
    const double cMax = etaComputeCeiling();
    const FreeConstant etaM{"eta_memory", "", 0.30, 0.92, 0.01};
    const FreeConstant etaC{"eta_compute", "", 0.20, cMax, 0.01};
    const FreeConstant step{"step_overhead_s", "", 0.0, 0.030, 0.0001};
    const FreeConstant mfu{"mfu", "", 0.10, 0.70, 0.001, Objective::mfu};
    static const std::vector<FitPlan> plans{
        {"llama.cpp",
         {etaM, {"eta_memory", "GDDR", 0.30, 0.92, 0.01}, step, etaC},
         "mfu (no training rows)"},
        {"exllamav2",
         {etaM, step},
         "eta_compute (no prefill rows: the old 0.5 scaled with every ceiling to 0.46), mfu"},
        {"tensorrt-llm", {etaM, etaC, step}, "mfu (no training rows), max_batch (documented)"},
        {"hf-transformers",
         {etaC, step, {"elementwise_traffic", "", 1.0, 4.0, 0.5}, mfu},
         "eta_memory (hf-transformers-compiled's: shared, its decode rows identify it)"},
        {"hf-transformers-compiled",
         {etaM, step},
         "eta_compute and mfu (hf-transformers': no prefill or training rows)"},
        {"llm-foundry",
         {{"elementwise_traffic", "", 1.0, 10.0, 0.5}},
         "inference efficiencies and mfu (generic's); the overlap interference is physics-wide"},
    };
    return plans;
}

const FitPlan* fitPlan(const std::string& engine) {
    for (const FitPlan& p : fitPlans()) {
        if (p.engine == engine)
            return &p;
    }
    return nullptr;
}

namespace {

double* slot(Efficiency& e, const std::string& key) {
    if (key == "eta_memory")
        return &e.memory;
    if (key == "eta_compute")
        return &e.compute;
    if (key == "mfu")
        return &e.mfu;
    if (key == "step_overhead_s")
        return &e.stepOverheadS;
    return nullptr;
}

double read(Efficiency e, const std::string& key) {
    const double* v = slot(e, key);
    return v ? *v : 0.0;
}

/// The variant of a memory type (not a vendor's) with this prefix.
template <class Profile> auto* variantOf(Profile& e, const std::string& prefix) {
    decltype(&e.variants.front()) found = nullptr;
    for (auto& v : e.variants) {
        if (!found && !v.vendor && v.memoryTypePrefix == prefix)
            found = &v;
    }
    return found;
}

bool variantStates(const nlohmann::json& stated, std::size_t i, const std::string& key) {
    const auto v = stated.find("variants");
    return v != stated.end() && v->is_array() && i < v->size() && (*v)[i].contains(key);
}

} // namespace

double valueOf(const EngineProfile& e, const FreeConstant& c) {
    if (c.key == "elementwise_traffic")
        return e.elementwiseTraffic;
    if (c.variant.empty())
        return read(e.efficiency, c.key);
    const EfficiencyVariant* v = variantOf(e, c.variant);
    return v ? read(v->efficiency, c.key) : 0.0;
}

void setValue(EngineProfile& e, const FreeConstant& c, double v, const nlohmann::json& stated) {
    if (c.key == "elementwise_traffic") {
        e.elementwiseTraffic = v;
        return;
    }
    if (!c.variant.empty()) {
        if (EfficiencyVariant* var = variantOf(e, c.variant))
            *slot(var->efficiency, c.key) = v;
        return;
    }
    *slot(e.efficiency, c.key) = v;
    for (std::size_t i = 0; i < e.variants.size(); ++i) {
        if (!variantStates(stated, i, c.key))
            *slot(e.variants[i].efficiency, c.key) = v;
    }
}

bool EngineFitResult::landsOnShipped() const {
    for (std::size_t k = 0; k < shipped.size(); ++k) {
        if (std::fabs(fitted[k] - shipped[k]) > plan->constants[k].step + 1e-9)
            return false;
    }
    return true;
}

std::vector<const Row*> fitRows(const std::vector<Row>& rows, const std::string& engine,
                                Objective objective) {
    std::vector<const Row*> out;
    for (const Row& r : rows) {
        if (r.engine != engine || namedExclusions().count(r.id) || !partOf(r))
            continue;
        if (objective == Objective::mfu && r.cat != "D")
            continue;
        out.push_back(&r);
    }
    return out;
}

namespace {

/// A row's relative error in percent, or this when it cannot be predicted.
constexpr double failedRowError = 1000.0;

/// The objective: a working copy of the catalogue whose profile takes the candidate constants,
/// and each row's prediction memoised by the efficiency it runs with on its GPU.
class Search {
public:
    Search(const Catalogue& base, const nlohmann::json& stated, const std::vector<Row>& rows,
           const FitPlan& plan)
        : work_(base)
        , stated_(stated)
        , plan_(plan) {
        for (EngineProfile& e : work_.engines) {
            if (e.id == plan.engine)
                profile_ = &e;
        }
        for (Objective o : {Objective::modelled, Objective::mfu}) {
            const bool judged =
                std::any_of(plan.constants.begin(), plan.constants.end(),
                            [o](const FreeConstant& c) { return c.objective == o; });
            rows_[o] = judged ? fitRows(rows, plan.engine, o) : std::vector<const Row*>{};
        }
    }

    const std::vector<const Row*>& rows(Objective o) { return rows_[o]; }
    int predictions() const { return predictions_; }
    std::string problems;

    void apply(const std::vector<double>& values) {
        for (std::size_t k = 0; k < values.size(); ++k)
            setValue(*profile_, plan_.constants[k], values[k], stated_);
    }

    std::optional<double> predictRow(const Row& r, Objective o) {
        const Gpu* gpu = work_.gpu(r.gpu.empty() ? placeholderGpu : r.gpu);
        const Efficiency& e = efficiencyFor(*profile_, gpu->vendor, gpu->memoryType);
        const auto key = std::make_tuple(&r, o == Objective::mfu, e.memory, e.compute, e.mfu,
                                         e.stepOverheadS, profile_->elementwiseTraffic);
        const auto it = cache_.find(key);
        if (it != cache_.end())
            return it->second;
        ++predictions_;
        const std::optional<std::string> basis =
            o == Objective::mfu ? std::optional<std::string>("mfu") : std::nullopt;
        std::string why;
        const std::optional<double> p = predict(work_, r, plan_.engine, why, basis);
        if (!p)
            problems += why;
        cache_.emplace(key, p);
        return p;
    }

    double mapeOf(const std::vector<double>& values, Objective o) {
        apply(values);
        double sum = 0;
        for (const Row* r : rows_[o]) {
            const std::optional<double> p = predictRow(*r, o);
            sum += p ? std::fabs(*p - r->value) / r->value * 100.0 : failedRowError;
        }
        return rows_[o].empty() ? 0.0 : sum / double(rows_[o].size());
    }

    /// Coordinate search over the constants `group` (indices into the plan) from `at`: on the
    /// coarse grid (about 16 points a constant) when `coarse`, else on the full grid within one
    /// coarse step of the current point. Each round scans every constant; when none moves, each
    /// constant is scanned again beside a step of every other (a valley along two constants).
    std::pair<std::vector<int>, double> descend(const std::vector<std::size_t>& group,
                                                std::vector<int> at, Objective o, bool coarse) {
        auto valueAt = [this](const std::vector<int>& idx) {
            std::vector<double> v(idx.size());
            for (std::size_t k = 0; k < idx.size(); ++k)
                v[k] = plan_.constants[k].at(idx[k]);
            return v;
        };
        auto stride = [this](std::size_t k) {
            return std::max(1, (plan_.constants[k].points() - 1) / 15);
        };
        auto candidates = [&](std::size_t k, int around) {
            std::vector<int> c;
            const int n = plan_.constants[k].points(), s = stride(k);
            if (coarse) {
                for (int i = 0; i < n; i += s)
                    c.push_back(i);
                if (c.back() != n - 1)
                    c.push_back(n - 1);
            } else {
                for (int i = std::max(0, around - s); i <= std::min(n - 1, around + s); ++i)
                    c.push_back(i);
            }
            return c;
        };
        if (coarse) { // the start snapped to the coarse grid
            for (std::size_t k : group)
                at[k] = std::min(int(std::lround(double(at[k]) / stride(k))) * stride(k),
                                 plan_.constants[k].points() - 1);
        }
        double best = mapeOf(valueAt(at), o);
        auto scan = [&](std::vector<int> base, std::size_t k) {
            bool better = false;
            for (int i : candidates(k, base[k])) {
                base[k] = i;
                const double m = mapeOf(valueAt(base), o);
                if (m < best - 1e-9) {
                    best = m;
                    at = base;
                    better = true;
                }
            }
            return better;
        };
        for (bool moved = true; moved;) {
            moved = false;
            for (std::size_t k : group)
                moved = scan(at, k) || moved;
            if (moved)
                continue;
            for (std::size_t k : group) {
                for (std::size_t l : group) {
                    const int s = coarse ? stride(k) : 1;
                    for (int d : {-s, s}) {
                        std::vector<int> next = at;
                        next[k] += d;
                        if (k == l || next[k] < 0 || next[k] >= plan_.constants[k].points())
                            continue;
                        moved = scan(next, l) || moved;
                    }
                }
            }
        }
        return {at, best};
    }

private:
    Catalogue work_;
    EngineProfile* profile_ = nullptr;
    const nlohmann::json& stated_;
    const FitPlan& plan_;
    std::map<Objective, std::vector<const Row*>> rows_;
    std::map<std::tuple<const Row*, bool, double, double, double, double, double>,
             std::optional<double>>
        cache_;
    int predictions_ = 0;
};

const nlohmann::json& statedEntry(const nlohmann::json& enginesJson, const std::string& id) {
    static const nlohmann::json none = nlohmann::json::object();
    if (enginesJson.contains("engines")) {
        for (const nlohmann::json& e : enginesJson["engines"]) {
            if (e.value("id", "") == id)
                return e;
        }
    }
    return none;
}

} // namespace

EngineFitResult fitEngine(const Catalogue& base, const nlohmann::json& enginesJson,
                          const std::vector<Row>& rows, const FitPlan& plan) {
    EngineFitResult out;
    out.plan = &plan;
    const EngineProfile* shipped = base.engine(plan.engine);
    const EngineProfile* untuned = base.engine("generic");
    if (!shipped || !untuned) {
        out.problems = "no engine profile " + plan.engine + " in the catalogue; ";
        return out;
    }
    Search search(base, statedEntry(enginesJson, plan.engine), rows, plan);
    std::vector<int> fromShipped, fromUntuned;
    for (const FreeConstant& c : plan.constants) {
        out.shipped.push_back(valueOf(*shipped, c));
        fromShipped.push_back(c.nearest(out.shipped.back()));
        // the untuned start: PHYSICS's defaults (the generic profile), fused kernels
        fromUntuned.push_back(c.nearest(c.variant.empty() ? valueOf(*untuned, c) : 0.8));
    }
    std::vector<int> fitted = fromUntuned;
    for (Objective o : {Objective::modelled, Objective::mfu}) {
        std::vector<std::size_t> group;
        for (std::size_t k = 0; k < plan.constants.size(); ++k) {
            if (plan.constants[k].objective == o)
                group.push_back(k);
        }
        if (search.rows(o).empty()) { // nothing to judge them on: engines.json's values stay
            for (std::size_t k : group)
                fitted[k] = fromShipped[k];
        }
        if (group.empty() || search.rows(o).empty())
            continue;
        std::vector<int> a = fitted, b = fitted;
        for (std::size_t k : group)
            b[k] = fromShipped[k];
        const auto [atA, mapeA] =
            search.descend(group, search.descend(group, a, o, true).first, o, false);
        const auto [atB, mapeB] =
            search.descend(group, search.descend(group, b, o, true).first, o, false);
        fitted = mapeB < mapeA - 1e-9 ? atB : atA;
    }
    for (std::size_t k = 0; k < plan.constants.size(); ++k)
        out.fitted.push_back(plan.constants[k].at(fitted[k]));
    for (Objective o : {Objective::modelled, Objective::mfu}) {
        const double before = search.mapeOf(out.shipped, o);
        const double after = search.mapeOf(out.fitted, o);
        (o == Objective::mfu ? out.mfuMapeShipped : out.mapeShipped) = before;
        (o == Objective::mfu ? out.mfuMapeFitted : out.mapeFitted) = after;
        for (const Row* r : search.rows(o)) {
            RowFit f{r, o, {}, {}};
            search.apply(out.shipped);
            f.shipped = search.predictRow(*r, o);
            search.apply(out.fitted);
            f.fitted = search.predictRow(*r, o);
            out.rows.push_back(f);
        }
    }
    out.predictions = search.predictions();
    out.problems += search.problems;
    return out;
}

} // namespace ridgeline::calib
