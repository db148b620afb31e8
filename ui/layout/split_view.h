// Split view (View > Split View, F7): the pinned scenario A beside the current one B, each side
// with its own summary tiles and charts, every number computed by the core for that side's own
// state. The A side has a model of its own holding a copy of A's state; nothing on it edits the
// document, and exports and the report stay those of B. While split, B's charts and tiles show
// B alone (the dashed A overlay would repeat the side beside them). Turning it on with nothing
// pinned pins the current scenario first; unpinning A ends it. A side too small for a readable
// grid of four (a 1280x800 projector) shows one chart, the first of the grid's, until the side
// has room again or the user picks the charts with the view buttons.
#pragma once

#include <QList>
#include <QWidget>

class QAction;
class QLabel;
class QResizeEvent;

namespace ridgeline::ui {

class ChartGrid;
class PinnedComparison;
class ScenarioModel;
class StateEditor;
class SummaryStrip;

class SplitView : public QWidget {
    Q_OBJECT

public:
    /// `current` and `currentCharts` are B's model and charts; `pinned` holds A.
    SplitView(ScenarioModel* current, ChartGrid* currentCharts, PinnedComparison* pinned,
              QWidget* parent = nullptr);

    bool isSplit() const { return split_; }
    void setSplit(bool on);
    /// View > Split View (F7), checked while split.
    QAction* action() const { return action_; }
    /// The heading shown above B's summary while split ("B (current)").
    QLabel* currentHeading() const { return currentHeading_; }

    /// A's side: its model (a copy of A's state), tiles and charts.
    ScenarioModel* model() const { return model_; }
    SummaryStrip* summary() const { return summary_; }
    ChartGrid* charts() const { return charts_; }

    /// Whether a side is too small for the grid: one chart a side was shown in its place.
    bool narrowed() const { return narrowed_; }
    /// Hands the narrowing over (the presenter view arranges the charts itself): returns the
    /// charts shown before it, and the side no longer brings them back when it has room.
    QList<int> releaseNarrowed();

Q_SIGNALS:
    void splitChanged(bool on);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    /// Shows one chart a side while a side is too small for the grid of four, and the grid
    /// again once it has room (unless the user has picked charts since).
    void fitCharts();
    /// B's heading, saying when one chart a side stands in for the grid.
    void updateHeading();
    /// Gives A's model the pinned state (when it differs) and its heading the description.
    void followPinned();
    /// Shows on A's side the charts B shows (the same places of the grid).
    void followShown();
    /// Makes room for two grids side by side: the charts' smallest size while split.
    void setChartMinimum(bool split);

    ScenarioModel* current_;
    ChartGrid* currentCharts_;
    PinnedComparison* pinned_;
    ScenarioModel* model_;
    StateEditor* editor_;
    QLabel* heading_;
    QLabel* currentHeading_;
    SummaryStrip* summary_;
    ChartGrid* charts_;
    QAction* action_;
    bool split_ = false;
    bool narrowed_ = false;        ///< fitCharts() replaced the grid by one chart a side
    bool changingShown_ = false;   ///< fitCharts() is changing the shown charts
    QList<int> shownBeforeNarrow_; ///< the charts shown before fitCharts() narrowed them
};

} // namespace ridgeline::ui
