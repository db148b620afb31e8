// The whole bill (docs/physics.md "The whole bill"): owned hardware is bought and powered as
// whole servers, the catalogue's server price and draw without GPUs on top of the GPUs'; energy
// per token at the wall. Every expected figure below is worked from the catalogue's numbers.
#include "core/evaluation/evaluate.h"
#include "core/evaluation/server_bill.h"
#include "core/files/results_json.h"
#include "core/plan/plan_prices.h"
#include "test_support.h"

#include <QTest>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

using namespace ridgeline;

namespace {

constexpr double tolerance = 1e-9;

Scenario on(const char* gpu, int count, const char* economics = "{}") {
    return test::scenario(fmt::format(R"({{"model": {{"preset": "llama-2-7b"}},
        "hardware": {{"gpu": "{}", "count": {}}}, "economics": {}}})",
                                      gpu, count, economics));
}

} // namespace

class WholeBill : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void wholeServers_data();
    void wholeServers();
    void userServerFigureKeepsItsMeaning();
    void energyPerToken();
    void frontierShare();
    void resultKeys();
    void catalogueServersPriced();
    void badServerPrice();
    void oldScenarioLoads();
    void planPricesRoundToServers();
};

// GPUs, servers, capex = GPUs x GPU price + servers x server price, watts = GPUs x TDP +
// servers x server watts (catalogue: H100 SXM $30,000, 700 W, HGX server $100,000, 4,600 W;
// MI355X $25,000, 1,400 W, platform $110,000, 4,500 W; RTX 4090 $1,600, 450 W, an 8-card
// server $12,000, 1,200 W, a desktop for up to 2 cards $2,000, 200 W).
void WholeBill::wholeServers_data() {
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("servers");
    QTest::addColumn<double>("capex");
    QTest::addColumn<double>("watts");
    // 12 H100: 2 HGX servers. 12 x 30,000 + 2 x 100,000; 12 x 700 + 2 x 4,600.
    QTest::newRow("12 H100") << "h100-sxm" << 12 << 2.0 << 560000.0 << 17600.0;
    // 8 H100 fill one server exactly: 8 x 30,000 + 100,000; 8 x 700 + 4,600.
    QTest::newRow("8 H100") << "h100-sxm" << 8 << 1.0 << 340000.0 << 10200.0;
    // 6 MI355X: one 8-GPU platform. 6 x 25,000 + 110,000; 6 x 1,400 + 4,500.
    QTest::newRow("6 MI355X") << "mi355x" << 6 << 1.0 << 260000.0 << 12900.0;
    // 1 RTX 4090: a desktop. 1,600 + 2,000; 450 + 200.
    QTest::newRow("1 RTX 4090") << "rtx-4090" << 1 << 1.0 << 3600.0 << 650.0;
    // 3 RTX 4090 no longer fit a desktop: one 8-card server. 3 x 1,600 + 12,000; 3 x 450 +
    // 1,200.
    QTest::newRow("3 RTX 4090") << "rtx-4090" << 3 << 1.0 << 16800.0 << 2550.0;
}

void WholeBill::wholeServers() {
    QFETCH(QString, gpu);
    QFETCH(int, count);
    QFETCH(double, servers);
    QFETCH(double, capex);
    QFETCH(double, watts);
    const Scenario s = on(gpu.toUtf8().constData(), count);
    const CostFigures c = evaluate(s).cost;
    QCOMPARE(c.servers, servers);
    QVERIFY(c.capexUsd);
    RL_COMPARE_REL(*c.capexUsd, capex, tolerance);
    RL_COMPARE_REL(c.watts, watts, tolerance);
    // Power and cooling at the whole servers' draw: watts x PUE x $/kWh.
    const Scenario hot =
        on(gpu.toUtf8().constData(), count, R"({"pue": 1.5, "usd_per_kwh": 0.10})");
    RL_COMPARE_REL(evaluate(hot).cost.powerUsdPerHour, watts * 1.5 * 0.10 / 1000.0, tolerance);
}

// economics.server_overhead_usd above 0 is the user's figure for every server, network and
// chassis: it replaces the catalogue's server prices (as it stood beside the GPUs before), while
// the draw still counts the servers. 8 RTX 4090 with $20,000: 8 x 1,600 + 20,000 = 32,800;
// 8 x 450 + 1,200 = 4,800 W.
void WholeBill::userServerFigureKeepsItsMeaning() {
    const CostFigures c = evaluate(on("rtx-4090", 8, R"({"server_overhead_usd": 20000})")).cost;
    RL_COMPARE_REL(*c.capexUsd, 32800.0, tolerance);
    RL_COMPARE_REL(*c.serverUsd, 20000.0, tolerance);
    RL_COMPARE_REL(c.watts, 4800.0, tolerance);
    // Left at 0 (the default), the catalogue's server: 8 x 1,600 + 12,000 = 24,800.
    RL_COMPARE_REL(*evaluate(on("rtx-4090", 8)).cost.capexUsd, 24800.0, tolerance);
}

// The default scenario (Llama-2-7B fp16, batch 1, one RTX 4090 in a desktop) decodes about
// 58.5 tokens/s (README's sweep sample). At PUE 1.2 the wall draws 650 x 1.2 = 780 W, so a
// token costs 780 / 58.5 = 13.3 J and a megawatt carries 58.5 / 0.00078 = 75,000 tokens/s.
void WholeBill::energyPerToken() {
    const Scenario s = on("rtx-4090", 1, R"({"pue": 1.2})");
    const Results r = evaluate(s);
    const double tokensPerS = r.inference.tokensPerS;
    RL_COMPARE_REL(tokensPerS, 58.5, 0.01);
    QVERIFY(r.cost.joulesPerOutputToken && r.cost.tokensPerSPerMegawatt);
    RL_COMPARE_REL(*r.cost.joulesPerOutputToken, 780.0 / tokensPerS, tolerance);
    RL_COMPARE_REL(*r.cost.joulesPerOutputToken, 13.3, 0.01);
    RL_COMPARE_REL(*r.cost.tokensPerSPerMegawatt, tokensPerS / 780e-6, tolerance);
    RL_COMPARE_REL(*r.cost.tokensPerSPerMegawatt, 75000.0, 0.01);
    // Training has no output tokens: the keys are unset.
    const Results t = evaluate(test::scenario(
        R"({"model": {"preset": "llama-2-7b"}, "hardware": {"gpu": "h100-sxm", "count": 8},
            "workload": {"mode": "training", "sequence": 1024}})"));
    QVERIFY(!t.cost.joulesPerOutputToken && !t.cost.tokensPerSPerMegawatt);
    QCOMPARE(t.cost.servers, 1.0);
}

// A frontier point is per GPU: a layout of 2 H100 takes a quarter of an HGX server,
// 2 x 700 + 0.25 x 4,600 = 2,550 W, and pays a quarter of its $100,000.
void WholeBill::frontierShare() {
    const Gpu& h100 = *test::catalogue().gpu("h100-sxm");
    const ServerBill share = serverShare(h100, h100.server, 2);
    QCOMPARE(share.servers, 0.25);
    RL_COMPARE_REL(share.watts, 2550.0, tolerance);
    RL_COMPARE_REL(*share.usd, 25000.0, tolerance);
    const ServerBill whole = ridgeline::wholeServers(h100, h100.server, 2);
    QCOMPARE(whole.servers, 1.0);
    RL_COMPARE_REL(whole.watts, 6000.0, tolerance); // 2 x 700 + 4,600
    QCOMPARE(joulesPerToken(2550, 1.0, 0), 0.0);
    RL_COMPARE_REL(joulesPerToken(2550, 1.2, 1000), 3.06, tolerance);
    RL_COMPARE_REL(tokensPerSPerMegawatt(2550, 1.2, 1000), 1000 / 3060e-6, tolerance);
}

void WholeBill::resultKeys() {
    const Scenario s = on("h100-sxm", 12);
    const nlohmann::json j = resultsToJson(s, evaluate(s));
    const nlohmann::json& cost = j.at("cost");
    QCOMPARE(cost.at("servers").get<int>(), 2);
    QCOMPARE(cost.at("watts").get<double>(), 17600.0);
    QCOMPARE(cost.at("server_usd").get<double>(), 200000.0);
    QVERIFY(cost.at("joules_per_output_token").is_number());
    QVERIFY(cost.at("tokens_per_s_per_megawatt").is_number());
}

// Every catalogue GPU says what its server costs and draws without GPUs, with a source and a
// date; a source that is an estimate says so.
void WholeBill::catalogueServersPriced() {
    for (const Gpu& g : test::catalogue().gpus) {
        const ServerPrice& p = g.serverPrice;
        QVERIFY2(!p.source.empty() && p.date.size() >= 7, g.id.c_str());
        // Parts that are not sold (TPUs, Trainium2) have no server price, and say why.
        QVERIFY2(p.usd.has_value() || (!g.priceUsd && p.source.rfind("Not sold", 0) == 0),
                 g.id.c_str());
        QVERIFY2(p.usd.value_or(0) == 0 || p.watts > 0, g.id.c_str());
        QVERIFY2(p.desktopGpus <= g.server.gpusPerNode, g.id.c_str());
    }
    const Gpu& gb200 = *test::catalogue().gpu("gb200");
    QCOMPARE(gb200.server.gpusPerNode, 72);
    QVERIFY(gb200.serverPrice.source.starts_with("Estimate"));
}

void WholeBill::badServerPrice() {
    const Result<Scenario> r = parseScenario(
        R"({"hardware": {"gpu": {"base": "h100-sxm", "server": {"usd": -5}}}})", test::catalogue());
    QVERIFY(!r);
    bool named = false;
    for (const Problem& p : r.problems())
        named = named || (p.path == "hardware.gpu.server.usd" &&
                          describe(p).find("allowed") != std::string::npos);
    QVERIFY2(named, describe(r.problems().front()).c_str());
    // A user's own server price is taken.
    const Scenario own = test::scenario(
        R"({"hardware": {"gpu": {"base": "h100-sxm", "server": {"usd": 50000, "watts": 3000}},
            "count": 12}})");
    RL_COMPARE_REL(*evaluate(own).cost.capexUsd, 12 * 30000.0 + 2 * 50000.0, tolerance);
    RL_COMPARE_REL(evaluate(own).cost.watts, 12 * 700.0 + 2 * 3000.0, tolerance);
}

// A scenario written before the servers had prices still loads, with its own figures.
void WholeBill::oldScenarioLoads() {
    std::ifstream in(RIDGELINE_SOURCE_DIR "/resources/scenarios/8x-rtx-4090-cost-per-token."
                                          "ridgeline.json");
    std::stringstream text;
    text << in.rdbuf();
    const Result<Scenario> r = parseScenario(text.str(), test::catalogue());
    QVERIFY(r.ok());
    QCOMPARE(r.value().economics.serverOverheadUsd, 20000.0);
    const CostFigures c = evaluate(r.value()).cost;
    RL_COMPARE_REL(*c.capexUsd, 8 * 1600.0 + 20000.0, tolerance);
}

// A plan of 6 MI355X is priced as one 8-GPU platform and says which prices it used.
void WholeBill::planPricesRoundToServers() {
    Plan p;
    p.scenario = on("mi355x", 6);
    p.results = evaluate(p.scenario);
    const PlanPrices x = planPrices(p);
    QCOMPARE(x.servers, 1);
    QCOMPARE(x.gpusPerServer, 8);
    RL_COMPARE_REL(*x.serverUsd, 110000.0, tolerance);
    QVERIFY(!x.cloudUsdPerGpuHour);
    const std::string text = planPricesText(p);
    QVERIFY2(text.find("$25000 a GPU (catalogue, 2025-09)") != std::string::npos, text.c_str());
    QVERIFY2(text.find("1 server of 8 GPUs at $110000 each") != std::string::npos, text.c_str());
    QVERIFY2(text.find("no public rental rate") != std::string::npos, text.c_str());
    QVERIFY2(text.find("$0") == std::string::npos, text.c_str());
    const nlohmann::json j = planPricesJson(p);
    QCOMPARE(j.at("servers").get<int>(), 1);
    QVERIFY(j.at("cloud_usd_per_gpu_hour").is_null());
    // 12 H100: 2 servers, and the H100's rental rate with its date.
    Plan h;
    h.scenario = on("h100-sxm", 12);
    h.results = evaluate(h.scenario);
    QCOMPARE(planPrices(h).servers, 2);
    QVERIFY(planPricesText(h).find("rental $2.99 per GPU-hour (catalogue, 2026-05)") !=
            std::string::npos);
}

QTEST_APPLESS_MAIN(WholeBill)
#include "tst_whole_bill.moc"
