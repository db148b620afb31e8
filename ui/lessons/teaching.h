// The window's teaching tools in one place: the lesson player, the presenter view, their menu
// entries (File > Lessons, File > Open Lesson, View > Predict First, View > Presenter) and their
// keys: Left/Right and Page Up/Down (what presenter remotes send) step through a lesson, F5 toggles
// the presenter view and Esc leaves it.
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QMenu;

namespace ridgeline::ui {

class LessonPlayer;
class LessonStage;
class PredictFirst;
class Presenter;

class Teaching : public QObject {
    Q_OBJECT

public:
    /// `lessonsDir` holds the shipped lessons (a ":/" resource folder in the app).
    explicit Teaching(LessonStage* window, const QString& lessonsDir = QStringLiteral(":/lessons"));

    LessonPlayer* player() const { return player_; }
    Presenter* presenter() const { return presenter_; }
    PredictFirst* predictFirst() const { return predict_; }
    QAction* presenterAction() const { return presenterAction_; }
    QString lessonsDir() const { return lessonsDir_; }

    /// Adds Lessons and Open Lesson to `file`, Predict First and Presenter to `view`.
    void addTo(QMenu* file, QMenu* view);

    /// Starts the lesson `idOrPath`: the id of a shipped lesson or a lesson file. Returns an
    /// error message (problems named by field), or empty on success.
    QString openLesson(const QString& idOrPath);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Which key event this is for us: 1 next, -1 previous, 2 leave the presenter, 0 none.
    int action(QObject* watched, QEvent* event) const;
    void chooseLessonFile();

    LessonStage* window_;
    QString lessonsDir_;
    LessonPlayer* player_;
    Presenter* presenter_;
    PredictFirst* predict_;
    QAction* presenterAction_;
};

} // namespace ridgeline::ui
