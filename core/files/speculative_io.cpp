#include "core/files/speculative_io.h"

#include "core/base/user_json.h"
#include "core/catalogue/catalogue_entries.h"
#include "core/evaluation/speculative.h"
#include "core/files/scenario_io.h"
#include "core/scenario/field_limits.h"
#include "core/scenario/scenario_field_table.h"
#include "core/scenario/scenario_fields.h"
#include "core/scenario/scenario_names.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cmath>

namespace ridgeline::detail {

namespace {

using json = nlohmann::json;

constexpr const char* methodsAllowed = "draft, mtp, eagle, ngram";

std::optional<ModelSpec> readDraftModel(ObjectReader& r, const Catalogue& cat) {
    const nlohmann::json* v = r.member("draft_model");
    const std::string path = r.pathOf("draft_model");
    auto unknown = [&](const std::string& id) {
        r.problem("draft_model", ProblemCode::unknownValue, shownText(id), cat.modelIds(),
                  fmt::format("unknown model \"{}\" (allowed: {})", shownText(id), cat.modelIds()));
    };
    ModelSpec m;
    if (v->is_string()) {
        const ModelPreset* p = cat.model(v->get<std::string>());
        if (!p) {
            unknown(v->get<std::string>());
            return std::nullopt;
        }
        m.preset = p->id;
        m.arch = p->arch;
        return m;
    }
    if (!v->is_object()) {
        r.problem("draft_model", ProblemCode::wrongType, "", "a model id or a model object",
                  "must be a model id or a model object (allowed: a catalogue model id, or an "
                  "object with \"preset\", \"params\" or layers, hidden, heads, ffn, vocab)");
        return std::nullopt;
    }
    ObjectReader o(*v, path, r.problems());
    const std::size_t before = r.problems().size();
    const std::optional<std::string> preset = o.string("preset");
    m.params = o.number("params", fieldLimit("model.params").lo, fieldLimit("model.params").hi);
    m.gqa = o.boolean("gqa", false);
    if (preset) {
        if (const ModelPreset* p = cat.model(*preset)) {
            m.preset = p->id;
            m.arch = p->arch;
        } else {
            o.problem("preset", ProblemCode::unknownValue, shownText(*preset), cat.modelIds(),
                      fmt::format("unknown model \"{}\" (allowed: {})", shownText(*preset),
                                  cat.modelIds()));
        }
    } else if (m.params) {
        m.arch = llamaShapeFor(*m.params, m.gqa);
    } else {
        for (std::string_view key : {"layers", "hidden", "heads", "ffn", "vocab"}) {
            if (!o.has(key))
                o.problem(key, ProblemCode::required, "", "a whole number",
                          "is required for an explicit architecture (allowed: a whole number, or "
                          "give \"preset\" or \"params\")");
        }
    }
    const bool explicitShape = !preset && !m.params;
    readArchitectureFields(o, m.arch);
    if (explicitShape && !o.has("kv_heads"))
        m.arch.kvHeads = m.arch.heads;
    if (explicitShape && !o.has("head_dim"))
        m.arch.headDim = std::max(1, m.arch.hidden / std::max(1, m.arch.heads));
    o.finish();
    if (r.problems().size() != before)
        return std::nullopt;
    return m;
}

void push(Problems& out, std::string path, std::string message, ProblemCode code, std::string value,
          std::string allowed, std::vector<std::string> args = {}) {
    out.push_back({std::move(path), std::move(message), code, std::move(value), std::move(allowed),
                   std::move(args)});
}

} // namespace

SpeculativeSpec readSpeculative(ObjectReader& r, const Catalogue& cat) {
    SpeculativeSpec spec;
    const bool named = r.has("method");
    if (auto v = r.choice("method", {"draft", "mtp", "eagle", "ngram"}))
        spec.method = *speculativeMethodFromName(*v);
    else if (!named)
        r.problem("method", ProblemCode::required, "", methodsAllowed,
                  fmt::format("is required (allowed: {})", methodsAllowed));
    const SpeculativeDefaults d = speculativeDefaults(spec.method);
    spec.tokens = d.tokens;
    spec.acceptance = d.acceptance;
    readFields(r, speculativeFields(), spec);
    if (r.has("draft_model")) {
        if (spec.method != SpeculativeMethod::draft) {
            r.member("draft_model"); // read: the one problem is the method, not an unknown key
            r.problem("draft_model", ProblemCode::onlyWith, "", "with method \"draft\"",
                      "applies to method \"draft\" only (allowed: with method \"draft\")",
                      {"method", "draft"});
        } else {
            spec.draftModel = readDraftModel(r, cat);
        }
    } else if (spec.method == SpeculativeMethod::draft) {
        r.problem("draft_model", ProblemCode::required, "", "a catalogue model id or an object",
                  "is required with method \"draft\" (allowed: a catalogue model id or a model "
                  "object)");
    }
    r.finish();
    return spec;
}

json speculativeToJson(const SpeculativeSpec& spec, const Catalogue& cat) {
    json out = {{"method", speculativeMethodName(spec.method)}};
    writeFields(speculativeFields(), spec, out);
    if (spec.draftModel) {
        const ModelSpec& m = *spec.draftModel;
        const ModelPreset* p = m.preset.empty() ? nullptr : cat.model(m.preset);
        if (p && p->arch == m.arch && !m.params) {
            out["draft_model"] = m.preset;
        } else {
            json model = architectureToJson(m.arch);
            if (!m.preset.empty())
                model["preset"] = m.preset;
            if (m.params)
                model["params"] = *m.params;
            if (m.gqa)
                model["gqa"] = true;
            out["draft_model"] = std::move(model);
        }
    }
    return out;
}

void checkSpeculative(const Scenario& s, Problems& out) {
    if (!s.workload.speculative)
        return;
    const SpeculativeSpec& spec = *s.workload.speculative;
    const std::string path = "workload.speculative.draft_model";
    if (spec.draftModel && spec.method != SpeculativeMethod::draft)
        push(out, path, "applies to method \"draft\" only (allowed: with method \"draft\")",
             ProblemCode::onlyWith, "", "with method \"draft\"", {"method", "draft"});
    if (!spec.draftModel) {
        if (spec.method == SpeculativeMethod::draft)
            push(out, path,
                 "is required with method \"draft\" (allowed: a catalogue model id or a model "
                 "object)",
                 ProblemCode::required, "", "a catalogue model id or a model object");
        return;
    }
    const Architecture& a = spec.draftModel->arch;
    checkArchitecture(a, path, out);
    const int t = s.workload.tensorParallel;
    if (t > 0 && a.heads > 0 && a.heads % t != 0)
        push(out, "workload.tensor_parallel",
             fmt::format("{} does not divide the draft model's {} attention heads (allowed: a "
                         "divisor of {})",
                         t, a.heads, a.heads),
             ProblemCode::draftHeadsNotDivisible, fmt::format("{}", t),
             fmt::format("a divisor of {}", a.heads), {fmt::format("{}", a.heads)});
}

void addSpeculativeJson(const InferenceFigures& f, json& decode, json& inference) {
    const OptionalBox<SpeculativeFigures>& sp = f.speculative;
    decode["tokens_per_step"] = sp ? sp->tokensPerStep : 1.0;
    decode["draft_s"] = sp ? json(sp->draftS) : json(nullptr);
    decode["verify_s"] = sp ? json(sp->verifyS) : json(nullptr);
    decode["speedup"] = sp ? json(sp->speedup) : json(nullptr);
    decode["plain_tpot_s"] = sp ? json(sp->plainTpotS) : json(nullptr);
    if (!sp) {
        inference["speculative"] = nullptr;
        return;
    }
    const StepCost& v = sp->verify;
    inference["speculative"] = {{"method", speculativeMethodName(sp->method)},
                                {"tokens", sp->tokens},
                                {"acceptance", sp->acceptance},
                                {"draft_steps", sp->draftSteps},
                                {"draft_pass_s", sp->draftPass.seconds},
                                {"step_s", sp->stepS},
                                {"draft_weights_bytes", sp->draftWeightBytes},
                                {"draft_kv_cache_bytes", sp->draftKvBytes},
                                {"verify",
                                 {{"flops", v.flops},
                                  {"bytes", v.bytes},
                                  {"compute_s", v.computeS},
                                  {"memory_s", v.memoryS},
                                  {"communication_s", v.commS},
                                  {"intensity_flop_per_byte", v.intensity()},
                                  {"bound", boundName(v.bound)}}}};
}

} // namespace ridgeline::detail
