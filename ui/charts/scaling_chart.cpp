#include "ui/charts/scaling_chart.h"

#include "ui/charts/chart_style.h"

#include <QChart>
#include <QLegend>

#include <algorithm>
#include <cmath>
#include <map>

namespace ridgeline::ui {

namespace {

QList<qreal> efficiencyDashes() {
    return {2, 1.5};
}

QString scalingPointText(const QString& gpu, const ScalingPoint& p) {
    return ScalingChart::tr("%1 on %2 GPUs (%3 nodes)\n%4 tokens/s, scaling efficiency %5%")
        .arg(gpu, formatValue(p.gpus), QString::number(p.nodes), formatValue(p.tokensPerS),
             formatValue(100 * p.scalingEfficiency));
}

} // namespace

ScalingChart::ScalingChart(QWidget* parent)
    : ChartView(parent) {
    auto x = std::make_unique<ScaleAxis>(Scale::log2, tr("GPUs"), formatTokens);
    auto y = std::make_unique<ScaleAxis>(Scale::log10, tr("Throughput (tokens/s)"), formatCompact);
    x->setMaxLabels(7);
    setScales(std::move(x), std::move(y));
    setSecondaryY(
        std::make_unique<ScaleAxis>(Scale::linear, tr("Scaling efficiency (%)"), formatCompact));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    finishSetup();
}

QString ScalingChart::chartTitle() const {
    return tr("Scaling");
}

void ScalingChart::setData(const ChartData& chartData, const Scenario& scenario,
                           const ChartData* pinned) {
    remember(chartData, scenario, pinned);
    double xLo = HUGE_VAL, xHi = 0, yLo = HUGE_VAL, yHi = 0, effHi = 1;
    auto include = [&](const std::vector<ScalingSeries>& all) {
        for (const ScalingSeries& s : all)
            for (const ScalingPoint& p : s.points)
                if (p.gpus > 0 && p.tokensPerS > 0) {
                    xLo = std::min(xLo, p.gpus), xHi = std::max(xHi, p.gpus);
                    yLo = std::min({yLo, p.tokensPerS, p.tokensPerSRange.low});
                    yHi = std::max({yHi, p.tokensPerS, p.tokensPerSRange.high});
                    effHi = std::max(effHi, p.scalingEfficiency);
                }
    };
    include(chartData.training.scaling);
    if (pinned)
        include(pinned->training.scaling);
    if (xHi > 0) {
        scaleX()->fit(xLo, xHi);
        scaleY()->fit(yLo, yHi);
        // Efficiency up to 100% reads best on a 0-100 axis.
        if (effHi <= 1)
            scaleY2()->setRange({0, 100});
        else
            scaleY2()->fit(0, 100 * effHi);
    }

    beginUpdate();
    // The legend's first entries say which line is which; the first series is on the left
    // axis, which labels are placed against.
    SeriesSpec tput;
    tput.name = tr("tokens/s");
    tput.color = inkColor;
    setSeries(QStringLiteral("legend-tput"), tput, {});
    SeriesSpec eff = tput;
    eff.name = tr("efficiency");
    eff.dashes = efficiencyDashes();
    eff.secondary = true;
    setSeries(QStringLiteral("legend-eff"), eff, {});

    const QStringList names = shortGpuNames(chartData.training.scaling);
    addNodeBoundaries(chartData.training.scaling, names);
    addCurves(chartData.training.scaling, names, false);
    if (pinned) {
        addCurves(pinned->training.scaling, shortGpuNames(pinned->training.scaling), true);
        SeriesSpec legend = tput;
        legend.name = tr("pinned (A)");
        legend.color = mutedColor;
        legend.pen = Qt::DotLine;
        setSeries(QStringLiteral("legend-A"), legend, {});
    }
    endUpdate();
}

void ScalingChart::addNodeBoundaries(const std::vector<ScalingSeries>& all,
                                     const QStringList& names) {
    // One line per node size: options that share it share the line.
    std::map<int, std::vector<int>> bySize;
    for (int i = 0; i < int(all.size()); ++i)
        if (!all[std::size_t(i)].points.empty())
            bySize[all[std::size_t(i)].gpusPerNode].push_back(i);
    const AxisRange x = scaleX()->range();
    const AxisRange y = scaleY()->range();
    for (const auto& [size, options] : bySize) {
        // Counts that all span nodes (model parallel above a node) have no boundary to show.
        if (size <= x.lo || size >= x.hi)
            continue;
        const int first = options.front();
        const bool shared = options.size() > 1;
        QStringList who;
        for (int i : options)
            who << names.value(i, QString::fromStdString(all[std::size_t(i)].gpuName));
        SeriesSpec line;
        line.name = tr("node boundary");
        line.color = shared ? mutedColor : first;
        line.width = 1.5;
        line.pen = Qt::DotLine;
        line.inLegend = false;
        line.labelsAvoid = true;
        line.hoverKey = QStringLiteral("node-boundary");
        line.gpuIndex = first;
        const QString text = tr("%1 GPUs per node (%2): more GPUs talk over the network")
                                 .arg(QString::number(size), who.join(QStringLiteral(", ")));
        line.tooltip = [text](QPointF) { return text; };
        setSeries(seriesKey("node", false, first), line,
                  {QPointF(size, y.lo), QPointF(size, y.hi)});
        labels().set(seriesKey("node-label", false, first),
                     tr("%1 GPUs\nper node").arg(QString::number(size)),
                     toAxis({double(size), y.hi}), ChartLabels::Anchor::belowRight,
                     color(line.color));
    }
}

void ScalingChart::addCurves(const std::vector<ScalingSeries>& all, const QStringList& names,
                             bool pinned) {
    for (int i = 0; i < int(all.size()); ++i) {
        const ScalingSeries& s = all[std::size_t(i)];
        const QString gpu = i < names.size() ? names[i] : QString::fromStdString(s.gpuName);
        const QString name = pinned ? pinnedName(gpu) : gpu;
        QList<QPointF> tput, eff, low, high;
        for (const ScalingPoint& p : s.points) {
            tput << QPointF(p.gpus, p.tokensPerS);
            eff << QPointF(p.gpus, 100 * p.scalingEfficiency);
            low << QPointF(p.gpus, p.tokensPerSRange.low);
            high << QPointF(p.gpus, p.tokensPerSRange.high);
        }
        if (!pinned) // P10-P90 of the throughput, behind its curve
            setBand(seriesKey("tput-band", false, i), i, low, high);
        auto tooltip = [name, s](QPointF at) {
            const ScalingPoint* p = nearestByGpus(s, at.x());
            return p ? scalingPointText(name, *p) : QString();
        };

        SeriesSpec curve;
        curve.name = name;
        curve.color = i;
        curve.width = pinned ? 1.5 : 2.5;
        curve.pen = pinned ? Qt::DotLine : Qt::SolidLine;
        curve.faded = pinned;
        curve.inLegend = !pinned;
        curve.labelsAvoid = true;
        curve.hoverKey = QStringLiteral("scaling-curve");
        curve.gpuIndex = i;
        curve.tooltip = tooltip;
        setSeries(seriesKey("tput", pinned, i), curve, tput);
        if (pinned)
            continue;

        SeriesSpec e = curve;
        e.name = tr("%1 scaling efficiency").arg(name);
        e.width = 2;
        e.dashes = efficiencyDashes();
        e.inLegend = false;
        e.secondary = true;
        e.hoverKey = QStringLiteral("scaling-efficiency");
        setSeries(seriesKey("eff", false, i), e, eff);

        // Where the curve crosses its node boundary.
        QList<QPointF> atNode;
        for (const ScalingPoint& p : s.points)
            if (p.gpus == s.gpusPerNode)
                atNode << QPointF(p.gpus, p.tokensPerS);
        SeriesSpec point;
        point.name = tr("%1 at the node boundary").arg(name);
        point.scatter = true;
        point.shape = QScatterSeries::MarkerShapeRectangle;
        point.markerSize = 9;
        point.color = i;
        point.inLegend = false;
        point.hoverKey = QStringLiteral("node-boundary");
        point.gpuIndex = i;
        point.tooltip = tooltip;
        setSeries(seriesKey("node-point", false, i), point, atNode);
    }
}

} // namespace ridgeline::ui
