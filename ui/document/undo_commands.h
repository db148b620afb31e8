// The undo step of a parameter change: the state before and after, set through the model so that
// undo, redo, the controls and the charts all follow the one change path.
#pragma once

#include "ui/model/scenario_state.h"

#include <QUndoCommand>

namespace ridgeline::ui {

class ScenarioModel;

class ChangeStateCommand : public QUndoCommand {
public:
    /// `dragSerial` > 0 marks a change made during a slider drag: consecutive commands with the
    /// same serial merge into one step. 0: never merges.
    ChangeStateCommand(ScenarioModel* model, const QString& text, ScenarioState before,
                       ScenarioState after, int dragSerial = 0);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

    const ScenarioState& before() const { return before_; }
    const ScenarioState& after() const { return after_; }

private:
    ScenarioModel* model_;
    ScenarioState before_;
    ScenarioState after_;
    int dragSerial_;
};

} // namespace ridgeline::ui
