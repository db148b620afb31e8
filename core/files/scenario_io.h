// Scenario files (docs/scenario-format.md): parsing with validation against the catalogue, and
// writing back so that load, save, load gives the same scenario.
#pragma once

#include "core/base/problems.h"
#include "core/catalogue/catalogue.h"
#include "core/scenario/scenario.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

namespace ridgeline {

/// Parses scenario JSON text. Every problem found is reported, each naming its field path.
/// A relative `model.hf_config` path is read from `baseDirectory` (the scenario file's folder;
/// empty: the working directory).
Result<Scenario> parseScenario(std::string_view text, const Catalogue& catalogue,
                               const std::string& baseDirectory = {});
Result<Scenario> scenarioFromJson(const nlohmann::json& doc, const Catalogue& catalogue,
                                  const std::string& baseDirectory = {});

/// The scenario as a JSON document: presets and catalogue GPUs by id, with only the fields
/// that differ from them; every workload and economics field explicitly.
nlohmann::json scenarioToJson(const Scenario& s, const Catalogue& catalogue);
std::string serializeScenario(const Scenario& s, const Catalogue& catalogue);

/// The built-in default: Qwen3-8B on one RTX 5090, batch 1, 512 + 128 tokens, bf16.
Scenario defaultScenario(const Catalogue& catalogue);

/// A catalogue GPU's fields as JSON (the keys of a GPU object in docs/scenario-format.md).
nlohmann::json gpuToJson(const Gpu& gpu);
nlohmann::json architectureToJson(const Architecture& a);

} // namespace ridgeline
