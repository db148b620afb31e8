// Lessons: every step of every shipped lesson loads, sets the scenario and charts it says,
// highlights something that exists, names only known numbers and explains a known key; the keys
// step through a lesson; the user can leave the path and return; bad lesson files are refused
// with the field named.
#include "ui/charts/chart_view.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/document/state_editor.h"
#include "ui/explain/explain_panel.h"
#include "ui/layout/chart_grid.h"
#include "ui/lessons/lesson.h"
#include "ui/lessons/lesson_player.h"
#include "ui/lessons/presenter.h"
#include "ui/lessons/teaching.h"
#include "ui/model/scenario_checks.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

QString lessonsDir() {
    return QStringLiteral(RIDGELINE_SOURCE_DIR "/resources/lessons");
}

const QStringList inferenceCharts{QStringLiteral("roofline"), QStringLiteral("memory"),
                                  QStringLiteral("kv-cache"), QStringLiteral("cost")};
const QStringList trainingCharts{QStringLiteral("roofline"), QStringLiteral("memory"),
                                 QStringLiteral("scaling"), QStringLiteral("time-cost")};

QString problemsOf(const Problems& problems) {
    QStringList lines;
    for (const Problem& p : problems)
        lines << QString::fromStdString(describe(p));
    return lines.join(QStringLiteral("; "));
}

/// Where a step rings a point on a chart (its only highlight there), the chart's labels shown
/// keep off the ring: the label that lies on it, or empty.
QString lessonLabelOnRing(const LessonStep& step, const ChartGrid* grid, const QStringList& names) {
    for (const LessonHighlight& h : step.highlights) {
        const auto sameChart =
            std::count_if(step.highlights.begin(), step.highlights.end(),
                          [&h](const LessonHighlight& o) { return o.chart == h.chart; });
        if (h.highlight.kind != ChartHighlight::Kind::point || sameChart != 1)
            continue;
        const ChartView* chart = grid->charts().value(int(names.indexOf(h.chart)));
        if (!chart || !chart->isVisible())
            continue;
        const QRectF ring = chart->highlightRect();
        const QStringList texts = chart->labelTexts();
        const QList<QRectF> rects = chart->labelRects();
        for (qsizetype i = 0; i < rects.size(); ++i)
            if (rects[i].intersects(ring))
                return h.chart + QStringLiteral(": ") + texts.value(i);
    }
    return {};
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shippedLessonsAreComplete();
    void everyStepDoesWhatItSays_data();
    void everyStepDoesWhatItSays();
    void keysStepThroughTheLesson();
    void leavingThePathAndReturning();
    void badLessonsNameTheField_data();
    void badLessonsNameTheField();
    void presenterView();
    void everyStepInPresenterView_data();
    void everyStepInPresenterView();
    void longestContextLabelInPresenterView();
};

void TestLessons::shippedLessonsAreComplete() {
    const QStringList files = lessonFiles(lessonsDir());
    QVERIFY2(files.size() >= 6, qPrintable(files.join(QLatin1Char(' '))));
    for (const QString& path : files) {
        const Result<LessonFile> lesson = readLesson(path, test::catalogue());
        QVERIFY2(lesson.ok(), qPrintable(path + QStringLiteral(": ") +
                                         (lesson ? QString() : problemsOf(lesson.problems()))));
        QCOMPARE(lesson->id + lessonSuffix, QFileInfo(path).fileName());
        QVERIFY2(lesson->steps.size() >= 5 && lesson->steps.size() <= 10, qPrintable(path));
        // Each lesson checks seed claims and says where one is wrong.
        QVERIFY(!lesson->claims.empty());
        QVERIFY(std::any_of(lesson->claims.begin(), lesson->claims.end(),
                            [](const LessonClaim& c) { return !c.holds; }));
    }
}

void TestLessons::everyStepDoesWhatItSays_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QSize>("size");
    // A projector's 1280x800 and a full-HD screen (where lesson A step 3's ring hid a label).
    for (const QString& path : lessonFiles(lessonsDir()))
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)})
            QTest::addRow("%s %dx%d", qPrintable(QFileInfo(path).fileName()), size.width(),
                          size.height())
                << path << size;
}

void TestLessons::everyStepDoesWhatItSays() {
    QFETCH(QString, path);
    QFETCH(QSize, size);
    auto document = test::makeDocument();
    MainWindow window(document.get());
    window.resize(size);
    window.show();
    QCoreApplication::processEvents();
    LessonPlayer* player = window.teaching()->player();
    QCOMPARE(window.teaching()->openLesson(path), QString());
    QVERIFY(player->active());
    const LessonFile lesson = *player->lesson();
    for (int i = 0; i < int(lesson.steps.size()); ++i) {
        const LessonStep& step = lesson.steps[std::size_t(i)];
        const QByteArray where =
            QFileInfo(path).fileName().toUtf8() + " step " + QByteArray::number(i + 1);
        QVERIFY2(player->goTo(i), where);
        QCoreApplication::processEvents();
        // The scenario is the step's.
        const ScenarioState want = stateFromScenario(step.scenario, test::catalogue());
        QVERIFY2(window.model()->state().scenario == want.scenario, where);
        QCOMPARE(window.model()->gpuChoices().size(), want.choices().size());
        // A lesson teaches on a scenario the window does not warn about: every field in range,
        // no sequence longer than the model reads (lesson C once ran Llama-2-70B, which reads
        // 4,096 tokens, at 8,192).
        QStringList warnings;
        for (const FieldProblem& p : checkState(window.model()->state(), test::catalogue()))
            warnings << p.message;
        QVERIFY2(warnings.isEmpty(), where + ": " + warnings.join(QStringLiteral("; ")).toUtf8());
        // The charts are the step's.
        const QStringList& modeCharts =
            step.scenario.workload.mode == Mode::training ? trainingCharts : inferenceCharts;
        QList<int> slots;
        for (const QString& name : step.charts)
            slots << int(modeCharts.indexOf(name));
        if (slots.isEmpty())
            slots = {0, 1, 2, 3};
        QCOMPARE(window.charts()->shownSlots(), slots);
        for (int slot : slots)
            QVERIFY2(window.charts()->charts()[slot]->isVisible(), where);
        // Every highlight names something the chart draws, and it is drawn.
        QVERIFY2(player->stepProblems().isEmpty(),
                 where + ": " + player->stepProblems().join(QStringLiteral("; ")).toUtf8());
        QCOMPARE(player->highlightsDrawn(), int(step.highlights.size()));
        for (const LessonHighlight& h : step.highlights) {
            const int slot = int(modeCharts.indexOf(h.chart));
            ChartView* chart = window.charts()->charts()[slot];
            QVERIFY2(chart->highlightVisible(), where + " " + h.chart.toUtf8());
            QVERIFY2(chart->chart()
                         ->plotArea()
                         .adjusted(-30, -30, 30, 30)
                         .intersects(chart->highlightRect()),
                     where + " " + h.chart.toUtf8());
        }
        const QString onRing = lessonLabelOnRing(step, window.charts(), modeCharts);
        QVERIFY2(onRing.isEmpty(), where + ": label under the ring: " + onRing.toUtf8());
        QCOMPARE(window.charts()->roofline()->trailVisible(), step.trail);
        // The caption's numbers all came from the core; the explained number exists.
        QVERIFY2(!player->captionText().contains(QLatin1Char('{')), where);
        QVERIFY2(player->titleText().contains(
                     QStringLiteral("%1 of %2").arg(i + 1).arg(lesson.steps.size())),
                 where);
        if (!step.explain.isEmpty()) {
            QCOMPARE(window.explainPanel()->currentKey(), step.explain);
            QVERIFY2(!window.explainPanel()->current().isEmpty(), where + " explain");
        }
    }
    QVERIFY(!player->next());
    // The claims it checks, one of them wrong.
    QVERIFY(player->aboutText().contains(QStringLiteral("Wrong.")));
    player->stop();
    QVERIFY(!player->isVisible());
    QCOMPARE(window.charts()->shownSlots(), QList<int>({0, 1, 2, 3}));
}

void TestLessons::keysStepThroughTheLesson() {
    auto document = test::makeDocument();
    MainWindow window(document.get());
    window.show();
    LessonPlayer* player = window.teaching()->player();
    QCOMPARE(window.teaching()->openLesson(lessonsDir() +
                                           QStringLiteral("/a-decode-memory-bound.lesson.json")),
             QString());
    QWidget* chart = window.charts()->roofline();
    chart->setFocus();
    QTest::keyClick(chart, Qt::Key_Right);
    QCOMPARE(player->step(), 1);
    QTest::keyClick(chart, Qt::Key_PageDown);
    QCOMPARE(player->step(), 2);
    QTest::keyClick(chart, Qt::Key_PageUp);
    QCOMPARE(player->step(), 1);
    QTest::keyClick(chart, Qt::Key_Left);
    QCOMPARE(player->step(), 0);
    // In a number field the arrows edit the number, not the lesson.
    auto* box = window.findChild<QAbstractSpinBox*>();
    QVERIFY(box);
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Right);
    QCOMPARE(player->step(), 0);
}

void TestLessons::leavingThePathAndReturning() {
    auto document = test::makeDocument();
    MainWindow window(document.get());
    LessonPlayer* player = window.teaching()->player();
    QCOMPARE(window.teaching()->openLesson(lessonsDir() +
                                           QStringLiteral("/a-decode-memory-bound.lesson.json")),
             QString());
    QVERIFY(player->onPath());
    const Scenario onPath = window.model()->scenario();
    document->editor()->change(QStringLiteral("Batch"),
                               [](ScenarioState& s) { s.scenario.workload.batch = 7; });
    QVERIFY(!player->onPath());
    QCOMPARE(window.model()->scenario().workload.batch, 7);
    player->returnToStep();
    QVERIFY(player->onPath());
    QVERIFY(window.model()->scenario() == onPath);
}

void TestLessons::badLessonsNameTheField_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("path");
    const QString base = QStringLiteral(
        R"({"ridgeline_lesson": 1, "id": "x", "title": "t", "scenario": {"ridgeline": 1,
        "model": {"preset": "llama-2-7b"}, "hardware": {"gpu": "h100-sxm"}}, "steps": [%1]})");
    QTest::newRow("kind") << base.arg(QStringLiteral(
                                 R"({"title": "a", "caption": "b", "highlight": {"chart":
                                 "roofline", "kind": "glow"}})"))
                          << QStringLiteral("steps[0].highlight.kind");
    QTest::newRow("chart of the other mode")
        << base.arg(QStringLiteral(R"({"title": "a", "caption": "b", "charts": ["scaling"],
                    "highlight": {"chart": "roofline", "kind": "series", "series": "roof:0"}})"))
        << QStringLiteral("steps[0].charts[0]");
    QTest::newRow("patch") << base.arg(QStringLiteral(
                                  R"({"title": "a", "caption": "b", "patch": {"workload":
                                  {"batch": -3}}, "highlight": {"chart": "roofline", "kind":
                                  "series", "series": "roof:0"}})"))
                           << QStringLiteral("steps[0].scenario.workload.batch");
    QTest::newRow("no highlight") << base.arg(QStringLiteral(R"({"title": "a", "caption": "b"})"))
                                  << QStringLiteral("steps[0]");
    QTest::newRow("segment") << base.arg(QStringLiteral(
                                    R"({"title": "a", "caption": "b", "highlight": {"chart":
                                    "memory", "kind": "bar", "segment": "cache"}})"))
                             << QStringLiteral("steps[0].highlight.segment");
}

void TestLessons::badLessonsNameTheField() {
    QFETCH(QString, json);
    QFETCH(QString, path);
    const Result<LessonFile> lesson = parseLesson(json.toStdString(), test::catalogue());
    QVERIFY(!lesson.ok());
    const std::string want = path.toStdString();
    QVERIFY2(std::any_of(lesson.problems().begin(), lesson.problems().end(),
                         [&](const Problem& p) { return p.path == want; }),
             qPrintable(problemsOf(lesson.problems())));
}

void TestLessons::presenterView() {
    auto document = test::makeDocument();
    MainWindow window(document.get());
    window.resize(1920, 1080); // twice the text (Presenter::autoScale)
    window.show();
    QCoreApplication::processEvents();
    auto* controls = window.findChild<QDockWidget*>(QStringLiteral("controlsDock"));
    QVERIFY(controls && controls->isVisible());
    const qreal size = window.font().pointSizeF();
    ChartView* roofline = window.charts()->roofline();

    window.teaching()->presenterAction()->trigger();
    Presenter* presenter = window.teaching()->presenter();
    QVERIFY(presenter->active());
    QCOMPARE(window.font().pointSizeF(), size * 2);
    QCOMPARE(roofline->lineScale(), 2.0);
    QVERIFY(!controls->isVisible());
    QVERIFY(!window.menuBar()->isVisible());
    // One or two charts, large.
    QCOMPARE(window.charts()->shownSlots(), QList<int>({0, 1}));
    QCOMPARE(window.palette().color(QPalette::Base), QColor(Qt::white));
    presenter->setScale(3);
    QCOMPARE(window.font().pointSizeF(), size * 3);
    QCOMPARE(roofline->lineScale(), 3.0);

    // Esc leaves, and everything returns.
    roofline->setFocus();
    QTest::keyClick(roofline, Qt::Key_Escape);
    QVERIFY(!presenter->active());
    QVERIFY(!window.teaching()->presenterAction()->isChecked());
    QCOMPARE(window.font().pointSizeF(), size);
    QCOMPARE(roofline->lineScale(), 1.0);
    QVERIFY(controls->isVisible());
    QVERIFY(window.menuBar()->isVisible());
    // The claims of a lesson in the presenter's text size; a true full screen beside it.
    QCOMPARE(window.teaching()->openLesson(lessonsDir() +
                                           QStringLiteral("/a-decode-memory-bound.lesson.json")),
             QString());
    presenter->setActive(true);
    auto* claims = window.findChild<QPushButton*>(QStringLiteral("claimsButton"));
    QVERIFY(claims);
    QTest::mouseClick(claims, Qt::LeftButton);
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("claimsDialog"));
    QVERIFY(box);
    QCOMPARE(box->font().pointSizeF(), window.font().pointSizeF());
    QVERIFY(box->font().pointSizeF() > size * 1.5);
    box->close();
    auto* fullScreen = window.findChild<QAction*>(QStringLiteral("fullScreenAction"));
    QVERIFY(fullScreen);
    fullScreen->trigger();
    QVERIFY(window.isFullScreen());
    presenter->setActive(false);
    QVERIFY(!window.isFullScreen());
    QVERIFY(!fullScreen->isChecked());
    window.teaching()->player()->stop();
    // The charts it left: all four, and after another round one chart enlarged.
    QCOMPARE(window.charts()->shownSlots(), QList<int>({0, 1, 2, 3}));
    window.charts()->setMaximized(2);
    presenter->setActive(true);
    QCOMPARE(window.charts()->shownSlots(), QList<int>({2}));
    presenter->setActive(false);
    QCOMPARE(window.charts()->shownSlots(), QList<int>({2}));
    window.charts()->showAll();
    presenter->setActive(true);
    presenter->setActive(false);
    QCOMPARE(window.charts()->shownSlots(), QList<int>({0, 1, 2, 3}));
    // The grid's four; the serving chart is only ever shown alone or beside another.
    for (ChartView* chart : window.charts()->charts().mid(0, 4))
        QVERIFY(chart->isVisible());
    QVERIFY(!window.charts()->charts().value(4)->isVisible());
    // Two equal rows again, not a squashed lower row with its axis titles cut.
    QCoreApplication::processEvents();
    const QList<ChartView*>& four = window.charts()->charts();
    QVERIFY2(std::abs(four[0]->height() - four[2]->height()) <= 2,
             qPrintable(QStringLiteral("%1 vs %2").arg(four[0]->height()).arg(four[2]->height())));
}

void TestLessons::everyStepInPresenterView_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QSize>("size");
    for (const QString& path : lessonFiles(lessonsDir()))
        for (const QSize size : {QSize(1280, 800), QSize(1600, 1000)})
            QTest::addRow("%s %dx%d", qPrintable(QFileInfo(path).fileName()), size.width(),
                          size.height())
                << path << size;
}

void TestLessons::everyStepInPresenterView() {
    // As `ridgeline --lesson ID --step N --presenter` does: the step is set and the presenter
    // view turned on before the event loop has run, so series the step brought in are restyled
    // at once (this crashed in Qt Charts while a replaced series' old chart item still lived).
    QFETCH(QString, path);
    QFETCH(QSize, size);
    auto document = test::makeDocument();
    MainWindow window(document.get());
    window.resize(size);
    window.show();
    LessonPlayer* player = window.teaching()->player();
    Presenter* presenter = window.teaching()->presenter();
    QCOMPARE(window.teaching()->openLesson(path), QString());
    const int steps = int(player->lesson()->steps.size());
    for (int i = 0; i < steps; ++i) {
        const QByteArray where =
            QFileInfo(path).fileName().toUtf8() + " step " + QByteArray::number(i + 1);
        presenter->setActive(false);
        QVERIFY2(player->goTo(i), where);
        presenter->setActive(true);
        QVERIFY2(presenter->active(), where);
        const QImage image = window.grab().toImage();
        QVERIFY2(!image.isNull() && image.size() == window.size(), where);
        for (int slot : window.charts()->shownSlots())
            QVERIFY2(window.charts()->charts()[slot]->isVisible(), where);
        // Lesson A step 3 at 1920x1080 rang the H100's ridge over its "GPU ridge 295" label.
        const LessonStep& step = player->lesson()->steps[std::size_t(i)];
        const QString onRing = lessonLabelOnRing(
            step, window.charts(),
            step.scenario.workload.mode == Mode::training ? trainingCharts : inferenceCharts);
        QVERIFY2(onRing.isEmpty(), where + ": label under the ring: " + onRing.toUtf8());
    }
}

void TestLessons::longestContextLabelInPresenterView() {
    // Lesson B step 5 at 1920x1080 in the presenter view: the RTX 4090's longest context
    // ("1.76k tokens") found no corner of its point free between the current-context and
    // max-context lines and hid; centred above its point it shows.
    auto document = test::makeDocument();
    MainWindow window(document.get());
    window.resize(1920, 1080);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.teaching()->openLesson(lessonsDir() +
                                           QStringLiteral("/b-4090-vs-h100-inference.lesson.json")),
             QString());
    QVERIFY(window.teaching()->player()->goTo(4));
    window.teaching()->presenter()->setActive(true);
    QCoreApplication::processEvents();
    QVERIFY(window.teaching()->presenter()->applied() > 1.5);
    const KvCacheChart* kv = window.charts()->kvCache();
    QVERIFY(kv->isVisible());
    for (int gpu : {0, 1})
        QVERIFY2(!kv->labelRect(QStringLiteral("kv-longest:%1").arg(gpu)).isEmpty(),
                 qPrintable(kv->labelTexts().join(QStringLiteral(", "))));
    QVERIFY(kv->labelTexts().contains(QStringLiteral("1.76k tokens")));
}

QTEST_MAIN(TestLessons)
#include "tst_lessons.moc"
