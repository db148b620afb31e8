// One word, one meaning (issue 30): the GPU ridge, the engine ridge and each pass's own ridge
// have a name each, and a lesson caption that names one shows the number the Decode tile and
// the explain panel show for it. The issue's case: lesson A step 3 said "the effective ridge is
// 222" beside a tile reading "eff. ridge 145".
#include "ui/explain/explain_panel.h"
#include "ui/lessons/lesson.h"
#include "ui/lessons/lesson_player.h"
#include "ui/lessons/teaching.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui/units.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QRegularExpression>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

QString lessonA() {
    return QStringLiteral(RIDGELINE_SOURCE_DIR
                          "/resources/lessons/a-decode-memory-bound.lesson.json");
}

// The number the caption shows right before `phrase` ("145 FLOP/B" of "... is 145 FLOP/B, as on
// the Decode tile"); empty when the phrase is not there.
QString numberBefore(const QString& caption, const QString& phrase) {
    const QRegularExpression number(QStringLiteral("([0-9][0-9.,]*) FLOP/B\\)?") +
                                    QRegularExpression::escape(phrase));
    const QRegularExpressionMatch m = number.match(caption);
    return m.hasMatch() ? m.captured(1) : QString();
}

} // namespace

class TestRidgeWords : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Steps 3, 4 and 6 of lesson A name the decode ridge; the tile shows the same number.
    void captionAndTileAgree_data() {
        QTest::addColumn<int>("step");
        QTest::addColumn<QString>("phrase"); ///< what follows the tile's number in the caption
        QTest::newRow("step 3, batch 1") << 2 << QStringLiteral(", as on the Decode tile");
        QTest::newRow("step 4, batch 1") << 3 << QStringLiteral(": a faster tensor core");
        QTest::newRow("step 6, batch 32") << 5 << QStringLiteral(", as on the Decode tile");
    }

    void captionAndTileAgree() {
        QFETCH(int, step);
        QFETCH(QString, phrase);
        auto document = test::makeDocument();
        MainWindow window(document.get());
        QCOMPARE(window.teaching()->openLesson(lessonA()), QString());
        LessonPlayer* player = window.teaching()->player();
        QVERIFY(player->goTo(step));
        QCoreApplication::processEvents();
        const ScenarioModel* model = window.model();
        const Results& r = model->chartData().results[std::size_t(model->primaryIndex())];
        const double decodeRidge = r.inference.decode.effectiveRidge;
        // The three ridges are three numbers here: a shared name would hide that.
        QVERIFY(decodeRidge < r.roofline.effectiveRidge);
        QVERIFY(r.roofline.effectiveRidge < r.roofline.ridge);

        const QString caption = player->captionText();
        const QString tile = window.summary()->item(QStringLiteral("bound"))->detail();
        QCOMPARE(numberBefore(caption, phrase), units::number(decodeRidge));
        QVERIFY2(tile.endsWith(QStringLiteral("decode ridge %1").arg(units::number(decodeRidge))),
                 qPrintable(tile));
        QVERIFY2(!caption.contains(QLatin1String("effective ridge")), qPrintable(caption));
    }

    // Step 3 names all three, each with its own number, and the explain panel beside it
    // computes the same three under the same names.
    void stepThreeNamesEachRidge() {
        auto document = test::makeDocument();
        MainWindow window(document.get());
        QCOMPARE(window.teaching()->openLesson(lessonA()), QString());
        QVERIFY(window.teaching()->player()->goTo(2));
        QCoreApplication::processEvents();
        const ScenarioModel* model = window.model();
        const Results& r = model->chartData().results[std::size_t(model->primaryIndex())];
        const QString caption = window.teaching()->player()->captionText();
        const QString gpu = units::intensity(r.roofline.ridge);
        const QString engine = units::intensity(r.roofline.effectiveRidge);
        const QString decode = units::intensity(r.inference.decode.effectiveRidge);
        QVERIFY2(caption.contains(QStringLiteral("= %1 on the").arg(gpu)), qPrintable(caption));
        QVERIFY2(caption.contains(QStringLiteral("engine ridge is %1").arg(engine)),
                 qPrintable(caption));
        QVERIFY2(caption.contains(QStringLiteral("decode ridge at batch 1 is %1").arg(decode)),
                 qPrintable(caption));

        QCOMPARE(window.explainPanel()->currentKey(), QStringLiteral("ridge"));
        const QStringList lines = window.explainPanel()->current().lines;
        const auto lineOf = [&](const QString& start) {
            for (const QString& line : lines)
                if (line.startsWith(start))
                    return line;
            return QString();
        };
        QVERIFY2(lineOf(QStringLiteral("GPU ridge:")).endsWith(QStringLiteral("= ") + gpu),
                 qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY2(lineOf(QStringLiteral("engine ridge:")).endsWith(QStringLiteral("= ") + engine),
                 qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY2(lineOf(QStringLiteral("decode ridge,")).endsWith(QStringLiteral("= ") + decode),
                 qPrintable(lines.join(QLatin1Char('\n'))));
    }

    // No shipped caption uses the old, ambiguous words or a seed number.
    void noCaptionUsesTheOldWords() {
        for (const QString& path :
             lessonFiles(QStringLiteral(RIDGELINE_SOURCE_DIR "/resources/lessons"))) {
            const auto lesson = readLesson(path, test::catalogue());
            QVERIFY2(lesson.ok(), qPrintable(path));
            for (const LessonStep& step : lesson.value().steps) {
                for (const char* old : {"effective ridge", "{effective-ridge", "{ridge", "eed 00"})
                    QVERIFY2(!step.caption.contains(QLatin1String(old)),
                             qPrintable(path + QStringLiteral(": ") + step.caption));
            }
        }
    }
};

QTEST_MAIN(TestRidgeWords)
#include "tst_ridge_words.moc"
