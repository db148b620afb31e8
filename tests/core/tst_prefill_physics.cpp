// The prefill and large-batch decode physics of docs/fidelity.md ("Prefill by shape"), against
// values worked by hand: the GEMM shape factor, a prefill pass of a small model term by term,
// attention with and without flash, the launch cost hidden behind a pass, the decode step's
// shape penalty once compute dominates (the routed experts' at their own tokens), and fp16
// accumulation.
#include "core/evaluation/evaluate.h"
#include "core/physics/physics.h"
#include "test_support.h"

#include <QTest>

using namespace ridgeline;

namespace {

// A two-layer model small enough to count by hand: d 256, 2 heads of 128 (MHA), gated MLP of
// 512, vocabulary 1000, untied. Per layer: attention 262144, MLP 393216, norms 512 = 655872
// parameters; P = 2 x 655872 + 2 x 1000 x 256 + 256 = 1824000, of which 512256 are the
// embedding, the head and the final norm.
PassInputs tinyModel() {
    PassInputs in;
    in.arch.layers = 2;
    in.arch.hidden = 256;
    in.arch.heads = 2;
    in.arch.kvHeads = 2;
    in.arch.headDim = 128;
    in.arch.ffn = 512;
    in.arch.vocab = 1000;
    in.params = countParams(in.arch);
    in.peakFlops = 1e12;
    in.bandwidth = 1e11;
    in.efficiency.compute = 0.5;
    in.efficiency.memory = 1.0;
    return in;
}

} // namespace

class TestPrefillPhysics : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // 128 tokens through a 4096 x 4096 weight: 128/248 x (4096/4216)^2 = 0.487166.
    void gemmShapeWorked() {
        QCOMPARE(gemmHalfDim, 120.0);
        QVERIFY(test::near(gemmShapeFactor(128, 4096, 4096), 0.4871660109, 1e-9));
        QVERIFY(test::near(gemmShapeFactor(120, 120, 120), 0.125, 1e-12));
        QVERIFY(gemmShapeFactor(1e9, 1e9, 1e9) > 0.999999);
        QVERIFY(gemmShapeFactor(512, 4096, 4096) > gemmShapeFactor(128, 4096, 4096));
    }

    // One prompt of 1000 tokens, flash attention, fused elementwise work (peak x eta_c 5e11,
    // bandwidth 1e11):
    // - body GEMMs 2 x 1000 x 1311744 / (5e11 x 1000/1120 x (256/376)^2) = 12.677186 ms;
    // - the head for the last token 2 x 256000 / (5e11 x 1/121 x 1000/1120 x 256/376) = 0.203822;
    // - weights and KV 2 x 1824000 + 1000 x 2048 bytes = 0.05696 ms (below the GEMMs);
    // - attention 1.024e9 causal FLOP / (5e11 x (1000/1120)^2 x 128/248) = 4.977459 ms;
    // - elementwise 1000 x 2 x 2 x (10 x 256 + 8 x 128 + 3 x 512) bytes = 0.2048 ms.
    void prefillTermByTerm() {
        const PassInputs in = tinyModel();
        QCOMPARE(in.params.total, 1824000.0);
        const StepCost c = prefillPass(in, 1, 1000);
        // GEMM FLOPs skip the embedding and run the head once: 2 (1000 x 1311744 + 256000),
        // plus the attention's 1.024e9.
        QCOMPARE(c.flops, 3648000000.0);
        QVERIFY(test::near(c.seconds, 0.0180632672, 1e-9));
        QCOMPARE(c.commS, 0.0);
        QCOMPARE(c.overheadS, 0.0);
        QVERIFY(c.bound == Bound::compute);
    }

    // Without flash attention the masked half is computed too (1.024e9 more FLOP at the
    // attention's efficiency, 4.977459 ms) and the scores go through memory four times at two
    // bytes: 4 x 2 x 2 heads x 1000^2 x 2 layers = 32 MB, 0.32 ms.
    void attentionWithoutFlash() {
        PassInputs in = tinyModel();
        const double flash = prefillPass(in, 1, 1000).seconds;
        in.flashAttention = false;
        const double square = prefillPass(in, 1, 1000).seconds;
        QVERIFY(test::near(square - flash, 0.0052974592, 1e-9));
    }

    // The CPU queues a pass's kernels ahead of the GPU: a step cost shorter than the pass is
    // hidden, a longer one shows only by what it exceeds the GPU's 18.06 ms.
    void launchesHideBehindAPass() {
        PassInputs in = tinyModel();
        in.efficiency.stepOverheadS = 0.01;
        QVERIFY(test::near(prefillPass(in, 1, 1000).seconds, 0.0180632672, 1e-9));
        in.efficiency.stepOverheadS = 0.05;
        const StepCost c = prefillPass(in, 1, 1000);
        QVERIFY(test::near(c.seconds, 0.05, 1e-12));
        QVERIFY(test::near(c.overheadS, 0.05 - 0.0180632672, 1e-8));
    }

    // Decode on a GPU of 1e10 B/s (ridge 50 FLOP/byte) at batch 4096, context 1: compute
    // (4096 x (2 x 1824000 + 2048) / 5e11 = 29.9 ms) dominates the 2 ms of memory, so the weight
    // GEMMs pay the full shape penalty: + 4096 x 2 x 1824000 / 5e11 x (1 / f(4096, 256, 256) - 1)
    // = 66.372928 ms in all with the input embedding counted, 57.06 ms now that its lookup is not
    // among the FLOP-bearing parameters. At batch 1 compute is 2 % of the step (7.3 us of 365), its
    // penalty small, and the step stays at the memory roof.
    void decodeShapePenalty() {
        PassInputs in = tinyModel();
        in.bandwidth = 1e10;
        const StepCost big = decodeStep(in, 4096, 1);
        // 0.0571 s: the decode GEMMs leave the input embedding out (a lookup, no FLOPs).
        QVERIFY(test::near(big.computeS, 0.057059784216, 1e-9));
        QVERIFY(big.bound == Bound::compute);
        const StepCost one = decodeStep(in, 1, 1);
        QVERIFY(one.bound == Bound::memory);
        QVERIFY(test::near(one.seconds, one.memoryS, 1e-12));
    }

    // The same step with the MLP routed: 8 experts of 512, 2 active. Per layer 262144 attention,
    // 2048 router, 512 norms; active = 1041664 read always - 256000 input lookup + 2 x 2 x
    // 393216 routed = 2358528 (1572864 of them the experts'). The dense part pays the shape of
    // M 4096 as above, the experts' GEMMs that of their own tokens, M = 4096 x 2 / 8 = 1024, N the
    // expert's 512: 1 / f(1024, 512, 256) - 1 = 1.02545, against 1.22043 with M 4096 and N 256.
    // (4096 x 2 x 2358528 + 4096 x 2048 attention FLOPs) / 5e11 + 4096 x 2 x 785664 / 5e11 x
    // 1.22043 + 4096 x 2 x 1572864 / 5e11 x 1.02545 = 80.794 ms (85.819 ms with M 4096 for all).
    void expertGemmsSeeTheirOwnTokens() {
        PassInputs in = tinyModel();
        in.arch.experts = 8;
        in.arch.activeExperts = 2;
        in.params = countParams(in.arch);
        in.bandwidth = 1e10;
        QCOMPARE(in.params.active, 2358528.0);
        const StepCost big = decodeStep(in, 4096, 1);
        QVERIFY(big.bound == Bound::compute);
        QVERIFY(test::near(big.computeS, 0.080794209688, 1e-9));
        // An engine whose grouped GEMMs reach half the dense rate spends twice the experts' time:
        // 4096 x 2 x 1572864 / 5e11 x 2.025448 = 52.195 ms becomes 104.391 ms, 132.990 ms in all.
        in.efficiency.expertGemm = 0.5;
        RL_COMPARE_REL(decodeStep(in, 4096, 1).computeS, 0.132989603224, 1e-9);
        // and the prompt tokens' expert GEMMs the same: their share of a prefill doubles.
        const double whole = prefillPass(in, 1, 4096).prefill.gemmS;
        in.efficiency.expertGemm = 1.0;
        const double dense = prefillPass(in, 1, 4096).prefill.gemmS;
        const double experts = 2.0 * 4096 * 1572864 / 5e11 / gemmShapeFactor(1024, 512, 256);
        QVERIFY(test::near(whole - dense, experts, 1e-9));
    }

    // The engine constant behind it: engines.json `expert_gemm_efficiency`, in (0, 1], read with
    // a profile's variants, written back, refused by name at 0; TensorRT-LLM's fitted 0.7.
    void expertGemmEfficiencyIsAnEngineConstant() {
        const std::string problem = test::engineConstantProblem(
            "tensorrt-llm", "expert_gemm_efficiency", &Efficiency::expertGemm, 0.6, 0.0);
        QVERIFY2(problem.empty(), problem.c_str());
        QCOMPARE(test::catalogue().engine("tensorrt-llm")->efficiency.expertGemm, 0.7);
        QCOMPARE(test::catalogue().engine("vllm")->efficiency.expertGemm, 1.0);
        QCOMPARE(test::catalogue().engine("sglang")->efficiency.expertGemm, 1.0);
    }

    // llama.cpp multiplies 16-bit matrices with fp16 accumulation: on an RTX 3090 that is
    // 142 TFLOP/s, twice the 71 of fp32 accumulation; on an L40S both are 362.05.
    void fp16AccumulatePeak() {
        auto peak = [](const std::string& engine, const std::string& gpu) {
            const std::string json = "{\"model\": {\"preset\": \"llama-2-7b\"}, "
                                     "\"hardware\": {\"gpu\": \"" +
                                     gpu + "\"}, \"workload\": {\"engine\": \"" + engine + "\"}}";
            return evaluate(test::scenario(json)).roofline.peakFlops;
        };
        QCOMPARE(peak("llama.cpp", "rtx-3090"), 142e12);
        QCOMPARE(peak("generic", "rtx-3090"), 71e12);
        QCOMPARE(peak("llama.cpp", "l40s"), 362.05e12);
    }
};

QTEST_APPLESS_MAIN(TestPrefillPhysics)
#include "tst_prefill_physics.moc"
