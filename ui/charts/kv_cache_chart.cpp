#include "ui/charts/kv_cache_chart.h"

#include "ui/charts/chart_style.h"
#include "ui/units.h"

#include <QChart>
#include <QLegend>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

namespace {

// Bytes in the memory unit the window shows (GiB or GB).
double inUnit(double bytes, units::MemoryUnit unit) {
    return units::inMemoryUnit(bytes, unit);
}

QString kvAxisTitle(units::MemoryUnit unit) {
    return KvCacheChart::tr("KV cache per replica (%1)").arg(units::memoryUnitSymbol(unit));
}

QList<QPointF> curve(const KvChart& kv, const KvSeries& s, units::MemoryUnit unit) {
    QList<QPointF> points;
    const std::size_t n = std::min(kv.contexts.size(), s.bytes.size());
    points.reserve(qsizetype(n));
    for (std::size_t i = 0; i < n; ++i)
        points << QPointF(kv.contexts[i], inUnit(s.bytes[i], unit));
    return points;
}

} // namespace

KvCacheChart::KvCacheChart(QWidget* parent)
    : ChartView(parent) {
    auto x = std::make_unique<ScaleAxis>(Scale::log2, tr("Context (tokens)"), formatTokens);
    auto y = std::make_unique<ScaleAxis>(Scale::log10, kvAxisTitle(memoryUnit()), formatCompact);
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
    const units::MemoryUnit unit = memoryUnit();
    const KvChart& kv = chartData.kv;
    const KvSeries* one = kv.series.size() > 0 ? &kv.series[0] : nullptr;
    const KvSeries* current = kv.series.size() > 1 ? &kv.series[1] : one;
    const KvSeries* largest = kv.series.size() > 2 ? &kv.series[2] : nullptr;

    // The y axis spans from the smallest cache drawn to above the largest free VRAM and the
    // current cache; the curves run on beyond it, as they would on paper.
    if (!kv.contexts.empty())
        scaleX()->fit(kv.contexts.front(), kv.contexts.back());
    double yLo = one && !one->bytes.empty() ? inUnit(one->bytes.front(), unit) : 0.01;
    double yHi = current ? inUnit(current->currentBytes, unit) : 1;
    auto includeLimits = [&](const KvChart& chart) {
        for (const KvLimit& l : chart.limits)
            if (l.freeBytes > 0) {
                yLo = std::min(yLo, inUnit(l.freeBytes, unit));
                yHi = std::max(yHi, inUnit(l.freeBytes, unit) * 2);
            }
    };
    includeLimits(kv);
    if (pinned && pinned->kv.series.size() > 1) {
        includeLimits(pinned->kv);
        yHi = std::max(yHi, inUnit(pinned->kv.series[1].currentBytes, unit));
    }
    scaleY()->axis()->setTitleText(kvAxisTitle(unit));
    scaleY()->fit(yLo, yHi);
    const AxisRange xr = scaleX()->range();
    const AxisRange yr = scaleY()->range();

    beginUpdate();
    const bool currentIsOne = current == one || (current && current->batch == 1);
    const bool largestIsCurrent = largest && current && largest->batch == current->batch;
    // Short names: the legend shares the chart's width with the plot; the tooltip says which
    // GPU the largest batch is for.
    const QStringList names = gpuLabels(chartData);
    const QString largestGpu =
        kv.largestFrom < std::size_t(names.size()) ? names[qsizetype(kv.largestFrom)] : QString();
    auto batchSpec = [&](const QString& name, double batch, Qt::PenStyle pen, qreal width) {
        SeriesSpec spec;
        spec.name = name;
        spec.color = inkColor;
        spec.pen = pen;
        spec.width = width;
        spec.hoverKey = QStringLiteral("kv-series");
        const QString note = largest && batch == largest->batch && !largestGpu.isEmpty()
                                 ? tr(" (the largest that fits %1)").arg(largestGpu)
                                 : QString();
        spec.tooltip = [batch, note, unit](QPointF p) {
            return tr("batch %1%2: %3 %4 of KV cache at %5 tokens")
                .arg(formatValue(batch), note, formatValue(p.y()), units::memoryUnitSymbol(unit),
                     formatTokens(std::round(p.x())));
        };
        return spec;
    };
    // The legend names the curves by role, so that it keeps its width while the batch moves
    // (a wider legend would shrink the plot); each curve's batch is a label where it crosses
    // the current context.
    auto batchLabel = [&](const QString& key, const KvSeries& s, const QString& text) {
        // The core's bytes at that context: a sliding-window cache stops growing.
        const double y = inUnit(s.currentBytes, unit);
        // Next to its curve or not at all: stepped up a label's height or two it sat by the
        // next batch's curve ("b=32" on the largest batch's line, lesson C step 3 at 1280x800).
        if (y >= yr.lo && y <= yr.hi)
            labels().set(key, text, toAxis({kv.currentContext, y}), ChartLabels::Anchor::aboveLeft,
                         color(inkColor), 0, 0);
    };
    if (one && !currentIsOne) {
        setSeries(QStringLiteral("kv-batch1"), batchSpec(tr("batch 1"), 1, Qt::DotLine, 1.5),
                  curve(kv, *one, unit));
        batchLabel(QStringLiteral("kv-batch1"), *one, tr("b=1"));
    }
    if (current) {
        const QString name = largestIsCurrent ? tr("current batch (max)") : tr("current batch");
        SeriesSpec spec = batchSpec(name, current->batch, Qt::SolidLine, 2.5);
        spec.answer = true; // the scenario's own cache: what a class predicts
        setSeries(QStringLiteral("kv-current"), spec, curve(kv, *current, unit));
        batchLabel(QStringLiteral("kv-current"), *current,
                   tr("b=%1").arg(formatValue(current->batch)));
    }
    if (largest && !largestIsCurrent) {
        setSeries(QStringLiteral("kv-largest"),
                  batchSpec(tr("largest batch"), largest->batch, Qt::DashDotLine, 1.5),
                  curve(kv, *largest, unit));
        batchLabel(QStringLiteral("kv-largest"), *largest,
                   tr("b=%1 (max)").arg(formatValue(largest->batch)));
    }

    SeriesSpec context;
    context.name = tr("current context");
    context.color = mutedColor;
    context.pen = Qt::DashLine;
    context.width = 1.5;
    context.labelsAvoid = true;
    context.hoverKey = QStringLiteral("kv-context");
    context.tooltip = [c = kv.currentContext](QPointF) {
        return tr("current context: %1 tokens (prompt + output)").arg(formatValue(c));
    };
    setSeries(QStringLiteral("kv-context"), context,
              {QPointF(kv.currentContext, yr.lo), QPointF(kv.currentContext, yr.hi)});

    if (kv.modelMaxContext > 0) {
        const QString text = tr("max context %1").arg(formatTokens(kv.modelMaxContext));
        SeriesSpec maxContext;
        maxContext.name = tr("model's max context");
        maxContext.color = mutedColor;
        maxContext.pen = Qt::DotLine;
        maxContext.width = 1.5;
        maxContext.labelsAvoid = true;
        maxContext.inLegend = false; // labelled on the chart
        maxContext.hoverKey = QStringLiteral("kv-max-context");
        maxContext.tooltip = [text](QPointF) {
            return tr("%1 tokens: the longest context the model was trained for").arg(text);
        };
        setSeries(QStringLiteral("kv-max-context"), maxContext,
                  {QPointF(kv.modelMaxContext, yr.lo), QPointF(kv.modelMaxContext, yr.hi)});
        labels().set(QStringLiteral("kv-max-context"), text, toAxis({kv.modelMaxContext, yr.hi}),
                     ChartLabels::Anchor::belowRight, color(inkColor));
    }
    addLimits(kv, names, current ? current->batch : 1);
    if (pinned && pinned->kv.series.size() > 1) {
        const KvSeries& a = pinned->kv.series[1];
        SeriesSpec spec = batchSpec(pinnedName(tr("batch %1").arg(formatValue(a.batch))), a.batch,
                                    Qt::DashLine, 1.5);
        spec.faded = true;
        setSeries(QStringLiteral("kv-current-A"), spec, curve(pinned->kv, a, unit));
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
                      {QPointF(xr.lo, inUnit(l.freeBytes, unit)),
                       QPointF(xr.hi, inUnit(l.freeBytes, unit))});
        }
    }
    endUpdate();
}

} // namespace ridgeline::ui

namespace ridgeline::ui {

void KvCacheChart::addLimits(const KvChart& kv, const QStringList& names, double batch) {
    const units::MemoryUnit unit = memoryUnit();
    const AxisRange xr = scaleX()->range();
    const AxisRange yr = scaleY()->range();
    auto nameOf = [&](int i) {
        return i < names.size() ? names[i]
                                : QString::fromStdString(kv.limits[std::size_t(i)].gpuName);
    };
    for (int i = 0; i < int(kv.limits.size()); ++i) {
        const KvLimit& l = kv.limits[std::size_t(i)];
        const QString gpu = nameOf(i);
        if (l.freeBytes <= 0) {
            labels().set(QStringLiteral("kv-none:%1").arg(i),
                         tr("%1: no room for KV cache").arg(gpu), toAxis({xr.lo, yr.hi}),
                         ChartLabels::Anchor::belowRight, color(i));
            continue;
        }
        // Each GPU has its own line in its own colour. GPUs with the same free memory (H100 and
        // A100 80 GB) draw theirs on one another, dashed in turn: each dash one GPU's colour.
        const auto same = [&](const KvLimit& other) {
            return std::abs(other.freeBytes - l.freeBytes) <= 1e-9 * l.freeBytes &&
                   other.longestContext == l.longestContext;
        };
        QStringList sharing;
        int first = -1, place = 0, group = 0;
        for (int j = 0; j < int(kv.limits.size()); ++j) {
            if (kv.limits[std::size_t(j)].freeBytes <= 0 || !same(kv.limits[std::size_t(j)]))
                continue;
            if (first < 0)
                first = j;
            if (j < i)
                ++place;
            ++group;
            sharing << nameOf(j);
        }
        const QString shared = QLocale().createSeparatedList(sharing);
        const double free = inUnit(l.freeBytes, unit);
        SeriesSpec limit;
        limit.name = gpu;
        limit.color = i;
        limit.pen = Qt::DashLine;
        if (group > 1) {
            constexpr qreal dash = 3; // pen widths
            limit.dashes = {dash, dash * (group - 1)};
            limit.dashOffset = dash * place;
        }
        limit.width = 2;
        limit.labelsAvoid = true;
        limit.hoverKey = QStringLiteral("kv-limit");
        limit.gpuIndex = i;
        limit.tooltip = [shared, free, maxBatch = l.maxBatch, unit](QPointF) {
            return tr("%1: %2 %3 free for KV cache after weights\nlargest batch at this "
                      "context: %4")
                .arg(shared, formatValue(free), units::memoryUnitSymbol(unit))
                .arg(maxBatch);
        };
        setSeries(QStringLiteral("kv-limit:%1").arg(i), limit,
                  {QPointF(xr.lo, free), QPointF(xr.hi, free)});
        // Lines on one another share one marker and one label: the first GPU's.
        if (first != i)
            continue;

        // The longest context: a marker where the line is reached inside the plot; past
        // either end only the label, at that end.
        const bool inside = l.longestContext >= xr.lo && l.longestContext <= xr.hi;
        const QString text = l.longestContext > xr.hi ? tr("> %1 tokens").arg(formatTokens(xr.hi))
                             : l.longestContext < xr.lo
                                 ? tr("< %1 tokens").arg(formatTokens(xr.lo))
                                 : tr("%1 tokens").arg(formatTokens(std::round(l.longestContext)));
        const double at = std::clamp(l.longestContext, xr.lo, xr.hi);
        SeriesSpec mark;
        mark.name = tr("%1 longest context").arg(shared);
        mark.scatter = true;
        mark.markerSize = 8;
        mark.color = i;
        mark.inLegend = false;
        mark.hoverKey = QStringLiteral("kv-longest");
        mark.gpuIndex = i;
        mark.tooltip = [shared, text, batch](QPointF) {
            return tr("%1: longest context at batch %2: %3").arg(shared, formatValue(batch), text);
        };
        setSeries(QStringLiteral("kv-longest:%1").arg(i), mark,
                  inside ? QList<QPointF>{QPointF(at, free)} : QList<QPointF>{});
        // The label stays next to its own line (above or below it, no steps away): stepped
        // up by a label's height or two it could sit on another GPU's line.
        labels().set(QStringLiteral("kv-longest:%1").arg(i), text, toAxis({at, free}),
                     at >= xr.hi ? ChartLabels::Anchor::aboveLeft
                                 : (at <= xr.lo ? ChartLabels::Anchor::aboveRight
                                                : ChartLabels::Anchor::aboveLeft),
                     color(i), 0, 0);
    }
}

} // namespace ridgeline::ui
