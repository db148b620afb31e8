#include "core/catalogue/catalogue_entries.h"

#include "core/catalogue/engine_formats.h"
#include "core/scenario/cluster_io.h"
#include "core/scenario/scenario_fields.h"

#include <fmt/format.h>

#include <algorithm>

namespace ridgeline::detail {

namespace {

constexpr double maxFlops = 1e18;
constexpr double minFlops = 1e6; ///< 1 MFLOP/s: below it a positive peak is a typo
constexpr double maxBandwidth = 1e15;

void readText(ObjectReader& r, std::string_view key, std::string& into) {
    const bool prose = key == "notes" || key == "source" || key == "date";
    if (auto v = r.string(key, prose ? maxNotesBytes : maxTextBytes))
        into = *v;
}

void readFlops(ObjectReader& r, Gpu& gpu, bool complete) {
    const nlohmann::json* flops = r.member("flops");
    if (!flops) {
        if (complete)
            r.problem(
                "flops", ProblemCode::required, "",
                "an object of dense FLOP/s per format: fp32, tf32, fp16, bf16, fp8, int8, fp4",
                "is required (allowed: an object of dense FLOP/s per format: fp32, tf32, fp16, "
                "bf16, fp8, int8, fp4)");
        return;
    }
    ObjectReader f(*flops, r.pathOf("flops"), r.problems());
    // The object replaces the whole set of peaks, also over a "base" GPU.
    if (f.valid())
        gpu.flops = {};
    bool any = false;
    for (int i = 0; i < computeTypeCount; ++i) {
        const auto type = static_cast<ComputeType>(i);
        if (auto v = f.number(computeTypeName(type), 0, maxFlops)) {
            // 0 says the part lacks the format; a tiny positive peak would only make every
            // time it enters astronomical.
            if (*v > 0 && *v < minFlops) {
                const std::string allowed =
                    fmt::format("0 for a format the part lacks, or {:g}..{:g}", minFlops, maxFlops);
                f.problem(computeTypeName(type), ProblemCode::outOfRange, fmt::format("{:g}", *v),
                          allowed, fmt::format("is {:g} (allowed: {})", *v, allowed));
                continue;
            }
            gpu.flops[static_cast<std::size_t>(i)] = *v;
            any = any || *v > 0;
        }
    }
    f.finish();
    // Over a "base" GPU too: the object is the whole set, and a part with no positive peak would
    // run every pass in infinite time.
    if (f.valid() && !any)
        r.problem("flops", ProblemCode::outOfRange, "0",
                  "at least one positive figure among fp32, tf32, fp16, bf16, fp8, int8, fp4",
                  "needs at least one positive figure (allowed: fp32, tf32, fp16, bf16, fp8, int8, "
                  "fp4; the object replaces all of the base GPU's peaks)");
}

void readFlopsExtra(ObjectReader& r, Gpu& gpu) {
    const nlohmann::json* extra = r.member("flops_extra");
    if (!extra)
        return;
    if (!extra->is_object()) {
        r.problem("flops_extra", ProblemCode::wrongType, typeName(*extra), "{\"label\": number}",
                  "must be an object of labelled FLOP/s figures (allowed: {\"label\": number})");
        return;
    }
    gpu.flopsExtra.clear();
    for (auto it = extra->begin(); it != extra->end(); ++it) {
        if (!it->is_number() || it->get<double>() < 0 || it->get<double>() > maxFlops) {
            r.problem("flops_extra." + shownText(it.key()),
                      it->is_number() ? ProblemCode::outOfRange : ProblemCode::wrongType,
                      it->is_number() ? fmt::format("{:g}", it->get<double>()) : typeName(*it),
                      fmt::format("0..{:g}", maxFlops),
                      fmt::format("must be a number (allowed: 0..{:g})", maxFlops));
            continue;
        }
        gpu.flopsExtra.emplace_back(it.key(), it->get<double>());
    }
}

void readInterconnect(ObjectReader& r, Gpu& gpu) {
    const nlohmann::json* link = r.member("interconnect");
    if (!link)
        return;
    ObjectReader l(*link, r.pathOf("interconnect"), r.problems());
    readText(l, "kind", gpu.interconnect.kind);
    if (auto v = l.number("bytes_per_s", 1e6, maxBandwidth))
        gpu.interconnect.bytesPerS = *v;
    if (auto v = l.number("latency_s", 0, 1))
        gpu.interconnect.latencyS = *v;
    readInterconnectExtras(l, gpu.interconnect);
    l.finish();
}

// "engines": the engine ids that run on the part, when fewer than its vendor's.
void readEngineIds(ObjectReader& r, Gpu& gpu) {
    const nlohmann::json* list = r.member("engines");
    if (!list)
        return;
    constexpr std::size_t maxEngines = 64;
    const std::string allowed = "a non-empty list of engine ids";
    if (!list->is_array() || list->empty() || list->size() > maxEngines) {
        r.problem("engines", ProblemCode::wrongType, typeName(*list), allowed,
                  fmt::format("must be {} (at most {})", allowed, maxEngines));
        return;
    }
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const nlohmann::json& item = (*list)[i];
        if (!item.is_string() || item.get_ref<const std::string&>().empty() ||
            item.get_ref<const std::string&>().size() > maxTextBytes) {
            r.problem(fmt::format("engines[{}]", i), ProblemCode::wrongType, typeName(item),
                      "an engine id",
                      fmt::format("must be an engine id, not {} (allowed: an engine id)",
                                  typeName(item)));
            continue;
        }
        ids.push_back(item.get<std::string>());
    }
    if (ids.size() == list->size())
        gpu.engines = std::move(ids);
}

void readPrice(ObjectReader& r, std::string_view key, std::optional<double>& into) {
    const nlohmann::json* v = r.member(key);
    if (v && v->is_null()) {
        into.reset();
        return;
    }
    if (auto x = r.number(key, 0, 1e8))
        into = *x;
}

// "vendor": one of the vendor ids, in any letter case.
void readVendor(ObjectReader& r, Gpu& gpu) {
    const nlohmann::json* v = r.member("vendor");
    if (!v)
        return;
    const std::string allowed = vendorNames();
    if (!v->is_string()) {
        r.problem("vendor", ProblemCode::wrongType, typeName(*v), allowed,
                  fmt::format("must be a string, not {} (allowed: {})", typeName(*v), allowed));
        return;
    }
    const std::string& name = v->get_ref<const std::string&>();
    if (auto vendor = vendorFromName(name))
        gpu.vendor = *vendor;
    else
        r.problem("vendor", ProblemCode::unknownValue, shownText(name), allowed,
                  fmt::format("unknown vendor \"{}\" (allowed: {})", shownText(name), allowed));
}

// "vendors": a non-empty list of vendor ids without repeats.
void readVendors(ObjectReader& r, EngineProfile& e) {
    const nlohmann::json* list = r.member("vendors");
    if (!list)
        return;
    const std::string allowed = vendorNames();
    if (!list->is_array() || list->empty()) {
        r.problem("vendors", ProblemCode::wrongType, typeName(*list), allowed,
                  fmt::format("must be a non-empty list of vendors (allowed: {})", allowed));
        return;
    }
    std::vector<Vendor> vendors;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const nlohmann::json& item = (*list)[i];
        const std::string key = fmt::format("vendors[{}]", i);
        if (!item.is_string()) {
            r.problem(
                key, ProblemCode::wrongType, typeName(item), allowed,
                fmt::format("must be a string, not {} (allowed: {})", typeName(item), allowed));
            continue;
        }
        const std::string& name = item.get_ref<const std::string&>();
        const std::string shown = shownText(name);
        bool known = false;
        for (Vendor v : allVendors) {
            if (vendorFromName(name) != v)
                continue;
            known = true;
            if (std::find(vendors.begin(), vendors.end(), v) != vendors.end())
                r.problem(key, ProblemCode::listedTwice, shown, allowed,
                          fmt::format("\"{}\" is listed twice (allowed: each of {} once)", shown,
                                      allowed));
            else
                vendors.push_back(v);
        }
        if (!known)
            r.problem(key, ProblemCode::unknownValue, shown, allowed,
                      fmt::format("unknown vendor \"{}\" (allowed: {})", shown, allowed));
    }
    if (vendors.size() == list->size())
        e.vendors = std::move(vendors);
}

// eta_memory, eta_compute, mfu, step_overhead_s, kernel_s, sequence_s, allreduce_half_bytes
// and expert_gemm_efficiency, each optional, over `into`.
void readEfficiencyFields(ObjectReader& r, Efficiency& into) {
    if (auto v = r.positiveFraction("eta_memory"))
        into.memory = *v;
    if (auto v = r.positiveFraction("eta_compute"))
        into.compute = *v;
    if (auto v = r.positiveFraction("mfu"))
        into.mfu = *v;
    if (auto v = r.number("step_overhead_s", 0, 1))
        into.stepOverheadS = *v;
    if (auto v = r.number("kernel_s", 0, 1e-3))
        into.kernelS = *v;
    if (auto v = r.number("sequence_s", 0, 1e-3))
        into.sequenceS = *v;
    if (auto v = r.number("allreduce_half_bytes", 0, 1e9))
        into.allReduceHalfBytes = *v;
    if (auto v = r.positiveFraction("expert_gemm_efficiency"))
        into.expertGemm = *v;
}

// An array of calibration row ids.
void readIds(ObjectReader& r, std::string_view key, std::vector<std::string>& into) {
    const nlohmann::json* rows = r.member(key);
    if (!rows)
        return;
    if (!rows->is_array()) {
        r.problem(key, ProblemCode::wrongType, typeName(*rows), "a list of strings",
                  "must be an array of calibration row ids (allowed: a list of strings)");
        return;
    }
    for (const auto& row : *rows) {
        if (row.is_string())
            into.push_back(row.get<std::string>());
        else
            r.problem(key, ProblemCode::wrongType, typeName(row), "calibration row ids",
                      "must hold only strings (allowed: calibration row ids)");
    }
}

// "spread": {"decode": {"p10", "p90", "rows"}, "prefill": ..., "training": ...}, each optional.
void readSpreads(ObjectReader& r, EngineProfile& e) {
    const nlohmann::json* spread = r.member("spread");
    if (!spread || spread->is_null())
        return;
    ObjectReader s(*spread, r.pathOf("spread"), r.problems());
    const std::pair<const char*, std::optional<ResidualSpread>*> parts[] = {
        {"decode", &e.decodeSpread},
        {"prefill", &e.prefillSpread},
        {"training", &e.trainingSpread}};
    for (const auto& [key, into] : parts) {
        const nlohmann::json* part = s.member(key);
        if (!part || part->is_null())
            continue;
        ObjectReader p(*part, s.pathOf(key), r.problems());
        // A biased fit may have both above or both below 1; ranges always hold the point.
        const std::optional<double> p10 = p.number("p10", 0.01, 100.0);
        const std::optional<double> p90 = p.number("p90", 0.01, 100.0);
        const std::int64_t rows = p.integer("rows", 0, 1 << 20, 0);
        p.finish();
        if (p10 && p90 && *p10 > *p90)
            p.problem("p10", ProblemCode::outOfRange, fmt::format("{}", *p10),
                      fmt::format("0.01..p90 ({})", *p90),
                      fmt::format("{} is above p90 {} (allowed: p10 <= p90)", *p10, *p90));
        else if (p10 && p90)
            *into = ResidualSpread{*p10, *p90, int(rows)};
        else if (p.valid() && (!p.has("p10") || !p.has("p90")))
            p.problem(p.has("p10") ? "p90" : "p10", ProblemCode::required, "", "0.01..100",
                      "is required (allowed: 0.01..100)");
    }
    s.finish();
}

} // namespace

void readGpuFields(ObjectReader& r, Gpu& gpu, bool complete) {
    readText(r, "name", gpu.name);
    readVendor(r, gpu);
    readText(r, "architecture", gpu.architecture);
    readText(r, "form_factor", gpu.formFactor);
    readText(r, "memory_type", gpu.memoryType);
    if (auto v = r.number("memory_gib", 0.001, 1e6))
        gpu.memoryGib = *v;
    else if (complete && !r.has("memory_gib"))
        r.problem("memory_gib", ProblemCode::required, "", "0.001..1e6",
                  "is required (allowed: 0.001..1e6)");
    if (auto v = r.number("bandwidth_bytes_per_s", 1e6, maxBandwidth))
        gpu.bandwidthBytesPerS = *v;
    else if (complete && !r.has("bandwidth_bytes_per_s"))
        r.problem("bandwidth_bytes_per_s", ProblemCode::required, "", "1e6..1e15",
                  "is required (allowed: 1e6..1e15)");
    readFlops(r, gpu, complete);
    readFlopsExtra(r, gpu);
    readInterconnect(r, gpu);
    readGpuServer(r, gpu);
    if (auto v = r.integer("pcie_gen", 1, 7))
        gpu.pcieGen = int(*v);
    if (auto v = r.number("tdp_w", 0, 1e5))
        gpu.tdpW = *v;
    if (auto v = r.boolean("ecc"))
        gpu.ecc = *v;
    if (auto v = r.boolean("mig"))
        gpu.mig = *v;
    readPrice(r, "price_usd", gpu.priceUsd);
    readPrice(r, "cloud_usd_per_gpu_hour", gpu.cloudUsdPerGpuHour);
    readText(r, "spec_source", gpu.specSource);
    readText(r, "spec_date", gpu.specDate);
    readText(r, "price_source", gpu.priceSource);
    readText(r, "price_date", gpu.priceDate);
    readText(r, "cloud_source", gpu.cloudSource);
    readText(r, "cloud_date", gpu.cloudDate);
    readText(r, "notes", gpu.notes);
    readEngineIds(r, gpu);
    if (complete && gpu.name.empty() && !r.has("name"))
        r.problem("name", ProblemCode::required, "", "any text", "is required (allowed: any text)");
}

void readArchitectureFields(ObjectReader& r, Architecture& a) {
    readFields(r, architectureFields(), a);
    if (auto v = r.boolean("gated_mlp"))
        a.gatedMlp = *v;
    if (auto v = r.boolean("tied_embeddings"))
        a.tiedEmbeddings = *v;
}

void checkArchitecture(const Architecture& a, const std::string& path, Problems& problems) {
    const std::string prefix = path.empty() ? "" : path + ".";
    bool inRange = true;
    for (const FieldRow<Architecture>& f : architectureFields()) {
        const int v = int(*f.valueIn(a));
        if (f.limit.admits(v))
            continue;
        inRange = false;
        const std::string allowed = f.limit.allowedText();
        problems.push_back({prefix + std::string(f.limit.key()),
                            fmt::format("{} is out of range (allowed: {})", v, allowed),
                            ProblemCode::outOfRange, fmt::format("{}", v), allowed});
    }
    if (!inRange)
        return;
    if (a.kvHeads > a.heads || a.heads % a.kvHeads != 0)
        problems.push_back(
            {prefix + "kv_heads",
             fmt::format("{} does not divide the {} query heads (allowed: a divisor of heads)",
                         a.kvHeads, a.heads),
             ProblemCode::headsNotDivisible, fmt::format("{}", a.kvHeads),
             fmt::format("a divisor of {}", a.heads)});
    if (a.activeExperts > a.experts)
        problems.push_back({prefix + "active_experts",
                            fmt::format("{} is more than the {} experts (allowed: 1..{})",
                                        a.activeExperts, a.experts, a.experts),
                            ProblemCode::expertsOverTotal, fmt::format("{}", a.activeExperts),
                            fmt::format("1..{}", a.experts)});
    auto atMostLayers = [&](std::string_view key, int v) {
        if (v > a.layers)
            problems.push_back({prefix + std::string(key),
                                fmt::format("{} is more than the {} layers (allowed: 0..{})", v,
                                            a.layers, a.layers),
                                ProblemCode::outOfRange, fmt::format("{}", v),
                                fmt::format("0..{}", a.layers)});
    };
    atMostLayers("dense_layers", a.denseLayers);
    atMostLayers("sliding_layers", a.slidingLayers);
    if (a.kvLoraRank > 0 && a.ropeHeadDim >= a.headDim)
        problems.push_back({prefix + "rope_head_dim",
                            fmt::format("{} is not less than head_dim {} (allowed: 0..{})",
                                        a.ropeHeadDim, a.headDim, a.headDim - 1),
                            ProblemCode::outOfRange, fmt::format("{}", a.ropeHeadDim),
                            fmt::format("0..{}", a.headDim - 1)});
}

ModelPreset readModelEntry(ObjectReader& r) {
    ModelPreset m;
    readText(r, "id", m.id);
    readText(r, "name", m.name);
    for (std::string_view key : {"layers", "hidden", "heads", "ffn", "vocab"}) {
        if (!r.has(key))
            r.problem(key, ProblemCode::required, "", "a whole number",
                      "is required (allowed: a whole number)");
    }
    // Defaults that depend on other fields: MHA and hidden/heads unless stated.
    readArchitectureFields(r, m.arch);
    if (!r.has("kv_heads"))
        m.arch.kvHeads = m.arch.heads;
    if (!r.has("head_dim") && m.arch.heads > 0)
        m.arch.headDim = m.arch.hidden / m.arch.heads;
    readText(r, "source", m.source);
    readText(r, "date", m.date);
    readText(r, "notes", m.notes);
    if (m.id.empty())
        r.problem("id", ProblemCode::required, "", "a non-empty id",
                  "is required (allowed: a non-empty id)");
    checkArchitecture(m.arch, r.path(), r.problems());
    return m;
}

EngineProfile readEngineEntry(ObjectReader& r) {
    EngineProfile e;
    readText(r, "id", e.id);
    readText(r, "name", e.name);
    readEfficiencyFields(r, e.efficiency);
    e.serves = r.boolean("serves", e.serves);
    e.trains = r.boolean("trains", e.trains);
    if (!e.serves && !e.trains)
        r.problem("trains", ProblemCode::servesOrTrains, "false", "true where serves is false",
                  "is false and so is serves: a profile must serve or train (allowed: true "
                  "where serves is false)");
    readVendors(r, e);
    readEngineFormats(r, e);
    e.fusedKernels = r.boolean("fused_kernels", e.fusedKernels);
    e.elementwiseTraffic = r.number("elementwise_traffic", 1, 10, e.elementwiseTraffic);
    e.kvBlockTokens = int(r.integer("kv_block_tokens", 1, 4096, e.kvBlockTokens));
    e.staticKvCache = r.boolean("static_kv_cache", e.staticKvCache);
    e.expandsGroupedKv = r.boolean("expands_grouped_kv", e.expandsGroupedKv);
    e.overlapsPrefill = r.boolean("overlaps_prefill", e.overlapsPrefill);
    e.requestLatencyS = r.number("request_latency_s", 0, 10, e.requestLatencyS);
    e.flashAttention = r.boolean("flash_attention", e.flashAttention);
    e.fp16Accumulate = r.boolean("fp16_accumulate", e.fp16Accumulate);
    if (const nlohmann::json* v = r.member("max_batch"); v && !v->is_null()) {
        if (auto b = r.integer("max_batch", 1, 1 << 20))
            e.maxBatch = int(*b);
    }
    if (const nlohmann::json* v = r.member("max_num_batched_tokens"); v && !v->is_null())
        e.maxNumBatchedTokens = r.integer("max_num_batched_tokens", 1, std::int64_t(1) << 24);
    e.chunkedPrefill = r.boolean("chunked_prefill", e.chunkedPrefill);
    e.reservesWholeRequest = r.boolean("reserves_whole_request", e.reservesWholeRequest);
    if (const nlohmann::json* variants = r.member("variants")) {
        if (!variants->is_array()) {
            r.problem("variants", ProblemCode::wrongType, typeName(*variants),
                      "{\"memory_type_prefix\", \"vendor\", ...} objects",
                      "must be an array of objects (allowed: {\"memory_type_prefix\", \"vendor\", "
                      "...} objects)");
        } else {
            for (std::size_t i = 0; i < variants->size(); ++i) {
                ObjectReader v((*variants)[i], r.pathOf(fmt::format("variants[{}]", i)),
                               r.problems());
                EfficiencyVariant variant{{}, e.efficiency, {}, std::nullopt};
                if (auto prefix = v.string("memory_type_prefix"))
                    variant.memoryTypePrefix = *prefix;
                if (v.has("vendor")) {
                    Gpu vendorOf;
                    readVendor(v, vendorOf);
                    variant.vendor = vendorOf.vendor;
                }
                if (v.valid() && !v.has("memory_type_prefix") && !v.has("vendor"))
                    v.problem("memory_type_prefix", ProblemCode::required, "",
                              "text such as GDDR, unless vendor is given",
                              "is required unless vendor is given (allowed: text such as GDDR)");
                readEfficiencyFields(v, variant.efficiency);
                readIds(v, "fitted_to", variant.fittedTo);
                v.member("notes");
                v.finish();
                e.variants.push_back(std::move(variant));
            }
        }
    }
    readIds(r, "fitted_to", e.fittedTo);
    if (const nlohmann::json* v = r.member("mape_percent"); v && !v->is_null()) {
        if (auto m = r.number("mape_percent", 0, 1e4))
            e.mapePercent = *m;
    }
    readSpreads(r, e);
    readText(r, "source", e.source);
    readText(r, "date", e.date);
    readText(r, "notes", e.notes);
    if (e.id.empty())
        r.problem("id", ProblemCode::required, "", "a non-empty id",
                  "is required (allowed: a non-empty id)");
    return e;
}

} // namespace ridgeline::detail
