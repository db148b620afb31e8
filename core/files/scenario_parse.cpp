// Reading a scenario file: every field checked for type and range, unknown fields refused,
// catalogue ids resolved, and cross-field rules (GPU counts against parallelism) enforced.
#include "core/base/text_file.h"
#include "core/base/user_json.h"
#include "core/catalogue/catalogue_entries.h"
#include "core/catalogue/hf_config.h"
#include "core/files/offload_io.h"
#include "core/files/requirements_io.h"
#include "core/files/scenario_io.h"
#include "core/files/serving_io.h"
#include "core/files/speculative_io.h"
#include "core/files/validate.h"
#include "core/scenario/choices.h"
#include "core/scenario/cluster_io.h"
#include "core/scenario/json_reader.h"
#include "core/scenario/scenario_field_table.h"
#include "core/scenario/scenario_fields.h"
#include "core/scenario/scenario_names.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <filesystem>

namespace ridgeline {

namespace {

using detail::ObjectReader;
namespace L = limits;

// Reads a field checked against its limit into `into` when present and valid (the compared
// configurations' count and parallelism; the scenario's own numbers: readFields()).
template <class T> void read(ObjectReader& r, const FieldLimit& limit, T& into) {
    if (auto v = r.number(limit))
        into = static_cast<T>(*v);
}

std::optional<Format> readFormat(ObjectReader& r, std::string_view key) {
    const nlohmann::json* v = r.member(key);
    if (!v)
        return std::nullopt;
    if (v->is_string()) {
        if (auto f = formatFromName(v->get<std::string>()))
            return f;
        const std::string shown = shownText(v->get_ref<const std::string&>());
        r.problem(key, ProblemCode::unknownValue, shown, knownFormatNames(),
                  fmt::format("unknown format \"{}\" (allowed: {})", shown, knownFormatNames()));
        return std::nullopt;
    }
    if (v->is_object()) {
        ObjectReader f(*v, r.pathOf(key), r.problems());
        const std::optional<double> bits = f.number(L::formatBits);
        if (!bits && !f.has("bits"))
            f.problem("bits", ProblemCode::required, "", L::formatBits.allowedText(),
                      "is required (allowed: 1..32)");
        f.finish();
        if (bits)
            return Format{"custom", *bits};
        return std::nullopt;
    }
    r.problem(
        key, ProblemCode::wrongType, detail::typeName(*v),
        fmt::format("a format name ({}) or {{\"bits\": n}}", knownFormatNames()),
        fmt::format("must be a format name or {{\"bits\": n}} (allowed: {})", knownFormatNames()));
    return std::nullopt;
}

// model.hf_config: a config.json inline, or a path relative to the scenario's directory.
std::optional<Architecture> readHfConfig(ObjectReader& r, const nlohmann::json& v,
                                         const std::string& baseDirectory) {
    const std::string path = r.pathOf("hf_config");
    Result<HfModel> model = Problems{};
    if (v.is_object()) {
        model = modelFromHfConfig(v, path);
    } else if (v.is_string() && !v.get<std::string>().empty()) {
        std::filesystem::path file(v.get<std::string>());
        if (file.is_relative() && !baseDirectory.empty())
            file = std::filesystem::path(baseDirectory) / file;
        const Result<std::string> text = readTextFile(file.string(), maxHfConfigBytes);
        if (!text) {
            for (const Problem& p : text.problems())
                r.problems().push_back({path, fmt::format("{} {}", file.string(), p.message),
                                        p.code, p.value, p.allowed, p.args});
            return std::nullopt;
        }
        model = parseHfConfig(*text, path);
    } else {
        r.problem("hf_config", ProblemCode::wrongType, "", "a config.json object or a file path",
                  "must be a config.json object or a file path (allowed: an object, or a path "
                  "relative to the scenario file)");
        return std::nullopt;
    }
    if (!model) {
        for (const Problem& p : model.problems())
            r.problems().push_back(p);
        return std::nullopt;
    }
    return model->arch;
}

void readModel(ObjectReader& r, const Catalogue& cat, Scenario& s,
               const std::string& baseDirectory) {
    ModelSpec& m = s.model;
    const std::optional<std::string> preset = r.string("preset");
    m.params = r.number(fieldLimit("model.params"));
    m.gqa = r.boolean("gqa", false);
    const nlohmann::json* hf = r.member("hf_config");
    if (hf && (preset || m.params)) {
        r.problem("hf_config", ProblemCode::modelSourceConflict, "",
                  "one of hf_config, preset, params",
                  "cannot be combined with \"preset\" or \"params\" (allowed: one of hf_config, "
                  "preset, params)");
    } else if (hf) {
        if (auto arch = readHfConfig(r, *hf, baseDirectory))
            m.arch = *arch;
    } else if (preset) {
        if (const ModelPreset* p = cat.model(*preset)) {
            m.preset = p->id;
            m.arch = p->arch;
        } else {
            r.problem("preset", ProblemCode::unknownValue, shownText(*preset), cat.modelIds(),
                      fmt::format("unknown model \"{}\" (allowed: {})", shownText(*preset),
                                  cat.modelIds()));
        }
    } else if (m.params) {
        m.arch = llamaShapeFor(*m.params, m.gqa);
    } else if (r.has("layers") || r.has("hidden") || r.has("heads")) {
        for (std::string_view key : {"layers", "hidden", "heads", "ffn", "vocab"}) {
            if (!r.has(key))
                r.problem(key, ProblemCode::required, "", "a whole number",
                          "is required for an explicit architecture (allowed: a whole number, or "
                          "give \"preset\" or \"params\")");
        }
    } else {
        m.preset = "llama-2-7b";
        if (const ModelPreset* p = cat.model(m.preset))
            m.arch = p->arch;
    }
    const bool explicitShape = !preset && !m.params && !hf;
    detail::readArchitectureFields(r, m.arch);
    if (explicitShape && !r.has("kv_heads"))
        m.arch.kvHeads = m.arch.heads;
    if (explicitShape && !r.has("head_dim"))
        m.arch.headDim = std::max(1, m.arch.hidden / m.arch.heads);
    r.finish();
}

// hardware.gpu, or the gpu of a compared configuration: a catalogue id, a custom GPU object, or
// an object with "base" that replaces some fields of a catalogue GPU. Absent: the RTX 4090.
void readGpu(ObjectReader& r, const Catalogue& cat, HardwareSpec& h) {
    const nlohmann::json* gpu = r.member("gpu");
    if (!gpu) {
        h.catalogueId = "rtx-4090";
        if (const Gpu* found = cat.gpu(h.catalogueId))
            h.gpu = *found;
    } else if (gpu->is_string()) {
        h.catalogueId = shownText(gpu->get_ref<const std::string&>(), maxTextBytes);
        if (const Gpu* found = cat.gpu(gpu->get_ref<const std::string&>()))
            h.gpu = *found;
        else
            r.problem("gpu", ProblemCode::unknownValue, shownText(h.catalogueId), cat.gpuIds(),
                      fmt::format("unknown GPU \"{}\" (allowed: {})", shownText(h.catalogueId),
                                  cat.gpuIds()));
    } else if (gpu->is_object()) {
        ObjectReader g(*gpu, r.pathOf("gpu"), r.problems());
        bool complete = true;
        if (auto base = g.string("base")) {
            if (const Gpu* found = cat.gpu(*base)) {
                h.gpu = *found;
                h.catalogueId = found->id;
                complete = false;
            } else {
                g.problem("base", ProblemCode::unknownValue, shownText(*base), cat.gpuIds(),
                          fmt::format("unknown GPU \"{}\" (allowed: {})", shownText(*base),
                                      cat.gpuIds()));
            }
        }
        if (auto id = g.string("id"))
            h.gpu.id = *id;
        else if (complete)
            h.gpu.id = "custom";
        detail::readGpuFields(g, h.gpu, complete);
        g.finish();
    } else {
        r.problem("gpu", ProblemCode::wrongType, "", cat.gpuIds(),
                  fmt::format("must be a GPU id or an object (allowed: {})", cat.gpuIds()));
    }
}

// One entry of hardware.compare. Count and parallelism left out take the scenario's (filled in
// once the workload is read: 0 marks "not given").
GpuChoice readCompared(ObjectReader& r, const Catalogue& cat) {
    HardwareSpec h;
    readGpu(r, cat, h);
    GpuChoice c{h.gpu, 0, 0, 0};
    read(r, fieldLimit("hardware.count"), c.count);
    if (auto v = r.integer(fieldLimit("workload.tensor_parallel")))
        c.tensorParallel = int(*v);
    if (auto v = r.integer(fieldLimit("workload.pipeline_parallel")))
        c.pipelineParallel = int(*v);
    h.count = c.count;
    detail::readClusterFields(r, h);
    c.gpusPerNode = h.gpusPerNode;
    c.network = h.network;
    c.nicsPerNode = h.nicsPerNode;
    r.finish();
    return c;
}

// hardware.prefill_pool: a catalogue GPU id (absent: the scenario's own GPU, catalogueId empty),
// a count (default:
// hardware.count) and a tensor-parallel degree (0 until the workload's is known).
PrefillPool readPrefillPool(ObjectReader& r, const Catalogue& cat, const HardwareSpec& h) {
    PrefillPool p{"", h.gpu, h.count, 0};
    if (const nlohmann::json* gpu = r.member("gpu")) {
        const Gpu* found = gpu->is_string() ? cat.gpu(gpu->get_ref<const std::string&>()) : nullptr;
        if (found) {
            p.catalogueId = found->id;
            p.gpu = *found;
        } else {
            const std::string shown =
                gpu->is_string() ? shownText(gpu->get_ref<const std::string&>()) : "";
            r.problem("gpu", gpu->is_string() ? ProblemCode::unknownValue : ProblemCode::wrongType,
                      shown, cat.gpuIds(),
                      fmt::format("unknown GPU \"{}\" (allowed: a catalogue id: {})", shown,
                                  cat.gpuIds()));
        }
    }
    readFields(r, prefillPoolFields(), p);
    r.finish();
    return p;
}

void readHardware(ObjectReader& r, const Catalogue& cat, Scenario& s) {
    readGpu(r, cat, s.hardware);
    readFields(r, hardwareFields(), s.hardware);
    if (const nlohmann::json* list = r.member("compare")) {
        if (!list->is_array() || list->size() > std::size_t(maxCompared)) {
            r.problem("compare", ProblemCode::wrongType, "",
                      fmt::format("a list of at most {} configurations", maxCompared),
                      fmt::format("must be a list of {{\"gpu\", \"count\", "
                                  "\"tensor_parallel\", \"pipeline_parallel\"}} objects "
                                  "(allowed: at most {})",
                                  maxCompared));
        } else {
            for (std::size_t i = 0; i < list->size(); ++i) {
                ObjectReader e((*list)[i], fmt::format("{}[{}]", r.pathOf("compare"), i),
                               r.problems());
                if (e.valid())
                    s.compare.push_back(readCompared(e, cat));
            }
        }
    }
    detail::readClusterFields(r, s.hardware);
    if (const nlohmann::json* v = r.member("host"); v && !v->is_null()) {
        ObjectReader host(*v, r.pathOf("host"), r.problems());
        if (host.valid())
            s.hardware.host = detail::readHost(host);
    }
    if (const nlohmann::json* pool = r.member("prefill_pool")) {
        ObjectReader p(*pool, r.pathOf("prefill_pool"), r.problems());
        if (p.valid())
            s.hardware.prefillPool = readPrefillPool(p, cat, s.hardware);
    }
    r.finish();
}

void readTrainingFields(ObjectReader& r, Workload& w) {
    readFields(r, trainingFields(), w);
    if (auto v =
            r.choice("optimizer", {"adamw", "adam", "sgd", "adam8bit", "none", "sgd-no-momentum"}))
        w.optimizer = *optimizerFromName(*v);
    if (auto f = readFormat(r, "gradient_format"))
        w.gradientFormat = *f;
    w.masterWeights = r.boolean("master_weights", w.masterWeights);
    if (auto f = readFormat(r, "optimizer_state_format"))
        w.optimizerStateFormat = *f;
    if (auto v = r.choice("recompute", {"none", "selective", "full"}))
        w.recompute = *recomputeFromName(*v);
    if (auto v = r.choice("activation_rule", {"formula", "2x-weights"}))
        w.activationRule = *activationRuleFromName(*v);
    w.flashAttention = r.boolean("flash_attention", w.flashAttention);
    w.dataParallelAttention = r.boolean("data_parallel_attention", w.dataParallelAttention);
    if (auto v = r.choice("time_basis", {"mfu", "modelled"}))
        w.timeBasis = *timeBasisFromName(*v);
}

void readWorkload(ObjectReader& r, const Catalogue& cat, Scenario& s) {
    Workload& w = s.workload;
    if (auto v = r.choice("mode", {"inference", "training"}))
        w.mode = *modeFromName(*v);
    readFields(r, inferenceFields(), w);
    if (auto f = readFormat(r, "weight_format"))
        w.weightFormat = *f;
    if (auto f = readFormat(r, "kv_format"))
        w.kvFormat = *f;
    if (auto v = r.choice("compute_format", {"fp32", "tf32", "fp16", "bf16", "fp8", "int8", "fp4"}))
        w.computeFormat = *computeTypeFromName(*v);
    if (auto v = r.string("engine")) {
        if (cat.engine(*v))
            w.engine = *v;
        else
            r.problem(
                "engine", ProblemCode::unknownValue, shownText(*v), cat.engineIds(),
                fmt::format("unknown engine \"{}\" (allowed: {})", shownText(*v), cat.engineIds()));
    }
    if (const nlohmann::json* v = r.member("serving"); v && !v->is_null()) {
        ObjectReader served(*v, r.pathOf("serving"), r.problems());
        if (served.valid())
            w.serving = detail::readServing(served);
    }
    if (const nlohmann::json* v = r.member("speculative"); v && !v->is_null()) {
        ObjectReader spec(*v, r.pathOf("speculative"), r.problems());
        if (spec.valid())
            w.speculative = detail::readSpeculative(spec, cat);
    }
    if (const nlohmann::json* v = r.member("offload"); v && !v->is_null()) {
        ObjectReader offload(*v, r.pathOf("offload"), r.problems());
        if (offload.valid())
            w.offload = detail::readOffload(offload);
    }
    readTrainingFields(r, w);
    r.finish();
}

void readEfficiency(ObjectReader& r, Scenario& s) {
    readFields(r, efficiencyFields(), s.efficiencyOverrides);
    r.finish();
}

void readEconomics(ObjectReader& r, Scenario& s) {
    readFields(r, economicsFields(), s.economics);
    r.finish();
}

} // namespace

Result<Scenario> scenarioFromJson(const nlohmann::json& doc, const Catalogue& cat,
                                  const std::string& baseDirectory) {
    Problems problems;
    Scenario s;
    ObjectReader root(doc, "scenario", problems);
    if (!root.valid())
        return problems;
    // Top-level paths are written without a prefix: "workload.batch", not "scenario.workload".
    ObjectReader top(doc, "", problems);
    if (auto v = top.integer("ridgeline", 1, 1000)) {
        if (*v != 1)
            top.problem("ridgeline", ProblemCode::outOfRange, fmt::format("{}", *v), "1",
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
            readModel(r, cat, s, baseDirectory);
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
    if (const nlohmann::json* q = top.member("requirements")) {
        ObjectReader r(*q, "requirements", problems);
        if (r.valid())
            s.requirements = detail::readRequirements(r, cat);
    }
    s.annotations = readAnnotations(top);
    top.finish();
    if (PrefillPool* p = s.hardware.prefillPool ? &*s.hardware.prefillPool : nullptr)
        p->tensorParallel = p->tensorParallel > 0 ? p->tensorParallel : s.workload.tensorParallel;
    for (GpuChoice& c : s.compare) {
        c.count = c.count > 0 ? c.count : s.hardware.count;
        c.tensorParallel = c.tensorParallel > 0 ? c.tensorParallel : s.workload.tensorParallel;
    }
    detail::applyTrainingDefaults(doc, s);
    const EngineProfile* engine = cat.engine(s.workload.engine);
    if (engine)
        setEngine(s, *engine);
    if (problems.empty())
        problems = validate(s);
    if (!engine && problems.empty())
        problems.push_back(
            {"workload.engine",
             fmt::format("unknown engine \"{}\" (allowed: {})", s.workload.engine, cat.engineIds()),
             ProblemCode::unknownValue, s.workload.engine, cat.engineIds()});
    if (!problems.empty())
        return problems;
    return s;
}

Result<Scenario> parseScenario(std::string_view text, const Catalogue& cat,
                               const std::string& baseDirectory) {
    Problems problems;
    const std::optional<nlohmann::json> doc =
        parseUserJson(text, "scenario", maxScenarioBytes, problems);
    if (!doc)
        return problems;
    return scenarioFromJson(*doc, cat, baseDirectory);
}

} // namespace ridgeline
