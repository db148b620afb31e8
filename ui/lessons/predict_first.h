// Predict first (View > Predict First, F6), for asking a class before showing the answer: the
// summary's figures, the charts' operating points and bars and the explanation's lines are
// hidden; a click on a tile or on a chart reveals it, Next Line the derivation step by step.
// Each change of the scenario (a lesson step, an edited value) hides them again: a new
// question.
#pragma once

#include <QObject>

class QAction;

namespace ridgeline::ui {

class LessonStage;

class PredictFirst : public QObject {
    Q_OBJECT

public:
    explicit PredictFirst(LessonStage* window);

    /// Checkable, F6; kept on the window so that it works while the presenter view hides the
    /// menus.
    QAction* action() const { return action_; }
    bool active() const { return active_; }
    void setActive(bool on);
    /// Hides every answer again (while active).
    void conceal();

private:
    /// Shows or hides every answer at once.
    void showAnswers(bool shown);

    LessonStage* window_;
    QAction* action_;
    bool active_ = false;
    bool explainStepped_ = false; ///< the explain panel's step-by-step before the mode
};

} // namespace ridgeline::ui
