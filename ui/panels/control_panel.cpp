#include "ui/panels/control_panel.h"
#include "ui/document/state_editor.h"
#include "ui/model/problem_routes.h"

#include "ui/model/scenario_model.h"
#include "ui/panels/cluster_panel.h"
#include "ui/panels/economics_panel.h"
#include "ui/panels/efficiency_panel.h"
#include "ui/panels/formats_panel.h"
#include "ui/panels/gpu_panel.h"
#include "ui/panels/input_guard.h"
#include "ui/panels/model_panel.h"
#include "ui/panels/training_panel.h"
#include "ui/panels/workload_panel.h"

#include <QLabel>
#include <QScrollBar>
#include <QVBoxLayout>

namespace ridgeline::ui {

ControlPanel::ControlPanel(StateEditor* editor, QWidget* parent)
    : QScrollArea(parent)
    , model_(editor->model())
    , editor_(editor) {
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    problems_ = new QLabel(content);
    problems_->setWordWrap(true);
    problems_->setStyleSheet(QStringLiteral("color: #d64541;"));
    problems_->setVisible(false);
    layout->addWidget(problems_);
    modelPanel_ = new ModelPanel(editor_, content);
    workloadPanel_ = new WorkloadPanel(editor_, content);
    trainingPanel_ = new TrainingPanel(editor_, content);
    gpuPanel_ = new GpuPanel(editor_, content);
    clusterPanel_ = new ClusterPanel(editor_, content);
    formatsPanel_ = new FormatsPanel(editor_, content);
    efficiencyPanel_ = new EfficiencyPanel(editor_, content);
    economicsPanel_ = new EconomicsPanel(editor_, content);
    layout->addWidget(modelPanel_);
    layout->addWidget(workloadPanel_);
    layout->addWidget(trainingPanel_);
    layout->addWidget(gpuPanel_);
    layout->addWidget(clusterPanel_);
    layout->addWidget(formatsPanel_);
    layout->addWidget(efficiencyPanel_);
    layout->addWidget(economicsPanel_);
    layout->addStretch();
    setWidget(content);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setMinimumWidth(std::max(300, content->minimumSizeHint().width()) +
                    verticalScrollBar()->sizeHint().width());
    guard_ = new InputGuard(model_, this);
    guard_->watch(content);
    connect(model_, &ScenarioModel::resultsChanged, this, &ControlPanel::showProblems);
    showProblems();
}

void ControlPanel::showProblems() {
    // The GPU and training panels show their own problems (ui/problem_routes.cpp).
    QStringList lines;
    for (const FieldProblem& p : model_->problems()) {
        if (siteOf(p, model_->state()) == ProblemSite::general)
            lines.append(p.message);
    }
    lines.removeDuplicates();
    problems_->setText(lines.join(QLatin1Char('\n')));
    problems_->setVisible(!lines.isEmpty());
}

} // namespace ridgeline::ui
