// The frontier view (docs/frontier.md): View > Frontier (Ctrl+6) and the Plan dialog's
// "Frontier" button show it; the sweep runs off the interface thread and a changed scenario
// stops the stale sweep, whose figures are never shown; the curves, the front and the cheapest
// points at an interactivity are the core's; measured points come from a file; the PNG, SVG
// and CSV exports hold the same figures.
#include "core/charts/frontier.h"
#include "core/charts/frontier_io.h"
#include "ui/charts/frontier_chart.h"
#include "ui/document/document.h"
#include "ui/document/scenario_file.h"
#include "ui/layout/chart_grid.h"
#include "ui/model/scenario_model.h"
#include "ui/plan/plan_dialog.h"
#include "ui/window/frontier_view.h"
#include "ui/window/frontier_worker.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QXmlStreamReader>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

const QString llamaExample = QStringLiteral(
    RIDGELINE_SOURCE_DIR "/resources/scenarios/llama-3.1-8b-h100-serving-load.ridgeline.json");
const QString deepseekExample = QStringLiteral(
    RIDGELINE_SOURCE_DIR "/tests/data/deepseek-r1-fp8-h200-b200-gb200.ridgeline.json");
const QString measuredFile =
    QStringLiteral(RIDGELINE_SOURCE_DIR "/tests/data/frontier-measured-small.csv");
constexpr int sweepTimeoutMs = 120000; // a bound for a loaded machine, not a speed check

Scenario scenarioFrom(const QString& path) {
    const Result<Scenario> s = readScenarioFile(path, test::catalogue());
    if (!s)
        qFatal("cannot read %s", qPrintable(path));
    return *s;
}

std::vector<std::string> gpuIdsOf(const Scenario& s) {
    std::vector<std::string> ids;
    for (const GpuChoice& c : configurations(s))
        ids.push_back(c.gpu.id);
    return ids;
}

bool sameFigures(const Frontier& a, const Frontier& b) {
    if (a.configurations.size() != b.configurations.size() || a.front.size() != b.front.size())
        return false;
    for (std::size_t i = 0; i < a.configurations.size(); ++i) {
        const FrontierConfiguration& x = a.configurations[i];
        const FrontierConfiguration& y = b.configurations[i];
        if (x.gpuId != y.gpuId || x.tensorParallel != y.tensorParallel ||
            x.expertParallel != y.expertParallel || x.points.size() != y.points.size())
            return false;
        for (std::size_t j = 0; j < x.points.size(); ++j)
            if (x.points[j].perGpuOutputTokensPerS != y.points[j].perGpuOutputTokensPerS ||
                x.points[j].interactivityTokensPerS != y.points[j].interactivityTokensPerS)
                return false;
    }
    return true;
}

// Shows `view` and waits for its frontier of `s`.
void sweep(FrontierView& view, const Scenario& s) {
    view.resize(1200, 700);
    view.show();
    view.setScenario(s, gpuIdsOf(s));
    QTRY_VERIFY_WITH_TIMEOUT(view.shown() == 1, sweepTimeoutMs);
}

} // namespace

class TestFrontierView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A sweep of three GPUs is running when the scenario changes: it is stopped, and only the
    // new scenario's frontier is ever drawn.
    void staleSweepIsStoppedAndNeverShown() {
        auto doc = test::makeDocument();
        MainWindow window(doc.get());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(doc->load(deepseekExample).empty());
        doc->model()->flush();
        window.findChild<QAction*>(QStringLiteral("frontierAction"))->trigger();
        FrontierView* view = window.frontierView();
        QVERIFY(window.frontierShown());
        QVERIFY(view->isVisible());
        QVERIFY(!window.charts()->isVisible());
        QVERIFY(view->sweeping());
        // The window answers while the sweep runs: its progress arrives through the event loop.
        QTRY_VERIFY_WITH_TIMEOUT(view->progressBar()->value() > 0, sweepTimeoutMs);
        QVERIFY(view->sweeping());
        QCOMPARE(view->shown(), 0);

        QVERIFY(doc->load(llamaExample).empty());
        doc->model()->flush();
        QCOMPARE(view->worker()->started(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(!view->sweeping(), sweepTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(view->worker()->threadsAlive(), 0, sweepTimeoutMs);
        QCOMPARE(view->shown(), 1);
        QCOMPARE(view->worker()->delivered(), 1);
        const Frontier expected = frontier(doc->model()->scenario(), defaultFrontierConcurrency());
        QVERIFY(sameFigures(view->chart()->frontier(), expected));
        for (const FrontierConfiguration& c : view->chart()->frontier().configurations)
            QVERIFY(c.gpuId != "h200-sxm" && c.gpuId != "gb200" && c.gpuId != "b200");
        QCOMPARE(view->progressBar()->value(), expected.simulations);

        // Esc returns to the charts; training hides the view's action.
        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!window.frontierShown());
        QVERIFY(window.charts()->isVisible());
    }

    // The curves, the front and the cheapest points are the core's; the toggle shows total
    // tokens/s per GPU.
    void curvesFrontAndPickAreTheCore() {
        const Scenario s = scenarioFrom(llamaExample);
        FrontierView view;
        sweep(view, s);
        QCOMPARE(view.shown(), 1);
        const Frontier f = frontier(s, defaultFrontierConcurrency());
        FrontierChart* chart = view.chart();
        QVERIFY(sameFigures(chart->frontier(), f));
        QCOMPARE(f.configurations.size(), std::size_t(4)); // TP 1, 2, 4, 8 on H100
        for (std::size_t i = 0; i < f.configurations.size(); ++i) {
            const QList<QPointF> drawn = chart->dataPoints(QStringLiteral("config:%1").arg(i));
            QCOMPARE(drawn.size(), qsizetype(f.configurations[i].points.size()));
            for (qsizetype j = 0; j < drawn.size(); ++j) {
                const FrontierPoint& p = f.configurations[i].points[std::size_t(j)];
                QVERIFY(test::near(drawn[j].x(), p.interactivityTokensPerS, 1e-6));
                QVERIFY(test::near(drawn[j].y(), p.perGpuOutputTokensPerS, 1e-6));
            }
        }
        QCOMPARE(chart->seriesName(QStringLiteral("config:1")), QStringLiteral("2× H100 SXM TP2"));
        QCOMPARE(chart->dataPoints(QStringLiteral("front")).size(), qsizetype(f.front.size()));

        test::typeInto(view.interactivityBox(), QStringLiteral("250"));
        const FrontierPick pick = cheapestAtInteractivity(f, 250);
        QVERIFY(pick.owned && pick.cloud);
        const FrontierConfiguration& c = f.configurations[std::size_t(pick.owned->configuration)];
        const FrontierPoint& p = c.points[std::size_t(pick.owned->point)];
        const QList<QPointF> owned = chart->dataPoints(QStringLiteral("pick-owned"));
        QCOMPARE(owned.size(), 1);
        QVERIFY(test::near(owned[0].x(), p.interactivityTokensPerS, 1e-6));
        QVERIFY(view.pickLabel()->text().contains(FrontierChart::configurationName(c)));
        QVERIFY(
            view.pickLabel()->text().contains(QStringLiteral("concurrency %1").arg(p.concurrency)));
        QVERIFY(chart->labelTexts().contains(
            QStringLiteral("cheapest owned: %1").arg(FrontierChart::configurationName(c))));
        // Above every point: nothing to name.
        test::typeInto(view.interactivityBox(), QStringLiteral("5000"));
        QVERIFY(chart->dataPoints(QStringLiteral("pick-owned")).isEmpty());
        QVERIFY(view.pickLabel()->text().contains(QStringLiteral("none")));

        view.tokensBox()->setCurrentIndex(1);
        const QList<QPointF> total = chart->dataPoints(QStringLiteral("config:0"));
        QVERIFY(
            test::near(total[0].y(), f.configurations[0].points[0].perGpuTotalTokensPerS, 1e-6));
        QVERIFY(chart->axisTitle(Qt::Vertical).contains(QStringLiteral("prompt and output")));
    }

    // Measured points from a serving-curves CSV: one per run, at its output tokens/s per GPU and
    // 1 / mean TPOT, labelled.
    void measuredPointsFromAFile() {
        const Scenario s = scenarioFrom(llamaExample);
        FrontierView view;
        sweep(view, s);
        QCOMPARE(view.shown(), 1);
        QCOMPARE(view.loadMeasured(measuredFile), QString());
        const QList<QPointF> points = view.chart()->dataPoints(QStringLiteral("measured"));
        QCOMPARE(points.size(), 2);
        // SC002/SC004 (concurrency 4) and SC006/SC008 (concurrency 8).
        QVERIFY(test::near(points[0].y(), 49.17, 1e-6));
        QVERIFY(test::near(points[0].x(), 1000 / 9.7, 1e-6));
        QVERIFY(test::near(points[1].y(), 82.37, 1e-6));
        QVERIFY(test::near(points[1].x(), 1000 / 11.73, 1e-6));
        QCOMPARE(view.chart()->measured().size(), std::size_t(2));
        const QStringList labels = view.chart()->labelTexts();
        QVERIFY(labels.contains(QString::fromStdString(view.chart()->measured()[0].label)));
        QVERIFY(!view.chart()->seriesName(QStringLiteral("measured")).isEmpty());
        // A file that is neither form: the problem names it.
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.csv"));
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("not,a,benchmark\n1,2,3\n");
        out.close();
        QVERIFY(view.loadMeasured(bad).contains(QStringLiteral("bad.csv")));
        QCOMPARE(view.chart()->dataPoints(QStringLiteral("measured")).size(), 2);
    }

    // PNG, SVG and CSV of the view: the CSV is the core's frontier rows with the pick at the
    // interactivity asked for, the SVG holds the series as drawn.
    void exportsHoldTheSameFigures() {
        const Scenario s = scenarioFrom(llamaExample);
        FrontierView view;
        sweep(view, s);
        QCOMPARE(view.shown(), 1);
        view.interactivityBox()->setValue(150);
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("frontier.csv"));
        QCOMPARE(view.exportTo(csv, ExportFormat::Csv), QString());
        QFile in(csv);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(in.readAll());
        const Frontier f = frontier(s, defaultFrontierConcurrency());
        QCOMPARE(text, QString::fromStdString(frontierToCsv(f, 150.0)));
        const QStringList rows = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 1 + 40); // 4 layouts x 10 concurrencies
        QVERIFY(rows[0].endsWith(QStringLiteral("cheapest_owned,cheapest_cloud")));

        const QString svg = dir.filePath(QStringLiteral("frontier.svg"));
        QCOMPARE(view.exportTo(svg, ExportFormat::Svg), QString());
        QFile svgIn(svg);
        QVERIFY(svgIn.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(svgIn.readAll());
        QString svgText; // every piece of text the SVG draws
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::Characters)
                svgText += xml.text().toString() + QLatin1Char('\n');
        QVERIFY(!xml.hasError());
        for (const QString& name :
             {QStringLiteral("H100 SXM"), QStringLiteral("TP 8"), QStringLiteral("Pareto front"),
              QStringLiteral("Tokens/s per user")})
            QVERIFY2(svgText.contains(name), qPrintable(name));

        const QString png = dir.filePath(QStringLiteral("frontier.png"));
        ExportOptions options;
        options.size = QSize(1000, 600);
        options.scale = 1;
        QCOMPARE(view.exportTo(png, ExportFormat::Png, options), QString());
        QCOMPARE(QImage(png).size(), QSize(1000, 600));
    }

    // The Plan dialog's "Frontier" opens the selected plan with the frontier view.
    void planDialogOpensTheFrontier() {
        auto doc = test::makeDocument();
        MainWindow window(doc.get());
        QVERIFY(doc->load(llamaExample).empty());
        doc->model()->flush();
        PlanDialog dialog(doc->editor(), &window);
        dialog.search();
        QVERIFY(dialog.table()->rowCount() > 0);
        QVERIFY(dialog.frontierButton()->isVisibleTo(&dialog));
        QVERIFY(dialog.frontierButton()->isEnabled());
        dialog.openSelectedFrontier();
        QVERIFY(dialog.frontierRequested());
        QVERIFY(!dialog.servingRequested());
    }
};

QTEST_MAIN(TestFrontierView)
#include "tst_frontier_view.moc"
