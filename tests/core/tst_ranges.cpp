// P10-P90 ranges (docs/fidelity.md): the arithmetic of spreads, the ranges evaluate() attaches to
// every predicted time, rate and cost, the user's uncertainty on efficiencies they set, the
// catalogue's "spread" objects and the *_range keys of the results JSON.
#include "core/evaluation/evaluate.h"
#include "core/evaluation/ranges.h"
#include "core/files/results_json.h"
#include "test_support.h"

#include <nlohmann/json.hpp>

#include <QTest>

using namespace ridgeline;

namespace {

const char* const fixedOn4090 = R"({"model": {"preset": "llama-2-7b"},
    "hardware": {"gpu": "rtx-4090", "count": 1},
    "workload": {"engine": "fixed", "batch": 1, "prompt_tokens": 512,
                 "output_tokens": 256, "weight_format": {"bits": 4.85}}})";

// The built-in catalogue plus a profile "fixed" with round spreads, for worked numbers.
const Catalogue& withFixed() {
    static const Catalogue cat = withUserCatalogue(test::catalogue(), R"({"engines": [
        {"id": "fixed", "name": "Fixed spreads", "eta_memory": 0.8,
         "spread": {"decode": {"p10": 0.8, "p90": 1.25, "rows": 12},
                    "prefill": {"p10": 0.7, "p90": 1.1, "rows": 5},
                    "training": {"p10": 0.75, "p90": 1.2, "rows": 9}}}]})",
                                                   "test.json")
                                     .value();
    return cat;
}

Scenario fixedScenario(const std::string& json) {
    const Result<Scenario> s = parseScenario(json, withFixed());
    if (!s)
        qFatal("test scenario invalid: %s", describe(s.problems().front()).c_str());
    return s.value();
}

void checkRange(const Range& r, double point, const char* what) {
    QVERIFY2(r.low > 0 && r.low <= point && point <= r.high,
             qPrintable(QStringLiteral("%1: %2 not in [%3, %4]")
                            .arg(QLatin1String(what))
                            .arg(point)
                            .arg(r.low)
                            .arg(r.high)));
}

void checkPair(const nlohmann::json& pair, double point, const char* what) {
    QVERIFY2(pair.is_array() && pair.size() == 2, what);
    checkRange({pair[0].get<double>(), pair[1].get<double>()}, point, what);
}

} // namespace

class TestRanges : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A spread always holds the point; a user's uncertainty u multiplies it out by (1 -+ u).
    void widenedWorked() {
        const ResidualSpread w = widened({0.8, 1.2, 7}, 0.1);
        QVERIFY(test::near(w.p10, 0.72, 1e-12));
        QVERIFY(test::near(w.p90, 1.32, 1e-12));
        QCOMPARE(w.rows, 7);
        const ResidualSpread biased = widened({1.05, 1.3, 3}, 0);
        QCOMPARE(biased.p10, 1.0);
        QCOMPARE(biased.p90, 1.3);
    }

    // A speed scales by the ratio, a time (or a cost per unit of work) by its inverse.
    void rateAndTimeWorked() {
        const ResidualSpread s{0.8, 1.25, 0};
        const Range rate = rateRange(100, s), time = timeRange(2.0, s);
        QVERIFY(test::near(rate.low, 80, 1e-12) && test::near(rate.high, 125, 1e-12));
        QVERIFY(test::near(time.low, 1.6, 1e-12) && test::near(time.high, 2.5, 1e-12));
    }

    // The decode spread 0.8-1.25 scales the rate, TPOT and cost; TTFT takes the prefill spread
    // 0.7-1.1.
    void inferenceRangesFromTheProfile() {
        const Scenario s = fixedScenario(fixedOn4090);
        const Results r = evaluate(s);
        const InferenceFigures& f = r.inference;
        QVERIFY(test::near(f.tokensPerSRange.low, f.tokensPerS * 0.8, 1e-12));
        QVERIFY(test::near(f.tokensPerSRange.high, f.tokensPerS * 1.25, 1e-12));
        QVERIFY(test::near(f.tpotSRange.low, f.tpotS / 1.25, 1e-12));
        QVERIFY(test::near(f.tpotSRange.high, f.tpotS / 0.8, 1e-12));
        QVERIFY(test::near(f.ttftSRange.low, f.ttftS / 1.1, 1e-12));
        QVERIFY(test::near(f.ttftSRange.high, f.ttftS / 0.7, 1e-12));
        // latency: both ends added, 256 tokens of TPOT
        QVERIFY(test::near(f.latencySRange.high, f.ttftS / 0.7 + 256 * f.tpotS / 0.8, 1e-12));
        checkRange(f.latencySRange, f.latencyS, "latency");
        checkRange(f.perUserTokensPerSRange, f.perUserTokensPerS, "per user");
        QVERIFY(r.cost.ownedUsdPerMillion && r.cost.ownedUsdPerMillionRange);
        QVERIFY(test::near(r.cost.ownedUsdPerMillionRange->high, *r.cost.ownedUsdPerMillion / 0.8,
                           1e-12));
        checkRange(*r.cost.cloudUsdPerMillionRange, *r.cost.cloudUsdPerMillion, "cloud cost");
        QVERIFY(r.spread.decodeFitted);
    }

    void trainingRangesFromTheProfile() {
        const Scenario s = test::scenario(R"({"model": {"preset": "llama-2-7b"},
            "hardware": {"gpu": "h100-sxm", "count": 8},
            "workload": {"mode": "training", "engine": "hf-transformers", "tokens": 1e9}})");
        const Results r = evaluate(s);
        const ResidualSpread& t = *s.engine.trainingSpread;
        QVERIFY(test::near(r.training.timeSRange.low, r.training.timeS / t.p90, 1e-12));
        QVERIFY(test::near(r.training.timeSRange.high, r.training.timeS / t.p10, 1e-12));
        checkRange(r.training.gpuHoursRange, r.training.gpuHours, "gpu-hours");
        checkRange(r.training.tokensPerSRange, r.training.tokensPerS, "training tokens/s");
        QVERIFY(r.cost.trainingCloudUsdRange);
        checkRange(*r.cost.trainingCloudUsdRange, *r.cost.trainingCloudUsd, "training cost");
    }

    // Setting eta_m with a stated uncertainty of 20 % widens decode and prefill, not training;
    // without one, 10 % is assumed; setting only the MFU widens training only.
    void userUncertaintyWidens() {
        const Scenario stated = fixedScenario(R"({"efficiency": {"memory": 0.7,
            "uncertainty": 0.2}, "workload": {"engine": "fixed"}})");
        const Results r = evaluate(stated);
        QVERIFY(test::near(r.spread.decode.p10, 0.8 * 0.8, 1e-12));
        QVERIFY(test::near(r.spread.decode.p90, 1.25 * 1.2, 1e-12));
        QCOMPARE(r.spread.training, *stated.engine.trainingSpread);
        QCOMPARE(r.spread.userUncertainty, 0.2);

        const Results assumed = evaluate(fixedScenario(
            R"({"efficiency": {"step_overhead_s": 0.003}, "workload": {"engine": "fixed"}})"));
        QVERIFY(test::near(assumed.spread.decode.p10, 0.8 * 0.9, 1e-12));
        QCOMPARE(assumed.spread.userUncertainty, defaultOverrideUncertainty);

        const Scenario mfu = fixedScenario(R"({"efficiency": {"mfu": 0.5},
            "workload": {"engine": "fixed"}})");
        const Results m = evaluate(mfu);
        QCOMPARE(m.spread.decode, *mfu.engine.decodeSpread);
        QVERIFY(test::near(m.spread.training.p90, 1.2 * 1.1, 1e-12));
    }

    void uncertaintyOutOfRangeIsAProblem() {
        const Result<Scenario> s =
            parseScenario(R"({"efficiency": {"uncertainty": 1.5}})", test::catalogue());
        QVERIFY(!s);
        QCOMPARE(s.problems().front().path, std::string("efficiency.uncertainty"));
    }

    // A profile without a spread (a user's own) gets the wide unfitted band.
    void unfittedProfileGetsTheWideBand() {
        const Result<Catalogue> c = withUserCatalogue(
            test::catalogue(), R"({"engines": [{"id": "mine", "eta_memory": 0.7}]})", "user.json");
        QVERIFY(c.ok());
        const Result<Scenario> s = parseScenario(R"({"workload": {"engine": "mine"}})", c.value());
        QVERIFY(s.ok());
        const Results r = evaluate(s.value());
        QCOMPARE(r.spread.decode, unfittedSpread);
        QVERIFY(!r.spread.decodeFitted);
    }

    void catalogueSpreadRead() {
        const Result<Catalogue> c = withUserCatalogue(test::catalogue(), R"({"engines": [
            {"id": "mine", "spread": {"decode": {"p10": 0.82, "p90": 1.15, "rows": 12},
                                      "prefill": {"p10": 1.05, "p90": 1.3},
                                      "training": {"p10": 0.7, "p90": 1.2}}}]})",
                                                      "user.json");
        QVERIFY(c.ok());
        const EngineProfile* e = c->engine("mine");
        QCOMPARE(*e->decodeSpread, (ResidualSpread{0.82, 1.15, 12}));
        QCOMPARE(*e->trainingSpread, (ResidualSpread{0.7, 1.2, 0}));
        QCOMPARE(*e->prefillSpread, (ResidualSpread{1.05, 1.3, 0})); // biased: still read

        const Result<Catalogue> bad = withUserCatalogue(test::catalogue(), R"({"engines": [
            {"id": "mine", "spread": {"decode": {"p10": 1.3, "p90": 1.15}}}]})",
                                                        "user.json");
        QVERIFY(!bad.ok());
        QCOMPARE(bad.problems().front().path,
                 std::string("user.json.engines[0].spread.decode.p10"));
    }

    // The JSON carries [low, high] next to each key the contract names, null where it is null.
    void jsonPairs() {
        const Scenario s = fixedScenario(fixedOn4090);
        const nlohmann::json j = resultsToJson(s, evaluate(s));
        const nlohmann::json& d = j["inference"]["decode"];
        checkPair(d["tokens_per_s_range"], d["tokens_per_s"], "tokens_per_s_range");
        checkPair(d["tpot_s_range"], d["tpot_s"], "tpot_s_range");
        checkPair(j["inference"]["prefill"]["ttft_s_range"], j["inference"]["prefill"]["ttft_s"],
                  "ttft_s_range");
        checkPair(j["cost"]["usd_per_million_tokens_range"], j["cost"]["usd_per_million_tokens"],
                  "usd_per_million_tokens_range");
        QVERIFY(j["training"]["time_s_range"].is_null()); // inference mode: training is null
        QCOMPARE(j["efficiency"]["spread"]["decode"]["p10"].get<double>(), 0.8);
        QCOMPARE(j["efficiency"]["spread"]["decode"]["rows"].get<int>(), 12);

        const Scenario t = test::scenario(R"({"workload": {"mode": "training", "tokens": 1e9}})");
        const nlohmann::json jt = resultsToJson(t, evaluate(t));
        checkPair(jt["training"]["time_s_range"], jt["training"]["time_s"], "time_s_range");
        QVERIFY(jt["inference"]["decode"]["tokens_per_s_range"].is_null());

        const Scenario rented = test::scenario(R"({"hardware": {"gpu": {"name": "Rented only",
            "memory_gib": 80, "bandwidth_bytes_per_s": 3e12, "flops": {"bf16": 9e14},
            "cloud_usd_per_gpu_hour": 2.0}}})");
        const nlohmann::json jr = resultsToJson(rented, evaluate(rented));
        QVERIFY(jr["cost"]["usd_per_million_tokens"].is_null());
        QVERIFY(jr["cost"]["usd_per_million_tokens_range"].is_null());
        QVERIFY(jr["cost"]["cloud_usd_per_million_tokens_range"].is_array());
    }
};

QTEST_APPLESS_MAIN(TestRanges)
#include "tst_ranges.moc"
