// The chart data memo: curves that sweep the batch themselves are carried over when only the
// batch moved, and the chart data is the same as without the memo whatever changed.
#include "test_support.h"

#include "core/charts/chart_data.h"
#include "core/evaluation/evaluate.h"
#include "core/physics/physics.h"

#include <QTest>

using namespace ridgeline;

class ChartDataMemoTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void batchChangeReusesTheCurves();
    void otherChangesRecomputeThem();
    void kvLabelsAtTheCurrentContextComeFromTheCore();
};

namespace {

const char* fourGpus = R"({"ridgeline": 1, "model": {"preset": "llama-2-7b"},
    "hardware": {"gpu": "rtx-4090", "count": 1,
      "compare": [{"gpu": "h100-sxm"}, {"gpu": "a100-sxm-80gb"}, {"gpu": "l40s"}]},
    "workload": {"mode": "inference", "batch": 4, "prompt_tokens": 512, "output_tokens": 128}})";

std::vector<GpuChoice> choicesOf(const Scenario& s) {
    std::vector<GpuChoice> choices{primaryChoice(s)};
    for (const GpuChoice& c : s.compare)
        choices.push_back(c);
    return choices;
}

// Everything the charts draw from the cost and trail curves, compared exactly.
void compareCurves(const ChartData& a, const ChartData& b) {
    QCOMPARE(a.cost.size(), b.cost.size());
    for (std::size_t i = 0; i < a.cost.size(); ++i) {
        QCOMPARE(a.cost[i].owned.size(), b.cost[i].owned.size());
        for (std::size_t j = 0; j < a.cost[i].owned.size(); ++j) {
            QCOMPARE(a.cost[i].owned[j].x, b.cost[i].owned[j].x);
            QCOMPARE(a.cost[i].owned[j].y, b.cost[i].owned[j].y);
            QCOMPARE(a.cost[i].cloudHigh[j].y, b.cost[i].cloudHigh[j].y);
        }
        QCOMPARE(a.cost[i].currentBatch, b.cost[i].currentBatch);
        QCOMPARE(a.cost[i].currentOwned, b.cost[i].currentOwned);
        QCOMPARE(a.cost[i].currentCloud, b.cost[i].currentCloud);
        const auto& ta = a.roofline[i].decodeTrail;
        const auto& tb = b.roofline[i].decodeTrail;
        QCOMPARE(ta.size(), tb.size());
        for (std::size_t j = 0; j < ta.size(); ++j) {
            QCOMPARE(ta[j].batch, tb[j].batch);
            QCOMPARE(ta[j].point.intensity, tb[j].point.intensity);
        }
    }
}

} // namespace

void ChartDataMemoTest::batchChangeReusesTheCurves() {
    Scenario s = test::scenario(fourGpus);
    const std::vector<GpuChoice> choices = choicesOf(s);
    QCOMPARE(choices.size(), std::size_t(4));
    ChartDataMemo memo;
    const ChartData first = buildChartData(s, choices, {}, &memo);
    s.workload.batch = 16;
    const ChartData memoised = buildChartData(s, choices, {}, &memo);
    const ChartData fresh = buildChartData(s, choices);
    compareCurves(memoised, fresh);
    // The batch's own figures moved; the curves did not.
    QCOMPARE(memoised.cost[0].currentBatch, 16.0);
    QVERIFY(*memoised.cost[0].currentOwned < *first.cost[0].currentOwned);
    QCOMPARE(memoised.cost[0].owned.size(), first.cost[0].owned.size());
    QVERIFY(!memoised.cost[0].owned.empty());
}

void ChartDataMemoTest::otherChangesRecomputeThem() {
    Scenario s = test::scenario(fourGpus);
    const std::vector<GpuChoice> choices = choicesOf(s);
    ChartDataMemo memo;
    const ChartData before = buildChartData(s, choices, {}, &memo);
    // A price, a length and a GPU choice each change the curves.
    s.economics.utilization = 0.35;
    compareCurves(buildChartData(s, choices, {}, &memo), buildChartData(s, choices));
    const ChartData cheaper = buildChartData(s, choices, {}, &memo);
    QVERIFY(cheaper.cost[0].owned.front().y > before.cost[0].owned.front().y);
    s.workload.promptTokens = 4096;
    compareCurves(buildChartData(s, choices, {}, &memo), buildChartData(s, choices));
    std::vector<GpuChoice> two = choices;
    two[1].count = 2;
    two[1].tensorParallel = 2;
    compareCurves(buildChartData(s, two, {}, &memo), buildChartData(s, two));
    ChartRanges fewer;
    fewer.points = 32;
    compareCurves(buildChartData(s, two, fewer, &memo), buildChartData(s, two, fewer));
}

void ChartDataMemoTest::kvLabelsAtTheCurrentContextComeFromTheCore() {
    // Every other layer behind a 4k window: past the window the cache no longer grows linearly,
    // and each curve's label at the current context carries the core's bytes there.
    Scenario s = test::scenario(fourGpus);
    s.model.arch.slidingWindow = 4096;
    s.model.arch.slidingLayers = s.model.arch.layers / 2;
    s.workload.promptTokens = 30000;
    s.workload.outputTokens = 2000;
    const ChartData data = buildChartData(s, choicesOf(s));
    QVERIFY(!data.kv.series.empty());
    const double context = data.kv.currentContext;
    QCOMPARE(context, 32000.0);
    for (const KvSeries& k : data.kv.series) {
        const double want =
            kvCacheBytes(s.model.arch, s.workload.kvFormat.bytes(), context) * k.batch;
        QCOMPARE(k.currentBytes, want);
        // A straight line through the first sample would overstate it.
        const double linear = k.bytes.front() / data.kv.contexts.front() * context;
        QVERIFY(linear > want * 1.3);
    }
}

QTEST_APPLESS_MAIN(ChartDataMemoTest)
#include "tst_chart_data_memo.moc"
