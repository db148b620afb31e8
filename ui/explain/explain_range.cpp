// The P10-P90 range under a predicted time, rate or cost: which spread it comes from and what
// it promises (docs/fidelity.md). Formatting of figures the core computed, never new numbers.
#include "ui/explain/explanation.h"
#include "ui/units.h"

namespace ridgeline::ui::detail {

namespace {

enum class Part { decode, prefill, training };

struct RangeOf {
    Part part = Part::decode;
    QString low, high;
};

std::optional<RangeOf> rangeOf(const QString& key, const Results& r) {
    const InferenceFigures& f = r.inference;
    const TrainingFigures& t = r.training;
    const CostFigures& c = r.cost;
    const Part perToken = r.mode == Mode::training ? Part::training : Part::decode;
    auto usd = [&](const std::optional<Range>& range, Part part) -> std::optional<RangeOf> {
        if (!range)
            return std::nullopt;
        return RangeOf{part, units::usd(range->low), units::usd(range->high)};
    };
    if (key == QLatin1String("tokens-per-s"))
        return RangeOf{Part::decode, units::tokensPerS(f.tokensPerSRange.low),
                       units::tokensPerS(f.tokensPerSRange.high)};
    if (key == QLatin1String("per-user"))
        return RangeOf{Part::decode, units::tokensPerS(f.perUserTokensPerSRange.low),
                       units::tokensPerS(f.perUserTokensPerSRange.high)};
    if (key == QLatin1String("tpot"))
        return RangeOf{Part::decode, units::seconds(f.tpotSRange.low),
                       units::seconds(f.tpotSRange.high)};
    if (key == QLatin1String("ttft"))
        return RangeOf{Part::prefill, units::seconds(f.ttftSRange.low),
                       units::seconds(f.ttftSRange.high)};
    if (key == QLatin1String("cost-owned") || key == QLatin1String("cost-point") ||
        key == QLatin1String("cost-curve"))
        return usd(c.ownedUsdPerMillionRange, perToken);
    if (key == QLatin1String("cost-cloud"))
        return usd(c.cloudUsdPerMillionRange, perToken);
    if (key == QLatin1String("training-time") || key == QLatin1String("time-curve"))
        return RangeOf{Part::training, units::seconds(t.timeSRange.low),
                       units::seconds(t.timeSRange.high)};
    if (key == QLatin1String("gpu-hours"))
        return RangeOf{Part::training, units::number(t.gpuHoursRange.low),
                       units::number(t.gpuHoursRange.high)};
    if (key == QLatin1String("scaling-curve"))
        return RangeOf{Part::training, units::tokensPerS(t.tokensPerSRange.low),
                       units::tokensPerS(t.tokensPerSRange.high)};
    if (key == QLatin1String("training-cost") || key == QLatin1String("run-cost-curve"))
        return usd(c.trainingCloudUsdRange ? c.trainingCloudUsdRange : c.trainingOwnedUsdRange,
                   Part::training);
    return std::nullopt;
}

} // namespace

void appendRange(const QString& key, const ExplainInput& in, Explanation& e) {
    const std::optional<RangeOf> range = rangeOf(key, in.results);
    if (!range)
        return;
    const SpreadFigures& s = in.results.spread;
    const ResidualSpread& spread = range->part == Part::decode    ? s.decode
                                   : range->part == Part::prefill ? s.prefill
                                                                  : s.training;
    const bool fitted = range->part == Part::decode    ? s.decodeFitted
                        : range->part == Part::prefill ? s.prefillFitted
                                                       : s.trainingFitted;
    const QString part = range->part == Part::decode    ? Explain::tr("decode")
                         : range->part == Part::prefill ? Explain::tr("prefill")
                                                        : Explain::tr("training");
    e.lines << Explain::tr("P10-P90 range: %1 to %2 (measured / predicted speed %3 to %4)")
                   .arg(range->low, range->high, units::number(spread.p10),
                        units::number(spread.p90));
    QString where =
        fitted && spread.rows > 0
            ? Explain::tr("the %1 spread of the %2 profile over its %3 calibration rows")
                  .arg(part, QString::fromStdString(in.scenario.engine.name))
                  .arg(spread.rows)
            : Explain::tr("a wide %1 spread: the %2 profile has no calibration rows of its own "
                          "for this")
                  .arg(part, QString::fromStdString(in.scenario.engine.name));
    if (s.userUncertainty > 0)
        where += Explain::tr(", widened by ±%1 for the efficiencies you set")
                     .arg(units::percent(s.userUncertainty));
    const QString meaning =
        Explain::tr("About 8 of 10 real runs of a setup like this land inside the range (%1). "
                    "It is not a guarantee: a setup unlike the measured ones may miss further.")
            .arg(where);
    e.note = e.note.isEmpty() ? meaning : e.note + QLatin1Char(' ') + meaning;
}

} // namespace ridgeline::ui::detail
