#include "ui/window/chart_grid.h"

#include "ui/charts/chart_view.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/model/scenario_model.h"

#include <QEvent>
#include <QGridLayout>

namespace ridgeline::ui {

ChartGrid::ChartGrid(ScenarioModel* model, QWidget* parent)
    : QWidget(parent)
    , model_(model)
    , grid_(new QGridLayout(this))
    , roofline_(new RooflineChart(this))
    , memory_(new MemoryChart(this))
    , kv_(new KvCacheChart(this))
    , cost_(new CostChart(this)) {
    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->setSpacing(4);
    charts_ = {roofline_, memory_, kv_, cost_};
    for (int i = 0; i < charts_.size(); ++i) {
        ChartView* chart = charts_[i];
        grid_->addWidget(chart, i / 2, i % 2);
        chart->setMinimumSize(240, 180);
        chart->setFocusPolicy(Qt::StrongFocus);
        chart->setToolTip(
            tr("%1: double-click to enlarge, again or Esc to return").arg(chart->chartTitle()));
        chart->setAccessibleName(chart->chartTitle());
        chart->viewport()->installEventFilter(this);
        connect(chart, &ChartView::hovered, this, &ChartGrid::hovered);
    }
    connect(model_, &ScenarioModel::resultsChanged, this, [this](Changes changes) {
        // Prices and the cost basis move only the cost chart.
        const Changes costOnly = Change::economics | Change::costBasis | Change::name;
        if ((changes & ~costOnly) == Changes() && !pinned_)
            update({cost_});
        else
            update();
    });
    // A drag ends: the axes fit the data again (no new results when the last tick was computed).
    connect(model_, &ScenarioModel::interactionFinished, this, [this] {
        if (grew_)
            update();
    });
    update();
}

void ChartGrid::setMaximized(int index) {
    if (index < -1 || index >= charts_.size())
        index = -1;
    if (index == maximized_)
        return;
    maximized_ = index;
    for (int i = 0; i < charts_.size(); ++i)
        charts_[i]->setVisible(index < 0 || i == index);
    if (index >= 0)
        charts_[index]->setFocus();
    Q_EMIT maximizedChanged(index);
}

void ChartGrid::setPinned(std::optional<ChartData> pinned) {
    pinned_ = std::move(pinned);
    update();
}

bool ChartGrid::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::MouseButtonDblClick) {
        for (int i = 0; i < charts_.size(); ++i) {
            if (charts_[i]->viewport() == watched) {
                setMaximized(maximized_ == i ? -1 : i);
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ChartGrid::update() {
    update(charts_);
}

void ChartGrid::update(const QList<ChartView*>& charts) {
    const ChartData* pinned = pinned_ ? &*pinned_ : nullptr;
    // Axes hold still while a slider is dragged and follow the data otherwise.
    grew_ = model_->interacting();
    for (ChartView* chart : charts) {
        chart->setAxisFit(grew_ ? AxisFit::grow : AxisFit::refit);
        chart->setData(model_->chartData(), model_->scenario(), pinned);
    }
    ++updates_;
    Q_EMIT updated();
}

} // namespace ridgeline::ui
