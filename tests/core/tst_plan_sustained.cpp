// A plan carries the load it was asked for (issue 29): every plan's own capacity at the same
// limits is at least 0.95 of the required rate, or there is no plan. The cases a buyer tried,
// where a short simulation had signed off a third of the load: Llama-2-70B on B200 in fp4 at
// 100, 1,000 and 10,000 requests/s, gpt-oss-120b at 10,000 requests/s on RTX 3090s with only a
// per-token limit, Llama-3.1-8B at 300 requests/s on H100.
#include "core/plan/plan.h"
#include "core/serving/serving_capacity.h"
#include "core/serving/serving_curve.h"
#include "core/serving/serving_sim.h"
#include "test_support.h"

#include <fmt/format.h>

#include <QTest>

using namespace ridgeline;

namespace {

std::string caseJson(const std::string& model, int prompt, int output, double rate,
                     const std::string& limits, const std::string& space) {
    return fmt::format(R"({{"ridgeline": 1, "model": {{"preset": "{}"}},
        "workload": {{"prompt_tokens": {}, "output_tokens": {}}},
        "requirements": {{"requests_per_s": {}, {}, {}}}}})",
                       model, prompt, output, rate, limits, space);
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
};

QTEST_APPLESS_MAIN(TestPlanSustained)
#include "tst_plan_sustained.moc"
