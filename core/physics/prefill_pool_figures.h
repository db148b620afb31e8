// What evaluating a scenario with a prefill pool yields (hardware.prefill_pool,
// core/evaluation/disaggregated.h): Results::inference.prefillPool.
#pragma once

#include "core/physics/physics.h"

namespace ridgeline {

/// What the pool does for the workload's batch of prompts and what moving their cache costs.
struct PrefillPoolFigures {
    int gpus = 0;
    int tensorParallel = 1;
    int replicas = 1;
    StepCost prefill;              ///< the batch's prompts on one pool replica (prefillPass)
    double kvBytesPerSequence = 0; ///< one prompt's cache, all layers, whole model
    double kvBytes = 0;            ///< the batch's prompts: batch x kvBytesPerSequence
    /// Network share of one GPU on each side (nics_per_node x NIC rate / gpus_per_node): each
    /// GPU of a replica sends or receives the slice of the cache it holds, all in parallel.
    double prefillGpuShareBytesPerS = 0;
    double decodeGpuShareBytesPerS = 0;
    /// The narrower side: min(tp_prefill x prefill share, tp_decode x decode share).
    double linkBytesPerS = 0;
    double linkLatencyS = 0;   ///< one hop, the slower side's NIC
    double kvTransferS = 0;    ///< kvBytes / linkBytesPerS + linkLatencyS
    double firstDecodeS = 0;   ///< the decode GPUs' first step (batch, context = prompt)
    double colocatedTtftS = 0; ///< the prefill on the decode GPUs themselves, without the pool
    /// Prompts a second the pool prefills: replicas x batch / prefill time.
    double promptsPerS = 0;
    double weightsPerGpu = 0; ///< bytes one pool GPU holds for the weights
    double memoryPerGpu = 0;  ///< weights, the batch's prompt cache, activations, overhead
    double usablePerGpu = 0;
    bool fits = true;
};

} // namespace ridgeline
