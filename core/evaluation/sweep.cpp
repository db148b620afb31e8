#include "core/evaluation/sweep.h"

#include "core/evaluation/evaluate.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace ridgeline {

namespace {

constexpr std::array<std::pair<SweepVariable, std::string_view>, 5> names{{
    {SweepVariable::batch, "batch"},
    {SweepVariable::promptTokens, "prompt_tokens"},
    {SweepVariable::outputTokens, "output_tokens"},
    {SweepVariable::gpuCount, "count"},
    {SweepVariable::tensorParallel, "tensor_parallel"},
}};

} // namespace

std::optional<SweepVariable> sweepVariableFromName(std::string_view name) {
    for (const auto& [v, n] : names) {
        if (n == name)
            return v;
    }
    return std::nullopt;
}

std::string_view sweepVariableName(SweepVariable v) {
    for (const auto& [var, n] : names) {
        if (var == v)
            return n;
    }
    return "batch";
}

std::pair<double, double> sweepVariableRange(SweepVariable v) {
    switch (v) {
    case SweepVariable::batch:
    case SweepVariable::gpuCount:
        return {1, 1048576};
    case SweepVariable::promptTokens:
    case SweepVariable::outputTokens:
        return {0, 16777216};
    case SweepVariable::tensorParallel:
        return {1, 1024};
    }
    return {1, 1};
}

Scenario withValue(const Scenario& s, SweepVariable v, double value) {
    Scenario out = s;
    const auto whole = std::llround(value);
    switch (v) {
    case SweepVariable::batch:
        out.workload.batch = int(whole);
        break;
    case SweepVariable::promptTokens:
        out.workload.promptTokens = whole;
        break;
    case SweepVariable::outputTokens:
        out.workload.outputTokens = whole;
        break;
    case SweepVariable::gpuCount:
        out.hardware.count = int(whole);
        break;
    case SweepVariable::tensorParallel:
        out.workload.tensorParallel = int(whole);
        break;
    }
    return out;
}

std::vector<Results> sweep(const Scenario& s, SweepVariable v, std::span<const double> values) {
    std::vector<Results> out;
    out.reserve(values.size());
    Scenario current = s;
    for (double value : values) {
        current = withValue(s, v, value);
        out.push_back(evaluate(current));
    }
    return out;
}

std::vector<double> doublingRange(double lo, double hi) {
    std::vector<double> out;
    for (double x = std::max(1.0, lo); x < hi; x *= 2)
        out.push_back(x);
    out.push_back(hi);
    if (lo == 0)
        out.insert(out.begin(), 0.0);
    return out;
}

std::vector<double> logIntegerRange(double lo, double hi, int points) {
    std::vector<double> out;
    out.reserve(std::size_t(std::max(points, 2)));
    lo = std::max(1.0, lo);
    const double step = points > 1 ? std::log(hi / lo) / (points - 1) : 0;
    for (int i = 0; i < points; ++i) {
        const double x = std::round(lo * std::exp(step * i));
        if (out.empty() || x > out.back())
            out.push_back(x);
    }
    return out;
}

} // namespace ridgeline
