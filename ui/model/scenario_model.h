// The scenario being explored, as a QObject: one change path, a coalescing recompute, and one
// resultsChanged signal that every view listens to.
#pragma once

#include "ui/model/scenario_checks.h"
#include "ui/model/scenario_state.h"
#include "ui/units.h"

#include <QObject>
#include <QTimer>

#include <functional>

namespace ridgeline::ui {

/// What a change touched, so that a view can skip work its data does not depend on.
enum class Change {
    model = 0x1,      ///< the architecture or its parameter count
    hardware = 0x2,   ///< a GPU, count or parallelism of any compared configuration
    workload = 0x4,   ///< mode, batch, lengths, formats, engine, the training run
    efficiency = 0x8, ///< efficiency overrides
    economics = 0x10, ///< prices, utilization, power
    costBasis = 0x20, ///< owned or cloud as the headline
    name = 0x40,      ///< the scenario's name
    notes = 0x80,     ///< the notes pinned to the charts (Scenario::annotations)
    replaced = 0x100, ///< a whole scenario came in (File > New, Open, a restore): start afresh
    serving = 0x200,  ///< the serving curve was asked for (its chart is shown) and computed
};
Q_DECLARE_FLAGS(Changes, Change)
Q_DECLARE_OPERATORS_FOR_FLAGS(Changes)

/// The parts of `b` that differ from `a`.
Changes changesBetween(const ScenarioState& a, const ScenarioState& b);

/// Holds a ScenarioState and the chart data computed from it.
///
/// Change path: controls edit through a StateEditor (ui/document/state_editor.h), which builds the
/// next state and, in a document, pushes one undo command whose redo/undo call setState().
/// setState() stores the state and emits stateChanged() at once (controls follow),
/// then starts a zero-delay single-shot timer unless one is already pending, so any number of
/// changes within one event-loop turn cost one buildChartData() call and one resultsChanged().
/// A slider drag is bracketed by beginInteraction()/endInteraction(); the end flushes the
/// recompute, and the editor merges the drag's changes into one undo step.
class ScenarioModel : public QObject {
    Q_OBJECT

public:
    explicit ScenarioModel(Catalogue catalogue, QObject* parent = nullptr);

    const Catalogue& catalogue() const { return catalogue_; }
    const ScenarioState& state() const { return state_; }
    const Scenario& scenario() const { return state_.scenario; }
    /// The compared GPUs, derived from the scenario (ScenarioState::choices()).
    std::vector<GpuChoice> gpuChoices() const { return state_.choices(); }
    int primaryIndex() const { return state_.primary; }

    /// Results of the last recompute (never stale after resultsChanged(); see recomputePending).
    const ChartData& chartData() const { return data_; }
    /// The primary choice's results: the scenario evaluated on its hardware.
    const Results& primaryResults() const;
    /// Refused combinations found by the last recompute; empty when everything is valid.
    const QList<FieldProblem>& problems() const { return problems_; }
    bool recomputePending() const { return timer_.isActive(); }
    /// Number of buildChartData() calls so far (tests check the coalescing with it).
    int recomputeCount() const { return recomputes_; }

    /// Replaces the whole state (the primary index kept in range); no-op when equal to the
    /// current one. Edits go through a StateEditor; undo commands and restores call this.
    void setState(const ScenarioState& state);
    /// Replaces the whole state as a new document (File > New, a restore): the next results
    /// carry Change::replaced, even when the state is equal to the current one.
    void replaceState(const ScenarioState& state);
    /// Replaces the scenario, as a new document (Change::replaced). A scenario that compares
    /// (hardware.compare) brings its own list of configurations; otherwise the primary choice
    /// takes the scenario's hardware and prices and the other compared GPUs stay.
    void setScenario(const Scenario& scenario);
    /// Adds an engine profile to the catalogue, replacing one with the same id (a profile fitted
    /// to the user's measurements); a scenario on that engine takes the new constants.
    void addEngine(const EngineProfile& profile);

    void beginInteraction();
    void endInteraction();
    bool interacting() const { return interactionDepth_ > 0; }

    /// Computes now if a recompute is pending (slider release, screenshots, tests).
    void flush();
    /// Emits resultsChanged() again, every Change set, with the same results and no recompute:
    /// a display setting (the memory unit of View > Units) changed and every view redraws.
    void redisplay();

    /// The unit every view shows memory in (View > Units): a display setting of the window, not
    /// part of the scenario or its undo history. Views read it when they draw; the core never
    /// sees it. Binary (GiB) until set.
    units::MemoryUnit memoryUnit() const { return memoryUnit_; }
    /// Sets the memory unit and, when it changed, emits memoryUnitChanged() and redisplay()s.
    void setMemoryUnit(units::MemoryUnit unit);

    /// Whether ChartData::serving is computed in inference mode even without workload.serving
    /// (the serving chart is shown; a scenario with workload.serving always has it). Turning it
    /// on recomputes when the curve is missing, with Change::serving.
    void setServingCurveWanted(bool wanted);
    bool servingCurveWanted() const { return servingWanted_; }
    /// Requests per simulated rate of the serving curve while a slider is dragged (the load's
    /// own when fewer): a curve of 1,000 requests takes some 50 ms, of 300 about 17 ms. The
    /// drag's end computes it again with all of them.
    static constexpr int draggedServingRequests = 300;

Q_SIGNALS:
    /// Emitted synchronously after every applied change, before the results follow.
    void stateChanged();
    /// The catalogue gained or replaced an entry (addEngine()).
    void catalogueChanged();
    /// Emitted once per recompute, after chartData() and problems() were replaced; `changes`
    /// gathers everything the state changes since the last recompute touched. redisplay()
    /// emits it too, with unchanged results.
    void resultsChanged(ridgeline::ui::Changes changes);
    void interactionStarted();
    void interactionFinished();
    /// setMemoryUnit() changed the unit (before the views redraw with it).
    void memoryUnitChanged(ridgeline::ui::units::MemoryUnit unit);

private:
    void recompute();

    Catalogue catalogue_;
    ScenarioState state_;
    ChartData data_;
    ChartDataMemo memo_; ///< curves a batch change leaves alone
    QList<FieldProblem> problems_;
    QTimer timer_;
    Changes pending_;
    int interactionDepth_ = 0;
    int recomputes_ = 0;
    bool servingWanted_ = false;
    bool coarseServing_ = false; ///< the last serving curve had fewer requests (a drag)
    units::MemoryUnit memoryUnit_ = units::MemoryUnit::binary;
};

} // namespace ridgeline::ui
