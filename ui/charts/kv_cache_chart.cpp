#include "ui/charts/kv_cache_chart.h"

#include "ui/charts/chart_style.h"

#include <QChart>
#include <QLegend>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

namespace {

double gib(double bytes) {
    return bytes / bytesPerGib;
}

QList<QPointF> curve(const KvChart& kv, const KvSeries& s) {
    QList<QPointF> points;
    const std::size_t n = std::min(kv.contexts.size(), s.bytes.size());
    points.reserve(qsizetype(n));
    for (std::size_t i = 0; i < n; ++i)
        points << QPointF(kv.contexts[i], gib(s.bytes[i]));
    return points;
}

// KV bytes of `s` at `context` from its (linear in context) samples.
double bytesAt(const KvChart& kv, const KvSeries& s, double context) {
    if (kv.contexts.empty() || s.bytes.empty() || kv.contexts.front() <= 0)
        return 0;
    return s.bytes.front() / kv.contexts.front() * context;
}

} // namespace

KvCacheChart::KvCacheChart(QWidget* parent)
    : ChartView(parent) {
    auto x = std::make_unique<ScaleAxis>(Scale::log2, tr("Context (tokens)"), formatTokens);
    auto y =
        std::make_unique<ScaleAxis>(Scale::log10, tr("KV cache per replica (GiB)"), formatCompact);
    x->setMaxLabels(7);
    setScales(std::move(x), std::move(y));
    chart()->legend()->setAlignment(Qt::AlignRight);
    finishSetup();
}

QString KvCacheChart::chartTitle() const {
    return tr("KV cache");
}

void KvCacheChart::setData(const ChartData& chartData, const Scenario& scenario,
                           const ChartData* pinned) {
    remember(chartData, scenario, pinned);
    const KvChart& kv = chartData.kv;
    const KvSeries* one = kv.series.size() > 0 ? &kv.series[0] : nullptr;
    const KvSeries* current = kv.series.size() > 1 ? &kv.series[1] : one;
    const KvSeries* largest = kv.series.size() > 2 ? &kv.series[2] : nullptr;

    // The y axis spans from the smallest cache drawn to above the largest free VRAM; the curves
    // run on beyond it, as they would on paper.
    if (!kv.contexts.empty())
        scaleX()->fit(kv.contexts.front(), kv.contexts.back());
    double yLo = one && !one->bytes.empty() ? gib(one->bytes.front()) : 0.01;
    double yHi = current ? gib(bytesAt(kv, *current, kv.currentContext)) : 1;
    for (const KvLimit& l : kv.limits)
        if (l.freeBytes > 0)
            yHi = std::max(yHi, gib(l.freeBytes) * 2);
    scaleY()->fit(yLo, yHi);
    const AxisRange xr = scaleX()->range();
    const AxisRange yr = scaleY()->range();

    beginUpdate();
    const bool currentIsOne = current == one || (current && current->batch == 1);
    const bool largestIsCurrent = largest && current && largest->batch == current->batch;
    auto batchSpec = [](const QString& name, double batch, Qt::PenStyle pen, qreal width) {
        SeriesSpec spec;
        spec.name = name;
        spec.color = inkColor;
        spec.pen = pen;
        spec.width = width;
        spec.hoverKey = QStringLiteral("kv-series");
        spec.tooltip = [batch](QPointF p) {
            return tr("batch %1: %2 GiB of KV cache at %3 tokens")
                .arg(formatValue(batch), formatValue(p.y()), formatTokens(std::round(p.x())));
        };
        return spec;
    };
    // Short names: the legend shares the chart's width with the plot.
    const QStringList names = gpuLabels(chartData);
    const QString largestGpu =
        kv.largestFrom < std::size_t(names.size()) ? names[qsizetype(kv.largestFrom)] : QString();
    const QString maxNote = largestGpu.isEmpty() ? tr("max") : tr("max, %1").arg(largestGpu);
    if (one && !currentIsOne)
        setSeries(QStringLiteral("kv-batch1"), batchSpec(tr("b=1"), 1, Qt::DotLine, 1.5),
                  curve(kv, *one));
    if (current) {
        QString name = currentIsOne ? tr("b=1 (current)")
                                    : tr("b=%1 (current)").arg(formatValue(current->batch));
        if (largestIsCurrent)
            name = tr("b=%1 (current, %2)").arg(formatValue(current->batch), maxNote);
        setSeries(QStringLiteral("kv-current"), batchSpec(name, current->batch, Qt::SolidLine, 2.5),
                  curve(kv, *current));
    }
    if (largest && !largestIsCurrent)
        setSeries(QStringLiteral("kv-largest"),
                  batchSpec(tr("b=%1 (%2)").arg(formatValue(largest->batch), maxNote),
                            largest->batch, Qt::DashDotLine, 1.5),
                  curve(kv, *largest));

    SeriesSpec context;
    context.name = tr("current context");
    context.color = mutedColor;
    context.pen = Qt::DashLine;
    context.width = 1.5;
    context.hoverKey = QStringLiteral("kv-context");
    context.tooltip = [c = kv.currentContext](QPointF) {
        return tr("current context: %1 tokens (prompt + output)").arg(formatValue(c));
    };
    setSeries(QStringLiteral("kv-context"), context,
              {QPointF(kv.currentContext, yr.lo), QPointF(kv.currentContext, yr.hi)});

    const double batch = current ? current->batch : 1;
    for (int i = 0; i < int(kv.limits.size()); ++i) {
        const KvLimit& l = kv.limits[std::size_t(i)];
        const QString gpu = i < names.size() ? names[i] : QString::fromStdString(l.gpuName);
        const double free = gib(l.freeBytes);
        if (l.freeBytes <= 0) {
            labels().set(QStringLiteral("kv-none:%1").arg(i),
                         tr("%1: no room for KV cache").arg(gpu), toAxis({xr.lo, yr.hi}),
                         ChartLabels::Anchor::belowRight, color(i));
            continue;
        }
        SeriesSpec limit;
        limit.name = gpu;
        limit.color = i;
        limit.pen = Qt::DashLine;
        limit.width = 2;
        limit.hoverKey = QStringLiteral("kv-limit");
        limit.gpuIndex = i;
        limit.tooltip = [gpu, free, maxBatch = l.maxBatch](QPointF) {
            return tr("%1: %2 GiB free for KV cache after weights\nlargest batch at this "
                      "context: %3")
                .arg(gpu, formatValue(free))
                .arg(maxBatch);
        };
        setSeries(QStringLiteral("kv-limit:%1").arg(i), limit,
                  {QPointF(xr.lo, free), QPointF(xr.hi, free)});

        const double longest = std::clamp(l.longestContext, xr.lo, xr.hi);
        SeriesSpec mark;
        mark.name = tr("%1 longest context").arg(gpu);
        mark.scatter = true;
        mark.markerSize = 8;
        mark.color = i;
        mark.inLegend = false;
        mark.hoverKey = QStringLiteral("kv-longest");
        mark.gpuIndex = i;
        const QString text = l.longestContext > xr.hi
                                 ? tr("> %1 tokens").arg(formatTokens(xr.hi))
                                 : tr("%1 tokens").arg(formatTokens(std::round(l.longestContext)));
        mark.tooltip = [gpu, text, batch](QPointF) {
            return tr("%1: longest context at batch %2: %3").arg(gpu, formatValue(batch), text);
        };
        setSeries(QStringLiteral("kv-longest:%1").arg(i), mark, {QPointF(longest, free)});
        labels().set(QStringLiteral("kv-longest:%1").arg(i), text, toAxis({longest, free}),
                     ChartLabels::Anchor::aboveLeft, color(i));
    }

    if (pinned && pinned->kv.series.size() > 1) {
        const KvSeries& a = pinned->kv.series[1];
        SeriesSpec spec = batchSpec(pinnedName(tr("batch %1").arg(formatValue(a.batch))), a.batch,
                                    Qt::DashLine, 1.5);
        spec.faded = true;
        setSeries(QStringLiteral("kv-current-A"), spec, curve(pinned->kv, a));
        const QStringList pinnedNames = gpuLabels(*pinned);
        for (int i = 0; i < int(pinned->kv.limits.size()); ++i) {
            const KvLimit& l = pinned->kv.limits[std::size_t(i)];
            if (l.freeBytes <= 0)
                continue;
            SeriesSpec limit;
            limit.name = pinnedName(i < pinnedNames.size() ? pinnedNames[i]
                                                           : QString::fromStdString(l.gpuName));
            limit.color = i;
            limit.pen = Qt::DotLine;
            limit.width = 1.5;
            limit.faded = true;
            limit.inLegend = false;
            limit.hoverKey = QStringLiteral("kv-limit");
            limit.gpuIndex = i;
            setSeries(QStringLiteral("kv-limit-A:%1").arg(i), limit,
                      {QPointF(xr.lo, gib(l.freeBytes)), QPointF(xr.hi, gib(l.freeBytes))});
        }
    }
    endUpdate();
}

} // namespace ridgeline::ui
