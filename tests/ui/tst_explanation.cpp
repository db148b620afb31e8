// Explanations: every number the window explains has a formula with finite values substituted,
// and the substituted result is the number the core computed.
#include "core/evaluation/evaluate.h"
#include "core/files/scenario_io.h"
#include "ui/explain/explanation.h"
#include "ui/units.h"
#include "ui_fixture.h"

#include <QLocale>
#include <QRegularExpression>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

Scenario scenarioWith(const char* model, const char* gpu, int count, Mode mode) {
    const Catalogue c = test::catalogue();
    Scenario s = defaultScenario(c);
    s.model.preset = model;
    s.model.arch = c.model(model)->arch;
    s.hardware.gpu = *c.gpu(gpu);
    s.hardware.catalogueId = gpu;
    s.hardware.count = count;
    s.workload.mode = mode;
    return s;
}

const QStringList allKeys{QStringLiteral("tokens-per-s"),   QStringLiteral("per-user"),
                          QStringLiteral("tpot"),           QStringLiteral("ttft"),
                          QStringLiteral("kv-cache"),       QStringLiteral("weights"),
                          QStringLiteral("memory-per-gpu"), QStringLiteral("max-batch"),
                          QStringLiteral("ridge"),          QStringLiteral("bound"),
                          QStringLiteral("cost-owned"),     QStringLiteral("cost-cloud"),
                          QStringLiteral("break-even"),     QStringLiteral("training-flop"),
                          QStringLiteral("training-time"),  QStringLiteral("gpu-hours"),
                          QStringLiteral("training-cost"),  QStringLiteral("decode-point"),
                          QStringLiteral("prefill-point"),  QStringLiteral("training-point"),
                          QStringLiteral("roof"),           QStringLiteral("memory-bar"),
                          QStringLiteral("usable-vram"),    QStringLiteral("kv-limit"),
                          QStringLiteral("kv-series"),      QStringLiteral("cost-point"),
                          QStringLiteral("cost-curve"),     QStringLiteral("per-dollar")};

} // namespace

class TestExplanation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Numbers as the C locale writes them (no grouping); tst_language checks the other locales.
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void everyKeyHasFiniteFormula_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("training");
        QTest::newRow("7B on 4090") << "llama-2-7b"
                                    << "rtx-4090" << 1 << false;
        QTest::newRow("70B on one 4090 (does not fit)") << "llama-2-70b"
                                                        << "rtx-4090" << 1 << false;
        QTest::newRow("70B on 8 H100") << "llama-2-70b"
                                       << "h100-sxm" << 8 << false;
        QTest::newRow("training 7B on 8 A100") << "llama-2-7b"
                                               << "a100-sxm-80gb" << 8 << true;
    }

    void everyKeyHasFiniteFormula() {
        QFETCH(QString, model);
        QFETCH(QString, gpu);
        QFETCH(int, count);
        QFETCH(bool, training);
        const Scenario s = scenarioWith(model.toLatin1().constData(), gpu.toLatin1().constData(),
                                        count, training ? Mode::training : Mode::inference);
        const Results r = evaluate(s);
        for (const QString& key : allKeys) {
            const Explanation e = explain(key, {s, r});
            QVERIFY2(!e.isEmpty(), qPrintable(key));
            QVERIFY2(!e.lines.isEmpty(), qPrintable(key));
            const QString all = e.lines.join(QLatin1Char('\n')).toLower();
            static const QRegularExpression bad(QStringLiteral("\\b(nan|inf)\\b"));
            QVERIFY2(!all.contains(bad), qPrintable(key + QStringLiteral(": ") + all));
        }
        QVERIFY(explain(QStringLiteral("no-such-key"), {s, r}).isEmpty());
    }

    void substitutedValuesMatchTheCore() {
        const Scenario s = scenarioWith("llama-2-7b", "rtx-4090", 1, Mode::inference);
        const Results r = evaluate(s);
        const Explanation tps = explain(QStringLiteral("tokens-per-s"), {s, r});
        QVERIFY(tps.lines.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("= ") + units::number(r.inference.tokensPerS)));
        // Memory-bound at batch 1: the short form "1 × 1 × 0.8 × W / B", then the P10-P90
        // range of the core and what it means.
        const QString shortForm = tps.lines[tps.lines.size() - 2];
        QVERIFY(shortForm.startsWith(QStringLiteral("memory-bound")));
        QVERIFY(shortForm.contains(units::bandwidth(r.roofline.bandwidth)));
        QVERIFY(tps.lines.last().startsWith(QStringLiteral("P10-P90 range: ") +
                                            units::tokensPerS(r.inference.tokensPerSRange.low)));
        QVERIFY(tps.note.contains(QStringLiteral("8 of 10")));

        const Explanation ridge = explain(QStringLiteral("ridge"), {s, r});
        QVERIFY(ridge.lines.first().endsWith(units::intensity(r.roofline.ridge)));

        const Explanation kv = explain(QStringLiteral("kv-cache"), {s, r});
        QVERIFY(kv.lines.first().contains(QStringLiteral("2 × 32 × 32 × 128 × 2 B")));
        QVERIFY(kv.lines.first().endsWith(units::gib(r.inference.kvBytesPerToken)));

        const Explanation owned = explain(QStringLiteral("cost-owned"), {s, r});
        QVERIFY(
            owned.lines[owned.lines.size() - 2].endsWith(units::usd(r.cost.ownedUsdPerMillion)));
        QVERIFY(owned.lines.last().contains(units::usd(r.cost.ownedUsdPerMillionRange->high)));

        const Explanation flop = explain(QStringLiteral("training-flop"), {s, r});
        QVERIFY(flop.lines.first().startsWith(QStringLiteral("FLOP = 6 × P_act × T")));
    }

    void unitsAreReadable_data() {
        QTest::addColumn<QString>("actual");
        QTest::addColumn<QString>("expected");
        QTest::newRow("tok/s") << units::number(59.73) << QStringLiteral("59.7");
        QTest::newRow("big") << units::number(1008.4) << QStringLiteral("1008");
        QTest::newRow("GiB") << units::gib(13.5 * 1073741824.0) << QStringLiteral("13.5 GiB");
        QTest::newRow("GB/s") << units::bandwidth(1.008e12) << QStringLiteral("1.01 TB/s");
        QTest::newRow("ms") << units::seconds(0.0167) << QStringLiteral("16.7 ms");
        QTest::newRow("zero") << units::seconds(0) << QStringLiteral("0 s");
        QTest::newRow("usd") << units::usd(94187.2) << QStringLiteral("$94187");
        QTest::newRow("none") << units::usd(std::optional<double>()) << QStringLiteral("—");
    }

    void unitsAreReadable() {
        QFETCH(QString, actual);
        QFETCH(QString, expected);
        QCOMPARE(actual, expected);
    }
};

QTEST_MAIN(TestExplanation)
#include "tst_explanation.moc"
