#include "ui/layout/chart_grid.h"

#include "ui/charts/chart_view.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/charts/scaling_chart.h"
#include "ui/charts/serving_chart.h"
#include "ui/charts/time_cost_chart.h"
#include "ui/document/state_editor.h"
#include "ui/export/chart_export.h"
#include "ui/layout/chart_note_menu.h"
#include "ui/model/scenario_model.h"

#include <QEvent>
#include <QGridLayout>

namespace ridgeline::ui {

ChartGrid::ChartGrid(StateEditor* editor, QWidget* parent)
    : QWidget(parent)
    , model_(editor->model())
    , grid_(new QGridLayout(this))
    , roofline_(new RooflineChart(this))
    , memory_(new MemoryChart(this))
    , kv_(new KvCacheChart(this))
    , cost_(new CostChart(this))
    , scaling_(new ScalingChart(this))
    , timeCost_(new TimeCostChart(this))
    , serving_(new ServingChart(this))
    , notes_(new ChartNoteMenu(editor, this)) {
    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->setSpacing(4);
    const QList<ChartView*> all{roofline_, memory_, kv_, cost_, scaling_, timeCost_, serving_};
    for (int i = 0; i < all.size(); ++i) {
        ChartView* chart = all[i];
        // Scaling and time and cost take the places of KV cache and cost per token; the serving
        // chart spans the grid, where it is only shown alone.
        const int slot = i < 4 ? i : i - 2;
        if (chart == serving_)
            grid_->addWidget(chart, 0, 0, 2, 2);
        else
            grid_->addWidget(chart, slot / 2, slot % 2);
        chart->setMinimumSize(240, 180);
        chart->setFocusPolicy(Qt::StrongFocus);
        // Notes are pinned to the charts of the grid (Scenario::annotations names them).
        chart->setToolTip(
            chart == serving_
                ? tr("%1: double-click or Esc to return to the grid").arg(chart->chartTitle())
                : tr("%1: double-click to enlarge, again or Esc to return; right-click to pin a "
                     "note")
                      .arg(chart->chartTitle()));
        chart->setAccessibleName(chart->chartTitle());
        chart->viewport()->installEventFilter(this);
        connect(chart, &ChartView::hovered, this, &ChartGrid::hovered);
        if (chart != serving_)
            notes_->watch(chart);
    }
    connect(model_, &ScenarioModel::resultsChanged, this, [this](Changes changes) {
        // Prices and the cost basis move only the cost chart.
        const Changes costOnly = Change::economics | Change::costBasis | Change::name;
        const bool arranged = training_ == (model_->scenario().workload.mode == Mode::training);
        // A new document, model, GPU or mode: every axis fits the new data. Any other value:
        // axes stay while the data still fills them.
        const Changes anew = Change::replaced | Change::model | Change::hardware;
        const AxisFit fit = !arranged || (changes & anew) ? AxisFit::refit : AxisFit::settle;
        if (arranged && (changes & ~costOnly) == Changes() && !pinned_)
            refreshCharts({training_ ? static_cast<ChartView*>(timeCost_) : cost_}, fit);
        else
            refreshCharts(fit);
    });
    // A drag ends: the axes follow the data again (no new results when the last tick was
    // computed).
    connect(model_, &ScenarioModel::interactionFinished, this, [this] {
        if (grew_)
            refreshCharts(AxisFit::settle);
    });
    training_ = model_->scenario().workload.mode != Mode::training; // arrange() flips it
    serving_->hide();
    arrange();
    stretchShown();
    refreshCharts();
    connect(this, &ChartGrid::maximizedChanged, this, &ChartGrid::followServing);
}

int ChartGrid::chartIndex(int slot) const {
    if (slot < 2)
        return slot;
    if (slot == 2)
        return training_ ? ScalingIndex : KvCacheIndex;
    if (slot == servingSlot && !training_)
        return ServingIndex;
    return training_ ? TimeCostIndex : CostIndex;
}

void ChartGrid::arrange() {
    const bool training = model_->scenario().workload.mode == Mode::training;
    if (training == training_ && !charts_.isEmpty())
        return;
    training_ = training;
    placeDefault();
    // The serving chart shown alone in inference leaves with the mode: all charts return.
    const bool servingLeft = training && maximized_ >= servingSlot;
    if (servingLeft)
        maximized_ = -1;
    charts_ = training ? QList<ChartView*>{roofline_, memory_, scaling_, timeCost_}
                       : QList<ChartView*>{roofline_, memory_, kv_, cost_, serving_};
    for (ChartView* chart : {static_cast<ChartView*>(kv_), static_cast<ChartView*>(cost_),
                             static_cast<ChartView*>(scaling_), static_cast<ChartView*>(timeCost_),
                             static_cast<ChartView*>(serving_)})
        chart->setVisible(charts_.contains(chart) && shownAt(int(charts_.indexOf(chart))));
    stretchShown();
    Q_EMIT chartsChanged();
    if (servingLeft)
        Q_EMIT maximizedChanged(-1);
}

void ChartGrid::setMaximized(int index) {
    if (index < -1 || index >= charts_.size())
        index = -1;
    const bool paired = !pair_.isEmpty();
    placeDefault();
    if (index == maximized_ && !paired)
        return;
    maximized_ = index;
    for (int i = 0; i < charts_.size(); ++i)
        charts_[i]->setVisible(shownAt(i));
    stretchShown();
    if (index >= 0)
        charts_[index]->setFocus();
    Q_EMIT maximizedChanged(index);
}

void ChartGrid::showCharts(const QList<int>& slots) {
    if (slots.size() != 2 || slots[0] == slots[1] || slots[0] < 0 || slots[1] < 0 ||
        slots[0] >= charts_.size() || slots[1] >= charts_.size()) {
        setMaximized(slots.size() == 1 ? slots[0] : -1);
        return;
    }
    placeDefault();
    pair_ = slots;
    maximized_ = -1;
    const QList<ChartView*> all = findChildren<ChartView*>(Qt::FindDirectChildrenOnly);
    for (ChartView* chart : all)
        grid_->removeWidget(chart);
    for (ChartView* chart : all) {
        const int at = slots.indexOf(int(charts_.indexOf(chart)));
        chart->setVisible(at >= 0);
        grid_->addWidget(chart, at >= 0 ? 0 : 1, at >= 0 ? at : 0);
    }
    stretchShown();
    Q_EMIT maximizedChanged(-1);
}

QList<int> ChartGrid::shownSlots() const {
    if (!pair_.isEmpty())
        return pair_;
    if (maximized_ >= 0)
        return {maximized_};
    return {0, 1, 2, 3};
}

bool ChartGrid::shownAt(int slot) const {
    // The grid of four never holds the serving chart: only alone or in a pair.
    return maximized_ < 0 ? slot < 4 : slot == maximized_;
}

bool ChartGrid::servingShown() const {
    return !training_ && shownSlots().contains(servingSlot);
}

void ChartGrid::followServing() {
    const bool wanted = servingShown();
    if (wanted == model_->servingCurveWanted())
        return;
    model_->setServingCurveWanted(wanted);
    // A scenario with workload.serving has its curve already: draw it now.
    if (wanted && model_->chartData().serving && !model_->recomputePending())
        refreshCharts({serving_});
}

void ChartGrid::placeDefault() {
    if (pair_.isEmpty())
        return;
    pair_.clear();
    const QList<ChartView*> all{roofline_, memory_, kv_, cost_, scaling_, timeCost_, serving_};
    for (ChartView* chart : all)
        grid_->removeWidget(chart);
    for (int i = 0; i < all.size(); ++i) {
        const int slot = i < 4 ? i : i - 2;
        if (all[i] == serving_)
            grid_->addWidget(all[i], 0, 0, 2, 2);
        else
            grid_->addWidget(all[i], slot / 2, slot % 2);
        all[i]->setVisible(charts_.contains(all[i]) && shownAt(int(charts_.indexOf(all[i]))));
    }
    stretchShown();
}

void ChartGrid::stretchShown() {
    // A row or column stretches only when a shown chart is in it: an empty one with a stretch
    // kept its share, and a lone chart sat in a quarter of the grid. Equal stretches (not the
    // charts' size hints) share the rest: after two charts side by side the lower row came back
    // squashed.
    int rows[2] = {0, 0}, columns[2] = {0, 0};
    for (int i = 0; i < grid_->count(); ++i) {
        QWidget* w = grid_->itemAt(i)->widget();
        if (!w || w->isHidden())
            continue;
        int row = 0, column = 0, rowSpan = 1, columnSpan = 1;
        grid_->getItemPosition(i, &row, &column, &rowSpan, &columnSpan);
        for (int r = row; r < row + rowSpan && r < 2; ++r)
            rows[r] = 1;
        for (int c = column; c < column + columnSpan && c < 2; ++c)
            columns[c] = 1;
    }
    for (int i = 0; i < 2; ++i) {
        grid_->setRowStretch(i, rows[i]);
        grid_->setColumnStretch(i, columns[i]);
    }
}

void ChartGrid::setPinned(std::optional<ChartData> pinned) {
    pinned_ = std::move(pinned);
    refreshCharts();
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

void ChartGrid::refreshCharts(AxisFit fit) {
    arrange();
    refreshCharts(charts_, fit);
}

void ChartGrid::refreshCharts(const QList<ChartView*>& charts, AxisFit fit) {
    const ChartData* pinned = pinned_ ? &*pinned_ : nullptr;
    // Axes hold still while a slider is dragged and follow the data otherwise.
    grew_ = model_->interacting();
    // A chart's scene sorts out its changed items in a queued call that paints the window at
    // once, one chart after the other, each pass repainting whatever else is pending. Held
    // still until every chart has settled, the charts are repainted once, together with the
    // summary, in the window's next paint.
    for (ChartView* chart : charts)
        chart->viewport()->setUpdatesEnabled(false);
    for (ChartView* chart : charts) {
        chart->setAxisFit(grew_ ? AxisFit::grow : fit);
        chart->setMemoryUnit(model_->memoryUnit());
        chart->setData(model_->chartData(), model_->scenario(), pinned);
    }
    for (ChartView* chart : charts)
        chart->settle();
    for (ChartView* chart : charts)
        chart->viewport()->setUpdatesEnabled(true); // and schedules its repaint
    ++updates_;
    Q_EMIT updated();
}

} // namespace ridgeline::ui
