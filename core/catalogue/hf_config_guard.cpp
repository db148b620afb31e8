#include "core/catalogue/hf_config_guard.h"

#include "core/catalogue/hf_config.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace ridgeline::detail {

namespace {

using json = nlohmann::json;

bool startsWith(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

} // namespace

// Layers the architecture cannot hold (state-space or linear-attention layers, which keep a
// state instead of a cache) and experts this reader did not place are refused by their key,
// rather than read as attention and a dense MLP.
void refuseUnreadLayers(ObjectReader& r, const json& body, bool linearFamily, int expertsRead,
                        std::string_view type) {
    const std::string known = knownHfModelTypes();
    for (const auto& [key, value] : body.items()) {
        // Qwen3.5's linear layers name the dtype of their state mamba_ssm_dtype.
        const bool foreign =
            (startsWith(key, "mamba") && !(linearFamily && key == "mamba_ssm_dtype")) ||
            startsWith(key, "ssm_") || key == "attn_layer_period" ||
            key == "hybrid_override_pattern" || key == "layers_block_type" ||
            (!linearFamily && (startsWith(key, "linear_") || key == "full_attention_interval"));
        // Per-layer lists: layer_types (Gemma 3, gpt-oss, Qwen3.5; LFM2's "conv", Granite 4's
        // "mamba"), block_types (RecurrentGemma's "recurrent"), attn_type_list (MiniMax-Text-01:
        // 0 for its lightning linear attention, 1 for softmax).
        bool foreignTypes = false;
        if ((key == "layer_types" || key == "block_types") && value.is_array())
            for (const json& t : value)
                foreignTypes |= !(t == "full_attention" || t == "sliding_attention" ||
                                  t == "chunked_attention" || t == "attention" ||
                                  (linearFamily && t == "linear_attention"));
        if (key == "attn_type_list" && value.is_array())
            for (const json& t : value)
                foreignTypes |= t != 1;
        if (foreign || foreignTypes) {
            r.problem(
                key, ProblemCode::hfLayersNotModelled, std::string(type),
                "attention layers (full, windowed or chunked) with dense or expert MLPs",
                fmt::format("describes layers of a kind Ridgeline does not model (state-space "
                            "or linear attention) for model_type \"{}\" (allowed: attention "
                            "layers, full, windowed or chunked, with dense or expert MLPs; "
                            "the model_types {})",
                            type, known),
                {known});
            return;
        }
        const bool counts = key.find("experts") != std::string::npos &&
                            key.find("per_tok") == std::string::npos &&
                            key.find("shared") == std::string::npos;
        if (expertsRead == 1 && counts && value.is_number_integer() &&
            value.get<std::int64_t>() > 1) {
            r.problem(key, ProblemCode::hfExpertsNotRead, std::string(type),
                      "the expert keys of a known model_type",
                      fmt::format("names {} experts that this reader cannot place for model_type "
                                  "\"{}\" (allowed: the expert keys of the model_types {})",
                                  value.get<std::int64_t>(), type, known),
                      {fmt::format("{}", value.get<std::int64_t>()), known});
            return;
        }
    }
}

} // namespace ridgeline::detail
