#include "ui/charts/time_cost_chart.h"

#include "ui/charts/chart_style.h"

#include <QChart>
#include <QLegend>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

namespace {

QList<qreal> timeCostCloudDashes() {
    return {2, 1.5};
}

QString timeCostUsd(double v) {
    return QStringLiteral("$") + formatCompact(v);
}

QString timeCostPointText(const QString& gpu, const TimeCostPoint& p) {
    QString text = TimeCostChart::tr("%1 on %2 GPUs: %3 days")
                       .arg(gpu, formatValue(p.gpus), formatValue(p.days));
    if (p.ownedUsd)
        text += TimeCostChart::tr("\nowned %1 for the run").arg(timeCostUsd(*p.ownedUsd));
    if (p.cloudUsd)
        text += TimeCostChart::tr("\ncloud %1 for the run").arg(timeCostUsd(*p.cloudUsd));
    return text;
}

} // namespace

TimeCostChart::TimeCostChart(QWidget* parent)
    : ChartView(parent) {
    auto x = std::make_unique<ScaleAxis>(Scale::log2, tr("GPUs"), formatTokens);
    auto y = std::make_unique<ScaleAxis>(Scale::log10, tr("Time to train (days)"), formatCompact);
    x->setMaxLabels(7);
    setScales(std::move(x), std::move(y));
    setSecondaryY(std::make_unique<ScaleAxis>(Scale::log10, tr("Run cost ($)"), timeCostUsd));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    finishSetup();
}

QString TimeCostChart::chartTitle() const {
    return tr("Time and cost to train");
}

void TimeCostChart::setData(const ChartData& chartData, const Scenario& scenario,
                            const ChartData* pinned) {
    remember(chartData, scenario, pinned);
    double xLo = HUGE_VAL, xHi = 0, dLo = HUGE_VAL, dHi = 0, cLo = HUGE_VAL, cHi = 0;
    std::optional<double> deadline;
    auto include = [&](const std::vector<TimeCostSeries>& all) {
        for (const TimeCostSeries& s : all) {
            if (s.deadlineDays && *s.deadlineDays > 0)
                deadline = s.deadlineDays;
            for (const TimeCostPoint& p : s.points) {
                if (!(p.gpus > 0 && p.days > 0))
                    continue;
                xLo = std::min(xLo, p.gpus), xHi = std::max(xHi, p.gpus);
                dLo = std::min({dLo, p.days, p.daysRange.low});
                dHi = std::max({dHi, p.days, p.daysRange.high});
                for (const auto& c : {p.ownedUsdRange, p.cloudUsdRange})
                    if (c && c->low > 0)
                        cLo = std::min(cLo, c->low), cHi = std::max(cHi, c->high);
            }
        }
    };
    include(chartData.training.timeCost);
    if (pinned)
        include(pinned->training.timeCost);
    if (deadline)
        dLo = std::min(dLo, *deadline), dHi = std::max(dHi, *deadline);
    if (xHi > 0) {
        scaleX()->fit(xLo, xHi);
        scaleY()->fit(dLo, dHi);
        if (cHi > 0)
            scaleY2()->fit(cLo, cHi);
    }

    beginUpdate();
    SeriesSpec days;
    days.name = tr("days");
    days.color = inkColor;
    days.pen = Qt::DotLine;
    setSeries(QStringLiteral("legend-days"), days, {});
    SeriesSpec owned;
    owned.name = tr("owned $");
    owned.color = inkColor;
    owned.secondary = true;
    setSeries(QStringLiteral("legend-owned"), owned, {});
    SeriesSpec cloud = owned;
    cloud.name = tr("cloud $");
    cloud.dashes = timeCostCloudDashes();
    setSeries(QStringLiteral("legend-cloud"), cloud, {});

    if (deadline && xHi > 0) {
        const AxisRange x = scaleX()->range();
        SeriesSpec line;
        line.name = tr("deadline");
        line.color = inkColor;
        line.width = 1.5;
        line.pen = Qt::DashDotLine;
        line.inLegend = false;
        line.labelsAvoid = true;
        line.hoverKey = QStringLiteral("deadline");
        const QString text = tr("deadline: %1 days").arg(formatValue(*deadline));
        line.tooltip = [text](QPointF) { return text; };
        setSeries(QStringLiteral("deadline"), line,
                  {QPointF(x.lo, *deadline), QPointF(x.hi, *deadline)});
        labels().set(QStringLiteral("deadline-label"), text, toAxis({x.hi, *deadline}),
                     ChartLabels::Anchor::aboveLeft, color(inkColor));
    }
    addCurves(chartData.training.timeCost, shortGpuNames(chartData.training.timeCost), false);
    if (pinned) {
        addCurves(pinned->training.timeCost, shortGpuNames(pinned->training.timeCost), true);
        SeriesSpec legend = days;
        legend.name = tr("pinned (A)");
        legend.color = mutedColor;
        legend.pen = Qt::DashDotDotLine;
        setSeries(QStringLiteral("legend-A"), legend, {});
    }
    endUpdate();
}

void TimeCostChart::addCurves(const std::vector<TimeCostSeries>& all, const QStringList& names,
                              bool pinned) {
    for (int i = 0; i < int(all.size()); ++i) {
        const TimeCostSeries& s = all[std::size_t(i)];
        const QString gpu = i < names.size() ? names[i] : QString::fromStdString(s.gpuName);
        const QString name = pinned ? pinnedName(gpu) : gpu;
        QList<QPointF> days, owned, cloud, daysLow, daysHigh, ownedLow, ownedHigh, cloudLow,
            cloudHigh;
        for (const TimeCostPoint& p : s.points) {
            days << QPointF(p.gpus, p.days);
            daysLow << QPointF(p.gpus, p.daysRange.low);
            daysHigh << QPointF(p.gpus, p.daysRange.high);
            if (p.ownedUsd && p.ownedUsdRange) {
                owned << QPointF(p.gpus, *p.ownedUsd);
                ownedLow << QPointF(p.gpus, p.ownedUsdRange->low);
                ownedHigh << QPointF(p.gpus, p.ownedUsdRange->high);
            }
            if (p.cloudUsd && p.cloudUsdRange) {
                cloud << QPointF(p.gpus, *p.cloudUsd);
                cloudLow << QPointF(p.gpus, p.cloudUsdRange->low);
                cloudHigh << QPointF(p.gpus, p.cloudUsdRange->high);
            }
        }
        if (!pinned) { // P10-P90 bands behind the curves
            setBand(seriesKey("days-band", false, i), i, daysLow, daysHigh);
            setBand(seriesKey("run-owned-band", false, i), i, ownedLow, ownedHigh, true);
            setBand(seriesKey("run-cloud-band", false, i), i, cloudLow, cloudHigh, true);
        }
        auto tooltip = [name, s](QPointF at) {
            const TimeCostPoint* p = nearestByGpus(s, at.x());
            return p ? timeCostPointText(name, *p) : QString();
        };

        SeriesSpec d;
        d.name = tr("%1 days").arg(name);
        d.color = i;
        d.width = pinned ? 1.5 : 2.5;
        d.pen = pinned ? Qt::DashDotDotLine : Qt::DotLine;
        d.faded = pinned;
        d.inLegend = false;
        d.labelsAvoid = true;
        d.hoverKey = QStringLiteral("time-curve");
        d.gpuIndex = i;
        d.tooltip = tooltip;
        setSeries(seriesKey("days", pinned, i), d, days);
        if (pinned)
            continue;

        SeriesSpec o;
        o.name = name;
        o.color = i;
        o.width = 2.5;
        o.secondary = true;
        o.labelsAvoid = true;
        o.hoverKey = QStringLiteral("run-cost-curve");
        o.gpuIndex = i;
        o.tooltip = tooltip;
        setSeries(seriesKey("run-owned", false, i), o, owned);
        SeriesSpec c = o;
        c.name = tr("%1 cloud").arg(name);
        c.width = 2;
        c.dashes = timeCostCloudDashes();
        c.inLegend = false;
        setSeries(seriesKey("run-cloud", false, i), c, cloud);
    }
}

} // namespace ridgeline::ui
