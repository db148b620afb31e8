// Charts that follow their data and read at a distance: axes refit after a new scenario, settle
// on committed values and hold still during a drag, labels keep off each other, the plot edges,
// markers and lines, equal limits each keep their line, the cost axis ends with its data, the
// model's context is marked, the effective roof is drawn, and hovering shows a tooltip.
#include "core/charts/chart_data.h"
#include "core/files/scenario_io.h"
#include "ui/charts/chart_style.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/document/state_editor.h"
#include "ui/layout/chart_grid.h"
#include "ui_fixture.h"

#include <QChart>
#include <QFile>
#include <QHelpEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QTest>
#include <QToolTip>
#include <QXYSeries>

#include <cmath>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

constexpr double bytesPerGiB = 1024.0 * 1024.0 * 1024.0;

Scenario scenarioFile(const char* name) {
    QFile file(QStringLiteral(RIDGELINE_SOURCE_DIR "/resources/scenarios/") +
               QString::fromLatin1(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const Result<Scenario> s = parseScenario(file.readAll().toStdString(), test::catalogue());
    return s.ok() ? s.value() : Scenario{};
}

Scenario withPreset(Scenario s, const char* id) {
    s.model.preset = id;
    s.model.arch = test::catalogue().model(id)->arch;
    s.model.params.reset();
    return s;
}

double largestMemoryGib(const ChartData& data) {
    double top = 0;
    for (const MemoryBar& b : data.memory)
        top = std::max({top, b.memory.perGpu / bytesPerGiB, b.memory.usable / bytesPerGiB});
    return top;
}

bool contains(const AxisRange& outer, const AxisRange& inner) {
    return outer.lo <= inner.lo * (1 + 1e-12) && outer.hi >= inner.hi * (1 - 1e-12);
}

// The KV curve of the current batch at the current context, and every limit line, inside the
// y range.
void verifyKvInside(const KvCacheChart& kv, const ChartData& data) {
    const AxisRange y = *kv.axisRange(Qt::Vertical);
    const KvSeries& current = data.kv.series.size() > 1 ? data.kv.series[1] : data.kv.series[0];
    const double atContext =
        current.bytes.front() / data.kv.contexts.front() * data.kv.currentContext / bytesPerGiB;
    QVERIFY2(atContext >= y.lo && atContext <= y.hi,
             qPrintable(QStringLiteral("%1 outside %2..%3").arg(atContext).arg(y.lo).arg(y.hi)));
    for (const KvLimit& l : data.kv.limits)
        if (l.freeBytes > 0)
            QVERIFY(l.freeBytes / bytesPerGiB >= y.lo && l.freeBytes / bytesPerGiB <= y.hi);
}

} // namespace

class TestChartReadability : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The bug: after a 70B scenario, File > New left the memory axis at 0..250 GiB.
    void axesRefitAfterNewScenario() {
        auto model = test::makeModel();
        StateEditor gridEditor(model.get());
        ChartGrid grid(&gridEditor);
        const Scenario big = scenarioFile("llama-2-70b-serving-kv-cache.ridgeline.json");
        QVERIFY(!big.model.preset.empty());
        model->setScenario(big);
        model->flush();
        const AxisRange bigRange = *grid.memory()->axisRange(Qt::Vertical);
        QVERIFY(bigRange.hi >= largestMemoryGib(model->chartData()));

        model->setState(defaultState(model->catalogue()));
        model->flush();
        const double top = largestMemoryGib(model->chartData());
        const AxisRange range = *grid.memory()->axisRange(Qt::Vertical);
        QVERIFY2(range.hi < bigRange.hi, qPrintable(QString::number(range.hi)));
        QVERIFY2(range.hi >= top && range.hi <= 1.5 * top,
                 qPrintable(QStringLiteral("%1 for %2").arg(range.hi).arg(top)));
        verifyKvInside(*grid.kvCache(), model->chartData());
    }

    void kvLineStaysInside() {
        auto model = test::makeModel();
        StateEditor gridEditor(model.get());
        ChartGrid grid(&gridEditor);
        for (const char* id : {"llama-2-70b", "tinyllama-1.1b", "llama-3.1-405b", "llama-2-7b"})
            for (int batch : {1, 64, 512}) {
                gridEditor.change(QStringLiteral("Model"), [&](ScenarioState& st) {
                    st.scenario = withPreset(st.scenario, id);
                    st.scenario.workload.batch = batch;
                });
                model->flush();
                verifyKvInside(*grid.kvCache(), model->chartData());
                if (QTest::currentTestFailed())
                    qWarning("%s at batch %d", id, batch);
            }
    }

    void axesOnlyGrowWhileDragging() {
        auto model = test::makeModel();
        StateEditor gridEditor(model.get());
        ChartGrid grid(&gridEditor);
        model->setScenario(withPreset(model->scenario(), "llama-2-70b"));
        model->flush();
        QList<AxisRange> before;
        for (ChartView* chart : grid.charts())
            for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical})
                if (auto r = chart->axisRange(o))
                    before << *r;
        model->beginInteraction();
        for (const char* id : {"llama-2-13b", "llama-2-7b", "tinyllama-1.1b"}) {
            gridEditor.change(QStringLiteral("Model"), [&](ScenarioState& st) {
                st.scenario = withPreset(st.scenario, id);
            });
            model->flush();
            qsizetype k = 0;
            for (ChartView* chart : grid.charts())
                for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical})
                    if (auto r = chart->axisRange(o)) {
                        QVERIFY2(contains(*r, before[k]),
                                 qPrintable(chart->chartTitle() + QLatin1Char(' ') +
                                            QString::number(int(o))));
                        before[k++] = *r;
                    }
        }
        const double heldMemory = grid.memory()->axisRange(Qt::Vertical)->hi;
        model->endInteraction();
        // The drag is over: the axes fit the small model.
        QVERIFY(grid.memory()->axisRange(Qt::Vertical)->hi < heldMemory);
        QVERIFY(grid.memory()->axisRange(Qt::Vertical)->hi <=
                1.5 * largestMemoryGib(model->chartData()));
    }

    // Batch values committed back and forth (arrow keys, typed values): the memory axis settles
    // on the first range that holds both and stays; a new document fits the data exactly.
    void committedValuesSettleTheAxes() {
        auto model = test::makeModel();
        StateEditor gridEditor(model.get());
        ChartGrid grid(&gridEditor);
        auto commitBatch = [&](int batch) {
            gridEditor.change(QStringLiteral("Batch"),
                              [batch](ScenarioState& st) { st.scenario.workload.batch = batch; });
            model->flush();
            return *grid.memory()->axisRange(Qt::Vertical);
        };
        commitBatch(2);
        const AxisRange held = commitBatch(255);
        QVERIFY(held.hi >= largestMemoryGib(model->chartData()));
        for (int i = 1; i < 20; ++i) {
            QCOMPARE(commitBatch(2 + i), held);
            QCOMPARE(commitBatch(255 - i), held);
        }
        const double small = largestMemoryGib(model->chartData());
        QVERIFY2(3 * small >= 2 * held.hi, "the test needs data that fills two thirds of the axis");

        // The same model and GPUs again, as File > New: an exact fit, not the held range.
        commitBatch(255);
        model->replaceState(defaultState(model->catalogue()));
        model->flush();
        const double top = largestMemoryGib(model->chartData());
        const AxisRange fresh = fittedRange(Scale::linear, {}, 0, top, AxisFit::refit);
        QCOMPARE(*grid.memory()->axisRange(Qt::Vertical), fresh);
    }

    void costAxisEndsWithData() {
        auto model = test::makeModel();
        StateEditor gridEditor(model.get());
        ChartGrid grid(&gridEditor);
        const ChartData& data = model->chartData();
        double last = 0;
        for (const CostCurve& c : data.cost)
            for (const auto* side : {&c.owned, &c.cloud})
                if (!side->empty())
                    last = std::max(last, side->back().x);
        QVERIFY(last > 1 && last < 4096);
        const AxisRange x = *grid.cost()->axisRange(Qt::Horizontal);
        // The next power of two (the axis' tick step) at or above the last batch.
        QCOMPARE(x.hi, std::exp2(std::ceil(std::log2(last) - 1e-9)));
    }

    // A longest-context label ("16k tokens") sits by its own GPU's KV line, nearer to it than to
    // any other GPU's, at the sizes a chart has in the grid and alone at 1280x800 and 1920x1080,
    // in the normal and the presenter's font. At 1280x800 it once stepped up onto another line.
    void longestContextLabelSitsOnItsLine() {
        Scenario s = withPreset(defaultScenario(test::catalogue()), "llama-3.1-8b");
        std::vector<GpuChoice> choices;
        for (const char* id : {"h100-sxm", "rtx-4090", "a100-sxm-80gb", "l40s"})
            choices.push_back({*test::catalogue().gpu(id), 1, 1});
        int shown = 0;
        for (int batch : {1, 4, 16, 64}) {
            s.workload.batch = batch;
            const ChartData data = buildChartData(s, choices);
            for (const QSize size :
                 {QSize(420, 260), QSize(540, 330), QSize(900, 560), QSize(1300, 760)}) {
                for (const qreal scale : {1.0, 1.8}) {
                    KvCacheChart kv;
                    QFont font = kv.font();
                    font.setPointSizeF(font.pointSizeF() * scale);
                    kv.setFont(font);
                    kv.resize(size);
                    kv.setData(data, s);
                    kv.show();
                    QVERIFY(QTest::qWaitForWindowExposed(&kv));
                    kv.setData(data, s);
                    const QRectF area = kv.chart()->plotArea();
                    auto lineY = [&](std::size_t i) {
                        const double free = data.kv.limits[i].freeBytes / bytesPerGiB;
                        return kv.chartPosition({kv.axisRange(Qt::Horizontal)->lo, free})->y();
                    };
                    auto distance = [](const QRectF& r, double y) {
                        return y >= r.top() && y <= r.bottom()
                                   ? 0.0
                                   : std::min(std::abs(y - r.top()), std::abs(y - r.bottom()));
                    };
                    for (std::size_t i = 0; i < data.kv.limits.size(); ++i) {
                        const QRectF r = kv.labelRect(QStringLiteral("kv-longest:%1").arg(i));
                        if (r.isEmpty() || data.kv.limits[i].freeBytes <= 0)
                            continue;
                        ++shown;
                        const double own = lineY(i);
                        const QString where =
                            QStringLiteral("GPU %1 batch %2 at %3x%4 x%5: label %6..%7, line %8")
                                .arg(i)
                                .arg(batch)
                                .arg(size.width())
                                .arg(size.height())
                                .arg(scale)
                                .arg(r.top())
                                .arg(r.bottom())
                                .arg(own);
                        QVERIFY2(distance(r, own) <= 10, qPrintable(where));
                        for (std::size_t j = 0; j < data.kv.limits.size(); ++j) {
                            const double other = lineY(j);
                            if (data.kv.limits[j].freeBytes <= 0 || std::abs(other - own) < 1 ||
                                other < area.top() || other > area.bottom())
                                continue;
                            QVERIFY2(
                                distance(r, own) < distance(r, other),
                                qPrintable(where +
                                           QStringLiteral(", line %1 at %2").arg(j).arg(other)));
                        }
                    }
                }
            }
        }
        QVERIFY(shown > 20);
    }

    void costSaysWhenNothingFits() {
        Scenario s = withPreset(defaultScenario(test::catalogue()), "llama-3.1-405b");
        const std::vector<GpuChoice> choices{{*test::catalogue().gpu("rtx-4090"), 1, 1}};
        const ChartData data = buildChartData(s, choices);
        CostChart cost;
        cost.resize(640, 400);
        cost.setData(data, s);
        cost.show();
        QVERIFY(QTest::qWaitForWindowExposed(&cost));
        QVERIFY(cost.dataPoints(QStringLiteral("cost-owned:0")).isEmpty());
        QVERIFY2(cost.labelTexts().join(QLatin1Char('|')).contains(QLatin1String("does not fit")),
                 qPrintable(cost.labelTexts().join(QLatin1Char('|'))));
    }

    void equalVramEachGpuItsOwnLine() {
        auto model = test::makeModel();
        StateEditor gridEditor(model.get());
        ChartGrid grid(&gridEditor);
        const ChartData& data = model->chartData();
        const QStringList names = gpuLabels(data);
        int pairs = 0;
        for (int i = 0; i < int(data.kv.limits.size()); ++i)
            for (int j = i + 1; j < int(data.kv.limits.size()); ++j)
                if (data.kv.limits[std::size_t(i)].freeBytes ==
                    data.kv.limits[std::size_t(j)].freeBytes) {
                    ++pairs;
                    // A line and a legend entry per GPU, named by it: never a cut list.
                    for (int k : {i, j}) {
                        const QString key = QStringLiteral("kv-limit:%1").arg(k);
                        QVERIFY(grid.kvCache()->seriesByKey(key));
                        QCOMPARE(grid.kvCache()->seriesName(key), names[k]);
                    }
                    QCOMPARE(grid.kvCache()->dataPoints(QStringLiteral("kv-limit:%1").arg(i)),
                             grid.kvCache()->dataPoints(QStringLiteral("kv-limit:%1").arg(j)));
                }
        // The default comparison has two 80 GB GPUs (H100 SXM, A100 SXM 80GB).
        QVERIFY(pairs >= 1);
    }

    // Series that a change brings in take their place in the legend, not its end: from one GPU
    // at batch 1 to four at batch 32 (the KV chart gains its "batch 1" line, set first, and
    // limit lines), every chart lists its entries as it does when it opens on that scenario.
    void legendKeepsItsOrder() {
        auto legendOf = [](ChartView* chart) {
            QStringList labels;
            for (QLegendMarker* m : chart->chart()->legend()->markers())
                if (m->isVisible())
                    labels << m->label();
            return labels;
        };
        auto fresh = test::makeModel();
        const std::vector<GpuChoice> four = fresh->gpuChoices();
        QVERIFY(four.size() >= 3);
        auto atBatch32 = [](ScenarioState& st) { st.scenario.workload.batch = 32; };
        StateEditor expectedEditor(fresh.get());
        expectedEditor.change(QStringLiteral("Batch"), atBatch32);
        fresh->flush();
        ChartGrid expected(&expectedEditor);

        auto model = test::makeModel();
        StateEditor gridEditor(model.get());
        gridEditor.changeChoices(QStringLiteral("One GPU"), [&](std::vector<GpuChoice>& c, int& p) {
            c = {four.front()};
            p = 0;
        });
        model->flush();
        ChartGrid grid(&gridEditor);
        gridEditor.change(QStringLiteral("GPUs and batch"), [&](ScenarioState& st) {
            atBatch32(st);
            st.setChoices(four, 0, model->catalogue());
        });
        model->flush();
        for (qsizetype i = 0; i < grid.charts().size(); ++i)
            QCOMPARE(legendOf(grid.charts()[i]), legendOf(expected.charts()[i]));
        QCOMPARE(legendOf(grid.kvCache()).first(), QStringLiteral("batch 1"));
    }

    void maxContextIsMarked() {
        auto model = test::makeModel();
        StateEditor gridEditor(model.get());
        ChartGrid grid(&gridEditor);
        grid.resize(1000, 700);
        grid.show();
        QVERIFY(QTest::qWaitForWindowExposed(&grid));
        const int context = model->scenario().model.arch.maxContext;
        QCOMPARE(context, 40960); // Qwen3-8B's config: 40 x 1024 tokens (native 32k)
        const QList<QPointF> line = grid.kvCache()->dataPoints(QStringLiteral("kv-max-context"));
        QCOMPARE(line.size(), 2);
        QCOMPARE(line[0].x(), double(context));
        QVERIFY(grid.kvCache()->labelTexts().contains(QStringLiteral("max context 40k")));
        // A model of unknown context has no marker.
        gridEditor.change(QStringLiteral("Model"),
                          [](ScenarioState& st) { st.scenario.model.arch.maxContext = 0; });
        model->flush();
        QVERIFY(!grid.kvCache()->seriesByKey(QStringLiteral("kv-max-context")));
    }

    void effectiveRoofIsDrawn() {
        Scenario s = defaultScenario(test::catalogue());
        const std::vector<GpuChoice> choices{{*test::catalogue().gpu("h100-sxm"), 1, 1}};
        ChartData data = buildChartData(s, choices);
        const RooflineSeries& r = data.roofline[0];
        QVERIFY(r.effectivePeakFlops < r.peakFlops);
        RooflineChart roof;
        roof.setData(data, s);
        const QList<QPointF> eff = roof.dataPoints(QStringLiteral("eff-roof:0"));
        QCOMPARE(eff.size(), qsizetype(r.effectiveRoof.size()));
        QVERIFY(std::abs(eff[1].x() - r.effectiveRidge) <= 1e-9 * r.effectiveRidge);
        QVERIFY(roof.seriesByKey(QStringLiteral("eff-ridge:0")));
        QVERIFY(roof.seriesByKey(QStringLiteral("legend-effective")));

        // The ridge's tooltip names the engine ridge; a point's tooltip the core's verdict.
        auto* ridge = static_cast<QXYSeries*>(roof.seriesByKey(QStringLiteral("eff-ridge:0")));
        Q_EMIT ridge->hovered(ridge->at(0), true);
        QVERIFY2(roof.hoverToolTip().contains(QLatin1String("engine ridge")) &&
                     roof.hoverToolTip().contains(QLatin1String("memory-bound")),
                 qPrintable(roof.hoverToolTip()));
        for (const char* kind : {"decode", "prefill"}) {
            auto* point = static_cast<QXYSeries*>(
                roof.seriesByKey(QStringLiteral("%1:0").arg(QLatin1String(kind))));
            Q_EMIT point->hovered(point->at(0), true);
            const OperatingPoint& p =
                QLatin1String(kind) == QLatin1String("decode") ? r.decode : r.prefill;
            QVERIFY(roof.hoverToolTip().contains(p.bound == Bound::memory
                                                     ? QLatin1String("memory-bound")
                                                     : QLatin1String("compute-bound")));
        }

        // With efficiencies of 1 the effective roof is the datasheet roof: not drawn twice.
        s.efficiencyOverrides.memory = 1.0;
        s.efficiencyOverrides.compute = 1.0;
        data = buildChartData(s, choices);
        roof.setData(data, s);
        QVERIFY(!roof.seriesByKey(QStringLiteral("eff-roof:0")));
        QVERIFY(!roof.seriesByKey(QStringLiteral("legend-effective")));
    }

    // Moving the mouse onto a point shows its values, and the view's tooltip event keeps them.
    void hoverShowsTooltip() {
        auto model = test::makeModel();
        RooflineChart roof;
        roof.resize(640, 400);
        roof.setData(model->chartData(), model->scenario());
        roof.show();
        QVERIFY(QTest::qWaitForWindowExposed(&roof));
        auto* decode = static_cast<QXYSeries*>(roof.seriesByKey(QStringLiteral("decode:0")));
        QVERIFY(decode && decode->count() == 1);
        const QPointF scene = roof.chart()->mapToPosition(decode->at(0), decode);
        const QPoint at = roof.mapFromScene(roof.chart()->mapToScene(scene));
        QTest::mouseMove(roof.viewport(), at + QPoint(20, 20));
        QTest::mouseMove(roof.viewport(), at);
        QTRY_VERIFY2(roof.hoverToolTip().contains(QLatin1String("decode")),
                     qPrintable(roof.hoverToolTip()));
        QHelpEvent help(QEvent::ToolTip, at, roof.viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(roof.viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), roof.hoverToolTip());
        // Off the point: the tooltip goes.
        QTest::mouseMove(roof.viewport(), QPoint(3, 3));
        QTRY_VERIFY(roof.hoverToolTip().isEmpty());
    }

    // Labels of every chart, at the sizes a 1280x800 and a 1600x1000 window give them (about
    // 440x280 and 540x360), on the
    // example scenarios: inside the plot area, off each other and off markers and lines.
    void labelsKeepClear_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QSize>("size");
        for (const char* f : {"", "llama-2-70b-serving-kv-cache.ridgeline.json",
                              "8x-h100-cost-per-token.ridgeline.json"})
            for (const QSize size : {QSize(440, 280), QSize(540, 360)})
                QTest::addRow("%s-%dx%d", *f ? f : "default", size.width(), size.height())
                    << QString::fromLatin1(f) << size;
    }
    void labelsKeepClear() {
        QFETCH(QString, file);
        QFETCH(QSize, size);
        auto model = test::makeModel();
        if (!file.isEmpty())
            model->setScenario(scenarioFile(file.toLatin1().constData()));
        model->flush();
        RooflineChart roof;
        MemoryChart memory;
        KvCacheChart kv;
        CostChart cost;
        for (ChartView* chart : std::initializer_list<ChartView*>{&roof, &memory, &kv, &cost}) {
            chart->resize(size);
            chart->setData(model->chartData(), model->scenario());
            chart->show();
            QVERIFY(QTest::qWaitForWindowExposed(chart));
            QCoreApplication::processEvents();
            // A GPU without cost curves is said in words.
            const bool someDoNotFit =
                std::any_of(model->chartData().cost.begin(), model->chartData().cost.end(),
                            [](const CostCurve& c) { return c.owned.empty() && c.cloud.empty(); });
            if (chart == &cost && someDoNotFit)
                QVERIFY2(chart->labelTexts()
                             .join(QLatin1Char('|'))
                             .contains(QLatin1String("does not fit")),
                         qPrintable(chart->labelTexts().join(QLatin1Char('|'))));
            const QRectF area = chart->chart()->plotArea().adjusted(-0.5, -0.5, 0.5, 0.5);
            const QStringList texts = chart->labelTexts();
            const QList<QRectF> rects = chart->labelRects();
            QCOMPARE(rects.size(), texts.size());
            for (qsizetype i = 0; i < rects.size(); ++i) {
                QVERIFY2(area.contains(rects[i]),
                         qPrintable(chart->chartTitle() + QLatin1String(": ") + texts[i]));
                for (qsizetype j = i + 1; j < rects.size(); ++j)
                    QVERIFY2(!rects[i].intersects(rects[j]),
                             qPrintable(texts[i] + QLatin1String(" / ") + texts[j]));
                for (const QRectF& o : chart->labelObstacles())
                    QVERIFY2(!rects[i].intersects(o),
                             qPrintable(chart->chartTitle() + QLatin1String(": ") + texts[i]));
            }
        }
    }
};

QTEST_MAIN(TestChartReadability)
#include "tst_chart_readability.moc"
