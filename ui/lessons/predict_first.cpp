#include "ui/lessons/predict_first.h"

#include "ui/charts/chart_view.h"
#include "ui/explain/explain_panel.h"
#include "ui/layout/chart_grid.h"
#include "ui/lessons/lesson_stage.h"
#include "ui/model/scenario_model.h"
#include "ui/summary/summary_strip.h"

#include <QAction>

namespace ridgeline::ui {

PredictFirst::PredictFirst(LessonStage* window)
    : QObject(window)
    , window_(window)
    , action_(new QAction(tr("Predict &First"), this)) {
    action_->setCheckable(true);
    action_->setShortcut(QKeySequence(Qt::Key_F6));
    action_->setToolTip(tr("Hide the figures, the chart points and the derivation until you "
                           "click them: ask the class first (F6)"));
    window->addAction(action_);
    connect(action_, &QAction::toggled, this, &PredictFirst::setActive);
    // A new scenario is a new question.
    connect(window->model(), &ScenarioModel::stateChanged, this, [this] {
        if (active_)
            conceal();
    });
}

void PredictFirst::setActive(bool on) {
    if (on == active_)
        return;
    active_ = on;
    action_->setChecked(on);
    ExplainPanel* explain = window_->explainPanel();
    if (on) {
        explainStepped_ = explain->stepByStep();
        conceal();
    } else {
        showAnswers(true);
        explain->setStepByStep(explainStepped_);
    }
}

void PredictFirst::conceal() {
    if (!active_)
        return;
    showAnswers(false);
    // The derivation starts again from its title.
    ExplainPanel* explain = window_->explainPanel();
    explain->setStepByStep(false);
    explain->setStepByStep(true);
}

void PredictFirst::showAnswers(bool shown) {
    window_->summary()->setConcealed(!shown);
    for (ChartView* chart : window_->charts()->findChildren<ChartView*>())
        chart->setAnswersHidden(!shown);
}

} // namespace ridgeline::ui
