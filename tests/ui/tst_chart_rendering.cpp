// The four chart widgets' texts and looks: axis titles with units, short GPU labels, the cost
// legend's solid and dashed strokes, eight GPUs readable at the window's sizes (nothing elided
// or overlapping), the palette followed, and a grab-to-PNG smoke test. What they hold:
// tst_charts.
#include "chart_fixture.h"
#include "ui/charts/chart_style.h"
#include "ui/charts/scale_axis.h"

#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QXYSeries>

using namespace ridgeline;
using namespace ridgeline::ui;
using namespace ridgeline::test;

namespace {

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

} // namespace

class TestChartRendering : public QObject, ChartFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(loadCatalogue()); }

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

    // A GPU taken out of the comparison leaves no name behind on the memory chart's axis. (In a
    // real X11 window a cached label also kept its old pixmap: ChartView::watchText;
    // offscreen grabs never showed that.)
    void memoryAxisForgetsARemovedGpu() {
        MemoryChart chart;
        chart.resize(900, 500);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        std::vector<GpuChoice> five = threeGpus();
        five.push_back(choice("l40s"));
        const std::vector<GpuChoice> four = five;
        chart.setData(buildChartData(scenario_, four), scenario_);
        QTest::qWait(50);
        chart.grab();
        five.push_back(choice("h200-sxm"));
        chart.setData(buildChartData(scenario_, five), scenario_);
        QTest::qWait(50);
        chart.grab();
        auto named = [&chart](const QString& name) {
            for (const SceneText& t : sceneTexts(chart))
                if (t.text.contains(name))
                    return true;
            return false;
        };
        QVERIFY(named(QStringLiteral("H200")));
        chart.setData(buildChartData(scenario_, four), scenario_);
        QTest::qWait(50);
        chart.grab();
        QVERIFY(named(QStringLiteral("L40S")));
        QVERIFY(!named(QStringLiteral("H200")));
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

QTEST_MAIN(TestChartRendering)
#include "tst_chart_rendering.moc"
