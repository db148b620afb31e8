// Plays a lesson in the explorer window: a bar above the summary with the step number, title and
// caption, previous and next; each step sets the scenario, the charts shown, the highlights and
// the explained number. The user may change anything to explore: the bar then offers the way
// back to the step.
#pragma once

#include "ui/lessons/lesson.h"
#include "ui/model/scenario_state.h"

#include <QFrame>
#include <QList>

#include <optional>

class QLabel;
class QPushButton;

namespace ridgeline::ui {

class LessonStage;

class LessonPlayer : public QFrame {
    Q_OBJECT

public:
    explicit LessonPlayer(LessonStage* window);

    /// Starts `lesson` at its first step and shows the bar. Each step is one undo step.
    void start(LessonFile lesson);
    /// Leaves the lesson: the bar hides, the highlights go, the four charts return and the
    /// scenario is the one shown before the lesson began (one undo step: Undo goes back
    /// through the lesson's steps to the edits before it).
    void stop();
    bool active() const { return lesson_.has_value(); }
    const LessonFile* lesson() const { return lesson_ ? &*lesson_ : nullptr; }

    /// Goes to step `index` (0-based) and applies it. Returns false when there is no such step.
    bool goTo(int index);
    bool next() { return goTo(step_ + 1); }
    bool previous() { return goTo(step_ - 1); }
    /// Applies the current step again (the way back after exploring).
    void returnToStep() { goTo(step_); }
    int step() const { return step_; }
    /// True while the window shows the step as the lesson set it; false once the user changed
    /// the scenario to explore.
    bool onPath() const { return onPath_; }

    /// The highlights of the current step that the charts could draw, as "chart:kind" (tests).
    int highlightsDrawn() const { return drawn_; }
    /// Problems of the current step: highlights naming nothing shown, unknown placeholders.
    const QStringList& stepProblems() const { return stepProblems_; }
    QString titleText() const;
    QString captionText() const;
    /// The lesson's summary and the source claims it checks, as rich text (About this lesson).
    QString aboutText() const;

Q_SIGNALS:
    void stepChanged(int index);
    void activeChanged(bool active);

private:
    void updateBar();

    LessonStage* window_;
    std::optional<LessonFile> lesson_;
    ScenarioState before_; ///< the state shown when the lesson began
    int step_ = 0;
    bool onPath_ = true;
    bool applying_ = false;
    int drawn_ = 0;
    QStringList stepProblems_;
    QLabel* title_;
    QLabel* caption_;
    QPushButton* previous_;
    QPushButton* next_;
    QPushButton* back_;
    QPushButton* about_;
    QPushButton* close_;
};

} // namespace ridgeline::ui
