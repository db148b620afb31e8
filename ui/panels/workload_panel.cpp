#include "ui/panels/workload_panel.h"

#include "core/scenario/scenario_field_table.h"
#include "ui/document/state_editor.h"
#include "ui/model/scenario_model.h"
#include "ui/panels/bound_controls.h"
#include "ui/widgets/slider_spin.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ridgeline::ui {

WorkloadPanel::WorkloadPanel(StateEditor* editor, QWidget* parent)
    : CollapsibleSection(tr("Workload"), parent)
    , model_(editor->model())
    , editor_(editor)
    , inference_(new QRadioButton(tr("&Inference"), this))
    , training_(new QRadioButton(tr("&Training"), this)) {
    auto* modes = new QButtonGroup(this);
    modes->addButton(inference_);
    modes->addButton(training_);
    inference_->setToolTip(tr("Serve the model: tokens per second, latency, cost per token"));
    training_->setToolTip(tr("Train or fine-tune: time, GPU-hours, memory per GPU"));
    auto* row = new QHBoxLayout;
    row->addWidget(inference_);
    row->addWidget(training_);
    row->addStretch();
    contentLayout()->addLayout(row);
    connect(training_, &QRadioButton::toggled, this, [this](bool on) {
        editor_->change(tr("Mode"), [on](ScenarioState& s) {
            s.scenario.workload.mode = on ? Mode::training : Mode::inference;
        });
    });

    // The boxes take every value the core allows (a file's batch of 100,000 shows as 100,000);
    // the sliders span the usual values.
    const QString tokens = tr(" tokens");
    const FieldControl batch{fieldLimit("workload.batch")};
    batch_ = addFieldSlider(
        this, contentLayout(), editor_, tr("Batch"),
        tr("Sequences decoded together per model replica (%1)").arg(batch.rangeText()), batch, 1,
        4096, tr(" seq"), [](ScenarioState& s, double v) { s.scenario.workload.batch = int(v); });
    const FieldControl prompt{fieldLimit("workload.prompt_tokens")};
    prompt_ = addFieldSlider(
        this, contentLayout(), editor_, tr("Prompt length"),
        tr("Prompt tokens per sequence (%1)").arg(prompt.rangeText()), prompt, 128, 1048576, tokens,
        [](ScenarioState& s, double v) { s.scenario.workload.promptTokens = std::int64_t(v); });
    const FieldControl output{fieldLimit("workload.output_tokens")};
    output_ = addFieldSlider(this, contentLayout(), editor_, tr("Output length"),
                             tr("Generated tokens per sequence (%1)").arg(output.rangeText()),
                             output, 128, 1048576, tokens, [](ScenarioState& s, double v) {
                                 s.scenario.workload.outputTokens = std::int64_t(v);
                             });
    // Offload (core/evaluation/offload.h): llama.cpp's GPU layers; the lowest value keeps every
    // layer on the GPUs with no offload at all.
    auto* layersBox = new QWidget(this);
    gpuLayers_ = new QSpinBox(layersBox);
    gpuLayers_->setObjectName(QStringLiteral("gpu-layers"));
    gpuLayers_->setMinimum(-1);
    gpuLayers_->setSpecialValueText(tr("all, no offload"));
    gpuLayers_->setToolTip(tr("Layers on the GPUs; the rest live in host memory and run on the "
                              "CPU (llama.cpp's -ngl)"));
    auto* layersRow = new QHBoxLayout(layersBox);
    layersRow->setContentsMargins(0, 0, 0, 0);
    auto* layersLabel = new QLabel(tr("GPU layers"), layersBox);
    layersLabel->setBuddy(gpuLayers_);
    layersRow->addWidget(layersLabel);
    layersRow->addWidget(gpuLayers_, 1);
    contentLayout()->addWidget(layersBox);
    connect(gpuLayers_, &QSpinBox::valueChanged, this, [this](int v) {
        editor_->change(tr("GPU layers"), [v](ScenarioState& s) {
            if (v < 0)
                s.scenario.workload.offload.reset();
            else
                s.scenario.workload.offload = OffloadSpec{v};
        });
    });
    connect(model_, &ScenarioModel::stateChanged, this, &WorkloadPanel::sync);
    sync();
}

void WorkloadPanel::sync() {
    const Workload& w = model_->scenario().workload;
    const bool training = w.mode == Mode::training;
    {
        const QSignalBlocker block(training_);
        const QSignalBlocker block2(inference_);
        training_->setChecked(training);
        inference_->setChecked(!training);
    }
    for (SliderSpin* s : {batch_, prompt_, output_})
        s->setVisible(!training);
    {
        const QSignalBlocker block(gpuLayers_);
        const Scenario& s = model_->scenario();
        // Apple's GPUs share one memory with the CPU: nothing to offload to.
        const bool unified = s.hardware.gpu.vendor == Vendor::apple;
        gpuLayers_->setMaximum(s.model.arch.layers);
        gpuLayers_->setValue(w.offload && w.offload->gpuLayers ? *w.offload->gpuLayers : -1);
        gpuLayers_->setEnabled(!unified || w.offload);
        gpuLayers_->parentWidget()->setVisible(!training);
    }
    batch_->setValue(w.batch);
    prompt_->setValue(double(w.promptTokens));
    output_->setValue(double(w.outputTokens));
}

} // namespace ridgeline::ui
