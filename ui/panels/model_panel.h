// The model: a catalogue preset, or any size on a log slider (0.1 B to 2 T parameters) that
// snaps to presets and otherwise derives a Llama-shaped architecture; the architecture editor.
#pragma once

#include "ui/widgets/collapsible_section.h"

class QComboBox;
class QLabel;

namespace ridgeline::ui {

class ScenarioModel;
class StateEditor;
class SliderSpin;

class ModelPanel : public CollapsibleSection {
    Q_OBJECT

public:
    explicit ModelPanel(StateEditor* editor, QWidget* parent = nullptr);

    QComboBox* presetBox() const { return preset_; }
    SliderSpin* sizeSlider() const { return size_; }

private:
    void onPreset(int index);
    void onSize(double billions);
    void sync();

    ScenarioModel* model_;
    StateEditor* editor_;
    QComboBox* preset_;
    SliderSpin* size_;
    QLabel* shape_;
};

} // namespace ridgeline::ui
