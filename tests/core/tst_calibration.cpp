// Every expressible row of tests/data/calibration.csv through the real path (scenario JSON ->
// parseScenario -> evaluate), with the engine profiles of the built-in catalogue, mapped and
// excluded as tools/CALIBRATION.md says. Prints the per-row predictions and the MAPE tables, and
// fails when the calibration gets worse.
//
// The first profiles came from a python script that re-implemented the formulas (removed in issue
// 22; tools/CALIBRATION.md "The first fit"). Against it, before docs/fidelity.md's physics, every
// A, C (weights/KV) and D row agreed to its printed precision, with two deliberate differences,
// both the core being more complete:
// - "max load" rows (B045-B063): the core's largest batch also holds prefill activations and fp32
//   logits, so b was 1-3 % smaller (B054 88 vs 90, B057 47 vs 48, B063 599 vs 601).
// - peak training memory (Ct): the core's allocator-level model and the "pure BF16" rows (Ct MAPE
//   0.3 here vs 19.2 in the script).
// Training (D) is the core's modelled step with the layout and batch each row states; whole-run
// GPU-hour rows without a GPU count take calibration_runs.h's cluster and layout.
//
// The rows and predictions are tools/calibration's (ridgeline_calibration, which ridgeline-fit
// refits the profiles with); the spreads and the ranges' coverage are tst_calibration_spread's.
#include "tools/calibration/calibration_predictions.h"

#include <QTest>

using namespace ridgeline;
using calib::categories;
using calib::Kind;
using calib::mape;
using calib::Outcome;

class Calibration : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyRowEvaluates();
    void prefillHeavyRunsModelled();
    void mapeByCategory();
    void memoryBytesExact();
    void profilesBeatGeneric();
    void modelledStepBeatsMfu();

private:
    calib::Predictions p_;
};

void Calibration::initTestCase() {
    // reads the 89 rows of tests/data/calibration.csv and predicts every one (the library's)
    const std::string error = p_.load(calib::defaultCsvPath());
    QVERIFY2(error.empty(), error.c_str());
    p_.print();
}

void Calibration::everyRowEvaluates() {
    QVERIFY2(p_.problems.empty(), p_.problems.c_str());
    QCOMPARE(p_.outcomes.size(), std::size_t(89 - 7 - 2)); // minus E/F sanity rows and MLPerf
    for (const Outcome& o : p_.outcomes)
        QVERIFY2(o.own && o.generic && std::isfinite(*o.own) && *o.own > 0, o.row->id.c_str());
}

// The runs that spend a third or more of their time in prefill (once excluded: b/t_dec counts
// decode only) are predicted by the whole-run throughput, within 30 % each.
void Calibration::prefillHeavyRunsModelled() {
    int checked = 0;
    for (const Outcome& o : p_.outcomes) {
        if (!calib::prefillHeavyRows().count(o.row->id))
            continue;
        QVERIFY2(!o.excluded && o.own && std::fabs(o.err(o.own)) < 30,
                 qPrintable(QStringLiteral("%1: %2 %")
                                .arg(QString::fromStdString(o.row->id))
                                .arg(o.own ? o.err(o.own) : 0.0, 0, 'f', 1)));
        ++checked;
    }
    QCOMPARE(checked, 5);
}

// Own-profile MAPE per category over its non-excluded rows: observed (Release, this CSV and
// engines.json) x 1.25, rounded. Observed: A 4.9, B 9.9 (18 rows with B087; 13.9 on 17 before
// the prefill shapes and decode's shape penalty; 11.4 while decode went without it), C 1.6,
// Ct 0.3, D 11.6 (A and B now hold G204, G207 and the five prefill-heavy runs, modelled by the
// static cache, the grouped-KV copies and the whole-run throughput, and llama.cpp keeps its
// per-token overhead on HBM: before, without them, A 3.3 (16 rows), B 10.7 (11 rows); before the
// modelled step and the allocator-level memory: Ct 11.3, D 18.5; before the whole-run goodput, with
// GPU-hours on the MFU basis: D 13.8).
void Calibration::mapeByCategory() {
    const std::map<std::string, double> limit{
        {"A", 6.0}, {"B", 12.5}, {"C", 2.0}, {"Ct", 1.0}, {"D", 17.5}};
    for (const std::string& cat : categories) {
        const double m = mape(p_.ownErrors(cat));
        QVERIFY2(m < limit.at(cat), qPrintable(QStringLiteral("category %1: MAPE %2 % >= %3 %")
                                                   .arg(QString::fromStdString(cat))
                                                   .arg(m, 0, 'f', 1)
                                                   .arg(limit.at(cat))));
    }
}

// Weights and KV bytes are formulas, not fits: within 3 % each, except the rows CALIBRATION.md
// explains (C123: the "FP8" 405B checkpoint keeps part of the model in bf16, -12 %; G210 and
// G213: the allocator adds to small static caches, -6 %).
void Calibration::memoryBytesExact() {
    const std::map<std::string, double> known{{"C123", 13}, {"G210", 7}, {"G213", 7}};
    int checked = 0;
    for (const Outcome& o : p_.outcomes) {
        if ((o.row->kind != Kind::memWeights && o.row->kind != Kind::memKv) || !o.own)
            continue;
        const auto k = known.find(o.row->id);
        const double tolerance = k == known.end() ? 3.0 : k->second;
        QVERIFY2(std::fabs(o.err(o.own)) < tolerance,
                 qPrintable(QStringLiteral("%1: %2 % off")
                                .arg(QString::fromStdString(o.row->id))
                                .arg(o.err(o.own), 0, 'f', 2)));
        ++checked;
    }
    QCOMPARE(checked, 15);
}

// The fitted profiles must predict the decode and prefill/throughput rows better than the
// PHYSICS defaults do (observed: A 4.9 vs 45.5, B 13.9 vs 62.1).
void Calibration::profilesBeatGeneric() {
    for (const std::string cat : {"A", "B"}) {
        const double own = mape(p_.ownErrors(cat)), generic = mape(p_.errors(cat, "generic*"));
        QVERIFY2(own < 0.5 * generic,
                 qPrintable(QStringLiteral("category %1: own %2 % vs generic %3 %")
                                .arg(QString::fromStdString(cat))
                                .arg(own, 0, 'f', 1)
                                .arg(generic, 0, 'f', 1)));
    }
}

// The headline training time is the modelled step because it predicts the throughput rows
// better than each profile's MFU constant does (observed 13.2 % vs 18.5 %), and, with the
// whole-run goodput and calibration_runs.h's cluster and layout, the GPU-hours of published runs
// too (observed 0.5 % vs 18.1 %; in-sample: the goodput's constant is fitted to these two rows).
void Calibration::modelledStepBeatsMfu() {
    for (const char* group : {"throughput", "gpu-hours"}) {
        const double modelled = p_.trainingMape(group, true), mfu = p_.trainingMape(group, false);
        QVERIFY2(modelled < 0.85 * mfu, qPrintable(QStringLiteral("%1: modelled %2 % vs MFU %3 %")
                                                       .arg(QLatin1String(group))
                                                       .arg(modelled, 0, 'f', 1)
                                                       .arg(mfu, 0, 'f', 1)));
    }
    QVERIFY(p_.trainingMape("gpu-hours", true) < 5.0);
}

QTEST_APPLESS_MAIN(Calibration)
#include "tst_calibration.moc"
