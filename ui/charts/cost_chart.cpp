#include "ui/charts/cost_chart.h"

#include "ui/charts/chart_style.h"

#include <QChart>
#include <QLegend>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

namespace {

QList<QPointF> pointsOf(const std::vector<XY>& xy) {
    QList<QPointF> points;
    points.reserve(qsizetype(xy.size()));
    for (const XY& p : xy)
        points << QPointF(p.x, p.y);
    return points;
}

// Dashes and gaps in pen widths.
QList<qreal> cloudDashes() {
    return {2, 1.5};
}

QString costUsd(double v) {
    return QStringLiteral("$") + formatValue(v);
}

} // namespace

CostChart::CostChart(QWidget* parent)
    : ChartView(parent) {
    auto x = std::make_unique<ScaleAxis>(Scale::log2, tr("Batch (sequences)"), formatTokens);
    auto y = std::make_unique<ScaleAxis>(Scale::log10, tr("Cost ($ per 1M tokens)"), formatCompact);
    x->setMaxLabels(7);
    setScales(std::move(x), std::move(y));
    chart()->legend()->setAlignment(Qt::AlignRight);
    finishSetup();
}

QString CostChart::chartTitle() const {
    return tr("Cost per token");
}

void CostChart::setData(const ChartData& chartData, const Scenario& scenario,
                        const ChartData* pinned) {
    remember(chartData, scenario, pinned);
    double xLo = HUGE_VAL, xHi = 0, yLo = HUGE_VAL, yHi = 0;
    auto include = [&](const std::vector<CostCurve>& curves) {
        for (const CostCurve& c : curves)
            for (const auto* side :
                 {&c.owned, &c.cloud, &c.ownedLow, &c.ownedHigh, &c.cloudLow, &c.cloudHigh})
                for (const XY& p : *side)
                    if (p.x > 0 && p.y > 0) {
                        xLo = std::min(xLo, p.x), xHi = std::max(xHi, p.x);
                        yLo = std::min(yLo, p.y), yHi = std::max(yHi, p.y);
                    }
    };
    include(chartData.cost);
    if (pinned)
        include(pinned->cost);
    if (xHi > 0) {
        // The x axis ends where the curves end: at the largest batch that fits. Below, a little
        // room so that the markers at batch 1 are not cut by the plot's edge.
        scaleX()->fit(xLo / 1.25, xHi);
        scaleY()->fit(yLo, yHi);
    }

    beginUpdate();
    // A legend marker is a short stroke of the series' pen: the cloud dashes are short enough
    // to show in it, and the names say it too.
    SeriesSpec owned;
    owned.name = tr("owned (solid)");
    owned.color = inkColor;
    owned.width = 2;
    setSeries(QStringLiteral("legend-owned"), owned, {});
    SeriesSpec cloud = owned;
    cloud.name = tr("cloud (dashed)");
    cloud.pen = Qt::DashLine;
    cloud.dashes = cloudDashes();
    setSeries(QStringLiteral("legend-cloud"), cloud, {});
    const QStringList names = gpuLabels(chartData);
    addCurves(chartData.cost, names, false);
    // GPUs without curves: said in one label, top right where the falling curves of the
    // others leave room.
    QStringList none;
    for (int i = 0; i < int(chartData.cost.size()) && i < names.size(); ++i)
        if (chartData.cost[std::size_t(i)].owned.empty() &&
            chartData.cost[std::size_t(i)].cloud.empty())
            none << names[i];
    if (!none.isEmpty())
        labels().set(
            QStringLiteral("cost-none"),
            tr("does not fit,\nnot even at batch 1:\n%1").arg(none.join(QLatin1Char('\n'))),
            toAxis({scaleX()->range().hi, scaleY()->range().hi}), ChartLabels::Anchor::belowLeft,
            color(inkColor));
    if (pinned) {
        addCurves(pinned->cost, gpuLabels(*pinned), true);
        SeriesSpec legend = owned;
        legend.name = tr("pinned (A)");
        legend.color = mutedColor;
        legend.pen = Qt::DotLine;
        setSeries(QStringLiteral("legend-A"), legend, {});
    }
    endUpdate();
}

void CostChart::addCurves(const std::vector<CostCurve>& curves, const QStringList& names,
                          bool pinned) {
    for (int i = 0; i < int(curves.size()); ++i) {
        const CostCurve& c = curves[std::size_t(i)];
        const QString gpu = i < names.size() ? names[i] : QString::fromStdString(c.gpuName);
        const QString name = pinned ? pinnedName(gpu) : gpu;

        SeriesSpec owned;
        owned.name = name;
        owned.color = i;
        owned.width = pinned ? 1.5 : 2.5;
        owned.pen = pinned ? Qt::DotLine : Qt::SolidLine;
        owned.faded = pinned;
        owned.inLegend = !pinned;
        owned.labelsAvoid = true;
        owned.hoverKey = QStringLiteral("cost-curve");
        owned.gpuIndex = i;
        const double maxBatch =
            c.owned.empty() ? (c.cloud.empty() ? 0 : c.cloud.back().x) : c.owned.back().x;
        owned.tooltip = [name, maxBatch](QPointF p) {
            return tr("%1 owned: %2 per 1M tokens at batch %3\nfits up to batch %4")
                .arg(name, costUsd(p.y()), formatValue(std::round(p.x())), formatValue(maxBatch));
        };
        if (!pinned) { // P10-P90 bands behind the curves
            setBand(seriesKey("cost-owned-band", false, i), i, pointsOf(c.ownedLow),
                    pointsOf(c.ownedHigh));
            setBand(seriesKey("cost-cloud-band", false, i), i, pointsOf(c.cloudLow),
                    pointsOf(c.cloudHigh));
        }
        setSeries(seriesKey("cost-owned", pinned, i), owned, pointsOf(c.owned));

        SeriesSpec cloud = owned;
        cloud.name = tr("%1 cloud").arg(name);
        cloud.pen = pinned ? Qt::DashDotDotLine : Qt::DashLine;
        if (!pinned)
            cloud.dashes = cloudDashes();
        cloud.width = pinned ? 1.5 : 2;
        cloud.inLegend = false;
        cloud.tooltip = [name, maxBatch](QPointF p) {
            return tr("%1 cloud: %2 per 1M tokens at batch %3\nfits up to batch %4")
                .arg(name, costUsd(p.y()), formatValue(std::round(p.x())), formatValue(maxBatch));
        };
        setSeries(seriesKey("cost-cloud", pinned, i), cloud, pointsOf(c.cloud));

        if (pinned)
            continue;
        // The current batch, only where the curves reach it (it fits).
        QList<QPointF> current;
        QString text = tr("%1 at batch %2").arg(gpu, formatValue(c.currentBatch));
        if (c.currentOwned && c.currentBatch <= maxBatch) {
            current << QPointF(c.currentBatch, *c.currentOwned);
            text += tr("\nowned %1 per 1M tokens").arg(costUsd(*c.currentOwned));
        }
        if (c.currentCloud && c.currentBatch <= maxBatch) {
            current << QPointF(c.currentBatch, *c.currentCloud);
            text += tr("\ncloud %1 per 1M tokens").arg(costUsd(*c.currentCloud));
        }
        SeriesSpec point;
        point.name = tr("%1 current batch").arg(gpu);
        point.scatter = true;
        point.markerSize = 10;
        point.color = i;
        point.inLegend = false;
        point.hoverKey = QStringLiteral("cost-point");
        point.gpuIndex = i;
        point.answer = true;
        point.tooltip = [text](QPointF) { return text; };
        setSeries(seriesKey("cost-current", false, i), point, current);
    }
}

} // namespace ridgeline::ui
