#include "ui/charts/chart_view.h"

#include "ui/charts/polyline_clip.h"

#include "ui/charts/chart_style.h"

#include <QAbstractAxis>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHelpEvent>
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
           a.dashOffset == b.dashOffset && a.width == b.width && a.scatter == b.scatter &&
           a.shape == b.shape && a.markerSize == b.markerSize && a.hollow == b.hollow &&
           a.faded == b.faded && a.inLegend == b.inLegend;
}

} // namespace

ChartView::ChartView(QWidget* parent)
    : QChartView(parent)
    , chartItem_(new QChart)
    , labels_(chartItem_)
    , bands_(chartItem_) {
    // setChart() releases the view's default chart without deleting it.
    QChart* initial = chart();
    setChart(chartItem_);
    delete initial;
    setRenderHint(QPainter::Antialiasing);
    // A change moves most of a chart: one full repaint is cheaper than tracking many regions.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    // The view fills its whole viewport with the chart's background: nothing beneath it needs
    // painting when it changes.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setOptimizationFlags(QGraphicsView::DontAdjustForAntialiasing);
    // Most items move with every change: a spatial index would be rebuilt for nothing.
    scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    setMinimumSize(320, 220);
    chartItem_->setAnimationOptions(QChart::NoAnimation);
    // Axis tick labels in the default locale's digits and separators, like units::number().
    chartItem_->setLocalizeNumbers(true);
    chartItem_->setBackgroundRoundness(0);
    // Room on the right for half of the last x tick label.
    chartItem_->setMargins(QMargins(4, 4, 18, 2));
    chartItem_->layout()->setContentsMargins(0, 0, 0, 0);
    chartItem_->legend()->setAlignment(Qt::AlignBottom);
    chartItem_->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    QFont small = font();
    small.setPointSizeF(std::max(7.0, small.pointSizeF() - 1));
    chartItem_->legend()->setFont(small);
    labels_.setFont(small);
    connect(chartItem_, &QChart::plotAreaChanged, this, [this](const QRectF& area) {
        fitTickLabels();
        plotAreaResized(area);
        for (auto& h : highlighters_)
            h->refresh();
        reserveHighlightRings();
        labels_.layout();
        cacheItems();
        if (notes_)
            notes_->refresh();
    });
    labels_.setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    // The item caches live in QPixmapCache; with the series of four charts in them the default
    // 10 MB would evict entries on every paint at large window sizes.
    constexpr int cacheKb = 64 * 1024;
    if (QPixmapCache::cacheLimit() < cacheKb)
        QPixmapCache::setCacheLimit(cacheKb);
    applyPalette(palette());
}

ChartView::~ChartView() = default;

void ChartView::finishSetup() {
    setTitleVisible(titleVisible_);
    applyPalette(palette());
}

void ChartView::setAxisFit(AxisFit fit) {
    fit_ = fit;
    if (x_)
        x_->setFitMode(fit);
    if (y_)
        y_->setFitMode(fit);
    if (y2_)
        y2_->setFitMode(fit);
}

void ChartView::setHoverToolTip(const QString& text) {
    hoverTip_ = text;
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text, viewport());
}

bool ChartView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const QString text = hoverTip_.isEmpty() ? toolTip() : hoverTip_;
        if (!text.isEmpty()) {
            QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), text, viewport());
            return true;
        }
    }
    return QChartView::viewportEvent(event);
}

void ChartView::setTitleVisible(bool visible) {
    titleVisible_ = visible;
    chartItem_->setTitle(visible ? chartTitle() : QString());
}

QString ChartView::pinnedName(const QString& name) {
    return name + QStringLiteral(" (A)");
}

void ChartView::setScales(std::unique_ptr<ScaleAxis> x, std::unique_ptr<ScaleAxis> y) {
    x_ = std::move(x);
    y_ = std::move(y);
    setAxisFit(fit_);
    if (x_)
        chartItem_->addAxis(x_->axis(), Qt::AlignBottom);
    if (y_)
        chartItem_->addAxis(y_->axis(), Qt::AlignLeft);
    for (QAbstractAxis* axis : chartItem_->axes())
        styleAxis(axis);
}

void ChartView::setSecondaryY(std::unique_ptr<ScaleAxis> y) {
    y2_ = std::move(y);
    y2_->setFitMode(fit_);
    chartItem_->addAxis(y2_->axis(), Qt::AlignRight);
    styleAxis(y2_->axis());
}

QPointF ChartView::toAxis(QPointF p, bool secondary) const {
    const ScaleAxis* y = secondary && y2_ ? y2_.get() : y_.get();
    return {x_ ? x_->map(p.x()) : p.x(), y ? y->map(p.y()) : p.y()};
}

void ChartView::beginUpdate() {
    for (Entry& e : series_)
        e.touched = false;
    setOrder_.clear();
    kept_.clear();
    bands_.begin();
    labels_.clearObstacles();
    labels_.begin();
}

void ChartView::keepSeries(QAbstractSeries* series) {
    kept_ << series;
}

QXYSeries* ChartView::setSeries(const QString& key, const SeriesSpec& spec,
                                const QList<QPointF>& points) {
    auto it = series_.find(key);
    if (it != series_.end() && it->spec.scatter != spec.scatter) {
        chartItem_->removeSeries(it->series);
        delete it->series;
        series_.erase(it);
        it = series_.end();
    }
    bool restyle = false;
    if (it == series_.end()) {
        Entry entry{nullptr, spec, QColor(), false};
        createSeries(key, entry);
        it = series_.insert(key, entry);
        restyle = true;
    } else if (!sameStyle(it->spec, spec) || it->color != color(spec.color)) {
        // The same index can stand for another GPU now (a GPU added, removed or moved): the
        // colour is the GPU's, not the index's.
        restyle = true;
    }
    it->spec = spec;
    if (!it->touched)
        setOrder_ << key;
    it->touched = true;
    it->parked = 0;
    if (restyle)
        applyStyle(*it);
    setSeriesVisible(*it, !(spec.answer && answersHidden_));

    QList<QPointF> mapped;
    mapped.reserve(points.size());
    const ScaleAxis* y = spec.secondary && y2_ ? y2_.get() : y_.get();
    for (const QPointF& p : points) {
        if ((x_ && x_->isLog() && !(p.x() > 0)) || (y && y->isLog() && !(p.y() > 0)))
            continue;
        if (!std::isfinite(p.x()) || !std::isfinite(p.y()))
            continue;
        mapped << toAxis(p, spec.secondary);
    }
    // A curve that runs on beyond the axes is cut at them (Qt Charts does not always clip).
    if (!spec.scatter && x_ && y && x_->range().hi > x_->range().lo &&
        y->range().hi > y->range().lo) {
        const QRectF box(QPointF(x_->map(x_->range().lo), y->map(y->range().lo)),
                         QPointF(x_->map(x_->range().hi), y->map(y->range().hi)));
        mapped = clipPolyline(mapped, box);
    }
    const bool moved = mapped != it->series->points();
    if (moved)
        it->series->replace(mapped);
    it->moves = (it->moves << 1 | unsigned(moved || restyle)) & 0xFu;
    // Labels live in the primary axes' coordinates (Qt maps through the first series).
    QList<QPointF> primary = mapped;
    if (spec.secondary && y2_ && y_) {
        const double lo2 = y2_->map(y2_->range().lo), hi2 = y2_->map(y2_->range().hi);
        const double lo = y_->map(y_->range().lo), hi = y_->map(y_->range().hi);
        for (QPointF& p : primary)
            if (hi2 != lo2)
                p.setY(lo + (p.y() - lo2) / (hi2 - lo2) * (hi - lo));
    }
    if (spec.scatter)
        for (const QPointF& p : primary)
            labels_.avoidMarker(p, spec.markerSize);
    else if (spec.labelsAvoid)
        for (qsizetype i = 1; i < primary.size(); ++i)
            labels_.avoidSegment(primary[i - 1], primary[i]);
    return it->series;
}

void ChartView::createSeries(const QString& key, Entry& entry) {
    const SeriesSpec& spec = entry.spec;
    QXYSeries* series = spec.scatter ? static_cast<QXYSeries*>(new QScatterSeries)
                                     : static_cast<QXYSeries*>(new QLineSeries);
    series->setObjectName(key);
    entry.series = series;
    const QSet<QGraphicsItem*> before = seriesItems();
    chartItem_->addSeries(series);
    const QSet<QGraphicsItem*> added = seriesItems() - before;
    entry.item = added.size() == 1 ? *added.begin() : nullptr;
    entry.moves = 0;
    attachAxes(series, spec.secondary);
    connect(series, &QXYSeries::hovered, this, [this, key](const QPointF& p, bool state) {
        const auto found = series_.constFind(key);
        if (found == series_.constEnd())
            return;
        if (!state) {
            setHoverToolTip(QString());
            return;
        }
        const SeriesSpec& s = found->spec;
        if (s.tooltip) {
            const ScaleAxis* y = s.secondary && y2_ ? y2_.get() : y_.get();
            const QPointF value(x_ ? x_->unmap(p.x()) : p.x(), y ? y->unmap(p.y()) : p.y());
            setHoverToolTip(s.tooltip(value));
        }
        if (!s.hoverKey.isEmpty())
            Q_EMIT hovered(s.hoverKey, s.gpuIndex);
    });
}

void ChartView::setBand(const QString& key, int role, const QList<QPointF>& lower,
                        const QList<QPointF>& upper, bool secondary) {
    QList<QPointF> lo, hi;
    const ScaleAxis* y = secondary && y2_ ? y2_.get() : y_.get();
    const bool logX = x_ && x_->isLog(), logY = y && y->isLog();
    for (qsizetype i = 0; i < lower.size() && i < upper.size(); ++i) {
        const QPointF& a = lower[i];
        const QPointF& b = upper[i];
        const bool finite = std::isfinite(a.x()) && std::isfinite(a.y()) && std::isfinite(b.y());
        if (!finite || (logX && !(a.x() > 0)) || (logY && !(a.y() > 0 && b.y() > 0)))
            continue;
        lo << toAxis(a, secondary);
        hi << toAxis(b, secondary);
    }
    QList<QAbstractAxis*> axes;
    const QAbstractAxis* other =
        !y2_ ? nullptr : (secondary ? y_->axis() : static_cast<QAbstractAxis*>(y2_->axis()));
    for (QAbstractAxis* axis : chartItem_->axes())
        if (axis != other)
            axes << axis;
    QColor fill = color(role);
    fill.setAlphaF(dark_ ? 0.22f : 0.12f);
    bands_.set(key, lo, hi, fill, axes);
    bandSecondary_[key] = secondary;
}

QList<QPointF> ChartView::bandPoints(const QString& key, bool upper) const {
    QList<QPointF> points = upper ? bands_.upper(key) : bands_.lower(key);
    const ScaleAxis* y = bandSecondary_.value(key) && y2_ ? y2_.get() : y_.get();
    for (QPointF& p : points)
        p = QPointF(x_ ? x_->unmap(p.x()) : p.x(), y ? y->unmap(p.y()) : p.y());
    return points;
}

void ChartView::endUpdate() {
    // A series not set in this update waits, hidden and empty, for a few updates before it is
    // taken out: one that comes and goes with a parameter (the KV chart's largest batch, as the
    // batch passes it) then comes back in its place, where adding it anew would make every
    // series after it anew to keep the legend's order (and lay the legend out each time).
    constexpr int parkedUpdates = 8;
    for (auto it = series_.begin(); it != series_.end();) {
        if (it->touched) {
            ++it;
            continue;
        }
        if (++it->parked <= parkedUpdates) {
            if (it->parked == 1) {
                setSeriesVisible(*it, false);
                it->series->clear();
            }
            ++it;
            continue;
        }
        chartItem_->removeSeries(it->series);
        delete it->series;
        it = series_.erase(it);
    }
    orderSeries();
    bands_.end();
    labels_.end();
    for (auto& h : highlighters_)
        h->refresh();
    if (reserveHighlightRings())
        labels_.layout();
    cacheItems();
    if (notes_)
        notes_->refresh();
}

void ChartView::attachAxes(QXYSeries* series, bool secondary) {
    // With two value axes a series belongs to one of them.
    const QAbstractAxis* other =
        !y2_ ? nullptr : (secondary ? y_->axis() : static_cast<QAbstractAxis*>(y2_->axis()));
    for (QAbstractAxis* axis : chartItem_->axes())
        if (axis != other)
            series->attachAxis(axis);
}

void ChartView::orderSeries() {
    // The chart's own order of our XY series (bands and bars are not in series_).
    QStringList shown;
    for (QAbstractSeries* s : chartItem_->series())
        if (const auto e = series_.constFind(s->objectName());
            e != series_.constEnd() && e->series == s && !e->parked)
            shown << s->objectName();
    if (shown == setOrder_)
        return;
    // A series added in this update landed after older ones: the series from the first
    // difference on are made anew, in the order they were set. Taking a series out of the chart
    // and adding it back would leave its old chart item alive until the event loop deletes it,
    // still listening to the series: a restyle before then (the presenter view) crashed in it.
    qsizetype first = 0;
    while (first < shown.size() && first < setOrder_.size() && shown[first] == setOrder_[first])
        ++first;
    for (qsizetype i = first; i < setOrder_.size(); ++i) {
        Entry& e = series_[setOrder_[i]];
        const QList<QPointF> points = e.series->points();
        chartItem_->removeSeries(e.series);
        delete e.series;
        createSeries(setOrder_[i], e);
        e.series->replace(points);
        applyStyle(e);
    }
}

std::optional<QPointF> ChartView::valueAt(QPoint viewportPos) const {
    const QPointF at = chartItem_->mapFromScene(mapToScene(viewportPos));
    if (!chartItem_->plotArea().contains(at))
        return std::nullopt;
    for (const Entry& e : series_) {
        if (e.spec.secondary)
            continue;
        const QPointF v = chartItem_->mapToValue(at, e.series);
        return QPointF(x_ ? x_->unmap(v.x()) : v.x(), y_ ? y_->unmap(v.y()) : v.y());
    }
    return std::nullopt;
}

std::optional<int> ChartView::noteAt(QPoint viewportPos) const {
    if (!notes_)
        return std::nullopt;
    return notes_->noteAt(chartItem_->mapFromScene(mapToScene(viewportPos)), 8);
}

bool ChartView::addHighlight(const ChartHighlight& h) {
    highlighters_.push_back(std::make_unique<ChartHighlighter>(this));
    highlighters_.back()->setLineScale(lineScale_);
    const bool drawn = highlighters_.back()->set(h);
    if (reserveHighlightRings())
        labels_.layout();
    return drawn;
}

void ChartView::clearHighlights() {
    highlighters_.clear();
    if (reserveHighlightRings())
        labels_.layout();
}

bool ChartView::reserveHighlightRings() {
    QList<QRectF> rings;
    for (const auto& h : highlighters_)
        if (const QRectF r = h->ringRect(); !r.isEmpty())
            rings << r;
    return labels_.setReserved(rings);
}

bool ChartView::highlightVisible() const {
    return !highlighters_.empty() && std::all_of(highlighters_.begin(), highlighters_.end(),
                                                 [](const auto& h) { return h->visible(); });
}

QRectF ChartView::highlightRect() const {
    QRectF all;
    for (const auto& h : highlighters_)
        all |= h->drawnRect();
    return all;
}

std::optional<QPointF> ChartView::chartPosition(QPointF p, bool secondary) const {
    for (const Entry& e : series_) {
        if (e.spec.secondary == secondary && !e.spec.scatter)
            return chartItem_->mapToPosition(toAxis(p, secondary), e.series);
    }
    for (const Entry& e : series_) {
        if (e.spec.secondary == secondary)
            return chartItem_->mapToPosition(toAxis(p, secondary), e.series);
    }
    return std::nullopt;
}

void ChartView::setLineScale(qreal scale) {
    lineScale_ = scale;
    for (Entry& e : series_)
        applyStyle(e);
    for (auto& h : highlighters_)
        h->setLineScale(scale);
    if (reserveHighlightRings())
        labels_.layout();
    if (notes_)
        notes_->refresh();
}

void ChartView::settle() {
    // The dirty-item pass can ask for a layout, and a layout dirties items: twice is enough.
    for (int pass = 0; pass < 2; ++pass) {
        QCoreApplication::sendPostedEvents(scene(), QEvent::MetaCall);
        QCoreApplication::sendPostedEvents(chartItem_->legend(), QEvent::LayoutRequest);
        QCoreApplication::sendPostedEvents(chartItem_, QEvent::LayoutRequest);
    }
    QCoreApplication::sendPostedEvents(scene(), QEvent::MetaCall);
}

void ChartView::fitTickLabels() {
    // A log x axis labels every n-th power so that each label has room for its widest text
    // plus a gap: Qt elides labels wider than their share of the axis.
    if (!x_ || !x_->isLog())
        return;
    const QFontMetricsF metrics(x_->axis()->labelsFont());
    const qreal label = metrics.horizontalAdvance(QStringLiteral("888k")) + metrics.height();
    const qreal length = chartItem_->plotArea().width();
    if (length > 0)
        x_->setLabelRoom(int(length / label));
}

void ChartView::remember(const ChartData& chartData, const Scenario& scenario,
                         const ChartData* pinned) {
    if (!notes_)
        notes_ = std::make_unique<ChartNotes>(this);
    notes_->set(scenario.annotations);
    std::vector<std::string> ids;
    for (const MemoryBar& bar : chartData.memory)
        ids.push_back(bar.gpuId);
    colorSlots_ = gpuColorSlots(ids);
    if (last_ && &last_->data == &chartData)
        return;
    last_ =
        Remembered{chartData, scenario, pinned ? std::optional<ChartData>(*pinned) : std::nullopt};
}

} // namespace ridgeline::ui
