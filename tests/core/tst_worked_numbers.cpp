// Every worked number of docs/physics.md, through the same code paths the app uses.
#include "test_support.h"

#include "core/evaluation/evaluate.h"
#include "core/physics/physics.h"

#include <QTest>

using namespace ridgeline;

namespace {

constexpr double tolerance = 0.005; // docs/physics.md: 0.5% unless stated

const char* const docGpu = R"({"name": "doc-gpu", "memory_gib": 80, "bandwidth_bytes_per_s": %1,
    "flops": {"bf16": 989e12, "fp16": 989e12}, "tdp_w": 700, "price_usd": 30000})";

} // namespace

class WorkedNumbers : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void decodeBandwidthBound_data();
    void decodeBandwidthBound();
    void kvCache_data();
    void kvCache();
    void trainingMemory7b();
    void trainingMemoryTotals_data();
    void trainingMemoryTotals();
    void ridgePoint();
    void llama2TrainingCompute();
    void costPerMillionTokens_data();
    void costPerMillionTokens();
    void ownedServerPerHour();
    void cloudTrainingCost();
    void requestsToTokens();
    void criticalBatchH100();
};

// #1: 14e9 weight bytes at batch 1, bandwidth-bound.
void WorkedNumbers::decodeBandwidthBound_data() {
    QTest::addColumn<double>("bandwidth");
    QTest::addColumn<double>("etaMemory");
    QTest::addColumn<double>("tokensPerS");
    QTest::newRow("H100 3.35 TB/s, eta 0.7") << 3.35e12 << 0.7 << 167.5;
    QTest::newRow("A100 2.0 TB/s, eta 0.7") << 2.0e12 << 0.7 << 100.0;
    QTest::newRow("4090 1.0 TB/s, eta 0.7") << 1.0e12 << 0.7 << 50.0;
    QTest::newRow("3090 0.936 TB/s, eta 0.7") << 0.936e12 << 0.7 << 46.8;
    QTest::newRow("H100 3.35 TB/s, eta 1") << 3.35e12 << 1.0 << 239.3;
    QTest::newRow("A100 2.0 TB/s, eta 1") << 2.0e12 << 1.0 << 142.9;
    QTest::newRow("4090 1.0 TB/s, eta 1") << 1.0e12 << 1.0 << 71.4;
    QTest::newRow("3090 0.936 TB/s, eta 1") << 0.936e12 << 1.0 << 66.9;
}

void WorkedNumbers::decodeBandwidthBound() {
    QFETCH(double, bandwidth);
    QFETCH(double, etaMemory);
    QFETCH(double, tokensPerS);
    const QString gpu = QString::fromLatin1(docGpu).arg(bandwidth);
    const std::string json = QStringLiteral(R"({"model": {"params": 7e9}, "hardware": {"gpu": %1},
            "workload": {"mode": "inference", "batch": 1, "prompt_tokens": 1, "output_tokens": 1,
                         "weight_format": "fp16"},
            "efficiency": {"memory": %2, "compute": 1.0, "step_overhead_s": 0}})")
                                 .arg(gpu)
                                 .arg(etaMemory)
                                 .toStdString();
    const Results r = evaluate(test::scenario(json));
    QCOMPARE(r.memory.weights, 14e9);
    RL_COMPARE_REL(r.inference.tokensPerS, tokensPerS, tolerance);
    QVERIFY(r.inference.decode.bound == Bound::memory);
}

// #2: Llama-2-70B KV cache at batch 32.
void WorkedNumbers::kvCache_data() {
    QTest::addColumn<int>("context");
    QTest::addColumn<double>("bytes");
    QTest::newRow("4096 tokens") << 4096 << 42.95e9;
    QTest::newRow("8192 tokens") << 8192 << 85.90e9;
}

void WorkedNumbers::kvCache() {
    QFETCH(int, context);
    QFETCH(double, bytes);
    const std::string json = QStringLiteral(R"({"model": {"preset": "llama-2-70b"},
        "hardware": {"gpu": "h100-sxm"}, "workload": {"batch": 32, "prompt_tokens": %1,
        "output_tokens": 0, "kv_format": "fp16"}})")
                                 .arg(context)
                                 .toStdString();
    const Results r = evaluate(test::scenario(json));
    RL_COMPARE_REL(r.memory.kvCache, bytes, tolerance);
    QCOMPARE(r.inference.kvBytesPerToken, 2.0 * 80 * 8 * 128 * 2);
}

namespace {

Results trainingMemoryFor(double params) {
    const std::string json = QStringLiteral(R"({"model": {"params": %1},
        "hardware": {"gpu": "a100-sxm-80gb"}, "workload": {"mode": "training",
        "weight_format": "bf16", "gradient_format": "fp32", "optimizer": "adamw",
        "activation_rule": "2x-weights", "zero_stage": 0, "tokens": 1e9}})")
                                 .arg(params, 0, 'g', 17)
                                 .toStdString();
    return evaluate(test::scenario(json));
}

double gib(double bytes) {
    return bytes / bytesPerGib;
}

} // namespace

// #3: 7e9 parameters, bf16 weights, fp32 gradients, AdamW, activations = 2x weights.
void WorkedNumbers::trainingMemory7b() {
    const Results r = trainingMemoryFor(7e9);
    RL_COMPARE_REL(gib(r.memory.weights), 13.04, tolerance);
    RL_COMPARE_REL(gib(r.memory.gradients), 26.08, tolerance);
    RL_COMPARE_REL(gib(r.memory.optimizer), 78.23, tolerance);
    RL_COMPARE_REL(gib(r.memory.activations), 26.08, tolerance);
    const double modelAndActivations = r.memory.perGpu - r.memory.overhead;
    RL_COMPARE_REL(gib(modelAndActivations), 143.42, tolerance);
}

// #4: the same accounting for 13e9 and 70e9 parameters.
void WorkedNumbers::trainingMemoryTotals_data() {
    QTest::addColumn<double>("params");
    QTest::addColumn<double>("totalGib");
    QTest::newRow("13B") << 13e9 << 266.36;
    QTest::newRow("70B") << 70e9 << 1434.24;
}

void WorkedNumbers::trainingMemoryTotals() {
    QFETCH(double, params);
    QFETCH(double, totalGib);
    const Results r = trainingMemoryFor(params);
    RL_COMPARE_REL(gib(r.memory.perGpu - r.memory.overhead), totalGib, tolerance);
    QVERIFY(!r.memory.fits);
}

// #5: 312 TFLOP/s over 2.0 TB/s.
void WorkedNumbers::ridgePoint() {
    QCOMPARE(ridgeline::ridgePoint(312e12, 2.0e12), 156.0);
}

// #6: Llama-2-70B, 2e12 tokens, 6PT; implied MFU and GPUs for 30 days on A100.
void WorkedNumbers::llama2TrainingCompute() {
    const Scenario s = test::scenario(R"({"model": {"preset": "llama-2-70b"},
        "hardware": {"gpu": "a100-sxm-80gb", "count": 2048},
        "workload": {"mode": "training", "tokens": 2e12, "deadline_s": 2592000},
        "efficiency": {"mfu": 0.428}})");
    const Results r = evaluate(s);
    RL_COMPARE_REL(r.model.params, 68.98e9, 0.001);
    RL_COMPARE_REL(r.training.flops, 8.28e23, tolerance);
    const double impliedMfu = r.training.flops / (1720320.0 * 3600.0 * 312e12);
    RL_COMPARE_REL(impliedMfu, 0.428, tolerance);
    QVERIFY(r.training.gpusForDeadline.has_value());
    RL_COMPARE_REL(*r.training.gpusForDeadline, 2389.0, tolerance);
    // And the A100-hours at that MFU come back to the published figure.
    RL_COMPARE_REL(r.training.gpuHours, 1720320.0, tolerance);
}

// #7: cost per million tokens for four cards at utilization 0.7, 3 years, $0.12/kWh, PUE 1.
void WorkedNumbers::costPerMillionTokens_data() {
    QTest::addColumn<double>("price");
    QTest::addColumn<double>("tokensPerS");
    QTest::addColumn<double>("tdpW");
    QTest::addColumn<double>("usd");
    QTest::newRow("$700, 65 tok/s, 350 W") << 700.0 << 65.0 << 350.0 << 0.4190;
    QTest::newRow("$1600, 70 tok/s, 450 W") << 1600.0 << 70.0 << 450.0 << 0.6513;
    QTest::newRow("$8000, 114 tok/s, 400 W") << 8000.0 << 114.0 << 400.0 << 1.2267;
    QTest::newRow("$30000, 239 tok/s, 700 W") << 30000.0 << 239.0 << 700.0 << 2.0349;
}

void WorkedNumbers::costPerMillionTokens() {
    QFETCH(double, price);
    QFETCH(double, tokensPerS);
    QFETCH(double, tdpW);
    QFETCH(double, usd);
    const double perHour = ownedUsdPerHour(price, 3, tdpW, 1.0, 0.12, 0);
    RL_COMPARE_REL(usdPerMillionTokens(perHour, tokensPerS, 0.7), usd, tolerance);
}

// #8: an 8x RTX 4090 server, capex $32k, 3 years, 5 kW at $0.10/kWh.
void WorkedNumbers::ownedServerPerHour() {
    const double perHour = ownedUsdPerHour(32000, 3, 5000, 1.0, 0.10, 0);
    RL_COMPARE_REL(perHour, 1.718, tolerance);
    RL_COMPARE_REL(44e6 / perHour, 25.6e6, tolerance);
}

// #9: 18,396 GPU-hours on demand at $5.12.
void WorkedNumbers::cloudTrainingCost() {
    Scenario s = test::scenario(R"({"hardware": {"gpu": "h100-sxm"},
        "workload": {"mode": "training"}, "economics": {"cloud_usd_per_gpu_hour": 5.12}})");
    Results r = evaluate(s);
    r.training.gpuHours = 18396;
    detail::evaluateCost(s, r);
    QVERIFY(r.cost.trainingCloudUsd.has_value());
    RL_COMPARE_REL(*r.cost.trainingCloudUsd, 94187.0, tolerance);
}

// #10: 1000 requests per minute of 200 tokens.
void WorkedNumbers::requestsToTokens() {
    RL_COMPARE_REL(requiredTokensPerS(1000, 200), 3333.0, tolerance);
}

// docs/physics.md: decode turns compute-bound near batch 295 on an H100 SXM in fp16.
void WorkedNumbers::criticalBatchH100() {
    RL_COMPARE_REL(criticalBatch(989e12, 3.35e12, 2), 295.0, tolerance);
}

QTEST_APPLESS_MAIN(WorkedNumbers)
#include "tst_worked_numbers.moc"
