// The left-hand control panel: every input section in one scrollable column, with problems that
// no section shows itself (from the core's scenario validation) listed at the top.
#pragma once

#include <QScrollArea>

class QLabel;

namespace ridgeline::ui {

class EconomicsPanel;
class EfficiencyPanel;
class FormatsPanel;
class ClusterPanel;
class GpuPanel;
class InputGuard;
class ModelPanel;
class ScenarioModel;
class StateEditor;
class TrainingPanel;
class WorkloadPanel;

class ControlPanel : public QScrollArea {
    Q_OBJECT

public:
    explicit ControlPanel(StateEditor* editor, QWidget* parent = nullptr);

    ModelPanel* modelPanel() const { return modelPanel_; }
    WorkloadPanel* workloadPanel() const { return workloadPanel_; }
    TrainingPanel* trainingPanel() const { return trainingPanel_; }
    FormatsPanel* formatsPanel() const { return formatsPanel_; }
    GpuPanel* gpuPanel() const { return gpuPanel_; }
    ClusterPanel* clusterPanel() const { return clusterPanel_; }
    EfficiencyPanel* efficiencyPanel() const { return efficiencyPanel_; }
    EconomicsPanel* economicsPanel() const { return economicsPanel_; }
    QLabel* problemsLabel() const { return problems_; }
    /// Wheel and shortcut handling of every control in the panel.
    InputGuard* inputGuard() const { return guard_; }

private:
    void showProblems();

    ScenarioModel* model_;
    StateEditor* editor_;
    QLabel* problems_;
    ModelPanel* modelPanel_;
    WorkloadPanel* workloadPanel_;
    TrainingPanel* trainingPanel_;
    FormatsPanel* formatsPanel_;
    GpuPanel* gpuPanel_;
    ClusterPanel* clusterPanel_;
    EfficiencyPanel* efficiencyPanel_;
    EconomicsPanel* economicsPanel_;
    InputGuard* guard_;
};

} // namespace ridgeline::ui
