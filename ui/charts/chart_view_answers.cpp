// The predict-first mode of a chart (View > Predict First): the values a class is asked to
// predict are hidden until a click on the chart shows them.
#include "ui/charts/chart_view.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QMouseEvent>
#include <QXYSeries>

namespace ridgeline::ui {

void ChartView::setAnswersHidden(bool hidden) {
    if (hidden == answersHidden_)
        return;
    answersHidden_ = hidden;
    for (Entry& e : series_)
        if (e.spec.answer && !e.parked)
            setSeriesVisible(e, !hidden);
    answersHiddenChanged(hidden);
}

void ChartView::setSeriesVisible(Entry& entry, bool visible) {
    if (entry.series->isVisible() == visible)
        return;
    entry.series->setVisible(visible);
    if (visible)
        for (QLegendMarker* marker : chartItem_->legend()->markers(entry.series))
            marker->setVisible(entry.spec.inLegend);
}

void ChartView::mousePressEvent(QMouseEvent* event) {
    if (answersHidden_ && event->button() == Qt::LeftButton) {
        setAnswersHidden(false);
        event->accept();
        Q_EMIT answersRevealed();
        return;
    }
    QChartView::mousePressEvent(event);
}

} // namespace ridgeline::ui
