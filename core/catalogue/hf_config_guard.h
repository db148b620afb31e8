// The Hugging Face config reader's guard (core/catalogue/hf_config.cpp): keys that describe
// layers no attention layer stands for, or experts the reader did not place, are refused by name.
#pragma once

#include "core/scenario/json_reader.h"

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace ridgeline::detail {

/// Reports, under `r`, the first key of `body` that names state-space or linear-attention layers
/// (those of a linear-attention family excepted) or more than one expert when `expertsRead` is 1.
/// `type` is the config's model_type, quoted in the message.
void refuseUnreadLayers(ObjectReader& r, const nlohmann::json& body, bool linearFamily,
                        int expertsRead, std::string_view type);

} // namespace ridgeline::detail
