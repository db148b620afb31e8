// Whether a scenario runs data-parallel attention (docs/physics.md, "Data-parallel attention"):
// decided here once for the pass, the serving scheduler, the KV chart and the explain panel.
#pragma once

#include "core/scenario/scenario.h"

namespace ridgeline {

/// Asked for (workload.data_parallel_attention) and on a mixture of experts; validation refuses
/// the flag on a dense model, so a figure never tests the flag alone.
inline bool dataParallelAttentionApplies(const Scenario& s) {
    return s.workload.dataParallelAttention && s.model.arch.experts > 1;
}

} // namespace ridgeline
