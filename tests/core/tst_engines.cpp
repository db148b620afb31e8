// Engines as they are: what each profile does (serve, train) and on which GPU vendors it runs,
// read and written, checked in scenarios, and kept by the planner.
#include "core/base/text_file.h"
#include "core/calibration/calibrate.h"
#include "core/evaluation/evaluate.h"
#include "core/files/validate.h"
#include "core/plan/plan.h"
#include "core/serving/serving_capacity.h"
#include "test_support.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <algorithm>
#include <filesystem>
#include <set>

using namespace ridgeline;

namespace {

const std::string examples = RIDGELINE_SOURCE_DIR "/resources/scenarios/";

Scenario exampleScenario(const std::string& file) {
    const Result<std::string> text = readTextFile(examples + file, 1 << 24);
    if (!text)
        qFatal("cannot read %s", file.c_str());
    return test::scenario(*text);
}

Problems problemsOf(const std::string& json) {
    const Result<Scenario> r = parseScenario(json, test::catalogue());
    return r ? Problems{} : r.problems();
}

Problems catalogueProblems(const std::string& json) {
    const Result<Catalogue> r = withUserCatalogue(test::catalogue(), json, "user.json");
    return r ? Problems{} : r.problems();
}

bool mentions(const Problems& problems, const std::string& path, const std::string& text) {
    return std::any_of(problems.begin(), problems.end(), [&](const Problem& p) {
        return p.path == path && p.message.find(text) != std::string::npos;
    });
}

} // namespace

class TestEngines : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void profilesSayWhatTheyDo_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("serves");
        QTest::addColumn<bool>("trains");
        QTest::addColumn<QString>("vendors");
        QTest::newRow("generic") << "generic" << true << true
                                 << "nvidia,amd,intel,google,aws,apple,cpu";
        QTest::newRow("llama.cpp") << "llama.cpp" << true << false << "nvidia,amd,intel,apple,cpu";
        QTest::newRow("exllamav2") << "exllamav2" << true << false << "nvidia,amd";
        QTest::newRow("vllm") << "vllm" << true << false << "nvidia";
        QTest::newRow("sglang") << "sglang" << true << false << "nvidia,amd";
        QTest::newRow("vllm-rocm") << "vllm-rocm" << true << false << "amd";
        QTest::newRow("vllm-tpu") << "vllm-tpu" << true << false << "google";
        QTest::newRow("vllm-gaudi") << "vllm-gaudi" << true << false << "intel";
        QTest::newRow("vllm-xpu") << "vllm-xpu" << true << false << "intel";
        QTest::newRow("tensorrt-llm") << "tensorrt-llm" << true << false << "nvidia";
        QTest::newRow("hf-transformers") << "hf-transformers" << true << true << "nvidia,amd,intel";
        QTest::newRow("llm-foundry") << "llm-foundry" << false << true << "nvidia,amd";
        QTest::newRow("hf-compiled")
            << "hf-transformers-compiled" << true << false << "nvidia,amd,intel";
    }
    void profilesSayWhatTheyDo() {
        QFETCH(QString, id);
        QFETCH(bool, serves);
        QFETCH(bool, trains);
        QFETCH(QString, vendors);
        const EngineProfile* e = test::catalogue().engine(id.toStdString());
        QVERIFY(e);
        QCOMPARE(e->serves, serves);
        QCOMPARE(e->trains, trains);
        QStringList names;
        for (Vendor v : e->vendors)
            names << QString::fromLatin1(vendorName(v).data(), qsizetype(vendorName(v).size()));
        QCOMPARE(names.join(QLatin1Char(',')), vendors);
        QVERIFY(!e->source.empty());
        QVERIFY(!e->date.empty());
    }

    // The built-in files state every field: no profile or GPU relies on a reader's default.
    void builtinEntriesStateThem() {
        const Result<std::string> engines =
            readTextFile(RIDGELINE_SOURCE_DIR "/resources/catalogue/engines.json", 1 << 24);
        QVERIFY(engines.ok());
        // Held in a variable: a range-for over parse(...)["engines"] reads a destroyed temporary.
        const nlohmann::json engineDoc = nlohmann::json::parse(*engines);
        for (const auto& e : engineDoc["engines"])
            for (const char* key : {"serves", "trains", "vendors", "source", "date"})
                QVERIFY2(e.contains(key), (e["id"].get<std::string>() + " " + key).c_str());
        const Result<std::string> gpus =
            readTextFile(RIDGELINE_SOURCE_DIR "/resources/catalogue/gpus.json", 1 << 24);
        QVERIFY(gpus.ok());
        const nlohmann::json gpuDoc = nlohmann::json::parse(*gpus);
        for (const auto& g : gpuDoc["gpus"])
            QVERIFY2(g.contains("vendor"), g["id"].get<std::string>().c_str());
        QCOMPARE(test::catalogue().gpu("mi300x")->vendor, Vendor::amd);
        QCOMPARE(test::catalogue().gpu("h100-sxm")->vendor, Vendor::nvidia);
    }

    void userEntriesAreChecked() {
        // A GPU without a vendor takes its base's, else nvidia; any letter case is read.
        const Result<Catalogue> c = withUserCatalogue(test::catalogue(), R"({"gpus": [
            {"id": "mi-mine", "base": "mi300x", "price_usd": 9000},
            {"id": "plain", "name": "Plain", "memory_gib": 24, "bandwidth_bytes_per_s": 1e12,
             "flops": {"bf16": 1e14}},
            {"id": "arc", "name": "Arc", "vendor": "Intel", "memory_gib": 24,
             "bandwidth_bytes_per_s": 1e12, "flops": {"bf16": 1e14}}],
            "engines": [{"id": "mine", "name": "Mine"}]})",
                                                      "user.json");
        QVERIFY(c.ok());
        QCOMPARE(c->gpu("mi-mine")->vendor, Vendor::amd);
        QCOMPARE(c->gpu("plain")->vendor, Vendor::nvidia);
        QCOMPARE(c->gpu("arc")->vendor, Vendor::intel);
        // A profile that states nothing serves, trains and runs everywhere.
        QVERIFY(c->engine("mine")->serves && c->engine("mine")->trains);
        QCOMPARE(c->engine("mine")->vendors.size(), allVendors.size());

        const std::string allowed = "(allowed: nvidia, amd, intel, google, aws, apple, cpu)";
        QVERIFY(mentions(catalogueProblems(R"({"gpus": [{"id": "x", "base": "l4",
            "vendor": "Matrox"}]})"),
                         "user.json.gpus[0].vendor", "unknown vendor \"Matrox\" " + allowed));
        QVERIFY(mentions(catalogueProblems(R"({"engines": [{"id": "x", "vendors": []}]})"),
                         "user.json.engines[0].vendors", "non-empty list of vendors " + allowed));
        QVERIFY(
            mentions(catalogueProblems(R"({"engines": [{"id": "x", "vendors": ["amd", "rocm"]}]})"),
                     "user.json.engines[0].vendors[1]", "unknown vendor \"rocm\" " + allowed));
        QVERIFY(
            mentions(catalogueProblems(R"({"engines": [{"id": "x", "vendors": ["amd", "AMD"]}]})"),
                     "user.json.engines[0].vendors[1]", "listed twice"));
        QVERIFY(mentions(catalogueProblems(R"({"engines": [{"id": "x", "serves": "yes"}]})"),
                         "user.json.engines[0].serves", "allowed"));
        QVERIFY(mentions(catalogueProblems(R"({"engines": [{"id": "x", "serves": false,
            "trains": false}]})"),
                         "user.json.engines[0].trains", "must serve or train"));
    }

    // Written as a catalogue entry and read back, a profile is the same profile.
    void profilesRoundTrip_data() {
        QTest::addColumn<QString>("id");
        for (const EngineProfile& e : test::catalogue().engines)
            QTest::newRow(e.id.c_str()) << QString::fromStdString(e.id);
    }
    void profilesRoundTrip() {
        QFETCH(QString, id);
        const EngineProfile& e = *test::catalogue().engine(id.toStdString());
        const std::string text = nlohmann::json{{"engines", {engineProfileToJson(e)}}}.dump();
        const Result<Catalogue> back = withUserCatalogue(Catalogue{}, text, "back.json");
        QVERIFY(back.ok());
        QCOMPARE(*back->engine(e.id), e);
    }

    // ROCm's GEMM ceiling applies on AMD GPUs only; a memory-type variant still applies.
    void vendorVariants_data() {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<double>("etaC");
        QTest::addColumn<double>("etaM");
        QTest::newRow("sglang h100") << "sglang"
                                     << "h100-sxm" << 0.6 << 0.8;
        QTest::newRow("sglang mi300x") << "sglang"
                                       << "mi300x" << 0.48 << 0.8;
        QTest::newRow("vllm-rocm mi300x") << "vllm-rocm"
                                          << "mi300x" << 0.48 << 0.8;
        QTest::newRow("generic mi300x") << "generic"
                                        << "mi300x" << 0.48 << 0.8;
        QTest::newRow("generic h100") << "generic"
                                      << "h100-sxm" << 0.6 << 0.8;
        QTest::newRow("llama.cpp mi300x") << "llama.cpp"
                                          << "mi300x" << 0.48 << 0.54;
        QTest::newRow("llama.cpp rtx-4090") << "llama.cpp"
                                            << "rtx-4090" << 0.64 << 0.86;
        QTest::newRow("exllamav2 mi300x") << "exllamav2"
                                          << "mi300x" << 0.48 << 0.82;
    }
    void vendorVariants() {
        QFETCH(QString, engine);
        QFETCH(QString, gpu);
        QFETCH(double, etaC);
        QFETCH(double, etaM);
        const Gpu& g = *test::catalogue().gpu(gpu.toStdString());
        const EngineProfile& e = *test::catalogue().engine(engine.toStdString());
        QCOMPARE(efficiencyFor(e, g.vendor, g.memoryType).compute, etaC);
        QCOMPARE(efficiencyFor(e, g.vendor, g.memoryType).memory, etaM);
        const Scenario s =
            test::scenario(R"({"hardware": {"gpu": ")" + gpu.toStdString() +
                           R"("}, "workload": {"engine": ")" + engine.toStdString() + R"("}})");
        QCOMPARE(effectiveEfficiency(s).compute, etaC);
    }

    // vllm-rocm's eta_c was fitted to the MI300X FP8 serving rows (tools/CALIBRATION.md): the
    // serving simulation still carries what they measured, offline and under their p99 limits.
    void vllmRocmCarriesTheMi300xRows_data() {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<bool>("limits");
        QTest::addColumn<double>("measured");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("S001 1 GPU offline") << 1 << false << 3062.72 << 0.05;
        QTest::newRow("S002 1 GPU server") << 1 << true << 2520.27 << 0.15;
        QTest::newRow("S003 8 GPUs offline") << 8 << false << 23514.8 << 0.05;
        QTest::newRow("S004 8 GPUs server") << 8 << true << 21028.23 << 0.15;
    }
    void vllmRocmCarriesTheMi300xRows() {
        QFETCH(int, gpus);
        QFETCH(bool, limits);
        QFETCH(double, measured);
        QFETCH(double, tolerance);
        const Scenario s = test::scenario(
            R"({"model": {"preset": "llama-2-70b"}, "hardware": {"gpu": "mi300x", "count": )" +
            std::to_string(gpus) +
            R"(}, "workload": {"prompt_tokens": 300, "output_tokens": 293, "weight_format": "fp8",
                "kv_format": "fp8", "compute_format": "fp8", "engine": "vllm-rocm",
                "tensor_parallel": 1, "serving": {"arrival": "poisson", "requests_per_s": 1,
                "requests": )" +
            std::to_string(2000 * gpus) +
            R"(, "seed": 1, "prompt_tokens_cv": 0.5, "output_tokens_cv": 0.5}}})");
        if (!limits) { // Offline: every request queued at once
            RL_COMPARE_REL(offlineMaximum(s, *s.workload.serving, 99).outputTokensPerS, measured,
                           tolerance);
            return;
        }
        CapacityLimits l;
        l.ttftS = 2.0;
        l.tpotS = 0.2;
        const Capacity c = servingCapacity(s, l, false);
        RL_COMPARE_REL(c.outputTokensPerS, measured, tolerance);
    }

    void scenariosPairOnlyWhatRuns() {
        const Problems vllmOnAmd = problemsOf(R"({"hardware": {"gpu": "mi300x"},
            "workload": {"engine": "vllm"}})");
        QCOMPARE(vllmOnAmd.size(), std::size_t(1));
        QCOMPARE(vllmOnAmd[0].path, std::string("workload.engine"));
        QCOMPARE(vllmOnAmd[0].code, ProblemCode::engineNotForGpu);
        QCOMPARE(vllmOnAmd[0].message,
                 std::string("\"vllm\" does not run on mi300x (amd) (allowed: an engine that "
                             "runs on amd, or GPUs by nvidia)"));
        // A compared configuration counts too.
        const Problems compared = problemsOf(R"({"hardware": {"gpu": "h100-sxm", "count": 2,
            "compare": [{"gpu": "mi300x"}]}, "workload": {"engine": "tensorrt-llm"}})");
        QCOMPARE(compared.size(), std::size_t(1));
        QCOMPARE(compared[0].code, ProblemCode::engineNotForGpu);
        const Problems foundry = problemsOf(R"({"workload": {"engine": "llm-foundry"}})");
        QCOMPARE(foundry.size(), std::size_t(1));
        QCOMPARE(foundry[0].message, std::string("\"llm-foundry\" does not serve (allowed: an "
                                                 "engine that serves)"));
        QCOMPARE(foundry[0].code, ProblemCode::engineNotForMode);
        const Problems vllmTrains =
            problemsOf(R"({"workload": {"mode": "training", "engine": "vllm"}})");
        QCOMPARE(vllmTrains.size(), std::size_t(1));
        QCOMPARE(vllmTrains[0].path, std::string("workload.engine"));
        QCOMPARE(vllmTrains[0].code, ProblemCode::engineNotForMode);
        // Allowed pairs stay valid.
        QVERIFY(problemsOf(R"({"hardware": {"gpu": "mi300x"},
            "workload": {"engine": "vllm-rocm"}})")
                    .empty());
        QVERIFY(problemsOf(R"({"hardware": {"gpu": "h100-sxm", "compare": [{"gpu": "mi300x"}]},
            "workload": {"engine": "sglang"}})")
                    .empty());
        QVERIFY(
            problemsOf(R"({"workload": {"mode": "training", "engine": "llm-foundry"}})").empty());
    }

    // Gaudi is Intel's but runs its own software: the part's engine list narrows its vendor's
    // (no llama.cpp), in scenarios and in plans; every listed id is an engine.
    void gaudiRunsOnlyItsOwnStack() {
        const Problems llamaOnGaudi = problemsOf(R"({"hardware": {"gpu": "gaudi3"},
            "workload": {"engine": "llama.cpp"}})");
        QCOMPARE(llamaOnGaudi.size(), std::size_t(1));
        QCOMPARE(llamaOnGaudi[0].code, ProblemCode::engineNotForGpu);
        QVERIFY(problemsOf(R"({"hardware": {"gpu": "gaudi3"},
            "workload": {"engine": "hf-transformers"}})")
                    .empty());
        // The Arc card takes llama.cpp (SYCL) as Intel's vendor rule says.
        QVERIFY(problemsOf(R"({"hardware": {"gpu": "arc-pro-b60"},
            "workload": {"engine": "llama.cpp"}})")
                    .empty());
        // Intel's two vLLM builds each keep to their own parts: the Gaudi plugin on Gaudi, the
        // XPU build on the Arc card; vLLM's TPU backend on Google's TPUs only.
        QVERIFY(problemsOf(R"({"hardware": {"gpu": "gaudi2"},
            "workload": {"engine": "vllm-gaudi"}})")
                    .empty());
        QCOMPARE(problemsOf(R"({"hardware": {"gpu": "arc-pro-b60"},
            "workload": {"engine": "vllm-gaudi"}})")[0]
                     .code,
                 ProblemCode::engineNotForGpu);
        QCOMPARE(problemsOf(R"({"hardware": {"gpu": "gaudi3"},
            "workload": {"engine": "vllm-xpu"}})")[0]
                     .code,
                 ProblemCode::engineNotForGpu);
        QVERIFY(problemsOf(R"({"hardware": {"gpu": "tpu-v7"},
            "workload": {"engine": "vllm-tpu"}})")
                    .empty());
        QVERIFY(!problemsOf(R"({"hardware": {"gpu": "trainium2"},
            "workload": {"engine": "vllm-tpu"}})")
                     .empty());
        for (const Gpu& g : test::catalogue().gpus)
            for (const std::string& id : g.engines)
                QVERIFY2(test::catalogue().engine(id) != nullptr, (g.id + " " + id).c_str());
        const Scenario s = test::scenario(R"({"model": {"preset": "llama-3.1-8b"},
            "workload": {"prompt_tokens": 500, "output_tokens": 100},
            "requirements": {"requests_per_s": 1, "gpus": ["gaudi2", "gaudi3", "arc-pro-b60",
                             "apple-m3-ultra", "apple-m4-max"], "max_gpus": 8,
                             "pricing": "owned"}})");
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        std::set<std::string> pairs;
        for (const Plan& p : r.plans) {
            QVERIFY2(runsOn(p.scenario.engine, p.scenario.hardware.gpu), p.scenario.name.c_str());
            QVERIFY2(validate(p.scenario).empty(), p.scenario.name.c_str());
            pairs.insert(p.scenario.hardware.gpu.id + " " + p.scenario.workload.engine);
        }
        QVERIFY(pairs.count("gaudi3 llama.cpp") == 0 && pairs.count("gaudi2 llama.cpp") == 0);
        QVERIFY(pairs.count("apple-m3-ultra hf-transformers") == 0);
        // The Mac Studio alone: llama.cpp (Metal) serves there, the CUDA libraries do not.
        Scenario mac = s;
        mac.requirements->gpus = {"apple-m3-ultra"};
        std::set<std::string> onMac;
        for (const Plan& p : plan(mac, test::catalogue()).plans)
            onMac.insert(p.scenario.workload.engine);
        QVERIFY(onMac.count("llama.cpp") == 1);
        QVERIFY(onMac.count("hf-transformers") == 0 && onMac.count("vllm") == 0);
    }

    // Every example scenario is still valid.
    void examplesStayValid() {
        int n = 0;
        for (const auto& f : std::filesystem::directory_iterator(examples)) {
            const Scenario s = exampleScenario(f.path().filename().string());
            QVERIFY2(validate(s).empty(), f.path().c_str());
            ++n;
        }
        QVERIFY(n >= 11);
    }

    // The default serving search: no engine on a vendor it does not run on, no training
    // library; AMD plans (the MI355X and MI3xx, whichever the whole-server prices list) only on
    // AMD serving software.
    void defaultSearchPairsOnlyWhatRuns() {
        const Scenario s =
            exampleScenario("llama-3.1-70b-plan-1000-requests-per-minute.ridgeline.json");
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        // Hundreds met the limits by the estimate; the plans listed are those the simulation
        // sized.
        QVERIFY(r.rejected[std::size_t(RejectReason::notSimulated)] > 100);
        std::set<std::string> onAmd, onIntel;
        for (const Plan& p : r.plans) {
            const Gpu& gpu = p.scenario.hardware.gpu;
            QVERIFY2(runsOn(p.scenario.engine, gpu), p.scenario.name.c_str());
            QVERIFY(p.scenario.engine.serves);
            QVERIFY(p.scenario.workload.engine != "llm-foundry");
            QVERIFY2(validate(p.scenario).empty(), p.scenario.name.c_str());
            if (gpu.vendor == Vendor::amd)
                onAmd.insert(p.scenario.workload.engine);
            if (gpu.vendor == Vendor::intel)
                onIntel.insert(p.scenario.workload.engine);
            if (p.scenario.workload.engine == "vllm-rocm")
                QCOMPARE(gpu.vendor, Vendor::amd);
        }
        const std::set<std::string> amdServing = {"vllm-rocm",       "sglang",
                                                  "llama.cpp",       "exllamav2",
                                                  "hf-transformers", "hf-transformers-compiled",
                                                  "generic"};
        // Gaudi 3 serves through vllm-gaudi's continuous batching, which puts it among the
        // cheapest here (its list price); AMD plans, when any are listed, run AMD software.
        QVERIFY(onIntel.count("vllm-gaudi") == 1);
        for (const std::string& id : onIntel)
            QVERIFY2(id == "vllm-gaudi" || id == "generic" || id.rfind("hf-transformers", 0) == 0,
                     id.c_str());
        for (const std::string& id : onAmd)
            QVERIFY2(amdServing.count(id) == 1, id.c_str());
    }

    // Naming engines in the requirements cannot bring a wrong pair back.
    void namedEnginesKeepTheRules() {
        const Scenario s = test::scenario(R"({"model": {"preset": "llama-3.1-8b"},
            "workload": {"prompt_tokens": 500, "output_tokens": 100},
            "requirements": {"requests_per_s": 2, "gpus": ["mi300x", "h100-sxm"],
                             "engines": ["vllm", "tensorrt-llm", "vllm-rocm", "llm-foundry"],
                             "formats": ["fp16"], "max_gpus": 8}})");
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        std::set<std::string> pairs;
        for (const Plan& p : r.plans)
            pairs.insert(p.scenario.hardware.gpu.id + " " + p.scenario.workload.engine);
        for (const std::string& pair : pairs)
            QVERIFY2(pair == "mi300x vllm-rocm" || pair == "h100-sxm vllm" ||
                         pair == "h100-sxm tensorrt-llm",
                     pair.c_str());
        QVERIFY(pairs.count("mi300x vllm-rocm") == 1);

        Scenario foundryOnly = s;
        foundryOnly.requirements->engines = {"llm-foundry"};
        const Problems none = planProblems(foundryOnly, test::catalogue());
        QCOMPARE(none.size(), std::size_t(1));
        QCOMPARE(none[0].path, std::string("requirements.engines"));

        // ExLlamaV2 runs no fp8: a search of it in fp8 alone would search nothing.
        Scenario exl2Fp8 = s;
        exl2Fp8.requirements->engines = {"exllamav2"};
        exl2Fp8.requirements->formats = {"fp8"};
        const Problems noFormat = planProblems(exl2Fp8, test::catalogue());
        QCOMPARE(noFormat.size(), std::size_t(1));
        QCOMPARE(noFormat[0].path, std::string("requirements.formats"));
        QCOMPARE(noFormat[0].code, ProblemCode::planNoFormat);
        QCOMPARE(noFormat[0].value, std::string("fp8"));
        QCOMPARE(noFormat[0].allowed, std::string("fp16, bf16, gptq-4bit"));
        exl2Fp8.requirements->formats = {"fp8", "fp16"};
        QVERIFY(planProblems(exl2Fp8, test::catalogue()).empty());
    }

    // Training plans use only software that trains, on the vendors it runs on.
    void trainingPlansUseTrainingEngines() {
        const Scenario s = test::scenario(R"({"model": {"preset": "llama-2-7b"},
            "workload": {"mode": "training", "sequence": 2048, "global_batch": 256,
                         "engine": "hf-transformers"},
            "requirements": {"tokens": 1e9, "deadline_s": 604800, "max_gpus": 16,
                             "gpus": ["h100-sxm", "mi300x", "a100-sxm-80gb"],
                             "engines": ["hf-transformers", "llm-foundry", "vllm", "generic",
                                         "tensorrt-llm"]}})");
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        std::set<std::string> engines;
        for (const Plan& p : r.plans) {
            QVERIFY(p.scenario.engine.trains);
            QVERIFY(runsOn(p.scenario.engine, p.scenario.hardware.gpu.vendor));
            engines.insert(p.scenario.workload.engine);
        }
        for (const std::string& id : engines)
            QVERIFY2(id == "hf-transformers" || id == "llm-foundry" || id == "generic", id.c_str());
    }
};

QTEST_GUILESS_MAIN(TestEngines)
#include "tst_engines.moc"
