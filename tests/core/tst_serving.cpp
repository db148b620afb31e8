// The serving simulation (docs/physics.md, "Serving under load"): an iteration costs what the
// pass model says for its tokens, percentiles are ordered and repeatable, latency grows with the
// load, a load below capacity is carried, all-at-once is the offline maximum, a full KV cache
// preempts, and workload.serving reads, validates and writes back.
#include "core/evaluation/evaluate.h"
#include "core/files/results_json.h"
#include "core/files/scenario_io.h"
#include "core/physics/iteration_pass.h"
#include "core/serving/serving_capacity.h"
#include "core/serving/serving_sim.h"
#include "test_support.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>

using namespace ridgeline;

namespace {

// Llama-3.1-8B on one H100 under vLLM: 1,000-token prompts, 200-token answers.
std::string servingJson(const std::string& serving, const std::string& extra = {}) {
    return R"({"ridgeline": 1, "model": {"preset": "llama-3.1-8b"},
               "hardware": {"gpu": "h100-sxm", "count": 1},
               "workload": {"prompt_tokens": 1000, "output_tokens": 200, "engine": "vllm")" +
           extra + R"(, "serving": )" + serving + "}}";
}

ServingFigures simulate(const std::string& serving, const std::string& extra = {}) {
    const Scenario s = test::scenario(servingJson(serving, extra));
    const Results r = evaluateWithServing(s);
    if (!r.serving)
        qFatal("no serving figures");
    return *r.serving;
}

std::string poisson(double rate, int requests = 2000, double cv = 0.5) {
    return fmt::format(R"({{"arrival": "poisson", "requests_per_s": {}, "requests": {},
                           "seed": 3, "prompt_tokens_cv": {}, "output_tokens_cv": {}}})",
                       rate, requests, cv, cv);
}

const std::string offline =
    R"({"arrival": "closed", "concurrency": "max", "requests": 2000, "seed": 3,
        "prompt_tokens_cv": 0.5, "output_tokens_cv": 0.5})";

bool ordered(const Percentiles& p) {
    return p.p50 <= p.p90 && p.p90 <= p.p95 && p.p95 <= p.p99 && p.p50 > 0;
}

} // namespace

class TestServing : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A decode-only iteration is decodeStep(); a prefill-only one is prefillPass(), with tensor
    // parallelism, a mixture of experts and eager attention alike.
    void iterationIsThePassModel_data() {
        QTest::addColumn<QString>("json");
        QTest::newRow("8b h100 vllm") << QString::fromStdString(servingJson(offline));
        QTest::newRow("70b tp4 trt") << QStringLiteral(
            R"({"model": {"preset": "llama-3.1-70b"}, "hardware": {"gpu": "h100-sxm",
                "count": 4}, "workload": {"tensor_parallel": 4, "engine": "tensorrt-llm"}})");
        QTest::newRow("mixtral llama.cpp") << QStringLiteral(
            R"({"model": {"preset": "mixtral-8x7b"}, "hardware": {"gpu": "a100-sxm-80gb"},
                "workload": {"weight_format": "q4_k_m", "engine": "llama.cpp"}})");
    }
    void iterationIsThePassModel() {
        QFETCH(QString, json);
        const Scenario s = test::scenario(json.toStdString());
        const PassInputs in = passInputs(s, effectiveParams(s.model));
        const IterationModel m = iterationModel(in);
        for (double batch : {1.0, 8.0, 64.0}) {
            for (double context : {100.0, 2000.0}) {
                const StepCost want = decodeStep(in, batch, context);
                const StepCost got =
                    iterationCost(m, {batch, batch * cachedLayerTokens(in.arch, context), {}});
                RL_COMPARE_REL(got.seconds, want.seconds, 1e-9);
                RL_COMPARE_REL(got.flops, want.flops, 1e-9);
                RL_COMPARE_REL(got.bytes, want.bytes, 1e-9);
            }
        }
        for (double batch : {1.0, 4.0}) {
            for (double prompt : {128.0, 3000.0}) {
                const StepCost want = prefillPass(in, batch, prompt);
                const std::vector<PromptChunk> chunks(std::size_t(batch), {0, prompt, true});
                const StepCost got = iterationCost(m, {0, 0, chunks});
                RL_COMPARE_REL(got.seconds, want.seconds, 1e-9);
                RL_COMPARE_REL(got.flops, want.flops, 1e-9);
                RL_COMPARE_REL(got.bytes, want.bytes, 1e-9);
            }
        }
    }

    // A chunk after others costs more than the same tokens at the start (it reads the cache
    // before it and attends over it); decode tokens riding along add less than a decode step.
    void mixedIterationAddsUp() {
        const Scenario s = test::scenario(servingJson(offline));
        const IterationModel m = iterationModel(passInputs(s, effectiveParams(s.model)));
        const std::vector<PromptChunk> first{{0, 2048, false}}, later{{4096, 2048, true}};
        const double a = iterationCost(m, {0, 0, first}).seconds;
        const double b = iterationCost(m, {0, 0, later}).seconds;
        QVERIFY(b > a);
        const double layerTokens = 64 * cachedLayerTokens(s.model.arch, 1200);
        const double mixed = iterationCost(m, {64, layerTokens, first}).seconds;
        const double decode = iterationCost(m, {64, layerTokens, {}}).seconds;
        QVERIFY(mixed > a);
        QVERIFY(mixed < a + decode);
    }

    void percentilesOrdered_data() {
        QTest::addColumn<QString>("serving");
        QTest::newRow("light") << QString::fromStdString(poisson(2));
        QTest::newRow("heavy") << QString::fromStdString(poisson(20));
        QTest::newRow("offline") << QString::fromStdString(offline);
        QTest::newRow("closed 16") << QStringLiteral(
            R"({"arrival": "closed", "concurrency": 16, "requests": 500, "output_tokens_cv": 1})");
    }
    void percentilesOrdered() {
        QFETCH(QString, serving);
        const ServingFigures f = simulate(serving.toStdString());
        QVERIFY(f.completed > 0);
        QVERIFY(ordered(f.ttftS));
        QVERIFY(ordered(f.tpotS));
        QVERIFY(ordered(f.latencyS));
        QVERIFY(f.latencyS.p50 >= f.ttftS.p50);
        QVERIFY(f.kvUtilization > 0 && f.kvUtilization <= 1);
        QVERIFY(f.meanBatch >= 1);
    }

    void sameSeedSameNumbers() {
        const ServingFigures a = simulate(poisson(10));
        const ServingFigures b = simulate(poisson(10));
        QCOMPARE(a.ttftS, b.ttftS);
        QCOMPARE(a.tpotS, b.tpotS);
        QCOMPARE(a.latencyS, b.latencyS);
        QCOMPARE(a.requestsPerS, b.requestsPerS);
        QCOMPARE(a.meanBatch, b.meanBatch);
        QCOMPARE(a.iterations, b.iterations);
        std::string other = poisson(10);
        other.replace(other.find("\"seed\": 3"), 9, "\"seed\": 4");
        QVERIFY(simulate(other).latencyS.p99 != a.latencyS.p99);
    }

    // From a fifth of capacity to beyond it: waits, first tokens and whole answers take longer.
    void latencyGrowsWithLoad() {
        const double capacity = simulate(offline).requestsPerS;
        QVERIFY(capacity > 1);
        ServingFigures previous = simulate(poisson(0.2 * capacity));
        for (double share : {0.5, 0.8, 0.95, 1.5}) {
            const ServingFigures f = simulate(poisson(share * capacity));
            QVERIFY2(f.latencyS.p99 > previous.latencyS.p99, qPrintable(QString::number(share)));
            QVERIFY(f.latencyS.mean > previous.latencyS.mean);
            QVERIFY(f.ttftS.p99 >= previous.ttftS.p99);
            QVERIFY(f.meanBatch > previous.meanBatch);
            previous = f;
        }
    }

    // The way through the engine's server is a delay, not GPU work (docs/physics.md, "The
    // request's way in and out"): every first token and latency come that much later, the
    // tokens after it as fast; a closed loop's clients wait it out (fewer requests a second),
    // a Poisson load below capacity is carried as before.
    void requestLatencyIsADelayNotWork_data() {
        QTest::addColumn<QString>("serving");
        QTest::addColumn<bool>("closed");
        QTest::newRow("closed loop of 4")
            << QStringLiteral(
                   R"({"arrival": "closed", "concurrency": 4, "requests": 40, "seed": 3})")
            << true;
        QTest::newRow("Poisson 5/s") << QString::fromStdString(poisson(5)) << false;
    }
    void requestLatencyIsADelayNotWork() {
        QFETCH(QString, serving);
        QFETCH(bool, closed);
        Scenario s = test::scenario(servingJson(serving.toStdString()));
        s.engine.requestLatencyS = 0;
        const ServingFigures base = *evaluateWithServing(s).serving;
        s.engine.requestLatencyS = 0.25;
        const ServingFigures late = *evaluateWithServing(s).serving;
        QCOMPARE(late.completed, base.completed);
        QVERIFY(std::fabs(late.ttftS.mean - base.ttftS.mean - 0.25) < 1e-6);
        QVERIFY(std::fabs(late.ttftS.p99 - base.ttftS.p99 - 0.25) < 1e-6);
        QVERIFY(std::fabs(late.tpotS.mean / base.tpotS.mean - 1) < 1e-9);
        if (closed)
            QVERIFY(late.requestsPerS < base.requestsPerS * 0.99);
        else
            QVERIFY(std::fabs(late.requestsPerS / base.requestsPerS - 1) < 1e-9);
    }

    void belowCapacityCarriesTheLoad_data() {
        QTest::addColumn<double>("share");
        QTest::newRow("20 %") << 0.2;
        QTest::newRow("50 %") << 0.5;
        QTest::newRow("80 %") << 0.8;
    }
    void belowCapacityCarriesTheLoad() {
        QFETCH(double, share);
        const double rate = share * simulate(offline).requestsPerS;
        const ServingFigures f = simulate(poisson(rate));
        QVERIFY(!f.overloaded);
        QVERIFY(f.measured >= 1900); // at least the load's 2,000 arrive in the window, about
        RL_COMPARE_REL(f.requestsPerS, rate, 0.05);
    }

    // All requests at once is the most the GPUs carry: an overload of Poisson arrivals is said,
    // comes close to it and never beats it, and a closed loop of as many in flight is the same
    // run.
    void allAtOnceIsTheOfflineMaximum() {
        const ServingFigures max = simulate(offline);
        const ServingFigures same =
            simulate(R"({"arrival": "closed", "concurrency": 2000, "requests": 2000, "seed": 3,
                         "prompt_tokens_cv": 0.5, "output_tokens_cv": 0.5})");
        QCOMPARE(same.requestsPerS, max.requestsPerS);
        const ServingFigures overload = simulate(poisson(20 * max.requestsPerS));
        QVERIFY(overload.overloaded);
        // What the saturated iterations sustain (the whole run's makespan also holds its drain).
        // A Poisson overload carries less: its sequences are at every age, not in step, and the
        // window holds the batch filling up; a fifth less at most.
        const double top =
            max.saturatedOutputTokensPerS / (max.outputTokensPerS / max.requestsPerS);
        QVERIFY(top > max.requestsPerS);
        QVERIFY(overload.requestsPerS <= top * 1.01);
        QVERIFY(overload.requestsPerS >= top * 0.75);
        const ServingFigures few =
            simulate(R"({"arrival": "closed", "concurrency": 8, "requests": 400, "seed": 3})");
        QVERIFY(few.requestsPerS < 0.5 * max.requestsPerS);
        QVERIFY(max.meanBatch > 100);
    }

    // A 70B model on two H100s leaves little room for the cache: long answers all at once run
    // it out, and the newest requests are preempted; with short answers nothing is.
    void fullCachePreempts() {
        const std::string model =
            R"({"ridgeline": 1, "model": {"preset": "llama-3.1-70b"},
                "hardware": {"gpu": "h100-sxm", "count": 2},
                "workload": {"tensor_parallel": 2, "engine": "vllm", "prompt_tokens": 2000, )";
        const Results longAnswers = evaluateWithServing(test::scenario(
            model +
            R"("output_tokens": 4000, "serving": {"arrival": "closed", "requests": 300}}})"));
        QVERIFY(longAnswers.serving->preemptions > 0);
        QVERIFY(longAnswers.serving->kvUtilization > 0.8);
        QCOMPARE(longAnswers.serving->completed, 300);
        const Results shortAnswers = evaluateWithServing(test::scenario(
            model + R"("output_tokens": 20, "serving": {"arrival": "closed", "requests": 300,
                       "concurrency": 16}}})"));
        QCOMPARE(shortAnswers.serving->preemptions, std::int64_t(0));
    }

    // TensorRT-LLM's default policy never evicts: it admits a request only when the cache holds
    // its prompt and whole answer. The long answers above then run without a preemption, at
    // most the cache's tokens over one request's 6,000 in flight (vLLM admits more and preempts).
    void wholeRequestAdmissionNeverPreempts() {
        const std::string model =
            R"({"ridgeline": 1, "model": {"preset": "llama-3.1-70b"},
                "hardware": {"gpu": "h100-sxm", "count": 2},
                "workload": {"tensor_parallel": 2, "prompt_tokens": 2000, "output_tokens": 4000,
                             "serving": {"arrival": "closed", "requests": 300}, "engine": )";
        const ServingFigures trt =
            *evaluateWithServing(test::scenario(model + R"("tensorrt-llm"}})")).serving;
        const ServingFigures vllm =
            *evaluateWithServing(test::scenario(model + R"("vllm"}})")).serving;
        QVERIFY(trt.scheduler.reservesWholeRequest);
        QVERIFY(!vllm.scheduler.reservesWholeRequest);
        QCOMPARE(trt.preemptions, std::int64_t(0));
        QCOMPARE(trt.completed, 300);
        const double fitWhole = double(trt.kvBlocks * trt.kvBlockTokens) / 6000.0;
        QVERIFY2(trt.meanBatch <= fitWhole,
                 qPrintable(QStringLiteral("%1 > %2").arg(trt.meanBatch).arg(fitWhole)));
        QVERIFY(vllm.preemptions > 0);
        QVERIFY(vllm.meanBatch > fitWhole);
    }

    // The reservation holds to the request's end, through the iterations the simulation skips
    // over in one stride too: Llama-3.3-70B on one H200 at 2,048/2,048 tokens at the offline
    // maximum (`capacity` without limits; trtllm-bench's row B057) never preempts (41 of 2,000
    // requests were, while a stride gave reserved blocks back).
    void wholeRequestReservationHoldsToTheEnd() {
        const Scenario s = test::scenario(
            R"({"model": {"preset": "llama-3.3-70b"}, "hardware": {"gpu": "h200-sxm"},
                "workload": {"prompt_tokens": 2048, "output_tokens": 2048,
                             "weight_format": "fp8", "kv_format": "fp8", "compute_format": "fp8",
                             "engine": "tensorrt-llm", "serving": {"arrival": "poisson",
                             "requests_per_s": 1, "requests": 2000, "seed": 1}}})");
        const ServingFigures f = servingCapacity(s, CapacityLimits{}, false).serving;
        QVERIFY(f.completed > 0);
        QCOMPARE(f.preemptions, std::int64_t(0));
        QVERIFY(f.kvUtilization <= 1.0);
    }

    // Engines without continuous batching serve static batches of workload.batch.
    void staticBatches() {
        const Scenario s = test::scenario(
            R"({"model": {"preset": "llama-2-7b"}, "hardware": {"gpu": "rtx-4090"},
                "workload": {"engine": "hf-transformers", "batch": 8, "serving":
                {"arrival": "closed", "requests": 64}}})");
        const Results r = evaluateWithServing(s);
        QVERIFY(!r.serving->scheduler.continuousBatching);
        QCOMPARE(r.serving->scheduler.maxNumSeqs, 8);
        QCOMPARE(r.serving->completed, 64);
        QVERIFY(r.serving->meanBatch <= 8.0 + 1e-9);
        // Eight static batches of eight: each a prefill (the first token) and 127 decode steps.
        QCOMPARE(r.serving->iterations, std::int64_t(8 * (1 + 127)));
        QCOMPARE(r.serving->preemptions, std::int64_t(0));
    }

    // Replicas share the arrivals: two GPUs carry twice the offline rate of one, less a little:
    // each replica's 1,000 requests end in a drain (the batch thins out as the longest answers
    // finish) that is twice as large a share of its run as the one replica's of 2,000 (5 %).
    void replicasShareTheLoad() {
        const ServingFigures one = simulate(offline);
        const Scenario two = test::scenario(
            R"({"model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm", "count": 2},
                "workload": {"prompt_tokens": 1000, "output_tokens": 200, "engine": "vllm",
                "serving": )" +
            offline + "}}");
        const ServingFigures f = *evaluateWithServing(two).serving;
        QCOMPARE(f.replicas, 2);
        QVERIFY(f.requestsPerS < 2 * one.requestsPerS);
        RL_COMPARE_REL(f.requestsPerS, 2 * one.requestsPerS, 0.08);
    }

    void noServingWithoutTheField() {
        const Scenario s = test::scenario(R"({"model": {"preset": "llama-2-7b"}})");
        const Results r = evaluateWithServing(s);
        QVERIFY(!r.serving);
        QVERIFY(resultsToJson(s, r)["serving"].is_null());
        const Scenario withLoad = test::scenario(servingJson(poisson(1, 50)));
        QVERIFY(!evaluate(withLoad).serving);
        const nlohmann::json j = resultsToJson(withLoad, evaluateWithServing(withLoad));
        for (const char* key : {"ttft_s", "tpot_s", "latency_s"})
            for (const char* p : {"mean", "p50", "p90", "p95", "p99"})
                QVERIFY2(j["serving"][key][p].is_number(), key);
        for (const char* key : {"requests_per_s", "output_tokens_per_s", "mean_batch",
                                "kv_utilization", "preemptions"})
            QVERIFY2(j["serving"][key].is_number(), key);
    }

    void invalidFieldsAreNamed_data() {
        QTest::addColumn<QString>("serving");
        QTest::addColumn<QString>("path");
        QTest::newRow("no requests") << R"({"requests": 0})"
                                     << "workload.serving.requests";
        QTest::newRow("too many") << R"({"requests": 1000000})"
                                  << "workload.serving.requests";
        QTest::newRow("fraction") << R"({"requests": 10.5})"
                                  << "workload.serving.requests";
        QTest::newRow("zero rate") << R"({"requests_per_s": 0})"
                                   << "workload.serving.requests_per_s";
        QTest::newRow("rate text") << R"({"requests_per_s": "fast"})"
                                   << "workload.serving.requests_per_s";
        QTest::newRow("arrival") << R"({"arrival": "burst"})"
                                 << "workload.serving.arrival";
        QTest::newRow("poisson concurrency") << R"({"concurrency": 4})"
                                             << "workload.serving.concurrency";
        QTest::newRow("closed rate") << R"({"arrival": "closed", "requests_per_s": 4})"
                                     << "workload.serving.requests_per_s";
        QTest::newRow("concurrency word") << R"({"arrival": "closed", "concurrency": "all"})"
                                          << "workload.serving.concurrency";
        QTest::newRow("concurrency 0") << R"({"arrival": "closed", "concurrency": 0})"
                                       << "workload.serving.concurrency";
        QTest::newRow("negative cv") << R"({"prompt_tokens_cv": -1})"
                                     << "workload.serving.prompt_tokens_cv";
        QTest::newRow("seed") << R"({"seed": -2})"
                              << "workload.serving.seed";
        QTest::newRow("seqs") << R"({"scheduler": {"max_num_seqs": 0}})"
                              << "workload.serving.scheduler.max_num_seqs";
        QTest::newRow("tokens") << R"({"scheduler": {"max_num_batched_tokens": 1e9}})"
                                << "workload.serving.scheduler.max_num_batched_tokens";
        QTest::newRow("chunked") << R"({"scheduler": {"chunked_prefill": 1}})"
                                 << "workload.serving.scheduler.chunked_prefill";
        QTest::newRow("unknown") << R"({"rate": 3})"
                                 << "workload.serving.rate";
        QTest::newRow("not object") << R"(5)"
                                    << "workload.serving";
    }
    void invalidFieldsAreNamed() {
        QFETCH(QString, serving);
        QFETCH(QString, path);
        const Result<Scenario> r =
            parseScenario(servingJson(serving.toStdString()), test::catalogue());
        QVERIFY(!r);
        bool named = false;
        for (const Problem& p : r.problems())
            named = named || (p.path == path.toStdString() &&
                              p.message.find("allowed") != std::string::npos);
        QVERIFY2(named, qPrintable(QString::fromStdString(describe(r.problems().front()))));
    }

    void roundTrip_data() {
        QTest::addColumn<QString>("serving");
        QTest::newRow("defaults") << QStringLiteral("{}");
        QTest::newRow("poisson") << QString::fromStdString(poisson(12.5, 300, 0.7));
        QTest::newRow("closed max") << QString::fromStdString(offline);
        QTest::newRow("closed 32 scheduler") << QStringLiteral(
            R"({"arrival": "closed", "concurrency": 32, "seed": 9007199254740991,
                "scheduler": {"max_num_seqs": 64, "max_num_batched_tokens": 2048,
                "chunked_prefill": false}})");
    }
    void roundTrip() {
        QFETCH(QString, serving);
        const Scenario s = test::scenario(servingJson(serving.toStdString()));
        QVERIFY(s.workload.serving);
        const std::string text = serializeScenario(s, test::catalogue());
        const Scenario back = test::scenario(text);
        QVERIFY(back == s);
        QCOMPARE(serializeScenario(back, test::catalogue()), text);
    }

    // The scheduler follows the engine unless the load says otherwise.
    void schedulerDefaults() {
        const Scenario vllm = test::scenario(servingJson("{}"));
        const SchedulerInForce v = servingScheduler(vllm, *vllm.workload.serving);
        QCOMPARE(v.maxNumSeqs, 256);
        QCOMPARE(v.maxNumBatchedTokens, std::int64_t(8192));
        QVERIFY(v.chunkedPrefill && v.continuousBatching);
        const Scenario own = test::scenario(
            servingJson(R"({"scheduler": {"max_num_seqs": 32, "chunked_prefill": false}})"));
        const SchedulerInForce o = servingScheduler(own, *own.workload.serving);
        QCOMPARE(o.maxNumSeqs, 32);
        QVERIFY(!o.chunkedPrefill);
        const ServingFigures f = simulate(R"({"arrival": "closed", "requests": 200,
            "scheduler": {"max_num_seqs": 32, "chunked_prefill": false}})");
        QVERIFY(f.meanBatch <= 32.0 + 1e-9);
        QCOMPARE(f.completed, 200);
    }
};

QTEST_APPLESS_MAIN(TestServing)
#include "tst_serving.moc"
