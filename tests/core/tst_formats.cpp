// Storage formats carry their scales in their bits per value, and a compute format the GPU lacks
// falls back to the nearest one it has (docs/physics.md, "Number formats").
#include "test_support.h"

#include "core/evaluation/evaluate.h"
#include "core/hardware/architecture.h"

#include <QTest>

using namespace ridgeline;

class FormatsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bitsIncludeTheScales_data();
    void bitsIncludeTheScales();
    void gptOssInMxfp4FitsOneEightyGigabyteCard();
    void fp4ComputeFallsBackWhereThePartLacksIt();
};

void FormatsTest::bitsIncludeTheScales_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("bits");
    QTest::newRow("bf16") << QStringLiteral("bf16") << 16.0;
    QTest::newRow("fp8") << QStringLiteral("fp8") << 8.0;
    QTest::newRow("fp4 (no scales)") << QStringLiteral("fp4") << 4.0;
    QTest::newRow("GGUF q4_0: 32 values + fp16 scale") << QStringLiteral("q4_0") << 4.5;
    QTest::newRow("GGUF q4_k_m") << QStringLiteral("q4_k_m") << 4.85;
    // OCP MX: 32 E2M1 values and one E8M0 scale.
    QTest::newRow("MXFP4: 4 + 8/32") << QStringLiteral("mxfp4") << 4.25;
    // NVIDIA: 16 E2M1 values and one E4M3 scale.
    QTest::newRow("NVFP4: 4 + 8/16") << QStringLiteral("nvfp4") << 4.5;
}

void FormatsTest::bitsIncludeTheScales() {
    QFETCH(QString, name);
    QFETCH(double, bits);
    const std::optional<Format> f = formatFromName(name.toStdString());
    QVERIFY(f.has_value());
    QCOMPARE(f->bits, bits);
    QVERIFY(knownFormatNames().find(name.toStdString()) != std::string::npos);
}

// gpt-oss-120b with every weight in MXFP4: 116.8e9 x 4.25 / 8 = 62.0e9 bytes, under 80 GB.
void FormatsTest::gptOssInMxfp4FitsOneEightyGigabyteCard() {
    const Scenario s = test::scenario(R"({"model": {"preset": "gpt-oss-120b"},
        "hardware": {"gpu": "h100-sxm"},
        "workload": {"weight_format": "mxfp4", "batch": 1, "prompt_tokens": 1024,
                     "output_tokens": 256}})");
    const Results r = evaluate(s);
    const double params = countParams(s.model.arch).total;
    RL_COMPARE_REL(r.memory.weights, params * 4.25 / 8.0, 1e-12);
    RL_COMPARE_REL(r.memory.weights, 62.04e9, 0.005);
    QVERIFY(r.memory.fits);
    const Scenario nv = test::scenario(R"({"model": {"preset": "gpt-oss-120b"},
        "hardware": {"gpu": "b200"}, "workload": {"weight_format": "nvfp4"}})");
    RL_COMPARE_REL(evaluate(nv).memory.weights, params * 4.5 / 8.0, 1e-12);
}

// An H100 has no fp4 tensor rate: fp4 arithmetic runs at its fp8 rate; a B200 has one.
void FormatsTest::fp4ComputeFallsBackWhereThePartLacksIt() {
    const Catalogue& c = test::catalogue();
    QCOMPARE(effectiveComputeType(*c.gpu("h100-sxm"), ComputeType::fp4), ComputeType::fp8);
    QCOMPARE(effectiveComputeType(*c.gpu("b200"), ComputeType::fp4), ComputeType::fp4);
    QCOMPARE(effectiveComputeType(*c.gpu("a100-sxm-80gb"), ComputeType::fp4), ComputeType::int8);
}

QTEST_APPLESS_MAIN(FormatsTest)
#include "tst_formats.moc"
