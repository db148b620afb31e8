// The training charts' data: GPU counts, scaling per option with its node boundary, and time
// and cost to train.
#include "test_support.h"

#include "core/charts/chart_data.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace ridgeline;

namespace {

std::vector<GpuChoice> rtxAndH100(int tensorParallel) {
    const Catalogue& cat = test::catalogue();
    return {GpuChoice{*cat.gpu("rtx-4090"), 8, tensorParallel},
            GpuChoice{*cat.gpu("h100-sxm"), 8, tensorParallel}};
}

} // namespace

class TrainingChartData : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void countsAreValidLayouts();
    void pcieScalingFallsPastTheNode();
    void timeAndCost();
    void fixedGlobalBatchStopsTheSweep();
};

void TrainingChartData::countsAreValidLayouts() {
    const std::vector<double> all = trainingGpuCounts({}, 1);
    QCOMPARE(all.front(), 1.0);
    QCOMPARE(all.back(), 4096.0);
    for (int p = 1; p <= 4096; p *= 2)
        QVERIFY(std::find(all.begin(), all.end(), double(p)) != all.end());
    QVERIFY(std::is_sorted(all.begin(), all.end()));
    QVERIFY(all.size() > 13); // log-spaced counts between the powers of two
    const std::vector<double> tp8pp2 = trainingGpuCounts({}, 16);
    QCOMPARE(tp8pp2.front(), 16.0);
    for (double n : tp8pp2)
        QCOMPARE(std::fmod(n, 16.0), 0.0);
}

// Data parallel over 8-card PCIe 4090 servers: inside the node the all-reduce runs on PCIe
// (staged through the host), past it on one 100 GbE NIC shared by 8 GPUs.
void TrainingChartData::pcieScalingFallsPastTheNode() {
    const Scenario s = test::scenario(R"({"model": {"preset": "llama-2-7b"},
        "workload": {"mode": "training", "sequence": 2048, "micro_batch": 1,
        "weight_format": "bf16", "zero_stage": 1}})");
    const TrainingCharts charts = buildTrainingCharts(s, rtxAndH100(1));
    QCOMPARE(charts.scaling.size(), std::size_t(2));
    const ScalingSeries& rtx = charts.scaling[0];
    QCOMPARE(rtx.gpuId, std::string("rtx-4090"));
    QCOMPARE(rtx.gpusPerNode, 8);
    auto at = [](const ScalingSeries& series, double n) {
        return *std::find_if(series.points.begin(), series.points.end(),
                             [n](const ScalingPoint& p) { return p.gpus == n; });
    };
    const ScalingPoint inside = at(rtx, 8), across = at(rtx, 16);
    QCOMPARE(inside.nodes, 1);
    QCOMPARE(across.nodes, 2);
    QVERIFY2(across.scalingEfficiency < inside.scalingEfficiency - 0.1,
             qPrintable(QStringLiteral("%1 -> %2")
                            .arg(inside.scalingEfficiency)
                            .arg(across.scalingEfficiency)));
    // The H100 option keeps scaling well across its 400 Gb/s NICs.
    const ScalingSeries& h100 = charts.scaling[1];
    QVERIFY(at(h100, 16).scalingEfficiency > at(rtx, 16).scalingEfficiency + 0.2);
    QVERIFY(at(h100, 4096).tokensPerS > 100 * at(h100, 8).tokensPerS);
}

void TrainingChartData::timeAndCost() {
    const Scenario s = test::scenario(R"({"workload": {"mode": "training", "tokens": 1e11,
        "deadline_s": 864000}})");
    const TrainingCharts charts = buildTrainingCharts(s, rtxAndH100(1));
    const TimeCostSeries& h100 = charts.timeCost[1];
    QCOMPARE(*h100.deadlineDays, 10.0);
    QVERIFY(h100.points.front().days > h100.points.back().days);
    for (const TimeCostPoint& p : h100.points) {
        QVERIFY(p.cloudUsd && p.ownedUsd && *p.cloudUsd > 0);
        // the cloud bill is GPU-hours x the hourly rate
        RL_COMPARE_REL(
            *p.cloudUsd,
            p.gpus * p.days * 24 * *test::catalogue().gpu("h100-sxm")->cloudUsdPerGpuHour, 1e-9);
    }
}

void TrainingChartData::fixedGlobalBatchStopsTheSweep() {
    const Scenario s = test::scenario(
        R"({"hardware": {"count": 2}, "workload": {"mode": "training", "global_batch": 64,
        "pipeline_parallel": 2}})");
    const TrainingCharts charts = buildTrainingCharts(s, rtxAndH100(2));
    const ScalingSeries& series = charts.scaling[0];
    QCOMPARE(series.modelParallel, 4);
    QCOMPARE(series.points.front().gpus, 4.0);
    QCOMPARE(series.points.back().gpus, 256.0); // 64 replicas of 4 GPUs, one sequence each
}

QTEST_APPLESS_MAIN(TrainingChartData)
#include "tst_training_charts.moc"
