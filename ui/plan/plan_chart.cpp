#include "ui/plan/plan_chart.h"

#include "ui/charts/chart_style.h"
#include "ui/charts/scale_axis.h"

#include <QChart>
#include <QLegend>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

namespace {

QString dollars(double v) {
    return QStringLiteral("$") + formatCompact(v);
}

} // namespace

PlanChart::PlanChart(Mode mode, QWidget* parent)
    : ChartView(parent)
    , mode_(mode) {
    if (mode == Mode::training)
        setScales(
            std::make_unique<ScaleAxis>(Scale::log10, tr("Time to train (days)"), formatCompact),
            std::make_unique<ScaleAxis>(Scale::log10, tr("Run cost ($)"), dollars));
    else
        setScales(std::make_unique<ScaleAxis>(Scale::log10, tr("Tokens/s per user"), formatCompact),
                  std::make_unique<ScaleAxis>(Scale::log10, tr("Tokens/s per GPU"), formatCompact));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    finishSetup();
}

QString PlanChart::chartTitle() const {
    return mode_ == Mode::training ? tr("Plans: time against cost of the run")
                                   : tr("Plans: speed per user against throughput per GPU");
}

void PlanChart::setPlan(const PlanResult& result, int chosen) {
    const bool training = mode_ == Mode::training;
    if (result.mode != mode_)
        return;
    double xLo = HUGE_VAL, xHi = 0, yLo = HUGE_VAL, yHi = 0;
    auto include = [&](double x, double y) {
        if (!(x > 0 && y > 0 && std::isfinite(x) && std::isfinite(y)))
            return;
        xLo = std::min(xLo, x), xHi = std::max(xHi, x);
        yLo = std::min(yLo, y), yHi = std::max(yHi, y);
    };
    QList<QPointF> candidates, plans, frontier, mark;
    for (const PlanPoint& p : result.points) {
        include(p.x, p.y);
        (p.plan >= 0 ? plans : candidates) << QPointF(p.x, p.y);
        if (p.plan >= 0 && p.plan == chosen)
            mark << QPointF(p.x, p.y);
    }
    for (int i : result.frontier)
        frontier << QPointF(result.points[std::size_t(i)].x, result.points[std::size_t(i)].y);
    if (result.xLimit)
        include(*result.xLimit, yLo < HUGE_VAL ? yLo : 1.0);
    if (result.yLimit)
        include(xLo < HUGE_VAL ? xLo : 1.0, *result.yLimit);
    if (xHi > 0) {
        scaleX()->fit(xLo, xHi);
        scaleY()->fit(yLo, yHi);
    }

    beginUpdate();
    const QString xUnit = training ? tr("days") : tr("tokens/s per user");
    const QString yUnit = training ? tr("for the run") : tr("tokens/s per GPU");
    auto tip = [training, xUnit, yUnit](QPointF p) {
        return training
                   ? tr("%1 days, %2 for the run").arg(formatValue(p.x()), dollars(p.y()))
                   : tr("%1 %2, %3 %4").arg(formatValue(p.x()), xUnit, formatValue(p.y()), yUnit);
    };
    SeriesSpec all;
    all.name = tr("configurations evaluated");
    all.color = mutedColor;
    all.scatter = true;
    all.markerSize = 5;
    all.tooltip = tip;
    all.hoverKey = QStringLiteral("plan-candidate");
    setSeries(QStringLiteral("candidates"), all, candidates);
    SeriesSpec edge;
    edge.name = tr("Pareto frontier");
    edge.color = inkColor;
    edge.width = 1.5;
    edge.labelsAvoid = true;
    setSeries(QStringLiteral("frontier"), edge, frontier);
    SeriesSpec meets;
    meets.name = tr("meets every limit");
    meets.color = 0;
    meets.scatter = true;
    meets.markerSize = 8;
    meets.tooltip = tip;
    meets.hoverKey = QStringLiteral("plan-point");
    setSeries(QStringLiteral("plans"), meets, plans);
    SeriesSpec pick;
    pick.name = tr("chosen plan");
    pick.color = 1;
    pick.scatter = true;
    pick.shape = QScatterSeries::MarkerShapeRectangle;
    pick.markerSize = 14;
    pick.tooltip = tip;
    setSeries(QStringLiteral("chosen"), pick, mark);
    if (xHi > 0 && result.xLimit) {
        const AxisRange y = scaleY()->range();
        SeriesSpec line;
        line.name = training ? tr("deadline") : tr("time-per-token limit");
        line.color = inkColor;
        line.width = 1.5;
        line.pen = Qt::DashDotLine;
        line.inLegend = false;
        line.labelsAvoid = true;
        const QString text =
            training ? tr("deadline: %1 days").arg(formatValue(*result.xLimit))
                     : tr("TPOT limit: %1 tokens/s per user").arg(formatValue(*result.xLimit));
        line.tooltip = [text](QPointF) { return text; };
        setSeries(QStringLiteral("x-limit"), line,
                  {QPointF(*result.xLimit, y.lo), QPointF(*result.xLimit, y.hi)});
        labels().set(QStringLiteral("x-limit-label"), text, toAxis({*result.xLimit, y.hi}),
                     ChartLabels::Anchor::belowRight, color(inkColor));
    }
    if (xHi > 0 && result.yLimit) {
        const AxisRange x = scaleX()->range();
        SeriesSpec line;
        line.name = tr("budget");
        line.color = inkColor;
        line.width = 1.5;
        line.pen = Qt::DashDotLine;
        line.inLegend = false;
        line.labelsAvoid = true;
        const QString text = tr("budget: %1").arg(dollars(*result.yLimit));
        line.tooltip = [text](QPointF) { return text; };
        setSeries(QStringLiteral("y-limit"), line,
                  {QPointF(x.lo, *result.yLimit), QPointF(x.hi, *result.yLimit)});
        labels().set(QStringLiteral("y-limit-label"), text, toAxis({x.hi, *result.yLimit}),
                     ChartLabels::Anchor::aboveLeft, color(inkColor));
    }
    endUpdate();
}

} // namespace ridgeline::ui
