// Disaggregated prefill (docs/physics.md, "Disaggregated prefill"): the KV cache's transfer from
// the prefill pool to the decode GPUs, worked for Llama-3.1-70B with 4,096-token prompts on
// 8x H100 + 8x H100; the first-token time and the simulated percentiles include it; the pool's
// GPUs are paid for; bad pools are refused with the field and the allowed range.
#include "core/evaluation/disaggregated.h"
#include "core/evaluation/evaluate.h"
#include "core/files/results_json.h"
#include "core/files/validate.h"
#include "core/serving/serving_sim.h"
#include "test_support.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <QTest>

using namespace ridgeline;

namespace {

// The issue's acceptance case; `pool` is the hardware.prefill_pool member (or nothing) and
// `extra` more hardware fields.
std::string json70b(const std::string& pool, const std::string& serving = {},
                    const std::string& extra = {}) {
    return fmt::format(
        R"({{"ridgeline": 1, "model": {{"preset": "llama-3.1-70b"}},
             "hardware": {{"gpu": "h100-sxm", "count": 8{}{}}},
             "workload": {{"batch": 1, "prompt_tokens": 4096, "output_tokens": 256,
                          "tensor_parallel": 8, "engine": "vllm"{}}}}})",
        pool.empty() ? "" : ", \"prefill_pool\": " + pool, extra,
        serving.empty() ? "" : ", \"serving\": " + serving);
}

const std::string pool8 = R"({"gpu": "h100-sxm", "count": 8, "tensor_parallel": 8})";

std::string poisson(double rate, double cv = 0) {
    return fmt::format(R"({{"arrival": "poisson", "requests_per_s": {}, "requests": 400,
                           "seed": 7, "prompt_tokens_cv": {}, "output_tokens_cv": {}}})",
                       rate, cv, cv);
}

bool refused(const std::string& json, const std::string& field) {
    const Result<Scenario> r = parseScenario(json, test::catalogue());
    if (r)
        return false;
    for (const Problem& p : r.problems()) {
        const std::string line = describe(p);
        if (p.path == field && line.find("allowed") != std::string::npos &&
            line.find('\n') == std::string::npos)
            return true;
    }
    return false;
}

} // namespace

class TestDisaggregated : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The cache of one 4,096-token prompt: 2 x 80 layers x 8 KV heads x 128 x 2 bytes a token
    // = 327,680 bytes, 1,342,177,280 in all. Each of the 8 GPUs of a replica sends its slice
    // through its share of the server's eight 400 Gb/s InfiniBand NICs (50 GB/s x 0.9 = 45 GB/s),
    // 360 GB/s together: 3.728 ms, plus 2.5 us of latency.
    void transferArithmetic() {
        const Scenario s = test::scenario(json70b(pool8));
        const Results r = evaluate(s);
        QVERIFY(r.inference.prefillPool.has_value());
        const PrefillPoolFigures& p = *r.inference.prefillPool;
        QCOMPARE(p.kvBytesPerSequence, 1342177280.0);
        QCOMPARE(p.kvBytes, 1342177280.0);
        RL_COMPARE_REL(p.prefillGpuShareBytesPerS, 45e9, 1e-12);
        RL_COMPARE_REL(p.linkBytesPerS, 360e9, 1e-12);
        RL_COMPARE_REL(p.linkLatencyS, 2.5e-6, 1e-12);
        RL_COMPARE_REL(r.inference.kvTransferS, 1342177280.0 / 360e9 + 2.5e-6, 1e-12);
        QVERIFY(r.inference.kvTransferS > 0);
        QCOMPARE(r.inference.kvTransferS, p.kvTransferS);
        // The first token: the pool's prefill, the transfer, the decode GPUs' first step.
        QCOMPARE(r.inference.ttftS, p.prefill.seconds + p.kvTransferS + p.firstDecodeS);
        QVERIFY(p.firstDecodeS > 0);
        // The pool is the decode GPUs' twin: its prefill is the one they would run themselves.
        QCOMPARE(p.prefill.seconds, p.colocatedTtftS);
        const Results without = evaluate(test::scenario(json70b("")));
        QCOMPARE(without.inference.ttftS, p.colocatedTtftS);
        QCOMPARE(r.inference.ttftS - without.inference.ttftS, p.kvTransferS + p.firstDecodeS);
        QVERIFY(!without.inference.prefillPool);
        QCOMPARE(without.inference.kvTransferS, 0.0);
        // The ranges hold the figure; the latency adds the answer.
        QVERIFY(r.inference.ttftSRange.contains(r.inference.ttftS));
        RL_COMPARE_REL(r.inference.latencyS, r.inference.ttftS + 256 * r.inference.tpotS, 1e-12);
        const nlohmann::json j = resultsToJson(s, r);
        QCOMPARE(j["inference"]["kv_transfer_s"].get<double>(), r.inference.kvTransferS);
        QCOMPARE(j["inference"]["prefill"]["ttft_s"].get<double>(), r.inference.ttftS);
        QVERIFY(resultsToJson(s, without)["inference"]["kv_transfer_s"].is_null());
    }

    // A slower network: one 25 GbE NIC per decode server makes the decode side the narrow one.
    void slowNetworkLengthensTheTransfer() {
        const Results fast = evaluate(test::scenario(json70b(pool8)));
        const Results slow = evaluate(test::scenario(
            json70b(pool8, {}, R"(, "network": "ethernet-25g", "nics_per_node": 1)")));
        const double share = 25e9 / 8 * 0.75 / 8; // one NIC, 75 % achieved, 8 GPUs
        RL_COMPARE_REL(slow.inference.prefillPool->linkBytesPerS, 8 * share, 1e-12);
        RL_COMPARE_REL(slow.inference.kvTransferS, 1342177280.0 / (8 * share) + 20e-6, 1e-12);
        QVERIFY(slow.inference.ttftS > fast.inference.ttftS + 0.5);
    }

    // The pool's GPUs are bought, rented and powered too.
    void poolIsPaidFor() {
        const Results r = evaluate(test::scenario(json70b(pool8)));
        const Results without = evaluate(test::scenario(json70b("")));
        QCOMPARE(r.gpus, 16);
        QVERIFY(r.cost.capexUsd && without.cost.capexUsd);
        RL_COMPARE_REL(*r.cost.capexUsd, 2 * *without.cost.capexUsd, 1e-12);
        RL_COMPARE_REL(*r.cost.cloudUsdPerHour, 2 * *without.cost.cloudUsdPerHour, 1e-12);
        RL_COMPARE_REL(r.cost.powerUsdPerHour, 2 * without.cost.powerUsdPerHour, 1e-12);
    }

    // At a light load the simulated first token is the modelled one and the server's way in
    // and out: the pool's prefill, the transfer and one decode step, and vLLM's
    // request_latency_s; a slow network adds its transfer to every percentile.
    void simulationIncludesTheTransfer() {
        const Scenario s = test::scenario(json70b(pool8, poisson(0.05)));
        const Results r = evaluateWithServing(s);
        QVERIFY(r.serving && !r.serving->overloaded && r.serving->measured >= 950);
        const PrefillPoolFigures& p = *r.inference.prefillPool;
        const double way = s.engine.requestLatencyS;
        QVERIFY(way > 0);
        RL_COMPARE_REL(r.serving->ttftS.p50, r.inference.ttftS + way, 0.02);
        QVERIFY(r.serving->ttftS.p50 >= way + p.prefill.seconds + p.kvTransferS);
        const Results slow = evaluateWithServing(test::scenario(
            json70b(pool8, poisson(0.05), R"(, "network": "ethernet-25g", "nics_per_node": 1)")));
        const double extra = slow.inference.kvTransferS - r.inference.kvTransferS;
        QVERIFY(extra > 0.5);
        RL_COMPARE_REL(slow.serving->ttftS.p50 - r.serving->ttftS.p50, extra, 0.02);
        RL_COMPARE_REL(slow.serving->ttftS.p99 - r.serving->ttftS.p99, extra, 0.05);
        QVERIFY(slow.serving->ttftAtPercentileS > extra);
    }

    // Under load the decode GPUs never pause for a prompt: time per token stays near the lone
    // step where the same GPUs serving prompts themselves spread it; the same seed repeats.
    void decodeIsSteadier() {
        const std::string load = poisson(3, 0.3);
        const Results pooled = evaluateWithServing(test::scenario(json70b(pool8, load)));
        const Results colocated = evaluateWithServing(test::scenario(json70b("", load)));
        QVERIFY(pooled.serving->tpotS.p99 < 1.2 * pooled.inference.tpotS);
        QVERIFY(colocated.serving->tpotS.p99 > 1.5 * pooled.serving->tpotS.p99);
        const Results again = evaluateWithServing(test::scenario(json70b(pool8, load)));
        QCOMPARE(again.serving->ttftS, pooled.serving->ttftS);
        QCOMPARE(again.serving->tpotS, pooled.serving->tpotS);
        // A closed loop of a set concurrency waits a lone prompt's prefill and transfer.
        const Results closed = evaluateWithServing(test::scenario(json70b(
            pool8, R"({"arrival": "closed", "concurrency": 4, "requests": 100, "seed": 7})")));
        QCOMPARE(closed.serving->completed, 100);
        QVERIFY(closed.serving->ttftS.p50 >= pooled.inference.prefillPool->prefill.seconds);
    }

    void badPoolsAreRefused() {
        QVERIFY(refused(json70b(R"({"gpu": "h100-sxm", "count": 6, "tensor_parallel": 3})"),
                        "hardware.prefill_pool.tensor_parallel"));
        QVERIFY(
            refused(json70b(R"({"gpu": "h100-sxm", "count": 0})"), "hardware.prefill_pool.count"));
        QVERIFY(refused(json70b(R"({"gpu": "h100-sxm", "count": 6, "tensor_parallel": 4})"),
                        "hardware.prefill_pool.count"));
        QVERIFY(refused(json70b(R"({"gpu": "h100-sxm", "count": 2, "tensor_parallel": 4})"),
                        "hardware.prefill_pool.tensor_parallel"));
        QVERIFY(
            refused(json70b(R"({"gpu": "no-such-gpu", "count": 8})"), "hardware.prefill_pool.gpu"));
        QVERIFY(refused(json70b(R"({"gpu": "h100-sxm", "count": 8, "size": 8})"),
                        "hardware.prefill_pool.size"));
        // 141 GB of fp16 weights do not fit one 80 GB GPU: at least two a replica.
        const Result<Scenario> one = parseScenario(
            json70b(R"({"gpu": "h100-sxm", "count": 8, "tensor_parallel": 1})"), test::catalogue());
        QVERIFY(!one);
        const std::string line = describe(one.problems().front());
        QVERIFY2(line.find("hardware.prefill_pool.tensor_parallel") == 0 &&
                     line.find("allowed: at least 2") != std::string::npos,
                 line.c_str());
    }
};

QTEST_APPLESS_MAIN(TestDisaggregated)
#include "tst_disaggregated.moc"
