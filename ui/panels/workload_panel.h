// The workload: inference or training mode, and for inference the batch, prompt and output
// length (the training run's fields are in the TrainingPanel, shown below in training mode).
#pragma once

#include "ui/widgets/collapsible_section.h"

#include <functional>

class QRadioButton;
class QSpinBox;

namespace ridgeline::ui {

class ScenarioModel;
class StateEditor;
class SliderSpin;
struct ScenarioState;

class WorkloadPanel : public CollapsibleSection {
    Q_OBJECT

public:
    explicit WorkloadPanel(StateEditor* editor, QWidget* parent = nullptr);

    SliderSpin* batch() const { return batch_; }
    SliderSpin* promptTokens() const { return prompt_; }
    SliderSpin* outputTokens() const { return output_; }
    QRadioButton* trainingButton() const { return training_; }
    /// workload.offload.gpu_layers: -1 ("all", no offload) or 0..the model's layers.
    QSpinBox* gpuLayers() const { return gpuLayers_; }

private:
    void sync();

    ScenarioModel* model_;
    StateEditor* editor_;
    QRadioButton* inference_;
    QRadioButton* training_;
    SliderSpin* batch_ = nullptr;
    SliderSpin* prompt_ = nullptr;
    SliderSpin* output_ = nullptr;
    QSpinBox* gpuLayers_ = nullptr;
};

} // namespace ridgeline::ui
