// workload.speculative in scenario files, and the speculative figures in the result JSON
// (docs/scenario-format.md, "Speculative decoding").
#pragma once

#include "core/base/problems.h"
#include "core/catalogue/catalogue.h"
#include "core/evaluation/results.h"
#include "core/scenario/json_reader.h"
#include "core/scenario/scenario.h"

#include <nlohmann/json_fwd.hpp>

namespace ridgeline::detail {

/// Reads the object at workload.speculative: the method, the draft model (a catalogue id, or an
/// object with "preset", "params" or an explicit shape), and tokens and acceptance, which default
/// to the method's published figures (speculativeDefaults()).
SpeculativeSpec readSpeculative(ObjectReader& r, const Catalogue& cat);

/// The object readSpeculative() reads back to the same spec.
nlohmann::json speculativeToJson(const SpeculativeSpec& spec, const Catalogue& cat);

/// Cross-field checks of a spec built in code (validate() checks tokens and acceptance from the
/// field table): the draft model only with method draft, its architecture, and its heads split
/// over the tensor-parallel GPUs.
void checkSpeculative(const Scenario& s, Problems& out);

/// The keys inference.decode gains: tokens_per_step (1 without speculation), and draft_s,
/// verify_s, speedup, plain_tpot_s (null without it); "verify" beside "decode" is the verify
/// pass on the roofline (null without it). Adds them to `decode` and `inference`.
void addSpeculativeJson(const InferenceFigures& f, nlohmann::json& decode,
                        nlohmann::json& inference);

} // namespace ridgeline::detail
