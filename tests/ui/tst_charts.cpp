// The four chart widgets: what they hold after setData (series per GPU, points that move with
// the scenario, stable axes), the pinned comparison and the hover contract. Their texts,
// legends, palette and rendering: tst_chart_rendering.
#include "chart_fixture.h"
#include "ui/charts/chart_style.h"

#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QXYSeries>

#include <cmath>
#include <set>

using namespace ridgeline;
using namespace ridgeline::ui;
using namespace ridgeline::test;

namespace {

constexpr double relativeTolerance = 1e-9;

bool near(double a, double b, double tolerance = relativeTolerance) {
    return std::abs(a - b) <= tolerance * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestCharts : public QObject, ChartFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(loadCatalogue()); }

    void aGpuKeepsItsColour() {
        // The same GPU in the same colour whatever its place in the comparison.
        QCOMPARE(gpuColorSlots({"h100-sxm"}), std::vector<int>({1}));
        QCOMPARE(gpuColorSlots({"l40s", "h100-sxm", "rtx-4090"}), std::vector<int>({3, 1, 0}));
        // Two GPUs never share a slot while slots are free; the same ids give the same slots.
        const std::vector<std::string> ids{"h100-sxm", "h100-pcie", "h100-nvl", "a100-pcie-80gb",
                                           "rtx-3090", "gh200",     "mi250x",   "l4"};
        const std::vector<int> slots = gpuColorSlots(ids);
        QCOMPARE(std::set<int>(slots.begin(), slots.end()).size(), ids.size());
        QCOMPARE(gpuColorSlots(ids), slots);
        // On the charts: the H100's roof is drawn in one colour, first or second.
        const auto roofColour = [this](std::vector<GpuChoice> choices) {
            const ChartData data = buildChartData(scenario_, choices);
            RooflineChart roof;
            roof.setData(data, scenario_);
            const auto key = QStringLiteral("roof:%1").arg(choices[0].gpu.id == "h100-sxm" ? 0 : 1);
            return static_cast<QXYSeries*>(roof.seriesByKey(key))->pen().color();
        };
        const QColor first = roofColour({choice("h100-sxm"), choice("rtx-4090")});
        QCOMPARE(first, roofColour({choice("rtx-4090"), choice("h100-sxm")}));
        QCOMPARE(first, roofColour({choice("a100-sxm-80gb"), choice("h100-sxm")}));
    }

    void onePerGpu() {
        auto choices = threeGpus();
        ChartData data = buildChartData(scenario_, choices);
        RooflineChart roof;
        MemoryChart memory;
        CostChart cost;
        KvCacheChart kv;
        for (ChartView* v : std::initializer_list<ChartView*>{&roof, &memory, &cost, &kv})
            v->setData(data, scenario_);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(roof.seriesByKey(QStringLiteral("roof:%1").arg(i)));
            QVERIFY(cost.seriesByKey(QStringLiteral("cost-owned:%1").arg(i)));
            QVERIFY(cost.seriesByKey(QStringLiteral("cost-cloud:%1").arg(i)));
            // Every GPU its own KV limit line, the same free memory or not.
            QVERIFY(kv.seriesByKey(QStringLiteral("kv-limit:%1").arg(i)));
        }
        QCOMPARE(roof.seriesName(QStringLiteral("roof:1")), QStringLiteral("H100 SXM"));
        QCOMPARE(memory.categories().size(), 3);
        QCOMPARE(kv.seriesName(QStringLiteral("kv-limit:0")), QStringLiteral("RTX 4090"));
        QObject* keptRoof = roof.seriesByKey(QStringLiteral("roof:0"));

        // Deselect the A100: its roof, bar and curves go; the others stay the same objects.
        choices.pop_back();
        data = buildChartData(scenario_, choices);
        for (ChartView* v : std::initializer_list<ChartView*>{&roof, &memory, &cost, &kv})
            v->setData(data, scenario_);
        QVERIFY(!roof.seriesByKey(QStringLiteral("roof:2")));
        QVERIFY(!roof.seriesByKey(QStringLiteral("decode:2")));
        QVERIFY(!cost.seriesByKey(QStringLiteral("cost-owned:2")));
        QVERIFY(!cost.seriesByKey(QStringLiteral("cost-cloud:2")));
        QVERIFY(!kv.seriesByKey(QStringLiteral("kv-limit:2")));
        QCOMPARE(memory.categories().size(), 2);
        QCOMPARE(roof.seriesByKey(QStringLiteral("roof:0")), keptRoof);
        int roofs = 0;
        for (const QString& key : roof.seriesKeys())
            roofs += key.startsWith(QLatin1String("roof:"));
        QCOMPARE(roofs, 2);
    }

    // Two GPUs with the same free memory (H100 SXM and A100 SXM 80GB) each draw their own KV
    // limit line in their own colour, the colour of their roof, in any order of the comparison:
    // the A100's legend entry once showed the H100's colour on a line they shared.
    void equalFreeMemoryKeepsEachGpusColour() {
        const std::vector<GpuChoice> three = threeGpus();
        QHash<QString, QColor> colourOf;
        for (const std::vector<int>& order : {std::vector<int>{0, 1, 2}, {2, 0, 1}, {1, 2, 0}}) {
            std::vector<GpuChoice> choices;
            for (int k : order)
                choices.push_back(three[std::size_t(k)]);
            const ChartData data = buildChartData(scenario_, choices);
            RooflineChart roof;
            KvCacheChart kv;
            roof.setData(data, scenario_);
            kv.setData(data, scenario_);
            int h100 = -1, a100 = -1;
            for (int i = 0; i < 3; ++i) {
                const QString id = QString::fromStdString(choices[std::size_t(i)].gpu.id);
                h100 = id == QLatin1String("h100-sxm") ? i : h100;
                a100 = id.startsWith(QLatin1String("a100")) ? i : a100;
                auto* line =
                    qobject_cast<QXYSeries*>(kv.seriesByKey(QStringLiteral("kv-limit:%1").arg(i)));
                QVERIFY(line);
                QCOMPARE(kv.seriesName(QStringLiteral("kv-limit:%1").arg(i)), gpuLabels(data)[i]);
                auto* roofLine =
                    qobject_cast<QXYSeries*>(roof.seriesByKey(QStringLiteral("roof:%1").arg(i)));
                QVERIFY(roofLine);
                QCOMPARE(line->pen().color(), roofLine->pen().color());
                QCOMPARE(kv.chart()->legend()->markers(line).size(), qsizetype(1));
                if (colourOf.contains(id))
                    QCOMPARE(line->pen().color(), colourOf[id]);
                colourOf[id] = line->pen().color();
            }
            QVERIFY(h100 >= 0 && a100 >= 0);
            QCOMPARE(data.kv.limits[std::size_t(h100)].freeBytes,
                     data.kv.limits[std::size_t(a100)].freeBytes);
            // On one another, dashed in turn: each shows its colour between the other's dashes.
            auto lineOf = [&kv](int i) {
                return qobject_cast<QXYSeries*>(
                    kv.seriesByKey(QStringLiteral("kv-limit:%1").arg(i)));
            };
            QCOMPARE(kv.dataPoints(QStringLiteral("kv-limit:%1").arg(h100)),
                     kv.dataPoints(QStringLiteral("kv-limit:%1").arg(a100)));
            QVERIFY(lineOf(h100)->pen().color() != lineOf(a100)->pen().color());
            QVERIFY(lineOf(h100)->pen().dashOffset() != lineOf(a100)->pen().dashOffset());
        }
        QCOMPARE(colourOf.size(), qsizetype(3));
    }

    void roofMatchesData() {
        const auto choices = threeGpus();
        const ChartData data = buildChartData(scenario_, choices);
        RooflineChart roof;
        roof.setData(data, scenario_);
        const QList<QPointF> points = roof.dataPoints(QStringLiteral("roof:1"));
        QCOMPARE(points.size(), qsizetype(data.roofline[1].roof.size()));
        QVERIFY(near(points[1].x(), data.roofline[1].ridge, 1e-9));
        QVERIFY(near(points[1].y(), data.roofline[1].peakFlops / 1e12, 1e-9));
        // Legend: the two kinds of inference, one entry for the effective roofs (the engine's
        // efficiencies are below 1), one for each pass's own roof (their GEMM shapes lower
        // both), then one entry per GPU roof.
        QStringList legend;
        roof.show();
        for (QLegendMarker* m : roof.chart()->legend()->markers())
            if (m->isVisible())
                legend << m->label();
        QCOMPARE(legend, (QStringList{QStringLiteral("decode"), QStringLiteral("prefill"),
                                      QStringLiteral("effective roof (\u03b7)"),
                                      QStringLiteral("decode roof"), QStringLiteral("prefill roof"),
                                      QStringLiteral("RTX 4090"), QStringLiteral("H100 SXM"),
                                      QStringLiteral("A100 SXM")}));
        QVERIFY(roof.labelTexts().join(QLatin1Char(' ')).contains(QLatin1String("ridge")));
    }

    void decodeMovesRightWithBatch() {
        const auto choices = threeGpus();
        RooflineChart roof;
        roof.setData(buildChartData(withBatch(1), choices), withBatch(1));
        const QList<QPointF> small = roof.dataPoints(QStringLiteral("decode:0"));
        roof.setData(buildChartData(withBatch(64), choices), withBatch(64));
        const QList<QPointF> large = roof.dataPoints(QStringLiteral("decode:0"));
        QCOMPARE(small.size(), 1);
        QCOMPARE(large.size(), 1);
        QVERIFY2(large[0].x() > 4 * small[0].x(),
                 qPrintable(QStringLiteral("%1 -> %2").arg(small[0].x()).arg(large[0].x())));
    }

    void kvDoublesWithBatch() {
        const auto choices = threeGpus();
        KvCacheChart kv;
        kv.setData(buildChartData(withBatch(8), choices), withBatch(8));
        const QList<QPointF> eight = kv.dataPoints(QStringLiteral("kv-current"));
        QCOMPARE(kv.seriesName(QStringLiteral("kv-current")), QStringLiteral("current batch"));
        QVERIFY(kv.labelTexts().contains(QStringLiteral("b=8")));
        kv.setData(buildChartData(withBatch(16), choices), withBatch(16));
        const QList<QPointF> sixteen = kv.dataPoints(QStringLiteral("kv-current"));
        // The legend keeps its names while the batch moves; the label follows it.
        QCOMPARE(kv.seriesName(QStringLiteral("kv-current")), QStringLiteral("current batch"));
        QVERIFY(kv.labelTexts().contains(QStringLiteral("b=16")));
        QVERIFY(!kv.labelTexts().contains(QStringLiteral("b=8")));
        QVERIFY(!eight.isEmpty());
        // The curves are cut where they leave the plot: twice the cache leaves it sooner. Each
        // point both keep (all but the cut end) holds twice the cache at the same context.
        QVERIFY(sixteen.size() >= 2 && sixteen.size() <= eight.size());
        for (qsizetype i = 0; i + 1 < sixteen.size(); ++i) {
            QCOMPARE(sixteen[i].x(), eight[i].x());
            QVERIFY(near(sixteen[i].y(), 2 * eight[i].y(), 1e-9));
        }
        QCOMPARE(kv.seriesName(QStringLiteral("kv-batch1")), QStringLiteral("batch 1"));
        // The largest batch that fits the primary GPU (the first choice here); the tooltip
        // names the GPU.
        const ChartData atSixteen = buildChartData(withBatch(16), choices);
        QCOMPARE(kv.seriesName(QStringLiteral("kv-largest")), QStringLiteral("largest batch"));
        QVERIFY(kv.labelTexts().contains(
            QStringLiteral("b=%1 (max)").arg(atSixteen.kv.series[2].batch)));
        auto* largest = static_cast<QXYSeries*>(kv.seriesByKey(QStringLiteral("kv-largest")));
        Q_EMIT largest->hovered(largest->at(0), true);
        QVERIFY(kv.hoverToolTip().contains(QLatin1String("RTX 4090")));
        QVERIFY(kv.seriesByKey(QStringLiteral("kv-context")));
    }

    void movingCurveDrawnDirectly() {
        // A curve that moves with each update is drawn directly (refilling its cache on every
        // paint costs more); a curve that stays put, and the moving one once it settles, is
        // cached between paints.
        const auto choices = threeGpus();
        KvCacheChart kv;
        const QString current = QStringLiteral("kv-current"), one = QStringLiteral("kv-batch1");
        for (const int batch : {8, 16, 24})
            kv.setData(buildChartData(withBatch(batch), choices), withBatch(batch));
        QCOMPARE(kv.seriesCacheMode(current), QGraphicsItem::NoCache);
        QCOMPARE(kv.seriesCacheMode(one), QGraphicsItem::DeviceCoordinateCache);
        for (int i = 0; i < 3; ++i)
            kv.setData(buildChartData(withBatch(24), choices), withBatch(24));
        QCOMPARE(kv.seriesCacheMode(current), QGraphicsItem::DeviceCoordinateCache);
        // Without caching (SVG and PDF exports) nothing is cached.
        kv.setItemCaching(false);
        QCOMPARE(kv.seriesCacheMode(one), QGraphicsItem::NoCache);
    }

    void seriesThatLeavesComesBackInPlace() {
        // The batch-1 curve leaves while the batch is 1 and comes back after: it waits hidden,
        // out of the legend and of every query, and returns in its place, so the series after
        // it are not made anew (the same objects before and after).
        const auto choices = threeGpus();
        KvCacheChart kv;
        kv.resize(800, 500);
        kv.show();
        QVERIFY(QTest::qWaitForWindowExposed(&kv));
        auto shownLegend = [&kv] {
            QCoreApplication::processEvents();
            QStringList names;
            for (QLegendMarker* m : kv.chart()->legend()->markers())
                if (m->isVisible())
                    names << m->label();
            return names;
        };
        kv.setData(buildChartData(withBatch(8), choices), withBatch(8));
        const QStringList keys = kv.seriesKeys();
        const QStringList legend = shownLegend();
        QAbstractSeries* const current = kv.seriesByKey(QStringLiteral("kv-current"));
        QVERIFY(keys.contains(QStringLiteral("kv-batch1")));
        QVERIFY(legend.contains(QStringLiteral("batch 1")));
        kv.setData(buildChartData(withBatch(1), choices), withBatch(1));
        QVERIFY(!kv.seriesKeys().contains(QStringLiteral("kv-batch1")));
        QVERIFY(!kv.seriesByKey(QStringLiteral("kv-batch1")));
        QVERIFY(kv.dataPoints(QStringLiteral("kv-batch1")).isEmpty());
        QVERIFY(!shownLegend().contains(QStringLiteral("batch 1")));
        // Restyled meanwhile (the presenter view's thicker lines), it stays out of the legend.
        kv.setLineScale(2.0);
        QVERIFY(!shownLegend().contains(QStringLiteral("batch 1")));
        kv.setLineScale(1.0);
        kv.setData(buildChartData(withBatch(8), choices), withBatch(8));
        QCOMPARE(kv.seriesKeys(), keys);
        QCOMPARE(shownLegend(), legend);
        QCOMPARE(kv.seriesByKey(QStringLiteral("kv-current")), current);
    }

    void costStopsAtLargestFit() {
        const auto choices = threeGpus();
        // Batch 128 of 640-token sequences: 12 GB of Qwen3-8B's cache (147,456 bytes a token).
        const Scenario s = withBatch(128);
        const ChartData data = buildChartData(s, choices);
        CostChart cost;
        cost.setData(data, s);
        // The RTX 4090 (24 GB) cannot hold an 8B model at batch 4096: its curve ends early, at
        // the largest batch that fits (the sweep samples batches about 3% apart).
        const QList<QPointF> owned = cost.dataPoints(QStringLiteral("cost-owned:0"));
        QVERIFY(!owned.isEmpty());
        const double maxBatch = double(data.results[0].inference.maxBatch);
        QVERIFY(maxBatch > 1 && maxBatch < 4096);
        QVERIFY(owned.last().x() <= maxBatch);
        QVERIFY(owned.last().x() >= maxBatch / 1.05);
        QCOMPARE(owned.last().x(), data.cost[0].owned.back().x);
        // Batch 128 does not fit the RTX 4090 (16.4 GB of weights and 1 GiB of runtime in its
        // 23.2 GB usable leave room for about 60): no current point there; on the H100 both the
        // owned and the cloud curve are marked at batch 128.
        QVERIFY(maxBatch < 128);
        QVERIFY(cost.dataPoints(QStringLiteral("cost-current:0")).isEmpty());
        const QList<QPointF> current = cost.dataPoints(QStringLiteral("cost-current:1"));
        QCOMPARE(current.size(), 2);
        QCOMPARE(current[0].x(), 128.0);
        QVERIFY(near(current[0].y(), *data.cost[1].currentOwned));
    }

    // The shaded P10-P90 bands hold their curves: lower <= curve <= upper at every batch, and
    // are the core's numbers (ChartData), not computed in the chart.
    void costBandsHoldTheCurves() {
        const auto choices = threeGpus();
        const ChartData data = buildChartData(scenario_, choices);
        CostChart cost;
        cost.setData(data, scenario_);
        for (const char* side : {"owned", "cloud"}) {
            const QString key = QStringLiteral("cost-%1:1").arg(QLatin1String(side));
            const QString band = QStringLiteral("cost-%1-band:1").arg(QLatin1String(side));
            const QList<QPointF> curve = cost.dataPoints(key);
            const QList<QPointF> lower = cost.bandPoints(band, false);
            const QList<QPointF> upper = cost.bandPoints(band, true);
            QVERIFY2(!curve.isEmpty() && lower.size() == curve.size(), qPrintable(band));
            QCOMPARE(upper.size(), curve.size());
            for (qsizetype i = 0; i < curve.size(); ++i) {
                QVERIFY(near(lower[i].x(), curve[i].x()));
                QVERIFY(lower[i].y() < curve[i].y() && curve[i].y() < upper[i].y());
            }
            const std::vector<XY>& high =
                std::string(side) == "owned" ? data.cost[1].ownedHigh : data.cost[1].cloudHigh;
            QVERIFY(near(upper.front().y(), high.front().y));
        }
    }

    void axesHoldStill_data() {
        QTest::addColumn<QString>("kind");
        for (const char* k : {"roofline", "memory", "kv", "cost"})
            QTest::newRow(k) << QString::fromLatin1(k);
    }
    void axesHoldStill() {
        QFETCH(QString, kind);
        auto chart = makeChart(kind);
        const auto choices = threeGpus();
        chart->setData(buildChartData(withBatch(32), choices), withBatch(32));
        const auto x = chart->axisRange(Qt::Horizontal);
        const auto y = chart->axisRange(Qt::Vertical);
        for (int batch : {33, 34, 31, 30, 32}) {
            chart->setData(buildChartData(withBatch(batch), choices), withBatch(batch));
            QCOMPARE(chart->axisRange(Qt::Horizontal), x);
            QCOMPARE(chart->axisRange(Qt::Vertical), y);
        }
    }

    void pinnedIsSuffixed() {
        const auto choices = threeGpus();
        const ChartData a = buildChartData(withBatch(8), choices);
        const ChartData b = buildChartData(withBatch(32), choices);
        RooflineChart roof;
        // The pinned scenario on other GPUs: its roofs are drawn (equal roofs are not).
        const ChartData onH100 = buildChartData(withBatch(8), std::vector{choice("h100-sxm")});
        roof.setData(b, withBatch(32), &onH100);
        QCOMPARE(roof.seriesName(QStringLiteral("roof-A:0")), QStringLiteral("H100 SXM (A)"));
        QCOMPARE(roof.seriesName(QStringLiteral("decode-A:0")), QStringLiteral("decode (A)"));
        QVERIFY(
            static_cast<QXYSeries*>(roof.seriesByKey(QStringLiteral("roof-A:0")))->pen().style() !=
            Qt::SolidLine);
        roof.setData(b, withBatch(32), &a);
        QVERIFY(!roof.seriesByKey(QStringLiteral("roof-A:0")));
        QVERIFY(roof.seriesByKey(QStringLiteral("decode-A:0")));
        CostChart cost;
        cost.setData(b, withBatch(32), &a);
        QVERIFY(cost.seriesName(QStringLiteral("cost-owned-A:1")).endsWith(QLatin1String(" (A)")));
        roof.setData(b, withBatch(32));
        QVERIFY(!roof.seriesByKey(QStringLiteral("roof-A:0")));
    }

    void memoryBars() {
        std::vector<GpuChoice> choices{choice("rtx-4090"), choice("h100-sxm", 2, 2)};
        const Scenario big = withModel("llama-2-70b");
        const ChartData data = buildChartData(big, choices);
        MemoryChart memory;
        memory.setData(data, big);
        QCOMPARE(memory.categories(), (QStringList{QStringLiteral("RTX 4090"),
                                                   QStringLiteral("2\u00d7 H100 SXM (TP2)")}));
        QVERIFY(near(memory.componentGib(0, 0), data.memory[0].memory.weights / bytesPerGib));
        QVERIFY(!data.memory[0].memory.fits);
        QVERIFY(memory.labelTexts().contains(
            QStringLiteral("needs %1 GPUs").arg(data.memory[0].memory.gpusNeeded)));
        QVERIFY(memory.seriesByKey(QStringLiteral("usable:1")));
    }

    void hoverNamesKeyAndGpu() {
        RooflineChart roof;
        roof.setData(buildChartData(scenario_, threeGpus()), scenario_);
        QSignalSpy spy(&roof, &ChartView::hovered);
        auto* decode = static_cast<QXYSeries*>(roof.seriesByKey(QStringLiteral("decode:1")));
        QVERIFY(decode);
        Q_EMIT decode->hovered(decode->at(0), true);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy[0][0].toString(), QStringLiteral("decode-point"));
        QCOMPARE(spy[0][1].toInt(), 1);

        MemoryChart memory;
        memory.setData(buildChartData(scenario_, threeGpus()), scenario_);
        QSignalSpy barSpy(&memory, &ChartView::hovered);
        auto* bars = static_cast<QStackedBarSeries*>(memory.seriesByKey(QStringLiteral("bars")));
        QVERIFY(bars);
        Q_EMIT bars->hovered(true, 2, bars->barSets().first());
        QCOMPARE(barSpy.size(), 1);
        QCOMPARE(barSpy[0][0].toString(), QStringLiteral("memory-bar"));
        QCOMPARE(barSpy[0][1].toInt(), 2);
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
