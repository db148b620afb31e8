// The four chart widgets: what they hold after setData (series per GPU, points that move with
// the scenario, stable axes), the hover contract, the palette, and a grab-to-PNG smoke test.
#include "core/catalogue.h"
#include "core/chart_data.h"
#include "core/scenario_io.h"
#include "ui/charts/chart_style.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/charts/scale_axis.h"

#include <QBarSet>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QTest>
#include <QXYSeries>

#include <cmath>
#include <memory>
#include <set>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

constexpr double relativeTolerance = 1e-9;

bool near(double a, double b, double tolerance = relativeTolerance) {
    return std::abs(a - b) <= tolerance * std::max(std::abs(a), std::abs(b));
}

std::unique_ptr<ChartView> makeChart(const QString& kind) {
    if (kind == QLatin1String("roofline"))
        return std::make_unique<RooflineChart>();
    if (kind == QLatin1String("memory"))
        return std::make_unique<MemoryChart>();
    if (kind == QLatin1String("kv"))
        return std::make_unique<KvCacheChart>();
    return std::make_unique<CostChart>();
}

QPalette darkPalette() {
    QPalette p;
    const QColor window(0x20, 0x21, 0x24), base(0x18, 0x19, 0x1b), text(0xe8, 0xea, 0xed);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    return p;
}

// The visible texts of a chart's scene (axis and legend labels, titles, annotations) with
// their scene rectangles; `rotated` when drawn slanted (its rectangle is only a bound).
struct SceneText {
    QString text;
    QRectF rect;
    bool rotated = false;
};

QList<SceneText> sceneTexts(QChartView& view) {
    QList<SceneText> texts;
    for (QGraphicsItem* item : view.scene()->items()) {
        if (!item->isVisible() || item->opacity() <= 0)
            continue;
        QString text;
        if (auto* t = dynamic_cast<QGraphicsTextItem*>(item))
            text = t->toPlainText();
        else if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            text = simple->text();
        else
            continue;
        if (text.trimmed().isEmpty())
            continue;
        const bool rotated = item->sceneTransform().isRotating();
        // Glyph boxes carry some leading: compare a slightly smaller rectangle.
        texts.push_back({text, item->sceneBoundingRect().adjusted(1, 2, -1, -2), rotated});
    }
    return texts;
}

QPalette lightPalette() {
    QPalette p;
    p.setColor(QPalette::Window, QColor(0xf3, 0xf3, 0xf3));
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    p.setColor(QPalette::Text, QColor(0x20, 0x20, 0x20));
    return p;
}

} // namespace

class TestCharts : public QObject {
    Q_OBJECT

    Catalogue cat_;
    Scenario scenario_;

    GpuChoice choice(const char* id, int count = 1, int tp = 1) const {
        const Gpu* g = cat_.gpu(id);
        return {g ? *g : Gpu{}, count, tp};
    }
    std::vector<GpuChoice> eightGpus() const {
        return {choice("rtx-4090"), choice("h100-sxm"),      choice("a100-sxm-80gb"),
                choice("l40s"),     choice("h200-sxm"),      choice("mi300x"),
                choice("l4"),       choice("h100-sxm", 2, 2)};
    }
    std::vector<GpuChoice> threeGpus() const {
        return {choice("rtx-4090"), choice("h100-sxm"), choice("a100-sxm-80gb")};
    }
    Scenario withBatch(int batch) const {
        Scenario s = scenario_;
        s.workload.batch = batch;
        return s;
    }
    Scenario withModel(const char* id) const {
        Scenario s = scenario_;
        s.model.preset = id;
        s.model.arch = cat_.model(id)->arch;
        return s;
    }

private Q_SLOTS:
    void initTestCase() {
        auto cat = builtinCatalogue();
        QVERIFY(cat.ok());
        cat_ = cat.value();
        scenario_ = defaultScenario(cat_);
        scenario_.workload.batch = 32;
        QVERIFY(cat_.gpu("h100-sxm") && cat_.gpu("a100-sxm-80gb") && cat_.gpu("rtx-4090"));
    }

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
            // GPUs with the same free memory (H100 SXM, A100 SXM 80GB) share the first's line.
            int line = i;
            while (line > 0 && data.kv.limits[std::size_t(line - 1)].freeBytes ==
                                   data.kv.limits[std::size_t(i)].freeBytes)
                --line;
            QVERIFY(kv.seriesByKey(QStringLiteral("kv-limit:%1").arg(line)));
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
        QCOMPARE(sixteen.size(), eight.size());
        for (qsizetype i = 0; i < eight.size(); ++i) {
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

    void costStopsAtLargestFit() {
        const auto choices = threeGpus();
        const ChartData data = buildChartData(scenario_, choices);
        CostChart cost;
        cost.setData(data, scenario_);
        // The RTX 4090 (24 GB) cannot hold a 7B model at batch 4096: its curve ends early, at
        // the largest batch that fits (the sweep samples batches about 3% apart).
        const QList<QPointF> owned = cost.dataPoints(QStringLiteral("cost-owned:0"));
        QVERIFY(!owned.isEmpty());
        const double maxBatch = double(data.results[0].inference.maxBatch);
        QVERIFY(maxBatch > 1 && maxBatch < 4096);
        QVERIFY(owned.last().x() <= maxBatch);
        QVERIFY(owned.last().x() >= maxBatch / 1.05);
        QCOMPARE(owned.last().x(), data.cost[0].owned.back().x);
        // Batch 32 does not fit the RTX 4090: no current point there; on the H100 both
        // the owned and the cloud curve are marked at batch 32.
        QVERIFY(maxBatch < 32);
        QVERIFY(cost.dataPoints(QStringLiteral("cost-current:0")).isEmpty());
        const QList<QPointF> current = cost.dataPoints(QStringLiteral("cost-current:1"));
        QCOMPARE(current.size(), 2);
        QCOMPARE(current[0].x(), 32.0);
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

    void axisTitlesHaveUnits_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("x");
        QTest::addColumn<QString>("y");
        QTest::newRow("roofline") << QStringLiteral("roofline") << QStringLiteral("(FLOP/byte)")
                                  << QStringLiteral("(TFLOP/s)");
        QTest::newRow("memory") << QStringLiteral("memory") << QString() << QStringLiteral("(GiB)");
        QTest::newRow("kv") << QStringLiteral("kv") << QStringLiteral("(tokens)")
                            << QStringLiteral("(GiB)");
        QTest::newRow("cost") << QStringLiteral("cost") << QStringLiteral("(sequences)")
                              << QStringLiteral("($ per 1M tokens)");
    }
    void axisTitlesHaveUnits() {
        QFETCH(QString, kind);
        QFETCH(QString, x);
        QFETCH(QString, y);
        auto chart = makeChart(kind);
        chart->setData(buildChartData(scenario_, threeGpus()), scenario_);
        QVERIFY(chart->axisTitle(Qt::Horizontal).contains(x));
        QVERIFY(chart->axisTitle(Qt::Vertical).contains(y));
        QVERIFY(!chart->chartTitle().isEmpty());
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

    void shortGpuLabels() {
        const ChartData data = buildChartData(
            scenario_,
            std::vector{choice("rtx-4090"), choice("a100-sxm-80gb"), choice("a100-sxm-40gb"),
                        choice("b200"), choice("a10g"), choice("mi300x"), choice("h100-sxm", 4)});
        QCOMPARE(gpuLabels(data),
                 (QStringList{QStringLiteral("RTX 4090"), QStringLiteral("A100 SXM 80GB"),
                              QStringLiteral("A100 SXM 40GB"), QStringLiteral("B200"),
                              QStringLiteral("A10G"), QStringLiteral("MI300X"),
                              QStringLiteral("4\u00d7 H100 SXM")}));
    }

    void costLegendSolidAndDashed() {
        CostChart cost;
        cost.setData(buildChartData(scenario_, threeGpus()), scenario_);
        cost.show();
        auto* owned = static_cast<QXYSeries*>(cost.seriesByKey(QStringLiteral("legend-owned")));
        auto* cloud = static_cast<QXYSeries*>(cost.seriesByKey(QStringLiteral("legend-cloud")));
        QVERIFY(owned && cloud);
        const QList<QLegendMarker*> ownedMarkers = cost.chart()->legend()->markers(owned);
        const QList<QLegendMarker*> cloudMarkers = cost.chart()->legend()->markers(cloud);
        QCOMPARE(ownedMarkers.size(), 1);
        QCOMPARE(cloudMarkers.size(), 1);
        QVERIFY(ownedMarkers[0]->isVisible() && cloudMarkers[0]->isVisible());
        QCOMPARE(ownedMarkers[0]->label(), QStringLiteral("owned (solid)"));
        QCOMPARE(cloudMarkers[0]->label(), QStringLiteral("cloud (dashed)"));
        // Markers are drawn from their series: a stroke of the series' pen.
        QCOMPARE(cost.chart()->legend()->markerShape(), QLegend::MarkerShapeFromSeries);
        QCOMPARE(owned->pen().style(), Qt::SolidLine);
        QVERIFY(cloud->pen().style() != Qt::SolidLine);
        // The dashes are short enough to show in a legend marker, and the curves have them.
        const QList<qreal> dashes = cloud->pen().dashPattern();
        QVERIFY(!dashes.isEmpty() && dashes[0] * cloud->pen().widthF() <= 5);
        auto* curve = static_cast<QXYSeries*>(cost.seriesByKey(QStringLiteral("cost-cloud:0")));
        QCOMPARE(curve->pen().dashPattern(), dashes);
    }

    // Eight GPUs at the sizes the window gives a chart: no text elided or overlapping, the
    // GPUs named. The PNGs (/tmp/polish-*.png) are for looking at.
    void eightGpusReadable_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("dark");
        for (const char* k : {"roofline", "memory", "kv", "cost"})
            for (const QSize size : {QSize(440, 290), QSize(640, 400)})
                for (const bool dark : {false, true})
                    QTest::addRow("%s-%dx%d-%s", k, size.width(), size.height(),
                                  dark ? "dark" : "light")
                        << QString::fromLatin1(k) << size << dark;
    }
    void eightGpusReadable() {
        QFETCH(QString, kind);
        QFETCH(QSize, size);
        QFETCH(bool, dark);
        auto chart = makeChart(kind);
        chart->setPalette(dark ? darkPalette() : lightPalette());
        chart->resize(size);
        Scenario s = scenario_;
        if (kind == QLatin1String("memory"))
            s = withModel("llama-2-13b");
        const ChartData data = buildChartData(s, eightGpus());
        chart->setData(data, s);
        chart->show();
        QVERIFY(QTest::qWaitForWindowExposed(chart.get()));
        QCoreApplication::processEvents();
        const QImage image = chart->grab().toImage();
        QVERIFY(image.save(QStringLiteral("/tmp/polish-%1-%2x%3-%4.png")
                               .arg(kind)
                               .arg(size.width())
                               .arg(size.height())
                               .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"))));

        const QList<SceneText> texts = sceneTexts(*chart);
        QStringList all;
        for (const SceneText& t : texts) {
            all << t.text;
            QVERIFY2(!t.text.contains(QChar(0x2026)) && !t.text.contains(QLatin1String("...")),
                     qPrintable(t.text));
        }
        for (qsizetype i = 0; i < texts.size(); ++i)
            for (qsizetype j = i + 1; j < texts.size(); ++j) {
                if (texts[i].rotated || texts[j].rotated)
                    continue;
                QVERIFY2(!texts[i].rect.intersects(texts[j].rect),
                         qPrintable(QStringLiteral("\"%1\" overlaps \"%2\"")
                                        .arg(texts[i].text, texts[j].text)));
            }
        // Every GPU is named: on the axis, in the legend or by the chart's labels.
        const QString shown =
            all.join(QLatin1Char('|')).replace(QLatin1Char('\n'), QLatin1Char(' '));
        for (const QString& gpu : gpuLabels(data)) {
            QString flat = gpu;
            QVERIFY2(shown.contains(flat) || kind == QLatin1String("memory"), qPrintable(gpu));
        }
        if (kind == QLatin1String("memory")) {
            auto* memory = static_cast<MemoryChart*>(chart.get());
            QCOMPARE(memory->categories(), gpuLabels(data));
            QVERIFY(memory->categories().contains(QStringLiteral("L40S")));
            QVERIFY(memory->categories().contains(QStringLiteral("2\u00d7 H100 SXM (TP2)")));
        }
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

    void followsPalette() {
        KvCacheChart kv;
        kv.setData(buildChartData(scenario_, threeGpus()), scenario_);
        kv.setPalette(darkPalette());
        QCOMPARE(kv.chart()->backgroundBrush().color(), darkPalette().color(QPalette::Base));
        QCOMPARE(kv.chart()->legend()->labelColor(), darkPalette().color(QPalette::WindowText));
        kv.setPalette(lightPalette());
        QCOMPARE(kv.chart()->backgroundBrush().color(), QColor(Qt::white));
    }

    void grabToPng_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("dark");
        for (const char* k : {"roofline", "memory", "kv", "cost"}) {
            QTest::addRow("%s-light", k) << QString::fromLatin1(k) << false;
            QTest::addRow("%s-dark", k) << QString::fromLatin1(k) << true;
        }
    }
    void grabToPng() {
        QFETCH(QString, kind);
        QFETCH(bool, dark);
        auto chart = makeChart(kind);
        chart->setPalette(dark ? darkPalette() : lightPalette());
        chart->resize(640, 400);
        std::vector<GpuChoice> choices{choice("rtx-4090"), choice("h100-sxm"),
                                       choice("a100-sxm-80gb"), choice("h100-sxm", 2, 2)};
        Scenario s = scenario_;
        if (kind == QLatin1String("memory"))
            s = withModel("llama-2-13b");
        const ChartData data = buildChartData(s, choices);
        const ChartData pinned = buildChartData(withBatch(4), choices);
        chart->setData(data, s, kind == QLatin1String("roofline") ? &pinned : nullptr);
        const QImage image = chart->grab().toImage();
        QCOMPARE(image.size(), QSize(640, 400) * image.devicePixelRatio());
        const QString path =
            QStringLiteral("/tmp/charts-%1-%2.png")
                .arg(kind, dark ? QStringLiteral("dark") : QStringLiteral("light"));
        QVERIFY(image.save(path));
        // Something was drawn: more than a handful of distinct colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 10);
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
