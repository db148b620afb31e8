// The four charts in a 2x2 grid, fed from the model's results; any one of them can fill the
// grid (double-click it, or View > chart; Esc or double-click returns to the grid).
#pragma once

#include "core/chart_data.h"

#include <QList>
#include <QWidget>

#include <optional>

class QGridLayout;

namespace ridgeline::ui {

class ChartView;
class CostChart;
class KvCacheChart;
class MemoryChart;
class RooflineChart;
class ScenarioModel;

class ChartGrid : public QWidget {
    Q_OBJECT

public:
    explicit ChartGrid(ScenarioModel* model, QWidget* parent = nullptr);

    RooflineChart* roofline() const { return roofline_; }
    MemoryChart* memory() const { return memory_; }
    KvCacheChart* kvCache() const { return kv_; }
    CostChart* cost() const { return cost_; }
    /// Roofline, memory, KV cache, cost: the grid's reading order.
    const QList<ChartView*>& charts() const { return charts_; }

    /// The chart shown alone, or -1 when all four are shown.
    int maximized() const { return maximized_; }
    void setMaximized(int index);
    void showAll() { setMaximized(-1); }

    /// A comparison scenario "A" drawn dashed under the current one; nullopt removes it.
    void setPinned(std::optional<ChartData> pinned);

    /// Number of times the charts were given new data (benchmarks count repaints with it).
    int updates() const { return updates_; }

Q_SIGNALS:
    void hovered(const QString& key, int gpuIndex);
    void maximizedChanged(int index);
    void updated();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void update();
    /// Gives `charts` the model's current data (the others keep theirs).
    void update(const QList<ChartView*>& charts);

    ScenarioModel* model_;
    QGridLayout* grid_;
    RooflineChart* roofline_;
    MemoryChart* memory_;
    KvCacheChart* kv_;
    CostChart* cost_;
    QList<ChartView*> charts_;
    std::optional<ChartData> pinned_;
    int maximized_ = -1;
    int updates_ = 0;
    bool grew_ = false; ///< the last update kept the axes still (during a drag)
};

} // namespace ridgeline::ui
