// The serving view: in inference mode a fifth chart, TTFT and TPOT percentiles and throughput
// against the request rate with the limits and the capacity marked, shown with Ctrl+5 (View >
// Serving) and from the Plan dialog, simulated only while it is shown unless the scenario
// serves a load; exported as CSV; the summary's P99 TTFT and capacity tiles and the explain
// panel's "simulated, N requests, seed S" come from the core's results.
#include "core/catalogue/catalogue.h"
#include "core/scenario/choices.h"
#include "core/serving/serving_sim.h"
#include "ui/charts/chart_style.h"
#include "ui/charts/roofline_chart.h"
#include "ui/charts/serving_chart.h"
#include "ui/document/scenario_file.h"
#include "ui/explain/explain_panel.h"
#include "ui/explain/explanation.h"
#include "ui/export/chart_export.h"
#include "ui/layout/chart_grid.h"
#include "ui/plan/plan_dialog.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui/units.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QAction>
#include <QFile>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

const QString servingExample = QStringLiteral(
    RIDGELINE_SOURCE_DIR "/resources/scenarios/llama-3.1-8b-h100-serving-load.ridgeline.json");
const QString planExample = QStringLiteral(
    RIDGELINE_SOURCE_DIR "/resources/scenarios/llama-3.1-70b-plan-1000-requests-per-minute"
                         ".ridgeline.json");

QStringList axisTitles(ServingChart* chart) {
    QStringList titles;
    for (QAbstractAxis* axis : chart->chart()->axes())
        titles << axis->titleText();
    return titles;
}

} // namespace

class TestServingChart : public QObject {
    Q_OBJECT

    std::unique_ptr<Document> doc_;
    std::unique_ptr<MainWindow> window_;

    ScenarioModel* model() const { return doc_->model(); }
    ChartGrid* grid() const { return window_->charts(); }
    ServingChart* serving() const { return grid()->serving(); }

private Q_SLOTS:
    void init() {
        doc_ = test::makeDocument();
        window_ = std::make_unique<MainWindow>(doc_.get());
        window_->resize(1280, 800);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }
    void cleanup() {
        window_.reset();
        doc_.reset();
    }

    // The default scenario serves no load: no curve until the chart is shown; Ctrl+5 shows it
    // alone, computed then; Esc returns to the four.
    void shownWithCtrl5AndComputedOnlyThen() {
        QCOMPARE(grid()->charts().size(), 5);
        QCOMPARE(grid()->chartIndex(ChartGrid::servingSlot), int(ServingIndex));
        QVERIFY(!serving()->isVisible());
        QVERIFY(!model()->chartData().serving);
        QVERIFY(!window_->summary()->visibleKeys().contains(QStringLiteral("serving-capacity")));

        QTest::keyClick(window_.get(), Qt::Key_5, Qt::ControlModifier);
        QCOMPARE(grid()->maximized(), ChartGrid::servingSlot);
        QVERIFY(serving()->isVisible());
        QVERIFY(!grid()->roofline()->isVisible());
        QTRY_VERIFY(model()->chartData().serving.has_value());
        QVERIFY(!model()->chartData().serving->empty());
        QTRY_VERIFY(!serving()->dataPoints(QStringLiteral("ttft-p99")).isEmpty());
        const std::vector<ServingCurvePoint>& points = model()->chartData().serving->points;
        QCOMPARE(
            serving()->dataPoints(QStringLiteral("ttft-p99")).size(),
            qsizetype(std::count_if(points.begin(), points.end(),
                                    [](const ServingCurvePoint& p) { return !p.overloaded; })));

        QTest::keyClick(window_.get(), Qt::Key_Escape);
        QCOMPARE(grid()->maximized(), -1);
        QVERIFY(!serving()->isVisible());
        QVERIFY(grid()->roofline()->isVisible());
        QVERIFY(!model()->servingCurveWanted());
    }

    // The example that serves a load: curves, axis titles with units, the limits and the
    // capacity marked, all from ChartData::serving.
    void drawsTheCoreCurveWithLimitsAndCapacity() {
        QVERIFY(doc_->load(servingExample).empty());
        model()->flush();
        window_->findChild<QAction*>(QStringLiteral("servingChartAction"))->trigger();
        QVERIFY(serving()->isVisible());
        const ServingCurve& c = *model()->chartData().serving;
        QVERIFY(!c.empty());

        QCOMPARE(serving()->axisTitle(Qt::Horizontal), QStringLiteral("Request rate (req/s)"));
        const QStringList titles = axisTitles(serving());
        QVERIFY2(titles.contains(QStringLiteral("Time (s)")), qPrintable(titles.join(u'|')));
        QVERIFY2(titles.contains(QStringLiteral("Throughput (tokens/s)")),
                 qPrintable(titles.join(u'|')));
        for (const char* key :
             {"ttft-p50", "ttft-p90", "ttft-p99", "tpot-p50", "tpot-p90", "tpot-p99", "throughput"})
            QVERIFY2(serving()->seriesKeys().contains(QLatin1String(key)), key);
        QCOMPARE(serving()->seriesName(QStringLiteral("ttft-p99")), QStringLiteral("TTFT P99"));

        // TTFT P99 and throughput are the core's, point for point; an overloaded rate has no
        // first-token time to draw (it grows without bound) but carries its throughput.
        const QList<QPointF> ttft = serving()->dataPoints(QStringLiteral("ttft-p99"));
        const QList<QPointF> tput = serving()->dataPoints(QStringLiteral("throughput"));
        QCOMPARE(tput.size(), qsizetype(c.points.size()));
        qsizetype drawn = 0;
        for (std::size_t i = 0; i < c.points.size(); ++i) {
            QVERIFY(test::near(tput[qsizetype(i)].y(), c.points[i].outputTokensPerS, 1e-9));
            QCOMPARE(c.points[i].overloaded, !std::isfinite(c.points[i].ttftS.p99));
            if (c.points[i].overloaded)
                continue;
            QVERIFY(test::near(ttft[drawn].x(), c.points[i].requestsPerS, 1e-9));
            QVERIFY(test::near(ttft[drawn].y(), c.points[i].ttftS.p99, 1e-9));
            ++drawn;
        }
        QCOMPARE(ttft.size(), drawn);
        QVERIFY(c.points.back().overloaded); // the sweep goes past the capacity

        // Limits: 0.5 s first token and 30 ms per token at P99, dashed lines with their labels.
        QCOMPARE(serving()->dataPoints(QStringLiteral("limit-ttft")).value(0).y(), 0.5);
        QCOMPARE(serving()->dataPoints(QStringLiteral("limit-tpot")).value(0).y(), 0.03);
        const QStringList labels = serving()->labelTexts();
        QVERIFY2(labels.contains(QStringLiteral("TTFT limit 0.5 s at P99")),
                 qPrintable(labels.join(u'|')));

        // The capacity: one marker on the throughput curve at the core's rate, labelled.
        QVERIFY(c.capacity.requestsPerS > 0);
        const QList<QPointF> cap = serving()->dataPoints(QStringLiteral("capacity"));
        QCOMPARE(cap.size(), 1);
        QVERIFY(test::near(cap[0].x(), c.capacity.requestsPerS, 1e-9));
        QVERIFY(test::near(cap[0].y(), c.capacity.outputTokensPerS, 1e-9));
        // ... on the line: the throughput series passes through it.
        QVERIFY(std::any_of(tput.begin(), tput.end(), [&](const QPointF& p) {
            return test::near(p.x(), cap[0].x(), 1e-9) && test::near(p.y(), cap[0].y(), 1e-9);
        }));
        const QString capText =
            QStringLiteral("capacity %1 req/s").arg(formatValue(c.capacity.requestsPerS));
        QVERIFY2(labels.contains(capText), qPrintable(labels.join(u'|')));
        // Labels do not overlap each other.
        const QList<QRectF> rects = serving()->labelRects();
        for (int i = 0; i < rects.size(); ++i)
            for (int j = i + 1; j < rects.size(); ++j)
                QVERIFY(!rects[i].intersects(rects[j]));
    }

    void exportsCsvWithItsHeader() {
        QVERIFY(doc_->load(servingExample).empty());
        model()->flush();
        const ServingCurve& c = *model()->chartData().serving;
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("serving.csv"));
        QCOMPARE(
            exportChart(*serving(), model()->chartData(), ServingIndex, ExportFormat::Csv, path),
            QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList rows =
            QString::fromUtf8(f.readAll()).trimmed().split(QStringLiteral("\r\n"));
        QCOMPARE(rows.first(),
                 QStringLiteral("Request rate (req/s),Completed (req/s),Completed (tokens/s),"
                                "Offered (tokens/s),TTFT P50 (s),TTFT P90 (s),TTFT P99 (s),"
                                "TPOT P50 (s),TPOT P90 (s),TPOT P99 (s),Latency P99 (s),"
                                "TTFT limit at P99 (s),TPOT limit at P99 (s),Capacity"));
        QCOMPARE(rows.size(), qsizetype(c.points.size()) + 1);
        int capacityRows = 0;
        for (const QString& row : rows.mid(1)) {
            const QStringList cells = row.split(QLatin1Char(','));
            QCOMPARE(cells.size(), 14);
            if (cells.last() == QStringLiteral("1")) {
                ++capacityRows;
                QVERIFY(test::near(cells[0].toDouble(), c.capacity.requestsPerS, 1e-9));
            }
        }
        QCOMPARE(capacityRows, 1);
        QCOMPARE(chartBaseName(ServingIndex), QStringLiteral("serving"));
    }

    // The summary's tiles and the explain panel read the core's simulation.
    void summaryAndExplainShowTheSimulation() {
        QVERIFY(doc_->load(servingExample).empty());
        model()->flush();
        SummaryStrip* strip = window_->summary();
        const QStringList keys = strip->visibleKeys();
        QVERIFY(keys.contains(QStringLiteral("serving-ttft-p99")));
        QVERIFY(keys.contains(QStringLiteral("serving-capacity")));
        const ServingFigures& f = *model()->primaryResults().serving;
        QCOMPARE(strip->item(QStringLiteral("serving-ttft-p99"))->value(),
                 units::seconds(f.ttftS.p99));
        // The same simulation as evaluateWithServing() of the scenario.
        const Results direct = evaluateWithServing(model()->scenario());
        QCOMPARE(direct.serving->ttftS.p99, f.ttftS.p99);
        const Capacity& cap = model()->chartData().serving->capacity;
        QCOMPARE(strip->item(QStringLiteral("serving-capacity"))->value(),
                 QStringLiteral("%1 req/s").arg(units::number(cap.requestsPerS)));

        QTest::mouseClick(strip->item(QStringLiteral("serving-ttft-p99")), Qt::LeftButton);
        const QString text = window_->explainPanel()->text();
        QVERIFY2(text.contains(QStringLiteral("simulated, 1000 requests, seed 1, arrivals "
                                              "Poisson at 8 req/s")),
                 qPrintable(text));
        QVERIFY2(text.contains(units::seconds(f.ttftS.p99)), qPrintable(text));

        const Scenario& s = model()->scenario();
        const Explanation e =
            explain(QStringLiteral("serving-capacity"),
                    ExplainInput{s, model()->primaryResults(), &*model()->chartData().serving});
        QVERIFY(!e.isEmpty());
        QVERIFY(e.lines.join(u'\n').contains(
            QStringLiteral("capacity: %1 req/s").arg(units::number(cap.requestsPerS))));
        // The one computed line: the share of the offline maximum the limits leave usable.
        QCOMPARE(e.arithmetic.size(), 1);
        QVERIFY(test::near(e.arithmetic[0].result,
                           cap.requestsPerS / model()->chartData().serving->offlineRequestsPerS));
    }

    // The scheduler line says when the engine reserves whole requests and never preempts
    // (TensorRT-LLM), and not for the vLLM example.
    void explainSaysWhenTheEngineNeverPreempts() {
        QVERIFY(doc_->load(servingExample).empty());
        model()->flush();
        const auto schedulerLine = [](const Scenario& s) {
            const Results r = evaluateWithServing(s);
            return explain(QStringLiteral("serving-ttft"), ExplainInput{s, r}).lines.join(u'\n');
        };
        Scenario s = model()->scenario();
        QVERIFY(!schedulerLine(s).contains(QStringLiteral("never preempted")));
        const auto catalogue = builtinCatalogue();
        QVERIFY(catalogue.ok());
        setEngine(s, *catalogue->engine("tensorrt-llm"));
        const QString text = schedulerLine(s);
        QVERIFY2(text.contains(QStringLiteral("a request admitted only when its whole answer fits "
                                              "in the cache (never preempted)")),
                 qPrintable(text));
    }

    void trainingHasNoServingChart() {
        QVERIFY(doc_->load(QStringLiteral(RIDGELINE_SOURCE_DIR
                                          "/resources/scenarios/"
                                          "llama-2-70b-training-time.ridgeline.json"))
                    .empty());
        model()->flush();
        QCOMPARE(grid()->charts().size(), 4);
        QVERIFY(!grid()->charts().contains(serving()));
        QVERIFY(!window_->findChild<QAction*>(QStringLiteral("servingChartAction"))->isVisible());
        grid()->setMaximized(ChartGrid::servingSlot); // no such slot: all four
        QCOMPARE(grid()->maximized(), -1);
        QVERIFY(!serving()->isVisible());
    }

    // Plan > What to buy or rent: "Serving curve" opens the selected plan and asks for the chart.
    void planDialogOpensTheServingCurve() {
        QVERIFY(doc_->load(planExample).empty());
        model()->flush();
        PlanDialog dialog(doc_->editor());
        dialog.show();
        dialog.search();
        QVERIFY(!dialog.result().plans.empty());
        dialog.table()->selectRow(0);
        QVERIFY(dialog.servingButton()->isEnabled());
        QTest::mouseClick(dialog.servingButton(), Qt::LeftButton);
        QVERIFY(dialog.servingRequested());
        model()->flush();
        QCOMPARE(model()->scenario().hardware.gpu.id,
                 dialog.result().plans[0].scenario.hardware.gpu.id);
        grid()->setMaximized(ChartGrid::servingSlot);
        QTRY_VERIFY(model()->chartData().serving.has_value());
        // The plan's limits: 5 s for the whole answer at P95.
        QTRY_VERIFY(!serving()->dataPoints(QStringLiteral("limit-latency")).isEmpty());
        QCOMPARE(serving()->dataPoints(QStringLiteral("limit-latency")).value(0).y(), 5.0);
        QCOMPARE(serving()->seriesName(QStringLiteral("latency-p99")),
                 QStringLiteral("Latency P95"));
        // The CSV adds the columns of that percentile.
        const QString header =
            chartCsv(model()->chartData(), ServingIndex, units::MemoryUnit::binary)
                .section(u'\r', 0, 0);
        QVERIFY2(header.contains(QStringLiteral(",Latency P95 (s),")), qPrintable(header));
        QVERIFY2(header.endsWith(QStringLiteral(",Latency limit at P95 (s),Capacity")),
                 qPrintable(header));
        QCOMPARE(serving()->dataPoints(QStringLiteral("capacity")).size(), 1);
    }
};

QTEST_MAIN(TestServingChart)
#include "tst_serving_chart.moc"
