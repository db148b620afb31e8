#include "ui/panels/model_panel.h"
#include "core/scenario/scenario_field_table.h"
#include "ui/document/state_editor.h"

#include "core/evaluation/evaluate.h"
#include "ui/model/scenario_model.h"
#include "ui/panels/architecture_editor.h"
#include "ui/panels/bound_controls.h"
#include "ui/units.h"
#include "ui/widgets/slider_spin.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <cmath>

namespace ridgeline::ui {

namespace {

double presetParams(const ModelPreset& p) {
    return countParams(p.arch).total;
}

} // namespace

ModelPanel::ModelPanel(StateEditor* editor, QWidget* parent)
    : CollapsibleSection(tr("Model"), parent)
    , model_(editor->model())
    , editor_(editor)
    , preset_(new QComboBox(this))
    , size_(new SliderSpin(tr("Size"), this))
    , shape_(new QLabel(this)) {
    preset_->setToolTip(tr("A published model architecture from the catalogue"));
    preset_->setAccessibleName(tr("Model preset"));
    preset_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    preset_->setMinimumContentsLength(12);
    QList<double> snaps;
    for (const ModelPreset& p : model_->catalogue().models) {
        preset_->addItem(QString::fromStdString(p.name), QString::fromStdString(p.id));
        const int row = preset_->count() - 1;
        preset_->setItemData(
            row,
            tr("%1 parameters, %2 layers; source: %3 (%4)")
                .arg(units::params(presetParams(p)))
                .arg(p.arch.layers)
                .arg(QString::fromStdString(p.source), QString::fromStdString(p.date)),
            Qt::ToolTipRole);
        snaps.append(presetParams(p) / 1e9);
    }
    preset_->addItem(tr("Custom (Llama-shaped)"), QString());

    // The box takes every size the core allows (in billions), the slider spans 0.1B to 2T.
    size_->setRange(0.1, 2000, SliderSpin::Scale::log);
    size_->setDecimals(1);
    limitTo(size_, FieldControl{fieldLimit("model.params"), 1e9});
    size_->setSuffix(tr(" B params"));
    size_->setSnapValues(snaps, 0.03);
    size_->setToolTip(tr("Parameter count in billions. Near a preset the slider snaps to it; "
                         "elsewhere it derives a Llama-shaped architecture (head dim 128, "
                         "d ≈ (128 P / 12)^(1/3), L = P / 12 d²)."));
    shape_->setWordWrap(true);
    shape_->setForegroundRole(QPalette::PlaceholderText);

    contentLayout()->addWidget(preset_);
    contentLayout()->addWidget(size_);
    contentLayout()->addWidget(shape_);
    contentLayout()->addWidget(new ArchitectureEditor(editor_, this));

    connect(preset_, &QComboBox::activated, this, &ModelPanel::onPreset);
    connect(size_, &SliderSpin::valueEdited, this, &ModelPanel::onSize);
    connect(size_, &SliderSpin::dragStarted, model_, &ScenarioModel::beginInteraction);
    connect(size_, &SliderSpin::dragFinished, model_, &ScenarioModel::endInteraction);
    connect(model_, &ScenarioModel::stateChanged, this, &ModelPanel::sync);
    sync();
}

void ModelPanel::onPreset(int index) {
    const std::string id = preset_->itemData(index).toString().toStdString();
    const ModelPreset* p = model_->catalogue().model(id);
    if (!p)
        return; // "Custom" keeps the current shape
    editor_->change(tr("Model preset"), [p](ScenarioState& s) {
        s.scenario.model.preset = p->id;
        s.scenario.model.arch = p->arch;
        s.scenario.model.params.reset();
    });
}

void ModelPanel::onSize(double billions) {
    const double params = billions * 1e9;
    // Within the spin box's rounding of a preset: that preset (the current one first).
    const ModelPreset* match = nullptr;
    for (const ModelPreset& p : model_->catalogue().models) {
        if (std::abs(presetParams(p) / params - 1.0) < 0.008 &&
            (!match || p.id == model_->scenario().model.preset))
            match = &p;
    }
    editor_->change(tr("Model size"), [match, params](ScenarioState& s) {
        ModelSpec& m = s.scenario.model;
        if (match) {
            m.preset = match->id;
            m.arch = match->arch;
            m.params.reset();
        } else {
            m.preset.clear();
            m.arch = llamaShapeFor(params, m.gqa);
            m.params = params;
        }
    });
}

void ModelPanel::sync() {
    const ModelSpec& m = model_->scenario().model;
    const QSignalBlocker block(preset_);
    const int index = preset_->findData(QString::fromStdString(m.preset));
    preset_->setCurrentIndex(index >= 0 ? index : preset_->count() - 1);
    const double params = effectiveParams(m).total;
    size_->setValue(params / 1e9);
    const Architecture& a = m.arch;
    QString shape = tr("%1 layers, d = %2, %3 heads (%4 KV), FFN %5")
                        .arg(a.layers)
                        .arg(a.hidden)
                        .arg(a.heads)
                        .arg(a.kvHeads)
                        .arg(a.ffn);
    if (a.experts > 1)
        shape += tr(", %1 of %2 experts").arg(a.activeExperts).arg(a.experts);
    shape_->setText(shape);
}

} // namespace ridgeline::ui
