// Training run and parallelism, shown only in training mode: tokens, sequence, micro- and global
// batch, pipeline- and data-parallel degrees, an optional deadline, the time basis, and the
// memory rules (flash attention, activation rule, master weights, optimizer-state format).
#pragma once

#include "ui/widgets/collapsible_section.h"

#include <functional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;

namespace ridgeline::ui {

class ScenarioModel;
class StateEditor;
class SliderSpin;
struct FieldProblem;
struct ScenarioState;

class TrainingPanel : public CollapsibleSection {
    Q_OBJECT

public:
    explicit TrainingPanel(StateEditor* editor, QWidget* parent = nullptr);

    SliderSpin* tokens() const { return tokens_; }
    SliderSpin* sequence() const { return sequence_; }
    SliderSpin* microBatch() const { return microBatch_; }
    SliderSpin* globalBatch() const { return globalBatch_; }
    SliderSpin* pipelineParallel() const { return pipeline_; }
    SliderSpin* dataParallel() const { return dataParallel_; }
    SliderSpin* deadlineDays() const { return deadlineDays_; }
    QCheckBox* globalBatchAuto() const { return globalAuto_; }
    QCheckBox* dataParallelAuto() const { return dataAuto_; }
    QCheckBox* deadline() const { return deadline_; }
    QCheckBox* flashAttention() const { return flash_; }
    QCheckBox* masterWeights() const { return master_; }
    QComboBox* timeBasis() const { return timeBasis_; }
    QComboBox* activationRule() const { return activation_; }
    QComboBox* optimizerStateFormat() const { return stateFormat_; }
    /// The inline message for refused combinations of the fields above.
    QLabel* messageLabel() const { return message_; }

private:
    SliderSpin* addSlider(const QString& title, const QString& tip, double min, double max,
                          const QString& suffix, std::function<void(ScenarioState&, double)> apply);
    QCheckBox* addCheck(const QString& text, const QString& tip,
                        std::function<void(ScenarioState&, bool)> apply);
    QComboBox* addCombo(QFormLayout* form, const QString& label, const QString& tip,
                        std::function<void(ScenarioState&, const QString&)> apply);
    void sync();
    void showProblems();

    ScenarioModel* model_;
    StateEditor* editor_;
    SliderSpin* tokens_;
    SliderSpin* sequence_;
    SliderSpin* microBatch_;
    QCheckBox* globalAuto_;
    SliderSpin* globalBatch_;
    SliderSpin* pipeline_;
    QCheckBox* dataAuto_;
    SliderSpin* dataParallel_;
    QCheckBox* deadline_;
    SliderSpin* deadlineDays_;
    QComboBox* timeBasis_ = nullptr;
    QComboBox* activation_ = nullptr;
    QComboBox* stateFormat_ = nullptr;
    QCheckBox* flash_;
    QCheckBox* master_;
    QLabel* message_;
};

} // namespace ridgeline::ui
