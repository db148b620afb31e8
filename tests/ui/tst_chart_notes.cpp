// Notes pinned to a chart: added at the point under the mouse, saved in the scenario's
// annotations (one undo step each), drawn on their chart only, and kept through save and load.
#include "core/files/scenario_io.h"
#include "ui/charts/chart_view.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/export/chart_export.h"
#include "ui/export/export_caption.h"
#include "ui/layout/chart_grid.h"
#include "ui/layout/chart_note_menu.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QUndoStack>

using namespace ridgeline;
using namespace ridgeline::ui;

class TestChartNotes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void addedWhereTheMouseIs();
    void outsideThePlotNothingIsAdded();
    void captionUnderExports();
};

void TestChartNotes::addedWhereTheMouseIs() {
    auto document = test::makeDocument();
    MainWindow window(document.get());
    window.resize(1280, 800);
    window.show();
    QCoreApplication::processEvents();
    RooflineChart* roofline = window.charts()->roofline();
    const QRectF plot = roofline->chart()->plotArea();
    const QPoint at = roofline->mapFromScene(roofline->chart()->mapToScene(plot.center()));
    const std::optional<QPointF> value = roofline->valueAt(at);
    QVERIFY(value);

    QVERIFY(window.charts()->noteMenu()->addNote(roofline, at, QStringLiteral("  here  ")));
    window.model()->flush();
    const std::vector<Annotation>& notes = window.model()->scenario().annotations;
    QCOMPARE(notes.size(), std::size_t(1));
    QCOMPARE(notes[0].chart, std::string("roofline"));
    QCOMPARE(notes[0].text, std::string("here"));
    QVERIFY(test::near(notes[0].x, value->x(), 1e-9));
    // Drawn where it was pinned, on its chart only.
    QCOMPARE(roofline->noteTexts(), QStringList{QStringLiteral("here")});
    QVERIFY(window.charts()->cost()->noteTexts().isEmpty());
    const std::optional<QPointF> drawn = roofline->chartPosition({notes[0].x, notes[0].y});
    QVERIFY(drawn && QLineF(*drawn, plot.center()).length() < 1.5);
    QCOMPARE(roofline->noteAt(at), std::optional<int>(0));

    // Saved with the scenario and read back.
    const std::string json = serializeScenario(window.model()->scenario(), test::catalogue());
    const Result<Scenario> back = parseScenario(json, test::catalogue());
    QVERIFY(back.ok());
    QVERIFY(back->annotations == notes);

    // One undo step, which takes it away again.
    window.document()->undoStack()->undo();
    window.model()->flush();
    QVERIFY(window.model()->scenario().annotations.empty());
    QVERIFY(roofline->noteTexts().isEmpty());
    window.document()->undoStack()->redo();
    QVERIFY(window.charts()->noteMenu()->removeNote(0));
    window.model()->flush();
    QVERIFY(window.model()->scenario().annotations.empty());
}

void TestChartNotes::outsideThePlotNothingIsAdded() {
    auto document = test::makeDocument();
    MainWindow window(document.get());
    window.resize(1280, 800);
    window.show();
    QCoreApplication::processEvents();
    RooflineChart* roofline = window.charts()->roofline();
    QVERIFY(!window.charts()->noteMenu()->addNote(roofline, QPoint(1, 1), QStringLiteral("x")));
    const QPoint inside = roofline->mapFromScene(
        roofline->chart()->mapToScene(roofline->chart()->plotArea().center()));
    QVERIFY(!window.charts()->noteMenu()->addNote(roofline, inside, QStringLiteral("   ")));
    QVERIFY(window.model()->scenario().annotations.empty());
}

void TestChartNotes::captionUnderExports() {
    auto document = test::makeDocument();
    MainWindow window(document.get());
    window.model()->flush();
    const QString caption = exportCaption(window.model()->state(), test::catalogue());
    // The default state: Qwen3-8B on an RTX 5090 and the GPUs compared with it, serving.
    QVERIFY2(caption.contains(QStringLiteral("Qwen3-8B")), qPrintable(caption));
    QVERIFY2(caption.contains(QStringLiteral("RTX 5090")), qPrintable(caption));
    QVERIFY2(caption.contains(QStringLiteral("RTX 4090")), qPrintable(caption));
    QVERIFY2(caption.contains(QStringLiteral("H100 SXM")), qPrintable(caption));
    QVERIFY2(caption.contains(QStringLiteral("batch 1")), qPrintable(caption));

    RooflineChart* roofline = window.charts()->roofline();
    const QSize size(800, 500);
    const QImage plain = chartImage(*roofline, size, 1.0);
    const QImage captioned = chartImage(*roofline, size, 1.0, caption);
    QCOMPARE(captioned.size(), plain.size());
    // The caption's strip at the bottom holds text: pixels of the ink colour, where the plain
    // chart has its x axis title and margin.
    const QColor ink = roofline->palette().color(QPalette::WindowText);
    auto inkPixels = [&ink](const QImage& image, int fromY) {
        int n = 0;
        for (int y = fromY; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (QColor(image.pixel(x, y)) == ink)
                    ++n;
        return n;
    };
    const int strip = size.height() - 30;
    QVERIFY(inkPixels(captioned, strip) > inkPixels(plain, strip));
}

QTEST_MAIN(TestChartNotes)
#include "tst_chart_notes.moc"
