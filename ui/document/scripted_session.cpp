#include "ui/document/scripted_session.h"

#include "core/files/scenario_edit.h"
#include "ui/document/scenario_file.h"
#include "ui/document/state_editor.h"
#include "ui/model/scenario_model.h"

namespace ridgeline::ui {

UnattendedRestoreDialogs::UnattendedRestoreDialogs(bool restore,
                                                   std::function<void(const QString&)> report)
    : restore_(restore)
    , report_(std::move(report)) {}

bool UnattendedRestoreDialogs::askRestoreAutosave(QWidget*) {
    if (report_)
        report_(
            restore_
                ? Dialogs::tr("The last session did not exit cleanly: its autosaved scenario is "
                              "restored.")
                : Dialogs::tr("The last session did not exit cleanly: its autosaved scenario is "
                              "discarded."));
    return restore_;
}

QStringList setScenarioFields(StateEditor* editor, const QStringList& assignments) {
    ScenarioModel* model = editor->model();
    std::vector<FieldAssignment> fields;
    QStringList errors;
    for (const QString& text : assignments) {
        if (auto field = parseFieldAssignment(text.toStdString()))
            fields.push_back(*field);
        else
            errors << Dialogs::tr("--set: \"%1\" is not FIELD=VALUE (allowed: e.g. "
                                  "workload.batch=64)")
                          .arg(text);
    }
    if (!errors.isEmpty())
        return errors;
    const Result<Scenario> edited =
        scenarioWithFields(model->scenario(), fields, model->catalogue());
    if (!edited)
        return describeProblems(edited.problems());
    const ScenarioState next = stateFromScenario(*edited, model->catalogue());
    editor->change(Dialogs::tr("Set %1").arg(assignments.join(QStringLiteral(", "))),
                   [&next](ScenarioState& state) {
                       const CostBasis basis = state.costBasis;
                       state = next;
                       state.costBasis = basis;
                   });
    model->flush();
    return {};
}

} // namespace ridgeline::ui
