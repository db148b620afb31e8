// Disaggregated prefill (docs/scenario-format.md, hardware.prefill_pool): prompts prefilled on a
// pool of GPUs of their own, the KV cache moved over the network to the decode GPUs (the
// scenario's hardware). The scenario's field; what evaluating it yields is in
// core/physics/prefill_pool_figures.h, the physics in core/evaluation/disaggregated.h.
#pragma once

#include "core/hardware/gpu.h"

#include <string>

namespace ridgeline {

/// hardware.prefill_pool: `count` GPUs of the catalogue GPU `catalogueId`, in replicas of
/// `tensorParallel` GPUs, that only prefill.
struct PrefillPool {
    std::string catalogueId;
    Gpu gpu; ///< resolved from the catalogue
    int count = 1;
    int tensorParallel = 1;

    bool operator==(const PrefillPool&) const = default;
};

} // namespace ridgeline
