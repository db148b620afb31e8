#include "ui/document/undo_commands.h"

#include "ui/model/scenario_model.h"

namespace ridgeline::ui {

namespace {
constexpr int changeStateId = 0x5244; // "RD"
}

ChangeStateCommand::ChangeStateCommand(ScenarioModel* model, const QString& text,
                                       ScenarioState before, ScenarioState after, int dragSerial)
    : QUndoCommand(text)
    , model_(model)
    , before_(std::move(before))
    , after_(std::move(after))
    , dragSerial_(dragSerial) {}

void ChangeStateCommand::redo() {
    model_->setState(after_);
}

void ChangeStateCommand::undo() {
    model_->setState(before_);
}

int ChangeStateCommand::id() const {
    return dragSerial_ > 0 ? changeStateId : -1;
}

bool ChangeStateCommand::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const ChangeStateCommand*>(other);
    if (next->dragSerial_ != dragSerial_ || next->model_ != model_)
        return false;
    after_ = next->after_;
    // A drag that ends where it started is no step at all.
    setObsolete(after_ == before_);
    return true;
}

} // namespace ridgeline::ui
