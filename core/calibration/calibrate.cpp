#include "core/calibration/calibrate.h"

#include "core/serving/serving_sim.h"

#include "core/base/tuned_constants.h"
#include "core/base/user_json.h"
#include "core/calibration/nelder_mead.h"
#include "core/evaluation/evaluate.h"
#include "core/files/scenario_io.h"

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

// A change of the three fitted constants: the logs of the two efficiencies' ratios and a shift
// of the overhead's root in milliseconds^(1/2) (overhead = 1 ms x root^2).
constexpr double overheadScale = 1e-3;
using Point = std::array<double, 3>;

// `e` changed by `d`: each efficiency times e^d, the overhead's root shifted (stopping at zero).
// A ratio keeps what the start knows about how the memory systems differ; no change is `e`
// exactly. An efficiency above 1 is the fit's to avoid (see beyond()), not cut here: a cut would
// leave the search a flat floor to wander on.
Efficiency moved(Efficiency e, const Point& d) {
    if (d == Point{0, 0, 0})
        return e;
    e.memory *= std::exp(d[0]);
    e.compute *= std::exp(d[1]);
    const double root = std::max(0.0, std::sqrt(e.stepOverheadS / overheadScale) + d[2]);
    e.stepOverheadS = std::min(1.0, overheadScale * root * root);
    return e;
}

// Every set of constants of a profile: the default and its variants'.
std::vector<Efficiency*> efficienciesOf(EngineProfile& p) {
    std::vector<Efficiency*> out{&p.efficiency};
    for (EfficiencyVariant& v : p.variants)
        out.push_back(&v.efficiency);
    return out;
}

// How far the efficiencies of `e` lie above what the datasheet allows (0 when within it).
double beyond(const Efficiency& e) {
    return std::max(0.0, e.memory - 1.0) + std::max(0.0, e.compute - 1.0);
}

// A variant as the catalogue names what it applies to: "GDDR", "amd", "GDDR on amd".
std::string variantName(const EfficiencyVariant& v) {
    if (!v.vendor)
        return v.memoryTypePrefix;
    const std::string vendor(vendorName(*v.vendor));
    return v.memoryTypePrefix.empty() ? vendor : v.memoryTypePrefix + " on " + vendor;
}

} // namespace

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

    // The fit moves the starting profile, it does not replace it: every set of constants a row
    // reads (the default, or the variant for its memory system or vendor) moves by one common
    // change of the three constants: the efficiencies by one ratio each, the overhead's root by
    // one shift. What the start knows about how the memory systems
    // differ stays; sets no row reads stay as they were, as does everything the fit does not
    // touch (what the engine does, its scheduler and KV cache). A change of zero is the start
    // itself, so the cross-validation below judges the fit against the profile it began from.
    // A weak pull towards the start keeps a constant the rows say nothing about (eta_c when
    // every row is memory-bound) where it was.
    const std::size_t sets = start->variants.size() + 1; // the last: the default
    std::vector<int> rowsOfSet(sets, 0);
    for (const Scenario& s : *scenarios) {
        const EfficiencyVariant* v =
            variantFor(*start, s.hardware.gpu.vendor, s.hardware.gpu.memoryType);
        ++rowsOfSet[v ? std::size_t(v - start->variants.data()) : sets - 1];
    }
    EngineProfile fitted = *start;
    fitted.id = id;
    auto moveBy = [&](const Point& d) {
        for (std::size_t i = 0; i + 1 < sets; ++i)
            if (rowsOfSet[i] > 0)
                fitted.variants[i].efficiency = moved(start->variants[i].efficiency, d);
        if (rowsOfSet[sets - 1] > 0)
            fitted.efficiency = moved(start->efficiency, d);
    };
    const Point none{0, 0, 0};
    // An efficiency the rows say nothing about stays: when a fifth more of it moves no row's
    // prediction by 1 % (eta_c when every row is memory-bound), the fit does not use it as a
    // free knob (with few rows it would, to fit noise).
    auto moves = [&](const Point& d) {
        moveBy(d);
        const std::vector<double> p = predictWith(*scenarios, rows, fitted);
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (before[i] > 0 && std::fabs(p[i] / before[i] - 1.0) > calibrationSensitivity)
                return true;
        return false;
    };
    const bool fitsMemory = moves({std::log(calibrationProbeRatio), 0, 0});
    const bool fitsCompute = moves({0, std::log(calibrationProbeRatio), 0});
    // Least squares on the relative error of the rows `use` selects, pulled weakly to the start.
    const bool simulated = std::any_of(rows.begin(), rows.end(),
                                       [](const Measurement& m) { return m.run.has_value(); });
    const int iterations = simulated ? 60 : 300; // a simulated run costs milliseconds
    auto errorsAt = [&](Point d) {
        d[0] = fitsMemory ? d[0] : 0;
        d[1] = fitsCompute ? d[1] : 0;
        moveBy(d);
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
        auto objective = [&](const Point& d) {
            const std::vector<double> e = errorsAt(d);
            double sum = 0, n = 0;
            for (std::size_t i = 0; i < rows.size(); ++i)
                if (use[i])
                    sum += e[i] * e[i], n += 1;
            double pull = 0;
            for (std::size_t k = 0; k < 3; ++k)
                pull += d[k] * d[k];
            double over = 0;
            for (const Efficiency* set : efficienciesOf(fitted))
                over += beyond(*set);
            return sum / std::max(1.0, n) + 1e-4 * pull + 1e2 * over * over;
        };
        // Slower software is the common surprise, and two ways to be slower (less bandwidth, a
        // longer fixed step) trade against each other: the search also starts from each of them
        // (for single passes, which are cheap) and keeps the best end.
        Point best = detail::minimise(objective, none, iterations);
        if (!simulated) {
            double bestValue = objective(best);
            for (const Point& from : {Point{-0.5, 0, 0}, Point{0, 0, 2}, Point{-0.5, 0, 2}}) {
                const Point end = detail::minimise(objective, from, iterations);
                if (const double v = objective(end); v < bestValue)
                    best = end, bestValue = v;
            }
        }
        return best;
    };
    const Point all = fitOn(std::vector<bool>(rows.size(), true));
    // How much of the fit to keep: fitted without some rows, judged on the rows left out, at 0,
    // 1/4, ... 1 of the way from the start. A move the left-out rows do not confirm is not
    // made: a fit to a few rows must not leave the rows it has not seen worse than the profile
    // it started from.
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
                Point d;
                for (std::size_t k = 0; k < 3; ++k)
                    d[k] = share * fits[f][k];
                const std::vector<double> e = errorsAt(d);
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
        // than by the start); otherwise only as far as they are best predicted. A gain of less
        // than a twentieth of their error is noise of a few rows, and the start stays.
        constexpr double confirmed = calibrationConfirmedGain;
        if (fullMove <= confirmed * noMove)
            keep = 1.0;
        else if (bestError > confirmed * noMove)
            keep = 0.0;
    }
    Point chosen;
    for (std::size_t k = 0; k < 3; ++k)
        chosen[k] = keep * all[k];
    chosen[0] = fitsMemory ? chosen[0] : 0;
    chosen[1] = fitsCompute ? chosen[1] : 0;
    moveBy(chosen);
    for (Efficiency* e : efficienciesOf(fitted))
        e->memory = std::min(e->memory, 1.0), e->compute = std::min(e->compute, 1.0);
    for (std::size_t i = 0; i < sets; ++i) {
        if (rowsOfSet[i] == 0)
            continue;
        const bool base = i + 1 == sets;
        c.sets.push_back({base ? std::string() : variantName(start->variants[i]),
                          base ? start->efficiency : start->variants[i].efficiency,
                          base ? fitted.efficiency : fitted.variants[i].efficiency, rowsOfSet[i]});
        if (!base)
            fitted.variants[i].fittedTo.clear();
    }
    std::rotate(c.sets.rbegin(), c.sets.rbegin() + 1, c.sets.rend()); // the default first
    c.keptShare = keep;
    const std::vector<double> after = predictWith(*scenarios, rows, fitted);

    for (std::size_t i = 0; i < rows.size(); ++i)
        c.points.push_back({rows[i].label, rows[i].metric, rows[i].value, before[i], after[i]});
    c.mapeBeforePercent = mapePercent(before, rows);
    c.mapeAfterPercent = mapePercent(after, rows);
    const std::string file = origin.substr(origin.find_last_of("/\\") + 1);
    fitted.name = fmt::format("{} (fitted to {})", id, file);
    fitted.fittedTo.clear();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        fitted.fittedTo.push_back(rows[i].label);
        const Scenario& s = (*scenarios)[i];
        if (const EfficiencyVariant* v =
                variantFor(*start, s.hardware.gpu.vendor, s.hardware.gpu.memoryType))
            fitted.variants[std::size_t(v - start->variants.data())].fittedTo.push_back(
                rows[i].label);
    }
    fitted.mapePercent = std::round(c.mapeAfterPercent * 10.0) / 10.0;
    fitted.decodeSpread = spreadOf(rows, before, after, true);
    fitted.prefillSpread = spreadOf(rows, before, after, false);
    fitted.trainingSpread.reset();
    fitted.source =
        fmt::format("fitted by ridgeline-cli calibrate to {} ({} rows)", origin, rows.size());
    fitted.date = date;
    fitted.notes = fmt::format("started from \"{}\"; one change of eta_m, eta_c and the "
                               "per-step overhead for every set of constants the rows read, "
                               "least squares on relative error, {:.0f}% of the way from the "
                               "start (cross-validated); MAPE {:.1f}% before, {:.1f}% "
                               "after",
                               startId, keep * 100, c.mapeBeforePercent, c.mapeAfterPercent);
    c.profile = std::move(fitted);
    return c;
}

} // namespace ridgeline
