// The decode point's trail on the roofline as the batch grows: powers of two up to the largest
// batch that fits, and that batch; each point is the core's own decode point at that batch.
#include "test_support.h"

#include "core/charts/chart_data.h"
#include "core/evaluation/evaluate.h"

#include <QTest>

using namespace ridgeline;

class DecodeTrail : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void climbsToTheLargestBatch();
    void emptyInTrainingAndWhenNothingFits();
};

namespace {

const char* h100 = R"({"ridgeline": 1, "model": {"preset": "llama-2-7b"},
    "hardware": {"gpu": "h100-sxm", "count": 1},
    "workload": {"mode": "inference", "batch": 1, "prompt_tokens": 512, "output_tokens": 128}})";

} // namespace

void DecodeTrail::climbsToTheLargestBatch() {
    const Scenario s = test::scenario(h100);
    const std::vector<GpuChoice> choices{primaryChoice(s)};
    const ChartData data = buildChartData(s, choices);
    const Results& r = data.results.front();
    const std::vector<TrailPoint>& trail = data.roofline.front().decodeTrail;
    QVERIFY(r.inference.maxBatch > 8);
    QCOMPARE(trail.front().batch, 1.0);
    QCOMPARE(trail.back().batch, double(r.inference.maxBatch));
    // Batch 1 is the scenario's own decode point.
    QCOMPARE(trail.front().point.intensity, data.roofline.front().decode.intensity);
    // 1, 2, 4, ... then the largest that fits (not a power of two here).
    for (std::size_t i = 1; i + 1 < trail.size(); ++i)
        QCOMPARE(trail[i].batch, 2 * trail[i - 1].batch);
    for (std::size_t i = 1; i < trail.size(); ++i) {
        // Batching raises the intensity and the FLOP/s reached: the point climbs the roof.
        QVERIFY(trail[i].point.intensity > trail[i - 1].point.intensity);
        QVERIFY(trail[i].point.flopsPerS > trail[i - 1].point.flopsPerS);
        QVERIFY(trail[i].point.flopsPerS <= trail[i].point.attainable);
    }
    // The point at batch 16 is the one evaluate() gives at batch 16.
    Scenario at16 = s;
    at16.workload.batch = 16;
    const Results r16 = evaluate(at16);
    QCOMPARE(trail[4].batch, 16.0);
    QCOMPARE(trail[4].point.intensity, r16.inference.decode.intensity());
}

void DecodeTrail::emptyInTrainingAndWhenNothingFits() {
    Scenario s = test::scenario(h100);
    s.workload.mode = Mode::training;
    const std::vector<GpuChoice> choices{primaryChoice(s)};
    QVERIFY(buildChartData(s, choices).roofline.front().decodeTrail.empty());

    // Llama-2-70B in fp16 does not fit one RTX 4090.
    const Scenario big = test::scenario(R"({"ridgeline": 1, "model": {"preset": "llama-2-70b"},
        "hardware": {"gpu": "rtx-4090", "count": 1}, "workload": {"mode": "inference"}})");
    const std::vector<GpuChoice> one{primaryChoice(big)};
    QVERIFY(buildChartData(big, one).roofline.front().decodeTrail.empty());
}

QTEST_GUILESS_MAIN(DecodeTrail)
#include "tst_decode_trail.moc"
