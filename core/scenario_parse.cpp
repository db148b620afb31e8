// Reading a scenario file: every field checked for type and range, unknown fields refused,
// catalogue ids resolved, and cross-field rules (GPU counts against parallelism) enforced.
#include "core/catalogue_entries.h"
#include "core/cluster_io.h"
#include "core/json_reader.h"
#include "core/scenario_io.h"
#include "core/scenario_names.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace ridgeline {

namespace {

using detail::ObjectReader;

constexpr std::int64_t maxTokens = std::int64_t(1) << 24;
constexpr std::int64_t maxGpus = std::int64_t(1) << 20;

std::optional<Format> readFormat(ObjectReader& r, std::string_view key) {
    const nlohmann::json* v = r.member(key);
    if (!v)
        return std::nullopt;
    if (v->is_string()) {
        if (auto f = formatFromName(v->get<std::string>()))
            return f;
        r.problem(key, fmt::format("unknown format \"{}\" (allowed: {})", v->get<std::string>(),
                                   knownFormatNames()));
        return std::nullopt;
    }
    if (v->is_object()) {
        ObjectReader f(*v, r.pathOf(key), r.problems());
        const std::optional<double> bits = f.number("bits", 1, 32);
        if (!bits && !f.has("bits"))
            f.problem("bits", "is required (allowed: 1..32)");
        f.finish();
        if (bits)
            return Format{"custom", *bits};
        return std::nullopt;
    }
    r.problem(key, fmt::format("must be a format name or {{\"bits\": n}} (allowed: {})",
                               knownFormatNames()));
    return std::nullopt;
}

void readModel(ObjectReader& r, const Catalogue& cat, Scenario& s) {
    ModelSpec& m = s.model;
    const std::optional<std::string> preset = r.string("preset");
    m.params = r.number("params", 1e6, 1e14);
    m.gqa = r.boolean("gqa", false);
    if (preset) {
        if (const ModelPreset* p = cat.model(*preset)) {
            m.preset = p->id;
            m.arch = p->arch;
        } else {
            r.problem("preset",
                      fmt::format("unknown model \"{}\" (allowed: {})", *preset, cat.modelIds()));
        }
    } else if (m.params) {
        m.arch = llamaShapeFor(*m.params, m.gqa);
    } else if (r.has("layers") || r.has("hidden") || r.has("heads")) {
        for (std::string_view key : {"layers", "hidden", "heads", "ffn", "vocab"}) {
            if (!r.has(key))
                r.problem(key, "is required for an explicit architecture (allowed: a whole "
                               "number, or give \"preset\" or \"params\")");
        }
    } else {
        m.preset = "llama-2-7b";
        if (const ModelPreset* p = cat.model(m.preset))
            m.arch = p->arch;
    }
    const bool explicitShape = !preset && !m.params;
    detail::readArchitectureFields(r, m.arch);
    if (explicitShape && !r.has("kv_heads"))
        m.arch.kvHeads = m.arch.heads;
    if (explicitShape && !r.has("head_dim"))
        m.arch.headDim = std::max(1, m.arch.hidden / m.arch.heads);
    detail::checkArchitecture(m.arch, r.path(), r.problems());
    r.finish();
}

void readHardware(ObjectReader& r, const Catalogue& cat, Scenario& s) {
    HardwareSpec& h = s.hardware;
    const nlohmann::json* gpu = r.member("gpu");
    if (!gpu) {
        h.catalogueId = "rtx-4090";
    } else if (gpu->is_string()) {
        h.catalogueId = gpu->get<std::string>();
    } else if (gpu->is_object()) {
        ObjectReader g(*gpu, r.pathOf("gpu"), r.problems());
        bool complete = true;
        if (auto base = g.string("base")) {
            if (const Gpu* found = cat.gpu(*base)) {
                h.gpu = *found;
                h.catalogueId = found->id;
                complete = false;
            } else {
                g.problem("base",
                          fmt::format("unknown GPU \"{}\" (allowed: {})", *base, cat.gpuIds()));
            }
        }
        if (auto id = g.string("id"))
            h.gpu.id = *id;
        else if (complete)
            h.gpu.id = "custom";
        detail::readGpuFields(g, h.gpu, complete);
        g.finish();
    } else {
        r.problem("gpu", fmt::format("must be a GPU id or an object (allowed: {})", cat.gpuIds()));
    }
    if (gpu && gpu->is_string()) {
        if (const Gpu* found = cat.gpu(h.catalogueId))
            h.gpu = *found;
        else
            r.problem("gpu",
                      fmt::format("unknown GPU \"{}\" (allowed: {})", h.catalogueId, cat.gpuIds()));
    } else if (!gpu) {
        if (const Gpu* found = cat.gpu(h.catalogueId))
            h.gpu = *found;
    }
    h.count = int(r.integer("count", 1, maxGpus, 1));
    detail::readClusterFields(r, h);
    r.finish();
}

void readTrainingFields(ObjectReader& r, Workload& w) {
    w.tokens = r.number("tokens", 1, 1e16, w.tokens);
    w.sequence = r.integer("sequence", 1, maxTokens, w.sequence);
    w.microBatch = int(r.integer("micro_batch", 1, 65536, w.microBatch));
    w.globalBatch = int(r.integer("global_batch", 1, maxTokens, w.globalBatch));
    if (auto v =
            r.choice("optimizer", {"adamw", "adam", "sgd", "adam8bit", "none", "sgd-no-momentum"}))
        w.optimizer = *optimizerFromName(*v);
    if (auto f = readFormat(r, "gradient_format"))
        w.gradientFormat = *f;
    w.masterWeights = r.boolean("master_weights", w.masterWeights);
    if (auto f = readFormat(r, "optimizer_state_format"))
        w.optimizerStateFormat = *f;
    w.zeroStage = int(r.integer("zero_stage", 0, 3, w.zeroStage));
    if (auto v = r.choice("recompute", {"none", "selective", "full"}))
        w.recompute = *recomputeFromName(*v);
    if (auto v = r.choice("activation_rule", {"formula", "2x-weights"}))
        w.activationRule = *activationRuleFromName(*v);
    w.flashAttention = r.boolean("flash_attention", w.flashAttention);
    w.loraFraction = r.number("lora_fraction", 0, 1, w.loraFraction);
    w.dataParallel = int(r.integer("data_parallel", 1, maxGpus, w.dataParallel));
    w.pipelineParallel = int(r.integer("pipeline_parallel", 1, 1024, w.pipelineParallel));
    if (const nlohmann::json* d = r.member("deadline_s"); d && !d->is_null())
        w.deadlineS = r.number("deadline_s", 1, 1e10);
    if (auto v = r.choice("time_basis", {"mfu", "modelled"}))
        w.timeBasis = *timeBasisFromName(*v);
}

void readWorkload(ObjectReader& r, const Catalogue& cat, Scenario& s) {
    Workload& w = s.workload;
    if (auto v = r.choice("mode", {"inference", "training"}))
        w.mode = *modeFromName(*v);
    w.batch = int(r.integer("batch", 1, maxGpus, w.batch));
    w.promptTokens = r.integer("prompt_tokens", 0, maxTokens, w.promptTokens);
    w.outputTokens = r.integer("output_tokens", 0, maxTokens, w.outputTokens);
    if (auto f = readFormat(r, "weight_format"))
        w.weightFormat = *f;
    if (auto f = readFormat(r, "kv_format"))
        w.kvFormat = *f;
    if (auto v = r.choice("compute_format", {"fp32", "tf32", "fp16", "bf16", "fp8", "int8", "fp4"}))
        w.computeFormat = *computeTypeFromName(*v);
    w.tensorParallel = int(r.integer("tensor_parallel", 1, 1024, w.tensorParallel));
    if (auto v = r.string("engine")) {
        if (cat.engine(*v))
            w.engine = *v;
        else
            r.problem("engine",
                      fmt::format("unknown engine \"{}\" (allowed: {})", *v, cat.engineIds()));
    }
    if (auto v = r.positiveFraction("usable_memory_fraction"))
        w.usableMemoryFraction = *v;
    w.runtimeOverheadBytes = r.number("runtime_overhead_bytes", 0, 1e12, w.runtimeOverheadBytes);
    w.prefillChunkTokens = r.integer("prefill_chunk_tokens", 1, maxTokens, w.prefillChunkTokens);
    readTrainingFields(r, w);
    if (w.promptTokens + w.outputTokens < 1)
        r.problem("output_tokens", "prompt_tokens + output_tokens must be at least 1 (allowed: "
                                   "1..16777216 together)");
    r.finish();
}

void readEfficiency(ObjectReader& r, Scenario& s) {
    EfficiencyOverrides& e = s.efficiencyOverrides;
    e.memory = r.positiveFraction("memory");
    e.compute = r.positiveFraction("compute");
    e.mfu = r.positiveFraction("mfu");
    e.stepOverheadS = r.number("step_overhead_s", 0, 1);
    r.finish();
}

void readEconomics(ObjectReader& r, Scenario& s) {
    Economics& e = s.economics;
    if (auto v = r.positiveFraction("utilization"))
        e.utilization = *v;
    e.lifetimeYears = r.number("lifetime_years", 0.1, 50, e.lifetimeYears);
    e.usdPerKwh = r.number("usd_per_kwh", 0, 10, e.usdPerKwh);
    e.pue = r.number("pue", 1, 5, e.pue);
    e.gpuPriceUsd = r.number("gpu_price_usd", 0, 1e8);
    e.serverOverheadUsd = r.number("server_overhead_usd", 0, 1e10, e.serverOverheadUsd);
    e.cloudUsdPerGpuHour = r.number("cloud_usd_per_gpu_hour", 0, 1e4);
    e.maintenancePerYear = r.number("maintenance_per_year", 0, 1, e.maintenancePerYear);
    r.finish();
}

// Rules that involve more than one field.
void checkConsistency(const Scenario& s, Problems& problems) {
    const Workload& w = s.workload;
    const int n = s.hardware.count;
    if (w.tensorParallel > n) {
        problems.push_back({"workload.tensor_parallel",
                            fmt::format("{} is more than the {} GPUs of hardware.count "
                                        "(allowed: 1..{})",
                                        w.tensorParallel, n, n)});
        return;
    }
    if (w.mode == Mode::inference) {
        if (n % w.tensorParallel != 0)
            problems.push_back(
                {"hardware.count",
                 fmt::format("{} is not a multiple of workload.tensor_parallel {} (allowed: "
                             "multiples of {})",
                             n, w.tensorParallel, w.tensorParallel)});
        return;
    }
    const int modelParallel = w.tensorParallel * w.pipelineParallel;
    if (w.dataParallel > 0 && std::int64_t(w.dataParallel) * modelParallel != n) {
        problems.push_back(
            {"workload.data_parallel",
             fmt::format("{} x tensor_parallel {} x pipeline_parallel {} is not the {} GPUs of "
                         "hardware.count (allowed: {})",
                         w.dataParallel, w.tensorParallel, w.pipelineParallel, n,
                         n % modelParallel == 0 ? fmt::format("{}", n / modelParallel)
                                                : std::string("none; change hardware.count"))});
    } else if (w.dataParallel == 0 && n % modelParallel != 0) {
        problems.push_back(
            {"hardware.count",
             fmt::format("{} is not a multiple of tensor_parallel x pipeline_parallel = {} "
                         "(allowed: multiples of {})",
                         n, modelParallel, modelParallel)});
    }
    detail::checkTrainingFormats(s, problems);
    const int dp = dataParallelDegree(s);
    if (w.globalBatch > 0 && w.globalBatch < w.microBatch * dp)
        problems.push_back({"workload.global_batch",
                            fmt::format("{} is less than micro_batch x data_parallel = {} "
                                        "(allowed: at least {})",
                                        w.globalBatch, w.microBatch * dp, w.microBatch * dp)});
}

} // namespace

Result<Scenario> scenarioFromJson(const nlohmann::json& doc, const Catalogue& cat) {
    Problems problems;
    Scenario s;
    ObjectReader root(doc, "scenario", problems);
    if (!root.valid())
        return problems;
    // Top-level paths are written without a prefix: "workload.batch", not "scenario.workload".
    ObjectReader top(doc, "", problems);
    if (auto v = top.integer("ridgeline", 1, 1000)) {
        if (*v != 1)
            top.problem("ridgeline",
                        fmt::format("format version {} is not supported (allowed: 1)", *v));
    }
    if (auto v = top.string("name"))
        s.name = *v;
    const nlohmann::json empty = nlohmann::json::object();
    auto section = [&](std::string_view key) -> const nlohmann::json& {
        const nlohmann::json* v = top.member(key);
        return v ? *v : empty;
    };
    {
        ObjectReader r(section("model"), "model", problems);
        if (r.valid())
            readModel(r, cat, s);
    }
    {
        ObjectReader r(section("hardware"), "hardware", problems);
        if (r.valid())
            readHardware(r, cat, s);
    }
    {
        ObjectReader r(section("workload"), "workload", problems);
        if (r.valid())
            readWorkload(r, cat, s);
    }
    {
        ObjectReader r(section("efficiency"), "efficiency", problems);
        if (r.valid())
            readEfficiency(r, s);
    }
    {
        ObjectReader r(section("economics"), "economics", problems);
        if (r.valid())
            readEconomics(r, s);
    }
    top.finish();
    detail::applyTrainingDefaults(doc, s);
    if (problems.empty())
        checkConsistency(s, problems);
    if (const EngineProfile* e = cat.engine(s.workload.engine))
        s.engine = *e;
    else if (problems.empty())
        problems.push_back({"workload.engine", fmt::format("unknown engine \"{}\" (allowed: {})",
                                                           s.workload.engine, cat.engineIds())});
    if (!problems.empty())
        return problems;
    return s;
}

Result<Scenario> parseScenario(std::string_view text, const Catalogue& cat) {
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        const bool truncated = e.byte >= text.size();
        return Problems{
            {"scenario",
             fmt::format("not valid JSON: {} at byte {}",
                         truncated ? "unexpected end of input" : "syntax error", e.byte)}};
    } catch (const nlohmann::json::exception&) {
        // nlohmann reports numbers beyond double range (1e400) as out_of_range, not parse_error.
        return Problems{{"scenario", "not valid JSON: a number is beyond the range of a double "
                                     "(allowed: finite numbers)"}};
    }
    return scenarioFromJson(doc, cat);
}

} // namespace ridgeline
