// Controls bound to the scenario through a StateEditor: every edit becomes one named change, and a
// slider drag is bracketed as one interaction of the model (the editor makes it one undo step).
// Shared by the panels.
#pragma once

#include "core/scenario/field_limits.h"
#include "ui/document/state_editor.h"
#include "ui/model/scenario_model.h"
#include "ui/widgets/slider_spin.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QString>

#include <algorithm>
#include <functional>
#include <string_view>

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

/// What a control shows of a scenario field (core/scenario/scenario_field_table.h): every value the
/// core allows, so a file's value is shown as it is, never clamped. `unit` is the field's units in
/// one shown unit (1e9 when a token count is shown in billions); the spin box's range is the
/// limit over it. The control's object name is the field's path, for tests and tools.
struct FieldControl {
    const FieldLimit& limit;
    double unit = 1;
    /// The least value: a fraction's is above zero (FieldLimit::Kind::fraction).
    double lo() const {
        return (limit.kind == FieldLimit::Kind::fraction ? std::max(limit.lo, smallestFraction)
                                                         : limit.lo) /
               unit;
    }
    double hi() const { return limit.hi / unit; }
    /// "1 to 1,048,576", in the shown unit and the user's locale.
    QString rangeText() const;
};

/// A log-scale slider over a scenario field: the spin box takes the field's whole range, the
/// slider spans the usual values [sliderLow, sliderHigh]. Bound as bindSlider() does.
SliderSpin* addFieldSlider(QWidget* owner, QBoxLayout* layout, StateEditor* editor,
                           const QString& title, const QString& tip, const FieldControl& field,
                           double sliderLow, double sliderHigh, const QString& suffix,
                           std::function<void(ScenarioState&, double)> apply);

/// Gives `box` the range of `field` and its path as object name.
void limitTo(QSpinBox* box, const FieldControl& field);
/// The same for a spin box of decimals (set them first); `none`, when not empty, is the text of
/// a least value 0 that means "no limit" (the field's own least value is then above it).
void limitTo(QDoubleSpinBox* box, const FieldControl& field, const QString& none = {});
/// Gives `slider`'s spin box the range of `field` and `slider` its path as object name; the
/// slider keeps the span it had (SliderSpin::setSliderSpan). A least value the box's decimals
/// would show as a smaller one (a fraction's 0.000001 as 0) is raised to the box's next step.
/// Set the decimals first.
void limitTo(SliderSpin* slider, const FieldControl& field);

/// A combo box added to `form` under `label`; choosing an item applies `apply` with the item's
/// data (a string) as the change `label`.
QComboBox* addBoundCombo(QWidget* owner, QFormLayout* form, StateEditor* editor,
                         const QString& label, const QString& tip,
                         std::function<void(ScenarioState&, const QString&)> apply);

/// A core name (UTF-8) as a QString, for item data and item texts.
QString coreName(std::string_view name);

/// Selects the item of `box` whose data is `data`, without emitting a change. When no item has
/// it and `fallbackText` is given, an item with that text and data is added and selected (a
/// value from a file that the list does not offer is shown, not replaced).
void selectData(QComboBox* box, const QString& data, const QString& fallbackText = {});

} // namespace ridgeline::ui
