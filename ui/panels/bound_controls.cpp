#include "ui/panels/bound_controls.h"

namespace ridgeline::ui {

void bindSlider(SliderSpin* slider, StateEditor* editor, const QString& what,
                std::function<void(ScenarioState&, double)> apply) {
    if (apply) {
        QObject::connect(slider, &SliderSpin::valueEdited, editor, [editor, what, apply](double v) {
            editor->change(what, [&apply, v](ScenarioState& s) { apply(s, v); });
        });
    }
    ScenarioModel* model = editor->model();
    QObject::connect(slider, &SliderSpin::dragStarted, model, &ScenarioModel::beginInteraction);
    QObject::connect(slider, &SliderSpin::dragFinished, model, &ScenarioModel::endInteraction);
}

SliderSpin* addLogSlider(QWidget* owner, QBoxLayout* layout, StateEditor* editor,
                         const QString& title, const QString& tip, double min, double max,
                         const QString& suffix, std::function<void(ScenarioState&, double)> apply) {
    auto* slider = new SliderSpin(title, owner);
    slider->setRange(min, max, SliderSpin::Scale::log);
    slider->setDecimals(0);
    slider->setSuffix(suffix);
    slider->setToolTip(tip);
    layout->addWidget(slider);
    bindSlider(slider, editor, title, std::move(apply));
    return slider;
}

QComboBox* addBoundCombo(QWidget* owner, QFormLayout* form, StateEditor* editor,
                         const QString& label, const QString& tip,
                         std::function<void(ScenarioState&, const QString&)> apply) {
    auto* box = new QComboBox(owner);
    box->setToolTip(tip);
    box->setAccessibleName(label);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(10);
    form->addRow(label, box);
    QObject::connect(box, &QComboBox::activated, editor, [editor, box, label, apply](int index) {
        const QString v = box->itemData(index).toString();
        editor->change(label, [&apply, &v](ScenarioState& s) { apply(s, v); });
    });
    return box;
}

} // namespace ridgeline::ui
