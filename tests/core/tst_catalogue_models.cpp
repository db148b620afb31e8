// The 2026 model presets (issue 20): each one's total and active parameters against its model
// card, and its KV cache per token against the figure its published shapes give.
#include "test_support.h"

#include "core/evaluation/evaluate.h"
#include "core/hardware/architecture.h"

#include <QTest>

using namespace ridgeline;

namespace {

// The cards round to about 2 %: "671B", "17B active".
constexpr double cardTolerance = 0.02;
constexpr double bf16Bytes = 2.0;

const ModelPreset& preset(const QString& id) {
    const ModelPreset* m = test::catalogue().model(id.toStdString());
    if (!m)
        qFatal("no model %s", qPrintable(id));
    return *m;
}

// KV-cache bytes of one token at `context`, all layers, bf16: sliding-window layers hold at most
// their window, so the figure per token falls once the context passes it.
double cardKvBytesPerToken(const Architecture& a, double context) {
    return kvValuesPerTokenPerLayer(a) * cachedLayerTokens(a, context) / context * bf16Bytes;
}

} // namespace

class CatalogueModelsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void newModelsArePresentSourcedAndDated();
    void paramsMatchTheModelCards_data();
    void paramsMatchTheModelCards();
    void kvBytesPerTokenFollowTheShapes_data();
    void kvBytesPerTokenFollowTheShapes();
    void windowsCapTheCache_data();
    void windowsCapTheCache();
    void deepSeekR1IsTheV3Network();
    void theLookupIsInMemoryNotInActive();
};

void CatalogueModelsTest::newModelsArePresentSourcedAndDated() {
    for (const char* id :
         {"llama-3.3-70b", "llama-4-scout", "llama-4-maverick", "deepseek-v3", "deepseek-r1",
          "qwen3-8b", "qwen3-32b", "qwen3-30b-a3b", "qwen3-235b-a22b", "gpt-oss-20b",
          "gpt-oss-120b", "gemma-3-27b", "phi-4", "mistral-small-3.1-24b", "kimi-k2", "glm-4.6",
          "qwen3-next-80b-a3b", "deepseek-v3.2"}) {
        const ModelPreset* m = test::catalogue().model(id);
        QVERIFY2(m != nullptr, id);
        QVERIFY2(!m->source.empty() && !m->notes.empty(), id);
        QVERIFY2(m->date.size() == 10 && m->date >= "2024-12", id);
        QVERIFY2(m->arch.maxContext > 0, id);
    }
}

void CatalogueModelsTest::paramsMatchTheModelCards_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("total");
    QTest::addColumn<double>("active");
    // Ridgeline counts active parameters as gpt-oss's and Kimi K2's cards do: the output head
    // counts, the untied input embedding (a lookup) does not. Other cards (Llama 4, Qwen3's
    // MoE models, and every dense card, whose one figure is the total) count the lookup too:
    // for those the test adds it back before comparing.
    QTest::addColumn<bool>("cardCountsTheLookup");
    QTest::newRow("Llama-3.3-70B") << QStringLiteral("llama-3.3-70b") << 70.6e9 << 70.6e9 << true;
    // The card's 109B includes the vision encoder; the language model is 107.8B.
    QTest::newRow("Llama-4-Scout") << QStringLiteral("llama-4-scout") << 109e9 << 17e9 << true;
    QTest::newRow("Llama-4-Maverick")
        << QStringLiteral("llama-4-maverick") << 400e9 << 17e9 << true;
    // DeepSeek's 37B: 36.6B without the lookup, 37.6B with it; read without.
    QTest::newRow("DeepSeek-V3") << QStringLiteral("deepseek-v3") << 671e9 << 37e9 << false;
    QTest::newRow("DeepSeek-R1") << QStringLiteral("deepseek-r1") << 671e9 << 37e9 << false;
    QTest::newRow("Qwen3-8B") << QStringLiteral("qwen3-8b") << 8.2e9 << 8.2e9 << true;
    QTest::newRow("Qwen3-32B") << QStringLiteral("qwen3-32b") << 32.8e9 << 32.8e9 << true;
    QTest::newRow("Qwen3-30B-A3B") << QStringLiteral("qwen3-30b-a3b") << 30.5e9 << 3.3e9 << true;
    QTest::newRow("Qwen3-235B-A22B") << QStringLiteral("qwen3-235b-a22b") << 235e9 << 22e9 << true;
    QTest::newRow("gpt-oss-20b") << QStringLiteral("gpt-oss-20b") << 20.91e9 << 3.61e9 << false;
    QTest::newRow("gpt-oss-120b") << QStringLiteral("gpt-oss-120b") << 116.83e9 << 5.13e9 << false;
    // Text model only: 1,416M embedding + 25,600M non-embedding (Gemma 3 report, table 1); tied,
    // so its one matrix is the output head and counts.
    QTest::newRow("Gemma-3-27B") << QStringLiteral("gemma-3-27b") << 27.016e9 << 27.016e9 << true;
    QTest::newRow("Phi-4") << QStringLiteral("phi-4") << 14.7e9 << 14.7e9 << true;
    QTest::newRow("Mistral-Small-3.1-24B")
        << QStringLiteral("mistral-small-3.1-24b") << 24e9 << 24e9 << true;
    // The cards of 2025. Kimi K2: 1.04T total, 32B activated without the embedding lookup
    // (31.7B by the shapes). GLM-4.6: 355B total; its card's 32B active leaves out the output
    // head as well as the lookup (0.78B each): with the head, as Ridgeline reads it every
    // token, the shapes give 32.9B. DeepSeek-V3.2 is the V3 network (its MTP module and the
    // sparse-attention indexer left out).
    QTest::newRow("Kimi-K2") << QStringLiteral("kimi-k2") << 1.04e12 << 32e9 << false;
    QTest::newRow("GLM-4.6") << QStringLiteral("glm-4.6") << 355e9 << 32.9e9 << false;
    QTest::newRow("DeepSeek-V3.2") << QStringLiteral("deepseek-v3.2") << 671e9 << 37e9 << false;
}

void CatalogueModelsTest::paramsMatchTheModelCards() {
    QFETCH(QString, id);
    QFETCH(double, total);
    QFETCH(double, active);
    QFETCH(bool, cardCountsTheLookup);
    const Architecture& a = preset(id).arch;
    const ParamCount p = countParams(a);
    const double lookup =
        cardCountsTheLookup && !a.tiedEmbeddings ? double(a.vocab) * a.hidden : 0.0;
    RL_COMPARE_REL(p.total, total, cardTolerance);
    RL_COMPARE_REL(p.active + lookup, active, cardTolerance);
    QVERIFY(p.active <= p.total);
}

void CatalogueModelsTest::kvBytesPerTokenFollowTheShapes_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("bytes");
    // MLA: (512 latent + 64 rotary key) x 61 layers x 2 bytes.
    QTest::newRow("DeepSeek-V3 (MLA)") << QStringLiteral("deepseek-v3") << 70272.0;
    QTest::newRow("DeepSeek-R1 (MLA)") << QStringLiteral("deepseek-r1") << 70272.0;
    // GQA: 2 (K and V) x layers x kv_heads x head_dim x 2 bytes.
    QTest::newRow("Llama-3.1-70B (GQA 8)") << QStringLiteral("llama-3.1-70b") << 327680.0;
    QTest::newRow("Llama-3.3-70B (GQA 8)") << QStringLiteral("llama-3.3-70b") << 327680.0;
    QTest::newRow("Qwen3-235B-A22B (GQA 4)") << QStringLiteral("qwen3-235b-a22b") << 192512.0;
    QTest::newRow("Qwen3-32B (GQA 8)") << QStringLiteral("qwen3-32b") << 262144.0;
    QTest::newRow("Qwen3-30B-A3B (GQA 4)") << QStringLiteral("qwen3-30b-a3b") << 98304.0;
    QTest::newRow("gpt-oss-120b (64-dim heads)") << QStringLiteral("gpt-oss-120b") << 73728.0;
    QTest::newRow("Gemma-3-27B (GQA 16)") << QStringLiteral("gemma-3-27b") << 507904.0;
    QTest::newRow("Llama-4-Scout (GQA 8)") << QStringLiteral("llama-4-scout") << 196608.0;
    // Kimi K2 caches DeepSeek-V3's MLA latent: (512 + 64) x 61 layers x 2 bytes.
    QTest::newRow("Kimi-K2 (MLA)") << QStringLiteral("kimi-k2") << 70272.0;
    // GLM-4.6: 2 x 92 layers x 8 KV heads x 128 x 2 bytes.
    QTest::newRow("GLM-4.6 (GQA 8)") << QStringLiteral("glm-4.6") << 376832.0;
}

// Below every window, each layer caches every token.
void CatalogueModelsTest::kvBytesPerTokenFollowTheShapes() {
    QFETCH(QString, id);
    QFETCH(double, bytes);
    const Architecture& a = preset(id).arch;
    QCOMPARE(cardKvBytesPerToken(a, 100), bytes);
}

void CatalogueModelsTest::windowsCapTheCache_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("context");
    QTest::addColumn<double>("layerTokens");
    // gpt-oss: every other layer holds at most 128 tokens.
    QTest::newRow("gpt-oss-120b at 32k")
        << QStringLiteral("gpt-oss-120b") << 32768.0 << 18 * 32768.0 + 18 * 128.0;
    QTest::newRow("gpt-oss-20b at 32k")
        << QStringLiteral("gpt-oss-20b") << 32768.0 << 12 * 32768.0 + 12 * 128.0;
    // Gemma 3: 5 of 6 layers local with a 1024-token window; 62 layers, 10 global.
    QTest::newRow("Gemma-3-27B at 32k")
        << QStringLiteral("gemma-3-27b") << 32768.0 << 10 * 32768.0 + 52 * 1024.0;
    // Llama 4: chunked attention on 3 of 4 layers, as an 8192-token window.
    QTest::newRow("Llama-4-Maverick at 128k")
        << QStringLiteral("llama-4-maverick") << 131072.0 << 12 * 131072.0 + 36 * 8192.0;
    // Qwen3-Next: 12 attention layers hold the context; the 36 linear-attention layers hold a
    // fixed state, described as a 512-token window.
    QTest::newRow("Qwen3-Next-80B-A3B at 256k")
        << QStringLiteral("qwen3-next-80b-a3b") << 262144.0 << 12 * 262144.0 + 36 * 512.0;
    QTest::newRow("DeepSeek-V3 has no window")
        << QStringLiteral("deepseek-v3") << 131072.0 << 61 * 131072.0;
}

void CatalogueModelsTest::windowsCapTheCache() {
    QFETCH(QString, id);
    QFETCH(double, context);
    QFETCH(double, layerTokens);
    QCOMPARE(cachedLayerTokens(preset(id).arch, context), layerTokens);
}

void CatalogueModelsTest::deepSeekR1IsTheV3Network() {
    QCOMPARE(preset(QStringLiteral("deepseek-r1")).arch,
             preset(QStringLiteral("deepseek-v3")).arch);
}

// gpt-oss-120b: 5.1B active as its card says (the 0.58B input embedding is a lookup), while the
// weights in memory are the whole 116.8B with that embedding.
void CatalogueModelsTest::theLookupIsInMemoryNotInActive() {
    const Results r = evaluate(test::scenario(R"({"model": {"preset": "gpt-oss-120b"},
        "hardware": {"gpu": "h200-sxm", "count": 1},
        "workload": {"weight_format": "bf16", "compute_format": "bf16"}})"));
    RL_COMPARE_REL(r.model.activeParams, 5.13e9, 0.01);
    RL_COMPARE_REL(r.model.params, 116.8e9, 0.01);
    const Architecture& a = preset(QStringLiteral("gpt-oss-120b")).arch;
    QVERIFY(!a.tiedEmbeddings);
    RL_COMPARE_REL(r.model.params - r.model.activeParams,
                   countParams(a).total - countParams(a).active, 1e-9);
    // bf16: two bytes a parameter, embedding included (not the 5.1B, not the total without it).
    QVERIFY(r.memory.weights >= 2.0 * r.model.params * 0.99);
}

QTEST_APPLESS_MAIN(CatalogueModelsTest)
#include "tst_catalogue_models.moc"
