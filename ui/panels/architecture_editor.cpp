#include "ui/panels/architecture_editor.h"

#include "core/scenario/scenario_field_table.h"
#include "ui/document/state_editor.h"
#include "ui/model/scenario_model.h"
#include "ui/panels/bound_controls.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ridgeline::ui {

ArchitectureEditor::ArchitectureEditor(StateEditor* editor, QWidget* parent)
    : CollapsibleSection(tr("Architecture"), parent)
    , model_(editor->model())
    , editor_(editor)
    , gqa_(new QCheckBox(tr("Grouped-query attention for sized models"), this))
    , gated_(new QCheckBox(tr("Gated MLP (SwiGLU)"), this)) {
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    contentLayout()->addLayout(form);
    // Each box takes every value the core allows (core/scenario/scenario_field_table.h).
    auto add = [&](const QString& label, const QString& tip, const FieldLimit& limit,
                   int Architecture::*field) {
        QSpinBox* spin = addField(label, tip, limit, field);
        form->addRow(label, spin);
    };
    add(tr("Layers"), tr("Transformer blocks L"), fieldLimit("model.layers"),
        &Architecture::layers);
    add(tr("Hidden size"), tr("Model width d"), fieldLimit("model.hidden"), &Architecture::hidden);
    add(tr("Attention heads"), tr("Query heads n_h; head dim = hidden / heads"),
        fieldLimit("model.heads"), &Architecture::heads);
    add(tr("KV heads"), tr("Key/value heads n_kv: equal to heads is MHA, 1 is MQA, in between GQA"),
        fieldLimit("model.kv_heads"), &Architecture::kvHeads);
    add(tr("FFN width"), tr("MLP inner width d_ff"), fieldLimit("model.ffn"), &Architecture::ffn);
    add(tr("Vocabulary"), tr("Tokens in the vocabulary V"), fieldLimit("model.vocab"),
        &Architecture::vocab);
    add(tr("Experts"), tr("MoE experts per layer E; 1 for a dense model"),
        fieldLimit("model.experts"), &Architecture::experts);
    add(tr("Active experts"), tr("Experts each token is routed to k"),
        fieldLimit("model.active_experts"), &Architecture::activeExperts);
    gated_->setToolTip(tr("Three MLP matrices (SwiGLU) instead of two"));
    gqa_->setToolTip(tr("When the size slider derives a Llama-shaped model, give it 8 KV heads"));
    contentLayout()->addWidget(gated_);
    contentLayout()->addWidget(gqa_);
    connect(gated_, &QCheckBox::toggled, this, [this](bool on) {
        editor_->change(tr("Gated MLP"), [on](ScenarioState& s) {
            s.scenario.model.arch.gatedMlp = on;
            s.scenario.model.params.reset();
        });
    });
    connect(gqa_, &QCheckBox::toggled, this, [this](bool on) {
        editor_->change(tr("Grouped-query attention"),
                        [on](ScenarioState& s) { s.scenario.model.gqa = on; });
    });
    connect(model_, &ScenarioModel::stateChanged, this, &ArchitectureEditor::sync);
    sync();
    setExpanded(false);
}

QSpinBox* ArchitectureEditor::addField(const QString& label, const QString& tip,
                                       const FieldLimit& limit, int Architecture::*field) {
    auto* spin = new QSpinBox(this);
    limitTo(spin, FieldControl{limit});
    spin->setKeyboardTracking(false);
    spin->setAccessibleName(label);
    spin->setToolTip(tip);
    fields_.append({spin, field});
    connect(spin, &QSpinBox::valueChanged, this, [this, field, label](int v) {
        editor_->change(label, [field, v](ScenarioState& s) {
            Architecture& a = s.scenario.model.arch;
            a.*field = v;
            a.kvHeads = std::min(a.kvHeads, a.heads);
            a.activeExperts = std::min(a.activeExperts, a.experts);
            if (field == &Architecture::hidden || field == &Architecture::heads)
                a.headDim = std::max(1, a.hidden / a.heads);
            s.scenario.model.params.reset();
        });
    });
    return spin;
}

void ArchitectureEditor::sync() {
    const Architecture& a = model_->scenario().model.arch;
    for (const auto& [spin, field] : fields_) {
        const QSignalBlocker block(spin);
        if (field == &Architecture::kvHeads)
            spin->setMaximum(a.heads);
        if (field == &Architecture::activeExperts)
            spin->setMaximum(a.experts);
        spin->setValue(a.*field);
    }
    const QSignalBlocker blockGated(gated_);
    gated_->setChecked(a.gatedMlp);
    const QSignalBlocker blockGqa(gqa_);
    gqa_->setChecked(model_->scenario().model.gqa);
}

} // namespace ridgeline::ui
