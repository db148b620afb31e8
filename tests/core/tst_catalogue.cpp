// The built-in catalogues: every required entry present, every figure sourced and dated, dense
// figures only, and user catalogues that add, replace, or are refused with the field named.
#include "test_support.h"

#include "core/evaluation/evaluate.h"
#include "core/hardware/architecture.h"

#include <QTest>

#include <cmath>

using namespace ridgeline;

class CatalogueTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void requiredGpusArePresent();
    void everyGpuIsSourcedAndDated();
    void absentCloudRateStaysAbsent_data();
    void absentCloudRateStaysAbsent();
    void densePeaksAvoidTheSpecSheetTraps();
    void requiredModelsArePresent();
    void modelsMatchPublishedSizes_data();
    void modelsMatchPublishedSizes();
    void modelsKnowTheirContext_data();
    void modelsKnowTheirContext();
    void everyEngineOfTheContractExists();
    void userCatalogueAddsAndReplaces();
    void brokenUserCatalogueIsRefused();
};

void CatalogueTest::requiredGpusArePresent() {
    for (const char* id : {"h100-sxm", "h100-pcie", "h200-sxm", "b200", "a100-sxm-80gb",
                           "a100-sxm-40gb", "a100-pcie-80gb", "l40s", "l4", "a10g", "t4",
                           "v100-sxm", "rtx-5090", "rtx-4090", "rtx-3090", "mi300x"})
        QVERIFY2(test::catalogue().gpu(id) != nullptr, id);
}

void CatalogueTest::everyGpuIsSourcedAndDated() {
    for (const Gpu& g : test::catalogue().gpus) {
        const QString id = QString::fromStdString(g.id);
        QVERIFY2(!g.specSource.empty() && !g.specDate.empty(), qPrintable(id));
        QVERIFY2(g.memoryGib > 0 && g.bandwidthBytesPerS > 0, qPrintable(id));
        // A TDP of 0 is a part whose vendor publishes none (Google's TPUs, AWS Trainium2); its
        // notes say so rather than guess.
        QVERIFY2(g.tdpW > 0 || g.notes.find("TDP is not published") != std::string::npos,
                 qPrintable(id));
        QVERIFY2(g.interconnect.bytesPerS > 0, qPrintable(id));
        if (g.priceUsd)
            QVERIFY2(!g.priceSource.empty() && !g.priceDate.empty(), qPrintable(id));
        if (g.cloudUsdPerGpuHour)
            QVERIFY2(!g.cloudSource.empty() && !g.cloudDate.empty(), qPrintable(id));
        // Every part but the cloud-only accelerators (TPUs, Trainium) can be bought, and those
        // say so; not every part can be rented. An absent cloud rate stays absent (no made-up
        // number) and its source says so.
        if (!g.priceUsd)
            QVERIFY2(g.priceSource.rfind("Not sold", 0) == 0 && !g.serverPrice.usd,
                     qPrintable(id + QStringLiteral(": no price, no word why")));
        if (!g.cloudUsdPerGpuHour)
            QVERIFY2(!g.cloudSource.empty(),
                     qPrintable(id + QStringLiteral(": no cloud rate, no word why")));
    }
}

// A GPU without a cloud rate costs nothing to rent in no path: the cloud figures are absent, the
// owned ones are there, and the part still evaluates.
void CatalogueTest::absentCloudRateStaysAbsent_data() {
    QTest::addColumn<QString>("id");
    for (const Gpu& g : test::catalogue().gpus)
        if (!g.cloudUsdPerGpuHour)
            QTest::newRow(g.id.c_str()) << QString::fromStdString(g.id);
}

void CatalogueTest::absentCloudRateStaysAbsent() {
    QFETCH(QString, id);
    const Gpu* g = test::catalogue().gpu(id.toStdString());
    QVERIFY(g != nullptr);
    const Results r = evaluate(test::scenario(
        R"({"model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": ")" + id.toStdString() +
        R"(", "count": 1}, "workload": {"weight_format": "q4_k_m", "compute_format": "bf16"}})"));
    QVERIFY(r.memory.fits);
    QVERIFY(!r.cost.cloudUsdPerMillion);
    QVERIFY(!r.cost.cloudUsdPerMillionRange);
    if (!g->priceUsd) {
        // Neither sold nor publicly rented (TPU7x, Trainium2): no cost at all, yet it evaluates.
        QVERIFY(!r.cost.ownedUsdPerMillion);
        QVERIFY(r.inference.tokensPerS > 0 && std::isfinite(r.inference.tokensPerS));
        return;
    }
    QVERIFY(r.cost.ownedUsdPerMillion && *r.cost.ownedUsdPerMillion > 0);
    QVERIFY(std::isfinite(*r.cost.ownedUsdPerMillion));
}

// docs/physics.md "Traps in spec sheets and articles": the catalogue holds dense figures.
void CatalogueTest::densePeaksAvoidTheSpecSheetTraps() {
    const Catalogue& c = test::catalogue();
    QCOMPARE(c.gpu("h100-sxm")->peak(ComputeType::bf16), 989.4e12);
    QCOMPARE(c.gpu("a100-sxm-80gb")->peak(ComputeType::fp16), 312e12);
    QCOMPARE(c.gpu("rtx-4090")->peak(ComputeType::fp16), 165.2e12);
    QCOMPARE(c.gpu("rtx-4090")->peak(ComputeType::int8), 660.6e12);
    QCOMPARE(c.gpu("h100-sxm")->bandwidthBytesPerS, 3.35e12);
    QCOMPARE(c.gpu("h100-sxm")->interconnect.bytesPerS, 450e9);
    QCOMPARE(c.gpu("v100-sxm")->peak(ComputeType::bf16), 0.0);
    QCOMPARE(c.gpu("a100-sxm-80gb")->peak(ComputeType::fp8), 0.0);
}

void CatalogueTest::requiredModelsArePresent() {
    for (const char* id : {"llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3.1-8b",
                           "llama-3.1-70b", "llama-3.1-405b", "mistral-7b", "mixtral-8x7b",
                           "gpt-3-175b", "qwen2.5-7b", "qwen2.5-72b"}) {
        const ModelPreset* m = test::catalogue().model(id);
        QVERIFY2(m != nullptr, id);
        QVERIFY2(!m->source.empty(), id);
    }
}

void CatalogueTest::modelsMatchPublishedSizes_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("params");
    QTest::addColumn<double>("active");
    QTest::newRow("Llama-2-7B (docs/physics.md check)")
        << QStringLiteral("llama-2-7b") << 6.738e9 << 6.738e9;
    QTest::newRow("Llama-2-70B") << QStringLiteral("llama-2-70b") << 68.98e9 << 68.98e9;
    QTest::newRow("Llama-3.1-405B") << QStringLiteral("llama-3.1-405b") << 405.85e9 << 405.85e9;
    QTest::newRow("Mixtral-8x7B") << QStringLiteral("mixtral-8x7b") << 46.70e9 << 12.88e9;
    QTest::newRow("Mistral-7B") << QStringLiteral("mistral-7b") << 7.24e9 << 7.24e9;
}

void CatalogueTest::modelsMatchPublishedSizes() {
    QFETCH(QString, id);
    QFETCH(double, params);
    QFETCH(double, active);
    const Architecture& a = test::catalogue().model(id.toStdString())->arch;
    const ParamCount p = countParams(a);
    RL_COMPARE_REL(p.total, params, 0.001);
    // These published sizes count the untied input embedding in the active parameters; Ridgeline
    // leaves that lookup out (it multiplies nothing), and the memory total keeps it.
    const double lookup = a.tiedEmbeddings ? 0.0 : double(a.vocab) * a.hidden;
    RL_COMPARE_REL(p.active + lookup, active, 0.001);
    QVERIFY(p.active < active);
}

void CatalogueTest::modelsKnowTheirContext_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("context");
    QTest::newRow("Llama-2-7B") << QStringLiteral("llama-2-7b") << 4096;
    QTest::newRow("Llama-3-8B") << QStringLiteral("llama-3-8b") << 8192;
    QTest::newRow("Llama-3.1-70B") << QStringLiteral("llama-3.1-70b") << 131072;
    QTest::newRow("Mistral-7B") << QStringLiteral("mistral-7b") << 32768;
    QTest::newRow("Mixtral-8x7B") << QStringLiteral("mixtral-8x7b") << 32768;
    QTest::newRow("GPT-3") << QStringLiteral("gpt-3-175b") << 2048;
}

void CatalogueTest::modelsKnowTheirContext() {
    QFETCH(QString, id);
    QFETCH(int, context);
    QCOMPARE(test::catalogue().model(id.toStdString())->arch.maxContext, context);
    // Every built-in model states its context.
    for (const ModelPreset& m : test::catalogue().models)
        QVERIFY2(m.arch.maxContext > 0, m.id.c_str());
}

void CatalogueTest::everyEngineOfTheContractExists() {
    for (const char* id : {"generic", "llama.cpp", "exllamav2", "vllm", "tensorrt-llm",
                           "hf-transformers", "hf-transformers-compiled"}) {
        const EngineProfile* e = test::catalogue().engine(id);
        QVERIFY2(e != nullptr, id);
        QVERIFY(e->efficiency.memory > 0 && e->efficiency.memory <= 1);
        QVERIFY(e->efficiency.compute > 0 && e->efficiency.compute <= 1);
        QVERIFY(!e->source.empty());
    }
}

void CatalogueTest::userCatalogueAddsAndReplaces() {
    const Result<Catalogue> c = withUserCatalogue(test::catalogue(), R"({
        "gpus": [{"id": "rtx-4090", "base": "rtx-4090", "price_usd": 1999},
                 {"id": "lab-card", "name": "Lab card", "memory_gib": 64,
                  "bandwidth_bytes_per_s": 2e12, "flops": {"bf16": 4e14}, "tdp_w": 400}],
        "models": [{"id": "tiny", "layers": 4, "hidden": 256, "heads": 4, "ffn": 1024,
                    "vocab": 1000, "source": "test"}]})",
                                                  "user.json");
    QVERIFY(c.ok());
    QCOMPARE(*c->gpu("rtx-4090")->priceUsd, 1999.0);
    QCOMPARE(c->gpu("rtx-4090")->memoryGib, 24.0);
    QCOMPARE(c->gpus.size(), test::catalogue().gpus.size() + 1);
    QCOMPARE(c->model("tiny")->arch.kvHeads, 4);
    QCOMPARE(c->model("tiny")->arch.headDim, 64);
}

void CatalogueTest::brokenUserCatalogueIsRefused() {
    const Result<Catalogue> c = withUserCatalogue(test::catalogue(), R"({
        "gpus": [{"id": "bad", "name": "Bad", "memory_gib": 24, "flops": {"bf16": "fast"}}],
        "models": [{"id": "half", "layers": 4}]})",
                                                  "user.json");
    QVERIFY(!c.ok());
    QStringList paths;
    for (const Problem& p : c.problems())
        paths << QString::fromStdString(p.path);
    QVERIFY2(paths.contains(QStringLiteral("user.json.gpus[0].bandwidth_bytes_per_s")),
             qPrintable(paths.join(QLatin1Char(','))));
    QVERIFY(paths.contains(QStringLiteral("user.json.gpus[0].flops.bf16")));
    QVERIFY(paths.contains(QStringLiteral("user.json.models[0].hidden")));
}

QTEST_APPLESS_MAIN(CatalogueTest)
#include "tst_catalogue.moc"
