// The physics of docs/fidelity.md "Physics", with hand-computed numbers: grouped-KV copies and
// static caches in eager decode, whole-run throughput with and without in-flight batching, and
// the KV blocks that bound the largest batch.
#include "core/evaluation/evaluate.h"
#include "core/physics/physics.h"
#include "test_support.h"

#include <QTest>

using namespace ridgeline;

namespace {

// Llama-3-8B: 32 layers, 32 query heads, 8 KV heads of 128: 2 x 32 x 8 x 128 x 2 = 131072
// bytes of KV per token.
Results onH100(const std::string& engine, int batch, int prompt, int output) {
    return evaluate(test::scenario(
        R"({"model": {"preset": "llama-3-8b"}, "hardware": {"gpu": "h100-sxm"},
            "workload": {"engine": ")" +
        engine + R"(", "batch": )" + std::to_string(batch) + R"(, "prompt_tokens": )" +
        std::to_string(prompt) + R"(, "output_tokens": )" + std::to_string(output) + "}}"));
}

} // namespace

class TestFidelityPhysics : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The cache read once, the copy to all query heads written once and read once at the
    // strided copy's rate (0.6 of a dense stream): 1 + 2 x 4 / 0.6 and 1 + 2 x 8 / 0.6.
    void kvTrafficWorked() {
        QCOMPARE(kvTrafficFactor(true, 32, 8), 1.0 + 8.0 / 0.6);
        QCOMPARE(kvTrafficFactor(true, 64, 8), 1.0 + 16.0 / 0.6);
        QCOMPARE(kvTrafficFactor(true, 32, 32), 1.0); // MHA: nothing to copy
        QCOMPARE(kvTrafficFactor(false, 32, 8), 1.0);
    }

    void runSecondsWorked() {
        StepCost p, d;
        p.computeS = 2, p.memoryS = 1, p.commS = 0.1, p.overheadS = 0.01, p.seconds = 2.11;
        d.computeS = 0.01, d.memoryS = 0.03, d.commS = 0.001, d.overheadS = 0.002;
        d.seconds = 0.033;
        // static batching: 2.11 + 100 x 0.033
        QVERIFY(test::near(runSeconds(p, d, 100, false), 5.41, 1e-12));
        // in-flight: max(2 + 1, 1 + 3) + 0.1 + 0.1 + 0.01 + 0.2
        QVERIFY(test::near(runSeconds(p, d, 100, true), 4.41, 1e-12));
    }

    // hf-transformers-compiled (static cache, grouped-KV copies) against generic at batch 1,
    // prompt 1024, output 128: the static cache attends over 1152 tokens at 43/3 the traffic (the
    // copy at its strided rate), the dynamic one over 1024 + 64 at 1x:
    // 131072 x (1152 x 43 / 3 - 1088) = 131072 x 15424 = 2 021 654 528 stream bytes more.
    void staticCacheAndGroupedCopies() {
        const Results eager = onH100("hf-transformers-compiled", 1, 1024, 128);
        const Results plain = onH100("generic", 1, 1024, 128);
        QCOMPARE(eager.inference.decodeContext, 1152.0);
        QCOMPARE(plain.inference.decodeContext, 1088.0);
        QCOMPARE(eager.inference.decode.bytes - plain.inference.decode.bytes, 2021654528.0);
    }

    // vLLM holds whole blocks of 16 tokens: a 1010-token sequence takes 64 blocks = 1024 tokens.
    void kvBlocksRoundUp() {
        const Results vllm = onH100("vllm", 4, 1000, 10);
        const Results plain = onH100("generic", 4, 1000, 10);
        QCOMPARE(vllm.memory.kvCache, 131072.0 * 1024 * 4);
        QCOMPARE(plain.memory.kvCache, 131072.0 * 1010 * 4);
        QVERIFY(vllm.inference.maxBatch <= plain.inference.maxBatch);
    }

    // The whole-run throughput is batch x output / runSeconds: in-flight for TensorRT-LLM,
    // static for generic; never above the decode-only rate.
    void throughputOfARun() {
        for (const char* engine : {"tensorrt-llm", "generic"}) {
            const Results r = onH100(engine, 64, 2048, 128);
            const InferenceFigures& f = r.inference;
            const bool overlapped = std::string(engine) == "tensorrt-llm";
            const double run = runSeconds(f.prefill, f.decode, 128, overlapped);
            QVERIFY(test::near(f.throughputTokensPerS, 64 * 128 / run, 1e-12));
            QVERIFY(f.throughputTokensPerS < f.tokensPerS);
            QVERIFY(f.throughputTokensPerSRange.contains(f.throughputTokensPerS));
        }
    }
};

QTEST_APPLESS_MAIN(TestFidelityPhysics)
#include "tst_fidelity_physics.moc"
