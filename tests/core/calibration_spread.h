// The residual spread of an engine profile (docs/fidelity.md, "Ranges"): which part of a profile
// a calibration row speaks for, its measured / predicted ratio as a speed, and the P10/P90 of
// those ratios with the small-sample rules the method states.
#pragma once

#include "calibration_rows.h"

#include "core/physics.h"
#include "core/results.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace ridgeline::calib {

enum class Part { decode, prefill, training };
inline constexpr Part parts[] = {Part::decode, Part::prefill, Part::training};

inline const char* partName(Part p) {
    switch (p) {
    case Part::decode:
        return "decode";
    case Part::prefill:
        return "prefill";
    case Part::training:
        break;
    }
    return "training";
}

/// The part of a profile a row measures; none for memory rows and total-FLOP counts.
inline std::optional<Part> partOf(const Row& r) {
    switch (r.kind) {
    case Kind::decode:
    case Kind::maxLoad:
        return Part::decode;
    case Kind::ttft:
    case Kind::pp:
        return Part::prefill;
    case Kind::trainTokens:
    case Kind::trainGpuHours:
    case Kind::trainTflops:
    case Kind::trainPct:
        return Part::training;
    default:
        break;
    }
    return std::nullopt;
}

/// A row of a whole offline or static-batch run: its tokens/s include the prefills.
inline bool isRun(const Row& r) {
    return r.kind == Kind::maxLoad || has(r.quantity, "offline") || has(r.quantity, "static-batch");
}

/// The group of the MAPE table: decode, prefill, max-load (whole-run) throughput,
/// memory, training.
inline std::string groupOf(const Row& r) {
    if (isRun(r))
        return "max-load";
    switch (r.kind) {
    case Kind::decode:
        return "decode";
    case Kind::ttft:
    case Kind::pp:
        return "prefill";
    case Kind::memWeights:
    case Kind::memKv:
    case Kind::memTrain:
        return "memory";
    default:
        break;
    }
    return "training";
}

/// True when the row states a time (ms per token, TTFT, GPU-hours) rather than a speed.
inline bool isTime(const Row& r) {
    return r.kind == Kind::ttft || r.kind == Kind::trainGpuHours ||
           (r.kind == Kind::decode && has(r.unit, "ms"));
}

/// Measured / predicted as a speed: a time row counts as predicted / measured.
inline double speedRatio(const Row& r, double predicted) {
    return isTime(r) ? predicted / r.value : r.value / predicted;
}

/// The q-quantile (0..1) by linear interpolation between order statistics (numpy's default).
inline double quantile(std::vector<double> v, double q) {
    std::sort(v.begin(), v.end());
    if (v.empty())
        return 1.0;
    const double pos = q * double(v.size() - 1);
    const auto i = std::size_t(std::floor(pos));
    const double frac = pos - double(i);
    return i + 1 < v.size() ? v[i] + frac * (v[i + 1] - v[i]) : v[i];
}

/// Fewest own rows from which a profile's spread is its own; below that its ratios are pooled
/// with those of every fitted profile in the same part.
inline constexpr std::size_t ownRowsNeeded = 5;
/// The least half-width of a band: repeat runs and engine versions of one setup differ by this
/// much (B048/B051, A006/A009 in the public rows).
inline constexpr double floorLow = 0.9, floorHigh = 1.1;

/// The order statistics that hold a new ratio drawn like these n with probability >= 80 %
/// (split-conformal bounds): the floor(0.1 (n + 1))-th and ceil(0.9 (n + 1))-th smallest, the
/// least and the largest when n + 1 < 10.
inline std::pair<double, double> unseenBounds(std::vector<double> v) {
    if (v.empty())
        return {1.0, 1.0};
    std::sort(v.begin(), v.end());
    const double n = double(v.size());
    const auto lo = std::size_t(std::max(1.0, std::floor(0.1 * (n + 1.0))));
    const auto hi = std::size_t(std::min(n, std::ceil(0.9 * (n + 1.0))));
    return {v[lo - 1], v[hi - 1]};
}

/// P10/P90 of `ratios` (the ones used; `unseen`: the bounds that hold 80 % of new rows instead
/// of linear interpolation), holding 1 and at least the floor, rounded outwards to hundredths.
inline std::pair<double, double> spreadOf(const std::vector<double>& ratios, bool unseen = false) {
    const auto [qlo, qhi] =
        unseen ? unseenBounds(ratios) : std::pair{quantile(ratios, 0.1), quantile(ratios, 0.9)};
    const double lo = std::min({qlo, floorLow, 1.0});
    const double hi = std::max({qhi, floorHigh, 1.0});
    return {std::floor(lo * 100.0) / 100.0, std::ceil(hi * 100.0) / 100.0};
}

/// Constants of a profile fitted to the rows of one part (tools/CALIBRATION.md, "What was
/// fitted"); the physics-wide GEMM half-dimension is shared by every engine's prefill rows and
/// counted with none. 0: nothing fitted (the generic profile is the physics defaults).
inline int fittedConstants(const std::string& engine, Part part) {
    static const std::map<std::pair<std::string, Part>, int> n{
        {{"llama.cpp", Part::decode}, 3},    // eta_m on HBM, eta_m on GDDR, step overhead
        {{"llama.cpp", Part::prefill}, 1},   // eta_c
        {{"exllamav2", Part::decode}, 2},    // eta_m, step overhead
        {{"tensorrt-llm", Part::decode}, 2}, // eta_m, eta_c (shared with prefill)
        {{"tensorrt-llm", Part::prefill}, 1},
        {{"hf-transformers", Part::decode}, 1},          // step overhead
        {{"hf-transformers", Part::prefill}, 1},         // eta_c
        {{"hf-transformers", Part::training}, 2},        // mfu, elementwise traffic
        {{"hf-transformers-compiled", Part::decode}, 2}, // eta_m, step overhead
        {{"llm-foundry", Part::training}, 2}, // elementwise traffic, overlap interference
    };
    const auto it = n.find({engine, part});
    return it == n.end() ? 0 : it->second;
}

/// Leave-one-out ratios of a profile's rows in one part (docs/fidelity.md, "The
/// residual spread of a profile"): a row predicted by constants fitted without it misses by its
/// in-sample residual divided by 1 - p/n (its leverage in a fit of p constants to n rows), taken on
/// the log of the ratio. With n <= p the constants are not identified without the row, so its
/// prediction is the one the physics defaults (`generic`) would have made.
inline std::vector<double> leaveOneOut(const std::vector<double>& own,
                                       const std::vector<double>& generic, int constants) {
    const double n = double(own.size());
    std::vector<double> out;
    for (std::size_t i = 0; i < own.size(); ++i) {
        if (n <= constants)
            out.push_back(generic[i]);
        else
            out.push_back(std::exp(std::log(own[i]) * n / (n - constants)));
    }
    return out;
}

/// The speed ratios of one profile's rows in one part, in row order: with its own constants and
/// with the physics defaults.
struct PartRows {
    std::vector<std::string> ids;
    std::vector<double> own, generic;
};
using SpreadData = std::map<std::pair<std::string, Part>, PartRows>;

/// The ratios a spread is taken over: in-sample, or leave-one-out.
inline std::vector<double> ratiosOf(const PartRows& r, const std::string& engine, Part part,
                                    bool loo) {
    return loo ? leaveOneOut(r.own, r.generic, fittedConstants(engine, part)) : r.own;
}

/// Own rows of a profile's part (the "generic" profile owns every row of the part, with the
/// physics defaults as its constants).
inline std::size_t ownRows(const SpreadData& d, const std::string& engine, Part part) {
    const auto it = d.find({engine, part});
    return it == d.end() ? 0 : it->second.ids.size();
}

/// The spread of a profile's part by docs/fidelity.md's method, over in-sample ratios
/// (interpolated P10/P90: the method before) or leave-one-out ratios (bounds for unseen rows);
/// `skip` names a row left out of every set (a coverage check on unseen rows): its own ratios,
/// pooled with every fitted profile's when fewer than ownRowsNeeded, the generic profile's when it
/// has none.
inline std::pair<double, double> profileSpread(const SpreadData& d, const std::string& engine,
                                               Part part, bool loo, const std::string& skip = {}) {
    auto take = [&skip](const PartRows& r, const std::vector<double>& from) {
        std::vector<double> v;
        for (std::size_t i = 0; i < from.size(); ++i) {
            if (r.ids[i] != skip)
                v.push_back(from[i]);
        }
        return v;
    };
    std::vector<double> own, pooled, generic;
    for (const auto& [key, rows] : d) {
        if (key.second != part)
            continue;
        const std::vector<double> v = take(rows, ratiosOf(rows, key.first, part, loo));
        if (key.first == "generic")
            generic = v;
        else
            pooled.insert(pooled.end(), v.begin(), v.end());
        if (key.first == engine)
            own = v;
    }
    if (engine == "generic" || own.empty())
        return spreadOf(generic, loo);
    if (own.size() < ownRowsNeeded)
        own.insert(own.end(), pooled.begin(), pooled.end());
    return spreadOf(own, loo);
}

/// Rows inside their band, in-sample and each left out (its leave-one-out ratio against the
/// band of the other rows alone), for spreads from leave-one-out (`loo`) or in-sample ratios.
/// Every row counts once, under its own profile (generic-engine rows under "generic").
struct Coverage {
    int inSample = 0, unseen = 0, rows = 0;
};

inline Coverage coverageOf(const SpreadData& d, bool loo) {
    std::set<std::string> profiled;
    for (const auto& [key, r] : d) {
        if (key.first != "generic")
            profiled.insert(r.ids.begin(), r.ids.end());
    }
    Coverage c;
    for (const auto& [key, r] : d) {
        const auto& [engine, part] = key;
        const auto [lo, hi] = profileSpread(d, engine, part, loo);
        const std::vector<double> left =
            leaveOneOut(r.own, r.generic, fittedConstants(engine, part));
        for (std::size_t i = 0; i < r.ids.size(); ++i) {
            if (engine == "generic" && profiled.count(r.ids[i]))
                continue;
            const auto [loUnseen, hiUnseen] = profileSpread(d, engine, part, loo, r.ids[i]);
            c.inSample += r.own[i] >= lo && r.own[i] <= hi ? 1 : 0;
            c.unseen += left[i] >= loUnseen && left[i] <= hiUnseen ? 1 : 0;
            ++c.rows;
        }
    }
    return c;
}

/// The P10-P90 range of the quantity a row measures, from the evaluated results of its scenario
/// (`b` sequences), as predict() reads the point.
inline std::optional<Range> rowRange(const Row& r, const Results& res, int b) {
    const InferenceFigures& f = res.inference;
    const TrainingFigures& t = res.training;
    auto inverse = [](double x, const Range& g) { return Range{x / g.high, x / g.low}; };
    const double gpuFlops = t.flops / res.gpus;
    const Range steady{t.timeSRange.low * t.goodput, t.timeSRange.high * t.goodput};
    if (isRun(r)) {
        const Range& run = f.throughputTokensPerSRange;
        return Range{run.low / f.replicas, run.high / f.replicas};
    }
    switch (r.kind) {
    case Kind::decode:
        return has(r.unit, "ms") ? Range{f.tpotSRange.low * 1e3, f.tpotSRange.high * 1e3}
                                 : inverse(b, f.tpotSRange);
    case Kind::maxLoad:
        return inverse(b, f.tpotSRange);
    case Kind::ttft:
        return Range{f.ttftSRange.low * 1e3, f.ttftSRange.high * 1e3};
    case Kind::pp:
        return inverse(r.sIn, f.ttftSRange);
    // measured rates are steady-state: the whole run's goodput taken out
    case Kind::trainTokens:
        return Range{t.tokensPerSRange.low / (t.goodput * res.gpus),
                     t.tokensPerSRange.high / (t.goodput * res.gpus)};
    case Kind::trainGpuHours:
        return t.gpuHoursRange;
    case Kind::trainTflops:
        return inverse(gpuFlops / 1e12, steady);
    case Kind::trainPct:
        return inverse(100.0 * gpuFlops / res.roofline.peakFlops, steady);
    default:
        break;
    }
    return std::nullopt;
}

} // namespace ridgeline::calib
