// Scenario files: load, save, load gives the same scenario; defaults; every class of bad input
// is refused with a message naming the field and the allowed range.
#include "test_support.h"

#include "core/files/scenario_io.h"

#include <QDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ridgeline;

class ScenarioIo : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void examplesRoundTrip();
    void defaultsMatchTheContract();
    void presetOverridesApply();
    void paramsAreKeptExactly();
    void baseGpuReplacesFields();
    void badInput_data();
    void badInput();
    void reportsEveryProblemAtOnce();
};

void ScenarioIo::roundTrip_data() {
    QTest::addColumn<QString>("json");
    QTest::newRow("empty: all defaults") << QStringLiteral("{}");
    QTest::newRow("preset with overrides")
        << QStringLiteral(R"({"name": "x", "model": {"preset": "llama-2-70b", "layers": 40,
            "kv_heads": 64}, "hardware": {"gpu": "h100-sxm", "count": 4},
            "workload": {"batch": 17, "tensor_parallel": 4, "engine": "vllm",
            "weight_format": "awq-4bit", "kv_format": "fp8"}})");
    QTest::newRow("preset with a longer context")
        << QStringLiteral(R"({"model": {"preset": "llama-2-7b", "max_context": 16384}})");
    QTest::newRow("params-derived shape")
        << QStringLiteral(R"({"model": {"params": 3.3e10, "gqa": true, "vocab": 128256}})");
    QTest::newRow("explicit architecture")
        << QStringLiteral(R"({"model": {"layers": 12, "hidden": 768, "heads": 12, "ffn": 3072,
            "vocab": 50257, "gated_mlp": false, "tied_embeddings": true}})");
    QTest::newRow("custom GPU") << QStringLiteral(
        R"({"hardware": {"gpu": {"name": "Prototype", "memory_gib": 96,
            "bandwidth_bytes_per_s": 4e12, "flops": {"bf16": 1.2e15, "fp8": 2.4e15},
            "interconnect": {"kind": "custom", "bytes_per_s": 2e11, "latency_s": 2e-6},
            "tdp_w": 800}}})");
    QTest::newRow("catalogue GPU with replacements")
        << QStringLiteral(R"({"hardware": {"gpu": {"base": "h100-sxm",
            "bandwidth_bytes_per_s": 3.0e12, "price_usd": 25000}, "count": 2}})");
    QTest::newRow("disaggregated prefill")
        << QStringLiteral(R"({"model": {"preset": "llama-3.1-70b"},
            "hardware": {"gpu": "h100-sxm", "count": 8, "prefill_pool": {"gpu": "h200-sxm",
            "count": 4, "tensor_parallel": 4}}, "workload": {"tensor_parallel": 8}})");
    QTest::newRow("prefill pool on the scenario's GPU")
        << QStringLiteral(R"({"hardware": {"gpu": "h100-sxm", "count": 2,
            "prefill_pool": {"count": 2}}})");
    QTest::newRow("notes on the charts")
        << QStringLiteral(R"({"annotations": [{"chart": "roofline", "text": "batch 1", "x": 1.0,
            "y": 2.7}, {"chart": "cost", "text": "a region", "x": 64, "y": 0.2, "x2": 128,
            "y2": 0.9}]})");
    QTest::newRow("training with everything")
        << QStringLiteral(R"({"model": {"preset": "llama-2-13b"},
            "hardware": {"gpu": "a100-sxm-80gb", "count": 16},
            "workload": {"mode": "training", "tokens": 3e11, "sequence": 2048, "micro_batch": 2,
            "global_batch": 512, "optimizer": "adam8bit", "gradient_format": "fp32",
            "master_weights": false, "zero_stage": 2, "recompute": "selective",
            "activation_rule": "2x-weights", "flash_attention": false, "lora_fraction": 0.02,
            "tensor_parallel": 2, "pipeline_parallel": 2, "data_parallel": 4,
            "deadline_s": 864000, "time_basis": "modelled", "weight_format": {"bits": 4.25}},
            "efficiency": {"memory": 0.7, "mfu": 0.35, "step_overhead_s": 0.002},
            "economics": {"utilization": 0.5, "lifetime_years": 4, "usd_per_kwh": 0.2,
            "pue": 1.3, "gpu_price_usd": 9000, "server_overhead_usd": 50000,
            "cloud_usd_per_gpu_hour": 1.5, "maintenance_per_year": 0.05}})");
}

void ScenarioIo::roundTrip() {
    QFETCH(QString, json);
    const Scenario first = test::scenario(json.toStdString());
    const std::string saved = serializeScenario(first, test::catalogue());
    const Result<Scenario> second = parseScenario(saved, test::catalogue());
    QVERIFY2(second.ok(), saved.c_str());
    QVERIFY2(second.value() == first, saved.c_str());
    // Saving again gives the same bytes: a saved file is a fixed point.
    QCOMPARE(serializeScenario(second.value(), test::catalogue()), saved);
}

void ScenarioIo::examplesRoundTrip() {
    const QDir dir(QStringLiteral(RIDGELINE_SOURCE_DIR "/resources/scenarios"));
    const QStringList files = dir.entryList({QStringLiteral("*.ridgeline.json")});
    QVERIFY(!files.isEmpty());
    for (const QString& f : files) {
        QFile file(dir.filePath(f));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Result<Scenario> s = parseScenario(file.readAll().toStdString(), test::catalogue());
        QVERIFY2(s.ok(), qPrintable(f));
        const Result<Scenario> again =
            parseScenario(serializeScenario(s.value(), test::catalogue()), test::catalogue());
        QVERIFY2(again.ok() && again.value() == s.value(), qPrintable(f));
    }
}

void ScenarioIo::defaultsMatchTheContract() {
    const Scenario s = test::scenario("{}");
    QCOMPARE(s.model.preset, std::string("llama-2-7b"));
    QCOMPARE(s.hardware.gpu.id, std::string("rtx-4090"));
    QCOMPARE(s.hardware.count, 1);
    QVERIFY(s.workload.mode == Mode::inference);
    QCOMPARE(s.workload.batch, 1);
    QCOMPARE(s.workload.promptTokens, std::int64_t(512));
    QCOMPARE(s.workload.outputTokens, std::int64_t(128));
    QCOMPARE(s.workload.weightFormat.name, std::string("fp16"));
    QVERIFY(s.workload.computeFormat == ComputeType::bf16);
    QCOMPARE(s.engine.id, std::string("generic"));
    QCOMPARE(s.economics.utilization, 0.7);
    QCOMPARE(s.economics.lifetimeYears, 3.0);
    QCOMPARE(s.economics.usdPerKwh, 0.12);
    // The built-in default scenario of the app is a 2026 pairing, Qwen3-8B on an RTX 5090; an
    // empty file keeps the model and GPU it always read as (older files mean them). Apart from
    // its name, model and GPU, the default is an empty file.
    Scenario builtin = defaultScenario(test::catalogue());
    QCOMPARE(builtin.model.preset, std::string("qwen3-8b"));
    QCOMPARE(builtin.model.arch.layers, 36);
    QCOMPARE(builtin.hardware.gpu.id, std::string("rtx-5090"));
    QCOMPARE(builtin.hardware.catalogueId, std::string("rtx-5090"));
    QVERIFY(!(builtin == s));
    builtin.name.clear();
    builtin.model = s.model;
    builtin.hardware = s.hardware;
    QVERIFY(builtin == s);
}

void ScenarioIo::presetOverridesApply() {
    const Scenario s =
        test::scenario(R"({"model": {"preset": "llama-2-7b", "layers": 16, "kv_heads": 8}})");
    QCOMPARE(s.model.arch.layers, 16);
    QCOMPARE(s.model.arch.kvHeads, 8);
    QCOMPARE(s.model.arch.hidden, 4096);
    QCOMPARE(s.model.arch.maxContext, 4096);
    const Scenario longer =
        test::scenario(R"({"model": {"preset": "llama-2-7b", "max_context": 16384}})");
    QCOMPARE(longer.model.arch.maxContext, 16384);
}

void ScenarioIo::paramsAreKeptExactly() {
    const Scenario s = test::scenario(R"({"model": {"params": 7e9}})");
    QCOMPARE(*s.model.params, 7e9);
    QCOMPARE(s.model.arch.hidden, 4096);
    QCOMPARE(s.model.arch.headDim, 128);
    QCOMPARE(s.model.arch.ffn, 11008);
}

void ScenarioIo::baseGpuReplacesFields() {
    const Scenario s = test::scenario(
        R"({"hardware": {"gpu": {"base": "h100-sxm", "bandwidth_bytes_per_s": 3.0e12}}})");
    QCOMPARE(s.hardware.gpu.bandwidthBytesPerS, 3.0e12);
    QCOMPARE(s.hardware.gpu.memoryGib, test::catalogue().gpu("h100-sxm")->memoryGib);
    QCOMPARE(s.hardware.catalogueId, std::string("h100-sxm"));
}

void ScenarioIo::badInput_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("truncated") << QStringLiteral(R"({"workload": )") << QStringLiteral("scenario")
                               << QStringLiteral("end of input");
    QTest::newRow("string batch") << QStringLiteral(R"({"workload": {"batch": "8"}})")
                                  << QStringLiteral("workload.batch") << QStringLiteral("1..");
    QTest::newRow("negative batch")
        << QStringLiteral(R"({"workload": {"batch": -3}})") << QStringLiteral("workload.batch")
        << QStringLiteral("allowed: whole numbers 1..1048576");
    QTest::newRow("zero count") << QStringLiteral(R"({"hardware": {"count": 0}})")
                                << QStringLiteral("hardware.count") << QStringLiteral("allowed");
    QTest::newRow("absurd tokens")
        << QStringLiteral(R"({"workload": {"prompt_tokens": 1e12}})")
        << QStringLiteral("workload.prompt_tokens") << QStringLiteral("16777216");
    QTest::newRow("absurd params") << QStringLiteral(R"({"model": {"params": 1e20}})")
                                   << QStringLiteral("model.params") << QStringLiteral("1e+14");
    QTest::newRow("overflow") << QStringLiteral(R"({"model": {"params": 1e999}})")
                              << QStringLiteral("scenario") << QStringLiteral("finite");
    QTest::newRow("note on no chart")
        << QStringLiteral(R"({"annotations": [{"chart": "costs", "text": "a", "x": 1, "y": 1}]})")
        << QStringLiteral("annotations[0].chart") << QStringLiteral("time-cost");
    QTest::newRow("empty note")
        << QStringLiteral(R"({"annotations": [{"chart": "cost", "text": "", "x": 1, "y": 1}]})")
        << QStringLiteral("annotations[0].text") << QStringLiteral("1 to 200");
    QTest::newRow("half a region")
        << QStringLiteral(R"({"annotations": [{"chart": "cost", "text": "a", "x": 1, "y": 1,
            "x2": 3}]})")
        << QStringLiteral("annotations[0].y2") << QStringLiteral("x2 and y2");
    QTest::newRow("flat region")
        << QStringLiteral(R"({"annotations": [{"chart": "cost", "text": "a", "x": 1, "y": 1,
            "x2": 3, "y2": 1}]})")
        << QStringLiteral("annotations[0].y2") << QStringLiteral("a width and a height");
    QTest::newRow("note without a point")
        << QStringLiteral(R"({"annotations": [{"chart": "cost", "text": "a", "y": 1}]})")
        << QStringLiteral("annotations[0].x") << QStringLiteral("required");
    QTest::newRow("unknown key") << QStringLiteral(R"({"workload": {"btach": 2}})")
                                 << QStringLiteral("workload.btach") << QStringLiteral("allowed: ");
    QTest::newRow("unknown gpu") << QStringLiteral(R"({"hardware": {"gpu": "h101"}})")
                                 << QStringLiteral("hardware.gpu") << QStringLiteral("h100-sxm");
    QTest::newRow("unknown model")
        << QStringLiteral(R"({"model": {"preset": "gpt-5"}})") << QStringLiteral("model.preset")
        << QStringLiteral("llama-2-7b");
    QTest::newRow("unknown format")
        << QStringLiteral(R"({"workload": {"kv_format": "fp7"}})")
        << QStringLiteral("workload.kv_format") << QStringLiteral("q4_k_m");
    QTest::newRow("boolean as number")
        << QStringLiteral(R"({"model": {"gqa": 1}})") << QStringLiteral("model.gqa")
        << QStringLiteral("true or false");
    QTest::newRow("mode typo") << QStringLiteral(R"({"workload": {"mode": "train"}})")
                               << QStringLiteral("workload.mode")
                               << QStringLiteral("inference, training");
    QTest::newRow("null section") << QStringLiteral(R"({"economics": null})")
                                  << QStringLiteral("economics") << QStringLiteral("object");
    QTest::newRow("utilization zero")
        << QStringLiteral(R"({"economics": {"utilization": 0}})")
        << QStringLiteral("economics.utilization") << QStringLiteral("at least 0.000001");
    QTest::newRow("more experts active than exist")
        << QStringLiteral(R"({"model": {"preset": "mixtral-8x7b", "active_experts": 9}})")
        << QStringLiteral("model.active_experts") << QStringLiteral("1..8");
    QTest::newRow("tp above count")
        << QStringLiteral(R"({"hardware": {"count": 2}, "workload": {"tensor_parallel": 4}})")
        << QStringLiteral("workload.tensor_parallel") << QStringLiteral("1..2");
    QTest::newRow("global batch too small")
        << QStringLiteral(R"({"hardware": {"count": 8}, "workload": {"mode": "training",
            "micro_batch": 2, "global_batch": 8}})")
        << QStringLiteral("workload.global_batch") << QStringLiteral("at least 16");
    QTest::newRow("custom gpu flops not an object")
        << QStringLiteral(R"({"hardware": {"gpu": {"base": "l4", "flops": 5}}})")
        << QStringLiteral("hardware.gpu.flops") << QStringLiteral("object");
}

void ScenarioIo::badInput() {
    QFETCH(QString, json);
    QFETCH(QString, path);
    QFETCH(QString, mentions);
    const Result<Scenario> r = parseScenario(json.toStdString(), test::catalogue());
    QVERIFY(!r.ok());
    bool found = false;
    for (const Problem& p : r.problems()) {
        if (QString::fromStdString(p.path) == path) {
            found = true;
            QVERIFY2(QString::fromStdString(p.message).contains(mentions), p.message.c_str());
        }
    }
    QVERIFY2(found, qPrintable(QString::fromStdString(describe(r.problems().front()))));
}

void ScenarioIo::reportsEveryProblemAtOnce() {
    const Result<Scenario> r = parseScenario(
        R"({"workload": {"batch": 0, "prompt_tokens": -1}, "economics": {"pue": 9}, "x": 1})",
        test::catalogue());
    QVERIFY(!r.ok());
    QCOMPARE(r.problems().size(), std::size_t(4));
}

QTEST_APPLESS_MAIN(ScenarioIo)
#include "tst_scenario_io.moc"
