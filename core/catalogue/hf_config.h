// Architectures from Hugging Face config.json files: dense GQA models (Llama, Mistral, Qwen2/3,
// Phi-3), mixtures of experts (Mixtral, Qwen-MoE, DeepSeek, Llama 4, gpt-oss), latent attention
// (DeepSeek-V2/V3), sliding-window layers (Gemma 2/3, Mistral v0.1, gpt-oss) and Llama 4's
// chunked attention.
#pragma once

#include "core/base/problems.h"
#include "core/hardware/architecture.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ridgeline {

/// config.json files are a few kilobytes; anything above this is not a config (documented in
/// docs/scenario-format.md).
inline constexpr std::size_t maxHfConfigBytes = 1024 * 1024;

struct HfModel {
    Architecture arch;
    std::string modelType; ///< the config's model_type, "llama"
    std::string name;      ///< _name_or_path, or the first of "architectures"
    /// What the architecture leaves out (a vision tower, multi-token prediction layers), in
    /// English, for the command line.
    std::vector<std::string> notes;
};

/// The architecture a config describes. Problems name the config key under `path` ("hf_config.
/// hidden_size") and the allowed values; a model_type this reader does not know is read as a
/// Llama-shaped model when the Llama keys are all there, and otherwise refused with the missing
/// keys named.
Result<HfModel> modelFromHfConfig(const nlohmann::json& config, const std::string& path);

/// The same from JSON text (at most maxHfConfigBytes).
Result<HfModel> parseHfConfig(std::string_view text, const std::string& path);

/// The model_type values read with their own rules, for messages and the docs.
std::string knownHfModelTypes();

} // namespace ridgeline
