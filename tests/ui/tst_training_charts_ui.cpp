// Training mode in the window's parts: the grid swaps KV cache and cost per token for scaling and
// time and cost, the roofline shows the operating points of the mode, the RTX 4090 loses
// efficiency past its node, headless export writes scaling.csv and time-cost.csv, the summary
// shows the core's implied MFU, and the network control is one undo step.
#include "csv_rows.h"

#include "core/hardware/cluster.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/charts/scaling_chart.h"
#include "ui/charts/time_cost_chart.h"
#include "ui/document/scenario_file.h"
#include "ui/document/state_editor.h"
#include "ui/layout/chart_grid.h"
#include "ui/panels/cluster_panel.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui/units.h"
#include "ui/window/headless.h"
#include "ui_fixture.h"

#include <QComboBox>
#include <QFile>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

QString scenarioPath(const char* name) {
    return QStringLiteral(RIDGELINE_SOURCE_DIR "/resources/scenarios/") + QLatin1String(name);
}

ScenarioState stateOf(const char* file) {
    Result<Scenario> s = readScenarioFile(scenarioPath(file), test::catalogue());
    if (!s)
        qFatal("cannot read %s", file);
    return stateFromScenario(s.value(), test::catalogue());
}

QStringList csvHeader(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return test::csvRows(QString::fromUtf8(f.readAll())).value(0);
}

} // namespace

class TestTrainingChartsUi : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void gridSwapsChartsByMode() {
        auto model = test::makeModel();
        StateEditor gridEditor(model.get());
        ChartGrid grid(&gridEditor);
        QVERIFY(!grid.charts().contains(grid.scaling()));
        QCOMPARE(grid.chartIndex(2), 2);
        model->setState(stateOf("llama-2-7b-lora-4090-vs-h100.ridgeline.json"));
        model->flush();
        QVERIFY(grid.training());
        const QList<ChartView*> shown{grid.roofline(), grid.memory(), grid.scaling(),
                                      grid.timeCost()};
        QCOMPARE(grid.charts(), shown);
        QCOMPARE(grid.chartIndex(2), 4);
        QCOMPARE(grid.chartIndex(3), 5);
        QVERIFY(!grid.charts().contains(grid.kvCache()));
        QVERIFY(!grid.charts().contains(grid.cost()));
        QVERIFY(!grid.scaling()->dataPoints(QStringLiteral("tput:0")).isEmpty());
        QVERIFY(!grid.timeCost()->dataPoints(QStringLiteral("days:1")).isEmpty());
        // P10-P90 bands around the throughput and the time to train
        const QList<QPointF> tput = grid.scaling()->dataPoints(QStringLiteral("tput:0"));
        const QList<QPointF> tputHigh =
            grid.scaling()->bandPoints(QStringLiteral("tput-band:0"), true);
        QCOMPARE(tputHigh.size(), tput.size());
        QVERIFY(tputHigh.front().y() > tput.front().y());
        const QList<QPointF> days = grid.timeCost()->dataPoints(QStringLiteral("days:1"));
        const QList<QPointF> daysLow =
            grid.timeCost()->bandPoints(QStringLiteral("days-band:1"), false);
        QCOMPARE(daysLow.size(), days.size());
        QVERIFY(daysLow.back().y() < days.back().y());
        QVERIFY(!grid.timeCost()->bandPoints(QStringLiteral("run-owned-band:0"), true).isEmpty());
        QVERIFY(grid.scaling()->axisTitle(Qt::Horizontal).contains(QStringLiteral("GPUs")));
    }

    void rtx4090LosesEfficiencyPastItsNode() {
        auto model = test::makeModel();
        model->setState(stateOf("llama-2-7b-lora-4090-vs-h100.ridgeline.json"));
        model->flush();
        const ScalingSeries& s = model->chartData().training.scaling.at(0);
        QCOMPARE(QString::fromStdString(s.gpuId), QStringLiteral("rtx-4090"));
        auto efficiencyAt = [&](double n) {
            for (const ScalingPoint& p : s.points)
                if (p.gpus == n)
                    return p.scalingEfficiency;
            return -1.0;
        };
        QVERIFY(s.gpusPerNode == 8);
        QVERIFY(efficiencyAt(8) > 0);
        QVERIFY(efficiencyAt(16) > 0);
        QVERIFY2(
            efficiencyAt(16) < efficiencyAt(8),
            qPrintable(
                QStringLiteral("%1 at 16 vs %2 at 8").arg(efficiencyAt(16)).arg(efficiencyAt(8))));
        // The chart draws the core's numbers, in percent.
        StateEditor gridEditor(model.get());
        ChartGrid grid(&gridEditor);
        const QList<QPointF> eff = grid.scaling()->dataPoints(QStringLiteral("eff:0"));
        QCOMPARE(eff.size(), qsizetype(s.points.size()));
        QVERIFY(test::near(eff.front().y(), 100 * s.points.front().scalingEfficiency, 1e-6));
    }

    void rooflineShowsTheModesPoints() {
        auto model = test::makeModel();
        StateEditor gridEditor(model.get());
        ChartGrid grid(&gridEditor);
        QVERIFY(grid.roofline()->seriesKeys().contains(QStringLiteral("decode:0")));
        QVERIFY(!grid.roofline()->seriesKeys().contains(QStringLiteral("training:0")));
        QVERIFY(!grid.roofline()->seriesKeys().contains(QStringLiteral("legend-training")));
        model->setState(stateOf("llama-2-70b-training-time.ridgeline.json"));
        model->flush();
        const QStringList keys = grid.roofline()->seriesKeys();
        QVERIFY(keys.contains(QStringLiteral("training:0")));
        QVERIFY(!keys.contains(QStringLiteral("decode:0")));
        QVERIFY(!keys.contains(QStringLiteral("prefill:0")));
        QVERIFY(!keys.contains(QStringLiteral("legend-decode")));
    }

    void headlessExportWritesTrainingCharts() {
        QTemporaryDir tmp;
        HeadlessOptions o;
        o.scenario = scenarioPath("llama-2-70b-training-time.ridgeline.json");
        o.exportDir = tmp.path();
        o.formats = {QStringLiteral("csv"), QStringLiteral("png")};
        o.size = QSize(640, 400);
        QStringList errors;
        QCOMPARE(runHeadless(o, test::catalogue(), [&](const QString& l) { errors << l; }), 0);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        const QDir dir(tmp.path());
        for (const char* base : {"roofline", "memory", "scaling", "time-cost"})
            QVERIFY2(dir.exists(QLatin1String(base) + QStringLiteral(".png")), base);
        QVERIFY(!dir.exists(QStringLiteral("kv-cache.csv")));
        QVERIFY(!dir.exists(QStringLiteral("cost.csv")));
        for (const char* base : {"scaling.csv", "time-cost.csv"}) {
            const QStringList header = csvHeader(dir.filePath(QLatin1String(base)));
            QCOMPARE(header.value(0), QStringLiteral("GPUs"));
            QVERIFY2(header.size() >= 4, base);
        }
    }

    void summaryShowsImpliedMfu() {
        auto model = test::makeModel();
        SummaryStrip strip(model.get());
        model->setState(stateOf("llama-2-70b-training-time.ridgeline.json"));
        model->flush();
        QVERIFY(strip.visibleKeys().contains(QStringLiteral("implied-mfu")));
        QVERIFY(strip.visibleKeys().contains(QStringLiteral("comm-share")));
        const double mfu = model->primaryResults().training.impliedMfu;
        QVERIFY(mfu > 0 && mfu < 1);
        QCOMPARE(strip.item(QStringLiteral("implied-mfu"))->value(), units::percent(mfu));
    }

    // An NVL72 rack is one node of 72 GPUs with a NIC each: the panel shows the whole domain,
    // not a value clamped to a server's size.
    void nvl72RackShowsItsWholeDomain() {
        auto model = test::makeModel();
        model->setState(stateOf("deepseek-v3-gb200-nvl72.ridgeline.json"));
        model->flush();
        StateEditor editor(model.get());
        ClusterPanel panel(&editor);
        QCOMPARE(panel.gpusPerNode()->value(), 72);
        QCOMPARE(panel.nicsPerNode()->value(), 72);
        QCOMPARE(model->scenario().hardware.gpu.server.gpusPerNode, 72);
        QCOMPARE(clusterOf(model->scenario().hardware).gpusPerNode, 72);
    }

    void networkControlIsOneUndoStep() {
        auto doc = test::makeDocument();
        ScenarioModel* model = doc->model();
        ClusterPanel panel(doc->editor());
        QComboBox* network = panel.network();
        const int ndr = network->findData(QStringLiteral("ib-ndr-400g"));
        const int ethernet = network->findData(QStringLiteral("ethernet-25g"));
        QVERIFY(ndr >= 0 && ethernet >= 0);
        const int target = network->currentIndex() == ethernet ? ndr : ethernet;
        const auto before = model->scenario().hardware.network;
        const int steps = doc->undoStack()->count();
        network->setCurrentIndex(target);
        model->flush();
        QVERIFY(model->scenario().hardware.network.has_value());
        QCOMPARE(QString::fromStdString(
                     std::string(nicKindName(model->scenario().hardware.network->kind))),
                 network->itemData(target).toString());
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        doc->undoStack()->undo();
        QVERIFY(model->scenario().hardware.network == before);
        QVERIFY(network->currentIndex() != target);
    }
};

QTEST_MAIN(TestTrainingChartsUi)
#include "tst_training_charts_ui.moc"
