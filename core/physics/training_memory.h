// Training memory per GPU as the allocator sees it at its peak: weights, gradients, optimizer
// states (with ZeRO sharding), the activations a pipeline stage keeps in flight, fp32 logits
// and their gradient, and what recomputation keeps (docs/physics.md "Training").
#pragma once

#include "core/physics/physics.h"
#include "core/scenario/scenario.h"

namespace ridgeline {

/// Bytes the loss keeps per logit of a micro-batch: the logits in the compute format, their
/// fp32 copy, the fp32 gradient and its cast back: 2 beta + 8 (12 for 16-bit compute).
double logitsBytesPerValue(double activationBytes);

/// How the framework runs a layer, for what it keeps.
struct KernelStyle {
    bool flashAttention = true;
    bool fused = true;         ///< fused norms and rotary; eager keeps fp32 norm intermediates
    bool fp32Residual = false; ///< eager AMP over fp32 weights: the residual stream stays fp32
};

/// Bytes one layer keeps per token for its backward without recomputation, in 16-bit values.
/// Korthikanti et al. (2022) by shape: norms 4d; attention 2d input + 2(n_h + 2 n_kv) d_h for
/// q, k, v + 2 n_h d_h output + d mask; MLP 2d input + (8 gated, 4 plain) x d_ff x k/E... + d
/// mask; GPT-3's shape gives their 34 d. Without flash attention add 5 n_h s for the scores.
/// Eager norms add 7 d, an fp32 residual stream 10 d (fitted to the H100 rows G303-G339).
double layerActivationBytesPerToken(const Architecture& a, double sequence, const KernelStyle& k);

/// Activation bytes one layer keeps for a micro-batch under `recompute`, in `activationBytes`
/// per value: none as above; selective drops the scores; full keeps the layer input (2 d).
double keptActivationBytesPerLayer(const Architecture& a, double sequence, double microBatch,
                                   Recompute recompute, const KernelStyle& k,
                                   double activationBytes);

/// Optimizer state bytes per trained parameter (Adam m and v, SGD momentum, 8-bit Adam 2).
double optimizerStateBytes(Optimizer o, const Format& stateFormat);

struct TrainingMemory {
    double weights = 0, gradients = 0, optimizer = 0, activations = 0; ///< per GPU, peak stage
    double firstStageActivations = 0, lastStageActivations = 0;
    double unsharded = 0; ///< the whole job's bytes for one micro-batch, before any sharding
};

/// Per GPU at the peak. With one micro-batch per step, no pipeline and no data parallel
/// (zero_grad frees the gradients between steps), the gradients fill memory the backward pass
/// has freed: only what they need beyond the activations counts.
TrainingMemory trainingMemory(const Scenario& s, const PassInputs& in, int dataParallel,
                              double microBatches);

} // namespace ridgeline
