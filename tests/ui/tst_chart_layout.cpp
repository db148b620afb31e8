// What the eye sees of the chart grid, from the widgets' geometry and the series' colours: a lone
// chart (View > chart, double-click, a lesson step) fills the grid and the four come back as a
// 2x2 grid; each GPU's markers wear its roof's colour after the GPUs are reordered, added or
// removed, and on a lesson's first step.
#include "ui/charts/chart_highlight.h"
#include "ui/charts/chart_view.h"
#include "ui/charts/roofline_chart.h"
#include "ui/document/state_editor.h"
#include "ui/layout/chart_grid.h"
#include "ui/lessons/lesson.h"
#include "ui/lessons/lesson_player.h"
#include "ui/lessons/teaching.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QChart>
#include <QScatterSeries>
#include <QTest>
#include <QXYSeries>

#include <algorithm>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

QString lesson(const char* id) {
    return QStringLiteral(RIDGELINE_SOURCE_DIR "/resources/lessons/") + QLatin1String(id) +
           QStringLiteral(".lesson.json");
}

// The share of the grid's area that `chart` covers.
double shareOfGrid(const ChartGrid& grid, const QWidget& chart) {
    const QRect area = grid.contentsRect();
    const QRect covered = chart.geometry() & area;
    return double(covered.width()) * covered.height() / (double(area.width()) * area.height());
}

// Every GPU's decode and prefill markers (and ridge) in the colour of its roof; returns the
// first mismatch, or empty.
QString markerColourMismatch(const RooflineChart& roofline) {
    for (int i = 0;; ++i) {
        const auto* roof =
            qobject_cast<QXYSeries*>(roofline.seriesByKey(QStringLiteral("roof:%1").arg(i)));
        if (!roof)
            return i > 0 ? QString() : QStringLiteral("no roof");
        const QColor want = roof->pen().color();
        for (const char* role : {"decode", "prefill", "ridge"}) {
            const auto* marker = qobject_cast<QScatterSeries*>(
                roofline.seriesByKey(QStringLiteral("%1:%2").arg(QLatin1String(role)).arg(i)));
            if (marker && marker->brush().color() != want)
                return QStringLiteral("%1:%2 is %3 on a %4 roof")
                    .arg(QLatin1String(role))
                    .arg(i)
                    .arg(marker->brush().color().name(), want.name());
        }
    }
}

} // namespace

class TestChartLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void loneChartFillsTheGrid_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1920x1080") << QSize(1920, 1080);
        QTest::newRow("1280x800") << QSize(1280, 800);
    }

    // The bug: the grid stretched both rows and columns whatever was shown, so a lone chart kept
    // its quarter and three quarters stayed empty.
    void loneChartFillsTheGrid() {
        QFETCH(QSize, size);
        auto document = test::makeDocument();
        MainWindow window(document.get());
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ChartGrid* grid = window.charts();
        for (int slot = 0; slot < 4; ++slot) {
            grid->setMaximized(slot);
            QCoreApplication::processEvents();
            const double share = shareOfGrid(*grid, *grid->charts()[slot]);
            QVERIFY2(
                share > 0.95,
                qPrintable(QStringLiteral("slot %1 covers %2 of the grid").arg(slot).arg(share)));
            grid->showAll();
            QCoreApplication::processEvents();
            for (int i = 0; i < 4; ++i) {
                const double quarter = shareOfGrid(*grid, *grid->charts()[i]);
                QVERIFY2(quarter > 0.22 && quarter <= 0.26,
                         qPrintable(QStringLiteral("after slot %1: chart %2 covers %3")
                                        .arg(slot)
                                        .arg(i)
                                        .arg(quarter)));
            }
        }
        // Double-click enlarges, as View > chart does; two side by side share the grid.
        QTest::mouseDClick(grid->charts()[3]->viewport(), Qt::LeftButton);
        QCoreApplication::processEvents();
        QCOMPARE(grid->maximized(), 3);
        QVERIFY(shareOfGrid(*grid, *grid->charts()[3]) > 0.95);
        grid->showCharts({2, 3});
        QCoreApplication::processEvents();
        for (int slot : {2, 3}) {
            const double half = shareOfGrid(*grid, *grid->charts()[slot]);
            QVERIFY2(half > 0.45 && half <= 0.51, qPrintable(QString::number(half)));
        }
        grid->setMaximized(1);
        QCoreApplication::processEvents();
        QVERIFY(shareOfGrid(*grid, *grid->charts()[1]) > 0.95);
    }

    // ridgeline --lesson a-decode-memory-bound --step 8: the step shows the memory chart alone.
    void lessonStepWithOneChart() {
        auto document = test::makeDocument();
        MainWindow window(document.get());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.teaching()->openLesson(lesson("a-decode-memory-bound")), QString());
        LessonPlayer* player = window.teaching()->player();
        int lone = 0;
        for (int i = 0; i < int(player->lesson()->steps.size()); ++i) {
            QVERIFY(player->goTo(i));
            QCoreApplication::processEvents();
            const QList<int> shown = window.charts()->shownSlots();
            if (shown.size() != 1)
                continue;
            ++lone;
            const double share =
                shareOfGrid(*window.charts(), *window.charts()->charts()[shown[0]]);
            QVERIFY2(share > 0.95, qPrintable(QStringLiteral("step %1: %2").arg(i + 1).arg(share)));
        }
        QVERIFY(lone > 0);
    }

    // The bug: lesson A step 1 after the default scenario showed the H100's decode point in the
    // RTX 4090's colour on its own (orange) roof: an unchanged series spec kept its old colour.
    void markersWearTheirRoofsColourInALesson() {
        auto document = test::makeDocument();
        MainWindow window(document.get());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.teaching()->openLesson(lesson("a-decode-memory-bound")), QString());
        QCoreApplication::processEvents();
        const QString mismatch = markerColourMismatch(*window.charts()->roofline());
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }

    // The bug: a highlighted KV curve's halo followed the curve past the top of the axis, over
    // the chart's title (lesson C steps 1, 2, 4-6). Drawn as the window draws it, no pixel of the
    // highlight's colour lies outside the plot area.
    void highlightsStayInsideThePlot_data() {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QSize>("size");
        for (const char* id : {"c-kv-cache", "a-decode-memory-bound", "b-4090-vs-h100-inference"})
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)})
                QTest::addRow("%s %dx%d", id, size.width(), size.height()) << lesson(id) << size;
    }

    void highlightsStayInsideThePlot() {
        QFETCH(QString, lesson);
        QFETCH(QSize, size);
        auto document = test::makeDocument();
        MainWindow window(document.get());
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.teaching()->openLesson(lesson), QString());
        LessonPlayer* player = window.teaching()->player();
        const QRgb accent = highlightColor().rgb();
        for (int i = 0; i < int(player->lesson()->steps.size()); ++i) {
            QVERIFY(player->goTo(i));
            QCoreApplication::processEvents();
            for (int slot : window.charts()->shownSlots()) {
                ChartView* chart = window.charts()->charts()[slot];
                const QImage image =
                    chart->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
                const QRect plot =
                    chart->mapFromScene(chart->chart()->mapToScene(chart->chart()->plotArea()))
                        .boundingRect()
                        .adjusted(-2, -2, 2, 2);
                int outside = 0;
                for (int y = 0; y < image.height(); ++y)
                    for (int x = 0; x < image.width(); ++x)
                        if (!plot.contains(x, y) && image.pixel(x, y) == accent)
                            ++outside;
                QVERIFY2(outside == 0, qPrintable(QStringLiteral("step %1, %2: %3 pixels")
                                                      .arg(i + 1)
                                                      .arg(chart->chartTitle())
                                                      .arg(outside)));
            }
        }
    }

    void markersWearTheirRoofsColourAfterAReorder_data() {
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("swap") << QStringList{QStringLiteral("h100-sxm"),
                                             QStringLiteral("rtx-4090")};
        QTest::newRow("four") << QStringList{QStringLiteral("h100-sxm"),
                                             QStringLiteral("a100-sxm-80gb"),
                                             QStringLiteral("h200-sxm"), QStringLiteral("b200")};
        QTest::newRow("reversed four")
            << QStringList{QStringLiteral("b200"), QStringLiteral("h200-sxm"),
                           QStringLiteral("a100-sxm-80gb"), QStringLiteral("h100-sxm")};
        QTest::newRow("one removed")
            << QStringList{QStringLiteral("h200-sxm"), QStringLiteral("h100-sxm")};
    }

    void markersWearTheirRoofsColourAfterAReorder() {
        QFETCH(QStringList, ids);
        auto model = test::makeModel();
        StateEditor editor(model.get());
        ChartGrid grid(&editor);
        const Catalogue catalogue = test::catalogue(); // gpu() points into it
        const auto choose = [&](const QStringList& list) {
            std::vector<GpuChoice> choices;
            for (const QString& id : list) {
                const Gpu* gpu = catalogue.gpu(id.toStdString());
                QVERIFY2(gpu, qPrintable(id));
                choices.push_back(GpuChoice{*gpu});
            }
            editor.change(QStringLiteral("GPUs"),
                          [&](ScenarioState& st) { st.setChoices(choices, 0, test::catalogue()); });
            model->flush();
        };
        choose({QStringLiteral("rtx-4090"), QStringLiteral("h100-sxm"),
                QStringLiteral("a100-sxm-80gb"), QStringLiteral("h200-sxm")});
        QVERIFY(markerColourMismatch(*grid.roofline()).isEmpty());
        choose(ids);
        if (QTest::currentTestFailed())
            return;
        const QString mismatch = markerColourMismatch(*grid.roofline());
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }
};

QTEST_MAIN(TestChartLayout)
#include "tst_chart_layout.moc"
