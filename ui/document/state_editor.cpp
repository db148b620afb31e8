#include "ui/document/state_editor.h"

#include "ui/document/undo_commands.h"
#include "ui/model/scenario_model.h"

#include <QUndoStack>

namespace ridgeline::ui {

StateEditor::StateEditor(ScenarioModel* model, QUndoStack* undo, QObject* parent)
    : QObject(parent)
    , model_(model)
    , undo_(undo) {
    // Each drag gets its own serial: its changes merge into one step, the next drag's do not.
    connect(model_, &ScenarioModel::interactionStarted, this, [this] { ++dragSerial_; });
}

void StateEditor::change(const QString& what, const std::function<void(ScenarioState&)>& edit) {
    ScenarioState next = model_->state();
    edit(next);
    set(what, next);
}

void StateEditor::changeChoices(
    const QString& what, const std::function<void(std::vector<GpuChoice>&, int& primary)>& edit) {
    ScenarioState next = model_->state();
    std::vector<GpuChoice> choices = next.choices();
    int primary = next.primary;
    edit(choices, primary);
    next.setChoices(choices, primary, model_->catalogue());
    set(what, next);
}

void StateEditor::set(const QString& what, const ScenarioState& next) {
    const ScenarioState after = withPrimaryInRange(next);
    if (after == model_->state())
        return;
    if (!undo_) {
        model_->setState(after);
        return;
    }
    undo_->push(new ChangeStateCommand(model_, what, model_->state(), after,
                                       model_->interacting() ? dragSerial_ : 0));
}

} // namespace ridgeline::ui
