#include "core/calibrate.h"

#include "core/serving_sim.h"

#include "core/evaluate.h"
#include "core/scenario_io.h"
#include "core/user_json.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>

namespace ridgeline {

namespace {

using json = nlohmann::json;

std::string normalized(std::string_view text, bool keepPunctuation) {
    std::string out;
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u))
            out += char(std::tolower(u));
        else if (keepPunctuation && (c == '.' || c == '-' || c == '_'))
            out += c == '_' ? '-' : c;
    }
    return out;
}

// The catalogue model a file's name for it means: the longest catalogue id inside the name
// ("meta-llama/Llama-3.1-8B-Instruct"), else the one model of the stated size whose id starts
// with the name's first word (llama-bench's "qwen2 7B Q4_K - Medium", 7.6e9 parameters).
std::string modelFromHint(const Measurement& m, const Catalogue& cat) {
    const std::string name = normalized(m.modelHint.substr(m.modelHint.rfind('/') + 1), true);
    std::string best;
    for (const ModelPreset& p : cat.models)
        if (name.find(p.id) != std::string::npos && p.id.size() > best.size())
            best = p.id;
    if (!best.empty() || m.paramsHint <= 0)
        return best;
    const std::string word = normalized(m.modelHint.substr(0, m.modelHint.find(' ')), true);
    for (const ModelPreset& p : cat.models) {
        const double total = countParams(p.arch).total;
        if (std::fabs(total - m.paramsHint) <= 0.02 * m.paramsHint && !word.empty() &&
            p.id.starts_with(word.substr(0, std::min<std::size_t>(word.size(), 5))))
            return p.id;
    }
    return {};
}

// The catalogue GPU a device name means ("NVIDIA GeForce RTX 4090", "NVIDIA H100 80GB HBM3").
std::string gpuFromHint(const std::string& hint, const Catalogue& cat) {
    const std::string name = normalized(hint.substr(0, hint.find(',')), false);
    if (name.empty())
        return {};
    std::string best;
    std::size_t bestLength = 0;
    for (const Gpu& g : cat.gpus) {
        for (const std::string& key : {normalized(g.name, false), normalized(g.id, false)}) {
            if (!key.empty() && name.find(key) != std::string::npos && key.size() > bestLength) {
                best = g.id;
                bestLength = key.size();
            }
        }
    }
    if (!best.empty())
        return best;
    // "NVIDIA H100 80GB HBM3": the family (h100) and the form factor (SXM unless PCIe is named).
    const bool pcie = name.find("pcie") != std::string::npos;
    for (const Gpu& g : cat.gpus) {
        const std::string family = normalized(g.id.substr(0, g.id.find('-')), false);
        const bool isPcie = g.id.find("pcie") != std::string::npos;
        const bool hasDigit = family.find_first_of("0123456789") != std::string::npos;
        if (hasDigit && name.find(family) != std::string::npos && isPcie == pcie)
            return g.id;
    }
    return {};
}

json formatJson(const std::string& text) {
    double bits = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), bits);
    if (ec == std::errc() && end == text.data() + text.size())
        return json{{"bits", bits}};
    return text;
}

// The order statistics that hold a new ratio like these with probability >= 80 %: the
// floor(0.1 (n + 1))-th and ceil(0.9 (n + 1))-th smallest (docs/fidelity.md, "The residual
// spread of a profile").
std::pair<double, double> unseenBounds(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const double n = double(values.size());
    const auto lo = std::size_t(std::max(1.0, std::floor(0.1 * (n + 1.0))));
    const auto hi = std::size_t(std::min(n, std::ceil(0.9 * (n + 1.0))));
    return {values[lo - 1], values[hi - 1]};
}

// Measured speed over predicted speed (for times: predicted time over measured time).
double speedRatio(const Measurement& m, double predicted) {
    return isTimeMetric(m.metric) ? predicted / m.value : m.value / predicted;
}

// The three constants (eta_m, eta_c, step overhead) are fitted to every row together, so a row
// left out of the fit misses by its residual stretched by n / (n - 3) on the log of its ratio;
// with n <= 3 the constants are not identified without it and it keeps the starting profile's
// ratio. The spread holds 80 % of such unseen rows.
std::optional<ResidualSpread> spreadOf(const std::vector<Measurement>& rows,
                                       const std::vector<double>& before,
                                       const std::vector<double>& predicted, bool decode) {
    constexpr double fittedConstants = 3;
    double n = 0;
    for (double p : predicted)
        n += p > 0 ? 1 : 0;
    std::vector<double> ratios;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (isDecodeMetric(rows[i].metric) != decode || predicted[i] <= 0)
            continue;
        if (n > fittedConstants)
            ratios.push_back(
                std::exp(std::log(speedRatio(rows[i], predicted[i])) * n / (n - fittedConstants)));
        else if (before[i] > 0)
            ratios.push_back(speedRatio(rows[i], before[i]));
    }
    if (ratios.size() < 2)
        return std::nullopt;
    const auto [p10, p90] = unseenBounds(ratios);
    return ResidualSpread{p10, p90, int(ratios.size())};
}

// The fitted constants in unbounded coordinates: eta = logistic(u), overhead = 1 ms x u^2.
constexpr double overheadScale = 1e-3;
using Point = std::array<double, 3>;

Point toPoint(const Efficiency& e) {
    auto logit = [](double p) {
        p = std::clamp(p, 1e-3, 1.0 - 1e-3);
        return std::log(p / (1.0 - p));
    };
    return {logit(e.memory), logit(e.compute), std::sqrt(e.stepOverheadS / overheadScale)};
}

Efficiency fromPoint(const Point& u, Efficiency base) {
    auto logistic = [](double x) { return 1.0 / (1.0 + std::exp(-x)); };
    base.memory = logistic(u[0]);
    base.compute = logistic(u[1]);
    base.stepOverheadS = std::min(1.0, overheadScale * u[2] * u[2]);
    return base;
}

// Nelder-Mead on a 3-dimensional function: enough for three smooth constants.
template <class F> Point minimise(const F& f, Point start, int iterations) {
    std::array<Point, 4> simplex{start, start, start, start};
    for (std::size_t i = 0; i < 3; ++i)
        simplex[i + 1][i] += 0.5;
    std::array<double, 4> values{};
    for (std::size_t i = 0; i < 4; ++i)
        values[i] = f(simplex[i]);
    for (int it = 0; it < iterations; ++it) {
        std::array<std::size_t, 4> order{0, 1, 2, 3};
        std::sort(order.begin(), order.end(),
                  [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
        const std::size_t best = order[0], worst = order[3], second = order[2];
        if (values[worst] - values[best] < 1e-12)
            break;
        Point centre{};
        for (std::size_t i : {order[0], order[1], order[2]})
            for (std::size_t d = 0; d < 3; ++d)
                centre[d] += simplex[i][d] / 3.0;
        auto along = [&](double t) {
            Point p;
            for (std::size_t d = 0; d < 3; ++d)
                p[d] = centre[d] + t * (simplex[worst][d] - centre[d]);
            return p;
        };
        const Point reflected = along(-1.0);
        const double fr = f(reflected);
        if (fr < values[best]) {
            const Point expanded = along(-2.0);
            const double fe = f(expanded);
            simplex[worst] = fe < fr ? expanded : reflected;
            values[worst] = std::min(fe, fr);
        } else if (fr < values[second]) {
            simplex[worst] = reflected;
            values[worst] = fr;
        } else {
            const Point contracted = along(0.5);
            const double fc = f(contracted);
            if (fc < values[worst]) {
                simplex[worst] = contracted;
                values[worst] = fc;
            } else {
                for (std::size_t i : {order[1], order[2], order[3]}) {
                    for (std::size_t d = 0; d < 3; ++d)
                        simplex[i][d] = simplex[best][d] + 0.5 * (simplex[i][d] - simplex[best][d]);
                    values[i] = f(simplex[i]);
                }
            }
        }
    }
    return simplex[std::size_t(std::min_element(values.begin(), values.end()) - values.begin())];
}

} // namespace

Result<std::vector<Scenario>> measurementScenarios(const std::vector<Measurement>& rows,
                                                   const Catalogue& cat,
                                                   const CalibrationDefaults& d) {
    std::vector<Scenario> out;
    Problems problems;
    for (const Measurement& m : rows) {
        std::string model = !d.model.empty() ? d.model : m.model;
        if (model.empty())
            model = modelFromHint(m, cat);
        std::string gpu = !d.gpu.empty() ? d.gpu : m.gpu;
        if (gpu.empty())
            gpu = gpuFromHint(m.gpuHint, cat);
        if (model.empty())
            problems.push_back({m.label,
                                fmt::format("model: cannot tell which catalogue model "
                                            "\"{}\" is (allowed: --model ID, one of {})",
                                            shownText(m.modelHint), cat.modelIds()),
                                ProblemCode::unknownCatalogueModel, shownText(m.modelHint),
                                cat.modelIds()});
        if (gpu.empty())
            problems.push_back({m.label,
                                fmt::format("gpu: cannot tell which catalogue GPU \"{}\" "
                                            "is (allowed: --gpu ID, one of {})",
                                            shownText(m.gpuHint), cat.gpuIds()),
                                ProblemCode::unknownCatalogueGpu, shownText(m.gpuHint),
                                cat.gpuIds()});
        if (model.empty() || gpu.empty())
            continue;
        const json doc = {
            {"model", {{"preset", model}}},
            {"hardware", {{"gpu", gpu}, {"count", m.count > 0 ? m.count : d.count}}},
            {"workload",
             {{"batch", m.batch},
              {"prompt_tokens", m.promptTokens},
              {"output_tokens", m.outputTokens},
              {"weight_format",
               formatJson(m.weightFormat.empty() ? d.weightFormat : m.weightFormat)},
              {"kv_format", formatJson(m.kvFormat.empty() ? d.kvFormat : m.kvFormat)},
              {"tensor_parallel", m.tensorParallel > 0 ? m.tensorParallel : d.tensorParallel},
              {"engine", m.engine.empty() ? d.engine : m.engine}}}};
        json scenario = doc;
        if (m.run) {
            // The benchmark's run, simulated as its client ran it (at most 2,000 requests).
            json serving = {{"seed", 1}, {"requests", std::clamp(m.run->requests, 1, 2000)}};
            if (m.run->requestRate > 0 && m.run->concurrency == 0) {
                serving["arrival"] = "poisson";
                serving["requests_per_s"] = m.run->requestRate;
            } else {
                serving["arrival"] = "closed";
                serving["concurrency"] =
                    m.run->concurrency > 0 ? json(m.run->concurrency) : json("max");
            }
            if (m.run->rangeRatio)
                serving["lengths"] = {{"uniform", *m.run->rangeRatio}};
            scenario["workload"]["serving"] = serving;
        }
        Result<Scenario> s = scenarioFromJson(scenario, cat);
        if (!s) {
            for (const Problem& p : s.problems())
                problems.push_back({m.label, describe(p), p.code, p.value, p.allowed, p.args});
            continue;
        }
        out.push_back(std::move(s).value());
    }
    if (!problems.empty())
        return problems;
    return out;
}

double predictedValue(const Scenario& s, MeasuredMetric metric) {
    if (s.workload.serving) {
        // A benchmark run: its means over the simulated requests.
        const Results r = evaluateWithServing(s);
        if (!r.serving)
            return 0;
        switch (metric) {
        case MeasuredMetric::decodeTokensPerS:
            return r.serving->outputTokensPerS;
        case MeasuredMetric::tpotS:
            return r.serving->tpotS.mean;
        case MeasuredMetric::ttftS:
            return r.serving->ttftS.mean;
        case MeasuredMetric::prefillTokensPerS:
            return r.serving->ttftS.mean > 0
                       ? double(s.workload.promptTokens) / r.serving->ttftS.mean
                       : 0;
        }
        return 0;
    }
    const Results r = evaluate(s);
    switch (metric) {
    case MeasuredMetric::decodeTokensPerS:
        return r.inference.tokensPerS;
    case MeasuredMetric::tpotS:
        return r.inference.tpotS;
    case MeasuredMetric::ttftS:
        return r.inference.ttftS;
    case MeasuredMetric::prefillTokensPerS:
        return r.inference.ttftS > 0
                   ? double(s.workload.batch) * double(s.workload.promptTokens) / r.inference.ttftS
                   : 0;
    }
    return 0;
}

double mapePercent(const std::vector<double>& predicted, const std::vector<Measurement>& rows) {
    double sum = 0;
    for (std::size_t i = 0; i < rows.size(); ++i)
        sum += std::fabs(predicted[i] / rows[i].value - 1.0);
    return rows.empty() ? 0 : 100.0 * sum / double(rows.size());
}

std::vector<double> predictWith(std::vector<Scenario> scenarios,
                                const std::vector<Measurement>& rows,
                                const EngineProfile& profile) {
    std::vector<double> out;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        scenarios[i].engine = profile;
        scenarios[i].workload.engine = profile.id;
        out.push_back(predictedValue(scenarios[i], rows[i].metric));
    }
    return out;
}

Result<Calibration> calibrate(const std::vector<Measurement>& rows, const Catalogue& cat,
                              const CalibrationDefaults& defaults, const std::string& id,
                              const std::string& origin, const std::string& date) {
    if (rows.empty())
        return Problems{{origin, "holds no measurement to fit to", ProblemCode::noMeasurements}};
    Result<std::vector<Scenario>> scenarios = measurementScenarios(rows, cat, defaults);
    if (!scenarios)
        return scenarios.problems();
    const std::string startId = rows.front().engine.empty() ? defaults.engine : rows.front().engine;
    const EngineProfile* start = cat.engine(startId);
    if (!start)
        return Problems{
            {origin,
             fmt::format("engine \"{}\" is unknown (allowed: {})", startId, cat.engineIds()),
             ProblemCode::unknownValue, shownText(startId), cat.engineIds()}};

    Calibration c;
    std::vector<double> before;
    for (std::size_t i = 0; i < rows.size(); ++i)
        before.push_back(predictedValue((*scenarios)[i], rows[i].metric));

    // One set of constants for every GPU of the file: the variants of the starting profile
    // that apply to a row's GPU are fitted away; those for GPUs the file does not hold (another
    // vendor, another memory) stay, as does everything the fit does not touch (what the engine
    // does, its scheduler and KV cache). A weak pull towards the start keeps constants the
    // rows say nothing about (eta_c when every row is memory-bound) where they were.
    EngineProfile fitted = *start;
    fitted.variants.clear();
    for (const EfficiencyVariant& v : start->variants) {
        const bool seen = std::any_of(scenarios->begin(), scenarios->end(), [&](const Scenario& s) {
            return variantFor(*start, s.hardware.gpu.vendor, s.hardware.gpu.memoryType) == &v;
        });
        if (!seen)
            fitted.variants.push_back(v);
    }
    fitted.id = id;
    const Efficiency startEfficiency = efficiencyFor(*start, (*scenarios)[0].hardware.gpu.vendor,
                                                     (*scenarios)[0].hardware.gpu.memoryType);
    const Point u0 = toPoint(startEfficiency);
    // Least squares on the relative error of the rows `use` selects, pulled weakly to the start.
    const bool simulated = std::any_of(rows.begin(), rows.end(),
                                       [](const Measurement& m) { return m.run.has_value(); });
    const int iterations = simulated ? 60 : 300; // a simulated run costs milliseconds
    auto errorsAt = [&](const Point& u) {
        fitted.efficiency = fromPoint(u, startEfficiency);
        const std::vector<double> predicted = predictWith(*scenarios, rows, fitted);
        std::vector<double> e(rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            e[i] = predicted[i] / rows[i].value - 1.0;
            if (!std::isfinite(e[i]))
                e[i] = 1e3;
        }
        return e;
    };
    auto fitOn = [&](const std::vector<bool>& use) {
        auto objective = [&](const Point& u) {
            const std::vector<double> e = errorsAt(u);
            double sum = 0, n = 0;
            for (std::size_t i = 0; i < rows.size(); ++i)
                if (use[i])
                    sum += e[i] * e[i], n += 1;
            double pull = 0;
            for (std::size_t d = 0; d < 3; ++d)
                pull += (u[d] - u0[d]) * (u[d] - u0[d]);
            return sum / std::max(1.0, n) + 1e-4 * pull;
        };
        return minimise(objective, u0, iterations);
    };
    const Point all = fitOn(std::vector<bool>(rows.size(), true));
    // How much of the fit to keep: fitted without some rows, judged on the rows left out, at 0,
    // 1/4, ... 1 of the way from the starting constants. A move the left-out rows do not confirm
    // is not made: a fit to a few rows must not leave the rows it has not seen worse than the
    // profile it started from.
    double keep = 1.0;
    if (rows.size() >= 4) {
        // Folds: each row left out once when the rows are single passes (cheap to predict);
        // every other row for simulated runs.
        const std::size_t folds = simulated ? 2 : rows.size();
        std::vector<std::vector<bool>> judged(folds, std::vector<bool>(rows.size(), false));
        std::vector<Point> fits;
        for (std::size_t f = 0; f < folds; ++f) {
            std::vector<bool> use(rows.size(), true);
            for (std::size_t i = f; i < rows.size(); i += folds)
                use[i] = false, judged[f][i] = true;
            fits.push_back(fitOn(use));
        }
        double bestError = HUGE_VAL, noMove = 0, fullMove = 0;
        for (double share : {0.0, 0.25, 0.5, 0.75, 1.0}) {
            double error = 0;
            for (std::size_t f = 0; f < folds; ++f) {
                Point u;
                for (std::size_t d = 0; d < 3; ++d)
                    u[d] = u0[d] + share * (fits[f][d] - u0[d]);
                const std::vector<double> e = errorsAt(u);
                for (std::size_t i = 0; i < rows.size(); ++i)
                    if (judged[f][i])
                        error += std::fabs(e[i]);
            }
            if (error < bestError * (1 - 1e-9)) {
                bestError = error;
                keep = share;
            }
            if (share == 0.0)
                noMove = error;
            if (share == 1.0)
                fullMove = error;
        }
        // The whole move stands when the left-out rows confirm it (they are better predicted
        // than by the start); otherwise only as far as they are best predicted.
        if (fullMove <= noMove)
            keep = 1.0;
    }
    Point chosen;
    for (std::size_t d = 0; d < 3; ++d)
        chosen[d] = u0[d] + keep * (all[d] - u0[d]);
    fitted.efficiency = fromPoint(chosen, startEfficiency);
    const std::vector<double> after = predictWith(*scenarios, rows, fitted);

    for (std::size_t i = 0; i < rows.size(); ++i)
        c.points.push_back({rows[i].label, rows[i].metric, rows[i].value, before[i], after[i]});
    c.mapeBeforePercent = mapePercent(before, rows);
    c.mapeAfterPercent = mapePercent(after, rows);
    const std::string file = origin.substr(origin.find_last_of("/\\") + 1);
    fitted.name = fmt::format("{} (fitted to {})", id, file);
    fitted.fittedTo.clear();
    for (const Measurement& m : rows)
        fitted.fittedTo.push_back(m.label);
    fitted.mapePercent = std::round(c.mapeAfterPercent * 10.0) / 10.0;
    fitted.decodeSpread = spreadOf(rows, before, after, true);
    fitted.prefillSpread = spreadOf(rows, before, after, false);
    fitted.trainingSpread.reset();
    fitted.source =
        fmt::format("fitted by ridgeline-cli calibrate to {} ({} rows)", origin, rows.size());
    fitted.date = date;
    fitted.notes = fmt::format("started from \"{}\"; least squares on relative error of eta_m, "
                               "eta_c and the per-step overhead, {:.0f}% of the way from the "
                               "start (cross-validated); MAPE {:.1f}% before, {:.1f}% "
                               "after",
                               startId, keep * 100, c.mapeBeforePercent, c.mapeAfterPercent);
    c.profile = std::move(fitted);
    return c;
}

} // namespace ridgeline
