// The one way an edit of the window reaches the scenario: panels, menus and actions describe the
// change, the editor builds the next state from the current one and, in a document, pushes it as
// one undo command whose redo() sets it on the model (panel -> editor -> undo command -> model).
#pragma once

#include "ui/model/scenario_state.h"

#include <QObject>
#include <QString>

#include <functional>
#include <vector>

class QUndoStack;

namespace ridgeline::ui {

class ScenarioModel;

class StateEditor : public QObject {
    Q_OBJECT

public:
    /// Edits `model` through `undo`: one command per change, the changes of one slider drag
    /// merged into one. Without an undo stack (a panel tested alone) an edit is set directly.
    explicit StateEditor(ScenarioModel* model, QUndoStack* undo = nullptr,
                         QObject* parent = nullptr);

    ScenarioModel* model() const { return model_; }
    QUndoStack* undoStack() const { return undo_; }

    /// Applies `edit` to a copy of the current state and sets the result as the change `what`
    /// ("Batch", "GPU count"); nothing happens when the state stays the same.
    void change(const QString& what, const std::function<void(ScenarioState&)>& edit);
    /// Edits the compared GPUs as a list and the primary's index in it; the result is written
    /// back into the scenario by the core's rule (ScenarioState::setChoices).
    void changeChoices(const QString& what,
                       const std::function<void(std::vector<GpuChoice>&, int& primary)>& edit);
    /// Sets `next` as the change `what`.
    void set(const QString& what, const ScenarioState& next);

private:
    ScenarioModel* model_;
    QUndoStack* undo_;
    int dragSerial_ = 0;
};

} // namespace ridgeline::ui
