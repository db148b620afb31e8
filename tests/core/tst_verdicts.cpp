// One verdict rule for every pass (docs/physics.md "Roofline", physics.h judgePass): the result
// JSON gives decode, prefill and the training step each a `bound` with the roof it was judged
// against, and the rule holds: communication when the exposed communication is the longest
// term, otherwise compute exactly when the intensity lies right of the pass's own ridge.
#include "core/evaluation/evaluate.h"
#include "core/files/results_json.h"
#include "core/physics/physics.h"
#include "test_support.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace ridgeline;
using json = nlohmann::json;

namespace {

std::string llama8b(int batch, int prompt) {
    return R"({"model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm"},
        "workload": {"batch": )" +
           std::to_string(batch) + R"(, "prompt_tokens": )" + std::to_string(prompt) +
           R"(, "output_tokens": 128}})";
}

std::string pretraining(const std::string& gpu, int count) {
    return R"({"model": {"preset": "llama-2-70b"}, "hardware": {"gpu": ")" + gpu +
           R"(", "count": )" + std::to_string(count) + R"(},
        "workload": {"mode": "training", "tokens": 2e12, "sequence": 4096, "micro_batch": 1,
            "global_batch": 1024, "weight_format": "bf16", "gradient_format": "bf16",
            "optimizer": "adamw", "zero_stage": 1, "recompute": "full", "tensor_parallel": 8,
            "pipeline_parallel": 8}})";
}

const std::string tp8On4090 = R"({"model": {"preset": "llama-2-70b"},
    "hardware": {"gpu": "rtx-4090", "count": 8},
    "workload": {"batch": 64, "prompt_tokens": 512, "output_tokens": 512, "weight_format": "fp16",
        "tensor_parallel": 8, "engine": "generic"}})";

// The rule, checked from the JSON alone: `exposed` is the pass's exposed communication time.
void checkRule(const json& pass, double exposed, double effectiveBandwidth,
               const std::string& what) {
    const std::string bound = pass["bound"].get<std::string>();
    const double intensity = pass["intensity_flop_per_byte"].get<double>();
    const double ridge = pass["effective_ridge_flop_per_byte"].get<double>();
    const double peak = pass["effective_peak_flops"].get<double>();
    const double computeS = pass["compute_s"].get<double>();
    const double memoryS = pass["memory_s"].get<double>();
    QVERIFY2(test::near(ridge, peak / effectiveBandwidth, 1e-12), what.c_str());
    if (pass["flops"].get<double>() > 0 && computeS > 0)
        QVERIFY2(test::near(peak, pass["flops"].get<double>() / computeS, 1e-12), what.c_str());
    const bool communication = exposed > computeS && exposed > memoryS;
    QVERIFY2((bound == "communication") == communication, (what + ": " + bound).c_str());
    if (!communication)
        QVERIFY2((bound == "compute") == (intensity > ridge),
                 (what + ": " + bound + ", I " + std::to_string(intensity) + ", ridge " +
                  std::to_string(ridge))
                     .c_str());
}

void checkAllPasses(const json& out, const std::string& what) {
    const double bandwidth = out["roofline"]["effective_bandwidth_bytes_per_s"].get<double>();
    if (out["mode"] == "training") {
        const json& t = out["training"];
        QVERIFY(t["intensity_flop_per_byte"].is_number());
        const double exposed = t["exposed_communication_s"].get<double>();
        const std::string bound = t["bound"].get<std::string>();
        const double ridge = t["effective_ridge_flop_per_byte"].get<double>();
        QVERIFY2(test::near(ridge, t["effective_peak_flops"].get<double>() / bandwidth, 1e-12),
                 what.c_str());
        const bool communication =
            exposed > t["compute_s"].get<double>() && exposed > t["memory_s"].get<double>();
        QVERIFY2((bound == "communication") == communication, (what + ": " + bound).c_str());
        if (!communication)
            QVERIFY2((bound == "compute") == (t["intensity_flop_per_byte"].get<double>() > ridge),
                     (what + ": " + bound).c_str());
        QVERIFY(out["inference"]["decode"]["bound"].is_null());
        QVERIFY(out["inference"]["prefill"]["effective_ridge_flop_per_byte"].is_null());
        return;
    }
    for (const char* name : {"decode", "prefill"}) {
        const json& p = out["inference"][name];
        checkRule(p, p["communication_s"].get<double>(), bandwidth, what + " " + name);
    }
    QVERIFY(out["training"]["bound"].is_null());
    QVERIFY(out["training"]["effective_peak_flops"].is_null());
    QVERIFY(out["training"]["effective_ridge_flop_per_byte"].is_null());
}

} // namespace

class Verdicts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Issue 18's six cases, and the other side of the prefill ridge.
    void sixCases_data() {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("pass");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<double>("ridge"); ///< the pass's own, FLOP/byte (0: not checked)
        // I 106.4 right of the prefill's ridge 103.6 (277.8 TFLOP/s at M = 128, against the
        // engine's 593): compute, though left of the engine's ridge 221.5.
        QTest::newRow("prefill 1 x 128") << QString::fromStdString(llama8b(1, 128)) << "prefill"
                                         << "compute" << 103.6494868;
        QTest::newRow("prefill 1 x 8") << QString::fromStdString(llama8b(1, 8)) << "prefill"
                                       << "memory" << 0.0;
        QTest::newRow("prefill 8 x 2048") << QString::fromStdString(llama8b(8, 2048)) << "prefill"
                                          << "compute" << 199.8005443;
        QTest::newRow("decode batch 512") << QString::fromStdString(llama8b(512, 128)) << "decode"
                                          << "compute" << 169.6451065;
        QTest::newRow("decode TP8 on 4090s") << QString::fromStdString(tp8On4090) << "decode"
                                             << "communication" << 0.0;
        QTest::newRow("training 1024x 4090")
            << QString::fromStdString(pretraining("rtx-4090", 1024)) << "training"
            << "communication" << 0.0;
        QTest::newRow("training 64x H100")
            << QString::fromStdString(pretraining("h100-sxm", 64)) << "training"
            << "compute" << 0.0;
    }

    void sixCases() {
        QFETCH(QString, scenario);
        QFETCH(QString, pass);
        QFETCH(QString, expected);
        QFETCH(double, ridge);
        const Scenario s = test::scenario(scenario.toStdString());
        const json out = resultsToJson(s, evaluate(s));
        const json& p = pass == QLatin1String("training") ? out["training"]
                                                          : out["inference"][pass.toStdString()];
        QCOMPARE(QString::fromStdString(p["bound"].get<std::string>()), expected);
        QVERIFY(p["effective_peak_flops"].is_number());
        QVERIFY(p["effective_ridge_flop_per_byte"].is_number());
        if (ridge > 0)
            RL_COMPARE_REL(p["effective_ridge_flop_per_byte"].get<double>(), ridge, 1e-6);
        checkAllPasses(out, scenario.toStdString());
    }

    // The 4090 TP8 decode step: 43.4 ms of all-reduces over PCIe in a 67.3 ms step (23.9 ms of
    // memory, 22.4 ms of GEMMs at M = 64; the input embedding, a lookup, is not among them).
    void communicationIsTheLongestTerm() {
        const Results r = evaluate(test::scenario(tp8On4090));
        const StepCost& d = r.inference.decode;
        RL_COMPARE_REL(d.commS, 0.043372, 1e-4);
        RL_COMPARE_REL(d.computeS, 0.0223602, 1e-4);
        RL_COMPARE_REL(d.memoryS, 0.023884, 1e-4);
        RL_COMPARE_REL(d.seconds, d.memoryS + d.commS, 1e-12);
        QVERIFY(d.commS > d.computeS && d.commS > d.memoryS);
        QVERIFY(d.bound == Bound::communication);
        // Without the all-reduces the step is judged on its roof: I 58.1 left of its ridge
        // 61.8 (memory 23.9 ms > compute 22.5 ms).
        const PassVerdict alone =
            judgePass(d.flops, d.bytes, d.computeS, 0, r.roofline.effectivePeakFlops,
                      r.roofline.effectiveBandwidth);
        QVERIFY(alone.bound == Bound::memory);
        QVERIFY(d.flops / d.bytes < alone.effectiveRidge);
        QCOMPARE(alone.effectiveRidge, d.effectiveRidge);
    }

    // judgePass on plain numbers: 1e12 FLOP in 4 s on an engine of 1e12 FLOP/s and 1e10 B/s.
    void judgePassByHand() {
        const PassVerdict v = judgePass(1e12, 2e10, 4.0, 0.0, 1e12, 1e10);
        QCOMPARE(v.effectivePeakFlops, 2.5e11); // 1e12 / 4
        QCOMPARE(v.effectiveRidge, 25.0);       // 2.5e11 / 1e10
        QVERIFY(v.bound == Bound::compute);     // I 50 > 25 (4 s of compute, 2 s of memory)
        QVERIFY(judgePass(1e12, 2e11, 4.0, 0.0, 1e12, 1e10).bound == Bound::memory); // I 5
        QVERIFY(judgePass(1e12, 2e10, 4.0, 4.5, 1e12, 1e10).bound == Bound::communication);
        QVERIFY(judgePass(1e12, 2e10, 4.0, 4.0, 1e12, 1e10).bound == Bound::compute); // a tie
        // No FLOPs: the engine's roof.
        const PassVerdict none = judgePass(0, 1e9, 0, 0, 1e12, 1e10);
        QCOMPARE(none.effectivePeakFlops, 1e12);
        QVERIFY(none.bound == Bound::memory);
    }

    // Every scenario of the built-in examples, both modes.
    void ruleHoldsOnTheExamples() {
        for (int batch : {1, 8, 64, 512})
            for (int prompt : {8, 128, 2048}) {
                const Scenario s = test::scenario(llama8b(batch, prompt));
                checkAllPasses(resultsToJson(s, evaluate(s)), "batch " + std::to_string(batch) +
                                                                  " prompt " +
                                                                  std::to_string(prompt));
            }
        for (int count : {64, 256, 1024})
            for (const char* gpu : {"rtx-4090", "h100-sxm", "a100-sxm-80gb"}) {
                const Scenario s = test::scenario(pretraining(gpu, count));
                checkAllPasses(resultsToJson(s, evaluate(s)),
                               std::string(gpu) + " x " + std::to_string(count));
            }
    }
};

QTEST_MAIN(Verdicts)
#include "tst_verdicts.moc"
