// The four charts in a 2x2 grid, fed from the model's results; any one of them can fill the
// grid (double-click it, or View > chart; Esc or double-click returns to the grid). Serving
// shows roofline, memory, KV cache and cost per token; training shows roofline, memory,
// scaling and time and cost to train in the same places. Serving also has a fifth chart, the
// serving curve (TTFT, TPOT and throughput against request rate), shown alone or beside
// another (View > Serving, Ctrl+5), never in the 2x2 grid: its curve is simulated only while
// it is shown (ScenarioModel::setServingCurveWanted).
#pragma once

#include "core/charts/chart_data.h"
#include "ui/charts/scale_axis.h"

#include <QList>
#include <QWidget>

#include <optional>

class QGridLayout;

namespace ridgeline::ui {

class ChartNoteMenu;
class ChartView;
class CostChart;
class KvCacheChart;
class MemoryChart;
class RooflineChart;
class ScalingChart;
class ScenarioModel;
class StateEditor;
class ServingChart;
class TimeCostChart;

class ChartGrid : public QWidget {
    Q_OBJECT

public:
    /// Shows `editor`'s model; the charts' notes are edited through it.
    explicit ChartGrid(StateEditor* editor, QWidget* parent = nullptr);

    RooflineChart* roofline() const { return roofline_; }
    MemoryChart* memory() const { return memory_; }
    KvCacheChart* kvCache() const { return kv_; }
    CostChart* cost() const { return cost_; }
    ScalingChart* scaling() const { return scaling_; }
    TimeCostChart* timeCost() const { return timeCost_; }
    ServingChart* serving() const { return serving_; }
    /// The charts of the scenario's mode, in the grid's reading order: roofline, memory, then
    /// KV cache, cost per token and the serving curve (inference; the first four fill the grid,
    /// the fifth is shown alone or beside another) or scaling and time and cost (training).
    const QList<ChartView*>& charts() const { return charts_; }
    /// The slot of the serving chart in charts() (inference only).
    static constexpr int servingSlot = 4;
    /// The ChartIndex (chart_export.h) of the chart shown at `slot` (0..4) of charts().
    int chartIndex(int slot) const;
    bool training() const { return training_; }
    /// The right-click menu that pins notes to the charts.
    ChartNoteMenu* noteMenu() const { return notes_; }

    /// The chart shown alone, or -1 when all four are shown.
    int maximized() const { return maximized_; }
    void setMaximized(int index);
    void showAll() { setMaximized(-1); }
    /// Shows the charts at `slots` of charts(): one fills the grid, two share it side by side
    /// (lessons, the presenter view); none or all of them show the four.
    void showCharts(const QList<int>& slots);
    /// The slots of charts() shown now.
    QList<int> shownSlots() const;
    /// Whether the serving chart is shown now.
    bool servingShown() const;
    /// Whether the chart at `slot` of charts() is shown in the current layout (not paired).
    bool shownAt(int slot) const;

    /// A comparison scenario "A" drawn dashed under the current one; nullopt removes it.
    void setPinned(std::optional<ChartData> pinned);

    /// Number of times the charts were given new data (benchmarks count repaints with it).
    int updates() const { return updates_; }

Q_SIGNALS:
    /// The lower row changed with the mode: charts() holds other charts now.
    void chartsChanged();
    void hovered(const QString& key, int gpuIndex);
    void maximizedChanged(int index);
    void updated();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refreshCharts(AxisFit fit = AxisFit::refit);
    /// Gives `charts` the model's current data (the others keep theirs); their axes follow it
    /// by `fit`, or only grow while a slider is dragged.
    void refreshCharts(const QList<ChartView*>& charts, AxisFit fit = AxisFit::refit);
    /// Shows the charts of the scenario's mode in the lower row.
    void arrange();
    /// Puts every chart back in its place of the 2x2 grid (after showCharts() of two).
    void placeDefault();
    /// Gives the rows and columns that hold a shown chart equal stretches, the others none.
    void stretchShown();
    /// Tells the model whether the serving curve is wanted (the serving chart is shown), and
    /// gives the chart the data when it was not computed for it yet.
    void followServing();

    ScenarioModel* model_;
    QGridLayout* grid_;
    RooflineChart* roofline_;
    MemoryChart* memory_;
    KvCacheChart* kv_;
    CostChart* cost_;
    ScalingChart* scaling_;
    TimeCostChart* timeCost_;
    ServingChart* serving_;
    QList<ChartView*> charts_;
    bool training_ = false;
    std::optional<ChartData> pinned_;
    int maximized_ = -1;
    QList<int> pair_; ///< the two slots shown side by side, else empty
    ChartNoteMenu* notes_;
    int updates_ = 0;
    bool grew_ = false; ///< the last update kept the axes still (during a drag)
};

} // namespace ridgeline::ui
