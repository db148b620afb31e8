#include "ui/charts/chart_view.h"

#include "ui/charts/chart_style.h"

#include <QAbstractAxis>
#include <QChart>
#include <QCursor>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QHelpEvent>
#include <QGraphicsLineItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPixmapCache>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

namespace {

bool sameStyle(const auto& a, const auto& b) {
    return a.name == b.name && a.color == b.color && a.pen == b.pen && a.dashes == b.dashes &&
           a.width == b.width && a.scatter == b.scatter && a.shape == b.shape &&
           a.markerSize == b.markerSize && a.hollow == b.hollow && a.faded == b.faded &&
           a.inLegend == b.inLegend;
}

QColor mixed(QColor a, QColor b, qreal t) {
    return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t,
                            a.greenF() * (1 - t) + b.greenF() * t,
                            a.blueF() * (1 - t) + b.blueF() * t);
}

} // namespace

ChartView::ChartView(QWidget* parent)
    : QChartView(parent)
    , m_chartItem(new QChart)
    , m_labels(m_chartItem) {
    setChart(m_chartItem);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(320, 220);
    m_chartItem->setAnimationOptions(QChart::NoAnimation);
    m_chartItem->setBackgroundRoundness(0);
    // Room on the right for half of the last x tick label.
    m_chartItem->setMargins(QMargins(4, 4, 18, 2));
    m_chartItem->layout()->setContentsMargins(0, 0, 0, 0);
    m_chartItem->legend()->setAlignment(Qt::AlignBottom);
    m_chartItem->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    QFont small = font();
    small.setPointSizeF(std::max(7.0, small.pointSizeF() - 1));
    m_chartItem->legend()->setFont(small);
    m_labels.setFont(small);
    connect(m_chartItem, &QChart::plotAreaChanged, this, [this](const QRectF& area) {
        fitTickLabels();
        plotAreaResized(area);
        m_labels.layout();
        cacheItems();
    });
    m_labels.setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    // The item caches live in QPixmapCache; with the series of four charts in them the default
    // 10 MB would evict entries on every paint at large window sizes.
    constexpr int cacheKb = 64 * 1024;
    if (QPixmapCache::cacheLimit() < cacheKb)
        QPixmapCache::setCacheLimit(cacheKb);
    applyPalette(palette());
}

ChartView::~ChartView() = default;

void ChartView::finishSetup() {
    setTitleVisible(m_titleVisible);
    applyPalette(palette());
}

void ChartView::setAxisFit(AxisFit fit) {
    m_fit = fit;
    if (m_x)
        m_x->setFitMode(fit);
    if (m_y)
        m_y->setFitMode(fit);
}

void ChartView::setHoverToolTip(const QString& text) {
    m_hoverTip = text;
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text, viewport());
}

bool ChartView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const QString text = m_hoverTip.isEmpty() ? toolTip() : m_hoverTip;
        if (!text.isEmpty()) {
            QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), text, viewport());
            return true;
        }
    }
    return QChartView::viewportEvent(event);
}

void ChartView::setTitleVisible(bool visible) {
    m_titleVisible = visible;
    m_chartItem->setTitle(visible ? chartTitle() : QString());
}

QString ChartView::pinnedName(const QString& name) {
    return name + QStringLiteral(" (A)");
}

QColor ChartView::color(int role) const {
    const QColor ink = m_palette.color(QPalette::WindowText);
    if (role == inkColor)
        return ink;
    if (role == mutedColor)
        return mixed(ink, m_palette.color(QPalette::Base), 0.5);
    return gpuColor(role, m_dark);
}

void ChartView::setScales(std::unique_ptr<ScaleAxis> x, std::unique_ptr<ScaleAxis> y) {
    m_x = std::move(x);
    m_y = std::move(y);
    setAxisFit(m_fit);
    if (m_x)
        m_chartItem->addAxis(m_x->axis(), Qt::AlignBottom);
    if (m_y)
        m_chartItem->addAxis(m_y->axis(), Qt::AlignLeft);
    for (QAbstractAxis* axis : m_chartItem->axes())
        styleAxis(axis);
}

QPointF ChartView::toAxis(QPointF p) const {
    return {m_x ? m_x->map(p.x()) : p.x(), m_y ? m_y->map(p.y()) : p.y()};
}

void ChartView::beginUpdate() {
    for (Entry& e : m_series)
        e.touched = false;
    m_kept.clear();
    m_labels.clearObstacles();
    m_labels.begin();
}

void ChartView::keepSeries(QAbstractSeries* series) {
    m_kept << series;
}

QXYSeries* ChartView::setSeries(const QString& key, const SeriesSpec& spec,
                                const QList<QPointF>& points) {
    auto it = m_series.find(key);
    if (it != m_series.end() && it->spec.scatter != spec.scatter) {
        m_chartItem->removeSeries(it->series);
        delete it->series;
        m_series.erase(it);
        it = m_series.end();
    }
    bool restyle = false;
    if (it == m_series.end()) {
        QXYSeries* series = spec.scatter ? static_cast<QXYSeries*>(new QScatterSeries)
                                         : static_cast<QXYSeries*>(new QLineSeries);
        series->setObjectName(key);
        m_chartItem->addSeries(series);
        for (QAbstractAxis* axis : m_chartItem->axes())
            series->attachAxis(axis);
        connect(series, &QXYSeries::hovered, this, [this, key](const QPointF& p, bool state) {
            const auto found = m_series.constFind(key);
            if (found == m_series.constEnd())
                return;
            if (!state) {
                setHoverToolTip(QString());
                return;
            }
            const SeriesSpec& s = found->spec;
            if (s.tooltip) {
                const QPointF value(m_x ? m_x->unmap(p.x()) : p.x(),
                                    m_y ? m_y->unmap(p.y()) : p.y());
                setHoverToolTip(s.tooltip(value));
            }
            if (!s.hoverKey.isEmpty())
                Q_EMIT hovered(s.hoverKey, s.gpuIndex);
        });
        it = m_series.insert(key, Entry{series, spec, false});
        restyle = true;
    } else if (!sameStyle(it->spec, spec)) {
        restyle = true;
    }
    it->spec = spec;
    it->touched = true;
    if (restyle)
        applyStyle(*it);

    QList<QPointF> mapped;
    mapped.reserve(points.size());
    for (const QPointF& p : points) {
        if ((m_x && m_x->isLog() && !(p.x() > 0)) || (m_y && m_y->isLog() && !(p.y() > 0)))
            continue;
        if (!std::isfinite(p.x()) || !std::isfinite(p.y()))
            continue;
        mapped << toAxis(p);
    }
    if (mapped != it->series->points())
        it->series->replace(mapped);
    if (spec.scatter)
        for (const QPointF& p : mapped)
            m_labels.avoidMarker(p, spec.markerSize);
    else if (spec.labelsAvoid)
        for (qsizetype i = 1; i < mapped.size(); ++i)
            m_labels.avoidSegment(mapped[i - 1], mapped[i]);
    return it->series;
}

void ChartView::endUpdate() {
    for (auto it = m_series.begin(); it != m_series.end();) {
        if (it->touched) {
            ++it;
            continue;
        }
        m_chartItem->removeSeries(it->series);
        delete it->series;
        it = m_series.erase(it);
    }
    m_labels.end();
    cacheItems();
}

void ChartView::setItemCaching(bool on) {
    if (on == m_itemCaching)
        return;
    m_itemCaching = on;
    m_labels.setCacheMode(on ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache);
    cacheItems();
}

void ChartView::cacheItems() {
    // Grid lines and ticks (antialiased strokes), axis and legend texts (rich text) and the
    // lines and points of the series (curves of 256 points, stroked wide or dashed) cost far
    // more to paint than to copy, and most of them do not change when one parameter does: the
    // cost curves do not move with the batch. Qt Charts keeps its series items private: they
    // are found by their class, XYChart; should that name change, they are painted directly.
    const auto mode = m_itemCaching ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache;
    QList<QGraphicsItem*> pending = m_chartItem->childItems();
    while (!pending.isEmpty()) {
        QGraphicsItem* item = pending.takeLast();
        pending += item->childItems();
        const int type = item->type();
        const QGraphicsObject* object = item->toGraphicsObject();
        const bool cached = type == QGraphicsLineItem::Type || type == QGraphicsTextItem::Type ||
                            (object && object->inherits("XYChart"));
        if (cached && item->cacheMode() != mode)
            item->setCacheMode(mode);
    }
}

void ChartView::applyStyle(Entry& entry) {
    const SeriesSpec& s = entry.spec;
    QXYSeries* series = entry.series;
    // Qt 6.4's legend reserves room for the labels of hidden markers: a series kept out of the
    // legend has no Qt name, only its display name.
    const QString qtName = s.inLegend ? s.name : QString();
    if (series->name() != qtName)
        series->setName(qtName);
    series->setProperty("displayName", s.name);
    QColor c = color(s.color);
    if (s.faded)
        c = mixed(c, m_palette.color(QPalette::Base), 0.35);
    if (s.scatter) {
        auto* scatter = static_cast<QScatterSeries*>(series);
        scatter->setMarkerShape(s.shape);
        scatter->setMarkerSize(s.markerSize);
        QPen pen(s.hollow ? c : m_palette.color(QPalette::Base));
        pen.setWidthF(s.hollow ? 2.0 : 1.0);
        scatter->setPen(pen);
        scatter->setBrush(s.hollow ? QBrush(Qt::NoBrush) : QBrush(c));
    } else {
        QPen pen(c);
        pen.setWidthF(s.width);
        pen.setStyle(s.pen);
        if (!s.dashes.isEmpty())
            pen.setDashPattern(s.dashes);
        pen.setCapStyle(Qt::FlatCap);
        series->setPen(pen);
    }
    for (QLegendMarker* marker : m_chartItem->legend()->markers(series))
        marker->setVisible(s.inLegend);
}

void ChartView::fitTickLabels() {
    // A log x axis labels every n-th power so that each label has room for its widest text
    // plus a gap: Qt elides labels wider than their share of the axis.
    if (!m_x || !m_x->isLog())
        return;
    const QFontMetricsF metrics(m_x->axis()->labelsFont());
    const qreal label = metrics.horizontalAdvance(QStringLiteral("888k")) + metrics.height();
    const qreal length = m_chartItem->plotArea().width();
    if (length > 0)
        m_x->setLabelRoom(int(length / label));
}

void ChartView::styleAxis(QAbstractAxis* axis) {
    const QColor ink = m_palette.color(QPalette::WindowText);
    const QColor base = m_palette.color(QPalette::Base);
    axis->setLabelsColor(ink);
    axis->setTitleBrush(ink);
    // Cosmetic pens (width 0, one device pixel): for any other width Qt strokes a path each
    // time it asks a line item for its bounding rect.
    axis->setLinePen(QPen(mixed(ink, base, 0.4), 0));
    axis->setGridLinePen(QPen(mixed(ink, base, m_dark ? 0.75 : 0.85), 0));
    axis->setMinorGridLinePen(QPen(mixed(ink, base, 0.92), 0));
    QFont f = font();
    f.setPointSizeF(std::max(7.0, f.pointSizeF() - 1));
    axis->setLabelsFont(f);
    axis->setTitleFont(font());
}

void ChartView::applyPalette(const QPalette& palette) {
    m_palette = palette;
    m_dark = isDarkPalette(palette);
    const QColor ink = palette.color(QPalette::WindowText);
    const QColor base = palette.color(QPalette::Base);
    m_chartItem->setTheme(m_dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    m_chartItem->setAnimationOptions(QChart::NoAnimation); // setTheme resets nothing else we use
    m_chartItem->setBackgroundBrush(base);
    m_chartItem->setBackgroundPen(Qt::NoPen);
    m_chartItem->setPlotAreaBackgroundVisible(false);
    m_chartItem->setTitleBrush(ink);
    QFont titleFont = font();
    titleFont.setBold(true);
    m_chartItem->setTitleFont(titleFont);
    m_chartItem->legend()->setLabelColor(ink);
    QFont small = font();
    small.setPointSizeF(std::max(7.0, small.pointSizeF() - 1));
    m_chartItem->legend()->setFont(small);
    setBackgroundBrush(base);
    for (QAbstractAxis* axis : m_chartItem->axes())
        styleAxis(axis);
    for (Entry& e : m_series)
        applyStyle(e);
    m_labels.setColors(QColor(base.red(), base.green(), base.blue(), 210));
    paletteApplied();
    // Labels take their colours in setData; redraw from the last data.
    if (m_last) {
        Remembered last = std::move(*m_last);
        m_last.reset();
        setData(last.data, last.scenario, last.pinned ? &*last.pinned : nullptr);
    }
}

void ChartView::remember(const ChartData& chartData, const Scenario& scenario,
                         const ChartData* pinned) {
    if (m_last && &m_last->data == &chartData)
        return;
    m_last =
        Remembered{chartData, scenario, pinned ? std::optional<ChartData>(*pinned) : std::nullopt};
}

void ChartView::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_inPaletteChange) {
        m_inPaletteChange = true;
        applyPalette(palette());
        m_inPaletteChange = false;
    }
}

QAbstractSeries* ChartView::seriesByKey(const QString& key) const {
    const auto it = m_series.constFind(key);
    if (it != m_series.constEnd())
        return it->series;
    for (QAbstractSeries* s : m_chartItem->series())
        if (s->objectName() == key)
            return s;
    return nullptr;
}

QStringList ChartView::seriesKeys() const {
    QStringList keys;
    for (QAbstractSeries* s : m_chartItem->series())
        keys << s->objectName();
    return keys;
}

QList<QPointF> ChartView::dataPoints(const QString& key) const {
    const auto it = m_series.constFind(key);
    if (it == m_series.constEnd())
        return {};
    QList<QPointF> points = it->series->points();
    for (QPointF& p : points)
        p = QPointF(m_x ? m_x->unmap(p.x()) : p.x(), m_y ? m_y->unmap(p.y()) : p.y());
    return points;
}

QString ChartView::seriesName(const QString& key) const {
    const auto it = m_series.constFind(key);
    if (it != m_series.constEnd())
        return it->spec.name;
    const QAbstractSeries* s = seriesByKey(key);
    return s ? s->name() : QString();
}

std::optional<AxisRange> ChartView::axisRange(Qt::Orientation orientation) const {
    const ScaleAxis* axis = orientation == Qt::Horizontal ? m_x.get() : m_y.get();
    if (!axis)
        return std::nullopt;
    return axis->range();
}

QString ChartView::axisTitle(Qt::Orientation orientation) const {
    const QList<QAbstractAxis*> axes = m_chartItem->axes(orientation);
    return axes.isEmpty() ? QString() : axes.first()->titleText();
}

} // namespace ridgeline::ui
