// The accelerators that are not GPUs (Google's TPU v6e and TPU7x, AWS Trainium2) against their
// vendors' documents, their whole-bill keys and rental rates, and the continuous-batching engines
// that serve Intel's parts (vllm-gaudi, vllm-xpu) against the static batches they replace.
#include "test_support.h"

#include "core/evaluation/evaluate.h"
#include "core/files/validate.h"
#include "core/hardware/engine.h"
#include "core/serving/serving_capacity.h"

#include <QTest>

#include <cmath>

using namespace ridgeline;

namespace {

const Gpu& acceleratorNamed(const char* id) {
    const Gpu* g = test::catalogue().gpu(id);
    if (!g)
        qFatal("no accelerator %s", id);
    return *g;
}

// Llama-3.1-8B in bf16 on one part, 1000-token prompts and 200-token answers, by `engine`.
Scenario llamaOn(const std::string& gpu, const std::string& engine) {
    return test::scenario(R"({"model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": ")" + gpu +
                          R"(", "count": 1}, "workload": {"engine": ")" + engine +
                          R"(", "weight_format": "bf16", "compute_format": "bf16",
                          "prompt_tokens": 1000, "output_tokens": 200}})");
}

} // namespace

class CatalogueAcceleratorsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void datasheetFigures();
    void wholeBillKeysAreSourcedAndDated();
    void evaluationIsFiniteAndPositive_data();
    void evaluationIsFiniteAndPositive();
    void intelServesWithContinuousBatching_data();
    void intelServesWithContinuousBatching();
};

// One figure or more each, as Google's TPU pages and AWS's Neuron documents print them.
void CatalogueAcceleratorsTest::datasheetFigures() {
    const Gpu& v6e = acceleratorNamed("tpu-v6e");
    QCOMPARE(v6e.vendor, Vendor::google);
    QCOMPARE(v6e.peak(ComputeType::bf16), 918e12);
    QCOMPARE(v6e.peak(ComputeType::int8), 1836e12);
    QCOMPARE(v6e.bandwidthBytesPerS, 1.638e12);
    QCOMPARE(v6e.interconnect.bytesPerS, 400e9); // 800 GB/s both ways
    QCOMPARE(v6e.server.gpusPerNode, 8);

    const Gpu& v7 = acceleratorNamed("tpu-v7");
    QCOMPARE(v7.vendor, Vendor::google);
    QCOMPARE(v7.memoryGib, 192.0);
    QCOMPARE(v7.peak(ComputeType::fp8), 4614e12);
    QCOMPARE(v7.peak(ComputeType::bf16), 2307e12);
    QCOMPARE(v7.bandwidthBytesPerS, 7.38e12);
    QCOMPARE(v7.server.gpusPerNode, 4);

    const Gpu& trn2 = acceleratorNamed("trainium2");
    QCOMPARE(trn2.vendor, Vendor::aws);
    QCOMPARE(trn2.memoryGib, 96.0);
    QCOMPARE(trn2.peak(ComputeType::fp8), 1299e12);
    QCOMPARE(trn2.peak(ComputeType::bf16), 667e12);
    QCOMPARE(trn2.bandwidthBytesPerS, 2.9e12);
    QCOMPARE(trn2.server.gpusPerNode, 16);
    // Only the generic engine models the Neuron SDK here.
    QCOMPARE(trn2.engines, std::vector<std::string>{"generic"});
}

// Not sold: no purchase price and no server price, each saying why; the v6e's public rate per
// chip-hour is there with its source and date, the others' absence is explained.
void CatalogueAcceleratorsTest::wholeBillKeysAreSourcedAndDated() {
    for (const char* id : {"tpu-v6e", "tpu-v7", "trainium2"}) {
        const Gpu& g = acceleratorNamed(id);
        QVERIFY2(!g.priceUsd && !g.serverPrice.usd, id);
        QVERIFY2(g.priceSource.rfind("Not sold", 0) == 0 && !g.priceDate.empty(), id);
        QVERIFY2(!g.serverPrice.source.empty() && !g.serverSource.empty(), id);
        QVERIFY2(!g.serverDate.empty() && !g.specSource.empty() && !g.specDate.empty(), id);
        QVERIFY2(!g.cloudSource.empty() && !g.cloudDate.empty(), id);
    }
    const Gpu& v6e = acceleratorNamed("tpu-v6e");
    QCOMPARE(v6e.cloudUsdPerGpuHour, std::optional<double>(2.70));
    QVERIFY(v6e.cloudSource.find("$2.70") != std::string::npos);
    QCOMPARE(acceleratorNamed("tpu-v7").cloudUsdPerGpuHour, std::optional<double>());
    QCOMPARE(acceleratorNamed("trainium2").cloudUsdPerGpuHour, std::optional<double>());
}

void CatalogueAcceleratorsTest::evaluationIsFiniteAndPositive_data() {
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("engine");
    QTest::newRow("tpu-v6e") << "tpu-v6e"
                             << "vllm-tpu";
    QTest::newRow("tpu-v7") << "tpu-v7"
                            << "vllm-tpu";
    QTest::newRow("trainium2") << "trainium2"
                               << "generic";
}

void CatalogueAcceleratorsTest::evaluationIsFiniteAndPositive() {
    QFETCH(QString, gpu);
    QFETCH(QString, engine);
    const Scenario s = llamaOn(gpu.toStdString(), engine.toStdString());
    QVERIFY(validate(s).empty());
    const Results r = evaluate(s);
    QVERIFY(r.memory.fits);
    for (double v :
         {r.inference.tokensPerS, r.inference.ttftS, r.inference.tpotS, r.inference.latencyS})
        QVERIFY2(v > 0 && std::isfinite(v), qPrintable(gpu));
    // Rented by the chip-hour only: the v6e has a cloud cost, none has an owned one.
    QCOMPARE(bool(r.cost.cloudUsdPerMillion), gpu == QLatin1String("tpu-v6e"));
    QVERIFY(!r.cost.ownedUsdPerMillion);
}

void CatalogueAcceleratorsTest::intelServesWithContinuousBatching_data() {
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("engine");
    QTest::newRow("gaudi3") << "gaudi3"
                            << "vllm-gaudi";
    QTest::newRow("gaudi2") << "gaudi2"
                            << "vllm-gaudi";
    QTest::newRow("arc-pro-b60") << "arc-pro-b60"
                                 << "vllm-xpu";
}

// The offline maximum of one part: the static-batch transformers profile (the only serving
// engine these parts had) against vLLM's continuous batching. Gaudi 3 carries about 33 requests/s
// against 0.55, the Arc card about 1.6 against 0.09: far above, at least ten times.
void CatalogueAcceleratorsTest::intelServesWithContinuousBatching() {
    QFETCH(QString, gpu);
    QFETCH(QString, engine);
    const Scenario batched = llamaOn(gpu.toStdString(), engine.toStdString());
    const Scenario staticBatch = llamaOn(gpu.toStdString(), "hf-transformers-compiled");
    QVERIFY(validate(batched).empty());
    QVERIFY(runsOn(batched.engine, batched.hardware.gpu));
    const Capacity continuous = servingCapacity(batched, {}, false);
    const Capacity fixed = servingCapacity(staticBatch, {}, false);
    QVERIFY(fixed.requestsPerS > 0);
    QVERIFY2(continuous.requestsPerS > 10.0 * fixed.requestsPerS,
             qPrintable(QStringLiteral("%1 against %2 requests/s")
                            .arg(continuous.requestsPerS)
                            .arg(fixed.requestsPerS)));
}

QTEST_APPLESS_MAIN(CatalogueAcceleratorsTest)
#include "tst_catalogue_accelerators.moc"
