// What a chart view shows, read back in display units: its series by key, their names and
// points, and its axes' ranges and titles (exports, tests and lessons read charts this way).
#include "ui/charts/chart_view.h"

#include <QAbstractAxis>
#include <QChart>
#include <QXYSeries>

namespace ridgeline::ui {

QAbstractSeries* ChartView::seriesByKey(const QString& key) const {
    const auto it = series_.constFind(key);
    if (it != series_.constEnd())
        return it->parked ? nullptr : it->series;
    for (QAbstractSeries* s : chartItem_->series())
        if (s->objectName() == key)
            return s;
    return nullptr;
}

QStringList ChartView::seriesKeys() const {
    QStringList keys;
    for (QAbstractSeries* s : chartItem_->series())
        if (const auto e = series_.constFind(s->objectName());
            e == series_.constEnd() || e->series != s || !e->parked)
            keys << s->objectName();
    return keys;
}

std::optional<QGraphicsItem::CacheMode> ChartView::seriesCacheMode(const QString& key) const {
    const auto it = series_.constFind(key);
    if (it == series_.constEnd() || !it->item || it->parked)
        return std::nullopt;
    return it->item->cacheMode();
}

QList<QPointF> ChartView::dataPoints(const QString& key) const {
    const auto it = series_.constFind(key);
    if (it == series_.constEnd() || it->parked)
        return {};
    QList<QPointF> points = it->series->points();
    const ScaleAxis* y = it->spec.secondary && y2_ ? y2_.get() : y_.get();
    for (QPointF& p : points)
        p = QPointF(x_ ? x_->unmap(p.x()) : p.x(), y ? y->unmap(p.y()) : p.y());
    return points;
}

QString ChartView::seriesName(const QString& key) const {
    const auto it = series_.constFind(key);
    if (it != series_.constEnd())
        return it->parked ? QString() : it->spec.name;
    const QAbstractSeries* s = seriesByKey(key);
    return s ? s->name() : QString();
}

std::optional<AxisRange> ChartView::axisRange(Qt::Orientation orientation) const {
    const ScaleAxis* axis = orientation == Qt::Horizontal ? x_.get() : y_.get();
    if (!axis)
        return std::nullopt;
    return axis->range();
}

std::optional<AxisRange> ChartView::secondaryAxisRange() const {
    if (!y2_)
        return std::nullopt;
    return y2_->range();
}

QString ChartView::axisTitle(Qt::Orientation orientation) const {
    const QList<QAbstractAxis*> axes = chartItem_->axes(orientation);
    return axes.isEmpty() ? QString() : axes.first()->titleText();
}

} // namespace ridgeline::ui
