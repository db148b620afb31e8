// Measured results: each supported file form is read into rows with the setup they state; bad
// files are refused naming the row and column; a fit recovers known constants, improves held-out
// rows of the same engine, and its profile survives a trip through a user catalogue.
#include "test_support.h"

#include "core/base/text_file.h"
#include "core/calibration/calibrate.h"
#include "core/calibration/measurements.h"
#include "core/evaluation/evaluate.h"
#include "core/serving/serving_sim.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace ridgeline;

namespace {

MeasurementFile load(const QString& name) {
    const std::string path =
        QStringLiteral(RIDGELINE_SOURCE_DIR "/tests/data/measurements/%1").arg(name).toStdString();
    const Result<std::string> text = readTextFile(path, maxMeasurementBytes);
    if (!text)
        qFatal("fixture %s unreadable", qPrintable(name));
    const Result<MeasurementFile> file = parseMeasurements(*text, name.toStdString());
    if (!file)
        qFatal("fixture %s refused: %s", qPrintable(name),
               describe(file.problems().front()).c_str());
    return *file;
}

std::vector<Scenario> scenarios(const std::vector<Measurement>& rows,
                                const CalibrationDefaults& d = {}) {
    const Result<std::vector<Scenario>> s = measurementScenarios(rows, test::catalogue(), d);
    if (!s)
        qFatal("rows refused: %s", describe(s.problems().front()).c_str());
    return *s;
}

// MAPE of `held` with each row's own engine profile, and with `fitted` in its place.
std::pair<double, double> heldErrors(const std::vector<Measurement>& held,
                                     const EngineProfile& fitted) {
    const std::vector<Scenario> heldScenarios = scenarios(held);
    std::vector<double> own;
    for (std::size_t i = 0; i < held.size(); ++i)
        own.push_back(predictedValue(heldScenarios[i], held[i].metric));
    return {mapePercent(own, held), mapePercent(predictWith(heldScenarios, held, fitted), held)};
}

} // namespace

class MeasurementsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsThePlainCsv();
    void readsLlamaBenchJson();
    void readsLlamaBenchCsv();
    void readsVllmServingJson();
    void readsSglangRuns();
    void badFilesNameRowAndColumn_data();
    void badFilesNameRowAndColumn();
    void fitRecoversKnownConstants();
    void fitOnHalfImprovesTheOtherHalf();
    void fitFromABuiltInProfileNeverLeavesTheOtherHalfWorse_data();
    void fitFromABuiltInProfileNeverLeavesTheOtherHalfWorse();
    void fittedProfileRoundTripsThroughTheCatalogue();
    void refitKeepsWhatTheEngineIs();
};

void MeasurementsTest::readsThePlainCsv() {
    const MeasurementFile f = load(QStringLiteral("llama-cpp-decode.csv"));
    QCOMPARE(f.source, MeasurementSource::plainCsv);
    QCOMPARE(f.rows.size(), std::size_t(8));
    const Measurement& a024 = f.rows[5];
    QCOMPARE(a024.label, std::string("A024"));
    QCOMPARE(a024.model, std::string("llama-2-7b"));
    QCOMPARE(a024.gpu, std::string("rtx-3090"));
    QCOMPARE(a024.weightFormat, std::string("q4_0"));
    QCOMPARE(a024.promptTokens, std::int64_t(270));
    QCOMPARE(a024.outputTokens, std::int64_t(1024));
    QCOMPARE(a024.metric, MeasuredMetric::decodeTokensPerS);
    QCOMPARE(a024.value, 120.6);
    // A number of bits is a custom format.
    const std::vector<Scenario> s = scenarios(f.rows);
    QCOMPARE(s[0].workload.weightFormat.bits, 4.89);
    QCOMPARE(s[0].hardware.gpu.id, std::string("rtx-3090"));
}

void MeasurementsTest::readsLlamaBenchJson() {
    const MeasurementFile f = load(QStringLiteral("llama-bench.json"));
    QCOMPARE(f.source, MeasurementSource::llamaBenchJson);
    QCOMPARE(f.rows.size(), std::size_t(2));
    QCOMPARE(f.skipped.size(), std::size_t(1)); // the pp512+tg128 test cannot be split
    QCOMPARE(f.rows[0].metric, MeasuredMetric::prefillTokensPerS);
    QCOMPARE(f.rows[0].promptTokens, std::int64_t(512));
    QCOMPARE(f.rows[1].metric, MeasuredMetric::decodeTokensPerS);
    QCOMPARE(f.rows[1].outputTokens, std::int64_t(128));
    QCOMPARE(f.rows[1].value, 150.6);
    // Model and GPU from the names llama-bench prints; bits per weight from size and count.
    const std::vector<Scenario> s = scenarios(f.rows);
    // Llama 3 and 3.1 8B have one shape: the first of that size and family is taken.
    QCOMPARE(s[1].model.preset, std::string("llama-3-8b"));
    QCOMPARE(s[1].hardware.gpu.id, std::string("rtx-4090"));
    RL_COMPARE_REL(s[1].workload.weightFormat.bits, 4920734720.0 * 8 / 8030261248.0, 1e-3);
    QCOMPARE(s[1].workload.engine, std::string("llama.cpp"));
}

void MeasurementsTest::readsLlamaBenchCsv() {
    const MeasurementFile f = load(QStringLiteral("llama-bench.csv"));
    QCOMPARE(f.source, MeasurementSource::llamaBenchCsv);
    QCOMPARE(f.rows.size(), std::size_t(1));
    QCOMPARE(f.rows[0].promptTokens, std::int64_t(1024)); // n_depth: context already there
    QCOMPARE(f.rows[0].outputTokens, std::int64_t(256));
    QCOMPARE(f.rows[0].kvFormat, std::string("q8_0"));
    const std::vector<Scenario> s = scenarios(f.rows);
    QCOMPARE(s[0].model.preset, std::string("qwen2.5-7b"));
    QCOMPARE(s[0].hardware.gpu.id, std::string("h100-sxm"));
}

// A serving benchmark's run: its means, each a row predicted by simulating the run as the client
// ran it (32 in flight, 200 requests).
void MeasurementsTest::readsVllmServingJson() {
    const MeasurementFile f = load(QStringLiteral("vllm-serving.json"));
    QCOMPARE(f.source, MeasurementSource::vllmServingJson);
    QCOMPARE(f.rows.size(), std::size_t(3));
    QCOMPARE(f.rows[0].metric, MeasuredMetric::tpotS);
    QCOMPARE(f.rows[0].value, 0.0246);
    QCOMPARE(f.rows[1].metric, MeasuredMetric::ttftS);
    QCOMPARE(f.rows[1].value, 0.0952);
    QCOMPARE(f.rows[2].metric, MeasuredMetric::decodeTokensPerS);
    QCOMPARE(f.rows[2].value, 632.1);
    for (const Measurement& m : f.rows) {
        QCOMPARE(m.batch, std::int64_t(32));
        QVERIFY(m.run);
        QCOMPARE(m.run->concurrency, 32);
        QCOMPARE(m.run->requests, 200);
        QCOMPARE(m.run->requestRate, 0.0); // "inf": no rate limit
        QVERIFY(!m.run->rangeRatio);
    }
    QCOMPARE(f.rows[0].promptTokens, std::int64_t(1024));
    QCOMPARE(f.rows[0].outputTokens, std::int64_t(128));
    // The file does not say which GPU: without --gpu the row is refused, naming the field.
    const Result<std::vector<Scenario>> none = measurementScenarios(f.rows, test::catalogue(), {});
    QVERIFY(!none);
    const Problem& unknownGpu = none.problems().front();
    QVERIFY(unknownGpu.message.starts_with("gpu: cannot tell which catalogue GPU"));
    QVERIFY(unknownGpu.message.find("(allowed: --gpu ID, one of h100-sxm") != std::string::npos);
    QCOMPARE(unknownGpu.code, ProblemCode::unknownCatalogueGpu);
    QCOMPARE(unknownGpu.allowed, test::catalogue().gpuIds());
    CalibrationDefaults d;
    d.gpu = "h100-sxm";
    const std::vector<Scenario> s = scenarios(f.rows, d);
    QCOMPARE(s[0].model.preset, std::string("llama-3.1-8b"));
    QCOMPARE(s[0].workload.engine, std::string("vllm"));
    // The run, simulated: a closed loop of 32 with the file's 200 requests; the predictions are
    // the simulation's means.
    QVERIFY(s[0].workload.serving);
    QCOMPARE(s[0].workload.serving->arrival, Arrival::closed);
    QCOMPARE(s[0].workload.serving->concurrency, std::optional<int>(32));
    QCOMPARE(s[0].workload.serving->requests, 200);
    const Results r = evaluateWithServing(s[0]);
    QCOMPARE(predictedValue(s[0], MeasuredMetric::tpotS), r.serving->tpotS.mean);
    QCOMPARE(predictedValue(s[1], MeasuredMetric::ttftS), r.serving->ttftS.mean);
    QCOMPARE(predictedValue(s[2], MeasuredMetric::decodeTokensPerS), r.serving->outputTokensPerS);
}

// SGLang's bench_serving appends a JSON line a run: each run its rows, its backend the engine,
// its range ratio the lengths' spread (the file's totals are means of [r L, L]).
void MeasurementsTest::readsSglangRuns() {
    const std::string runs =
        R"({"backend": "sglang", "model_id": "meta-llama/Llama-3.1-8B-Instruct", "request_rate": "inf", "max_concurrency": 4, "random_range_ratio": 0.8, "completed": 40, "total_input_tokens": 36864, "total_output_tokens": 36864, "output_throughput": 512.5, "mean_ttft_ms": 30.2, "mean_tpot_ms": 7.4}
{"backend": "sglang", "model_id": "meta-llama/Llama-3.1-8B-Instruct", "request_rate": 2.5, "completed": 100, "total_input_tokens": 102400, "total_output_tokens": 102400, "output_throughput": 2400, "mean_ttft_ms": 45.0, "mean_tpot_ms": 9.1}
)";
    const Result<MeasurementFile> f = parseMeasurements(runs, "runs.jsonl");
    QVERIFY(f);
    QCOMPARE(f->rows.size(), std::size_t(6));
    const Measurement& a = f->rows[0];
    QCOMPARE(a.engine, std::string("sglang"));
    QCOMPARE(a.label, std::string("run 1 tpot_s"));
    QCOMPARE(a.run->concurrency, 4);
    QCOMPARE(a.run->rangeRatio, std::optional<double>(0.8));
    // Mean 921.6 tokens = (1 + 0.8) / 2 x 1,024.
    QCOMPARE(a.promptTokens, std::int64_t(1024));
    QCOMPARE(a.outputTokens, std::int64_t(1024));
    const Measurement& b = f->rows[3];
    QCOMPARE(b.label, std::string("run 2 tpot_s"));
    QCOMPARE(b.run->concurrency, 0);
    QCOMPARE(b.run->requestRate, 2.5);
    CalibrationDefaults d;
    d.gpu = "h100-sxm";
    const std::vector<Scenario> s = scenarios(f->rows, d);
    QCOMPARE(s[0].workload.serving->uniformRatio, std::optional<double>(0.8));
    QCOMPARE(s[3].workload.serving->arrival, Arrival::poisson);
    QCOMPARE(s[3].workload.serving->requestsPerS, 2.5);
}

void MeasurementsTest::badFilesNameRowAndColumn_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing columns") << "model,gpu\nllama-2-7b,h100-sxm\n"
                                     << "lacks the column(s) metric, value";
    QTest::newRow("unknown metric") << "model,gpu,metric,value\nllama-2-7b,h100-sxm,speed,3\n"
                                    << "metric: unknown \"speed\"";
    QTest::newRow("bad batch")
        << "model,gpu,batch,metric,value\nllama-2-7b,h100-sxm,1.5,tpot_s,0.01\n"
        << "batch: \"1.5\" is not a whole number";
    QTest::newRow("zero value") << "model,gpu,metric,value\nllama-2-7b,h100-sxm,tpot_s,0\n"
                                << "value: must be greater than 0";
    QTest::newRow("empty") << "  \n"
                           << "is empty";
    QTest::newRow("not a benchmark") << R"([{"x": 1}])"
                                     << "is neither a llama-bench test";
    QTest::newRow("unknown gpu") << "model,gpu,metric,value\nllama-2-7b,gtx-280,tpot_s,0.01\n"
                                 << "unknown GPU \"gtx-280\"";
}

void MeasurementsTest::badFilesNameRowAndColumn() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const Result<MeasurementFile> f = parseMeasurements(text.toStdString(), "m.csv");
    std::string all;
    if (!f) {
        for (const Problem& p : f.problems())
            all += describe(p) + "\n";
    } else {
        const Result<std::vector<Scenario>> s =
            measurementScenarios(f->rows, test::catalogue(), {});
        QVERIFY(!s);
        for (const Problem& p : s.problems())
            all += describe(p) + "\n";
    }
    QVERIFY2(all.find(expected.toStdString()) != std::string::npos, all.c_str());
}

// Rows made by a known profile are fitted back to it from the generic start.
void MeasurementsTest::fitRecoversKnownConstants() {
    std::vector<Measurement> rows = load(QStringLiteral("llama-cpp-decode.csv")).rows;
    EngineProfile truth = *test::catalogue().engine("generic");
    truth.efficiency.memory = 0.55;
    truth.efficiency.stepOverheadS = 0.002;
    const std::vector<double> made = predictWith(scenarios(rows), rows, truth);
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].value = made[i];
    const Result<Calibration> fit =
        calibrate(rows, test::catalogue(), {}, "mine", "made.csv", "2026-11");
    QVERIFY(fit);
    RL_COMPARE_REL(fit->profile.efficiency.memory, 0.55, 0.01);
    QVERIFY(std::fabs(fit->profile.efficiency.stepOverheadS - 0.002) < 1e-4);
    QVERIFY(fit->mapeAfterPercent < 0.5);
    QVERIFY(fit->mapeBeforePercent > 20);
    // An exact fit leaves no spread.
    QVERIFY(fit->profile.decodeSpread);
    RL_COMPARE_REL(fit->profile.decodeSpread->p10, 1.0, 0.01);
    RL_COMPARE_REL(fit->profile.decodeSpread->p90, 1.0, 0.01);
    QCOMPARE(fit->profile.decodeSpread->rows, 8);
    QVERIFY(!fit->profile.prefillSpread);
}

// The acceptance test of issue 9: fit on half of one engine's public rows, check the other half.
void MeasurementsTest::fitOnHalfImprovesTheOtherHalf() {
    const std::vector<Measurement> all = load(QStringLiteral("llama-cpp-decode.csv")).rows;
    std::vector<Measurement> train, held;
    for (std::size_t i = 0; i < all.size(); ++i)
        (i % 2 == 0 ? train : held).push_back(all[i]);
    const Result<Calibration> fit =
        calibrate(train, test::catalogue(), {}, "llama.cpp-mine", "half.csv", "2026-11");
    QVERIFY(fit);
    QVERIFY(fit->mapeAfterPercent < fit->mapeBeforePercent);
    const auto [heldBefore, heldAfter] = heldErrors(held, fit->profile);
    qInfo("held-out llama.cpp rows: MAPE %.1f%% with the generic profile, %.1f%% fitted on the "
          "other half (fit: eta_m %.3f, overhead %.4f s; fitted rows %.1f%% -> %.1f%%)",
          heldBefore, heldAfter, fit->profile.efficiency.memory,
          fit->profile.efficiency.stepOverheadS, fit->mapeBeforePercent, fit->mapeAfterPercent);
    QVERIFY(heldAfter < 0.6 * heldBefore);
    QCOMPARE(fit->profile.fittedTo, (std::vector<std::string>{"A003", "A009", "A015", "A027"}));
}

void MeasurementsTest::fitFromABuiltInProfileNeverLeavesTheOtherHalfWorse_data() {
    QTest::addColumn<double>("speed"); // the measured rows times this
    QTest::addColumn<int>("split");
    for (const double speed : {1.0, 0.8, 1.25})
        for (int split = 0; split < 4; ++split)
            QTest::addRow("speed %.2f, split %d", speed, split) << speed << split;
}

// The issue 29 case: fitted on half of a set of llama.cpp rows, starting from the built-in
// llama.cpp profile (its own GDDR variant beside the default), the other half must not end worse
// than the built-in profile predicts it. Replacing the variants by one set of constants did: the
// held rows went from 5.6 % to 31.6 % (the rows as measured, even/odd). A machine 20 % slower or
// 25 % faster than the built-in profile's rows is found from the other half.
void MeasurementsTest::fitFromABuiltInProfileNeverLeavesTheOtherHalfWorse() {
    QFETCH(double, speed);
    QFETCH(int, split);
    std::vector<Measurement> all = load(QStringLiteral("llama-cpp-decode.csv")).rows;
    for (Measurement& m : all) {
        m.engine = "llama.cpp";
        m.value *= speed;
    }
    std::vector<Measurement> train, held;
    const std::size_t half = all.size() / 2;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const bool first = split == 0   ? i % 2 == 0
                           : split == 1 ? i % 2 == 1
                           : split == 2 ? i < half
                                        : i >= half;
        (first ? train : held).push_back(all[i]);
    }
    const Result<Calibration> fit =
        calibrate(train, test::catalogue(), {}, "mine", "half.csv", "2026-11");
    QVERIFY(fit);
    const auto [heldBefore, heldAfter] = heldErrors(held, fit->profile);
    qInfo("held rows: %.1f%% with the built-in profile, %.1f%% fitted on the other half (kept "
          "%.0f%% of the change)",
          heldBefore, heldAfter, 100 * fit->keptShare);
    QVERIFY(heldAfter <= heldBefore + 1e-9);
    if (speed != 1.0)
        QVERIFY(heldAfter < 0.6 * heldBefore);
    // The fit moved the default and the GDDR variant together: their ratio is the built-in's,
    // unless that would take the variant past the datasheet (an efficiency stops at 1).
    const EngineProfile& start = *test::catalogue().engine("llama.cpp");
    QCOMPARE(fit->profile.variants.size(), start.variants.size());
    const double ratio = start.variants.front().efficiency.memory / start.efficiency.memory;
    RL_COMPARE_REL(fit->profile.variants.front().efficiency.memory,
                   std::min(1.0, ratio * fit->profile.efficiency.memory), 1e-9);
    QCOMPARE(fit->sets.size(), std::size_t(2)); // both read by some rows, the default first
    QVERIFY(fit->sets.front().variant.empty());
    QCOMPARE(fit->sets.back().variant, std::string("GDDR"));
}

void MeasurementsTest::fittedProfileRoundTripsThroughTheCatalogue() {
    const std::vector<Measurement> rows = load(QStringLiteral("llama-cpp-decode.csv")).rows;
    const Result<Calibration> fit =
        calibrate(rows, test::catalogue(), {}, "llama.cpp", "all.csv", "2026-11");
    QVERIFY(fit);
    QVERIFY(fit->profile.decodeSpread);
    QVERIFY(fit->profile.decodeSpread->p10 < 1.0 && fit->profile.decodeSpread->p90 > 1.0);
    // The spread holds unseen rows (docs/fidelity.md): each ratio measured / fitted with its log
    // stretched by n / (n - 3) for the three fitted constants; with fewer than 9 rows the band
    // runs from the least to the largest of them.
    const double n = double(fit->points.size());
    QVERIFY(n >= 4 && n < 9);
    std::vector<double> unseen;
    for (const CalibrationPoint& p : fit->points)
        unseen.push_back(std::exp(std::log(p.measured / p.after) * n / (n - 3.0)));
    RL_COMPARE_REL(fit->profile.decodeSpread->p10, *std::min_element(unseen.begin(), unseen.end()),
                   1e-12);
    RL_COMPARE_REL(fit->profile.decodeSpread->p90, *std::max_element(unseen.begin(), unseen.end()),
                   1e-12);
    // Into an existing user catalogue: its other entries stay, the id is replaced.
    const std::string existing =
        R"({"engines": [{"id": "llama.cpp", "name": "old"}, {"id": "keep", "name": "k"}]})";
    const Result<std::string> text = userCatalogueWithEngine(existing, fit->profile, "out.json");
    QVERIFY(text);
    const Result<Catalogue> cat = withUserCatalogue(test::catalogue(), *text, "out.json");
    QVERIFY2(cat, cat ? "" : describe(cat.problems().front()).c_str());
    QCOMPARE(*cat->engine("llama.cpp"), fit->profile);
    QVERIFY(cat->engine("keep") != nullptr);
    QVERIFY(!userCatalogueWithEngine("[1]", fit->profile, "out.json"));
}

// A refit changes the efficiencies only: the scheduler, the paged KV cache, what the engine does
// and where it runs stay, in memory and through the user catalogue file, so the whole-run
// predictions of the profile read back are the fit's own.
void MeasurementsTest::refitKeepsWhatTheEngineIs() {
    const std::vector<Measurement> rows = load(QStringLiteral("vllm-serving.json")).rows;
    CalibrationDefaults d;
    d.gpu = "h100-sxm";
    const Result<Calibration> fit =
        calibrate(rows, test::catalogue(), d, "vllm-mine", "vllm-serving.json", "2026-11");
    QVERIFY(fit);
    const EngineProfile& p = fit->profile;
    QVERIFY(p.overlapsPrefill);
    QVERIFY(p.chunkedPrefill);
    QCOMPARE(p.kvBlockTokens, 16);
    QCOMPARE(p.maxBatch, std::optional<int>(256));
    QCOMPARE(p.maxNumBatchedTokens, std::optional<std::int64_t>(8192));
    QVERIFY(p.serves && !p.trains);
    QCOMPARE(p.vendors, std::vector<Vendor>{Vendor::nvidia});

    const Result<std::string> text = userCatalogueWithEngine("", p, "mine.json");
    QVERIFY(text);
    const Result<Catalogue> cat = withUserCatalogue(test::catalogue(), *text, "mine.json");
    QVERIFY(cat);
    QCOMPARE(*cat->engine("vllm-mine"), p);
    // A whole run (offline throughput of 256 sequences) on the profile read back is the fit's.
    Scenario run = test::scenario(R"({"model": {"preset": "llama-3.1-8b"},
        "workload": {"batch": 256, "prompt_tokens": 1024, "output_tokens": 128,
                     "engine": "vllm"}})");
    run.engine = *cat->engine("vllm-mine");
    const double reread = evaluate(run).inference.throughputTokensPerS;
    run.engine = p;
    QCOMPARE(reread, evaluate(run).inference.throughputTokensPerS);

    // Variants for GPUs the rows do not hold stay: an NVIDIA fit of sglang keeps its AMD one.
    std::vector<Measurement> sglangRows = rows;
    for (Measurement& m : sglangRows)
        m.engine = "sglang";
    const Result<Calibration> sglang =
        calibrate(sglangRows, test::catalogue(), d, "sglang-mine", "s.json", "2026-11");
    QVERIFY(sglang);
    QCOMPARE(sglang->profile.variants.size(), std::size_t(1));
    QCOMPARE(sglang->profile.variants[0].vendor, std::optional<Vendor>(Vendor::amd));
    QCOMPARE(sglang->profile.variants[0].efficiency.compute, 0.48);
    QCOMPARE(sglang->profile.kvBlockTokens, 1);
    QCOMPARE(sglang->profile.maxBatch, std::optional<int>(2048));
}

QTEST_GUILESS_MAIN(MeasurementsTest)
#include "tst_measurements.moc"
