// "Pin as A": a snapshot of the scenario the user compares the current one ("B") against. A's
// chart data is computed once, when pinned; the charts draw it dashed and the summary shows
// both values.
#pragma once

#include "core/charts/chart_data.h"
#include "ui/model/scenario_state.h"

#include <QObject>

#include <optional>

namespace ridgeline::ui {

class ScenarioModel;

class PinnedComparison : public QObject {
    Q_OBJECT

public:
    explicit PinnedComparison(ScenarioModel* model, QObject* parent = nullptr);

    bool isPinned() const { return state_.has_value(); }
    /// The pinned state and its results (valid while isPinned()).
    const ScenarioState& state() const { return *state_; }
    const ChartData& data() const { return data_; }
    /// Results of A's primary GPU, or null when nothing is pinned.
    const Results* primaryResults() const;

    /// "RTX 4090 × 1, Llama-2-7B": A's primary GPU and model, for the summary.
    QString description() const;

    /// Pins the model's current state as A (replacing an earlier pin).
    void pin();
    void unpin();

Q_SIGNALS:
    void changed();

private:
    ScenarioModel* model_;
    std::optional<ScenarioState> state_;
    ChartData data_;
};

} // namespace ridgeline::ui
