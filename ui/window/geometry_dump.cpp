#include "ui/window/geometry_dump.h"

#include "ui/charts/chart_view.h"
#include "ui/layout/chart_grid.h"
#include "ui/lessons/presenter.h"
#include "ui/lessons/teaching.h"
#include "ui/summary/summary_strip.h"
#include "ui/window/main_window.h"

#include <QChart>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLegend>
#include <QSaveFile>
#include <QScatterSeries>
#include <QTimer>
#include <QXYSeries>

namespace ridgeline::ui {

namespace {

QJsonObject rectJson(const QRect& r) {
    return {{QStringLiteral("x"), r.x()},
            {QStringLiteral("y"), r.y()},
            {QStringLiteral("w"), r.width()},
            {QStringLiteral("h"), r.height()}};
}

// A rectangle in the chart item's coordinates in global screen pixels.
QRect onScreen(const ChartView& view, const QRectF& inChart) {
    const QPolygonF scene = view.chart()->mapToScene(inChart);
    const QRect inView = view.mapFromScene(scene).boundingRect();
    return QRect(view.viewport()->mapToGlobal(inView.topLeft()), inView.size());
}

QPoint onScreen(const ChartView& view, const QPointF& inChart) {
    return view.viewport()->mapToGlobal(view.mapFromScene(view.chart()->mapToScene(inChart)));
}

} // namespace

QJsonObject chartGeometry(const ChartView& chart) {
    QJsonObject out;
    out.insert(QStringLiteral("title"), chart.chartTitle());
    const QWidget* viewport = chart.viewport();
    out.insert(QStringLiteral("view"),
               rectJson(QRect(viewport->mapToGlobal(QPoint(0, 0)), viewport->size())));
    out.insert(QStringLiteral("plot"), rectJson(onScreen(chart, chart.chart()->plotArea())));
    const QLegend* legend = chart.chart()->legend();
    if (legend->isVisible())
        out.insert(QStringLiteral("legend"), rectJson(onScreen(chart, legend->geometry())));
    if (chart.highlightVisible())
        out.insert(QStringLiteral("highlight"), rectJson(onScreen(chart, chart.highlightRect())));
    QJsonArray series;
    for (QAbstractSeries* s : chart.chart()->series()) {
        auto* xy = qobject_cast<QXYSeries*>(s);
        if (!xy || !xy->isVisible() || xy->points().isEmpty())
            continue;
        auto* scatter = qobject_cast<QScatterSeries*>(xy);
        QJsonObject one;
        one.insert(QStringLiteral("key"), xy->objectName());
        one.insert(QStringLiteral("scatter"), scatter != nullptr);
        one.insert(QStringLiteral("color"),
                   (scatter ? scatter->brush().color() : xy->pen().color()).name());
        if (scatter) {
            one.insert(QStringLiteral("hollow"), scatter->brush().style() == Qt::NoBrush);
            one.insert(QStringLiteral("size"), scatter->markerSize());
        } else {
            one.insert(QStringLiteral("width"), xy->pen().widthF());
        }
        QJsonArray points;
        for (const QPointF& p : xy->points()) {
            const QPoint at = onScreen(chart, chart.chart()->mapToPosition(p, xy));
            points.append(QJsonArray{at.x(), at.y()});
        }
        one.insert(QStringLiteral("points"), points);
        series.append(one);
    }
    out.insert(QStringLiteral("series"), series);
    return out;
}

QJsonObject windowGeometry(const MainWindow& window) {
    QJsonObject out;
    const ChartGrid* grid = window.charts();
    out.insert(QStringLiteral("grid"),
               rectJson(QRect(grid->mapToGlobal(QPoint(0, 0)), grid->size())));
    out.insert(QStringLiteral("presenter"), window.teaching()->presenter()->active());
    out.insert(QStringLiteral("fontPointSize"), window.font().pointSizeF());
    out.insert(QStringLiteral("summaryRows"), window.summary()->rowCount());
    QJsonArray charts;
    for (int slot : grid->shownSlots())
        if (slot < grid->charts().size() && grid->charts()[slot]->isVisible())
            charts.append(chartGeometry(*grid->charts()[slot]));
    out.insert(QStringLiteral("charts"), charts);
    return out;
}

GeometryDump::GeometryDump(MainWindow* window, const QString& path, int intervalMs)
    : QObject(window)
    , window_(window)
    , path_(path)
    , timer_(new QTimer(this)) {
    connect(timer_, &QTimer::timeout, this, &GeometryDump::write);
    timer_->start(intervalMs);
}

void GeometryDump::write() {
    if (!window_->isVisible())
        return;
    const QByteArray json = QJsonDocument(windowGeometry(*window_)).toJson();
    if (json == last_)
        return;
    QSaveFile file(path_);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit())
        return;
    last_ = json;
}

} // namespace ridgeline::ui
