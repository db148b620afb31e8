// Shaded P10-P90 bands behind a chart's curves: an area between two point lists that the core's
// chart data holds (the ranges of the predicted times, rates and costs), kept by key across
// updates like ChartView's series.
#pragma once

#include <QColor>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

class QAbstractAxis;
class QAbstractSeries;
class QAreaSeries;
class QChart;

namespace ridgeline::ui {

class ChartBands {
public:
    explicit ChartBands(QChart* chart);
    ChartBands(const ChartBands&) = delete;
    ChartBands& operator=(const ChartBands&) = delete;

    /// Marks every band unused; end() removes the ones not set again in between.
    void begin();
    /// The band `key` between `lower` and `upper` (axis coordinates, the same x in the same
    /// order), filled with `fill` and no outline, attached to `axes`. Kept out of the legend.
    QAreaSeries* set(const QString& key, const QList<QPointF>& lower, const QList<QPointF>& upper,
                     const QColor& fill, const QList<QAbstractAxis*>& axes);
    void end();

    QAbstractSeries* find(const QString& key) const;
    QStringList keys() const;
    /// The lower and upper edges of band `key` in axis coordinates (empty when there is none).
    QList<QPointF> lower(const QString& key) const;
    QList<QPointF> upper(const QString& key) const;

private:
    struct Band {
        QAreaSeries* area = nullptr;
        bool touched = false;
    };
    QChart* chart_;
    QHash<QString, Band> bands_;
};

} // namespace ridgeline::ui
