// The planner searches what a buyer would: engines only with the weight formats and layouts they
// run, fp8 compute where the GPU has it, the true fewest GPUs of a training run at any max_gpus,
// and plans ranked by cost whether the simulation or the estimate sized them (issue 31).
#include "core/catalogue/engine_formats.h"
#include "core/evaluation/evaluate.h"
#include "core/files/validate.h"
#include "core/plan/plan.h"
#include "core/plan/plan_json.h"
#include "test_support.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <algorithm>

using namespace ridgeline;

namespace {

Problems problemsOf(const std::string& json) {
    const Result<Scenario> r = parseScenario(json, test::catalogue());
    return r ? Problems{} : r.problems();
}

QByteArray label(const Plan& p) {
    return QByteArray::fromStdString(p.scenario.name + " TP " +
                                     std::to_string(p.scenario.workload.tensorParallel) + " " +
                                     p.scenario.workload.weightFormat.name);
}

// Every plan pairs its engine only with what the engine runs.
void expectRunsWhatItRuns(const PlanResult& r) {
    for (const Plan& p : r.plans) {
        const Workload& w = p.scenario.workload;
        QVERIFY2(runsFormat(p.scenario.engine, w.weightFormat.name), label(p).constData());
        QVERIFY2(runsTensorParallel(p.scenario.engine, w.tensorParallel), label(p).constData());
        QVERIFY2(validate(p.scenario).empty(), label(p).constData());
    }
}

} // namespace

class TestPlanSearch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // llama.cpp has no fp8 GGUF type and ExLlamaV2 none either; both split a replica over at
    // most 4 GPUs of one machine. The catalogue says so with a source, and every format it
    // names is one a scenario can name.
    void enginesDeclareFormatsAndLayouts() {
        const Catalogue& cat = test::catalogue();
        for (const char* id : {"llama.cpp", "exllamav2"}) {
            const EngineProfile& e = *cat.engine(id);
            QVERIFY(!runsFormat(e, "fp8"));
            QVERIFY(runsFormat(e, "fp16"));
            QCOMPARE(e.maxTensorParallel.value_or(0), 4);
        }
        QVERIFY(runsFormat(*cat.engine("llama.cpp"), "q4_k_m"));
        QVERIFY(!runsFormat(*cat.engine("exllamav2"), "q4_k_m"));
        QVERIFY(runsFormat(*cat.engine("exllamav2"), "gptq-4bit"));
        for (const char* id : {"vllm", "sglang", "tensorrt-llm"}) {
            QVERIFY(runsFormat(*cat.engine(id), "fp8"));
            QVERIFY(runsFormat(*cat.engine(id), "nvfp4"));
            QVERIFY(!runsFormat(*cat.engine(id), "q4_k_m"));
            QVERIFY(!cat.engine(id)->maxTensorParallel);
        }
        // "generic" is no engine in particular: every format, any width.
        QVERIFY(cat.engine("generic")->weightFormats.empty());
        QVERIFY(runsFormat(*cat.engine("generic"), "q6_k"));
        for (const EngineProfile& e : cat.engines) {
            QVERIFY2(!e.formatsSource.empty(), e.id.c_str());
            for (const std::string& f : e.weightFormats)
                QVERIFY2(formatFromName(f).has_value(), (e.id + " " + f).c_str());
        }
    }

    // A scenario that pairs an engine with a format or width it does not run is refused, with
    // the engine, the format and what it runs in the message; a user's own bits are taken.
    void scenariosAreRefusedOutsideTheEngine() {
        const Problems fp8 = problemsOf(R"({"hardware": {"gpu": "rtx-3090"},
            "workload": {"engine": "llama.cpp", "weight_format": "fp8"}})");
        QCOMPARE(fp8.size(), std::size_t(1));
        QCOMPARE(fp8[0].code, ProblemCode::engineNotForFormat);
        QCOMPARE(fp8[0].path, std::string("workload.weight_format"));
        QCOMPARE(fp8[0].value, std::string("fp8"));
        QCOMPARE(fp8[0].args, std::vector<std::string>{"llama.cpp"});
        QCOMPARE(fp8[0].message,
                 std::string("\"llama.cpp\" does not run fp8 weights (allowed with it: fp32, "
                             "fp16, bf16, q8_0, q6_k, q5_k_m, q4_k_m, q4_0, mxfp4)"));
        QCOMPARE(problemCodeName(fp8[0].code), std::string_view("engine_not_for_format"));

        const Problems tp8 = problemsOf(R"({"hardware": {"gpu": "rtx-3090", "count": 8,
            "compare": [{"gpu": "rtx-4090", "count": 2, "tensor_parallel": 2}]},
            "workload": {"engine": "exllamav2", "tensor_parallel": 8}})");
        QCOMPARE(tp8.size(), std::size_t(1));
        QCOMPARE(tp8[0].code, ProblemCode::engineNotForLayout);
        QCOMPARE(tp8[0].path, std::string("workload.tensor_parallel"));
        QCOMPARE(tp8[0].allowed, std::string("1..4"));
        QCOMPARE(tp8[0].args, (std::vector<std::string>{"exllamav2", "4"}));
        const Problems compared = problemsOf(R"({"hardware": {"gpu": "rtx-3090", "count": 2,
            "compare": [{"gpu": "rtx-4090", "count": 8, "tensor_parallel": 8}]},
            "workload": {"engine": "llama.cpp", "tensor_parallel": 2}})");
        QCOMPARE(compared.size(), std::size_t(1));
        QCOMPARE(compared[0].path, std::string("hardware.compare[0].tensor_parallel"));

        QVERIFY(problemsOf(R"({"hardware": {"gpu": "rtx-3090", "count": 4},
            "workload": {"engine": "llama.cpp", "weight_format": "q4_k_m",
                         "tensor_parallel": 4}})")
                    .empty());
        QVERIFY(problemsOf(R"({"workload": {"engine": "exllamav2",
            "weight_format": {"bits": 4.65}}})")
                    .empty());
        QVERIFY(problemsOf(R"({"hardware": {"gpu": "h100-sxm", "count": 8},
            "workload": {"engine": "vllm", "weight_format": "fp8", "tensor_parallel": 8}})")
                    .empty());
    }

    // A user catalogue's lists are read like the built-in one's, and refused when they name
    // what is not a format or a width.
    void userCataloguesDeclareTheirOwn() {
        const char* good = R"({"catalogue": "user", "version": 1, "engines": [{"id": "mine",
            "name": "Mine", "weight_formats": ["fp16", "q8_0"], "max_tensor_parallel": 2,
            "formats_source": "our own build, 2026-11"}]})";
        const Result<Catalogue> cat = withUserCatalogue(test::catalogue(), good, "user.json");
        QVERIFY(cat.ok());
        const EngineProfile& mine = *cat->engine("mine");
        QCOMPARE(mine.weightFormats, (std::vector<std::string>{"fp16", "q8_0"}));
        QCOMPARE(mine.maxTensorParallel.value_or(0), 2);
        nlohmann::json written;
        engineFormatsToJson(mine, written);
        QCOMPARE(written["max_tensor_parallel"].get<int>(), 2);
        QCOMPARE(written["weight_formats"].size(), std::size_t(2));
        const char* bad = R"({"catalogue": "user", "version": 1, "engines": [{"id": "mine",
            "name": "Mine", "weight_formats": ["fp16", "fp7"], "max_tensor_parallel": 0}]})";
        const Result<Catalogue> refused = withUserCatalogue(test::catalogue(), bad, "user.json");
        QVERIFY(!refused.ok());
        QCOMPARE(refused.problems().size(), std::size_t(2));
        QVERIFY(refused.problems()[0].path.ends_with("weight_formats[1]"));
        QVERIFY(refused.problems()[1].path.ends_with("max_tensor_parallel"));
    }

    // Issue 31's case: Llama 70B on RTX 3090s proposed llama.cpp and ExLlamaV2 with fp8 weights
    // at TP 8. Now llama.cpp serves its GGUF formats at TP 4 at most, and nothing pairs outside.
    void rtx3090PlansRunWhatTheEngineRuns() {
        const Scenario s = test::scenario(R"({"model": {"preset": "llama-3.1-70b"},
            "requirements": {"requests_per_s": 1, "prompt_tokens": 1000, "output_tokens": 200,
                             "latency_s": 30, "gpus": ["rtx-3090"],
                             "formats": ["fp16", "fp8", "q4_k_m", "gptq-4bit"]}})");
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        expectRunsWhatItRuns(r);
        const bool llamaCpp = std::any_of(r.plans.begin(), r.plans.end(), [](const Plan& p) {
            return p.scenario.engine.id == "llama.cpp";
        });
        QVERIFY(llamaCpp);
        // A KV cache is kept in a cache format the engine has, never in a weight quantisation.
        for (const Plan& p : r.plans) {
            const std::string& kv = p.scenario.workload.kvFormat.name;
            QVERIFY2(kv == "fp16" || (kv == "fp8" && p.scenario.engine.id != "llama.cpp"),
                     (label(p) + " KV " + QByteArray::fromStdString(kv)).constData());
        }
    }

    // The cache formats are plain numbers and llama.cpp's q8_0 / q4_0; a list of weight
    // quantisations only leaves the cache in fp16.
    void kvFormatsAreCacheFormats() {
        QVERIFY(isKvFormat("fp16") && isKvFormat("fp8") && isKvFormat("q8_0"));
        QVERIFY(!isKvFormat("gptq-4bit") && !isKvFormat("q4_k_m") && !isKvFormat("mxfp4"));
        const Scenario s = test::scenario(R"({"model": {"preset": "llama-3.1-8b"},
            "requirements": {"requests_per_s": 1, "prompt_tokens": 1000, "output_tokens": 200,
                             "latency_s": 30, "gpus": ["rtx-4090"], "formats": ["q4_k_m"]}})");
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        for (const Plan& p : r.plans) {
            QCOMPARE(p.scenario.workload.weightFormat.name, std::string("q4_k_m"));
            QCOMPARE(p.scenario.workload.kvFormat.name, std::string("fp16"));
        }
    }

    // DeepSeek-V3 in 16-bit needs 1.3 TB: on GB200s ExLlamaV2 at its widest (4 x 186 GB) does
    // not hold it, so no ExLlamaV2 plan is proposed; lift the limit and TP 8 or 16 would be.
    void noExllamaAtTp16ForDeepSeek() {
        const char* json = R"({"model": {"preset": "deepseek-v3"},
            "workload": {"prompt_tokens": 1000, "output_tokens": 200},
            "requirements": {"requests_per_s": 1, "gpus": ["gb200"], "max_gpus": 72,
                             "engines": ["exllamav2"], "pricing": "owned"}})";
        const PlanResult r = plan(test::scenario(json), test::catalogue());
        QVERIFY(r.plans.empty());
        QCOMPARE(r.rejected[std::size_t(RejectReason::doesNotFit)], r.rejectedTotal());
        Catalogue unlimited = test::catalogue();
        for (EngineProfile& e : unlimited.engines)
            if (e.id == "exllamav2")
                e.maxTensorParallel.reset();
        const PlanResult wide = plan(parseScenario(json, unlimited).value(), unlimited);
        QVERIFY(!wide.plans.empty());
        QVERIFY(wide.plans.front().scenario.workload.tensorParallel >= 8);
    }

    // fp8 weights compute in fp8 where the GPU has the rate, fp4 formats in fp4; elsewhere the
    // scenario's compute format.
    void computeFormatFollowsTheWeights_data() {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("weights");
        QTest::addColumn<QString>("requested");
        QTest::addColumn<QString>("compute");
        QTest::newRow("H100 fp8") << "h100-sxm"
                                  << "fp8"
                                  << "bf16"
                                  << "fp8";
        QTest::newRow("A100 fp8: no fp8 rate") << "a100-sxm-80gb"
                                               << "fp8"
                                               << "bf16"
                                               << "bf16";
        QTest::newRow("B200 nvfp4") << "b200"
                                    << "nvfp4"
                                    << "bf16"
                                    << "fp4";
        QTest::newRow("H100 nvfp4: no fp4 rate") << "h100-sxm"
                                                 << "nvfp4"
                                                 << "bf16"
                                                 << "bf16";
        QTest::newRow("H100 fp16") << "h100-sxm"
                                   << "fp16"
                                   << "bf16"
                                   << "bf16";
        QTest::newRow("H100 q4_k_m") << "h100-sxm"
                                     << "q4_k_m"
                                     << "fp16"
                                     << "fp16";
        QTest::newRow("narrower asked") << "b200"
                                        << "fp8"
                                        << "fp4"
                                        << "fp4";
    }
    void computeFormatFollowsTheWeights() {
        QFETCH(QString, gpu);
        QFETCH(QString, weights);
        QFETCH(QString, requested);
        QFETCH(QString, compute);
        const ComputeType got = detail::computeFormatFor(
            *test::catalogue().gpu(gpu.toStdString()), *formatFromName(weights.toStdString()),
            *computeTypeFromName(requested.toStdString()));
        QCOMPARE(QString::fromLatin1(computeTypeName(got)), compute);
    }

    // Llama 3.3 70B at 20 requests/s on H100s with fp8 weights: the plan computes in fp8 and
    // needs fewer GPUs than the best plan where the H100 has no fp8 rate (bf16 compute); the
    // JSON and the plan's scenario say so.
    void fp8ComputeIsFoundWithoutBeingSet() {
        const char* json = R"({"model": {"preset": "llama-3.3-70b"},
            "requirements": {"requests_per_s": 20, "prompt_tokens": 1000, "output_tokens": 200,
                             "ttft_s": 2, "tpot_s": 0.05, "gpus": ["h100-sxm"],
                             "formats": ["fp8"], "engines": ["vllm"]}})";
        const Scenario s = test::scenario(json);
        QCOMPARE(s.workload.computeFormat, ComputeType::bf16);
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        QCOMPARE(r.plans.front().scenario.workload.computeFormat, ComputeType::fp8);
        const nlohmann::json j = planResultToJson(r, test::catalogue(), 1);
        QCOMPARE(j["plans"][0]["compute_format"].get<std::string>(), std::string("fp8"));

        Catalogue noFp8 = test::catalogue();
        for (Gpu& g : noFp8.gpus)
            if (g.id == "h100-sxm")
                g.flops[std::size_t(ComputeType::fp8)] = 0;
        const PlanResult bf16 = plan(parseScenario(json, noFp8).value(), noFp8);
        QVERIFY(!bf16.plans.empty());
        QCOMPARE(bf16.plans.front().scenario.workload.computeFormat, ComputeType::bf16);
        QVERIFY2(r.plans.front().gpus() < bf16.plans.front().gpus(),
                 qPrintable(QStringLiteral("fp8 compute %1 GPUs, bf16 %2")
                                .arg(r.plans.front().gpus())
                                .arg(bf16.plans.front().gpus())));
        QVERIFY(r.plans.front().cost < bf16.plans.front().cost);
    }

    // Issue 31's case: a 70B LoRA fine-tune of 2e9 tokens in 3 days with max_gpus 20. Data
    // parallel used to double up to the widest power of two under the cap (TP 2: 1, 2, 4, 8
    // replicas, 16 GPUs) and found no A100 plan; 20 A100s (TP 2 x DP 10) finish in 2.7 days.
    void trainingReachesMaxGpus() {
        const Scenario s = test::scenario(R"({"model": {"preset": "llama-3.1-70b"},
            "workload": {"mode": "training", "lora_fraction": 0.01},
            "requirements": {"tokens": 2e9, "deadline_s": 259200, "max_gpus": 20,
                             "gpus": ["a100-sxm-80gb"]}})");
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        const Plan& first = r.plans.front();
        QCOMPARE(first.scenario.hardware.count, 20);
        QVERIFY(first.results.training.timeS <= 259200);
        RL_COMPARE_REL(first.results.training.timeS / 86400.0, 2.70, 0.02);
        QCOMPARE(first.scenario.workload.tensorParallel, 2);
        // 16 GPUs, the last doubling, miss the deadline; 18 meet it by a hair (3.0 days) and
        // cost no less: the run's GPU-hours are the same, so the search keeps the cheaper 20.
        Scenario at = first.scenario;
        at.hardware.count = 16;
        QVERIFY(evaluate(at).training.timeS > 259200);
        at.hardware.count = 18;
        const Results eighteen = evaluate(at);
        RL_COMPARE_REL(eighteen.training.timeS / 86400.0, 3.0, 0.001);
        QVERIFY(*eighteen.cost.trainingCloudUsd >= first.cost);
    }

    // Plans rank by cost whether the simulation or the estimate sized them: one RTX 4090 with
    // layers offloaded to host memory (the estimate's plan) is cheaper than two or four cards
    // the simulation sized, and comes first.
    void rankedByCostSimulatedOrNot() {
        const Scenario s = test::scenario(R"({"model": {"preset": "llama-2-70b"},
            "workload": {"prompt_tokens": 512, "output_tokens": 128},
            "requirements": {"requests_per_s": 0.005, "gpus": ["rtx-4090"],
                             "engines": ["llama.cpp"], "formats": ["q4_k_m"], "max_gpus": 4,
                             "pricing": "owned", "allow_offload": true}})");
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(r.plans.size() >= 2);
        QVERIFY(r.plans.front().estimateOnly);
        QVERIFY(!r.plans.front().load->simulated);
        QVERIFY(r.plans[1].load->simulated);
        QVERIFY(r.plans.front().cost < r.plans[1].cost);
        for (std::size_t i = 1; i < r.plans.size(); ++i)
            QVERIFY(r.plans[i - 1].cost <= r.plans[i].cost);
        QCOMPARE(r.plans.front().whyData.rank, PlanRank::cheapest);
    }
};

QTEST_APPLESS_MAIN(TestPlanSearch)
#include "tst_plan_search.moc"
