#include "ui/charts/chart_bands.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>

namespace ridgeline::ui {

ChartBands::ChartBands(QChart* chart)
    : chart_(chart) {}

void ChartBands::begin() {
    for (Band& b : bands_)
        b.touched = false;
}

QAreaSeries* ChartBands::set(const QString& key, const QList<QPointF>& lower,
                             const QList<QPointF>& upper, const QColor& fill,
                             const QList<QAbstractAxis*>& axes) {
    auto it = bands_.find(key);
    if (it == bands_.end()) {
        auto* area = new QAreaSeries;
        // The edges belong to the area: they go when it goes.
        area->setUpperSeries(new QLineSeries(area));
        area->setLowerSeries(new QLineSeries(area));
        area->setObjectName(key);
        chart_->addSeries(area);
        for (QAbstractAxis* axis : axes)
            area->attachAxis(axis);
        for (QLegendMarker* marker : chart_->legend()->markers(area))
            marker->setVisible(false);
        it = bands_.insert(key, Band{area, false});
    }
    QAreaSeries* area = it->area;
    it->touched = true;
    if (area->brush().color() != fill) {
        area->setBrush(fill);
        area->setPen(Qt::NoPen);
    }
    if (area->upperSeries()->points() != upper)
        area->upperSeries()->replace(upper);
    if (area->lowerSeries()->points() != lower)
        area->lowerSeries()->replace(lower);
    return area;
}

void ChartBands::end() {
    for (auto it = bands_.begin(); it != bands_.end();) {
        if (it->touched) {
            ++it;
            continue;
        }
        chart_->removeSeries(it->area);
        delete it->area;
        it = bands_.erase(it);
    }
}

QAbstractSeries* ChartBands::find(const QString& key) const {
    const auto it = bands_.constFind(key);
    return it == bands_.constEnd() ? nullptr : it->area;
}

QStringList ChartBands::keys() const {
    return bands_.keys();
}

QList<QPointF> ChartBands::lower(const QString& key) const {
    const auto it = bands_.constFind(key);
    return it == bands_.constEnd() ? QList<QPointF>{} : it->area->lowerSeries()->points();
}

QList<QPointF> ChartBands::upper(const QString& key) const {
    const auto it = bands_.constFind(key);
    return it == bands_.constEnd() ? QList<QPointF>{} : it->area->upperSeries()->points();
}

} // namespace ridgeline::ui
