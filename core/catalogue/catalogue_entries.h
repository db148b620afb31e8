// Readers for single catalogue entries, shared by the catalogue files and by scenario files
// (a scenario may describe a custom GPU inline).
#pragma once

#include "core/catalogue/catalogue.h"
#include "core/scenario/json_reader.h"

namespace ridgeline::detail {

/// Reads the GPU fields present in `r` over `gpu`. With `complete`, name, memory_gib,
/// bandwidth_bytes_per_s and flops must be given.
void readGpuFields(ObjectReader& r, Gpu& gpu, bool complete);

/// Reads the architecture fields present in `r` over `arch`.
void readArchitectureFields(ObjectReader& r, Architecture& arch);

/// Range of every architecture field, then the rules between them (KV heads divide heads).
void checkArchitecture(const Architecture& a, const std::string& path, Problems& problems);

ModelPreset readModelEntry(ObjectReader& r);
EngineProfile readEngineEntry(ObjectReader& r);

} // namespace ridgeline::detail
