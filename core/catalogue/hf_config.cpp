#include "core/catalogue/hf_config.h"

#include "core/base/user_json.h"
#include "core/catalogue/catalogue_entries.h"
#include "core/catalogue/hf_config_guard.h"
#include "core/scenario/field_limits.h"
#include "core/scenario/json_reader.h"
#include "core/scenario/scenario_field_table.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

namespace ridgeline {

namespace {

using detail::ObjectReader;
using json = nlohmann::json;

/// Which of a model's layers use a sliding window, by family.
enum class Window {
    none,        ///< full attention everywhere (or only layer_types says otherwise)
    all,         ///< sliding_window, when set, applies to every layer (Mistral, Mixtral, Phi-3)
    qwen,        ///< use_sliding_window: layers from max_window_layers on
    alternating, ///< every other layer, starting with the first (Gemma 2)
    pattern,     ///< all but every sliding_window_pattern-th layer (Gemma 3)
    /// attention_chunk_size on the layers that keep rotary embeddings: no_rope_layers marks them
    /// 1, or all but every no_rope_layer_interval-th (Llama 4: 3 chunked, 1 global). Attention
    /// within 8192-token chunks holds at most a chunk, as a window of that size does.
    chunked,
    /// all but every full_attention_interval-th layer are linear attention with a fixed state
    /// (Qwen3-Next's Gated DeltaNet), held as a window of as many tokens as the state takes.
    linear,
};

/// mixtral: num_local_experts of width intermediate_size. plain: num_experts of that width
/// (OLMoE). llama4: the same as mixtral plus one shared expert of that width in every MoE layer,
/// and dense layers of width intermediate_size_mlp. qwen: num_experts of width
/// moe_intermediate_size. deepseek: n_routed_experts of width moe_intermediate_size.
enum class Experts { none, mixtral, plain, qwen, deepseek, llama4 };

struct Family {
    std::string_view type;
    Window window = Window::none;
    Experts experts = Experts::none;
    bool latentAttention = false;
    bool tiedByDefault = false;
    // Defaults of keys that configs may leave out (Gemma 3's nested text_config does).
    int heads = 0, kvHeads = 0, headDim = 0, vocab = 0, slidingWindow = 0;
};

constexpr std::array families{
    Family{"llama"},
    Family{"mistral", Window::all},
    Family{"mixtral", Window::all, Experts::mixtral},
    Family{"qwen2", Window::qwen},
    Family{"qwen3", Window::qwen},
    Family{"qwen2_moe", Window::qwen, Experts::qwen},
    Family{"qwen3_moe", Window::qwen, Experts::qwen},
    Family{"deepseek_v2", Window::none, Experts::deepseek, true},
    Family{"deepseek_v3", Window::none, Experts::deepseek, true},
    Family{"deepseek_v32", Window::none, Experts::deepseek, true},
    Family{"kimi_k2", Window::none, Experts::deepseek, true},
    Family{"glm4_moe", Window::none, Experts::deepseek},
    Family{"qwen3_next", Window::linear, Experts::qwen},
    Family{"qwen3_5_text", Window::linear},
    Family{"qwen3_5_moe_text", Window::linear, Experts::qwen},
    Family{"olmoe", Window::none, Experts::plain},
    Family{"phimoe", Window::all, Experts::mixtral},
    Family{"gemma", Window::none, Experts::none, false, true},
    Family{"gemma2", Window::alternating, Experts::none, false, true, 8, 4, 256, 256000, 4096},
    Family{"gemma3_text", Window::pattern, Experts::none, false, true, 8, 4, 256, 262208, 4096},
    Family{"phi3", Window::all},
    Family{"llama4_text", Window::chunked, Experts::llama4},
    // Alternating banded (sliding) and dense layers, the first banded; layer_types lists them.
    Family{"gpt_oss", Window::alternating, Experts::mixtral},
};

const Family* familyOf(std::string_view type) {
    // Vision-language wrappers name the language model's family in text_config; a config
    // without one is read by the wrapper's type.
    if (type == "gemma3")
        type = "gemma3_text";
    if (type == "llama4")
        type = "llama4_text";
    if (type == "qwen3_5")
        type = "qwen3_5_text";
    if (type == "qwen3_5_moe")
        type = "qwen3_5_moe_text";
    for (const Family& f : families)
        if (f.type == type)
            return &f;
    return nullptr;
}

// A whole number in [lo, hi]; absent or null: nullopt. Wrong values are reported.
std::optional<int> whole(ObjectReader& r, std::string_view key, int lo, int hi) {
    const json* v = r.member(key);
    if (!v || v->is_null())
        return std::nullopt;
    if (auto x = r.integer(key, lo, hi))
        return int(*x);
    return std::nullopt;
}

int whole(ObjectReader& r, std::string_view key, int lo, int hi, int fallback) {
    return whole(r, key, lo, hi).value_or(fallback);
}

// Layers marked "sliding_attention" (or Llama 4's "chunked_attention") in layer_types, when the
// config lists them.
std::optional<int> slidingFromLayerTypes(ObjectReader& r) {
    const json* types = r.member("layer_types");
    if (!types || !types->is_array())
        return std::nullopt;
    return int(std::count(types->begin(), types->end(), json("sliding_attention")) +
               std::count(types->begin(), types->end(), json("chunked_attention")));
}

// Llama 4's chunked layers: those no_rope_layers marks 1 (they keep rotary embeddings and
// attend within a chunk), or all but every no_rope_layer_interval-th.
int chunkedLayers(ObjectReader& r, int layers) {
    if (const json* marks = r.member("no_rope_layers");
        marks && marks->is_array() && !marks->empty())
        return int(
            std::min<std::ptrdiff_t>(layers, std::count(marks->begin(), marks->end(), json(1))));
    const int every = whole(r, "no_rope_layer_interval", 1, 1000, 4);
    return layers - layers / every;
}

// Qwen3-Next: all but every full_attention_interval-th layer (or the layers layer_types marks
// "linear_attention") are Gated DeltaNet layers whose state per sequence is fixed:
// linear_num_value_heads matrices of linear_key_head_dim x linear_value_head_dim values.
// Ridgeline has no such layer; it holds them as a window of as many tokens as the state takes at
// the attention layers' KV width, as the catalogue's qwen3-next-80b-a3b does.
void readLinearLayers(ObjectReader& r, Architecture& a, std::vector<std::string>& notes) {
    int linear = 0;
    if (const json* types = r.member("layer_types"); types && types->is_array())
        linear = int(std::count(types->begin(), types->end(), json("linear_attention")));
    else
        linear = a.layers - a.layers / whole(r, "full_attention_interval", 1, 1000, 4);
    a.slidingLayers = std::clamp(linear, 0, a.layers);
    const double state = double(whole(r, "linear_num_value_heads", 1, 100000, a.heads)) *
                         whole(r, "linear_key_head_dim", 1, 100000, a.headDim) *
                         whole(r, "linear_value_head_dim", 1, 100000, a.headDim);
    const double perToken = 2.0 * a.kvHeads * a.headDim;
    a.slidingWindow =
        a.slidingLayers > 0 ? int(std::clamp(std::round(state / perToken), 1.0, 1e9)) : 0;
    if (a.slidingLayers > 0)
        notes.push_back(fmt::format("{} linear-attention layers held as a window of {} tokens "
                                    "(their fixed state at the attention layers' width); their "
                                    "projections are counted as attention's",
                                    a.slidingLayers, a.slidingWindow));
}

void readWindow(ObjectReader& r, const Family& f, Architecture& a) {
    const std::optional<int> window = whole(
        r, f.window == Window::chunked ? "attention_chunk_size" : "sliding_window", 1, 1 << 24);
    a.slidingWindow = window.value_or(f.slidingWindow);
    const int layers = a.layers;
    int sliding = 0;
    if (auto listed = slidingFromLayerTypes(r)) {
        sliding = *listed;
    } else {
        switch (f.window) {
        case Window::none:
            break;
        case Window::all:
            sliding = window ? layers : 0;
            break;
        case Window::qwen:
            if (r.boolean("use_sliding_window", false))
                sliding = layers - std::min(layers, whole(r, "max_window_layers", 0, 1000, layers));
            break;
        case Window::alternating:
            sliding = (layers + 1) / 2;
            break;
        case Window::pattern: {
            const int every = whole(r, "sliding_window_pattern", 1, 1000, 6);
            sliding = layers - layers / every;
            break;
        }
        case Window::chunked:
            sliding = window ? chunkedLayers(r, layers) : 0;
            break;
        case Window::linear: // readLinearLayers()
            break;
        }
    }
    if (sliding == 0 || a.slidingWindow == 0) {
        a.slidingWindow = 0;
        sliding = 0;
    }
    a.slidingLayers = sliding;
}

// Llama 4: every MoE layer has one shared expert as wide as a routed one (intermediate_size);
// the other layers are dense MLPs of width intermediate_size_mlp. moe_layers lists the MoE
// layers; without it, every interleave_moe_layer_step-th layer is one (Maverick: 1, 3, 5, ...).
void readLlama4Layers(ObjectReader& r, Architecture& a) {
    a.sharedFfn = a.ffn;
    a.denseFfn = whole(r, "intermediate_size_mlp", 1, 10000000, a.ffn);
    std::vector<bool> moe(std::size_t(std::max(a.layers, 0)), false);
    if (const json* listed = r.member("moe_layers"); listed && listed->is_array()) {
        for (const json& layer : *listed)
            if (layer.is_number_integer() && layer.get<std::int64_t>() >= 0 &&
                layer.get<std::int64_t>() < a.layers)
                moe[std::size_t(layer.get<std::int64_t>())] = true;
    } else {
        const int step = whole(r, "interleave_moe_layer_step", 1, 1000, 1);
        for (int i = 0; i < a.layers; ++i)
            moe[std::size_t(i)] = (i + 1) % step == 0;
    }
    a.denseLayers = int(std::count(moe.begin(), moe.end(), false));
    if (a.denseLayers == 0)
        a.denseFfn = 0;
}

void readExperts(ObjectReader& r, const Family& f, Architecture& a) {
    const int maxExperts = 4096;
    const std::string_view countKey =
        f.experts == Experts::mixtral || f.experts == Experts::llama4 ? "num_local_experts"
        : f.experts == Experts::qwen || f.experts == Experts::plain   ? "num_experts"
                                                                      : "n_routed_experts";
    const int experts = whole(r, countKey, 0, maxExperts, 0);
    if (experts <= 1)
        return;
    a.experts = experts;
    a.activeExperts = whole(r, "num_experts_per_tok", 1, maxExperts, 1);
    if (f.experts == Experts::mixtral || f.experts == Experts::plain)
        return; // intermediate_size is the width of one expert
    if (f.experts == Experts::llama4) {
        readLlama4Layers(r, a);
        return;
    }
    a.denseFfn = a.ffn;
    if (auto moe = whole(r, "moe_intermediate_size", 1, 10000000))
        a.ffn = *moe;
    else
        r.problem("moe_intermediate_size", ProblemCode::required, "", "a whole number",
                  "is required for a mixture of experts (allowed: a whole number)");
    if (f.experts == Experts::qwen) {
        a.sharedFfn = whole(r, "shared_expert_intermediate_size", 0, 10000000, 0);
        const int step = whole(r, "decoder_sparse_step", 1, 1000, 1);
        // Listed layers as flags: one pass over the list, however long the config makes it.
        std::vector<bool> listed(std::size_t(std::max(a.layers, 0)), false);
        if (const json* only = r.member("mlp_only_layers"); only && only->is_array())
            for (const json& layer : *only)
                if (layer.is_number_integer() && layer.get<std::int64_t>() >= 0 &&
                    layer.get<std::int64_t>() < a.layers)
                    listed[std::size_t(layer.get<std::int64_t>())] = true;
        int dense = 0;
        for (int i = 0; i < a.layers; ++i)
            dense += (listed[std::size_t(i)] || (i + 1) % step != 0) ? 1 : 0;
        a.denseLayers = dense;
    } else {
        // In 64 bits: 4096 shared experts of width 10^7 overflow an int.
        const int shared = whole(r, "n_shared_experts", 0, maxExperts, 0);
        const std::int64_t total = std::int64_t(shared) * a.ffn;
        if (total > std::int64_t(fieldLimit("model.shared_ffn").hi)) {
            const std::string allowed = fmt::format(
                "a total width of up to {}", std::int64_t(fieldLimit("model.shared_ffn").hi));
            r.problem("n_shared_experts", ProblemCode::outOfRange, fmt::format("{}", shared),
                      allowed,
                      fmt::format("{} shared experts of width {} are {} wide together (allowed: "
                                  "{})",
                                  shared, a.ffn, total, allowed));
        } else {
            a.sharedFfn = int(total);
        }
        const int firstDense = std::min(a.layers, whole(r, "first_k_dense_replace", 0, 1000, 0));
        const int every = whole(r, "moe_layer_freq", 1, 1000, 1);
        int dense = firstDense;
        for (int i = firstDense; i < a.layers; ++i)
            dense += i % every != 0 ? 1 : 0;
        a.denseLayers = dense;
    }
}

void readLatentAttention(ObjectReader& r, Architecture& a) {
    const int maxDim = 100000;
    a.kvLoraRank = whole(r, "kv_lora_rank", 0, maxDim, 0);
    if (a.kvLoraRank == 0)
        return;
    a.qLoraRank = whole(r, "q_lora_rank", 0, maxDim, 0);
    a.ropeHeadDim = whole(r, "qk_rope_head_dim", 0, maxDim, 0);
    const int nope = whole(r, "qk_nope_head_dim", 1, maxDim, 128);
    a.headDim = nope + a.ropeHeadDim;
    a.vHeadDim = whole(r, "v_head_dim", 1, maxDim, nope);
    a.kvHeads = a.heads;
}

// For a model_type this reader does not know: the known families' expert keys, the first of
// them the config gives deciding how its experts are read.
Experts expertsByKeys(const json& body) {
    const auto many = [&](const char* key) {
        const auto it = body.find(key);
        return it != body.end() && it->is_number_integer() && it->get<std::int64_t>() > 1;
    };
    if (many("n_routed_experts"))
        return Experts::deepseek;
    if (many("num_local_experts"))
        return Experts::mixtral;
    if (many("num_experts"))
        return body.contains("moe_intermediate_size") ? Experts::qwen : Experts::plain;
    return Experts::none;
}

std::string missingMessage(std::string_view type, const std::vector<std::string_view>& missing) {
    std::string keys;
    for (std::string_view k : missing)
        keys += (keys.empty() ? "" : ", ") + std::string(k);
    return fmt::format("model_type \"{}\" is not one this reader knows and the config lacks {} "
                       "(allowed: a config with hidden_size, num_hidden_layers, "
                       "num_attention_heads, intermediate_size and vocab_size, or a model_type "
                       "of {})",
                       type, keys, knownHfModelTypes());
}

} // namespace

std::string knownHfModelTypes() {
    std::string out;
    for (const Family& f : families)
        out += (out.empty() ? "" : ", ") + std::string(f.type);
    return out + ", gemma3, llama4, qwen3_5, qwen3_5_moe";
}

Result<HfModel> modelFromHfConfig(const json& config, const std::string& path) {
    Problems problems;
    HfModel m;
    if (!config.is_object())
        return Problems{
            {path, "must be a config.json object (allowed: one JSON object of config keys)"}};
    // Vision-language wrappers (Gemma 3 from 4B, Llava) keep the language model in text_config.
    const json* body = &config;
    std::string bodyPath = path;
    if (auto t = config.find("text_config"); t != config.end() && t->is_object()) {
        body = &*t;
        bodyPath = path + ".text_config";
        m.notes.push_back("only the language model (text_config) is counted, not the vision "
                          "encoder");
    }
    auto text = [](const json& j, const char* key) {
        auto it = j.find(key);
        return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    m.modelType = text(*body, "model_type");
    if (m.modelType.empty())
        m.modelType = text(config, "model_type");
    if (auto a = config.find("architectures"); a != config.end() && a->is_array() && !a->empty())
        m.name = (*a)[0].is_string() ? (*a)[0].get<std::string>() : "";
    if (!text(config, "_name_or_path").empty())
        m.name = text(config, "_name_or_path");

    const Family* known = familyOf(m.modelType);
    // An unknown model_type is read as Llama-shaped, with the experts and latent attention its
    // keys name.
    Family generic{"generic"};
    generic.experts = expertsByKeys(*body);
    generic.latentAttention = body->contains("kv_lora_rank");
    const Family& f = known ? *known : generic;
    ObjectReader r(*body, bodyPath, problems);
    std::vector<std::string_view> missing;
    for (std::string_view key : {"hidden_size", "num_hidden_layers", "num_attention_heads",
                                 "intermediate_size", "vocab_size"}) {
        const bool defaulted =
            (key == "num_attention_heads" && f.heads > 0) || (key == "vocab_size" && f.vocab > 0);
        if (!defaulted && !r.has(key))
            missing.push_back(key);
    }
    if (!missing.empty()) {
        // An unknown model_type without the keys to read it by: `required` with the type as its
        // value and the missing keys as its args (ui/model/problem_text.cpp words it).
        if (!known)
            return Problems{{bodyPath, missingMessage(m.modelType, missing), ProblemCode::required,
                             m.modelType, knownHfModelTypes(),
                             std::vector<std::string>(missing.begin(), missing.end())}};
        for (std::string_view key : missing)
            r.problem(key, ProblemCode::required, "", "a whole number",
                      fmt::format("is required for model_type \"{}\" (allowed: a whole number)",
                                  m.modelType));
        return problems;
    }
    if (!known)
        m.notes.push_back(fmt::format(
            "model_type \"{}\" read as a Llama-shaped model (gated "
            "MLP, untied embeddings unless the config says otherwise){}",
            m.modelType, f.experts != Experts::none ? ", its experts by the keys it gives" : ""));

    Architecture& a = m.arch;
    a.hidden = whole(r, "hidden_size", 1, 1000000, a.hidden);
    a.layers = whole(r, "num_hidden_layers", 1, 1000, a.layers);
    a.heads = whole(r, "num_attention_heads", 1, 100000, f.heads > 0 ? f.heads : a.heads);
    a.kvHeads = whole(r, "num_key_value_heads", 1, 100000, f.kvHeads > 0 ? f.kvHeads : a.heads);
    a.headDim = whole(r, "head_dim", 1, 100000,
                      f.headDim > 0 ? f.headDim : std::max(1, a.hidden / a.heads));
    a.ffn = whole(r, "intermediate_size", 1, 10000000, a.ffn);
    a.vocab = whole(r, "vocab_size", 1, 10000000, f.vocab > 0 ? f.vocab : a.vocab);
    a.gatedMlp = true;
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", f.tiedByDefault);
    a.maxContext = whole(r, "max_position_embeddings", 0, 1 << 24, 0);
    a.experts = 1;
    a.activeExperts = 1;
    if (f.latentAttention)
        readLatentAttention(r, a);
    if (f.experts != Experts::none)
        readExperts(r, f, a);
    if (f.window == Window::linear)
        readLinearLayers(r, a, m.notes);
    else
        readWindow(r, f, a);
    if (auto mtp = whole(r, "num_nextn_predict_layers", 0, 1000); mtp && *mtp > 0)
        m.notes.push_back(fmt::format("{} multi-token prediction layer(s) not counted (they "
                                      "are not used for ordinary decoding)",
                                      *mtp));
    if (problems.empty())
        detail::refuseUnreadLayers(r, *body, f.window == Window::linear, a.experts, m.modelType);
    if (problems.empty())
        detail::checkArchitecture(a, bodyPath, problems);
    if (!problems.empty())
        return problems;
    return m;
}

Result<HfModel> parseHfConfig(std::string_view text, const std::string& path) {
    Problems problems;
    const std::optional<json> doc = parseUserJson(text, path, maxHfConfigBytes, problems);
    if (!doc)
        return problems;
    return modelFromHfConfig(*doc, path);
}

} // namespace ridgeline
