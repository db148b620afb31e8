// The serving curve (core/serving/serving_curve.h): the simulation swept over the request rate.
// TTFT grows with the load, the completed throughput is the offered load below capacity, the
// capacity point meets the scenario's limits, the same seed gives the same numbers, and the
// chart data carries it (memoised, the scenario's own load simulated into the results).
#include "core/charts/chart_data.h"
#include "core/evaluation/evaluate.h"
#include "core/serving/serving_curve.h"
#include "core/serving/serving_sim.h"
#include "test_support.h"

#include <QTest>

using namespace ridgeline;

namespace {

constexpr double carriedTolerance = 0.05; // completed against offered tokens/s below capacity

// Llama-3.1-8B on one H100 under vLLM: 1,000-token prompts, 200-token answers varying with CV
// 0.5, 2,000 requests of seed 3 (tst_serving's loads) (fewer would leave the drain after the last
// arrival a larger share of the run); a first-token limit of 200 ms and 40 ms per token at P99.
std::string curveJson(const std::string& requirements = R"("requirements": {"ttft_s": 0.32,
        "tpot_s": 0.04, "percentile": 99},)") {
    return R"({"ridgeline": 1, "model": {"preset": "llama-3.1-8b"},
               "hardware": {"gpu": "h100-sxm", "count": 1}, )" +
           requirements + R"(
               "workload": {"prompt_tokens": 1000, "output_tokens": 200, "engine": "vllm",
                 "serving": {"arrival": "poisson", "requests_per_s": 5, "requests": 2000,
                   "seed": 3, "prompt_tokens_cv": 0.5, "output_tokens_cv": 0.5}}})";
}

} // namespace

class TestServingCurve : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sweepsPastTheOfflineMaximum() {
        const ServingCurve c = servingCurve(test::scenario(curveJson()));

        QVERIFY(!c.empty());
        QVERIFY(c.offlineRequestsPerS > 0);
        // 12 rates up to 1.2x the offline maximum, and the capacity's own rate.
        QVERIFY(c.points.size() == 12 || c.points.size() == 13);
        RL_COMPARE_REL(c.points.back().requestsPerS, 1.2 * c.offlineRequestsPerS, 1e-9);
        for (std::size_t i = 1; i < c.points.size(); ++i)
            QVERIFY(c.points[i].requestsPerS > c.points[i - 1].requestsPerS);
        QCOMPARE(c.load.requests, 2000);
        QCOMPARE(c.load.seed, std::uint64_t(3));
        QCOMPARE(c.limits.percentile, 99.0);
        QCOMPARE(*c.limits.ttftS, 0.32);
        QCOMPARE(*c.limits.tpotS, 0.04);
        QVERIFY(!c.limits.latencyS);
    }

    void firstTokenGrowsWithTheLoad() {
        const ServingCurve c = servingCurve(test::scenario(curveJson()));
        for (std::size_t i = 1; i < c.points.size(); ++i) {
            const ServingCurvePoint& a = c.points[i - 1];
            const ServingCurvePoint& b = c.points[i];
            // The capacity's own rate can sit a fraction of a percent from a grid rate; there
            // the two P99s (the 20th slowest of 2,000 first tokens) may differ by the sample's
            // noise alone, so a point may fall 1 % below the one before it, never more.
            QVERIFY2(b.ttftS.p99 >= a.ttftS.p99 * 0.99,
                     qPrintable(QStringLiteral("TTFT P99 %1 s at %2 req/s, %3 s at %4 req/s")
                                    .arg(a.ttftS.p99)
                                    .arg(a.requestsPerS)
                                    .arg(b.ttftS.p99)
                                    .arg(b.requestsPerS)));
            QVERIFY(b.ttftS.p50 <= b.ttftS.p90 && b.ttftS.p90 <= b.ttftS.p99);
            QVERIFY(b.tpotS.p50 <= b.tpotS.p90 && b.tpotS.p90 <= b.tpotS.p99);
        }
        // Past the offline maximum the queue grows: the last first token waits far longer than
        // at light load.
        QVERIFY(c.points.back().ttftS.p99 > 5 * c.points.front().ttftS.p99);
    }

    void belowCapacityTheLoadIsCarried() {
        const ServingCurve c = servingCurve(test::scenario(curveJson()));
        QVERIFY(c.capacity.requestsPerS > 0);
        int checked = 0;
        for (const ServingCurvePoint& p : c.points) {
            if (p.requestsPerS > c.capacity.requestsPerS)
                continue;
            RL_COMPARE_REL(p.outputTokensPerS, p.offeredTokensPerS, carriedTolerance);
            ++checked;
        }
        QVERIFY(checked >= 3);
        // Offered tokens/s is the rate times the mean answer of the simulated requests.
        RL_COMPARE_REL(c.points.front().offeredTokensPerS / c.points.front().requestsPerS,
                       c.offlineOutputTokensPerS / c.offlineRequestsPerS, 1e-9);
    }

    void capacityMeetsTheLimits() {
        const Scenario s = test::scenario(curveJson());
        const ServingCurve c = servingCurve(s);
        const Capacity& cap = c.capacity;
        QVERIFY(cap.requestsPerS > 0);
        QVERIFY(cap.requestsPerS <= c.offlineRequestsPerS);
        QVERIFY(cap.serving.ttftAtPercentileS <= 0.32);
        QVERIFY(cap.serving.tpotAtPercentileS <= 0.04);
        // The same search as `ridgeline-cli capacity` on the scenario's layout.
        const Capacity direct = servingCapacity(s, servingLimits(s), false);
        QCOMPARE(direct.requestsPerS, cap.requestsPerS);
        // The curve passes through the capacity point with its figures.
        bool found = false;
        for (const ServingCurvePoint& p : c.points)
            if (p.requestsPerS == cap.requestsPerS) {
                found = true;
                QCOMPARE(p.ttftAtPercentileS, cap.serving.ttftAtPercentileS);
                // The capacity's tokens/s: what the simulation carried there, on the line.
                QCOMPARE(cap.outputTokensPerS, p.outputTokensPerS);
                RL_COMPARE_REL(p.outputTokensPerS, p.offeredTokensPerS, 0.05);
            }
        QVERIFY(found);
    }

    // With no limit the capacity is the highest rate carried in a steady state: about the
    // offline maximum (all requests queued at once), and the rates past it are overloaded.
    void withoutLimitsTheCapacityIsTheHighestSustainedRate() {
        const ServingCurve c = servingCurve(test::scenario(curveJson("")));
        QVERIFY(!c.limits.any());
        QCOMPARE(c.limits.percentile, 99.0);
        QVERIFY(!c.capacity.serving.overloaded);
        RL_COMPARE_REL(c.capacity.requestsPerS, c.offlineRequestsPerS, 0.15);
        for (const ServingCurvePoint& p : c.points) {
            if (p.requestsPerS <= c.capacity.requestsPerS)
                QVERIFY(!p.overloaded);
            if (p.requestsPerS >= 1.1 * c.capacity.requestsPerS)
                QVERIFY(p.overloaded);
        }
    }

    void sameSeedSameNumbers() {
        const Scenario s = test::scenario(curveJson());
        const ServingCurve a = servingCurve(s);
        const ServingCurve b = servingCurve(s);
        QCOMPARE(a.points.size(), b.points.size());
        for (std::size_t i = 0; i < a.points.size(); ++i) {
            QCOMPARE(a.points[i].requestsPerS, b.points[i].requestsPerS);
            QCOMPARE(a.points[i].ttftS, b.points[i].ttftS);
            QCOMPARE(a.points[i].tpotS, b.points[i].tpotS);
            QCOMPARE(a.points[i].outputTokensPerS, b.points[i].outputTokensPerS);
        }
        QCOMPARE(a.capacity.requestsPerS, b.capacity.requestsPerS);
        // Another seed draws other requests.
        Scenario other = s;
        other.workload.serving->seed = 4;
        QVERIFY(!(servingCurve(other).points[3].ttftS == a.points[3].ttftS));
    }

    void fewerRequestsOnRequest() {
        ServingCurveOptions options;
        options.maxRequests = 200;
        const ServingCurve c = servingCurve(test::scenario(curveJson()), options);
        QCOMPARE(c.load.requests, 200);
        QVERIFY(!c.empty());
    }

    void trainingHasNoCurve() {
        Scenario s = test::scenario(curveJson());
        s.workload.mode = Mode::training;
        QVERIFY(servingCurve(s).empty());
    }

    void chartDataCarriesItMemoised() {
        Scenario s = test::scenario(curveJson());
        const std::vector<GpuChoice> choices{primaryChoice(s)};
        ChartDataMemo memo;
        const ChartData first = buildChartData(s, choices, {}, &memo);
        QVERIFY(first.serving);
        QVERIFY(first.results[0].serving);
        // The scenario's own load, as evaluateWithServing() simulates it.
        const Results direct = evaluateWithServing(s);
        QCOMPARE(first.results[0].serving->ttftS, direct.serving->ttftS);
        QCOMPARE(first.serving->capacity.requestsPerS, servingCurve(s).capacity.requestsPerS);

        // vLLM batches continuously: the batch does not enter the simulation, and the memo
        // keeps the curve; the same numbers as computed afresh.
        s.workload.batch = 64;
        const ChartData memoised = buildChartData(s, choices, {}, &memo);
        const ChartData fresh = buildChartData(s, choices);
        QCOMPARE(memoised.serving->points.size(), fresh.serving->points.size());
        for (std::size_t i = 0; i < fresh.serving->points.size(); ++i)
            QCOMPARE(memoised.serving->points[i].ttftS, fresh.serving->points[i].ttftS);
        QCOMPARE(memoised.results[0].serving->ttftS, fresh.results[0].serving->ttftS);

        // Without workload.serving only the serving chart asks for it.
        s.workload.serving.reset();
        QVERIFY(!buildChartData(s, choices).serving);
        ChartRanges ranges;
        ranges.serving = true;
        const ChartData asked = buildChartData(s, choices, ranges, &memo);
        QVERIFY(asked.serving && !asked.serving->empty());
        QVERIFY(!asked.results[0].serving);
        QCOMPARE(asked.serving->load.requests, ServingSpec{}.requests);
        // Training draws no serving curve.
        s.workload.mode = Mode::training;
        QVERIFY(!buildChartData(s, choices, ranges).serving);
    }
};

QTEST_APPLESS_MAIN(TestServingCurve)
#include "tst_serving_curve.moc"
