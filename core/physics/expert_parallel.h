// Expert parallelism for serving a mixture-of-experts model: the routed experts of each MoE layer
// spread as whole experts over `ep` GPUs of the tensor-parallel group (each expert sliced over the
// remaining t / ep), tokens sent to their experts and back by an all-to-all in every MoE layer.
#pragma once

#include "core/physics/physics.h"

namespace ridgeline {

/// Routed experts of one MoE layer a GPU holds: ceil(E / ep).
int expertsPerGpu(const Architecture& a, int expertParallel);

/// Parameters one GPU of the tensor-parallel group holds: everything but the routed experts
/// sliced over t, and the experts it holds sliced over t / ep. With E a multiple of ep this is
/// total / t; otherwise some GPUs hold one expert more, and memory counts the fuller ones. With
/// data-parallel attention everything but the routed experts is whole on every GPU.
double paramsPerGpu(const Architecture& a, const ParamCount& p, int tensorParallel,
                    int expertParallel, bool dataParallelAttention = false);

/// All-to-all of one MoE layer over ep GPUs, dispatch and combine: each GPU sends the share of
/// its 1/ep of the tokens routed to other GPUs' experts, tokens x k x (ep - 1)/ep / ep hidden
/// vectors, and takes as many back; a pairwise exchange of ep - 1 messages each way.
double allToAllSeconds(double tokens, int activeExperts, double hidden, double bytesPerValue,
                       int expertParallel, LinkRate link);

/// Communication of one pass over `tokens` tokens through all layers: the all-reduces of
/// tensor parallelism (attention over t; MLPs over t, or over t / ep in MoE layers with expert
/// parallelism) plus the all-to-alls of expert parallelism; with data-parallel attention only the
/// all-to-alls.
double modelParallelSeconds(const PassInputs& in, double tokens);

} // namespace ridgeline
