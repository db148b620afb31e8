// Teaching tools (issue 30, item 6), driven as a lecturer drives them: Predict First (F6) hides
// the tiles' figures and the charts' points until a click, and a new step asks again; the
// explain panel's Step by Step shows a derivation one line at a time; a chart exports as a
// slide (16:9, large text).
#include "scripted_dialogs.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/document/state_editor.h"
#include "ui/explain/explain_panel.h"
#include "ui/export/chart_export.h"
#include "ui/layout/chart_grid.h"
#include "ui/lessons/lesson_player.h"
#include "ui/lessons/predict_first.h"
#include "ui/lessons/teaching.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui/window/export_actions.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QAction>
#include <QBarSeries>
#include <QFile>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QToolButton>
#include <QXYSeries>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

bool seriesVisible(ChartView* chart, const QString& key) {
    QAbstractSeries* s = chart->seriesByKey(key);
    return s && s->isVisible();
}

// The largest font size an SVG's text is drawn in.
double largestFont(const QByteArray& svg) {
    static const QRegularExpression size(QStringLiteral("font-size=\"([0-9.]+)"));
    double largest = 0;
    for (auto it = size.globalMatch(QString::fromUtf8(svg)); it.hasNext();)
        largest = std::max(largest, it.next().captured(1).toDouble());
    return largest;
}

} // namespace

class TestTeachingTools : public QObject {
    Q_OBJECT

    std::unique_ptr<Document> document_;
    std::unique_ptr<MainWindow> window_;

private Q_SLOTS:
    void init() {
        document_ = test::makeDocument();
        window_ = std::make_unique<MainWindow>(document_.get());
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        window_->model()->flush();
    }
    void cleanup() {
        window_.reset();
        document_.reset();
    }

    void predictFirstHidesUntilAClick() {
        SummaryItem* tile = window_->summary()->item(QStringLiteral("tokens-per-s"));
        const QString answer = tile->value();
        QVERIFY(!answer.isEmpty() && answer != QLatin1String("?"));
        RooflineChart* roof = window_->charts()->roofline();
        QVERIFY(seriesVisible(roof, QStringLiteral("decode:0")));

        // F6, as from the keyboard or a presenter remote.
        QTest::keyClick(window_.get(), Qt::Key_F6);
        PredictFirst* predict = window_->teaching()->predictFirst();
        QVERIFY(predict->active());
        QVERIFY(predict->action()->isChecked());
        QCOMPARE(tile->shownValue(), QStringLiteral("?"));
        QCOMPARE(tile->value(), answer); // held, not lost
        QVERIFY(!seriesVisible(roof, QStringLiteral("decode:0")));
        QVERIFY(!seriesVisible(roof, QStringLiteral("prefill:0")));
        // The roofs and ridges stay: they are the question, not the answer.
        QVERIFY(seriesVisible(roof, QStringLiteral("roof:0")));
        auto* memory = window_->charts()->memory();
        const auto bars = memory->chart()->series();
        QVERIFY(std::none_of(bars.begin(), bars.end(), [](QAbstractSeries* s) {
            return qobject_cast<QAbstractBarSeries*>(s) && s->isVisible();
        }));
        // Hovering a hidden tile explains nothing (the explanation would give it away).
        const QString before = window_->explainPanel()->currentKey();
        QVERIFY(window_->explainPanel()->stepByStep());
        QCOMPARE(window_->explainPanel()->revealedLines(), 0);
        QTest::mouseMove(window_->summary()->item(QStringLiteral("ttft")));
        QCOMPARE(window_->explainPanel()->currentKey(), before);

        // A click on the tile reveals it, and only it.
        QTest::mouseClick(tile, Qt::LeftButton);
        QCOMPARE(tile->shownValue(), answer);
        QCOMPARE(window_->summary()->item(QStringLiteral("ttft"))->shownValue(),
                 QStringLiteral("?"));
        // A click on the chart reveals its points.
        QTest::mouseClick(roof->viewport(), Qt::LeftButton, {}, roof->viewport()->rect().center());
        QVERIFY(seriesVisible(roof, QStringLiteral("decode:0")));
        QVERIFY(!roof->answersHidden());
        // Shown again, the points stay out of the legend.
        for (QLegendMarker* marker :
             roof->chart()->legend()->markers(roof->seriesByKey(QStringLiteral("decode:0"))))
            QVERIFY(!marker->isVisible());
        QVERIFY(memory->answersHidden());

        // A new value is a new question: hidden again.
        document_->editor()->change(QStringLiteral("Batch"),
                                    [](ScenarioState& s) { s.scenario.workload.batch = 64; });
        window_->model()->flush();
        QCOMPARE(tile->shownValue(), QStringLiteral("?"));
        QVERIFY(!seriesVisible(roof, QStringLiteral("decode:0")));

        // F6 again shows everything.
        QTest::keyClick(window_.get(), Qt::Key_F6);
        QVERIFY(!predict->active());
        QCOMPARE(tile->shownValue(), tile->value());
        QVERIFY(seriesVisible(roof, QStringLiteral("decode:0")));
        QVERIFY(!memory->answersHidden());
        QVERIFY(!window_->explainPanel()->stepByStep());
    }

    void predictFirstAsksAgainAtEachLessonStep() {
        QCOMPARE(window_->teaching()->openLesson(QStringLiteral(
                     RIDGELINE_SOURCE_DIR "/resources/lessons/a-decode-memory-bound.lesson.json")),
                 QString());
        window_->teaching()->predictFirst()->setActive(true);
        SummaryItem* tile = window_->summary()->item(QStringLiteral("tokens-per-s"));
        QTest::mouseClick(tile, Qt::LeftButton);
        QVERIFY(!tile->concealed());
        QVERIFY(window_->teaching()->player()->next());
        window_->model()->flush();
        QVERIFY(tile->concealed());
        QVERIFY(window_->charts()->roofline()->answersHidden());
    }

    void explainStepByStep() {
        ExplainPanel* explain = window_->explainPanel();
        explain->select(QStringLiteral("ridge"));
        const Explanation all = explain->current();
        QVERIFY(all.lines.size() >= 4);
        QVERIFY(!all.note.isEmpty());
        QVERIFY(explain->nextButton()->isHidden());

        QTest::mouseClick(explain->stepButton(), Qt::LeftButton);
        QVERIFY(explain->stepByStep());
        QCOMPARE(explain->revealedLines(), 0);
        QVERIFY(!explain->text().contains(all.lines.first()));
        QVERIFY(explain->text().contains(all.title));
        // Next shows one line at a time; the note comes last.
        for (int i = 1; i <= all.lines.size(); ++i) {
            QTest::mouseClick(explain->nextButton(), Qt::LeftButton);
            QCOMPARE(explain->revealedLines(), i);
            QVERIFY(explain->text().contains(all.lines[i - 1]));
            if (i < all.lines.size())
                QVERIFY(!explain->text().contains(all.lines[i]));
            QVERIFY(!explain->text().contains(all.note));
        }
        QTest::keyClick(window_.get(), Qt::Key_Period, Qt::ControlModifier); // Ctrl+.
        QVERIFY(explain->text().contains(all.note));
        QVERIFY(!explain->nextButton()->isEnabled());
        QVERIFY(!explain->revealNext());
        // The mouse moving over another number does not take the derivation away.
        explain->showKey(QStringLiteral("ttft"));
        QCOMPARE(explain->currentKey(), QStringLiteral("ridge"));
        // Off: the whole derivation.
        QTest::mouseClick(explain->stepButton(), Qt::LeftButton);
        QVERIFY(!explain->stepByStep());
        QCOMPARE(explain->revealedLines(), int(all.lines.size()));
    }

    void slideExport() {
        const ExportOptions slide = slideExportOptions();
        QCOMPARE(slide.size, QSize(1920, 1080));
        QCOMPARE(slide.scale, 1.0);
        QCOMPARE(slide.textScale, 2.0);

        QTemporaryDir dir;
        auto dialogs = std::make_unique<test::ScriptedDialogs>();
        dialogs->saveAnswer = dir.filePath(QStringLiteral("roofline-slide.png"));
        test::ScriptedDialogs* answered = dialogs.get();
        window_->setDialogs(std::move(dialogs));
        RooflineChart* roof = window_->charts()->roofline();
        const QFont font = roof->font();
        const qreal lines = roof->lineScale();
        QVERIFY(window_->exportActions()->exportSlide(0));
        QCOMPARE(answered->errors.size(), 0);
        const QImage image(answered->saveAnswer);
        QCOMPARE(image.size(), QSize(1920, 1080));
        // The chart on screen is as it was.
        QCOMPARE(roof->font(), font);
        QVERIFY(!roof->testAttribute(Qt::WA_SetFont));
        QCOMPARE(roof->lineScale(), lines);

        // The text is twice as large as in the same export without the preset.
        const QString plain = dir.filePath(QStringLiteral("plain.svg"));
        const QString large = dir.filePath(QStringLiteral("large.svg"));
        ExportOptions normal{QSize(1920, 1080), 1.0, 1.0};
        QCOMPARE(exportChart(*roof, window_->model()->chartData(), RooflineIndex, ExportFormat::Svg,
                             plain, normal),
                 QString());
        QCOMPARE(exportChart(*roof, window_->model()->chartData(), RooflineIndex, ExportFormat::Svg,
                             large, slide),
                 QString());
        QFile a(plain), b(large);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const double ratio = largestFont(b.readAll()) / largestFont(a.readAll());
        QVERIFY2(ratio > 1.8 && ratio < 2.2, qPrintable(QString::number(ratio)));
        // A text scale outside 1 to 4 is refused, naming the range.
        const QString refused =
            exportChart(*roof, window_->model()->chartData(), RooflineIndex, ExportFormat::Png,
                        dir.filePath(QStringLiteral("x.png")), {QSize(800, 600), 1.0, 9.0});
        QVERIFY2(refused.contains(QLatin1String("allowed: 1 to 4")), qPrintable(refused));
    }
};

QTEST_MAIN(TestTeachingTools)
#include "tst_teaching_tools.moc"
