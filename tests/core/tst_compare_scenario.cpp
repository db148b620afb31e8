// hardware.compare: the compared configurations are part of the scenario, read with validation,
// written back in order, and each one validated as the scenario's own hardware is.
#include "core/evaluation/evaluate.h"
#include "core/files/compare_spec.h"
#include "core/files/validate.h"
#include "test_support.h"

#include <QTest>

using namespace ridgeline;

class TestCompareScenario : public QObject {
    Q_OBJECT

    static constexpr const char* server = R"({"model": {"preset": "llama-2-70b"},
        "hardware": {"gpu": "h100-sxm", "count": 8,
            "compare": [{"gpu": "rtx-4090", "count": 8, "tensor_parallel": 8},
                        {"gpu": {"base": "a100-sxm-80gb", "price_usd": 12000}},
                        {"gpu": "l40s", "count": 4, "tensor_parallel": 2,
                         "pipeline_parallel": 2}]},
        "workload": {"tensor_parallel": 8}})";

private Q_SLOTS:
    void readsEveryConfiguration() {
        const Scenario s = test::scenario(server);
        QCOMPARE(s.compare.size(), std::size_t(3));
        QCOMPARE(s.compare[0].gpu.id, std::string("rtx-4090"));
        QCOMPARE(s.compare[0].count, 8);
        QCOMPARE(s.compare[0].tensorParallel, 8);
        // Count and tensor parallel left out take the scenario's.
        QCOMPARE(s.compare[1].count, 8);
        QCOMPARE(s.compare[1].tensorParallel, 8);
        QCOMPARE(s.compare[1].gpu.priceUsd, std::optional<double>(12000));
        QCOMPARE(s.compare[2].pipelineParallel, 2);
        const std::vector<GpuChoice> all = configurations(s);
        QCOMPARE(all.size(), std::size_t(4));
        QCOMPARE(all[0].gpu.id, std::string("h100-sxm"));
        QCOMPARE(scenarioOn(s, all[1]).hardware.gpu.id, std::string("rtx-4090"));
        QVERIFY(scenarioOn(s, all[1]).compare.empty());
    }

    void roundTrips() {
        const Scenario s = test::scenario(server);
        const std::string text = serializeScenario(s, test::catalogue());
        const Scenario back = test::scenario(text);
        QVERIFY(back == s);
        QCOMPARE(back.compare[1].gpu.priceUsd, std::optional<double>(12000));
    }

    void eachConfigurationIsValidated() {
        const Result<Scenario> r = parseScenario(
            R"({"hardware": {"gpu": "h100-sxm", "count": 8, "compare": [
                 {"gpu": "rtx-4090", "count": 1},
                 {"gpu": "l40s", "count": 6, "tensor_parallel": 4}]},
                "workload": {"tensor_parallel": 8}})",
            test::catalogue());
        QVERIFY(!r);
        QCOMPARE(r.problems().size(), std::size_t(2));
        QCOMPARE(r.problems()[0].path, std::string("hardware.compare[0].tensor_parallel"));
        QCOMPARE(r.problems()[0].code, ProblemCode::tensorParallelOverCount);
        QCOMPARE(r.problems()[1].path, std::string("hardware.compare[1].count"));
        QCOMPARE(r.problems()[1].code, ProblemCode::countNotMultiple);
    }

    void badEntriesNameTheirPath() {
        const Result<Scenario> r = parseScenario(
            R"({"hardware": {"compare": [{"gpu": "h900"}, {"gpu": "l4", "count": 0, "x": 1}]}})",
            test::catalogue());
        QVERIFY(!r);
        QCOMPARE(r.problems().size(), std::size_t(3));
        QCOMPARE(r.problems()[0].path, std::string("hardware.compare[0].gpu"));
        QCOMPARE(r.problems()[1].path, std::string("hardware.compare[1].count"));
        QCOMPARE(r.problems()[2].path, std::string("hardware.compare[1].x"));
        const Result<Scenario> many = parseScenario(
            R"({"hardware": {"compare": [{}, {}, {}, {}, {}, {}, {}, {}]}})", test::catalogue());
        QVERIFY(!many);
        QCOMPARE(many.problems()[0].path, std::string("hardware.compare"));
    }

    // Each compared configuration may name its own servers; unset, it has its GPU's catalogue
    // server, never the scenario's.
    void configurationsHaveTheirOwnServers() {
        const Scenario s = test::scenario(R"({"hardware": {"gpu": "rtx-4090", "count": 16,
            "network": "ethernet-25g", "nics_per_node": 1,
            "compare": [{"gpu": "h100-sxm", "count": 16, "tensor_parallel": 1,
                         "network": "ib-ndr-400g", "nics_per_node": 4, "gpus_per_node": 8},
                        {"gpu": "a100-sxm-80gb", "count": 16, "tensor_parallel": 1}]},
            "workload": {"mode": "training"}})");
        QCOMPARE(s.compare[0].nicsPerNode, std::optional<int>(4));
        QVERIFY(s.compare[0].network && s.compare[0].network->kind == NicKind::ibNdr400g);
        QVERIFY(!s.compare[1].network);
        const Scenario h100 = scenarioOn(s, s.compare[0]);
        QCOMPARE(h100.hardware.nicsPerNode, std::optional<int>(4));
        const Scenario a100 = scenarioOn(s, s.compare[1]);
        QVERIFY(!a100.hardware.network); // its catalogue server, not the 4090's 25 GbE
        QCOMPARE(scenarioOn(s, primaryChoice(s)).hardware.network, s.hardware.network);
        // Written back and read again, the same.
        const Scenario back = test::scenario(serializeScenario(s, test::catalogue()));
        QVERIFY(back == s);
        // The network changes the answer: 25 GbE across two 4090 nodes costs time.
        QVERIFY(evaluate(s).training.exposedCommS > 0);
    }

    // setConfigurations() is configurations() backwards: whichever entry is the primary, the
    // scenario's own hardware and its hardware.compare give the list back, in order.
    void setConfigurationsRoundTrips_data() {
        QTest::addColumn<int>("primary");
        QTest::newRow("first") << 0;
        QTest::newRow("second") << 1;
        QTest::newRow("third, its own price") << 2;
    }

    void setConfigurationsRoundTrips() {
        QFETCH(int, primary);
        const Scenario s = test::scenario(server);
        const std::vector<GpuChoice> choices = configurations(s);
        Scenario t = s;
        QCOMPARE(setConfigurations(t, choices, primary, test::catalogue()), primary);
        std::vector<GpuChoice> back = t.compare;
        back.insert(back.begin() + primary, primaryChoice(t));
        QVERIFY(back == choices);
        const GpuChoice& p = choices[std::size_t(primary)];
        QCOMPARE(t.hardware.gpu.id, p.gpu.id);
        QCOMPARE(t.hardware.catalogueId, p.gpu.id);
        QCOMPARE(t.hardware.count, p.count);
        QCOMPARE(t.workload.tensorParallel, p.tensorParallel);
        QCOMPARE(configurations(t).front(), p);
        // Written to a file and read back, the same scenario.
        QVERIFY(test::scenario(serializeScenario(t, test::catalogue())) == t);
        // Back to the first as primary: the scenario it started from.
        Scenario again = t;
        setConfigurations(again, back, 0, test::catalogue());
        QVERIFY(again == s);
    }

    // The price rule: the scenario names the catalogue GPU at its catalogue prices, and only a
    // price the user changed is an override.
    void onlyChangedPricesAreOverrides() {
        const Catalogue& cat = test::catalogue();
        const Scenario s = test::scenario(server);
        std::vector<GpuChoice> choices = configurations(s);
        Scenario t = s;
        // The A100 carries 12,000 $ (the catalogue says 15,000) and its catalogue cloud rate.
        setConfigurations(t, choices, 2, cat);
        QCOMPARE(t.economics.gpuPriceUsd, std::optional<double>(12000));
        QVERIFY(!t.economics.cloudUsdPerGpuHour);
        QCOMPARE(t.hardware.gpu.priceUsd, cat.gpu("a100-sxm-80gb")->priceUsd);
        QCOMPARE(primaryChoice(t).gpu.priceUsd, std::optional<double>(12000));
        // A price set back to the catalogue's is no override.
        choices[2].gpu.priceUsd = cat.gpu("a100-sxm-80gb")->priceUsd;
        setConfigurations(t, choices, 2, cat);
        QVERIFY(!t.economics.gpuPriceUsd);
        // A changed cloud rate is one, the purchase price stays the catalogue's.
        choices[2].gpu.cloudUsdPerGpuHour = 1.0;
        setConfigurations(t, choices, 2, cat);
        QVERIFY(!t.economics.gpuPriceUsd);
        QCOMPARE(t.economics.cloudUsdPerGpuHour, std::optional<double>(1.0));
        QCOMPARE(t.hardware.gpu.cloudUsdPerGpuHour, cat.gpu("a100-sxm-80gb")->cloudUsdPerGpuHour);
        // A GPU the catalogue does not have keeps its own prices: nothing to override.
        choices[1].gpu.id = "my-gpu";
        choices[1].gpu.priceUsd = 777.0;
        setConfigurations(t, choices, 1, cat);
        QVERIFY(t.hardware.catalogueId.empty());
        QVERIFY(!t.economics.gpuPriceUsd && !t.economics.cloudUsdPerGpuHour);
        QCOMPARE(t.hardware.gpu.priceUsd, std::optional<double>(777));
    }

    void setConfigurationsKeepsItsLimits() {
        const Scenario s = test::scenario(server);
        Scenario t = s;
        QCOMPARE(setConfigurations(t, {}, 3, test::catalogue()), 0);
        QVERIFY(t.compare.empty());
        QVERIFY(t.hardware == s.hardware);
        const std::vector<GpuChoice> many(10, primaryChoice(s));
        QCOMPARE(setConfigurations(t, many, 9, test::catalogue()), maxCompared);
        QCOMPARE(int(t.compare.size()), maxCompared);
    }

    void commandLineSpecs_data() {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("tp");
        QTest::newRow("id") << "h100-sxm" << 1 << 1;
        QTest::newRow("id:count") << "h100-sxm:8" << 8 << 1;
        QTest::newRow("id:count:tp") << "h100-sxm:8:4" << 8 << 4;
    }

    void commandLineSpecs() {
        QFETCH(QString, spec);
        QFETCH(int, count);
        QFETCH(int, tp);
        const Scenario s = defaultScenario(test::catalogue());
        const Result<GpuChoice> c = parseCompareSpec(spec.toStdString(), s, test::catalogue());
        QVERIFY(c);
        QCOMPARE(c->gpu.id, std::string("h100-sxm"));
        QCOMPARE(c->count, count);
        QCOMPARE(c->tensorParallel, tp);
    }

    void badCommandLineSpecs() {
        Scenario s = defaultScenario(test::catalogue());
        for (const char* bad : {"h900", "h100-sxm:0", "h100-sxm:8:x", "h100-sxm:8:8:8"}) {
            const Result<GpuChoice> c = parseCompareSpec(bad, s, test::catalogue());
            QVERIFY2(!c, bad);
            QCOMPARE(c.problems()[0].path, std::string("--compare"));
        }
        // A layout that does not divide is refused by validation, naming the configuration.
        const Problems p = applyCompareSpecs("h100-sxm:6:4", s, test::catalogue());
        QCOMPARE(p.size(), std::size_t(1));
        QCOMPARE(p[0].path, std::string("hardware.compare[0].count"));
    }
};

QTEST_APPLESS_MAIN(TestCompareScenario)
#include "tst_compare_scenario.moc"
