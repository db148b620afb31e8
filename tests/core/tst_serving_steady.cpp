// A Poisson load in its steady state (docs/physics.md, "Steady state"): the window worked by
// hand, figures below capacity that do not depend on how many requests were simulated, the
// offered load carried, an overload said and never hidden behind finite waits, the capacity on
// the serving curve, and lengths drawn as benchmark clients draw them.
#include "core/evaluation/evaluate.h"
#include "core/files/results_json.h"
#include "core/files/scenario_io.h"
#include "core/serving/serving_capacity.h"
#include "core/serving/serving_curve.h"
#include "core/serving/serving_sim.h"
#include "core/serving/serving_window.h"
#include "test_support.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>

using namespace ridgeline;

namespace {

// Llama-3.1-8B on one H100 under vLLM: 1,000-token prompts, 200-token answers varying with CV 0.5.
std::string scenarioJson(const std::string& serving, int gpus = 1) {
    return fmt::format(R"({{"ridgeline": 1, "model": {{"preset": "llama-3.1-8b"}},
               "hardware": {{"gpu": "h100-sxm", "count": {}}},
               "workload": {{"prompt_tokens": 1000, "output_tokens": 200, "engine": "vllm",
                 "serving": {}}}}})",
                       gpus, serving);
}

std::string poisson(double rate, int requests, double cv = 0.5) {
    return fmt::format(R"({{"arrival": "poisson", "requests_per_s": {}, "requests": {},
                           "seed": 3, "prompt_tokens_cv": {}, "output_tokens_cv": {}}})",
                       rate, requests, cv, cv);
}

ServingFigures simulate(const std::string& json) {
    const Results r = evaluateWithServing(test::scenario(json));
    if (!r.serving)
        qFatal("no serving figures");
    return *r.serving;
}

// The offline maximum of the scenario, requests/s, as the capacity search bounds it.
double offlineRate(int gpus = 1) {
    const Scenario s = test::scenario(scenarioJson(poisson(1, 1000), gpus));
    return servingCapacity(s, {}, false).requestsPerS;
}

void compareWithin(double got, double want, double tolerance, const char* what) {
    if (std::fabs(got - want) > tolerance * std::fabs(want))
        QFAIL(qPrintable(QStringLiteral("%1: %2 against %3 (more than %4 %)")
                             .arg(QLatin1String(what))
                             .arg(got)
                             .arg(want)
                             .arg(tolerance * 100)));
}

} // namespace

class TestServingSteady : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // 10 requests/s, requests of 2 s on 4 replicas, 1,000 to measure over a floor of 1,000 (the
    // planner's quick look): a start-up of 2 x 2 s, a window of max(10 x 2 s, 1000 / 10) = 100 s,
    // a tail of 2 s; each replica receives 250 in the window, so all 4 are simulated; 10 x 106 s
    // of arrivals are drawn.
    void windowByHand() {
        const SteadyWindow w = steadyWindow(10, 2, 1000, 4, quickWindowRequests);
        QCOMPARE(w.startS, 4.0);
        QCOMPARE(w.lengthS, 100.0);
        QCOMPARE(w.tailS, 2.0);
        QCOMPARE(w.replicasSimulated, 4);
        QCOMPARE(w.drawn, std::int64_t(1061));
        QVERIFY(!w.shortened);
        QCOMPARE(w.deadlineS(), 204.0);
        // The full floor: 4,000 arrivals, a window of 400 s, whatever fewer were asked for.
        QCOMPARE(steadyWindow(10, 2, 1000, 4).lengthS, 400.0);
        QCOMPARE(steadyWindow(10, 2, 300, 4).lengthS, 400.0);
        QCOMPARE(steadyWindow(10, 2, 8000, 4).lengthS, 800.0);
        // 1,000 requests/s of 6 s on 40 replicas: a window of max(60 s, 4 s) brings each replica
        // 1,500, so three replicas hold the 4,000 measured.
        const SteadyWindow busy = steadyWindow(1000, 6, 1000, 40);
        QCOMPARE(busy.lengthS, 60.0);
        QCOMPARE(busy.replicasSimulated, 3);
        QCOMPARE(busy.drawn, std::int64_t(78001));
        // 100,000 requests/s of 20 s on one replica would draw 2.6e7 requests: cut to 2e5 kept.
        const SteadyWindow flood = steadyWindow(1e5, 20, 1000, 1);
        QVERIFY(flood.shortened);
        RL_COMPARE_REL(flood.lengthS, 200.0 * 2e5 / 2.6e7, 1e-12);
        QVERIFY(double(flood.drawn) <= maxSimulatedRequests + 2);
    }

    // Below capacity `requests` is a minimum, not what decides the answer: under the window's
    // floor (4,000 arrivals) doubling it changes no figure at all, near capacity and with
    // lengths that vary included (SCENARIO.md asks for less than 3 %).
    void doublingRequestsMovesNothing_data() {
        QTest::addColumn<double>("load"); // share of the offline maximum
        QTest::addColumn<double>("cv");
        QTest::addColumn<int>("requests");
        for (double cv : {0.0, 0.5})
            for (double load : {0.3, 0.6, 0.85})
                for (int requests : {500, 1000, 2000})
                    QTest::addRow("%d %%, CV %g, %d", int(load * 100), cv, requests)
                        << load << cv << requests;
    }
    void doublingRequestsMovesNothing() {
        QFETCH(double, load);
        QFETCH(double, cv);
        QFETCH(int, requests);
        const double rate = load * offlineRate();
        const ServingFigures one = simulate(scenarioJson(poisson(rate, requests, cv)));
        const ServingFigures two = simulate(scenarioJson(poisson(rate, 2 * requests, cv)));
        QVERIFY(!one.overloaded && !two.overloaded);
        QVERIFY(one.measured >= minWindowRequests * 9 / 10);
        compareWithin(two.requestsPerS, one.requestsPerS, 0.03, "requests/s");
        compareWithin(two.outputTokensPerS, one.outputTokensPerS, 0.03, "output tokens/s");
        compareWithin(two.ttftS.p50, one.ttftS.p50, 0.03, "TTFT P50");
        compareWithin(two.tpotS.p50, one.tpotS.p50, 0.03, "TPOT P50");
        compareWithin(two.ttftS.p99, one.ttftS.p99, 0.03, "TTFT P99");
        compareWithin(two.tpotS.p99, one.tpotS.p99, 0.03, "TPOT P99");
    }

    // Past the floor the extra requests lengthen the window: the carried rate and the medians
    // hold within 3 %; a P99 is as good as its bursts allow (docs/physics.md, "Serving under
    // load: the steady state": 5-8 % between seeds at these lengths).
    void doublingPastTheFloor_data() {
        QTest::addColumn<double>("load");
        for (double load : {0.3, 0.6})
            QTest::addRow("%d %%", int(load * 100)) << load;
    }
    void doublingPastTheFloor() {
        QFETCH(double, load);
        const double rate = load * offlineRate();
        const ServingFigures one = simulate(scenarioJson(poisson(rate, 4000, 0.5)));
        const ServingFigures two = simulate(scenarioJson(poisson(rate, 8000, 0.5)));
        QVERIFY(!one.overloaded && !two.overloaded);
        QVERIFY(two.measured > one.measured * 3 / 2);
        compareWithin(two.requestsPerS, one.requestsPerS, 0.03, "requests/s");
        compareWithin(two.ttftS.p50, one.ttftS.p50, 0.03, "TTFT P50");
        compareWithin(two.tpotS.p50, one.tpotS.p50, 0.03, "TPOT P50");
        compareWithin(two.ttftS.p99, one.ttftS.p99, 0.10, "TTFT P99");
        compareWithin(two.tpotS.p99, one.tpotS.p99, 0.10, "TPOT P99");
    }

    // The completed load is the offered load below capacity, on one replica and on four.
    void belowCapacityTheOfferedLoadIsCarried_data() {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("load");
        for (int gpus : {1, 4})
            for (double load : {0.2, 0.5, 0.8, 0.9})
                QTest::addRow("%d GPU, %d %%", gpus, int(load * 100)) << gpus << load;
    }
    void belowCapacityTheOfferedLoadIsCarried() {
        QFETCH(int, gpus);
        QFETCH(double, load);
        const double rate = load * offlineRate(gpus);
        const ServingFigures f = simulate(scenarioJson(poisson(rate, 1000), gpus));
        QVERIFY(!f.overloaded);
        QCOMPARE(f.offeredRequestsPerS, rate);
        compareWithin(f.requestsPerS, rate, 0.05, "carried requests/s");
        QVERIFY(f.windowStartS > 0);
        QVERIFY(f.windowS * rate >= 1000 * 0.999);
        QVERIFY(std::isfinite(f.ttftS.p99) && std::isfinite(f.latencyS.p99));
    }

    // Mixtral-8x7B on one H100 (MLPerf's Server setup) at 44 requests/s, 0.85 of its offline
    // maximum: a request takes 14 s there against 2.2 s alone, so the batch fills over longer
    // than a start-up of two lone latencies. Set on the lone latency alone, the window's
    // completions trailed its arrivals by the filling and the run read as overloaded (41.2 of 44
    // carried, a third of the KV cache in use); repeated on the loaded latency it carries the
    // load within MLPerf's limits.
    void aFillingBatchIsNotAnOverload() {
        const Scenario s = test::scenario(R"({"model": {"preset": "mixtral-8x7b"},
            "hardware": {"gpu": "h100-sxm"},
            "workload": {"prompt_tokens": 300, "output_tokens": 146, "weight_format": "fp8",
              "kv_format": "fp8", "compute_format": "fp8", "engine": "tensorrt-llm",
              "serving": {"arrival": "poisson", "requests_per_s": 44, "requests": 4000, "seed": 1,
                          "prompt_tokens_cv": 0.5, "output_tokens_cv": 0.5}}})");
        const ServingFigures f = *evaluateWithServing(s).serving;
        QVERIFY(!f.overloaded);
        compareWithin(f.requestsPerS, 44, 0.05, "carried requests/s");
        QVERIFY(f.latencyS.mean > 10 && f.windowStartS >= 2 * f.latencyS.mean * 0.9);
        QVERIFY(f.tpotAtPercentileS < 0.2 && f.ttftAtPercentileS < 2.0);
    }

    // Near capacity a large batch fills over many of its latencies: Mistral-7B on seven GH200s
    // with TensorRT-LLM (a plan for 400 requests/s, p90 answer within 20 s, batches of ~460 at
    // 370 requests/s). Repeated on the loaded latency, the window's completions still trailed
    // its arrivals by 5.5 %, so 370 read as overloaded while 380 and 400 were carried, and
    // `capacity` stopped at 362 (0.91 of the plan's rate). A run short by less than
    // nearOverloadShare is repeated once with twice the start-up and window: 99 % carried.
    void aSlowFillIsNotAnOverload() {
        Scenario s = test::scenario(R"({"model": {"preset": "mistral-7b"},
            "hardware": {"gpu": "gh200", "count": 7},
            "workload": {"prompt_tokens": 500, "output_tokens": 500, "weight_format": "fp8",
              "kv_format": "fp8", "compute_format": "fp8", "engine": "tensorrt-llm",
              "batch": 1008,
              "serving": {"arrival": "poisson", "requests_per_s": 370, "requests": 600,
                          "seed": 1}}})");
        const ServingFigures f = *evaluateWithServing(s).serving;
        QVERIFY(!f.overloaded);
        QVERIFY2(f.windowCarried > 0.98, qPrintable(QString::number(f.windowCarried)));
        CapacityLimits l;
        l.latencyS = 20;
        l.percentile = 90;
        const Capacity c = servingCapacity(s, l, false);
        QVERIFY2(c.requestsPerS >= 0.95 * 400, qPrintable(QString::number(c.requestsPerS)));
    }

    // Past the capacity the queue grows: the result says so, carries what the GPUs complete
    // with the queue never empty (at least the capacity, at most the offline maximum), and its
    // waits are unbounded rather than those of the few requests that got through.
    void pastCapacityIsOverloaded() {
        // The highest rate carried in a steady state (no limits).
        const double top = offlineRate();
        const ServingFigures f = simulate(scenarioJson(poisson(2 * top, 1000)));
        QVERIFY(f.overloaded);
        QVERIFY(std::isinf(f.ttftS.p99) && std::isinf(f.latencyS.p50));
        QVERIFY(std::isinf(f.ttftAtPercentileS));
        // At least about the capacity, at most the offline maximum (a batch kept full).
        const Scenario s = test::scenario(scenarioJson(poisson(1, 1000)));
        const double full = offlineMaximum(s, *s.workload.serving, 99).requestsPerS;
        QVERIFY(f.requestsPerS >= 0.9 * top);
        QVERIFY(f.requestsPerS <= 1.02 * full);
        const nlohmann::json j = resultsToJson(
            test::scenario(scenarioJson(poisson(2 * top, 1000))),
            evaluateWithServing(test::scenario(scenarioJson(poisson(2 * top, 1000)))));
        QVERIFY(j["serving"]["overloaded"].get<bool>());
        QVERIFY(j["serving"]["ttft_s"]["p99"].is_null());
        QVERIFY(j["serving"]["tpot_s"]["p50"].is_number());
    }

    // gpt-oss-120b at 10,000 requests/s on 8 RTX 3090s (issue 29): far past what they carry. The
    // run is cut to a bounded length and says overloaded.
    void aFloodIsOverloaded() {
        const Scenario s = test::scenario(R"({"ridgeline": 1, "model": {"preset": "gpt-oss-120b"},
            "hardware": {"gpu": "rtx-3090", "count": 8},
            "workload": {"prompt_tokens": 1000, "output_tokens": 200, "tensor_parallel": 8,
              "weight_format": "mxfp4", "engine": "vllm",
              "serving": {"arrival": "poisson", "requests_per_s": 10000, "requests": 600}}})");
        const Results r = evaluateWithServing(s);
        QVERIFY(r.serving);
        QVERIFY(r.serving->overloaded);
        QVERIFY(r.serving->requestsPerS < 100);
    }

    // The capacity is a point of the serving curve: its marker sits on the throughput line, and
    // every rate up to it is carried.
    void capacityIsOnTheCurve() {
        const Scenario s = test::scenario(
            R"({"ridgeline": 1, "model": {"preset": "llama-3.1-8b"},
               "hardware": {"gpu": "h100-sxm", "count": 1},
               "requirements": {"ttft_s": 0.5, "tpot_s": 0.04, "percentile": 99},
               "workload": {"prompt_tokens": 1000, "output_tokens": 200, "engine": "vllm",
                 "serving": {"arrival": "poisson", "requests_per_s": 5, "requests": 1000,
                   "seed": 3, "prompt_tokens_cv": 0.5, "output_tokens_cv": 0.5}}})");
        const ServingCurve c = servingCurve(s);
        QVERIFY(c.capacity.requestsPerS > 0);
        bool found = false;
        for (const ServingCurvePoint& p : c.points) {
            if (p.requestsPerS == c.capacity.requestsPerS) {
                found = true;
                QCOMPARE(p.outputTokensPerS, c.capacity.outputTokensPerS);
            }
            if (p.requestsPerS <= c.capacity.requestsPerS) {
                QVERIFY(!p.overloaded);
                compareWithin(p.completedRequestsPerS, p.requestsPerS, 0.05,
                              "carried on the curve");
            }
        }
        QVERIFY(found);
        QVERIFY(c.points.back().overloaded); // 1.2 x the offline maximum
    }

    // Lengths uniform in [r L, L]: every request within, the mean (1 + r) L / 2; a closed loop
    // reports per-GPU throughput and interactivity as benchmark dashboards define them.
    void uniformLengthsAndBenchmarkFigures() {
        const std::string closed =
            R"({"arrival": "closed", "concurrency": 16, "requests": 160, "seed": 1,
                "lengths": {"uniform": 0.8}})";
        const Scenario s = test::scenario(scenarioJson(closed, 2));
        QVERIFY(s.workload.serving->uniformRatio);
        QCOMPARE(*s.workload.serving->uniformRatio, 0.8);
        const Results r = evaluateWithServing(s);
        const ServingFigures& f = *r.serving;
        QCOMPARE(f.completed, 160);
        QVERIFY(!f.overloaded);
        RL_COMPARE_REL(f.perGpuOutputTokensPerS, f.outputTokensPerS / 2, 1e-12);
        RL_COMPARE_REL(f.perGpuTotalTokensPerS, f.totalTokensPerS / 2, 1e-12);
        RL_COMPARE_REL(f.interactivityTokensPerS, 1 / f.tpotS.mean, 1e-12);
        // Total over output tokens: the mean prompt and answer, both (1 + 0.8) / 2 of theirs.
        const double ratio = f.totalTokensPerS / f.outputTokensPerS;
        QVERIFY(ratio > 1 + 1000.0 * 0.85 / 200.0 && ratio < 1 + 1000.0 * 0.95 / 200.0 * 1.1);
        const nlohmann::json j = resultsToJson(s, r);
        QCOMPARE(j["serving"]["per_gpu"]["output_tokens_per_s"].get<double>(),
                 f.perGpuOutputTokensPerS);
        QVERIFY(j["serving"]["offered_requests_per_s"].is_null());
        QCOMPARE(j["serving"]["interactivity_tokens_per_s"].get<double>(),
                 f.interactivityTokensPerS);
        // Written back as read.
        const nlohmann::json back = scenarioToJson(s, test::catalogue());
        QCOMPARE(back["workload"]["serving"]["lengths"]["uniform"].get<double>(), 0.8);
    }

    void badLengthsAreNamed_data() {
        QTest::addColumn<QString>("lengths");
        QTest::addColumn<QString>("path");
        QTest::newRow("zero") << QStringLiteral(R"({"uniform": 0})")
                              << QStringLiteral("workload.serving.lengths.uniform");
        QTest::newRow("above one") << QStringLiteral(R"({"uniform": 1.5})")
                                   << QStringLiteral("workload.serving.lengths.uniform");
        QTest::newRow("missing") << QStringLiteral(R"({})")
                                 << QStringLiteral("workload.serving.lengths.uniform");
        QTest::newRow("unknown word")
            << QStringLiteral(R"("gamma")") << QStringLiteral("workload.serving.lengths");
        QTest::newRow("unknown key") << QStringLiteral(R"({"uniform": 0.5, "normal": 1})")
                                     << QStringLiteral("workload.serving.lengths.normal");
    }
    void badLengthsAreNamed() {
        QFETCH(QString, lengths);
        QFETCH(QString, path);
        const std::string serving =
            R"({"arrival": "closed", "lengths": )" + lengths.toStdString() + "}";
        const Result<Scenario> r = parseScenario(scenarioJson(serving), test::catalogue());
        QVERIFY(!r);
        bool named = false;
        for (const Problem& p : r.problems())
            named = named || (p.path == path.toStdString() &&
                              (p.message.find("allowed") != std::string::npos ||
                               p.code == ProblemCode::unknownField));
        QVERIFY2(named, qPrintable(QString::fromStdString(describe(r.problems().front()))));
    }
};

QTEST_APPLESS_MAIN(TestServingSteady)
#include "tst_serving_steady.moc"
