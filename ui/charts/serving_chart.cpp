#include "ui/charts/serving_chart.h"

#include "ui/charts/chart_style.h"

#include <QChart>
#include <QLegend>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

namespace {

// Colour roles past the eight GPU choices a comparison holds: the hues themselves, so that the
// figures keep their colours whatever GPUs are compared (the first three hues).
constexpr int ttftColor = 8;
constexpr int tpotColor = 9;
constexpr int latencyColor = 10;

QString percentileName(double p) {
    return QStringLiteral("P%1").arg(formatValue(p));
}

// The simulated point nearest to `rate`, or null when there is none.
const ServingCurvePoint* nearestPoint(const ServingCurve& c, double rate) {
    const ServingCurvePoint* best = nullptr;
    double distance = HUGE_VAL;
    for (const ServingCurvePoint& p : c.points)
        if (std::abs(p.requestsPerS - rate) < distance)
            distance = std::abs(p.requestsPerS - rate), best = &p;
    return best;
}

QString servingPointText(const ServingCurve& c, const ServingCurvePoint& p) {
    if (p.overloaded)
        return ServingChart::tr("%1 requests/s offered (Poisson, seed %2): overloaded\n"
                                "the queue grows without bound; %3 requests/s carried, %4 "
                                "tokens/s (%5 offered)")
            .arg(formatValue(p.requestsPerS))
            .arg(c.load.seed)
            .arg(formatValue(p.completedRequestsPerS), formatValue(p.outputTokensPerS),
                 formatValue(p.offeredTokensPerS));
    return ServingChart::tr(
               "%1 requests/s offered (Poisson, steady state of at least %2 requests, seed %3)\n"
               "first token: P50 %4 s, P90 %5 s, P99 %6 s\n"
               "per output token: P50 %7 s, P90 %8 s, P99 %9 s\n"
               "completed: %10 tokens/s (%11 offered)")
        .arg(formatValue(p.requestsPerS))
        .arg(c.load.requests)
        .arg(c.load.seed)
        .arg(formatValue(p.ttftS.p50), formatValue(p.ttftS.p90), formatValue(p.ttftS.p99),
             formatValue(p.tpotS.p50), formatValue(p.tpotS.p90), formatValue(p.tpotS.p99),
             formatValue(p.outputTokensPerS), formatValue(p.offeredTokensPerS));
}

} // namespace

ServingChart::ServingChart(QWidget* parent)
    : ChartView(parent) {
    auto x = std::make_unique<ScaleAxis>(Scale::linear, tr("Request rate (req/s)"), formatCompact);
    auto y = std::make_unique<ScaleAxis>(Scale::log10, tr("Time (s)"), formatCompact);
    x->setMaxLabels(7);
    setScales(std::move(x), std::move(y));
    setSecondaryY(
        std::make_unique<ScaleAxis>(Scale::linear, tr("Throughput (tokens/s)"), formatCompact));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    finishSetup();
}

QString ServingChart::chartTitle() const {
    return tr("Serving under load");
}

void ServingChart::setData(const ChartData& chartData, const Scenario& scenario,
                           const ChartData* pinned) {
    remember(chartData, scenario, pinned);
    const ServingCurve* curve = chartData.serving ? &*chartData.serving : nullptr;
    const ServingCurve* other =
        pinned && pinned->serving && !pinned->serving->empty() ? &*pinned->serving : nullptr;
    double xHi = 0, tLo = HUGE_VAL, tHi = 0, tputHi = 0;
    auto include = [&](const ServingCurve& c) {
        for (const ServingCurvePoint& p : c.points) {
            xHi = std::max(xHi, p.requestsPerS);
            // An overloaded rate's waits are unbounded: they leave the time axis alone.
            for (double t : {p.ttftS.p50, p.tpotS.p50})
                if (t > 0 && std::isfinite(t))
                    tLo = std::min(tLo, t);
            for (double t : {p.ttftS.p99, p.tpotS.p99, p.ttftAtPercentileS,
                             c.limits.latencyS ? p.latencyAtPercentileS : 0.0})
                if (std::isfinite(t))
                    tHi = std::max(tHi, t);
            tputHi = std::max({tputHi, p.outputTokensPerS, p.offeredTokensPerS});
        }
        for (const std::optional<double>& limit :
             {c.limits.ttftS, c.limits.tpotS, c.limits.latencyS})
            if (limit && *limit > 0)
                tLo = std::min(tLo, *limit), tHi = std::max(tHi, *limit);
    };
    if (curve)
        include(*curve);
    if (other)
        include(*other);
    if (xHi > 0 && tHi > 0) {
        scaleX()->fit(0, xHi);
        scaleY()->fit(tLo, tHi);
        scaleY2()->fit(0, tputHi);
    }

    beginUpdate();
    if (curve && !curve->empty()) {
        addLimits(*curve);
        addCurves(*curve);
        addCapacity(*curve);
    } else if (curve && scenario.workload.mode == Mode::inference) {
        const AxisRange xr = scaleX()->range();
        const AxisRange yr = scaleY()->range();
        labels().set(QStringLiteral("empty"),
                     tr("Nothing served: the weights leave no room for a KV cache"),
                     toAxis({xr.lo, yr.hi}), ChartLabels::Anchor::belowRight, color(inkColor));
    }
    if (other)
        addPinned(*other);
    endUpdate();
}

void ServingChart::addCurves(const ServingCurve& c) {
    auto tooltip = [c](QPointF at) {
        const ServingCurvePoint* p = nearestPoint(c, at.x());
        return p ? servingPointText(c, *p) : QString();
    };
    struct Level {
        const char* key;
        double Percentiles::*field;
        double percentile;
        Qt::PenStyle pen;
        qreal width;
    };
    const Level levels[] = {{"p50", &Percentiles::p50, 50, Qt::DotLine, 1.5},
                            {"p90", &Percentiles::p90, 90, Qt::DashLine, 1.5},
                            {"p99", &Percentiles::p99, 99, Qt::SolidLine, 2.5}};
    auto addFigure = [&](const QString& role, const QString& name,
                         Percentiles ServingCurvePoint::*of, int colorRole,
                         const QString& hoverKey) {
        for (const Level& l : levels) {
            QList<QPointF> points;
            for (const ServingCurvePoint& p : c.points)
                if (std::isfinite(p.*of.*l.field)) // an overloaded rate has no wait to draw
                    points << QPointF(p.requestsPerS, p.*of.*l.field);
            SeriesSpec spec;
            spec.name = QStringLiteral("%1 %2").arg(name, percentileName(l.percentile));
            spec.color = colorRole;
            spec.pen = l.pen;
            spec.width = l.width;
            spec.labelsAvoid = true;
            spec.hoverKey = hoverKey;
            spec.tooltip = tooltip;
            setSeries(QStringLiteral("%1-%2").arg(role, QLatin1String(l.key)), spec, points);
        }
    };
    addFigure(QStringLiteral("ttft"), tr("TTFT"), &ServingCurvePoint::ttftS, ttftColor,
              QStringLiteral("serving-ttft"));
    addFigure(QStringLiteral("tpot"), tr("TPOT"), &ServingCurvePoint::tpotS, tpotColor,
              QStringLiteral("serving-tpot"));

    // The limits' own percentile, when the three lines do not hold it.
    const double pct = c.limits.percentile;
    const bool shown = pct == 50 || pct == 90 || pct == 99;
    auto addAt = [&](const QString& key, const QString& name, double ServingCurvePoint::*at,
                     int colorRole, const QString& hoverKey) {
        QList<QPointF> points;
        for (const ServingCurvePoint& p : c.points)
            if (std::isfinite(p.*at))
                points << QPointF(p.requestsPerS, p.*at);
        SeriesSpec spec;
        spec.name = QStringLiteral("%1 %2").arg(name, percentileName(pct));
        spec.color = colorRole;
        spec.pen = Qt::DashDotLine;
        spec.width = 2;
        spec.labelsAvoid = true;
        spec.hoverKey = hoverKey;
        spec.tooltip = tooltip;
        setSeries(key, spec, points);
    };
    if (!shown && c.limits.ttftS)
        addAt(QStringLiteral("ttft-at"), tr("TTFT"), &ServingCurvePoint::ttftAtPercentileS,
              ttftColor, QStringLiteral("serving-ttft"));
    if (!shown && c.limits.tpotS)
        addAt(QStringLiteral("tpot-at"), tr("TPOT"), &ServingCurvePoint::tpotAtPercentileS,
              tpotColor, QStringLiteral("serving-tpot"));
    if (c.limits.latencyS)
        addAt(QStringLiteral("latency-p99"), tr("Latency"),
              &ServingCurvePoint::latencyAtPercentileS, latencyColor,
              QStringLiteral("serving-latency"));

    QList<QPointF> tput;
    for (const ServingCurvePoint& p : c.points)
        tput << QPointF(p.requestsPerS, p.outputTokensPerS);
    SeriesSpec spec;
    spec.name = tr("tokens/s");
    spec.color = inkColor;
    spec.width = 2.5;
    spec.secondary = true;
    spec.labelsAvoid = true;
    spec.hoverKey = QStringLiteral("serving-throughput");
    spec.tooltip = tooltip;
    setSeries(QStringLiteral("throughput"), spec, tput);
}

void ServingChart::addLimits(const ServingCurve& c) {
    const AxisRange xr = scaleX()->range();
    const QString at = percentileName(c.limits.percentile);
    auto addLimit = [&](const char* key, const std::optional<double>& limit, const QString& text,
                        int colorRole) {
        if (!limit || *limit <= 0)
            return;
        SeriesSpec line;
        line.name = text;
        line.color = colorRole;
        // Long dash and two dots: apart from the P90 curve's plain dashes in the same colour.
        line.pen = Qt::DashDotDotLine;
        line.width = 1.5;
        line.inLegend = false; // labelled on the chart
        line.labelsAvoid = true;
        line.hoverKey = QStringLiteral("serving-limit");
        line.tooltip = [text](QPointF) { return text; };
        const QString k = QLatin1String(key);
        setSeries(k, line, {QPointF(xr.lo, *limit), QPointF(xr.hi, *limit)});
        // On its line: just above it, else just below, never drifting away from it.
        labels().set(k, text, toAxis({xr.lo, *limit}), ChartLabels::Anchor::aboveRight,
                     color(colorRole), 0, 0);
    };
    addLimit("limit-ttft", c.limits.ttftS,
             tr("TTFT limit %1 s at %2").arg(formatValue(c.limits.ttftS.value_or(0)), at),
             ttftColor);
    addLimit("limit-tpot", c.limits.tpotS,
             tr("TPOT limit %1 s at %2").arg(formatValue(c.limits.tpotS.value_or(0)), at),
             tpotColor);
    addLimit("limit-latency", c.limits.latencyS,
             tr("latency limit %1 s at %2").arg(formatValue(c.limits.latencyS.value_or(0)), at),
             latencyColor);
}

void ServingChart::addCapacity(const ServingCurve& c) {
    const Capacity& cap = c.capacity;
    const AxisRange yr = scaleY()->range();
    const bool limited = c.limits.any();
    const QString text = cap.requestsPerS <= 0
                             ? tr("no rate meets the limits")
                             : (limited ? tr("capacity %1 req/s") : tr("offline maximum %1 req/s"))
                                   .arg(formatValue(cap.requestsPerS));
    const QString tip =
        cap.requestsPerS <= 0
            ? tr("No simulated Poisson rate meets every limit at %1")
                  .arg(percentileName(c.limits.percentile))
            : (limited ? tr("Capacity: %1 requests/s, %2 tokens/s, the highest Poisson rate "
                            "whose %3 meets every limit")
                             .arg(formatValue(cap.requestsPerS), formatValue(cap.outputTokensPerS),
                                  percentileName(c.limits.percentile))
                       : tr("Offline maximum: %1 requests/s, %2 tokens/s with all %3 requests "
                            "queued at once (no limit set)")
                             .arg(formatValue(cap.requestsPerS), formatValue(cap.outputTokensPerS))
                             .arg(c.load.requests));
    if (cap.requestsPerS <= 0) {
        labels().set(QStringLiteral("capacity"), text, toAxis({scaleX()->range().lo, yr.hi}),
                     ChartLabels::Anchor::belowRight, color(inkColor));
        return;
    }
    SeriesSpec line;
    line.name = text;
    line.color = mutedColor;
    line.pen = Qt::DotLine;
    line.width = 1.5;
    line.inLegend = false;
    line.labelsAvoid = true;
    line.hoverKey = QStringLiteral("serving-capacity");
    line.tooltip = [tip](QPointF) { return tip; };
    setSeries(QStringLiteral("capacity-line"), line,
              {QPointF(cap.requestsPerS, yr.lo), QPointF(cap.requestsPerS, yr.hi)});
    SeriesSpec mark;
    mark.name = text;
    mark.scatter = true;
    mark.shape = QScatterSeries::MarkerShapeRectangle;
    mark.markerSize = 11;
    mark.color = inkColor;
    mark.inLegend = false;
    mark.secondary = true;
    mark.hoverKey = QStringLiteral("serving-capacity");
    mark.tooltip = line.tooltip;
    setSeries(QStringLiteral("capacity"), mark, {QPointF(cap.requestsPerS, cap.outputTokensPerS)});
    const bool right = cap.requestsPerS > (scaleX()->range().lo + scaleX()->range().hi) / 2;
    labels().set(QStringLiteral("capacity"), text, toAxis({cap.requestsPerS, yr.hi}),
                 right ? ChartLabels::Anchor::belowLeft : ChartLabels::Anchor::belowRight,
                 color(inkColor), 0, 6);
}

void ServingChart::addPinned(const ServingCurve& c) {
    QList<QPointF> ttft, tput;
    for (const ServingCurvePoint& p : c.points) {
        if (std::isfinite(p.ttftS.p99))
            ttft << QPointF(p.requestsPerS, p.ttftS.p99);
        tput << QPointF(p.requestsPerS, p.outputTokensPerS);
    }
    SeriesSpec spec;
    spec.name = pinnedName(tr("TTFT P99"));
    spec.color = ttftColor;
    spec.pen = Qt::DashLine;
    spec.width = 1.5;
    spec.faded = true;
    spec.hoverKey = QStringLiteral("serving-ttft");
    setSeries(QStringLiteral("ttft-p99-A"), spec, ttft);
    spec.name = pinnedName(tr("tokens/s"));
    spec.color = inkColor;
    spec.secondary = true;
    spec.hoverKey = QStringLiteral("serving-throughput");
    setSeries(QStringLiteral("throughput-A"), spec, tput);
}

} // namespace ridgeline::ui
