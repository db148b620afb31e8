// The options a plan's requirements may allow (docs/plans.md, "Options"): speculative decoding,
// offload to host memory and a prefill pool, each chosen only when it pays, with the plan's
// scenario carrying the key so that evaluate() reproduces the plan's numbers.
#include "core/evaluation/evaluate.h"
#include "core/files/validate.h"
#include "core/plan/plan.h"
#include "core/plan/plan_serving.h"
#include "core/serving/serving_sim.h"
#include "test_support.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <algorithm>
#include <string>

using namespace ridgeline;

namespace {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

bool near(double a, double b, double rel = 0.01) {
    return std::abs(a - b) <= rel * std::abs(b);
}

// Llama-3.1-70B at half a request a second with 12 ms a token: one H100 decodes plain fp8 at
// about 26 ms a token, and vLLM's latency floor (885 kernels a step, 3.5 ms) leaves tensor
// parallelism over four just short at its P95, so plain decode needs eight.
const char* const tightTpot = R"({"model": {"preset": "llama-3.1-70b"},
    "workload": {"prompt_tokens": 1000, "output_tokens": 200},
    "requirements": {"requests_per_s": 0.5, "tpot_s": 0.012, "gpus": ["h100-sxm"],
                     "engines": ["vllm"], "allow_speculative": %1}})";

// Llama-2-70B q4_k_m (about 39 GB) on one 24 GB RTX 4090 at one request every 200 s.
const char* const desktop = R"({"model": {"preset": "llama-2-70b"},
    "workload": {"prompt_tokens": 512, "output_tokens": 128},
    "requirements": {"requests_per_s": 0.005, "gpus": ["rtx-4090"], "engines": ["llama.cpp"],
                     "formats": ["q4_k_m"], "max_gpus": 1, "pricing": "owned",
                     "allow_offload": true %1}})";

// Llama-3.1-70B with 4,096-token prompts on H100s, fp8, vLLM: a prefill-heavy load.
const char* const longPrompts = R"({"model": {"preset": "llama-3.1-70b"},
    "workload": {"prompt_tokens": 4096, "output_tokens": 256},
    "requirements": {"requests_per_s": %1, "ttft_s": 3, "tpot_s": 0.05, "gpus": ["h100-sxm"],
                     "engines": ["vllm"], "formats": ["fp8"], "allow_disaggregated": true}})";

// `text` with "%1" replaced by `arg`.
std::string fill(const char* text, const std::string& arg) {
    std::string out = text;
    out.replace(out.find("%1"), 2, arg);
    return out;
}

Scenario scenarioOf(const char* text, const char* arg) {
    return test::scenario(fill(text, arg));
}

// The plan read back alone gives the plan's numbers (the key is in its scenario).
void reproduces(const Plan& p) {
    const Scenario alone = test::reread(p.scenario);
    QVERIFY(validate(alone).empty());
    const Results e = alone.workload.serving ? evaluateWithServing(alone) : evaluate(alone);
    QCOMPARE(e.inference.tpotS, p.results.inference.tpotS);
    QCOMPARE(e.inference.ttftS, p.results.inference.ttftS);
    QCOMPARE(e.cost.cloudUsdPerHour, p.results.cost.cloudUsdPerHour);
    QVERIFY(e.requiredLoad.has_value());
    QCOMPARE(e.requiredLoad->latencyAtPercentileS, p.load->latencyAtPercentileS);
}

} // namespace

class TestPlanOptions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void keysRoundTripAndDefaultOff() {
        const Scenario s = test::scenario(R"({"requirements": {"requests_per_s": 1,
            "allow_speculative": true, "allow_offload": true, "allow_disaggregated": true}})");
        QVERIFY(s.requirements->allowSpeculative);
        QVERIFY(s.requirements->allowOffload);
        QVERIFY(s.requirements->allowDisaggregated);
        QCOMPARE(test::reread(s), s);
        const Scenario off = test::scenario(R"({"requirements": {"requests_per_s": 1}})");
        QVERIFY(!off.requirements->allowSpeculative);
        QVERIFY(!off.requirements->allowOffload);
        QVERIFY(!off.requirements->allowDisaggregated);
        // Off is not written: files without the options stay as they were.
        const std::string written = scenarioToJson(off, test::catalogue()).dump();
        QVERIFY(!contains(written, "allow_"));
        QCOMPARE(test::reread(off), off);
    }

    void badTypesNameTheField() {
        for (const char* key : {"allow_speculative", "allow_offload", "allow_disaggregated"}) {
            const std::string text =
                std::string("{\"requirements\": {\"requests_per_s\": 1, \"") + key + "\": 1}}";
            const Result<Scenario> r = parseScenario(text, test::catalogue());
            QVERIFY(!r);
            QCOMPARE(r.problems().size(), std::size_t(1));
            QCOMPARE(r.problems()[0].path, std::string("requirements.") + key);
            QCOMPARE(r.problems()[0].code, ProblemCode::wrongType);
            QVERIFY(contains(r.problems()[0].message, "allowed"));
        }
    }

    // Speculation lets two H100s meet 12 ms a token that plain decode meets only on four (fp8
    // weights computing in fp8): the cheapest plan speculates with the Llama-3.2-1B draft, k 4,
    // a 0.7 (the draft defaults), on one replica at tensor parallelism 2 (TPOT 7.6 ms against
    // 17.1 ms plain; the serving simulation, which decodes speculatively too, puts its p95 at
    // 8.7 ms).
    void speculationBuysATpotLimit() {
        const PlanResult plain = plan(scenarioOf(tightTpot, "false"), test::catalogue());
        QVERIFY(!plain.plans.empty());
        QCOMPARE(plain.plans.front().scenario.hardware.count, 4);
        QVERIFY(!plain.plans.front().scenario.workload.speculative);
        QVERIFY(near(plain.plans.front().cost, 47.46));

        const PlanResult r = plan(scenarioOf(tightTpot, "true"), test::catalogue());
        QVERIFY(!r.plans.empty());
        const Plan& p = r.plans.front();
        QVERIFY(p.scenario.workload.speculative.has_value());
        const SpeculativeSpec& spec = *p.scenario.workload.speculative;
        QCOMPARE(spec.method, SpeculativeMethod::draft);
        QCOMPARE(spec.draftModel->preset, std::string("llama-3.2-1b"));
        QCOMPARE(spec.tokens, 4);
        QCOMPARE(spec.acceptance, 0.7);
        QCOMPARE(p.scenario.hardware.count, 2);
        QVERIFY(p.load && p.load->simulated);
        QVERIFY(p.load->tpotAtPercentileS <= 0.012);
        QVERIFY(near(p.cost, 23.73));
        QVERIFY(p.cost < plain.plans.front().cost / 1.9);
        QVERIFY(p.results.inference.tpotS <= 0.012);
        QVERIFY(near(p.results.inference.tpotS, 0.007639));
        QVERIFY(contains(p.why, "With speculative decoding (draft llama-3.2-1b, k 4, acceptance "
                                "0.70): TPOT 7.6 ms instead of 17.1 ms"));
        QVERIFY(contains(p.why, "plain decode misses the limits here (too slow per token)"));
        QCOMPARE(p.optionTag(), std::string_view("spec"));
        reproduces(p);
    }

    // At 100 requests a second with no time-per-token limit the batches are hundreds deep and
    // decode is compute-bound: speculation is tried and not chosen there. Only on one GPU a
    // replica, where the memory left holds a batch of a few dozen, does it pay, and that plan
    // is dearer than the deep-batch ones.
    void speculationAtLargeBatchesIsNotChosen() {
        const Scenario s = test::scenario(R"({"model": {"preset": "llama-3.1-70b"},
            "workload": {"prompt_tokens": 200, "output_tokens": 500},
            "requirements": {"requests_per_s": 100, "latency_s": 60, "pricing": "owned",
                             "max_gpus": 256, "gpus": ["h100-sxm"], "engines": ["vllm"],
                             "formats": ["fp8"], "allow_speculative": true}})");
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        QVERIFY(!r.plans.front().scenario.workload.speculative);
        int deep = 0;
        for (const Plan& p : r.plans) {
            if (p.scenario.workload.batch < 64) {
                QVERIFY(p.cost > r.plans.front().cost);
                continue;
            }
            ++deep;
            QVERIFY(!p.scenario.workload.speculative);
            QVERIFY(p.option.empty());
        }
        QVERIFY(deep >= 2);
    }

    // No draft of the family: an MTP head for DeepSeek, an EAGLE head for the others.
    void theMethodFollowsTheModel() {
        const Scenario qwen = test::scenario(R"({"model": {"preset": "qwen3-32b"},
            "requirements": {"requests_per_s": 1}})");
        const Scenario deepseek = test::scenario(R"({"model": {"preset": "deepseek-v3"},
            "requirements": {"requests_per_s": 1}})");
        const Scenario llama2 = test::scenario(R"({"model": {"preset": "llama-2-70b"},
            "requirements": {"requests_per_s": 1}})");
        // qwen3-8b is a quarter of qwen3-32b: more than an eighth, no draft.
        QCOMPARE(detail::speculativeFor(qwen, &test::catalogue()).method, SpeculativeMethod::eagle);
        QCOMPARE(detail::speculativeFor(deepseek, &test::catalogue()).method,
                 SpeculativeMethod::mtp);
        QCOMPARE(detail::speculativeFor(deepseek, &test::catalogue()).tokens, 1);
        // Llama 2 shares its 32,000-token vocabulary with Llama-2-7B, not with Llama 3.
        const SpeculativeSpec l2 = detail::speculativeFor(llama2, &test::catalogue());
        QCOMPARE(l2.method, SpeculativeMethod::draft);
        QCOMPARE(l2.draftModel->preset, std::string("llama-2-7b"));
    }

    // A light load on one RTX 4090: 42 of 80 layers fit beside the cache, the rest live in host
    // memory, and the plan is flagged slow.
    void offloadCarriesALightLoad() {
        std::string plainText = fill(desktop, "");
        const std::string on = "\"allow_offload\": true";
        plainText.replace(plainText.find(on), on.size(), "\"allow_offload\": false");
        const PlanResult none = plan(test::scenario(plainText), test::catalogue());
        QVERIFY(none.plans.empty());
        QCOMPARE(none.rejected[std::size_t(RejectReason::doesNotFit)], 1);

        const PlanResult r = plan(scenarioOf(desktop, ""), test::catalogue());
        QCOMPARE(r.plans.size(), std::size_t(1));
        const Plan& p = r.plans.front();
        QVERIFY(p.scenario.workload.offload.has_value());
        QCOMPARE(*p.scenario.workload.offload->gpuLayers, 42);
        QCOMPARE(p.scenario.hardware.count, 1);
        // Decode at 1-6 tokens/s (issue 21's acceptance for the default desktop host).
        const double tokensPerS = 1.0 / p.results.inference.tpotS;
        QVERIFY(tokensPerS > 1 && tokensPerS < 6);
        QVERIFY(near(tokensPerS, 2.435));
        QCOMPARE(p.risks.size(), std::size_t(1));
        QVERIFY(contains(p.risks.front(), "slow: 38 of 80 layers in host memory, 2.4 tokens/s"));
        QVERIFY(contains(p.why, "With host-memory offload: 42 of 80 layers on the GeForce RTX "
                                "4090 24GB"));
        // One layer more does not fit: the most that fit were chosen.
        Scenario more = p.scenario;
        more.workload.offload->gpuLayers = 43;
        QVERIFY(!evaluate(more).memory.fits);
        reproduces(p);
    }

    // A limit of 0.3 s a token is more than offload decodes at: no plan.
    void offloadNotChosenWhenTooSlow() {
        const PlanResult r = plan(scenarioOf(desktop, ", \"tpot_s\": 0.3"), test::catalogue());
        QVERIFY(r.plans.empty());
        QCOMPARE(r.rejected[std::size_t(RejectReason::doesNotFit)], 1);
    }

    // Twenty 4,096-token prompts a second (fp8 weights computing in fp8): a pool of 18 H100s
    // prefills them and four decode, against 24 co-located (each sized by the simulation's
    // steady state).
    void splitBeatsColocation() {
        const PlanResult r = plan(scenarioOf(longPrompts, "20"), test::catalogue());
        QVERIFY(!r.plans.empty());
        const Plan& p = r.plans.front();
        QVERIFY(p.scenario.hardware.prefillPool.has_value());
        QCOMPARE(p.scenario.hardware.prefillPool->count, 18);
        QCOMPARE(p.scenario.hardware.prefillPool->tensorParallel, 2);
        QCOMPARE(p.scenario.hardware.count, 4);
        QCOMPARE(p.gpus(), 22);
        QVERIFY(p.load && p.load->simulated);
        QVERIFY(p.load->ttftAtPercentileS <= 3.0);
        QVERIFY(p.load->tpotAtPercentileS <= 0.05);
        QVERIFY(p.results.inference.kvTransferS > 0);
        QVERIFY(near(p.cost, 5.10));
        const auto colocated = std::find_if(r.plans.begin(), r.plans.end(), [](const Plan& o) {
            return !o.scenario.hardware.prefillPool;
        });
        QVERIFY(colocated != r.plans.end());
        QCOMPARE(colocated->gpus(), 24);
        QVERIFY(near(colocated->cost, 5.56));
        QVERIFY(contains(p.why, "prefill pool 18x + decode 4x H100 SXM 80GB: $5.10 per million "
                                "tokens against $5.56 co-located (24x)"));
        QCOMPARE(r.rejected[std::size_t(RejectReason::splitNotCheaper)], 0);
        reproduces(p);
    }

    // Three prompts a second fit two co-located replicas of four: no split is cheaper, and the
    // result says so.
    void splitNotCheaperIsCounted() {
        const PlanResult r = plan(scenarioOf(longPrompts, "3"), test::catalogue());
        QVERIFY(!r.plans.empty());
        for (const Plan& p : r.plans)
            QVERIFY(!p.scenario.hardware.prefillPool);
        QCOMPARE(r.rejected[std::size_t(RejectReason::splitNotCheaper)], 1);
        QCOMPARE(rejectReasonText(RejectReason::splitNotCheaper),
                 std::string_view("disaggregated: not cheaper than co-located"));
        // Without a first-token limit the option is not tried.
        Scenario noTtft = scenarioOf(longPrompts, "3");
        noTtft.requirements->ttftS.reset();
        QCOMPARE(
            plan(noTtft, test::catalogue()).rejected[std::size_t(RejectReason::splitNotCheaper)],
            0);
    }
};

QTEST_APPLESS_MAIN(TestPlanOptions)
#include "tst_plan_options.moc"
