#include "core/evaluation/ranges.h"

#include <algorithm>

namespace ridgeline {

ResidualSpread widened(const ResidualSpread& s, double u) {
    ResidualSpread out = s;
    out.p10 = std::min(1.0, s.p10) * (1.0 - u);
    out.p90 = std::max(1.0, s.p90) * (1.0 + u);
    return out;
}

Range rateRange(double v, const ResidualSpread& s) {
    return {v * s.p10, v * s.p90};
}

Range timeRange(double t, const ResidualSpread& s) {
    return {t / s.p90, t / s.p10};
}

SpreadFigures spreadsFor(const Scenario& s) {
    const EngineProfile& e = s.engine;
    const EfficiencyOverrides& o = s.efficiencyOverrides;
    const bool passSet = o.memory || o.compute || o.stepOverheadS;
    const bool trainingSet = o.compute || o.mfu;
    const double u =
        o.uncertainty.value_or(passSet || trainingSet ? defaultOverrideUncertainty : 0);
    SpreadFigures f;
    f.userUncertainty = passSet || trainingSet ? u : 0;
    f.decodeFitted = e.decodeSpread.has_value();
    f.prefillFitted = e.prefillSpread.has_value();
    f.trainingFitted = e.trainingSpread.has_value();
    f.decode = widened(e.decodeSpread.value_or(unfittedSpread), passSet ? u : 0);
    f.prefill = widened(e.prefillSpread.value_or(unfittedSpread), passSet ? u : 0);
    f.training = widened(e.trainingSpread.value_or(unfittedSpread), trainingSet ? u : 0);
    return f;
}

namespace detail {

void evaluateRanges(const Scenario& s, Results& r) {
    r.spread = spreadsFor(s);
    const ResidualSpread& dec = r.spread.decode;
    InferenceFigures& f = r.inference;
    f.tokensPerSRange = rateRange(f.tokensPerS, dec);
    f.perUserTokensPerSRange = rateRange(f.perUserTokensPerS, dec);
    f.tpotSRange = timeRange(f.tpotS, dec);
    f.ttftSRange = timeRange(f.ttftS, r.spread.prefill);
    const double out = double(s.workload.outputTokens);
    f.latencySRange = {f.ttftSRange.low + out * f.tpotSRange.low,
                       f.ttftSRange.high + out * f.tpotSRange.high};
    f.throughputTokensPerSRange = rateRange(f.throughputTokensPerS, dec);

    TrainingFigures& t = r.training;
    t.timeSRange = timeRange(t.timeS, r.spread.training);
    t.gpuHoursRange = timeRange(t.gpuHours, r.spread.training);
    t.tokensPerSRange = rateRange(t.tokensPerS, r.spread.training);

    // A cost per token follows the speed of the mode's headline: decode, or training.
    CostFigures& c = r.cost;
    const ResidualSpread& perToken = r.mode == Mode::training ? r.spread.training : dec;
    auto range = [](const std::optional<double>& v, const ResidualSpread& sp) {
        return v ? std::optional<Range>(timeRange(*v, sp)) : std::nullopt;
    };
    c.ownedUsdPerMillionRange = range(c.ownedUsdPerMillion, perToken);
    c.cloudUsdPerMillionRange = range(c.cloudUsdPerMillion, perToken);
    c.trainingCloudUsdRange = range(c.trainingCloudUsd, r.spread.training);
    c.trainingOwnedUsdRange = range(c.trainingOwnedUsd, r.spread.training);
}

} // namespace detail

} // namespace ridgeline
