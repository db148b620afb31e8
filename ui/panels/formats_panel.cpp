#include "ui/panels/formats_panel.h"
#include "core/scenario/scenario_field_table.h"
#include "ui/document/state_editor.h"

#include "ui/panels/bound_controls.h"

#include "core/scenario/choices.h"
#include "core/scenario/scenario_names.h"
#include "ui/model/scenario_model.h"
#include "ui/widgets/slider_spin.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace ridgeline::ui {

namespace {

void fillFormats(QComboBox* box) {
    for (const Format& f : knownFormats())
        box->addItem(FormatsPanel::tr("%1 (%2 bit)").arg(coreName(f.name)).arg(f.bits),
                     coreName(f.name));
}

Format formatNamed(const QString& name, const Format& current) {
    return formatFromName(name.toStdString()).value_or(current);
}

} // namespace

FormatsPanel::FormatsPanel(StateEditor* editor, QWidget* parent)
    : CollapsibleSection(tr("Precision and engine"), parent)
    , model_(editor->model())
    , editor_(editor)
    , training_(new QWidget(this))
    , lora_(new SliderSpin(tr("LoRA adapters"), this)) {
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    contentLayout()->addLayout(form);
    weights_ = addCombo(form, tr("Weights"),
                        tr("Storage format of the weights (bits per weight, "
                           "block scales included)"),
                        [](ScenarioState& s, const QString& v) {
                            s.scenario.workload.weightFormat =
                                formatNamed(v, s.scenario.workload.weightFormat);
                        });
    fillFormats(weights_);
    kv_ = addCombo(form, tr("KV cache"), tr("Storage format of the key/value cache"),
                   [](ScenarioState& s, const QString& v) {
                       s.scenario.workload.kvFormat = formatNamed(v, s.scenario.workload.kvFormat);
                   });
    fillFormats(kv_);
    compute_ = addCombo(form, tr("Compute"),
                        tr("Tensor-core format the matrix products run in; a GPU without it uses "
                           "the nearest one it has"),
                        [](ScenarioState& s, const QString& v) {
                            if (auto c = computeTypeFromName(v.toStdString()))
                                s.scenario.workload.computeFormat = *c;
                        });
    for (int i = 0; i < computeTypeCount; ++i)
        compute_->addItem(coreName(computeTypeName(ComputeType(i))),
                          coreName(computeTypeName(ComputeType(i))));
    engine_ = addCombo(
        form, tr("Engine"),
        tr("Serving or training software whose measured efficiencies apply (see Efficiency)"),
        [this](ScenarioState& s, const QString& v) {
            if (const EngineProfile* e = model_->catalogue().engine(v.toStdString()))
                setEngine(s.scenario, *e);
        });
    fillEngines();
    connect(model_, &ScenarioModel::catalogueChanged, this, [this] {
        fillEngines();
        sync();
    });

    auto* trainingForm = new QFormLayout(training_);
    trainingForm->setContentsMargins(0, 0, 0, 0);
    trainingForm->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    contentLayout()->addWidget(training_);
    gradients_ = addCombo(trainingForm, tr("Gradients"), tr("Storage format of the gradients"),
                          [](ScenarioState& s, const QString& v) {
                              s.scenario.workload.gradientFormat =
                                  formatNamed(v, s.scenario.workload.gradientFormat);
                          });
    fillFormats(gradients_);
    optimizer_ = addCombo(trainingForm, tr("Optimizer"),
                          tr("Optimizer states per trained parameter: Adam/AdamW 8 bytes (+4 "
                             "fp32 master copy), SGD 4, 8-bit Adam 2"),
                          [](ScenarioState& s, const QString& v) {
                              if (auto o = optimizerFromName(v.toStdString()))
                                  s.scenario.workload.optimizer = *o;
                          });
    for (auto o :
         {Optimizer::adamw, Optimizer::adam, Optimizer::sgd, Optimizer::adam8bit, Optimizer::none})
        optimizer_->addItem(coreName(optimizerName(o)), coreName(optimizerName(o)));
    zero_ = addCombo(
        trainingForm, tr("ZeRO stage"),
        tr("Sharding over data-parallel GPUs: 1 optimizer states, 2 also gradients, "
           "3 also weights"),
        [](ScenarioState& s, const QString& v) { s.scenario.workload.zeroStage = v.toInt(); });
    for (int z = 0; z <= 3; ++z)
        zero_->addItem(QString::number(z), QString::number(z));
    recompute_ = addCombo(trainingForm, tr("Recomputation"),
                          tr("Activation recomputation: none, selective (drops attention scores) "
                             "or full (keeps layer inputs only, 8 P T FLOP)"),
                          [](ScenarioState& s, const QString& v) {
                              if (auto r = recomputeFromName(v.toStdString()))
                                  s.scenario.workload.recompute = *r;
                          });
    for (auto r : {Recompute::none, Recompute::selective, Recompute::full})
        recompute_->addItem(coreName(recomputeName(r)), coreName(recomputeName(r)));
    lora_->setDecimals(1);
    lora_->setRange(0, 100);
    limitTo(lora_, FieldControl{fieldLimit("workload.lora_fraction"), 0.01});
    lora_->setSuffix(tr(" % of P"));
    lora_->setToolTip(tr("Share of the parameters in LoRA adapters; 0 trains the full model"));
    trainingForm->addRow(lora_);
    bindSlider(lora_, editor_, tr("LoRA fraction"),
               [](ScenarioState& s, double v) { s.scenario.workload.loraFraction = v / 100.0; });
    connect(model_, &ScenarioModel::stateChanged, this, &FormatsPanel::sync);
    sync();
}

QComboBox* FormatsPanel::addCombo(QFormLayout* form, const QString& label, const QString& tip,
                                  std::function<void(ScenarioState&, const QString&)> apply) {
    return addBoundCombo(this, form, editor_, label, tip, std::move(apply));
}

void FormatsPanel::fillEngines() {
    const QSignalBlocker block(engine_);
    engine_->clear();
    for (const EngineProfile& e : model_->catalogue().engines) {
        engine_->addItem(QString::fromStdString(e.name), QString::fromStdString(e.id));
        engine_->setItemData(
            engine_->count() - 1,
            tr("Source: %1 (%2)")
                .arg(QString::fromStdString(e.source), QString::fromStdString(e.date)),
            Qt::ToolTipRole);
    }
}

void FormatsPanel::sync() {
    const Scenario& s = model_->scenario();
    const Workload& w = s.workload;
    auto formatText = [](const Format& f) {
        return tr("%1 (%2 bit)").arg(coreName(f.name)).arg(f.bits);
    };
    selectData(weights_, coreName(w.weightFormat.name), formatText(w.weightFormat));
    selectData(kv_, coreName(w.kvFormat.name), formatText(w.kvFormat));
    selectData(gradients_, coreName(w.gradientFormat.name), formatText(w.gradientFormat));
    selectData(compute_, coreName(computeTypeName(w.computeFormat)));
    selectData(optimizer_, coreName(optimizerName(w.optimizer)));
    selectData(zero_, QString::number(w.zeroStage));
    selectData(recompute_, coreName(recomputeName(w.recompute)));
    selectData(engine_, QString::fromStdString(w.engine));
    lora_->setValue(w.loraFraction * 100.0);
    training_->setVisible(w.mode == Mode::training);
}

} // namespace ridgeline::ui
