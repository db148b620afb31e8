// A plan carries the load it was asked for (issue 29): every plan's own capacity at the same
// limits is at least 0.95 of the required rate, or there is no plan. The cases a buyer tried,
// where a short simulation had signed off a third of the load: Llama-2-70B on B200 in fp4 at
// 100, 1,000 and 10,000 requests/s, gpt-oss-120b at 10,000 requests/s on RTX 3090s with only a
// per-token limit, Llama-3.1-8B at 300 requests/s on H100. And the static batches of llama.cpp,
// whose estimate charged no wait for a running batch.
#include "core/physics/queueing.h"
#include "core/plan/plan.h"
#include "core/serving/serving_capacity.h"
#include "core/serving/serving_curve.h"
#include "core/serving/serving_sim.h"
#include "test_support.h"

#include <fmt/format.h>

#include <QTest>

#include <cmath>

using namespace ridgeline;

namespace {

std::string caseJson(const std::string& model, int prompt, int output, double rate,
                     const std::string& limits, const std::string& space) {
    return fmt::format(R"({{"ridgeline": 1, "model": {{"preset": "{}"}},
        "workload": {{"prompt_tokens": {}, "output_tokens": {}}},
        "requirements": {{"requests_per_s": {}, {}, {}}}}})",
                       model, prompt, output, rate, limits, space);
}

// Llama-3.1-8B on llama.cpp, 10 requests/s of 500 + 500 tokens, p90 first token 2 s, 200 ms a
// token, at most 8 GPUs of any kind.
std::string staticCase() {
    return caseJson("llama-3.1-8b", 500, 500, 10, R"("ttft_s": 2, "tpot_s": 0.2, "percentile": 90)",
                    R"("engines": ["llama.cpp"], "max_gpus": 8)");
}

} // namespace

class TestPlanSustained : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyPlanCarriesItsLoad_data() {
        QTest::addColumn<QString>("json");
        const std::string b200 =
            R"("gpus": ["b200"], "formats": ["nvfp4"], "engines": ["tensorrt-llm"], "max_gpus": 8)";
        const std::string limits70b = R"("ttft_s": 2, "tpot_s": 0.2, "percentile": 99)";
        for (double rate : {100.0, 1000.0, 10000.0})
            QTest::addRow("llama-2-70b b200 %g/s", rate)
                << QString::fromStdString(caseJson("llama-2-70b", 300, 294, rate, limits70b, b200));
        QTest::newRow("gpt-oss-120b rtx-3090 10000/s")
            << QString::fromStdString(caseJson("gpt-oss-120b", 1000, 200, 10000, R"("tpot_s": 0.2)",
                                               R"("gpus": ["rtx-3090"], "max_gpus": 8)"));
        QTest::newRow("llama-3.1-8b h100 300/s") << QString::fromStdString(
            caseJson("llama-3.1-8b", 1000, 200, 300, R"("ttft_s": 2, "tpot_s": 0.1)",
                     R"("gpus": ["h100-sxm"], "max_gpus": 64)"));
        QTest::newRow("llama-3.1-8b llama.cpp 10/s") << QString::fromStdString(staticCase());
    }
    void everyPlanCarriesItsLoad() {
        QFETCH(QString, json);
        const Scenario s = test::scenario(json.toStdString());
        const PlanResult r = plan(s, test::catalogue());
        const double required = *s.requirements->requestsPerS;
        for (const Plan& p : r.plans) {
            if (p.estimateOnly)
                continue;
            const Capacity c = servingCapacity(p.scenario, servingLimits(s), false);
            std::printf("%s: simulated %d, capacity %.1f requests/s for %.1f\n",
                        p.scenario.name.c_str(), p.load && p.load->simulated, c.requestsPerS,
                        required);
            if (c.requestsPerS < 0.95 * required)
                QFAIL(qPrintable(QStringLiteral("%1: capacity %2 requests/s for %3 required")
                                     .arg(QString::fromStdString(p.scenario.name))
                                     .arg(c.requestsPerS)
                                     .arg(required)));
        }
    }

    // An engine that batches continuously prefills each new prompt on its own: the estimate
    // that picks the plans to simulate must not charge a first token with the prefill of the
    // whole batch's prompts. Qwen3-32B at 1 request/s of 512 + 512 tokens (p99 first token 2 s,
    // 100 ms a token) (every GPU may be chosen): two RTX 4090s with vLLM carry 2.3 requests/s
    // (`capacity`), and the estimate's batch prefill (2.3 s at 16 prompts) had ranked them behind
    // 38 cards of the static generic engine, which became the plan ($10.01 instead of $0.53 per 1M
    // tokens).
    void continuousBatchingIsNotSizedAsOneBatchPrefill() {
        const Scenario s = test::scenario(
            caseJson("qwen3-32b", 512, 512, 1.0, R"("ttft_s": 2, "tpot_s": 0.1, "percentile": 99)",
                     R"("max_gpus": 64)"));
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        const Plan& first = r.plans.front();
        QCOMPARE(first.scenario.hardware.gpu.id, std::string("rtx-4090"));
        QCOMPARE(first.scenario.hardware.count, 2);
        QVERIFY(first.scenario.engine.overlapsPrefill);
        const Capacity c = servingCapacity(first.scenario, servingLimits(s), false);
        QVERIFY2(c.requestsPerS >= 0.95, qPrintable(QString::number(c.requestsPerS)));
    }

    // A static batch by hand (core/physics/queueing.h): 2 replicas fed in turn, 1 request/s in
    // all, batches of 1 s. A replica's next request comes two arrivals after its last: it finds
    // the batch running when two or more arrive within 1 s, P(N >= 2) = 1 - 2 / e.
    void staticBatchByHand() {
        const double busy = 1.0 - 2.0 / std::exp(1.0);
        QVERIFY(std::abs(staticBusyShare(1, 1, 2) - busy) < 1e-12);
        QVERIFY(std::abs(staticBusyShare(1, 1, 1) - (1.0 - 1.0 / std::exp(1.0))) < 1e-12);
        // p90: P(wait > t) = busy x (1 - t), so t = 1 - 0.1 / busy.
        QVERIFY(std::abs(staticWaitQuantileS(1, 1, 2, 0.9) - (1.0 - 0.1 / busy)) < 1e-12);
        // Few enough find it busy: no wait at the p90.
        QCOMPARE(staticWaitQuantileS(0.05, 1, 2, 0.9), 0.0);
        // Each replica receives 0.5 a batch, regular: 0.5 + 2 sqrt(0.5 / 2) = 1.5 places.
        QVERIFY(std::abs(staticPlacesNeeded(1, 1, 2) - 1.5) < 1e-12);
    }

    // A static batch makes a request that finds its replica busy wait for the rest of the
    // running batch (seconds: 500 answer tokens): the estimate charged no such wait, every cheap
    // card passed it and failed the simulation, the simulation's budget ran out before the B200,
    // and the whole catalogue answered "no plan" where 8 B200s carry the load. Now the cheap cards
    // are turned down by the estimate and a plan that carries the load is found.
    void staticBatchesWaitForTheRunningBatch() {
        const Scenario s = test::scenario(staticCase());
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        const Plan& first = r.plans.front();
        QCOMPARE(first.scenario.engine.id, std::string("llama.cpp"));
        QVERIFY(first.load && first.load->simulated);
        QVERIFY(first.load->ttftAtPercentileS <= 2.0);
        // Every GPU that holds the model on one card of 24 GB or less runs 500 answer tokens in
        // several seconds: a busy replica's wait alone is past the 2 s limit.
        QCOMPARE(first.scenario.hardware.gpu.id, std::string("b200"));
        QVERIFY(r.assumptions.find("statically") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestPlanSustained)
#include "tst_plan_sustained.moc"
