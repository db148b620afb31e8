// Number formats (weights, KV cache, compute; in training also gradients, optimizer, ZeRO
// stage, recomputation, LoRA) and the engine profile whose efficiencies apply.
#pragma once

#include "ui/widgets/collapsible_section.h"

#include <functional>

class QComboBox;
class QFormLayout;

namespace ridgeline::ui {

class ScenarioModel;
class StateEditor;
class SliderSpin;
struct ScenarioState;

class FormatsPanel : public CollapsibleSection {
    Q_OBJECT

public:
    explicit FormatsPanel(StateEditor* editor, QWidget* parent = nullptr);

private:
    QComboBox* addCombo(QFormLayout* form, const QString& label, const QString& tip,
                        std::function<void(ScenarioState&, const QString&)> apply);
    void sync();
    void fillEngines();

    ScenarioModel* model_;
    StateEditor* editor_;
    QWidget* training_;
    QComboBox* weights_ = nullptr;
    QComboBox* kv_ = nullptr;
    QComboBox* compute_ = nullptr;
    QComboBox* gradients_ = nullptr;
    QComboBox* optimizer_ = nullptr;
    QComboBox* zero_ = nullptr;
    QComboBox* recompute_ = nullptr;
    QComboBox* engine_ = nullptr;
    SliderSpin* lora_;
};

} // namespace ridgeline::ui
