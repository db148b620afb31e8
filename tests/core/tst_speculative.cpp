// Speculative decoding (core/evaluation/speculative.h): the issue's acceptance case, the expected
// tokens per step, the verify pass on the roofline, the draft's memory, defaults, validation, round
// trip.
#include "core/evaluation/evaluate.h"
#include "core/evaluation/speculative.h"
#include "core/files/results_json.h"
#include "test_support.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>

using namespace ridgeline;
using ridgeline::test::scenario;

namespace {

// Llama-3.1-70B on 4x H100 SXM in TP 4, a Llama-3.2-1B draft proposing 4 tokens at 0.8.
std::string seventyB(int batch, const std::string& speculative) {
    std::string spec = speculative.empty() ? "" : ", \"speculative\": " + speculative;
    return R"({"ridgeline": 1, "model": {"preset": "llama-3.1-70b"},
               "hardware": {"gpu": "h100-sxm", "count": 4},
               "workload": {"batch": )" +
           std::to_string(batch) +
           R"(, "prompt_tokens": 1024, "output_tokens": 256, "weight_format": "bf16",
               "kv_format": "bf16", "tensor_parallel": 4, "engine": "vllm")" +
           spec + "}}";
}

const std::string draft =
    R"({"method": "draft", "draft_model": "llama-3.2-1b", "tokens": 4, "acceptance": 0.8})";

Problems problemsOf(const std::string& json) {
    const Result<Scenario> r = parseScenario(json, test::catalogue());
    return r ? Problems{} : r.problems();
}

bool mentions(const Problems& ps, const std::string& path, const std::string& word) {
    for (const Problem& p : ps) {
        if (p.path == path && p.message.find(word) != std::string::npos &&
            p.message.find("allowed") != std::string::npos)
            return true;
    }
    return false;
}

} // namespace

class TestSpeculative : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The issue's acceptance: 3.362 tokens a step; at batch 1 a speed-up above 1.2 and below the
    // tokens per step; smaller at batch 256.
    void seventyBWithOneBDraft() {
        const Results one = evaluate(scenario(seventyB(1, draft)));
        QVERIFY(one.inference.speculative);
        const SpeculativeFigures& f = *one.inference.speculative;
        RL_COMPARE_REL(f.tokensPerStep, 3.3616, 0.01);
        QVERIFY2(f.speedup > 1.2 && f.speedup < f.tokensPerStep,
                 qPrintable(QString::number(f.speedup)));
        const nlohmann::json j = resultsToJson(scenario(seventyB(1, draft)), one);
        RL_COMPARE_REL(j["inference"]["decode"]["tokens_per_step"].get<double>(), 3.362, 0.01);
        RL_COMPARE_REL(j["inference"]["decode"]["speedup"].get<double>(), f.speedup, 1e-12);

        const Results big = evaluate(scenario(seventyB(256, draft)));
        QVERIFY(big.inference.speculative);
        QVERIFY2(big.inference.speculative->speedup < f.speedup,
                 qPrintable(QString::number(big.inference.speculative->speedup)));
        // At batch 256 the verify pass of 5 x 256 tokens is compute-bound: it no longer pays.
        QCOMPARE(big.inference.speculative->verify.bound, Bound::compute);
        QVERIFY(big.inference.speculative->speedup < 1.0);
    }

    // The time per token is the step over the tokens it yields; plain decode stays beside it.
    void stepArithmetic() {
        const Scenario s = scenario(seventyB(1, draft));
        const Results r = evaluate(s);
        const Results plain = evaluate(scenario(seventyB(1, "")));
        const SpeculativeFigures& f = *r.inference.speculative;
        RL_COMPARE_REL(f.draftS, 4 * f.draftPass.seconds, 1e-12);
        RL_COMPARE_REL(f.stepS, f.draftS + f.verifyS, 1e-12);
        RL_COMPARE_REL(r.inference.tpotS, f.stepS / f.tokensPerStep, 1e-12);
        RL_COMPARE_REL(f.plainTpotS, plain.inference.tpotS, 1e-12);
        RL_COMPARE_REL(r.inference.decode.seconds, plain.inference.decode.seconds, 1e-12);
        RL_COMPARE_REL(f.speedup, plain.inference.tpotS / r.inference.tpotS, 1e-12);
        RL_COMPARE_REL(r.inference.tokensPerS, 1.0 / r.inference.tpotS, 1e-12);
        // The verify pass: 5 tokens a sequence, the same weights, the cache read once: about
        // five times the intensity of the decode step, and at batch 1 about its time.
        RL_COMPARE_REL(f.verify.flops, 5 * plain.inference.decode.flops, 1e-9);
        const double ratio = f.verify.intensity() / plain.inference.decode.intensity();
        QVERIFY2(ratio > 4.9 && ratio <= 5.0, qPrintable(QString::number(ratio)));
        QVERIFY(f.verifyS < 1.05 * f.plainTpotS);
    }

    // (1 - a^(k+1)) / (1 - a), and k + 1 when every token is accepted.
    void expectedTokens() {
        RL_COMPARE_REL(expectedTokensPerStep(4, 0.8), 3.3616, 1e-12);
        RL_COMPARE_REL(expectedTokensPerStep(4, 0.8), (1 - std::pow(0.8, 5)) / 0.2, 1e-12);
        QCOMPARE(expectedTokensPerStep(4, 1.0), 5.0);
        QCOMPARE(expectedTokensPerStep(3, 0.0), 1.0);
        RL_COMPARE_REL(expectedTokensPerStep(1, 0.85), 1.85, 1e-12);
        QVERIFY(expectedTokensPerStep(16, 0.999999) < 17.0);
        QVERIFY(expectedTokensPerStep(16, 0.999999) > 16.99);
        const Results r = evaluate(scenario(
            seventyB(1, R"({"method": "draft", "draft_model": "llama-3.2-1b", "acceptance": 1})")));
        QCOMPARE(r.inference.speculative->tokensPerStep, 5.0);
        QVERIFY(std::isfinite(r.inference.tpotS));
    }

    // The draft's weights and cache sit on the same GPUs: in memory and in the largest batch.
    void draftMemory() {
        const Results r = evaluate(scenario(seventyB(8, draft)));
        const Results plain = evaluate(scenario(seventyB(8, "")));
        // Llama-3.2-1B: 1.24 G parameters in bf16 over 4 GPUs.
        RL_COMPARE_REL(r.inference.speculative->draftWeightBytes, 1.2359e9 * 2 / 4, 0.01);
        QVERIFY(r.memory.draft > r.inference.speculative->draftWeightBytes);
        RL_COMPARE_REL(r.memory.perGpu, plain.memory.perGpu + r.memory.draft, 1e-12);
        QVERIFY(r.inference.maxBatch < plain.inference.maxBatch);
        // An MTP head holds one layer; n-gram lookup nothing.
        const Results mtp = evaluate(scenario(seventyB(8, R"({"method": "mtp"})")));
        QVERIFY(mtp.memory.draft > 0 && mtp.memory.draft < r.memory.draft);
        const Results ngram = evaluate(scenario(seventyB(8, R"({"method": "ngram"})")));
        QCOMPARE(ngram.memory.draft, 0.0);
        QCOMPARE(ngram.inference.speculative->draftS, ngramLookupS);
    }

    // Tokens and acceptance come from the method when the file leaves them out.
    void defaults() {
        for (const auto& [name, method] : {std::pair{"mtp", SpeculativeMethod::mtp},
                                           std::pair{"eagle", SpeculativeMethod::eagle},
                                           std::pair{"ngram", SpeculativeMethod::ngram}}) {
            const Scenario s = scenario(seventyB(1, std::string(R"({"method": ")") + name + "\"}"));
            const SpeculativeDefaults d = speculativeDefaults(method);
            QCOMPARE(s.workload.speculative->tokens, d.tokens);
            QCOMPARE(s.workload.speculative->acceptance, d.acceptance);
        }
        QCOMPARE(speculativeDefaults(SpeculativeMethod::mtp).tokens, 1);
        QCOMPARE(speculativeDefaults(SpeculativeMethod::mtp).acceptance, 0.85);
    }

    void badInput() {
        QVERIFY(mentions(problemsOf(seventyB(1, R"({"method": "medusa"})")),
                         "workload.speculative.method", "medusa"));
        QVERIFY(mentions(problemsOf(seventyB(1, R"({"method": "mtp", "tokens": 17})")),
                         "workload.speculative.tokens", "17"));
        QVERIFY(mentions(problemsOf(seventyB(1, R"({"method": "mtp", "tokens": 0})")),
                         "workload.speculative.tokens", "0"));
        QVERIFY(mentions(problemsOf(seventyB(1, R"({"method": "mtp", "acceptance": 1.5})")),
                         "workload.speculative.acceptance", "1.5"));
        QVERIFY(
            mentions(problemsOf(seventyB(1, R"({"method": "mtp", "draft_model": "llama-3.2-1b"})")),
                     "workload.speculative.draft_model", "draft"));
        QVERIFY(mentions(problemsOf(seventyB(1, R"({"method": "draft"})")),
                         "workload.speculative.draft_model", "required"));
        QVERIFY(mentions(
            problemsOf(seventyB(1, R"({"method": "draft", "draft_model": "no-such-model"})")),
            "workload.speculative.draft_model", "no-such-model"));
        // A draft whose heads do not split over the tensor-parallel GPUs (1e9: 14 heads).
        QVERIFY(mentions(
            problemsOf(seventyB(1, R"({"method": "draft", "draft_model": {"params": 1e9}})")),
            "workload.tensor_parallel", "draft model"));
        QVERIFY(problemsOf(seventyB(1, R"({"method": "draft", "draft_model": {"params": 7e9}})"))
                    .empty());
        // Every problem line names what is allowed and holds no newline.
        for (const Problem& p : problemsOf(seventyB(1, R"({"method": "x", "tokens": 2.5})"))) {
            QVERIFY(p.message.find("allowed") != std::string::npos);
            QVERIFY(p.message.find('\n') == std::string::npos);
        }
    }

    // Parse, write, parse: the same scenario, the draft by id or as an object.
    void roundTrip() {
        for (const std::string& spec :
             {draft, std::string(R"({"method": "eagle", "tokens": 6})"),
              std::string(R"({"method": "draft", "draft_model": {"preset": "llama-3.2-1b",
                              "layers": 8}})"),
              std::string(R"({"method": "draft", "draft_model": {"params": 7e9}})")}) {
            const Scenario a = scenario(seventyB(1, spec));
            const Scenario b = scenario(serializeScenario(a, test::catalogue()));
            QVERIFY2(a == b, spec.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestSpeculative)
#include "tst_speculative.moc"
