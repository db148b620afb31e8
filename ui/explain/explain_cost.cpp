// Explanations of cost: owned and cloud cost per million tokens, buy-versus-rent break-even, and
// what a dollar buys (tokens/s per dollar-hour, TB/s and TFLOP/s per $1,000).
#include "ui/explain/explanation.h"
#include "ui/per_dollar.h"
#include "ui/units.h"

#include "core/physics.h"

namespace ridgeline::ui::detail {

namespace {

double tokensPerS(const ExplainInput& in) {
    return in.results.mode == Mode::training ? in.results.training.tokensPerS
                                             : in.results.inference.tokensPerS;
}

QString perMillionLine(double usdPerHour, const ExplainInput& in,
                       const std::optional<double>& value) {
    return Explain::tr(
               "$/1M tokens = $/h / (tokens/s × 3600 × u) × 10⁶ = %1 / (%2 × 3600 × %3) × 10⁶ = %4")
        .arg(units::usd(usdPerHour), units::number(tokensPerS(in)),
             units::number(in.scenario.economics.utilization), units::usd(value));
}

Explanation owned(const ExplainInput& in) {
    const CostFigures& c = in.results.cost;
    const Economics& e = in.scenario.economics;
    const Gpu& gpu = in.scenario.hardware.gpu;
    Explanation x{Explain::tr("Cost per million tokens, owned"), {}, {}};
    if (!c.capexUsd || !c.ownedUsdPerHour) {
        x.lines << Explain::tr("No purchase price is known for %1: enter one under Economics.")
                       .arg(QString::fromStdString(gpu.name));
        return x;
    }
    x.lines << Explain::tr("capex = N × price + server = %1 × %2 + %3 = %4")
                   .arg(in.scenario.hardware.count)
                   .arg(units::usd(e.gpuPriceUsd ? e.gpuPriceUsd : gpu.priceUsd),
                        units::usd(e.serverOverheadUsd), units::usd(c.capexUsd));
    x.lines << Explain::tr(
        "owned $/h = capex / (lifetime × 8760 h) + N × TDP × PUE × $/kWh / 1000 + "
        "capex × maintenance / 8760 h");
    x.lines << Explain::tr("= %1 / (%2 × 8760) + %3 × %4 W × %5 × %6 / 1000 + %7 = %8")
                   .arg(units::usd(c.capexUsd), units::number(e.lifetimeYears))
                   .arg(in.scenario.hardware.count)
                   .arg(units::number(gpu.tdpW), units::number(e.pue), units::usd(e.usdPerKwh),
                        units::usd(*c.capexUsd * e.maintenancePerYear / hoursPerYear),
                        units::usd(c.ownedUsdPerHour));
    x.lines << perMillionLine(*c.ownedUsdPerHour, in, c.ownedUsdPerMillion);
    if (!c.ownedUsdPerMillion)
        x.note = Explain::tr("No cost per token while the model does not fit.");
    return x;
}

Explanation cloud(const ExplainInput& in) {
    const CostFigures& c = in.results.cost;
    const Gpu& gpu = in.scenario.hardware.gpu;
    Explanation x{Explain::tr("Cost per million tokens, cloud"), {}, {}};
    if (!c.cloudUsdPerHour) {
        x.lines << Explain::tr("No cloud rate is known for %1: enter one under Economics.")
                       .arg(QString::fromStdString(gpu.name));
        return x;
    }
    const std::optional<double> rate = in.scenario.economics.cloudUsdPerGpuHour
                                           ? in.scenario.economics.cloudUsdPerGpuHour
                                           : gpu.cloudUsdPerGpuHour;
    x.lines << Explain::tr("cloud $/h = N × rate = %1 × %2 = %3")
                   .arg(in.scenario.hardware.count)
                   .arg(units::usd(rate), units::usd(c.cloudUsdPerHour));
    x.lines << perMillionLine(*c.cloudUsdPerHour, in, c.cloudUsdPerMillion);
    x.note =
        Explain::tr("Rates: %1 (%2).")
            .arg(QString::fromStdString(gpu.cloudSource), QString::fromStdString(gpu.cloudDate));
    return x;
}

Explanation breakEven(const ExplainInput& in) {
    const CostFigures& c = in.results.cost;
    Explanation x{Explain::tr("Buy versus rent"), {}, {}};
    if (!c.breakEvenHours) {
        x.lines << Explain::tr(
            "No break-even: a price or a cloud rate is missing, or renting costs less "
            "than the power alone.");
        return x;
    }
    x.lines << Explain::tr("hours = capex / (cloud $/h − power $/h) = %1 / (%2 − %3) = %4 h")
                   .arg(units::usd(c.capexUsd), units::usd(c.cloudUsdPerHour),
                        units::usd(c.powerUsdPerHour), units::number(*c.breakEvenHours));
    x.lines << Explain::tr("months = hours / (730 × u) = %1 / (730 × %2) = %3")
                   .arg(units::number(*c.breakEvenHours),
                        units::number(in.scenario.economics.utilization),
                        units::number(c.breakEvenMonths.value_or(0)));
    return x;
}

Explanation perDollar(const ExplainInput& in) {
    const CostFigures& c = in.results.cost;
    const Gpu& gpu = in.scenario.hardware.gpu;
    const std::optional<double> price =
        in.scenario.economics.gpuPriceUsd ? in.scenario.economics.gpuPriceUsd : gpu.priceUsd;
    const ComputeType ct = in.scenario.workload.computeFormat;
    Explanation x{Explain::tr("What a dollar buys"), {}, {}};
    x.lines << Explain::tr("tokens/s per $/h = tokens/s / $/h");
    x.lines << Explain::tr("owned: %1 / %2 = %3")
                   .arg(units::number(tokensPerS(in)), units::usd(c.ownedUsdPerHour),
                        units::tokensPerSPerUsdHour(c.ownedTokensPerSPerUsdHour));
    x.lines << Explain::tr("cloud: %1 / %2 = %3")
                   .arg(units::number(tokensPerS(in)), units::usd(c.cloudUsdPerHour),
                        units::tokensPerSPerUsdHour(c.cloudTokensPerSPerUsdHour));
    const auto orDash = [](const std::optional<double>& v) {
        return v ? units::number(*v) : QStringLiteral("—");
    };
    x.lines << Explain::tr("TB/s per $1,000 = bandwidth / (price / 1000) = %1 / (%2 / 1000) = %3")
                   .arg(units::bandwidth(gpu.bandwidthBytesPerS), units::usd(price),
                        orDash(units::tbPerSPerThousandUsd(gpu.bandwidthBytesPerS, price)));
    x.lines << Explain::tr("TFLOP/s per $1,000 = peak / (price / 1000) = %1 / (%2 / 1000) = %3")
                   .arg(units::flopRate(gpu.peak(ct)), units::usd(price),
                        orDash(units::tflopPerSPerThousandUsd(gpu.peak(ct), price)));
    x.note = Explain::tr("At full load: the utilization enters the cost per million tokens, not "
                         "these ratios. The summary shows the owned or cloud figure as the cost "
                         "basis selects.");
    return x;
}

} // namespace

Explanation explainCost(const QString& key, const ExplainInput& in) {
    if (key == QLatin1String("cost-cloud") || key == QLatin1String("cost-cloud-point") ||
        key == QLatin1String("cloud-point"))
        return cloud(in);
    if (key == QLatin1String("break-even"))
        return breakEven(in);
    if (key == QLatin1String("per-dollar"))
        return perDollar(in);
    if (key == QLatin1String("cost-owned") || key.startsWith(QLatin1String("cost-")))
        return owned(in);
    return {};
}

} // namespace ridgeline::ui::detail
