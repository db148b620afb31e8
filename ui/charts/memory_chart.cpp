#include "ui/charts/memory_chart.h"

#include "ui/charts/chart_style.h"
#include "ui/units.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace ridgeline::ui {

namespace {

constexpr int componentCount = 7;
constexpr double halfBar = 0.35;

double component(const MemoryFigures& m, int c) {
    switch (c) {
    case 0:
        return m.weights;
    case 1:
        return m.kvCache;
    case 2:
        return m.activations;
    case 3:
        return m.gradients;
    case 4:
        return m.optimizer;
    case 5:
        return m.overhead;
    default:
        return m.draft; // speculative decoding's draft model or head: weights and KV cache
    }
}

// Legend names: short, the legend shares the chart's width with the bars.
constexpr const char* componentKeys[] = {"weights",   "kv-cache", "activations", "gradients",
                                         "optimizer", "overhead", "draft"};

QString componentName(int c) {
    switch (c) {
    case 0:
        return MemoryChart::tr("weights");
    case 1:
        return MemoryChart::tr("KV cache");
    case 2:
        return MemoryChart::tr("activations");
    case 3:
        return MemoryChart::tr("gradients");
    case 4:
        return MemoryChart::tr("optimizer");
    case 5:
        return MemoryChart::tr("overhead");
    default:
        return MemoryChart::tr("draft model");
    }
}

QString componentLongName(int c) {
    switch (c) {
    case 4:
        return MemoryChart::tr("optimizer states");
    case 5:
        return MemoryChart::tr("runtime overhead");
    default:
        return componentName(c);
    }
}

QString categoryOf(const MemoryBar& bar) {
    if (bar.gpuId == "host")
        return MemoryChart::tr("host memory");
    return gpuLabel(bar.gpuName, bar.count, bar.tensorParallel);
}

// Words of `text` greedily joined into lines no wider than `width`; empty when a word alone
// is wider or more than `maxLines` lines are needed.
QStringList wrapped(const QString& text, const QFontMetricsF& metrics, qreal width, int maxLines) {
    QStringList lines;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (metrics.horizontalAdvance(word) > width)
            return {};
        if (!lines.isEmpty() &&
            metrics.horizontalAdvance(lines.last() + QLatin1Char(' ') + word) <= width)
            lines.last() += QLatin1Char(' ') + word;
        else
            lines << word;
    }
    if (lines.size() > maxLines)
        return {};
    return lines;
}

// "13.9 GiB": a value already in the memory unit, with its symbol.
QString withUnit(double value, units::MemoryUnit unit) {
    return formatValue(value) + QLatin1Char(' ') + units::memoryUnitSymbol(unit);
}

QString memoryAxisTitle(units::MemoryUnit unit) {
    return MemoryChart::tr("Memory per GPU (%1)").arg(units::memoryUnitSymbol(unit));
}

QString hostAxisTitle(units::MemoryUnit unit) {
    return MemoryChart::tr("Memory (%1)").arg(units::memoryUnitSymbol(unit));
}

} // namespace

MemoryChart::MemoryChart(QWidget* parent)
    : ChartView(parent)
    , bars_(new QStackedBarSeries)
    , categories_(new QBarCategoryAxis) {
    bars_->setObjectName(QStringLiteral("bars"));
    bars_->setBarWidth(2 * halfBar);
    for (int c = 0; c < componentCount; ++c) {
        auto* set = new QBarSet(componentName(c));
        // Lessons highlight a segment by this key (ChartHighlight::segment).
        set->setObjectName(QLatin1String(componentKeys[c]));
        sets_ << set;
        bars_->append(set);
    }
    chart()->addSeries(bars_);
    chart()->addAxis(categories_, Qt::AlignBottom);
    bars_->attachAxis(categories_);
    categories_->setGridLineVisible(false);
    categories_->setTruncateLabels(false); // names are wrapped instead (see setData)
    auto y =
        std::make_unique<ScaleAxis>(Scale::linear, memoryAxisTitle(memoryUnit()), formatCompact);
    setScales(nullptr, std::move(y));
    bars_->attachAxis(scaleY()->axis());
    connect(bars_, &QStackedBarSeries::hovered, this, [this](bool state, int index, QBarSet* set) {
        if (!state || index < 0 || index >= int(shown_.size())) {
            setHoverToolTip(QString());
            return;
        }
        const units::MemoryUnit unit = memoryUnit();
        const MemoryFigures& m = shown_[std::size_t(index)].memory;
        if (shown_[std::size_t(index)].gpuId == "host") {
            setHoverToolTip(
                tr("host memory (CPU RAM): the offloaded layers' weights and KV cache\n%1: "
                   "%2\ntotal %3 of %4 usable")
                    .arg(componentLongName(int(sets_.indexOf(set))),
                         withUnit(units::inMemoryUnit(component(m, int(sets_.indexOf(set))), unit),
                                  unit),
                         withUnit(units::inMemoryUnit(m.perGpu, unit), unit),
                         withUnit(units::inMemoryUnit(m.usable, unit), unit)));
            return;
        }
        QString text =
            tr("%1\n%2: %3\ntotal %4 of %5 usable per GPU")
                .arg(categoryOf(shown_[std::size_t(index)]),
                     componentLongName(int(sets_.indexOf(set))),
                     withUnit(units::inMemoryUnit(component(m, int(sets_.indexOf(set))), unit),
                              unit),
                     withUnit(units::inMemoryUnit(m.perGpu, unit), unit),
                     withUnit(units::inMemoryUnit(m.usable, unit), unit));
        if (!m.fits)
            text += tr("\ndoes not fit: needs %1 GPUs").arg(m.gpusNeeded);
        setHoverToolTip(text);
        Q_EMIT hovered(QStringLiteral("memory-bar"), index);
    });
    // A horizontal legend in Qt 6.4 reserves room for hidden markers (the per-bar usable lines)
    // and elides; a vertical one does not.
    chart()->legend()->setAlignment(Qt::AlignRight);
    finishSetup();
}

QString MemoryChart::chartTitle() const {
    return tr("Memory per GPU");
}

QStringList MemoryChart::categories() const {
    return names_;
}

double MemoryChart::componentGib(int c, int bar) const {
    if (c < 0 || c >= int(sets_.size()) || bar < 0 || bar >= sets_[c]->count())
        return 0;
    return sets_[c]->at(bar);
}

void MemoryChart::fillLegendMarkers() {
    // "From series" draws bar markers hollow; bars read better as filled squares.
    for (QLegendMarker* marker : chart()->legend()->markers(bars_))
        marker->setShape(QLegend::MarkerShapeRectangle);
}

void MemoryChart::paletteApplied() {
    fillLegendMarkers();
    for (int c = 0; c < int(sets_.size()); ++c) {
        sets_[c]->setColor(componentColor(c, isDark()));
        sets_[c]->setBorderColor(chartPalette().color(QPalette::Base));
        sets_[c]->setLabelColor(chartPalette().color(QPalette::WindowText));
    }
}

void MemoryChart::setData(const ChartData& chartData, const Scenario& scenario,
                          const ChartData* pinned) {
    remember(chartData, scenario, pinned);
    const units::MemoryUnit unit = memoryUnit();
    // With offload, what lives in host memory stands as its own bar after the GPUs'.
    std::vector<MemoryBar> bars = chartData.memory;
    const int gpuBars = int(bars.size());
    if (chartData.hostMemory)
        bars.push_back({"host", "host memory", 1, 1, *chartData.hostMemory});
    shown_ = bars;
    const int n = int(bars.size());

    // Short names; a bar category axis needs distinct ones.
    QStringList names = gpuLabels(chartData);
    names.resize(gpuBars);
    if (chartData.hostMemory)
        names << tr("host memory");
    for (int i = 0; i < n; ++i)
        for (int j = 0, same = 1; j < i; ++j)
            if (names[j] == names[i])
                names[i] += QStringLiteral(" #%1").arg(++same);
    double top = 0;
    for (const MemoryBar& bar : bars)
        top = std::max({top, units::inMemoryUnit(bar.memory.perGpu, unit),
                        units::inMemoryUnit(bar.memory.usable, unit)});
    if (pinned)
        for (const MemoryBar& bar : pinned->memory)
            top = std::max(top, units::inMemoryUnit(bar.memory.perGpu, unit));
    if (names != names_) {
        names_ = names;
        shownCategories_.clear();
    }
    updateCategories(chart()->plotArea().width());
    scaleY()->axis()->setTitleText(chartData.hostMemory ? hostAxisTitle(unit)
                                                        : memoryAxisTitle(unit));
    scaleY()->fit(0, top);

    for (int c = 0; c < componentCount; ++c) {
        QBarSet* set = sets_[c];
        if (set->count() != n) {
            set->remove(0, set->count());
            QList<qreal> values;
            for (const MemoryBar& bar : bars)
                values << units::inMemoryUnit(component(bar.memory, c), unit);
            set->append(values);
        } else {
            for (int i = 0; i < n; ++i) {
                const double v =
                    units::inMemoryUnit(component(bars[std::size_t(i)].memory, c), unit);
                if (set->at(i) != v)
                    set->replace(i, v);
            }
        }
    }
    // Only the components this job has are in the series, so only they are in the legend
    // (Qt 6.4's legend reserves room for hidden markers). Sets taken out stay children of
    // the series.
    QList<QBarSet*> present;
    for (int c = 0; c < componentCount; ++c)
        if (std::any_of(bars.begin(), bars.end(),
                        [c](const MemoryBar& b) { return component(b.memory, c) > 0; }))
            present << sets_[c];
    if (present.isEmpty())
        present << sets_[0];
    if (present != bars_->barSets()) {
        for (QBarSet* set : bars_->barSets())
            bars_->take(set);
        bars_->append(present);
        fillLegendMarkers();
    }

    beginUpdate();
    keepSeries(bars_);
    for (int i = 0; i < n; ++i) {
        const MemoryBar& bar = bars[std::size_t(i)];
        const double u = units::inMemoryUnit(bar.memory.usable, unit);
        const bool host = i >= gpuBars;
        // The usable VRAM closes a thin frame around the bar: the room the bar has.
        SeriesSpec frame;
        frame.name = host ? tr("usable host memory") : tr("%1 usable VRAM").arg(names_.value(i));
        frame.color = mutedColor;
        frame.width = 1;
        frame.inLegend = false;
        setSeries(QStringLiteral("usable-frame:%1").arg(i), frame,
                  {QPointF(i - halfBar, 0), QPointF(i - halfBar, u), QPointF(i + halfBar, u),
                   QPointF(i + halfBar, 0)});
        SeriesSpec usable;
        usable.name = host ? tr("usable host memory") : tr("usable VRAM");
        usable.color = host ? mutedColor : inkColor;
        usable.width = 2.5;
        usable.inLegend = i == 0 || host;
        usable.labelsAvoid = true;
        usable.hoverKey = host ? QString() : QStringLiteral("usable-vram");
        usable.gpuIndex = host ? 0 : i;
        usable.tooltip = [name = categoryOf(bar), u, host, unit](QPointF) {
            return host
                       ? tr("host memory: %1 usable (0.9 of the host's RAM)").arg(withUnit(u, unit))
                       : tr("%1: %2 usable per GPU").arg(name, withUnit(u, unit));
        };
        setSeries(QStringLiteral("usable:%1").arg(i), usable,
                  {QPointF(i - halfBar, u), QPointF(i + halfBar, u)});

        if (pinned && i < int(pinned->memory.size()) &&
            pinned->memory[std::size_t(i)].gpuId == bar.gpuId) {
            const double a =
                units::inMemoryUnit(pinned->memory[std::size_t(i)].memory.perGpu, unit);
            SeriesSpec spec;
            spec.name = pinnedName(tr("total"));
            spec.color = mutedColor;
            spec.pen = Qt::DashLine;
            spec.width = 2;
            spec.inLegend = i == 0;
            spec.gpuIndex = i;
            spec.hoverKey = QStringLiteral("memory-bar");
            spec.tooltip = [a, unit](QPointF) {
                return tr("pinned scenario A: %1 per GPU").arg(withUnit(a, unit));
            };
            setSeries(QStringLiteral("total-A:%1").arg(i), spec,
                      {QPointF(i - halfBar, a), QPointF(i + halfBar, a)});
        }
    }
    setBarLabels();
    endUpdate();
}

void MemoryChart::setBarLabels() {
    // Over narrow bars the totals drop their unit (the axis has it) and "needs N GPUs" wraps.
    const units::MemoryUnit unit = memoryUnit();
    const qreal perBar = shown_.empty() ? 0 : chart()->plotArea().width() / qreal(shown_.size());
    const QFontMetricsF metrics(chart()->legend()->font());
    qreal widest = metrics.horizontalAdvance(withUnit(88.8, unit));
    for (const MemoryBar& bar : shown_)
        if (!bar.memory.fits)
            widest = std::max(
                widest, metrics.horizontalAdvance(tr("needs %1 GPUs").arg(bar.memory.gpusNeeded)));
    narrowLabels_ = perBar > 0 && widest > perBar - 4;
    // Totals first: they sit on their bars; "needs N GPUs" (above the taller of bar and usable
    // VRAM) moves up rather than push a neighbour's total off its bar.
    for (int i = 0; i < int(shown_.size()); ++i) {
        const MemoryFigures& m = shown_[std::size_t(i)].memory;
        const double total = units::inMemoryUnit(m.perGpu, unit);
        if (m.fits)
            labels().set(QStringLiteral("total:%1").arg(i),
                         narrowLabels_ ? formatValue(total) : withUnit(total, unit),
                         toAxis({double(i), total}), ChartLabels::Anchor::above, color(mutedColor));
    }
    for (int i = 0; i < int(shown_.size()); ++i) {
        const MemoryFigures& m = shown_[std::size_t(i)].memory;
        if (!m.fits)
            labels().set(QStringLiteral("needs:%1").arg(i),
                         shown_[std::size_t(i)].gpuId == "host"
                             ? tr("host memory too small")
                             : (narrowLabels_ ? tr("needs\n%1 GPUs") : tr("needs %1 GPUs"))
                                   .arg(m.gpusNeeded),
                         toAxis({double(i), std::max(units::inMemoryUnit(m.perGpu, unit),
                                                     units::inMemoryUnit(m.usable, unit))}),
                         ChartLabels::Anchor::above, color(inkColor));
    }
}

void MemoryChart::updateCategories(qreal plotWidth) {
    if (names_.isEmpty() || !(plotWidth > 0)) {
        if (shownCategories_ != names_) {
            shownCategories_ = names_;
            categories_->setLabelsAngle(0);
            categories_->setCategories(names_);
        }
        return;
    }
    // One line when every name fits its bar's width, else words on up to three lines, else
    // upright: never overlapping, never elided.
    const qreal room = plotWidth / qreal(names_.size()) - 6;
    const QFontMetricsF metrics(categories_->labelsFont());
    QStringList shown;
    int angle = 0;
    const bool oneLine = std::all_of(names_.begin(), names_.end(), [&](const QString& name) {
        return metrics.horizontalAdvance(name) <= room;
    });
    if (oneLine) {
        shown = names_;
    } else {
        for (const QString& name : names_) {
            const QStringList lines = wrapped(name, metrics, room, 3);
            if (lines.isEmpty()) {
                shown.clear();
                break;
            }
            shown << lines.join(QStringLiteral("<br>"));
        }
        if (shown.isEmpty()) {
            // Qt hides a slanted label that reaches past the axis' ends; upright ones do not.
            // Upright, the parallelism goes on a second line when two lines fit a bar.
            const bool twoLines = 2 * metrics.lineSpacing() <= room;
            for (const QString& name : names_)
                shown << (twoLines ? QString(name).replace(QStringLiteral(" (TP"),
                                                           QStringLiteral("<br>(TP"))
                                   : name);
            angle = -90;
        }
    }
    if (shown == shownCategories_ && categories_->labelsAngle() == angle)
        return;
    shownCategories_ = shown;
    // Qt sizes the axis for upright labels a few pixels short: room for their first glyph.
    QMargins margins = chart()->margins();
    margins.setBottom(angle == 0 ? 2 : 2 + int(metrics.height() / 2));
    chart()->setMargins(margins);
    categories_->setLabelsAngle(angle);
    categories_->setCategories(shown);
}

void MemoryChart::plotAreaResized(const QRectF& plotArea) {
    updateCategories(plotArea.width());
    // Only the bar labels change with the width; set them again (the base places them next).
    labels().begin();
    setBarLabels();
    labels().end();
}

void MemoryChart::answersHiddenChanged(bool hidden) {
    bars_->setVisible(!hidden);
    fillLegendMarkers(); // shown again, they come back hollow
}

} // namespace ridgeline::ui
