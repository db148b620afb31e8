#include "ui/charts/memory_chart.h"

#include "ui/charts/chart_style.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QLegend>
#include <QLegendMarker>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace ridgeline::ui {

namespace {

constexpr int componentCount = 6;
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
    default:
        return m.overhead;
    }
}

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
        return MemoryChart::tr("optimizer states");
    default:
        return MemoryChart::tr("runtime overhead");
    }
}

QString categoryOf(const MemoryBar& bar) {
    return gpuLabel(bar.gpuName, bar.count, bar.tensorParallel);
}

double gib(double bytes) {
    return bytes / bytesPerGib;
}

} // namespace

MemoryChart::MemoryChart(QWidget* parent)
    : ChartView(parent)
    , m_bars(new QStackedBarSeries)
    , m_categories(new QBarCategoryAxis) {
    m_bars->setObjectName(QStringLiteral("bars"));
    m_bars->setBarWidth(2 * halfBar);
    for (int c = 0; c < componentCount; ++c) {
        auto* set = new QBarSet(componentName(c));
        m_sets << set;
        m_bars->append(set);
    }
    chart()->addSeries(m_bars);
    chart()->addAxis(m_categories, Qt::AlignBottom);
    m_bars->attachAxis(m_categories);
    m_categories->setGridLineVisible(false);
    m_categories->setTruncateLabels(false); // names are wrapped instead (see setData)
    auto y = std::make_unique<ScaleAxis>(Scale::linear, tr("Memory per GPU (GiB)"), formatCompact);
    setScales(nullptr, std::move(y));
    m_bars->attachAxis(scaleY()->axis());
    connect(m_bars, &QStackedBarSeries::hovered, this, [this](bool state, int index, QBarSet* set) {
        if (!state || index < 0 || index >= int(m_shown.size())) {
            QToolTip::hideText();
            return;
        }
        const MemoryFigures& m = m_shown[std::size_t(index)].memory;
        QString text = tr("%1\n%2: %3 GiB\ntotal %4 GiB of %5 GiB usable per GPU")
                           .arg(categoryOf(m_shown[std::size_t(index)]), set->label(),
                                formatValue(gib(component(m, int(m_sets.indexOf(set))))),
                                formatValue(gib(m.perGpu)), formatValue(gib(m.usable)));
        if (!m.fits)
            text += tr("\ndoes not fit: needs %1 GPUs").arg(m.gpusNeeded);
        QToolTip::showText(QCursor::pos(), text, this);
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
    return m_names;
}

double MemoryChart::componentGib(int c, int bar) const {
    if (c < 0 || c >= int(m_sets.size()) || bar < 0 || bar >= m_sets[c]->count())
        return 0;
    return m_sets[c]->at(bar);
}

void MemoryChart::fillLegendMarkers() {
    // "From series" draws bar markers hollow; bars read better as filled squares.
    for (QLegendMarker* marker : chart()->legend()->markers(m_bars))
        marker->setShape(QLegend::MarkerShapeRectangle);
}

void MemoryChart::paletteApplied() {
    fillLegendMarkers();
    for (int c = 0; c < int(m_sets.size()); ++c) {
        m_sets[c]->setColor(componentColor(c, isDark()));
        m_sets[c]->setBorderColor(chartPalette().color(QPalette::Base));
        m_sets[c]->setLabelColor(chartPalette().color(QPalette::WindowText));
    }
}

void MemoryChart::setData(const ChartData& chartData, const Scenario& scenario,
                          const ChartData* pinned) {
    remember(chartData, scenario, pinned);
    m_shown = chartData.memory;
    const int n = int(chartData.memory.size());

    QStringList names;
    double top = 0;
    for (const MemoryBar& bar : chartData.memory) {
        names << categoryOf(bar);
        top = std::max({top, gib(bar.memory.perGpu), gib(bar.memory.usable)});
    }
    if (pinned)
        for (const MemoryBar& bar : pinned->memory)
            top = std::max(top, gib(bar.memory.perGpu));
    if (names != m_names) {
        m_names = names;
        // Axis labels are rich text: the parallelism goes on a second line to fit four bars.
        QStringList shown;
        for (const QString& name : names)
            shown << QString(name).replace(QStringLiteral(" (TP"), QStringLiteral("<br>(TP"));
        m_categories->setCategories(shown);
    }
    scaleY()->fit(0, top);

    for (int c = 0; c < componentCount; ++c) {
        QBarSet* set = m_sets[c];
        if (set->count() != n) {
            set->remove(0, set->count());
            QList<qreal> values;
            for (const MemoryBar& bar : chartData.memory)
                values << gib(component(bar.memory, c));
            set->append(values);
        } else {
            for (int i = 0; i < n; ++i) {
                const double v = gib(component(chartData.memory[std::size_t(i)].memory, c));
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
        if (std::any_of(chartData.memory.begin(), chartData.memory.end(),
                        [c](const MemoryBar& b) { return component(b.memory, c) > 0; }))
            present << m_sets[c];
    if (present.isEmpty())
        present << m_sets[0];
    if (present != m_bars->barSets()) {
        for (QBarSet* set : m_bars->barSets())
            m_bars->take(set);
        m_bars->append(present);
        fillLegendMarkers();
    }

    beginUpdate();
    keepSeries(m_bars);
    for (int i = 0; i < n; ++i) {
        const MemoryBar& bar = chartData.memory[std::size_t(i)];
        SeriesSpec usable;
        usable.name = tr("usable VRAM");
        usable.color = inkColor;
        usable.width = 2.5;
        usable.inLegend = i == 0;
        usable.hoverKey = QStringLiteral("usable-vram");
        usable.gpuIndex = i;
        usable.tooltip = [name = categoryOf(bar), v = gib(bar.memory.usable)](QPointF) {
            return tr("%1: %2 GiB usable per GPU").arg(name, formatValue(v));
        };
        const double u = gib(bar.memory.usable);
        setSeries(QStringLiteral("usable:%1").arg(i), usable,
                  {QPointF(i - halfBar - 0.05, u), QPointF(i + halfBar + 0.05, u)});
        const double total = gib(bar.memory.perGpu);
        if (!bar.memory.fits)
            labels().set(QStringLiteral("needs:%1").arg(i),
                         tr("needs %1 GPUs").arg(bar.memory.gpusNeeded),
                         toAxis({double(i), std::max(total, u)}), ChartLabels::Anchor::above,
                         color(inkColor));
        else
            labels().set(QStringLiteral("total:%1").arg(i), tr("%1 GiB").arg(formatValue(total)),
                         toAxis({double(i), total}), ChartLabels::Anchor::above, color(mutedColor));

        if (pinned && i < int(pinned->memory.size()) &&
            pinned->memory[std::size_t(i)].gpuId == bar.gpuId) {
            const double a = gib(pinned->memory[std::size_t(i)].memory.perGpu);
            SeriesSpec spec;
            spec.name = pinnedName(tr("total"));
            spec.color = mutedColor;
            spec.pen = Qt::DashLine;
            spec.width = 2;
            spec.inLegend = i == 0;
            spec.gpuIndex = i;
            spec.hoverKey = QStringLiteral("memory-bar");
            spec.tooltip = [a](QPointF) {
                return tr("pinned scenario A: %1 GiB per GPU").arg(formatValue(a));
            };
            setSeries(QStringLiteral("total-A:%1").arg(i), spec,
                      {QPointF(i - halfBar, a), QPointF(i + halfBar, a)});
        }
    }
    endUpdate();
}

} // namespace ridgeline::ui
