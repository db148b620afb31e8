// The residual spread of an engine profile (docs/fidelity.md, "Ranges"): which part of a profile
// a calibration row speaks for, its measured / predicted ratio as a speed, and the P10/P90 of
// those ratios with the small-sample rules the method states.
#pragma once

#include "calibration_rows.h"

#include "core/physics.h"
#include "core/results.h"

#include <algorithm>
#include <cmath>
#include <optional>
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

/// P10/P90 of `ratios` (the ones used), holding 1 and at least the floor, rounded outwards to
/// hundredths.
inline std::pair<double, double> spreadOf(const std::vector<double>& ratios) {
    const double lo = std::min({quantile(ratios, 0.1), floorLow, 1.0});
    const double hi = std::max({quantile(ratios, 0.9), floorHigh, 1.0});
    return {std::floor(lo * 100.0) / 100.0, std::ceil(hi * 100.0) / 100.0};
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
