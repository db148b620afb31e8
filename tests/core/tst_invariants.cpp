// Properties that must hold for every scenario, whatever the numbers: more load never needs less
// memory, more sharding never needs more, and the roofline bound flips where the physics says.
#include "test_support.h"

#include "core/evaluation/evaluate.h"
#include "core/evaluation/sweep.h"

#include <QTest>

#include <cmath>

using namespace ridgeline;

class Invariants : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void memoryNeverFallsWithBatch_data();
    void memoryNeverFallsWithBatch();
    void memoryNeverFallsWithContext_data();
    void memoryNeverFallsWithContext();
    void higherZeroStageNeverNeedsMore_data();
    void higherZeroStageNeverNeedsMore();
    void tensorParallelTwoHalvesWeights_data();
    void tensorParallelTwoHalvesWeights();
    void decodeTurnsComputeBoundAboveCriticalBatch_data();
    void decodeTurnsComputeBoundAboveCriticalBatch();
    void everyCatalogueCombinationIsFinite();
    void maxBatchIsTheEdgeOfFitting_data();
    void maxBatchIsTheEdgeOfFitting();
    void moeReadsFewerWeightsAtSmallBatch();
    void recomputationTradesMemoryForCompute();
    void usableMemoryNeverExceedsCapacity();
};

namespace {

Scenario inference(const char* model, const char* gpu) {
    return test::scenario(QStringLiteral(R"({"model": {"preset": "%1"}, "hardware": {"gpu": "%2"},
        "workload": {"mode": "inference", "prompt_tokens": 1024, "output_tokens": 256}})")
                              .arg(QLatin1String(model), QLatin1String(gpu))
                              .toStdString());
}

void addModelGpuRows() {
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("gpu");
    QTest::newRow("7B on 4090") << QStringLiteral("llama-2-7b") << QStringLiteral("rtx-4090");
    QTest::newRow("70B on H100") << QStringLiteral("llama-2-70b") << QStringLiteral("h100-sxm");
    QTest::newRow("Mixtral on A100")
        << QStringLiteral("mixtral-8x7b") << QStringLiteral("a100-sxm-80gb");
    QTest::newRow("405B on MI300X") << QStringLiteral("llama-3.1-405b") << QStringLiteral("mi300x");
}

} // namespace

void Invariants::memoryNeverFallsWithBatch_data() {
    addModelGpuRows();
}

void Invariants::memoryNeverFallsWithBatch() {
    QFETCH(QString, model);
    QFETCH(QString, gpu);
    const Scenario s = inference(qPrintable(model), qPrintable(gpu));
    const std::vector<double> batches = doublingRange(1, 4096);
    const std::vector<Results> rs = sweep(s, SweepVariable::batch, batches);
    for (std::size_t i = 1; i < rs.size(); ++i) {
        QVERIFY(rs[i].memory.perGpu >= rs[i - 1].memory.perGpu);
        QVERIFY(rs[i].memory.kvCache >= rs[i - 1].memory.kvCache);
        QVERIFY(rs[i].inference.tokensPerS >= rs[i - 1].inference.tokensPerS);
    }
}

void Invariants::memoryNeverFallsWithContext_data() {
    addModelGpuRows();
}

void Invariants::memoryNeverFallsWithContext() {
    QFETCH(QString, model);
    QFETCH(QString, gpu);
    const Scenario s = inference(qPrintable(model), qPrintable(gpu));
    const std::vector<double> prompts = doublingRange(128, 1 << 20);
    const std::vector<Results> rs = sweep(s, SweepVariable::promptTokens, prompts);
    for (std::size_t i = 1; i < rs.size(); ++i) {
        QVERIFY(rs[i].memory.perGpu >= rs[i - 1].memory.perGpu);
        QVERIFY(rs[i].memory.kvCache > rs[i - 1].memory.kvCache);
        QVERIFY(rs[i].inference.tpotS >= rs[i - 1].inference.tpotS);
        QVERIFY(rs[i].inference.maxBatch <= rs[i - 1].inference.maxBatch);
    }
}

void Invariants::higherZeroStageNeverNeedsMore_data() {
    QTest::addColumn<QString>("optimizer");
    QTest::addColumn<double>("lora");
    QTest::newRow("AdamW full") << QStringLiteral("adamw") << 0.0;
    QTest::newRow("SGD full") << QStringLiteral("sgd") << 0.0;
    QTest::newRow("8-bit Adam") << QStringLiteral("adam8bit") << 0.0;
    QTest::newRow("AdamW LoRA 1%") << QStringLiteral("adamw") << 0.01;
}

void Invariants::higherZeroStageNeverNeedsMore() {
    QFETCH(QString, optimizer);
    QFETCH(double, lora);
    double previous = 0;
    for (int stage = 0; stage <= 3; ++stage) {
        const Scenario s = test::scenario(QStringLiteral(R"({"model": {"preset": "llama-2-13b"},
                "hardware": {"gpu": "a100-sxm-80gb", "count": 8},
                "workload": {"mode": "training", "optimizer": "%1", "lora_fraction": %2,
                             "zero_stage": %3, "data_parallel": 8}})")
                                              .arg(optimizer)
                                              .arg(lora)
                                              .arg(stage)
                                              .toStdString());
        const double perGpu = evaluate(s).memory.perGpu;
        if (stage > 0)
            QVERIFY2(perGpu <= previous, qPrintable(QStringLiteral("stage %1").arg(stage)));
        previous = perGpu;
    }
}

void Invariants::tensorParallelTwoHalvesWeights_data() {
    QTest::addColumn<QString>("mode");
    QTest::newRow("inference") << QStringLiteral("inference");
    QTest::newRow("training") << QStringLiteral("training");
}

void Invariants::tensorParallelTwoHalvesWeights() {
    QFETCH(QString, mode);
    auto weightsAt = [&mode](int tp) {
        const Scenario s = test::scenario(QStringLiteral(R"({"model": {"preset": "llama-2-70b"},
                "hardware": {"gpu": "h100-sxm", "count": 2},
                "workload": {"mode": "%1", "tensor_parallel": %2}})")
                                              .arg(mode)
                                              .arg(tp)
                                              .toStdString());
        return evaluate(s).memory;
    };
    const MemoryFigures one = weightsAt(1);
    const MemoryFigures two = weightsAt(2);
    RL_COMPARE_REL(two.weights, one.weights / 2, 1e-12);
    QVERIFY(two.perGpu < one.perGpu);
}

void Invariants::decodeTurnsComputeBoundAboveCriticalBatch_data() {
    QTest::addColumn<QString>("gpu");
    QTest::newRow("H100 SXM") << QStringLiteral("h100-sxm");
    QTest::newRow("RTX 4090") << QStringLiteral("rtx-4090");
    QTest::newRow("A100") << QStringLiteral("a100-sxm-80gb");
}

void Invariants::decodeTurnsComputeBoundAboveCriticalBatch() {
    QFETCH(QString, gpu);
    // Short context, so the KV traffic stays small next to the weights, and equal
    // efficiencies, so the bound flips at the datasheet ridge.
    const Scenario s = test::scenario(
        QStringLiteral(R"({"model": {"preset": "llama-2-7b"}, "hardware": {"gpu": "%1"},
            "workload": {"prompt_tokens": 16, "output_tokens": 16},
            "efficiency": {"memory": 1, "compute": 1}})")
            .arg(gpu)
            .toStdString());
    const Results base = evaluate(s);
    const double critical = base.inference.criticalBatch;
    QVERIFY(critical > 10);
    // The GEMMs' shape penalty (docs/fidelity.md) lowers the compute roof of a decode step as
    // compute takes over, so the flip comes below the critical batch: near 1 / (1 + h / b_crit)
    // of it, 0.45 on an A100 (h = 192, critical batch 156).
    const Results below = evaluate(withValue(s, SweepVariable::batch, critical * 0.25));
    const Results above = evaluate(withValue(s, SweepVariable::batch, critical * 1.5));
    QVERIFY(below.inference.decode.bound == Bound::memory);
    QVERIFY(above.inference.decode.bound == Bound::compute);
    QVERIFY(above.inference.decode.intensity() > above.roofline.ridge);
    QVERIFY(below.inference.decode.intensity() < below.roofline.ridge);
}

void Invariants::everyCatalogueCombinationIsFinite() {
    for (const ModelPreset& m : test::catalogue().models) {
        for (const Gpu& g : test::catalogue().gpus) {
            for (const char* mode : {"inference", "training"}) {
                const Scenario s = test::scenario(
                    QStringLiteral(R"({"model": {"preset": "%1"}, "hardware": {"gpu": "%2"},
                        "workload": {"mode": "%3"}})")
                        .arg(QString::fromStdString(m.id), QString::fromStdString(g.id),
                             QLatin1String(mode))
                        .toStdString());
                const Results r = evaluate(s);
                const double values[] = {r.memory.perGpu,        r.inference.tokensPerS,
                                         r.inference.ttftS,      r.inference.tpotS,
                                         r.roofline.ridge,       r.training.timeS,
                                         r.training.stepTimeS,   r.training.scalingEfficiency,
                                         r.cost.powerUsdPerHour, r.inference.decode.intensity()};
                for (double v : values)
                    QVERIFY2(
                        std::isfinite(v) && v >= 0,
                        qPrintable(QStringLiteral("%1 on %2 (%3)")
                                       .arg(QString::fromStdString(m.id),
                                            QString::fromStdString(g.id), QLatin1String(mode))));
            }
        }
    }
}

void Invariants::maxBatchIsTheEdgeOfFitting_data() {
    addModelGpuRows();
}

void Invariants::maxBatchIsTheEdgeOfFitting() {
    QFETCH(QString, model);
    QFETCH(QString, gpu);
    const Scenario s = inference(qPrintable(model), qPrintable(gpu));
    const std::int64_t maxBatch = evaluate(s).inference.maxBatch;
    if (maxBatch == 0) {
        QVERIFY(!evaluate(s).memory.fits);
        return;
    }
    QVERIFY(evaluate(withValue(s, SweepVariable::batch, double(maxBatch))).memory.fits);
    QVERIFY(!evaluate(withValue(s, SweepVariable::batch, double(maxBatch + 1))).memory.fits);
}

void Invariants::moeReadsFewerWeightsAtSmallBatch() {
    const Scenario s = inference("mixtral-8x7b", "h100-sxm");
    const Results one = evaluate(s);
    const Results many = evaluate(withValue(s, SweepVariable::batch, 256));
    // Batch 1 touches 2 of 8 experts per layer; batch 256 touches nearly all of them.
    QVERIFY(one.inference.decode.bytes < 0.45 * one.memory.weights);
    QVERIFY(many.inference.decode.bytes > 0.95 * many.memory.weights);
    QVERIFY(one.model.activeParams < 0.3 * one.model.params);
}

void Invariants::recomputationTradesMemoryForCompute() {
    auto at = [](const char* recompute) {
        return evaluate(test::scenario(
            QStringLiteral(R"({"model": {"preset": "llama-2-7b"}, "hardware": {"gpu": "h100-sxm"},
                "workload": {"mode": "training", "recompute": "%1", "micro_batch": 4}})")
                .arg(QLatin1String(recompute))
                .toStdString()));
    };
    const Results none = at("none");
    const Results selective = at("selective");
    const Results full = at("full");
    QVERIFY(full.memory.activations < selective.memory.activations);
    QVERIFY(selective.memory.activations <= none.memory.activations);
    RL_COMPARE_REL(full.training.flops, none.training.flops * 8.0 / 6.0, 1e-12);
}

void Invariants::usableMemoryNeverExceedsCapacity() {
    for (const Gpu& g : test::catalogue().gpus) {
        const Scenario s = test::scenario(QStringLiteral(R"({"hardware": {"gpu": "%1"}})")
                                              .arg(QString::fromStdString(g.id))
                                              .toStdString());
        const Results r = evaluate(s);
        QVERIFY(r.memory.usable < g.memoryBytes());
        QVERIFY(r.memory.usable > 0.5 * g.memoryBytes());
    }
}

QTEST_APPLESS_MAIN(Invariants)
#include "tst_invariants.moc"
