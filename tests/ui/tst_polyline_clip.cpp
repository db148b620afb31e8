// Curves are cut at the plot's edges before Qt Charts gets them: a KV-cache curve held beyond
// a held axis during a keyboard drag ran over the chart's title in a real window (1280x800,
// batch 7 -> 19 with the Up key), because Qt Charts did not clip it.
#include "core/catalogue/catalogue.h"
#include "core/charts/chart_data.h"
#include "core/files/scenario_io.h"
#include "ui/charts/chart_view.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/polyline_clip.h"
#include "ui/charts/scale_axis.h"

#include <QtTest/QtTest>

using namespace ridgeline;
using namespace ridgeline::ui;

class TestPolylineClip : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void insideIsKept() {
        const QList<QPointF> line{{1, 1}, {2, 3}, {4, 4}};
        QCOMPARE(clipPolyline(line, QRectF(0, 0, 5, 5)), line);
    }

    void leavingIsCutAtTheEdge() {
        // y = x from 0 to 10 in a box up to 4: ends at (4, 4).
        const QList<QPointF> cut = clipPolyline({{0, 0}, {10, 10}}, QRectF(0, 0, 4, 4));
        QCOMPARE(cut, (QList<QPointF>{{0, 0}, {4, 4}}));
        // Entering from outside starts at the edge.
        QCOMPARE(clipPolyline({{-2, 1}, {2, 1}, {3, 2}}, QRectF(0, 0, 4, 4)),
                 (QList<QPointF>{{0, 1}, {2, 1}, {3, 2}}));
    }

    void nothingInsideIsEmpty() {
        QVERIFY(clipPolyline({{5, 5}, {6, 7}}, QRectF(0, 0, 4, 4)).isEmpty());
        QVERIFY(clipPolyline({{5, 5}}, QRectF(0, 0, 4, 4)).isEmpty());
    }

    void aReturnAlongOneEdgeJoins() {
        // Up over the top edge and back down: the part outside becomes the top edge.
        const QList<QPointF> cut = clipPolyline({{0, 2}, {2, 6}, {4, 2}}, QRectF(0, 0, 4, 4));
        QCOMPARE(cut, (QList<QPointF>{{0, 2}, {1, 4}, {3, 4}, {4, 2}}));
        // Out over the top and back in over the right edge: the rest is dropped.
        const QList<QPointF> corner =
            clipPolyline({{2, 2}, {3, 6}, {6, 6}, {6, 3}, {3, 3}}, QRectF(0, 0, 4, 4));
        QCOMPARE(corner, (QList<QPointF>{{2, 2}, {2.5, 4}}));
    }

    void aHeldAxisKeepsTheKvCurvesInside() {
        const Catalogue catalogue = builtinCatalogue().value();
        Scenario scenario = defaultScenario(catalogue);
        const std::vector<GpuChoice> choices{primaryChoice(scenario)};
        KvCacheChart chart;
        chart.resize(640, 400);
        scenario.workload.batch = 7;
        chart.setData(buildChartData(scenario, choices), scenario);
        // While a control is dragged the axes only grow: the batch-19 curve runs past the top.
        chart.setAxisFit(AxisFit::grow);
        scenario.workload.batch = 19;
        chart.setData(buildChartData(scenario, choices), scenario);
        const AxisRange y = chart.axisRange(Qt::Vertical).value();
        const QList<QPointF> current = chart.dataPoints(QStringLiteral("kv-current"));
        QVERIFY(current.size() >= 2);
        for (const QPointF& p : current)
            QVERIFY2(
                p.y() <= y.hi * (1 + 1e-9),
                qPrintable(QStringLiteral("%1 GiB above the axis top %2").arg(p.y()).arg(y.hi)));
        QVERIFY(current.back().y() >= y.hi * (1 - 1e-6)); // cut at the top, not short of it
    }
};

QTEST_MAIN(TestPolylineClip)
#include "tst_polyline_clip.moc"
