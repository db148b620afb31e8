// A session driven from the command line instead of by a user at the window: --set changes
// scenario fields as one undoable edit, and --autosave-restore answers the restore question that
// a run after a crash asks, so that scripts and tests reach the same paths a user does.
#pragma once

#include "ui/document/dialogs.h"

#include <QStringList>

#include <functional>

namespace ridgeline::ui {

class StateEditor;

/// The window's dialogs, except that the restore question is answered with `restore` and the
/// answer reported through `report` (one line) instead of shown.
class UnattendedRestoreDialogs : public Dialogs {
public:
    UnattendedRestoreDialogs(bool restore, std::function<void(const QString&)> report);
    bool askRestoreAutosave(QWidget* parent) override;

private:
    bool restore_;
    std::function<void(const QString&)> report_;
};

/// Sets the fields of `assignments` ("workload.batch=64") on the editor's scenario as one
/// undoable edit. Returns one line per problem and changes nothing when any field is refused.
QStringList setScenarioFields(StateEditor* editor, const QStringList& assignments);

} // namespace ridgeline::ui
