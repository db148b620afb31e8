#include "ui/charts/chart_highlight.h"

#include "ui/charts/chart_view.h"

#include <QBarSet>
#include <QChart>
#include <QGraphicsPathItem>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QStackedBarSeries>
#include <QXYSeries>

#include <algorithm>

namespace ridgeline::ui {

namespace {

// A path painted only inside a rectangle (the plot area in its parent's coordinates): a curve's
// halo follows every point of the series, also those beyond the axes, and was drawn over the
// chart's title.
class ClippedPath : public QGraphicsPathItem {
public:
    using QGraphicsPathItem::QGraphicsPathItem;
    void setClip(const QRectF& clip) {
        if (clip == clip_)
            return;
        clip_ = clip;
        update();
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
               QWidget* widget) override {
        painter->save();
        painter->setClipRect(clip_, Qt::IntersectClip);
        QGraphicsPathItem::paint(painter, option, widget);
        painter->restore();
    }

private:
    QRectF clip_;
};

} // namespace

QColor highlightColor() {
    return QColor(255, 210, 0);
}

ChartHighlighter::ChartHighlighter(ChartView* view)
    : view_(view)
    , item_(new ClippedPath(view->chart()))
    , outline_(new ClippedPath(view->chart())) {
    // Above the series and the labels, below nothing: it points at them.
    outline_->setZValue(100);
    item_->setZValue(101);
    item_->hide();
    outline_->hide();
}

ChartHighlighter::~ChartHighlighter() {
    delete item_;
    delete outline_;
}

bool ChartHighlighter::set(const ChartHighlight& h) {
    spec_ = h;
    active_ = true;
    return draw();
}

void ChartHighlighter::clear() {
    active_ = false;
    item_->hide();
    outline_->hide();
}

bool ChartHighlighter::visible() const {
    return active_ && item_->isVisible();
}

QRectF ChartHighlighter::drawnRect() const {
    if (!visible())
        return {};
    // What is painted: the outline inside the plot area (ClippedPath).
    return outline_->mapRectToItem(view_->chart(), outline_->boundingRect()) &
           view_->chart()->plotArea();
}

QRectF ChartHighlighter::ringRect() const {
    return spec_.kind == ChartHighlight::Kind::point ? drawnRect() : QRectF();
}

void ChartHighlighter::refresh() {
    if (active_)
        draw();
}

void ChartHighlighter::setLineScale(qreal scale) {
    lineScale_ = scale;
    refresh();
}

bool ChartHighlighter::resolve(const ChartHighlight::Anchor& anchor, bool xAxis, double fallback,
                               double* value) const {
    if (std::holds_alternative<std::monostate>(anchor)) {
        *value = fallback;
        return true;
    }
    if (const double* number = std::get_if<double>(&anchor)) {
        *value = *number;
        return true;
    }
    const QList<QPointF> points = view_->dataPoints(std::get<QString>(anchor));
    if (points.isEmpty())
        return false;
    *value = xAxis ? points.first().x() : points.first().y();
    return true;
}

bool ChartHighlighter::draw() {
    item_->hide();
    outline_->hide();
    QChart* chart = view_->chart();
    const QRectF plot = chart->plotArea();
    QPainterPath path;
    qreal width = 3;
    bool fill = false;
    switch (spec_.kind) {
    case ChartHighlight::Kind::series:
    case ChartHighlight::Kind::point: {
        auto* series = qobject_cast<QXYSeries*>(view_->seriesByKey(spec_.series));
        if (!series || series->count() == 0)
            return false;
        const QList<QPointF> points = series->points();
        if (spec_.kind == ChartHighlight::Kind::point) {
            const qsizetype i = spec_.point < 0 ? points.size() + spec_.point : spec_.point;
            if (i < 0 || i >= points.size())
                return false;
            const QPointF c = chart->mapToPosition(points[i], series);
            const qreal r = 10 * lineScale_;
            path.addEllipse(c, r, r);
        } else {
            path.moveTo(chart->mapToPosition(points.first(), series));
            for (qsizetype i = 1; i < points.size(); ++i)
                path.lineTo(chart->mapToPosition(points[i], series));
            if (points.size() == 1)
                path.addEllipse(path.currentPosition(), 14 * lineScale_, 14 * lineScale_);
            width = 9;
        }
        break;
    }
    case ChartHighlight::Kind::bar: {
        auto* bars = qobject_cast<QStackedBarSeries*>(view_->seriesByKey(QStringLiteral("bars")));
        if (!bars)
            return false;
        double lo = 0, hi = 0;
        bool found = false;
        for (QBarSet* set : bars->barSets()) {
            if (spec_.bar < 0 || spec_.bar >= set->count())
                return false;
            const double v = set->at(spec_.bar);
            if (set->objectName() == spec_.segment) {
                hi = lo + v;
                found = v > 0;
                break;
            }
            lo += v;
        }
        if (!found)
            return false;
        const double half = bars->barWidth() / 2;
        const QPointF a = chart->mapToPosition(QPointF(spec_.bar - half, hi), bars);
        const QPointF b = chart->mapToPosition(QPointF(spec_.bar + half, lo), bars);
        path.addRect(QRectF(a, b).normalized().adjusted(-3, -3, 3, 3));
        break;
    }
    case ChartHighlight::Kind::range:
    case ChartHighlight::Kind::line: {
        const bool x = spec_.axis == QLatin1String("x");
        const bool secondary = spec_.axis == QLatin1String("y2");
        const std::optional<AxisRange> range =
            secondary ? view_->secondaryAxisRange()
                      : view_->axisRange(x ? Qt::Horizontal : Qt::Vertical);
        if (!range)
            return false;
        double from = 0, to = 0;
        if (!resolve(spec_.from, x, range->lo, &from))
            return false;
        const bool line = spec_.kind == ChartHighlight::Kind::line;
        if (line)
            to = from;
        else if (!resolve(spec_.to, x, range->hi, &to))
            return false;
        const auto at = [&](double v) -> std::optional<qreal> {
            const QPointF p = x ? QPointF(v, view_->axisRange(Qt::Vertical)->lo)
                                : QPointF(view_->axisRange(Qt::Horizontal)->lo, v);
            const std::optional<QPointF> pos = view_->chartPosition(p, secondary);
            if (!pos)
                return std::nullopt;
            return x ? pos->x() : pos->y();
        };
        const std::optional<qreal> a = at(from), b = at(to);
        if (!a || !b)
            return false;
        QRectF band = x ? QRectF(QPointF(std::min(*a, *b), plot.top()),
                                 QPointF(std::max(*a, *b), plot.bottom()))
                        : QRectF(QPointF(plot.left(), std::min(*a, *b)),
                                 QPointF(plot.right(), std::max(*a, *b)));
        if (line) {
            // Inside the plot only: a line off the axis shows nothing.
            if (!plot.adjusted(-1, -1, 1, 1).contains(band.center()))
                return false;
            path.moveTo(x ? QPointF(band.left(), plot.top()) : QPointF(plot.left(), band.top()));
            path.lineTo(x ? QPointF(band.left(), plot.bottom())
                          : QPointF(plot.right(), band.top()));
            width = 4;
        } else {
            band = band.intersected(plot);
            if (band.width() <= 0 || band.height() <= 0)
                return false;
            path.addRect(band);
            fill = true;
            width = 1.5;
        }
        break;
    }
    }
    QColor c = highlightColor();
    QPen pen(c, width * lineScale_);
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    const bool halo = spec_.kind == ChartHighlight::Kind::series;
    if (halo) {
        c.setAlpha(170);
        pen.setColor(c);
    }
    // A curve's halo goes just under the curves, so that the highlighted line keeps its colour;
    // rings, frames and bands go over everything. Qt Charts keeps its series items private:
    // they are found by their class, XYChart (as ChartView::cacheItems() does).
    QGraphicsItem* parent = chart;
    qreal z = 100;
    if (halo) {
        QList<QGraphicsItem*> pending = chart->childItems();
        while (!pending.isEmpty()) {
            QGraphicsItem* it = pending.takeFirst();
            const QGraphicsObject* o = it->toGraphicsObject();
            if (o && o->inherits("XYChart") && it->parentItem()) {
                parent = it->parentItem();
                z = it->zValue() - 0.5;
                break;
            }
            pending += it->childItems();
        }
    }
    if (item_->parentItem() != parent) {
        outline_->setParentItem(parent);
        item_->setParentItem(parent);
    }
    outline_->setZValue(z);
    item_->setZValue(z + 0.01);
    path = parent->mapFromItem(chart, path);
    const QRectF clip = parent->mapFromItem(chart, chart->plotArea()).boundingRect();
    static_cast<ClippedPath*>(item_)->setClip(clip);
    static_cast<ClippedPath*>(outline_)->setClip(clip);
    item_->setPen(pen);
    QColor f = highlightColor();
    f.setAlpha(fill ? 55 : 70);
    item_->setBrush(fill ? QBrush(f) : QBrush(Qt::NoBrush));
    item_->setPath(path);
    QPen edge = pen;
    edge.setColor(QColor(0, 0, 0,
                         spec_.kind == ChartHighlight::Kind::series ? 90
                         : fill                                     ? 120
                                                                    : 200));
    edge.setWidthF(pen.widthF() + 2.5 * lineScale_);
    outline_->setPen(edge);
    outline_->setPath(path);
    outline_->show();
    item_->show();
    return true;
}

} // namespace ridgeline::ui
