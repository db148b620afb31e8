// Engine profiles written back as catalogue entries, and user catalogues updated in place.
#include "core/catalogue/catalogue_write.h"
#include "core/base/user_json.h"
#include "core/catalogue/engine_formats.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <optional>

namespace ridgeline {

namespace {

using json = nlohmann::json;

json spreadToJson(const ResidualSpread& s) {
    return {{"p10", s.p10}, {"p90", s.p90}, {"rows", s.rows}};
}

json catalogueEfficiencyJson(const Efficiency& e) {
    json out = {{"eta_memory", e.memory},
                {"eta_compute", e.compute},
                {"step_overhead_s", e.stepOverheadS},
                {"mfu", e.mfu}};
    if (e.kernelS > 0) // written only where set: the engines without a floor read back alike
        out["kernel_s"] = e.kernelS;
    if (e.sequenceS > 0)
        out["sequence_s"] = e.sequenceS;
    if (e.allReduceHalfBytes > 0)
        out["allreduce_half_bytes"] = e.allReduceHalfBytes;
    if (e.expertGemm != 1.0)
        out["expert_gemm_efficiency"] = e.expertGemm;
    return out;
}

} // namespace

// Every field the reader takes, so that a profile read back equals the one written: a refitted
// profile keeps its scheduler, KV cache and kernels (continuous batching, paged KV, ...).
json engineProfileToJson(const EngineProfile& e) {
    json vendors = json::array();
    for (Vendor v : e.vendors)
        vendors.push_back(vendorName(v));
    json out = {{"id", e.id},
                {"name", e.name},
                {"serves", e.serves},
                {"trains", e.trains},
                {"vendors", vendors},
                {"fused_kernels", e.fusedKernels},
                {"elementwise_traffic", e.elementwiseTraffic},
                {"flash_attention", e.flashAttention},
                {"fp16_accumulate", e.fp16Accumulate},
                {"static_kv_cache", e.staticKvCache},
                {"expands_grouped_kv", e.expandsGroupedKv},
                {"overlaps_prefill", e.overlapsPrefill},
                {"kv_block_tokens", e.kvBlockTokens},
                {"max_batch", e.maxBatch ? json(*e.maxBatch) : json(nullptr)},
                {"max_num_batched_tokens",
                 e.maxNumBatchedTokens ? json(*e.maxNumBatchedTokens) : json(nullptr)},
                {"chunked_prefill", e.chunkedPrefill},
                {"reserves_whole_request", e.reservesWholeRequest},
                {"fitted_to", e.fittedTo},
                {"mape_percent", e.mapePercent ? json(*e.mapePercent) : json(nullptr)},
                {"source", e.source},
                {"date", e.date},
                {"notes", e.notes}};
    if (e.requestLatencyS > 0) // written only where set, as kernel_s
        out["request_latency_s"] = e.requestLatencyS;
    out.update(catalogueEfficiencyJson(e.efficiency));
    engineFormatsToJson(e, out);
    json spread = json::object();
    if (e.decodeSpread)
        spread["decode"] = spreadToJson(*e.decodeSpread);
    if (e.prefillSpread)
        spread["prefill"] = spreadToJson(*e.prefillSpread);
    if (e.trainingSpread)
        spread["training"] = spreadToJson(*e.trainingSpread);
    if (!spread.empty())
        out["spread"] = spread;
    if (!e.variants.empty()) {
        json variants = json::array();
        for (const EfficiencyVariant& v : e.variants) {
            json entry = catalogueEfficiencyJson(v.efficiency);
            if (!v.memoryTypePrefix.empty())
                entry["memory_type_prefix"] = v.memoryTypePrefix;
            if (v.vendor)
                entry["vendor"] = vendorName(*v.vendor);
            entry["fitted_to"] = v.fittedTo;
            variants.push_back(entry);
        }
        out["variants"] = variants;
    }
    return out;
}

Result<std::string> userCatalogueWithEngine(const std::string& existing,
                                            const EngineProfile& profile,
                                            const std::string& origin) {
    json doc = json::object();
    if (!existing.empty()) {
        Problems problems;
        std::optional<json> parsed = parseUserJson(existing, origin, maxCatalogueBytes, problems);
        if (!parsed) {
            for (Problem& p : problems)
                p.message = "is not a user catalogue, left as it was: " + p.message;
            return problems;
        }
        doc = std::move(*parsed);
        if (!doc.is_object())
            return Problems{{origin, "is not a user catalogue (allowed: an object with "
                                     "\"gpus\", \"models\", \"engines\")"}};
    }
    json& engines = doc["engines"];
    if (engines.is_null())
        engines = json::array();
    if (!engines.is_array())
        return Problems{{origin + ".engines", "must be an array of entries"}};
    const json entry = engineProfileToJson(profile);
    bool replaced = false;
    for (json& e : engines) {
        if (e.is_object() && e.value("id", std::string()) == profile.id) {
            e = entry;
            replaced = true;
        }
    }
    if (!replaced)
        engines.push_back(entry);
    return doc.dump(2) + "\n";
}

} // namespace ridgeline
