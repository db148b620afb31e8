// Hugging Face configs of the newer families and of hybrids: GLM-4.6 and Qwen3-Next import as
// the catalogue's presets of the same models; an unknown model_type gets the experts and latent
// attention its keys name; state-space and linear-attention layers that no attention layer
// stands for, and experts the reader cannot place, are refused by their key instead of being
// read as a smaller dense model (docs/scenario-format.md, "model.hf_config").
#include "test_support.h"

#include "core/base/text_file.h"
#include "core/catalogue/hf_config.h"
#include "core/physics/physics.h"

#include <nlohmann/json.hpp>

#include <QTest>

using namespace ridgeline;

namespace {

Result<HfModel> fixture(const char* name) {
    const Result<std::string> text =
        readTextFile(std::string(RIDGELINE_SOURCE_DIR "/tests/data/hf_configs/") + name + ".json",
                     maxHfConfigBytes);
    if (!text)
        qFatal("fixture %s unreadable", name);
    return parseHfConfig(*text, "hf_config");
}

Result<HfModel> parse(const nlohmann::json& config) {
    return parseHfConfig(config.dump(), "hf_config");
}

// A Llama-shaped body of another model_type, to which each case adds its keys.
nlohmann::json body(const char* type) {
    return {{"model_type", type},        {"hidden_size", 4096},      {"num_hidden_layers", 32},
            {"num_attention_heads", 32}, {"num_key_value_heads", 8}, {"intermediate_size", 14336},
            {"vocab_size", 65536}};
}

} // namespace

class HfConfigFamiliesTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void newFamiliesMatchThePresets_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("preset");
        QTest::newRow("GLM-4.6 (glm4_moe: DeepSeek's expert keys, grouped-query attention)")
            << "glm-4.6"
            << "glm-4.6";
        QTest::newRow("Qwen3-Next-80B-A3B (qwen3_next: 36 linear-attention layers)")
            << "qwen3-next-80b-a3b"
            << "qwen3-next-80b-a3b";
    }
    void newFamiliesMatchThePresets() {
        QFETCH(QString, file);
        QFETCH(QString, preset);
        const Result<HfModel> m = fixture(file.toStdString().c_str());
        QVERIFY2(m.ok(), m.ok() ? "" : describe(m.problems().front()).c_str());
        const ModelPreset* p = test::catalogue().model(preset.toStdString());
        QVERIFY(p != nullptr);
        const Architecture& a = m->arch;
        const Architecture& want = p->arch;
        QCOMPARE(a.experts, want.experts);
        QCOMPARE(a.activeExperts, want.activeExperts);
        QCOMPARE(a.ffn, want.ffn);
        QCOMPARE(a.sharedFfn, want.sharedFfn);
        QCOMPARE(a.denseLayers, want.denseLayers);
        QCOMPARE(a.slidingWindow, want.slidingWindow);
        QCOMPARE(a.slidingLayers, want.slidingLayers);
        const ParamCount got = countParams(a);
        const ParamCount published = countParams(want);
        RL_COMPARE_REL(got.total, published.total, 1e-9);
        RL_COMPARE_REL(got.active, published.active, 1e-9);
        RL_COMPARE_REL(kvCacheBytes(a, 2.0, 65536), kvCacheBytes(want, 2.0, 65536), 1e-9);
    }

    // Qwen3-Next's Gated DeltaNet state: 32 heads of 128 x 128 values a layer, the bytes of 512
    // tokens at its attention's 2 KV heads of 256 (2 x 2 x 256 values a token).
    void linearLayersHoldTheirStateAsAWindow() {
        const Result<HfModel> m = fixture("qwen3-next-80b-a3b");
        QVERIFY(m.ok());
        QCOMPARE(m->arch.slidingWindow, 32 * 128 * 128 / (2 * 2 * 256));
        QCOMPARE(m->arch.slidingLayers, 48 - 48 / 4);
        // layer_types, when listed, decides which layers are linear.
        nlohmann::json config = nlohmann::json::parse(
            *readTextFile(RIDGELINE_SOURCE_DIR "/tests/data/hf_configs/qwen3-next-80b-a3b.json",
                          maxHfConfigBytes));
        config["layer_types"] = nlohmann::json::array();
        for (int i = 0; i < 48; ++i)
            config["layer_types"].push_back(i % 2 ? "full_attention" : "linear_attention");
        const Result<HfModel> listed = parse(config);
        QVERIFY(listed.ok());
        QCOMPARE(listed->arch.slidingLayers, 24);
    }

    // An unknown model_type with the keys of a known family's experts is read with them (and a
    // note says so), not as a dense model of a tenth of the size.
    void unknownTypesTakeTheExpertsTheirKeysName() {
        nlohmann::json deepseekLike = body("newmoe");
        deepseekLike.update({{"n_routed_experts", 64},
                             {"num_experts_per_tok", 6},
                             {"moe_intermediate_size", 1408},
                             {"n_shared_experts", 2},
                             {"first_k_dense_replace", 1}});
        const Result<HfModel> a = parse(deepseekLike);
        QVERIFY(a.ok());
        QCOMPARE(a->arch.experts, 64);
        QCOMPARE(a->arch.activeExperts, 6);
        QCOMPARE(a->arch.ffn, 1408);
        QCOMPARE(a->arch.sharedFfn, 2 * 1408);
        QCOMPARE(a->arch.denseLayers, 1);
        QCOMPARE(a->arch.denseFfn, 14336);
        QVERIFY(a->notes.back().find("its experts by the keys it gives") != std::string::npos);

        nlohmann::json mixtralLike = body("othermoe");
        mixtralLike.update({{"num_local_experts", 8}, {"num_experts_per_tok", 2}});
        const Result<HfModel> b = parse(mixtralLike);
        QVERIFY(b.ok());
        QCOMPARE(b->arch.experts, 8);
        QCOMPARE(b->arch.ffn, 14336);

        nlohmann::json latent = body("newmla");
        latent.update({{"kv_lora_rank", 512}, {"qk_rope_head_dim", 64}, {"qk_nope_head_dim", 128}});
        const Result<HfModel> c = parse(latent);
        QVERIFY(c.ok());
        QCOMPARE(c->arch.kvLoraRank, 512);
        QCOMPARE(c->arch.headDim, 192);
    }

    void layersNoAttentionStandsForAreRefusedByKey_data() {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("valueJson");
        QTest::newRow("Jamba (attention every 8th layer, Mamba elsewhere)") << "jamba"
                                                                            << "attn_layer_period"
                                                                            << "8";
        QTest::newRow("Nemotron-H (a pattern of Mamba and attention layers)")
            << "nemotron_h"
            << "hybrid_override_pattern"
            << "\"M-M-M*-\"";
        QTest::newRow("Falcon-H1 (Mamba heads beside attention)") << "falcon_h1"
                                                                  << "mamba_d_ssm"
                                                                  << "1024";
        QTest::newRow("an unknown type with linear attention") << "some_linear"
                                                               << "linear_num_value_heads"
                                                               << "32";
        QTest::newRow("layer_types naming Mamba layers") << "other_hybrid"
                                                         << "layer_types"
                                                         << "[\"full_attention\", \"mamba\"]";
        QTest::newRow("llama with layer_types it cannot hold") << "llama"
                                                               << "layer_types"
                                                               << "[\"linear_attention\"]";
        QTest::newRow("RecurrentGemma (recurrent blocks)") << "recurrent_gemma"
                                                           << "block_types"
                                                           << "[\"recurrent\", \"attention\"]";
        QTest::newRow("MiniMax-Text-01 (lightning attention: 0 in attn_type_list)")
            << "minimax"
            << "attn_type_list"
            << "[0, 0, 1]";
    }
    void layersNoAttentionStandsForAreRefusedByKey() {
        QFETCH(QString, type);
        QFETCH(QString, key);
        QFETCH(QString, valueJson);
        nlohmann::json config = body(type.toStdString().c_str());
        config[key.toStdString()] = nlohmann::json::parse(valueJson.toStdString());
        const Result<HfModel> m = parse(config);
        QVERIFY(!m.ok());
        const Problem& p = m.problems().front();
        QCOMPARE(p.code, ProblemCode::hfLayersNotModelled);
        QCOMPARE(QString::fromStdString(p.path), QStringLiteral("hf_config.") + key);
        QCOMPARE(QString::fromStdString(p.value), type);
        QVERIFY2(p.message.find("state-space or linear attention") != std::string::npos,
                 p.message.c_str());
    }

    // Experts named in a key no family uses (ERNIE 4.5's moe_num_experts) are not dropped.
    void expertsTheReaderCannotPlaceAreRefused() {
        nlohmann::json config = body("ernie4_5_moe");
        config.update({{"moe_num_experts", 64}, {"moe_k", 8}});
        const Result<HfModel> m = parse(config);
        QVERIFY(!m.ok());
        const Problem& p = m.problems().front();
        QCOMPARE(p.code, ProblemCode::hfExpertsNotRead);
        QCOMPARE(p.path, std::string("hf_config.moe_num_experts"));
        QCOMPARE(p.args.front(), std::string("64"));
        // Per-layer lists that name only attention are read.
        nlohmann::json attention = body("some_model");
        attention["attn_type_list"] = {1, 1};
        attention["layer_types"] = {"attention", "full_attention"};
        QVERIFY(parse(attention).ok());
        // One expert is a dense model: nothing to place.
        config["moe_num_experts"] = 1;
        QVERIFY(parse(config).ok());
    }
};

QTEST_GUILESS_MAIN(HfConfigFamiliesTest)
#include "tst_hf_config_families.moc"
