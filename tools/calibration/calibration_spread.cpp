// The residual spreads of calibration_spread.h.
#include "tools/calibration/calibration_spread.h"

#include "core/physics/physics.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace ridgeline::calib {

const char* partName(Part p) {
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

std::optional<Part> partOf(const Row& r) {
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

bool isRun(const Row& r) {
    return r.kind == Kind::maxLoad || has(r.quantity, "offline") || has(r.quantity, "static-batch");
}

std::string groupOf(const Row& r) {
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

bool isTime(const Row& r) {
    return r.kind == Kind::ttft || r.kind == Kind::trainGpuHours ||
           (r.kind == Kind::decode && has(r.unit, "ms"));
}

double speedRatio(const Row& r, double predicted) {
    return isTime(r) ? predicted / r.value : r.value / predicted;
}

double quantile(std::vector<double> v, double q) {
    std::sort(v.begin(), v.end());
    if (v.empty())
        return 1.0;
    const double pos = q * double(v.size() - 1);
    const auto i = std::size_t(std::floor(pos));
    const double frac = pos - double(i);
    return i + 1 < v.size() ? v[i] + frac * (v[i + 1] - v[i]) : v[i];
}

std::pair<double, double> unseenBounds(std::vector<double> v) {
    if (v.empty())
        return {1.0, 1.0};
    std::sort(v.begin(), v.end());
    const double n = double(v.size());
    const auto lo = std::size_t(std::max(1.0, std::floor(0.1 * (n + 1.0))));
    const auto hi = std::size_t(std::min(n, std::ceil(0.9 * (n + 1.0))));
    return {v[lo - 1], v[hi - 1]};
}

std::pair<double, double> spreadOf(const std::vector<double>& ratios, bool unseen) {
    const auto [qlo, qhi] =
        unseen ? unseenBounds(ratios) : std::pair{quantile(ratios, 0.1), quantile(ratios, 0.9)};
    const double lo = std::min({qlo, floorLow, 1.0});
    const double hi = std::max({qhi, floorHigh, 1.0});
    return {std::floor(lo * 100.0) / 100.0, std::ceil(hi * 100.0) / 100.0};
}

int fittedConstants(const std::string& engine, Part part) {
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

std::vector<double> leaveOneOut(const std::vector<double>& own, const std::vector<double>& generic,
                                int constants) {
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

std::vector<double> ratiosOf(const PartRows& r, const std::string& engine, Part part, bool loo) {
    return loo ? leaveOneOut(r.own, r.generic, fittedConstants(engine, part)) : r.own;
}

std::size_t ownRows(const SpreadData& d, const std::string& engine, Part part) {
    const auto it = d.find({engine, part});
    return it == d.end() ? 0 : it->second.ids.size();
}

std::pair<double, double> profileSpread(const SpreadData& d, const std::string& engine, Part part,
                                        bool loo, const std::string& skip) {
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

Coverage coverageOf(const SpreadData& d, bool loo) {
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

std::optional<Range> rowRange(const Row& r, const Results& res, int b) {
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
