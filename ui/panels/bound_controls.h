// Controls bound to the scenario through a StateEditor: every edit becomes one named change, and a
// slider drag is bracketed as one interaction of the model (the editor makes it one undo step).
// Shared by the panels.
#pragma once

#include "ui/document/state_editor.h"
#include "ui/model/scenario_model.h"
#include "ui/widgets/slider_spin.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QFormLayout>
#include <QString>

#include <functional>

namespace ridgeline::ui {

/// Connects `slider` so that editing applies `apply` as the change `what`, and dragging is one
/// interaction of the editor's model. `apply` may be empty when the owner handles valueEdited
/// itself.
void bindSlider(SliderSpin* slider, StateEditor* editor, const QString& what,
                std::function<void(ScenarioState&, double)> apply);

/// A log-scale slider of whole numbers added to `layout`, bound as bindSlider() does.
SliderSpin* addLogSlider(QWidget* owner, QBoxLayout* layout, StateEditor* editor,
                         const QString& title, const QString& tip, double min, double max,
                         const QString& suffix, std::function<void(ScenarioState&, double)> apply);

/// A combo box added to `form` under `label`; choosing an item applies `apply` with the item's
/// data (a string) as the change `label`.
QComboBox* addBoundCombo(QWidget* owner, QFormLayout* form, StateEditor* editor,
                         const QString& label, const QString& tip,
                         std::function<void(ScenarioState&, const QString&)> apply);

} // namespace ridgeline::ui
