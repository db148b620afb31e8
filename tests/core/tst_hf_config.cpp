// Hugging Face config.json files: each family gives its published parameter count and the KV
// bytes per token its attention implies; unknown architectures and oversized files are refused
// with the missing keys or the limit named; scenarios take a config inline or by path.
#include "test_support.h"

#include "core/base/text_file.h"
#include "core/catalogue/hf_config.h"
#include "core/evaluation/evaluate.h"
#include "core/physics/physics.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <nlohmann/json.hpp>

using namespace ridgeline;

namespace {

std::string fixture(const QString& name) {
    return QStringLiteral(RIDGELINE_SOURCE_DIR "/tests/data/hf_configs/%1.json")
        .arg(name)
        .toStdString();
}

HfModel load(const QString& name) {
    const Result<std::string> text = readTextFile(fixture(name), maxHfConfigBytes);
    if (!text)
        qFatal("fixture %s unreadable", qPrintable(name));
    const Result<HfModel> m = parseHfConfig(*text, "hf_config");
    if (!m)
        qFatal("fixture %s refused: %s", qPrintable(name), describe(m.problems().front()).c_str());
    return *m;
}

} // namespace

class HfConfigTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void familiesMatchPublishedCounts_data();
    void familiesMatchPublishedCounts();
    void importMatchesThePreset_data();
    void importMatchesThePreset();
    void llama4ReadsItsInterleavedLayers();
    void latentAttentionCachesTheLatent();
    void slidingWindowCapsTheCache();
    void nestedTextConfigEqualsTheLanguageModel();
    void unknownArchitectureNamesMissingKeys();
    void knownFamilyNamesMissingKeys();
    void badValuesNameTheKey();
    void oversizedFileIsRefused();
    void scenarioTakesConfigInlineOrByPath();
    void scenarioRefusesConfigWithPreset();
};

void HfConfigTest::familiesMatchPublishedCounts_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("total");
    QTest::addColumn<double>("active");
    QTest::addColumn<double>("kvPerToken"); // 16-bit values, context inside any window
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("slidingLayers");
    // Published counts: tests/data/hf_configs/SOURCES.md. KV: 2 x layers x kv_heads x head_dim x 2.
    QTest::newRow("Llama 3.1 8B (GQA)")
        << "llama-3.1-8b" << 8.030e9 << 8.030e9 << 2.0 * 32 * 8 * 128 * 2 << 0 << 0;
    QTest::newRow("Mistral 7B v0.1 (window on every layer)")
        << "mistral-7b-v0.1" << 7.242e9 << 7.242e9 << 2.0 * 32 * 8 * 128 * 2 << 4096 << 32;
    QTest::newRow("Qwen2.5 7B (window off)")
        << "qwen2.5-7b" << 7.61e9 << 7.61e9 << 2.0 * 28 * 4 * 128 * 2 << 0 << 0;
    QTest::newRow("Mixtral 8x7B") << "mixtral-8x7b-v0.1" << 46.7e9 << 12.9e9
                                  << 2.0 * 32 * 8 * 128 * 2 << 0 << 0;
    QTest::newRow("Qwen1.5-MoE-A2.7B (shared expert)")
        << "qwen1.5-moe-a2.7b" << 14.3e9 << 2.7e9 << 2.0 * 24 * 16 * 128 * 2 << 0 << 0;
    // 671B without the 14B multi-token-prediction module; 37B activated.
    QTest::newRow("DeepSeek-V3 (MLA, MoE, 3 dense layers)")
        << "deepseek-v3" << 671e9 << 37e9 << 61.0 * (512 + 64) * 2 << 0 << 0;
    QTest::newRow("Gemma 2 9B (alternating windows)")
        << "gemma-2-9b" << 9.242e9 << 9.242e9 << 2.0 * 42 * 8 * 256 * 2 << 4096 << 21;
    QTest::newRow("Gemma 3 1B (5 local : 1 global)")
        << "gemma-3-1b" << 1.000e9 << 1.000e9 << 2.0 * 26 * 1 * 256 * 2 << 512 << 22;
    QTest::newRow("Gemma 3 4B (text_config only)")
        << "gemma-3-4b" << 3.884e9 << 3.884e9 << 2.0 * 34 * 4 * 256 * 2 << 1024 << 29;
    QTest::newRow("Phi-3 mini 4k (MHA)")
        << "phi-3-mini-4k" << 3.821e9 << 3.821e9 << 2.0 * 32 * 32 * 96 * 2 << 2047 << 32;
}

void HfConfigTest::familiesMatchPublishedCounts() {
    QFETCH(QString, file);
    QFETCH(double, total);
    QFETCH(double, active);
    QFETCH(double, kvPerToken);
    QFETCH(int, window);
    QFETCH(int, slidingLayers);
    const HfModel m = load(file);
    const ParamCount p = countParams(m.arch);
    RL_COMPARE_REL(p.total, total, 0.01);
    // Published active counts are rounded to two or three digits ("37B", "2.7B") and count the
    // untied input embedding, which Ridgeline's active count leaves out (a lookup).
    const double lookup = m.arch.tiedEmbeddings ? 0.0 : double(m.arch.vocab) * m.arch.hidden;
    RL_COMPARE_REL(p.active + lookup, active, 0.015);
    QCOMPARE(kvBytesPerToken(m.arch, 2.0), kvPerToken);
    QCOMPARE(m.arch.slidingWindow, window);
    QCOMPARE(m.arch.slidingLayers, slidingLayers);
}

// The 2025 families from their published configs give the catalogue's own presets: total and
// active parameters within 3 %, KV bytes per token within 2 % (bf16, a context inside every
// window and outside none: the per-layer cache at one token), and the same window layout.
void HfConfigTest::importMatchesThePreset_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("modelType");
    QTest::newRow("DeepSeek-V3 (deepseek_v3, MLA)") << "deepseek-v3"
                                                    << "deepseek-v3"
                                                    << "deepseek_v3";
    QTest::newRow("Llama 4 Scout (llama4, text_config)") << "llama-4-scout"
                                                         << "llama-4-scout"
                                                         << "llama4_text";
    QTest::newRow("Llama 4 Maverick (MoE every other layer)") << "llama-4-maverick"
                                                              << "llama-4-maverick"
                                                              << "llama4_text";
    QTest::newRow("gpt-oss-120b (gpt_oss)") << "gpt-oss-120b"
                                            << "gpt-oss-120b"
                                            << "gpt_oss";
    QTest::newRow("gpt-oss-20b (gpt_oss)") << "gpt-oss-20b"
                                           << "gpt-oss-20b"
                                           << "gpt_oss";
    QTest::newRow("Qwen3-8B (qwen3)") << "qwen3-8b"
                                      << "qwen3-8b"
                                      << "qwen3";
    QTest::newRow("Qwen3-32B (qwen3)") << "qwen3-32b"
                                       << "qwen3-32b"
                                       << "qwen3";
    QTest::newRow("Qwen3-30B-A3B (qwen3_moe)") << "qwen3-30b-a3b"
                                               << "qwen3-30b-a3b"
                                               << "qwen3_moe";
    QTest::newRow("Qwen3-235B-A22B (qwen3_moe)") << "qwen3-235b-a22b"
                                                 << "qwen3-235b-a22b"
                                                 << "qwen3_moe";
    QTest::newRow("Gemma 3 27B (gemma3, text_config, 5 of 6 sliding)") << "gemma-3-27b"
                                                                       << "gemma-3-27b"
                                                                       << "gemma3_text";
}

void HfConfigTest::importMatchesThePreset() {
    QFETCH(QString, file);
    QFETCH(QString, preset);
    QFETCH(QString, modelType);
    constexpr double paramsTolerance = 0.03;
    constexpr double kvTolerance = 0.02;
    const HfModel m = load(file);
    const ModelPreset* p = test::catalogue().model(preset.toStdString());
    QVERIFY(p != nullptr);
    QCOMPARE(QString::fromStdString(m.modelType), modelType);
    const ParamCount got = countParams(m.arch);
    const ParamCount want = countParams(p->arch);
    RL_COMPARE_REL(got.total, want.total, paramsTolerance);
    RL_COMPARE_REL(got.active, want.active, paramsTolerance);
    RL_COMPARE_REL(kvBytesPerToken(m.arch, 2.0), kvBytesPerToken(p->arch, 2.0), kvTolerance);
    // The cache at a long context: the windowed layers stop at their window in both.
    RL_COMPARE_REL(kvCacheBytes(m.arch, 2.0, 65536), kvCacheBytes(p->arch, 2.0, 65536),
                   kvTolerance);
    QCOMPARE(m.arch.slidingWindow, p->arch.slidingWindow);
    QCOMPARE(m.arch.slidingLayers, p->arch.slidingLayers);
    QCOMPARE(m.arch.experts, p->arch.experts);
    QCOMPARE(m.arch.activeExperts, p->arch.activeExperts);
}

// Llama 4 keeps its language model in text_config; Maverick alternates dense and MoE layers,
// each MoE layer with one shared expert, and 3 of every 4 layers attend within 8192-token chunks.
void HfConfigTest::llama4ReadsItsInterleavedLayers() {
    const HfModel maverick = load(QStringLiteral("llama-4-maverick"));
    QVERIFY(!maverick.notes.empty()); // the vision encoder is not counted
    QCOMPARE(maverick.arch.experts, 128);
    QCOMPARE(maverick.arch.denseLayers, 24);
    QCOMPARE(maverick.arch.denseFfn, 16384);
    QCOMPARE(maverick.arch.sharedFfn, 8192);
    QCOMPARE(maverick.arch.ffn, 8192);
    QCOMPARE(maverick.arch.slidingWindow, 8192);
    QCOMPARE(maverick.arch.slidingLayers, 36);
    const Architecture scout = load(QStringLiteral("llama-4-scout")).arch;
    QCOMPARE(scout.denseLayers, 0);
    QCOMPARE(scout.experts, 16);
    // Without the per-layer lists the interval rules give the same layout.
    nlohmann::json config = nlohmann::json::parse(
        *readTextFile(fixture(QStringLiteral("llama-4-maverick")), maxHfConfigBytes));
    config["text_config"].erase("moe_layers");
    config["text_config"].erase("no_rope_layers");
    const Result<HfModel> derived = modelFromHfConfig(config, "hf_config");
    QVERIFY(derived);
    QCOMPARE(derived->arch, maverick.arch);
}

void HfConfigTest::latentAttentionCachesTheLatent() {
    const Architecture a = load(QStringLiteral("deepseek-v3")).arch;
    QCOMPARE(a.kvLoraRank, 512);
    QCOMPARE(a.ropeHeadDim, 64);
    QCOMPARE(a.headDim, 192);
    QCOMPARE(a.vHeadDim, 128);
    QCOMPARE(a.denseLayers, 3);
    QCOMPARE(a.denseFfn, 18432);
    QCOMPARE(a.ffn, 2048);
    QCOMPARE(a.sharedFfn, 2048);
    // An ordinary 128-head cache of the same heads would hold 2 x 128 x 128 values per layer:
    // the latent (512 + 64) is 57x smaller.
    QCOMPARE(kvValuesPerTokenPerLayer(a), 576.0);
    // Every decode step reads the dense layers, attention and the shared expert whatever the
    // routing: 36.6B active = always read + 58 layers x 8 routed experts, less the input
    // embedding, which is read as a lookup and multiplies nothing (37.6B with it).
    const ParamCount p = countParams(a);
    QCOMPARE(p.moeLayers, 58.0);
    RL_COMPARE_REL(p.active,
                   p.alwaysRead - double(a.vocab) * a.hidden + 58.0 * 8 * p.expertMlpPerLayer,
                   1e-12);
}

void HfConfigTest::slidingWindowCapsTheCache() {
    const Architecture a = load(QStringLiteral("gemma-2-9b")).arch;
    const double perLayerToken = 2.0 * 8 * 256 * 2;
    // Inside the window every layer grows; at 8192 tokens the 21 local layers hold 4096.
    QCOMPARE(kvCacheBytes(a, 2.0, 1000), 42 * 1000 * perLayerToken);
    QCOMPARE(kvCacheBytes(a, 2.0, 8192), (21 * 8192.0 + 21 * 4096.0) * perLayerToken);
    // The inverse gives back the context.
    QCOMPARE(contextForKvBytes(a, 2.0, kvCacheBytes(a, 2.0, 8192), 1e9), 8192.0);
    QCOMPARE(contextForKvBytes(a, 2.0, kvCacheBytes(a, 2.0, 3000), 1e9), 3000.0);
    // Mistral v0.1 windows every layer: the cache stops growing at 4096 tokens.
    const Architecture mistral = load(QStringLiteral("mistral-7b-v0.1")).arch;
    QCOMPARE(kvCacheBytes(mistral, 2.0, 32768), kvCacheBytes(mistral, 2.0, 4096));
    QCOMPARE(contextForKvBytes(mistral, 2.0, 1e12, 123456.0), 123456.0);
    // The result's KV per token is the average over the scenario's context.
    Scenario s = test::scenario(R"({"model": {"preset": "llama-2-7b"},
        "workload": {"prompt_tokens": 7192, "output_tokens": 1000}})");
    s.model.arch = a;
    s.model.preset.clear();
    const Results r = evaluate(s);
    QCOMPARE(r.inference.kvBytesPerToken, kvCacheBytes(a, 2.0, 8192) / 8192.0);
    QCOMPARE(r.memory.kvCache, kvCacheBytes(a, 2.0, 8192));
}

void HfConfigTest::nestedTextConfigEqualsTheLanguageModel() {
    const HfModel m = load(QStringLiteral("gemma-3-4b"));
    QCOMPARE(m.modelType, std::string("gemma3_text"));
    QCOMPARE(m.arch.heads, 8);   // left out of text_config: the family's default
    QCOMPARE(m.arch.kvHeads, 4); // likewise
    QCOMPARE(m.arch.vocab, 262208);
    QVERIFY(m.arch.tiedEmbeddings);
    QVERIFY(!m.notes.empty()); // the vision encoder is not counted, and says so
}

void HfConfigTest::unknownArchitectureNamesMissingKeys() {
    const Result<HfModel> m = parseHfConfig(
        R"({"model_type": "gpt2", "n_embd": 768, "n_layer": 12, "n_head": 12, "vocab_size": 50257})",
        "hf_config");
    QVERIFY(!m);
    QCOMPARE(m.problems().size(), std::size_t(1));
    const std::string& text = m.problems().front().message;
    QVERIFY2(text.find("\"gpt2\"") != std::string::npos, text.c_str());
    const std::string lacks = text.substr(0, text.find("(allowed"));
    QVERIFY2(lacks.find("lacks hidden_size, num_hidden_layers, num_attention_heads, "
                        "intermediate_size ") != std::string::npos,
             lacks.c_str());
    QVERIFY2(lacks.find("vocab_size") == std::string::npos, "vocab_size is there");
    QVERIFY2(text.find("deepseek_v3") != std::string::npos, "names the known model types");
    // An unknown type with all the Llama keys is read, with a note that says how.
    const Result<HfModel> ok = parseHfConfig(
        R"({"model_type": "olmo2", "hidden_size": 4096, "num_hidden_layers": 32,
            "num_attention_heads": 32, "intermediate_size": 11008, "vocab_size": 100352})",
        "hf_config");
    QVERIFY(ok);
    QCOMPARE(ok->arch.kvHeads, 32);
    QCOMPARE(ok->notes.size(), std::size_t(1));
}

void HfConfigTest::knownFamilyNamesMissingKeys() {
    const Result<HfModel> m =
        parseHfConfig(R"({"model_type": "mixtral", "hidden_size": 4096})", "model.hf_config");
    QVERIFY(!m);
    QCOMPARE(m.problems().size(), std::size_t(4));
    QCOMPARE(m.problems().front().path, std::string("model.hf_config.num_hidden_layers"));
    QCOMPARE(m.problems().front().code, ProblemCode::required);
}

void HfConfigTest::badValuesNameTheKey() {
    const Result<HfModel> m = parseHfConfig(
        R"({"model_type": "llama", "hidden_size": 4096.5, "num_hidden_layers": 32,
            "num_attention_heads": 32, "num_key_value_heads": 5, "intermediate_size": -1,
            "vocab_size": 32000})",
        "hf_config");
    QVERIFY(!m);
    std::vector<std::string> paths;
    for (const Problem& p : m.problems())
        paths.push_back(p.path);
    QCOMPARE(paths,
             (std::vector<std::string>{"hf_config.hidden_size", "hf_config.intermediate_size"}));
    // Values in range but inconsistent: the KV heads must divide the heads.
    const Result<HfModel> gqa = parseHfConfig(
        R"({"model_type": "llama", "hidden_size": 4096, "num_hidden_layers": 32,
            "num_attention_heads": 32, "num_key_value_heads": 5, "intermediate_size": 11008,
            "vocab_size": 32000})",
        "hf_config");
    QVERIFY(!gqa);
    QCOMPARE(gqa.problems().front().code, ProblemCode::headsNotDivisible);
    QVERIFY(!parseHfConfig("[1, 2]", "hf_config"));
    QVERIFY(!parseHfConfig("{not json", "hf_config"));
}

void HfConfigTest::oversizedFileIsRefused() {
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("config.json")).toStdString();
    {
        std::ofstream out(path, std::ios::binary);
        out << "{\"pad\": \"" << std::string(maxHfConfigBytes, 'x') << "\"}";
    }
    const Result<std::string> text = readTextFile(path, maxHfConfigBytes);
    QVERIFY(!text);
    QVERIFY(text.problems().front().message.find("1048576") != std::string::npos);
    QVERIFY(!readTextFile(dir.filePath(QStringLiteral("absent.json")).toStdString(), 10));
    QVERIFY(!readTextFile(dir.path().toStdString(), 10)); // a folder
}

void HfConfigTest::scenarioTakesConfigInlineOrByPath() {
    const Architecture mixtral = load(QStringLiteral("mixtral-8x7b-v0.1")).arch;
    // By path, relative to the scenario's folder, with a single-field override.
    const Result<Scenario> byPath =
        parseScenario(R"({"model": {"hf_config": "mixtral-8x7b-v0.1.json", "active_experts": 1}})",
                      test::catalogue(), RIDGELINE_SOURCE_DIR "/tests/data/hf_configs");
    QVERIFY2(byPath, byPath ? "" : describe(byPath.problems().front()).c_str());
    Architecture want = mixtral;
    want.activeExperts = 1;
    QCOMPARE(byPath->model.arch, want);
    QVERIFY(byPath->model.preset.empty());
    // Inline.
    std::ifstream in(fixture(QStringLiteral("gemma-2-9b")));
    nlohmann::json doc = {{"model", {{"hf_config", nlohmann::json::parse(in)}}}};
    const Result<Scenario> inlined = scenarioFromJson(doc, test::catalogue());
    QVERIFY(inlined);
    QCOMPARE(inlined->model.arch, load(QStringLiteral("gemma-2-9b")).arch);
    // Saved and read back: the architecture is written out and gives the same model.
    const Result<Scenario> again =
        parseScenario(serializeScenario(*inlined, test::catalogue()), test::catalogue());
    QVERIFY(again);
    QCOMPARE(again->model.arch, inlined->model.arch);
    // A missing file names the field and the file.
    const Result<Scenario> missing =
        parseScenario(R"({"model": {"hf_config": "nope.json"}})", test::catalogue(), "/tmp");
    QVERIFY(!missing);
    QCOMPARE(missing.problems().front().path, std::string("model.hf_config"));
    QVERIFY(missing.problems().front().message.find("nope.json") != std::string::npos);
}

void HfConfigTest::scenarioRefusesConfigWithPreset() {
    const Result<Scenario> s = parseScenario(
        R"({"model": {"preset": "llama-2-7b", "hf_config": {"model_type": "llama"}}})",
        test::catalogue());
    QVERIFY(!s);
    QCOMPARE(s.problems().front().path, std::string("model.hf_config"));
}

QTEST_GUILESS_MAIN(HfConfigTest)
#include "tst_hf_config.moc"
