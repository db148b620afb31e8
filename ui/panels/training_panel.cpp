#include "ui/panels/training_panel.h"
#include "ui/document/state_editor.h"
#include "ui/model/problem_routes.h"

#include "ui/panels/bound_controls.h"

#include "core/scenario/scenario_field_table.h"
#include "core/scenario/scenario_names.h"
#include "ui/model/scenario_model.h"
#include "ui/widgets/slider_spin.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace ridgeline::ui {

namespace {

constexpr double secondsPerDay = 86400.0;

void check(QCheckBox* box, bool on) {
    const QSignalBlocker block(box);
    box->setChecked(on);
}

} // namespace

TrainingPanel::TrainingPanel(StateEditor* editor, QWidget* parent)
    : CollapsibleSection(tr("Training run"), parent)
    , model_(editor->model())
    , editor_(editor) {
    const QString seq = tr(" seq");
    tokens_ = addSlider(tr("Tokens to train"),
                        tr("Tokens of the whole run, in billions (0.1 B to 100 T)"), 0.1, 1e5,
                        tr(" B tokens"),
                        [](ScenarioState& s, double v) { s.scenario.workload.tokens = v * 1e9; });
    tokens_->setDecimals(2);
    // The boxes take every value the core allows; the sliders span the usual values.
    sequence_ = addFieldSlider(
        this, contentLayout(), editor_, tr("Sequence length"), tr("Tokens per training sequence"),
        FieldControl{fieldLimit("workload.sequence")}, 128, 131072, tr(" tokens"),
        [](ScenarioState& s, double v) { s.scenario.workload.sequence = std::int64_t(v); });
    microBatch_ =
        addFieldSlider(this, contentLayout(), editor_, tr("Micro-batch"),
                       tr("Sequences per GPU per forward/backward pass"),
                       FieldControl{fieldLimit("workload.micro_batch")}, 1, 1024, seq,
                       [](ScenarioState& s, double v) { s.scenario.workload.microBatch = int(v); });
    globalAuto_ =
        addCheck(tr("Global batch: &automatic (micro-batch × data-parallel)"),
                 tr("Sequences per optimizer step; automatic takes one micro-batch per "
                    "data-parallel GPU group, more means gradient accumulation"),
                 [](ScenarioState& s, bool on) {
                     Workload& w = s.scenario.workload;
                     w.globalBatch =
                         on ? 0 : w.microBatch * std::max(1, dataParallelDegree(s.scenario));
                 });
    globalBatch_ = addFieldSlider(
        this, contentLayout(), editor_, tr("Global batch"), globalAuto_->toolTip(),
        FieldControl{fieldLimit("workload.global_batch")}, 1, 1048576, seq,
        [](ScenarioState& s, double v) { s.scenario.workload.globalBatch = int(v); });
    pipeline_ = addFieldSlider(
        this, contentLayout(), editor_, tr("Pipeline parallel"),
        tr("Pipeline stages the layers are split over; tensor parallel × pipeline parallel "
           "GPUs hold one model replica and must divide the GPU count"),
        FieldControl{fieldLimit("workload.pipeline_parallel")}, 1, 1024, tr(" stages"),
        [](ScenarioState& s, double v) { s.scenario.workload.pipelineParallel = int(v); });
    dataAuto_ = addCheck(tr("Data parallel: a&utomatic (GPUs / (tensor × pipeline))"),
                         tr("Model replicas trained side by side; automatic uses every GPU"),
                         [](ScenarioState& s, bool on) {
                             s.scenario.workload.dataParallel =
                                 on ? 0 : std::max(1, dataParallelDegree(s.scenario));
                         });
    dataParallel_ = addFieldSlider(
        this, contentLayout(), editor_, tr("Data parallel"), dataAuto_->toolTip(),
        FieldControl{fieldLimit("workload.data_parallel")}, 1, 65536, tr(" replicas"),
        [](ScenarioState& s, double v) { s.scenario.workload.dataParallel = int(v); });
    message_ = new QLabel(this);
    message_->setWordWrap(true);
    message_->setStyleSheet(QStringLiteral("color: #d64541;"));
    message_->setVisible(false);
    contentLayout()->addWidget(message_);
    deadline_ = addCheck(tr("&Deadline"),
                         tr("Finish the run within a number of days; the charts mark the GPUs "
                            "needed for it"),
                         [](ScenarioState& s, bool on) {
                             Workload& w = s.scenario.workload;
                             w.deadlineS =
                                 on ? std::optional<double>(30 * secondsPerDay) : std::nullopt;
                         });
    deadlineDays_ = addSlider(
        tr("Deadline"), deadline_->toolTip(), 0.1, 3650, tr(" days"),
        [](ScenarioState& s, double v) { s.scenario.workload.deadlineS = v * secondsPerDay; });
    deadlineDays_->setDecimals(1);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    contentLayout()->addLayout(form);
    timeBasis_ = addCombo(form, tr("Time basis"),
                          tr("Headline training time: 6 P T / (MFU × peak), or the modelled step "
                             "time (compute, communication, pipeline bubble)"),
                          [](ScenarioState& s, const QString& v) {
                              if (auto t = timeBasisFromName(v.toStdString()))
                                  s.scenario.workload.timeBasis = *t;
                          });
    timeBasis_->addItem(tr("MFU headline"), coreName(timeBasisName(TimeBasis::mfu)));
    timeBasis_->addItem(tr("Modelled step time"), coreName(timeBasisName(TimeBasis::modelled)));
    activation_ = addCombo(form, tr("Activations"),
                           tr("Activation memory: the per-layer formula, or the rule of thumb of "
                              "twice the weights"),
                           [](ScenarioState& s, const QString& v) {
                               if (auto r = activationRuleFromName(v.toStdString()))
                                   s.scenario.workload.activationRule = *r;
                           });
    activation_->addItem(tr("Formula"), coreName(activationRuleName(ActivationRule::formula)));
    activation_->addItem(tr("2 × weights"),
                         coreName(activationRuleName(ActivationRule::twiceWeights)));
    stateFormat_ = addCombo(form, tr("Optimizer states"),
                            tr("Storage format of the optimizer states (Adam m and v, SGD "
                               "momentum)"),
                            [](ScenarioState& s, const QString& v) {
                                if (auto f = formatFromName(v.toStdString()))
                                    s.scenario.workload.optimizerStateFormat = *f;
                            });
    for (const Format& f : knownFormats())
        stateFormat_->addItem(tr("%1 (%2 bit)").arg(coreName(f.name)).arg(f.bits),
                              coreName(f.name));
    flash_ = addCheck(tr("&Flash attention"),
                      tr("Fused attention that never stores the s² attention scores"),
                      [](ScenarioState& s, bool on) { s.scenario.workload.flashAttention = on; });
    master_ = addCheck(tr("fp32 &master weights"),
                       tr("Keep an fp32 copy of weights narrower than fp32 (4 bytes per "
                          "trained parameter)"),
                       [](ScenarioState& s, bool on) { s.scenario.workload.masterWeights = on; });
    connect(model_, &ScenarioModel::stateChanged, this, &TrainingPanel::sync);
    connect(model_, &ScenarioModel::resultsChanged, this, &TrainingPanel::showProblems);
    sync();
    showProblems();
}

SliderSpin* TrainingPanel::addSlider(const QString& title, const QString& tip, double min,
                                     double max, const QString& suffix,
                                     std::function<void(ScenarioState&, double)> apply) {
    return addLogSlider(this, contentLayout(), editor_, title, tip, min, max, suffix,
                        std::move(apply));
}

QCheckBox* TrainingPanel::addCheck(const QString& text, const QString& tip,
                                   std::function<void(ScenarioState&, bool)> apply) {
    auto* box = new QCheckBox(text, this);
    box->setToolTip(tip);
    contentLayout()->addWidget(box);
    connect(box, &QCheckBox::toggled, this, [this, text, apply](bool on) {
        editor_->change(QString(text).remove(QLatin1Char('&')),
                        [&apply, on](ScenarioState& s) { apply(s, on); });
    });
    return box;
}

QComboBox* TrainingPanel::addCombo(QFormLayout* form, const QString& label, const QString& tip,
                                   std::function<void(ScenarioState&, const QString&)> apply) {
    return addBoundCombo(this, form, editor_, label, tip, std::move(apply));
}

void TrainingPanel::sync() {
    const Scenario& s = model_->scenario();
    const Workload& w = s.workload;
    setVisible(w.mode == Mode::training);
    const int dp = dataParallelDegree(s);
    tokens_->setValue(w.tokens / 1e9);
    sequence_->setValue(double(w.sequence));
    microBatch_->setValue(w.microBatch);
    check(globalAuto_, w.globalBatch == 0);
    globalBatch_->setEnabled(w.globalBatch != 0);
    globalBatch_->setValue(w.globalBatch != 0 ? w.globalBatch
                                              : double(w.microBatch) * std::max(1, dp));
    pipeline_->setValue(w.pipelineParallel);
    check(dataAuto_, w.dataParallel == 0);
    dataParallel_->setEnabled(w.dataParallel != 0);
    dataParallel_->setValue(std::max(1, w.dataParallel != 0 ? w.dataParallel : dp));
    check(deadline_, w.deadlineS.has_value());
    deadlineDays_->setEnabled(w.deadlineS.has_value());
    deadlineDays_->setValue(w.deadlineS.value_or(30 * secondsPerDay) / secondsPerDay);
    selectData(timeBasis_, coreName(timeBasisName(w.timeBasis)));
    selectData(activation_, coreName(activationRuleName(w.activationRule)));
    selectData(stateFormat_, coreName(w.optimizerStateFormat.name));
    check(flash_, w.flashAttention);
    check(master_, w.masterWeights);
}

void TrainingPanel::showProblems() {
    const ScenarioState& state = model_->state();
    QStringList lines;
    for (const FieldProblem& p : model_->problems()) {
        if (siteOf(p, state) != ProblemSite::training)
            continue;
        if (p.field != QLatin1String("hardware.count")) {
            lines.append(p.message);
            continue;
        }
        const int index = p.choice >= 0 ? p.choice : state.primary;
        const GpuChoice c = state.choices().at(std::size_t(index));
        const int pp = state.scenario.workload.pipelineParallel;
        lines.append(tr("pipeline_parallel on %5: %1 stages × tensor parallel %2 = %3 GPUs per "
                        "model replica, and its %4 GPUs are not a multiple of %3 (allowed: a "
                        "pipeline degree p with %2 × p dividing %4).")
                         .arg(pp)
                         .arg(c.tensorParallel)
                         .arg(pp * c.tensorParallel)
                         .arg(c.count)
                         .arg(QString::fromStdString(c.gpu.name)));
    }
    lines.removeDuplicates();
    message_->setText(lines.join(QLatin1Char('\n')));
    message_->setVisible(!lines.isEmpty());
}

} // namespace ridgeline::ui
