// Explanations of cost: owned and cloud cost per million tokens, buy-versus-rent break-even, and
// what a dollar buys (tokens/s per dollar-hour, TB/s and TFLOP/s per $1,000).
#include "ui/explain/explanation.h"
#include "ui/per_dollar.h"
#include "ui/units.h"

#include "core/evaluation/evaluate.h"
#include "core/evaluation/per_dollar.h"
#include "core/physics/physics.h"

#include <cmath>

namespace ridgeline::ui::detail {

namespace {

double costTokensPerS(const ExplainInput& in) {
    return in.results.mode == Mode::training ? in.results.training.tokensPerS
                                             : in.results.inference.tokensPerS;
}

// The cost per million tokens, which spreads the cost of every hour over the tokens of the
// hours the hardware is busy: a utilization u below 1 raises it by 1 / u.
void perMillionLine(Explanation& x, double usdPerHour, const ExplainInput& in,
                    const std::optional<double>& value) {
    const double u = in.scenario.economics.utilization;
    if (!value) {
        x.lines << Explain::tr("$/1M tokens = $/h / (tokens/s × 3600 × utilization) × 10⁶ = —");
        return;
    }
    x.addArithmetic(Explain::tr("$/1M tokens = $/h / (tokens/s × 3600 × utilization) × 10⁶ = %1 / "
                                "(%2 × 3600 × %3) × 10⁶ = %4"),
                    QStringLiteral("%1 / (%2 * 3600 * %3) * 1000000"),
                    {term::usd(usdPerHour), term::number(costTokensPerS(in)), term::number(u),
                     term::usd(*value)});
}

// A scenario with serving requirements is costed as its plan: the fleet's hours over the output
// tokens of the required load, not of a full batch.
void requiredLoadLine(Explanation& x, double usdPerHour, const ExplainInput& in,
                      const std::optional<double>& value) {
    const std::optional<ServingLoad>& l = in.results.requiredLoad;
    if (!l || !value)
        return;
    x.addArithmetic(
        Explain::tr("at the required load: $/h / (λ × s_out × 3600 × utilization) × 10⁶ = %1 / "
                    "(%2 × %3 × 3600 × %4) × 10⁶ = %5"),
        QStringLiteral("%1 / (%2 * %3 * 3600 * %4) * 1000000"),
        {term::usd(usdPerHour), term::number(l->requestsPerS),
         term::count(double(in.scenario.workload.outputTokens)),
         term::number(in.scenario.economics.utilization), term::usd(*value)});
}

QString utilizationNote(const ExplainInput& in) {
    return Explain::tr("The utilization %1 is the share of the hours the GPUs do paid work: "
                       "every hour is paid for, so the tokens of the busy hours carry the idle "
                       "ones too (× %2).")
        .arg(units::percent(in.scenario.economics.utilization),
             units::number(1.0 / in.scenario.economics.utilization));
}

// The servers the owned cost counts: whole ones, at the catalogue's price without GPUs or the
// user's figure for all of them.
void serversLine(Explanation& x, const ExplainInput& in) {
    const CostFigures& c = in.results.cost;
    const Gpu& gpu = in.scenario.hardware.gpu;
    const ServerPrice& p = gpu.serverPrice;
    const int servers = int(std::lround(c.servers));
    if (in.scenario.economics.serverOverheadUsd > 0)
        x.lines << Explain::tr("servers: %n whole server(s), priced at your figure for all of "
                               "them (Economics, server overhead)",
                               "", servers);
    else if (p.usd)
        x.lines << Explain::tr("servers: %n whole server(s) without GPUs (%1; %2)", "", servers)
                       .arg(QString::fromStdString(p.source), QString::fromStdString(p.date));
    else
        x.lines << Explain::tr("servers: %n, no price known for them", "", servers);
}

// The draw power and cooling are paid at: every GPU at its TDP and every server's own draw.
void drawLine(Explanation& x, const ExplainInput& in) {
    const CostFigures& c = in.results.cost;
    const double n = in.scenario.hardware.count;
    const double tdp = in.scenario.hardware.gpu.tdpW;
    x.addArithmetic(Explain::tr("draw = N × TDP + servers' draw = %1 × %2 W + %3 W = %4 W"),
                    QStringLiteral("%1 * %2 + %3"),
                    {term::count(n), term::number(tdp), term::number(c.watts - n * tdp),
                     term::number(c.watts)});
}

// Energy per output token at the wall, and the tokens a megawatt carries.
Explanation energy(const ExplainInput& in) {
    const CostFigures& c = in.results.cost;
    const double pue = in.scenario.economics.pue;
    Explanation x{Explain::tr("Energy per output token"), {}, {}, {}};
    if (!c.joulesPerOutputToken || !c.tokensPerSPerMegawatt) {
        x.lines << Explain::tr("No energy per token while nothing is served.");
        return x;
    }
    if (!in.scenario.hardware.prefillPool) {
        serversLine(x, in);
        drawLine(x, in);
    }
    x.addArithmetic(Explain::tr("J/token = draw × PUE / tokens/s = %1 W × %2 / %3 = %4 J"),
                    QStringLiteral("%1 * %2 / %3"),
                    {term::number(c.watts), term::number(pue), term::number(costTokensPerS(in)),
                     term::number(*c.joulesPerOutputToken)});
    x.addArithmetic(
        Explain::tr(
            "tokens/s per MW = tokens/s / (draw × PUE / 10⁶) = %1 / (%2 W × %3 / 10⁶) = %4"),
        QStringLiteral("%1 / (%2 * %3 / 1000000)"),
        {term::number(costTokensPerS(in)), term::number(c.watts), term::number(pue),
         term::number(*c.tokensPerSPerMegawatt)});
    x.note = Explain::tr("The whole servers draw power, not only the GPUs: their CPUs, memory, "
                         "network and fans. PUE adds the cooling and the building.");
    return x;
}

Explanation owned(const ExplainInput& in) {
    const CostFigures& c = in.results.cost;
    const Economics& e = in.scenario.economics;
    const Gpu& gpu = in.scenario.hardware.gpu;
    const double n = in.scenario.hardware.count;
    Explanation x{Explain::tr("Cost per million tokens, owned"), {}, {}, {}};
    if (!c.capexUsd || !c.ownedUsdPerHour) {
        x.lines << Explain::tr("No purchase price is known for %1: enter one under Economics.")
                       .arg(QString::fromStdString(gpu.name));
        return x;
    }
    if (prefillPoolCostLines(x, in, true)) {
        perMillionLine(x, *c.ownedUsdPerHour, in, c.ownedUsdPerMillion);
        if (in.results.requiredLoad)
            requiredLoadLine(x, *c.ownedUsdPerHour, in,
                             in.results.requiredLoad->ownedUsdPerMillion);
        x.note = c.ownedUsdPerMillion
                     ? utilizationNote(in)
                     : Explain::tr("No cost per token while the model does not fit.");
        return x;
    }
    const double price = gpuPriceUsd(e, gpu).value_or(0);
    x.addArithmetic(Explain::tr("capex = N × price + servers = %1 × %2 + %3 = %4"),
                    QStringLiteral("%1 * %2 + %3"),
                    {term::count(n), term::usd(price), term::usd(c.serverUsd.value_or(0)),
                     term::usd(*c.capexUsd)});
    serversLine(x, in);
    drawLine(x, in);
    x.lines << Explain::tr("owned $/h = capex / (lifetime × 8760 h) + draw × PUE × $/kWh / 1000 + "
                           "capex × maintenance / 8760 h");
    x.addArithmetic(Explain::tr("= %1 / (%2 × 8760) + %3 W × %4 × %5 / 1000 + %1 × %6 / 8760 = %7"),
                    QStringLiteral("%1 / (%2 * 8760) + %3 * %4 * %5 / 1000 + %1 * %6 / 8760"),
                    {term::usd(*c.capexUsd), term::number(e.lifetimeYears), term::number(c.watts),
                     term::number(e.pue), term::usd(e.usdPerKwh),
                     term::number(e.maintenancePerYear), term::usd(*c.ownedUsdPerHour)});
    perMillionLine(x, *c.ownedUsdPerHour, in, c.ownedUsdPerMillion);
    if (in.results.requiredLoad)
        requiredLoadLine(x, *c.ownedUsdPerHour, in, in.results.requiredLoad->ownedUsdPerMillion);
    x.note = c.ownedUsdPerMillion ? utilizationNote(in)
                                  : Explain::tr("No cost per token while the model does not fit.");
    return x;
}

Explanation cloud(const ExplainInput& in) {
    const CostFigures& c = in.results.cost;
    const Gpu& gpu = in.scenario.hardware.gpu;
    Explanation x{Explain::tr("Cost per million tokens, cloud"), {}, {}, {}};
    if (!c.cloudUsdPerHour) {
        x.lines << Explain::tr("No cloud rate is known for %1: enter one under Economics.")
                       .arg(QString::fromStdString(gpu.name));
        return x;
    }
    const double rate = cloudUsdPerGpuHour(in.scenario.economics, gpu).value_or(0);
    if (!prefillPoolCostLines(x, in, false))
        x.addArithmetic(Explain::tr("cloud $/h = N × rate = %1 × %2 = %3"),
                        QStringLiteral("%1 * %2"),
                        {term::count(in.scenario.hardware.count), term::usd(rate),
                         term::usd(*c.cloudUsdPerHour)});
    perMillionLine(x, *c.cloudUsdPerHour, in, c.cloudUsdPerMillion);
    if (in.results.requiredLoad)
        requiredLoadLine(x, *c.cloudUsdPerHour, in, in.results.requiredLoad->cloudUsdPerMillion);
    x.note =
        utilizationNote(in) + QLatin1Char(' ') +
        Explain::tr("Rates: %1 (%2).")
            .arg(QString::fromStdString(gpu.cloudSource), QString::fromStdString(gpu.cloudDate));
    return x;
}

Explanation breakEven(const ExplainInput& in) {
    const CostFigures& c = in.results.cost;
    Explanation x{Explain::tr("Buy versus rent"), {}, {}, {}};
    if (!c.breakEvenHours || !c.capexUsd || !c.cloudUsdPerHour) {
        x.lines << Explain::tr(
            "No break-even: a price or a cloud rate is missing, or renting costs less "
            "than the power alone.");
        return x;
    }
    x.addArithmetic(Explain::tr("hours = capex / (cloud $/h − power $/h) = %1 / (%2 − %3) = %4 h"),
                    QStringLiteral("%1 / (%2 - %3)"),
                    {term::usd(*c.capexUsd), term::usd(*c.cloudUsdPerHour),
                     term::usd(c.powerUsdPerHour), term::number(*c.breakEvenHours)});
    x.addArithmetic(Explain::tr("months = hours / (730 × utilization) = %1 / (730 × %2) = %3"),
                    QStringLiteral("%1 / (730 * %2)"),
                    {term::number(*c.breakEvenHours),
                     term::number(in.scenario.economics.utilization),
                     term::number(c.breakEvenMonths.value_or(0))});
    x.note = Explain::tr("Rented hours are paid only while they are used; owned GPUs cost their "
                         "price at once and power while they run, so buying pays off after "
                         "this many busy hours, spread over months at the utilization.");
    return x;
}

Explanation perDollar(const ExplainInput& in) {
    const CostFigures& c = in.results.cost;
    const Gpu& gpu = in.scenario.hardware.gpu;
    const std::optional<double> price = gpuPriceUsd(in.scenario.economics, gpu);
    // The core's datasheet ratios, at the peak of the format the GPU runs (fp8 on an A100: fp16).
    const DatasheetPerDollar d = datasheetPerDollar(gpu, in.scenario.workload.computeFormat, price);
    Explanation x{Explain::tr("What a dollar buys"), {}, {}, {}};
    x.lines << Explain::tr("tokens/s per $/h = tokens/s / $/h");
    const auto ratioLine = [&](const QString& shown, const std::optional<double>& usdPerHour,
                               const std::optional<double>& ratio) {
        if (usdPerHour && ratio)
            x.addArithmetic(shown, QStringLiteral("%1 / %2"),
                            {term::number(costTokensPerS(in)),
                             term::usd(*usdPerHour),
                             {*ratio, units::tokensPerSPerUsdHour(ratio)}});
        else
            x.lines << QString(shown)
                           .replace(QStringLiteral("%1"), units::number(costTokensPerS(in)))
                           .replace(QStringLiteral("%2"), units::usd(usdPerHour))
                           .replace(QStringLiteral("%3"), units::tokensPerSPerUsdHour(ratio));
    };
    ratioLine(Explain::tr("owned: %1 / %2 = %3"), c.ownedUsdPerHour, c.ownedTokensPerSPerUsdHour);
    ratioLine(Explain::tr("cloud: %1 / %2 = %3"), c.cloudUsdPerHour, c.cloudTokensPerSPerUsdHour);
    // Per $1,000 in TB/s or TFLOP/s: the datasheet figure in units of 10^12.
    const auto perThousand = [&](const QString& shown, const Term& value,
                                 const std::optional<double>& ratio) {
        if (price && ratio)
            x.addArithmetic(shown, QStringLiteral("%1 / 1e12 / (%2 / 1000)"),
                            {value, term::usd(*price), term::number(*ratio)});
        else
            x.lines << QString(shown)
                           .replace(QStringLiteral("%1"), value.shown)
                           .replace(QStringLiteral("%2"), units::usd(price))
                           .replace(QStringLiteral("%3"), QStringLiteral("—"));
    };
    perThousand(Explain::tr("TB/s per $1,000 = bandwidth / (price / 1000) = %1 / (%2 / 1000) = %3"),
                term::bandwidth(d.bandwidthBytesPerS), d.tbPerSPerThousandUsd);
    perThousand(Explain::tr("TFLOP/s per $1,000 = peak / (price / 1000) = %1 / (%2 / 1000) = %3"),
                term::flopRate(d.peakFlops), d.tflopPerSPerThousandUsd);
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
    if (key == QLatin1String("energy"))
        return energy(in);
    if (key == QLatin1String("cost-owned") || key.startsWith(QLatin1String("cost-")))
        return owned(in);
    return {};
}

} // namespace ridgeline::ui::detail
