// Writing a scenario back to JSON, so that it reads back to the same scenario.
#include "core/files/offload_io.h"
#include "core/files/requirements_io.h"
#include "core/files/scenario_io.h"
#include "core/files/serving_io.h"
#include "core/files/speculative_io.h"
#include "core/scenario/choices.h"
#include "core/scenario/cluster_io.h"
#include "core/scenario/scenario_fields.h"
#include "core/scenario/scenario_names.h"

#include <nlohmann/json.hpp>

namespace ridgeline {

namespace {

using json = nlohmann::json;

// The members of `full` whose values differ from those in `base`.
json differences(const json& full, const json& base) {
    json out = json::object();
    for (auto it = full.begin(); it != full.end(); ++it) {
        auto b = base.find(it.key());
        if (b == base.end() || *b != *it)
            out[it.key()] = *it;
    }
    return out;
}

json formatToJson(const Format& f) {
    if (formatFromName(f.name))
        return f.name;
    return json{{"bits", f.bits}};
}

json optionalNumber(const std::optional<double>& v) {
    return v ? json(*v) : json(nullptr);
}

// The architecture fields that differ from `base`; a detail the base uses and `arch` does not
// (written only when non-zero) is written as 0.
json architectureDifferences(const json& arch, const json& base) {
    json out = differences(arch, base);
    for (auto it = base.begin(); it != base.end(); ++it) {
        if (!arch.contains(it.key()))
            out[it.key()] = 0;
    }
    return out;
}

json modelToJson(const ModelSpec& m, const Catalogue& cat) {
    json out = json::object();
    const json arch = architectureToJson(m.arch);
    if (!m.preset.empty()) {
        out["preset"] = m.preset;
        if (const ModelPreset* p = cat.model(m.preset))
            out.update(architectureDifferences(arch, architectureToJson(p->arch)));
        else
            out.update(arch);
        if (m.params)
            out["params"] = *m.params;
    } else if (m.params) {
        out["params"] = *m.params;
        out["gqa"] = m.gqa;
        out.update(differences(arch, architectureToJson(llamaShapeFor(*m.params, m.gqa))));
    } else {
        out.update(arch);
    }
    return out;
}

// A catalogue GPU by id, one with replaced fields as {"base": id, ...}, a custom one whole.
json gpuRef(const Gpu& gpu, const std::string& catalogueId, const Catalogue& cat) {
    const Gpu* base = catalogueId.empty() ? nullptr : cat.gpu(catalogueId);
    if (base && *base == gpu)
        return catalogueId;
    json g = base ? differences(gpuToJson(gpu), gpuToJson(*base)) : gpuToJson(gpu);
    if (base)
        g["base"] = catalogueId;
    if (!base || gpu.id != base->id)
        g["id"] = gpu.id;
    return g;
}

json hardwareToJson(const Scenario& s, const Catalogue& cat) {
    const HardwareSpec& h = s.hardware;
    json out = json::object();
    out["gpu"] = gpuRef(h.gpu, h.catalogueId, cat);
    detail::writeFields(hardwareFields(), h, out);
    detail::writeClusterFields(h, out);
    if (h.host.any())
        out["host"] = detail::hostToJson(h.host);
    if (const auto& p = h.prefillPool) {
        json pool = json::object();
        detail::writeFields(prefillPoolFields(), *p, pool);
        if (!p->catalogueId.empty())
            pool["gpu"] = p->catalogueId;
        out["prefill_pool"] = std::move(pool);
    }
    if (!s.compare.empty()) {
        json list = json::array();
        for (const GpuChoice& c : s.compare) {
            json entry = {{"gpu", gpuRef(c.gpu, cat.gpu(c.gpu.id) ? c.gpu.id : "", cat)},
                          {"count", c.count},
                          {"tensor_parallel", c.tensorParallel}};
            if (c.pipelineParallel > 0)
                entry["pipeline_parallel"] = c.pipelineParallel;
            HardwareSpec servers;
            servers.gpusPerNode = c.gpusPerNode;
            servers.network = c.network;
            servers.nicsPerNode = c.nicsPerNode;
            detail::writeClusterFields(servers, entry);
            list.push_back(std::move(entry));
        }
        out["compare"] = std::move(list);
    }
    return out;
}

json workloadToJson(const Workload& w) {
    json out = {
        {"mode", modeName(w.mode)},
        {"weight_format", formatToJson(w.weightFormat)},
        {"kv_format", formatToJson(w.kvFormat)},
        {"compute_format", computeTypeName(w.computeFormat)},
        {"engine", w.engine},
        {"optimizer", optimizerName(w.optimizer)},
        {"gradient_format", formatToJson(w.gradientFormat)},
        {"master_weights", w.masterWeights},
        {"optimizer_state_format", formatToJson(w.optimizerStateFormat)},
        {"recompute", recomputeName(w.recompute)},
        {"activation_rule", activationRuleName(w.activationRule)},
        {"flash_attention", w.flashAttention},
        {"time_basis", timeBasisName(w.timeBasis)},
    };
    if (w.dataParallelAttention)
        out["data_parallel_attention"] = true;
    detail::writeFields(inferenceFields(), w, out);
    detail::writeFields(trainingFields(), w, out); // global_batch, data_parallel: when not 0
    if (w.serving)
        out["serving"] = detail::servingToJson(*w.serving);
    if (w.offload)
        out["offload"] = detail::offloadToJson(*w.offload);
    return out;
}

json efficiencyToJson(const EfficiencyOverrides& e) {
    json out = json::object();
    detail::writeFields(efficiencyFields(), e, out);
    return out;
}

json economicsToJson(const Economics& e) {
    json out = json::object();
    detail::writeFields(economicsFields(), e, out);
    return out;
}

} // namespace

json architectureToJson(const Architecture& a) {
    json out = {{"layers", a.layers},
                {"hidden", a.hidden},
                {"heads", a.heads},
                {"kv_heads", a.kvHeads},
                {"head_dim", a.headDim},
                {"ffn", a.ffn},
                {"vocab", a.vocab},
                {"gated_mlp", a.gatedMlp},
                {"tied_embeddings", a.tiedEmbeddings},
                {"experts", a.experts},
                {"active_experts", a.activeExperts},
                {"max_context", a.maxContext}};
    // The details of MoE, latent-attention and sliding-window models only where they are used,
    // so that files of ordinary models stay as they were.
    const std::pair<const char*, int> details[] = {
        {"dense_layers", a.denseLayers},    {"dense_ffn", a.denseFfn},
        {"shared_ffn", a.sharedFfn},        {"kv_lora_rank", a.kvLoraRank},
        {"q_lora_rank", a.qLoraRank},       {"rope_head_dim", a.ropeHeadDim},
        {"v_head_dim", a.vHeadDim},         {"sliding_window", a.slidingWindow},
        {"sliding_layers", a.slidingLayers}};
    for (const auto& [key, value] : details) {
        if (value != 0)
            out[key] = value;
    }
    return out;
}

static json gpuFields(const Gpu& g) {
    json flops = json::object();
    for (int i = 0; i < computeTypeCount; ++i) {
        const auto type = static_cast<ComputeType>(i);
        if (g.peak(type) > 0)
            flops[std::string(computeTypeName(type))] = g.peak(type);
    }
    json extra = json::object();
    for (const auto& [label, value] : g.flopsExtra)
        extra[label] = value;
    return {{"name", g.name},
            {"vendor", vendorName(g.vendor)},
            {"architecture", g.architecture},
            {"form_factor", g.formFactor},
            {"memory_gib", g.memoryGib},
            {"memory_type", g.memoryType},
            {"bandwidth_bytes_per_s", g.bandwidthBytesPerS},
            {"flops", flops},
            {"flops_extra", extra},
            {"interconnect",
             {{"kind", g.interconnect.kind},
              {"bytes_per_s", g.interconnect.bytesPerS},
              {"latency_s", g.interconnect.latencyS}}},
            {"pcie_gen", g.pcieGen},
            {"tdp_w", g.tdpW},
            {"ecc", g.ecc},
            {"mig", g.mig},
            {"price_usd", optionalNumber(g.priceUsd)},
            {"cloud_usd_per_gpu_hour", optionalNumber(g.cloudUsdPerGpuHour)},
            {"spec_source", g.specSource},
            {"spec_date", g.specDate},
            {"price_source", g.priceSource},
            {"price_date", g.priceDate},
            {"cloud_source", g.cloudSource},
            {"cloud_date", g.cloudDate},
            {"notes", g.notes}};
}

json gpuToJson(const Gpu& g) {
    json out = gpuFields(g);
    if (!g.engines.empty())
        out["engines"] = g.engines;
    detail::writeGpuServer(g, out);
    return out;
}

json scenarioToJson(const Scenario& s, const Catalogue& cat) {
    json out = {{"ridgeline", 1}};
    if (!s.name.empty())
        out["name"] = s.name;
    out["model"] = modelToJson(s.model, cat);
    out["hardware"] = hardwareToJson(s, cat);
    out["workload"] = workloadToJson(s.workload);
    if (s.workload.speculative)
        out["workload"]["speculative"] = detail::speculativeToJson(*s.workload.speculative, cat);
    out["efficiency"] = efficiencyToJson(s.efficiencyOverrides);
    out["economics"] = economicsToJson(s.economics);
    if (s.requirements)
        out["requirements"] = detail::requirementsToJson(*s.requirements);
    if (!s.annotations.empty())
        out["annotations"] = annotationsToJson(s.annotations);
    return out;
}

std::string serializeScenario(const Scenario& s, const Catalogue& cat) {
    return scenarioToJson(s, cat).dump(2) + "\n";
}

Scenario defaultScenario(const Catalogue& cat) {
    Scenario s;
    s.name = "Qwen3-8B on one RTX 5090";
    s.model.preset = "qwen3-8b";
    if (const ModelPreset* p = cat.model(s.model.preset))
        s.model.arch = p->arch;
    s.hardware.catalogueId = "rtx-5090";
    if (const Gpu* g = cat.gpu(s.hardware.catalogueId))
        s.hardware.gpu = *g;
    if (const EngineProfile* e = cat.engine(s.workload.engine))
        setEngine(s, *e);
    return s;
}

} // namespace ridgeline
