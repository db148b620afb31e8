#include "ui/document/document.h"

#include "ui/units.h"

#include "core/files/scenario_io.h"
#include "ui/document/scenario_file.h"
#include "ui/document/state_editor.h"
#include "ui/model/scenario_model.h"

#include <QFileInfo>
#include <QUndoStack>

namespace ridgeline::ui {

Document::Document(Catalogue catalogue, QObject* parent)
    : QObject(parent)
    , model_(new ScenarioModel(std::move(catalogue), this))
    , undo_(new QUndoStack(this))
    , editor_(new StateEditor(model_, undo_, this)) {
    connect(undo_, &QUndoStack::cleanChanged, this, &Document::changed);
}

Document::~Document() = default;

namespace {

// A window title has room for more than a chart legend: example names are up to 84 characters.
constexpr int maxTitleChars = 100;

} // namespace

QString Document::displayName() const {
    if (!name_.isEmpty())
        return units::elided(name_, maxTitleChars);
    return tr("Untitled");
}

bool Document::isModified() const {
    return !undo_->isClean();
}

void Document::reset(const QString& path, bool example, const QString& name) {
    path_ = path;
    example_ = example;
    name_ = name;
    undo_->clear();
    undo_->setClean();
    Q_EMIT changed();
}

void Document::restore(const ScenarioState& state) {
    model_->replaceState(state);
    model_->flush();
    reset({}, false, {});
}

void Document::newScenario() {
    ScenarioState state = defaultState(model_->catalogue());
    state.costBasis = model_->state().costBasis;
    model_->replaceState(state);
    model_->flush();
    reset({}, false, {});
}

Problems Document::load(const QString& path, bool asExample) {
    Result<Scenario> scenario = readScenarioFile(path, model_->catalogue());
    if (!scenario)
        return scenario.problems();
    // Exactly the file: its own comparison or none, not the one shown before (only the cost
    // basis, a way of looking, stays).
    ScenarioState next = stateFromScenario(scenario.value(), model_->catalogue());
    next.costBasis = model_->state().costBasis;
    model_->replaceState(next);
    model_->flush();
    if (asExample)
        reset({}, true, scenarioDisplayName(path, &scenario.value()));
    else
        reset(QFileInfo(path).absoluteFilePath(), false, QFileInfo(path).fileName());
    return {};
}

QString Document::save(const QString& path) {
    const QString error = writeScenarioFile(path, model_->scenario(), model_->catalogue());
    if (!error.isEmpty())
        return error;
    path_ = QFileInfo(path).absoluteFilePath();
    name_ = QFileInfo(path).fileName();
    example_ = false;
    undo_->setClean();
    Q_EMIT changed();
    return {};
}

} // namespace ridgeline::ui
