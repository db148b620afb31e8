// What an engine profile declares it runs beyond its vendors: the weight formats and the widest
// tensor-parallel group (engines.json "weight_formats", "max_tensor_parallel").
#pragma once

#include "core/hardware/engine.h"
#include "core/scenario/json_reader.h"

#include <nlohmann/json.hpp>

#include <string>

namespace ridgeline {

/// "fp16, bf16, q8_0", or "every format" for a profile that names none.
std::string weightFormatsText(const EngineProfile& e);

/// Writes "weight_formats", "max_tensor_parallel" and "formats_source" into `entry`, the
/// inverse of detail::readEngineFormats().
void engineFormatsToJson(const EngineProfile& e, nlohmann::json& entry);

namespace detail {

/// Reads "weight_formats" (known format names, each once), "max_tensor_parallel" (1..1024 or
/// null) and "formats_source" over `e`; problems name the field and what is allowed.
void readEngineFormats(ObjectReader& r, EngineProfile& e);

} // namespace detail

} // namespace ridgeline
