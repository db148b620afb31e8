#include "ui/lessons/teaching.h"

#include "ui/charts/roofline_chart.h"
#include "ui/document/file_actions.h"
#include "ui/document/scenario_file.h"
#include "ui/layout/chart_grid.h"
#include "ui/lessons/lesson_player.h"
#include "ui/lessons/lesson_stage.h"
#include "ui/lessons/predict_first.h"
#include "ui/lessons/presenter.h"
#include "ui/model/scenario_model.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QVBoxLayout>

namespace ridgeline::ui {

Teaching::Teaching(LessonStage* window, const QString& lessonsDir)
    : QObject(window)
    , window_(window)
    , lessonsDir_(lessonsDir)
    , player_(new LessonPlayer(window))
    , presenter_(new Presenter(window))
    , predict_(new PredictFirst(window))
    , presenterAction_(new QAction(tr("&Presenter View"), this)) {
    // Above the summary: the step's caption reads before the numbers it names.
    if (auto* layout = qobject_cast<QVBoxLayout*>(window->centralWidget()->layout()))
        layout->insertWidget(0, player_);
    presenterAction_->setCheckable(true);
    presenterAction_->setShortcut(QKeySequence(Qt::Key_F5));
    presenterAction_->setToolTip(tr("Large text, thick lines and high contrast for a projector; "
                                    "controls hidden (F5; Esc leaves)"));
    // Kept on the window too: its shortcut works while the presenter view hides the menus.
    window->addAction(presenterAction_);
    connect(presenterAction_, &QAction::toggled, presenter_, &Presenter::setActive);
    connect(presenter_, &Presenter::activeChanged, presenterAction_, &QAction::setChecked);
    // Each lesson step is a new question, also one that keeps the scenario.
    connect(player_, &LessonPlayer::stepChanged, predict_, &PredictFirst::conceal);
    qApp->installEventFilter(this);
}

void Teaching::addTo(QMenu* file, QMenu* view) {
    QMenu* lessons = new QMenu(tr("&Lessons"), file);
    for (const QString& path : lessonFiles(lessonsDir_)) {
        Result<LessonFile> lesson = readLesson(path, window_->model()->catalogue());
        if (!lesson)
            continue;
        QAction* a = lessons->addAction(translatedLessonText(lesson->title));
        a->setToolTip(translatedLessonText(lesson->summary));
        connect(a, &QAction::triggered, this, [this, path] {
            const QString error = openLesson(path);
            if (!error.isEmpty())
                QMessageBox::warning(window_, tr("Lesson"), error);
        });
    }
    lessons->setEnabled(!lessons->isEmpty());
    file->addMenu(lessons);
    file->addAction(tr("Open &Lesson File\u2026"), this, &Teaching::chooseLessonFile);

    QAction* trail = view->addAction(tr("Decode &Trail on the Roofline"));
    trail->setCheckable(true);
    trail->setToolTip(tr("The decode point at batch 1, 2, 4, ... up to the largest batch that "
                         "fits: how batching climbs the roof"));
    RooflineChart* roofline = window_->charts()->roofline();
    connect(trail, &QAction::toggled, roofline, &RooflineChart::setTrailVisible);
    connect(player_, &LessonPlayer::stepChanged, trail,
            [trail, roofline] { trail->setChecked(roofline->trailVisible()); });
    view->addAction(predict_->action());
    QMenu* presenter = view->addMenu(tr("P&resenter"));
    presenter->addAction(presenterAction_);
    // A true full screen for a projector, apart from the presenter view (which leaves it too).
    QAction* fullScreen = presenter->addAction(tr("&Full Screen"));
    fullScreen->setObjectName(QStringLiteral("fullScreenAction"));
    fullScreen->setCheckable(true);
    fullScreen->setShortcut(QKeySequence(Qt::Key_F11));
    connect(fullScreen, &QAction::toggled, this, [this](bool on) {
        if (on && !window_->isFullScreen())
            window_->showFullScreen();
        else if (!on && window_->isFullScreen())
            window_->showNormal();
    });
    connect(presenter_, &Presenter::activeChanged, fullScreen, [fullScreen](bool on) {
        if (!on)
            fullScreen->setChecked(false);
    });
    window_->addAction(fullScreen);
    QAction* larger = presenter->addAction(
        tr("&Larger"), this, [this] { presenter_->setScale(presenter_->shown() * 1.25); });
    larger->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Plus));
    QAction* smaller = presenter->addAction(
        tr("&Smaller"), this, [this] { presenter_->setScale(presenter_->shown() / 1.25); });
    smaller->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Minus));
    window_->addAction(larger);
    window_->addAction(smaller);
}

QString Teaching::openLesson(const QString& idOrPath) {
    QString path = idOrPath;
    if (!QFileInfo::exists(path))
        path = lessonsDir_ + QLatin1Char('/') + idOrPath + lessonSuffix;
    if (!QFileInfo::exists(path)) {
        QStringList ids;
        for (const QString& f : lessonFiles(lessonsDir_))
            ids << QFileInfo(f).fileName().chopped(lessonSuffix.size());
        return tr("%1: no such lesson file or lesson id (lessons: %2)")
            .arg(idOrPath, ids.join(QStringLiteral(", ")));
    }
    Result<LessonFile> lesson = readLesson(path, window_->model()->catalogue());
    if (!lesson)
        return describeProblems(lesson.problems()).join(QLatin1Char('\n'));
    player_->start(std::move(lesson).value());
    return {};
}

void Teaching::chooseLessonFile() {
    if (!window_->fileActions()->maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        window_, tr("Open Lesson"), QString(), tr("Ridgeline lessons (*.lesson.json *.json)"));
    if (path.isEmpty())
        return;
    const QString error = openLesson(path);
    if (!error.isEmpty())
        QMessageBox::warning(window_, tr("Lesson"),
                             tr("%1 is not a lesson Ridgeline can play:\n%2")
                                 .arg(QFileInfo(path).fileName(), error));
}

int Teaching::action(QObject* watched, QEvent* event) const {
    if (event->type() != QEvent::KeyPress && event->type() != QEvent::ShortcutOverride)
        return 0;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->window() != window_)
        return 0;
    const auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return 0;
    if (key->key() == Qt::Key_Escape && presenter_->active())
        return 2;
    if (!player_->active())
        return 0;
    const bool editing =
        qobject_cast<QLineEdit*>(widget) || qobject_cast<QAbstractSpinBox*>(widget) ||
        qobject_cast<QComboBox*>(widget) ||
        (qobject_cast<QTextEdit*>(widget) && !static_cast<QTextEdit*>(widget)->isReadOnly()) ||
        qobject_cast<QPlainTextEdit*>(widget);
    const bool slider = qobject_cast<QAbstractSlider*>(widget);
    switch (key->key()) {
    case Qt::Key_PageDown:
        return editing ? 0 : 1;
    case Qt::Key_PageUp:
        return editing ? 0 : -1;
    case Qt::Key_Right:
        return editing || slider ? 0 : 1;
    case Qt::Key_Left:
        return editing || slider ? 0 : -1;
    default:
        return 0;
    }
}

bool Teaching::eventFilter(QObject* watched, QEvent* event) {
    const int what = action(watched, event);
    if (what == 0)
        return QObject::eventFilter(watched, event);
    // Claimed before the window's shortcuts see it (Esc also shows all charts).
    if (event->type() == QEvent::ShortcutOverride) {
        event->accept();
        return true;
    }
    if (static_cast<QKeyEvent*>(event)->isAutoRepeat() && what == 2)
        return true;
    if (what == 2)
        presenter_->setActive(false);
    else if (what > 0)
        player_->next();
    else
        player_->previous();
    return true;
}

} // namespace ridgeline::ui
