// Disaggregated prefill (docs/physics.md, "Disaggregated prefill"): prompts prefilled on a pool
// of GPUs of their own (hardware.prefill_pool), each prompt's KV cache moved over the network to
// the decode GPUs, which then only decode.
#pragma once

#include "core/base/problems.h"
#include "core/evaluation/results.h"
#include "core/scenario/scenario.h"

namespace ridgeline {

/// The pool as a scenario of its own: the scenario's model, formats and engine on the pool's
/// GPU, count and tensor parallelism, in that GPU's catalogue servers; it has no pool and
/// compares nothing. Only meaningful when the scenario has a pool.
Scenario prefillPoolScenario(const Scenario& s);

/// The economics the pool's GPUs are priced by: the scenario's (its price overrides included)
/// when the pool has the scenario's GPU; otherwise the same without the overrides, so that the
/// pool's GPU keeps its catalogue price and rate (gpuPriceUsd, cloudUsdPerGpuHour).
Economics prefillPoolEconomics(const Scenario& s);

/// The path a prompt's cache takes from a pool replica to a decode replica.
struct KvLink {
    double prefillGpuShareBytesPerS = 0; ///< one pool GPU's share of its node's NICs
    double decodeGpuShareBytesPerS = 0;  ///< one decode GPU's share of its node's NICs
    double bytesPerS = 0; ///< min(tp_prefill x prefill share, tp_decode x decode share)
    double latencyS = 0;  ///< one hop: the slower NIC's latency
};

/// Every GPU of a replica holds the cache of its own KV heads and sends (or receives) that slice
/// through its share of the node's network adapters, all at once: the replica's rate is its GPUs'
/// shares together, and the narrower side sets the pace.
KvLink kvLink(const Scenario& s);

/// Seconds to move `bytes` of KV cache over `link`: bytes / rate + latency.
double kvTransferSeconds(const KvLink& link, double bytes);

namespace detail {
/// The pool's own rules (inference only): count and tensor_parallel in range, the degree
/// dividing the count and the model's heads, and a replica that holds the weights.
void checkPrefillPool(const Scenario& s, Problems& out);

/// With a pool (inference mode): fills Results::inference.prefillPool and kvTransferS, makes the
/// first-token time the pool's prefill + the transfer + the first decode step, bounds the
/// offline throughput by the prompts the pool prefills, counts the pool's GPUs and folds its
/// memory verdict into memory.fits. `in` is the decode GPUs' pass inputs.
void evaluatePrefillPool(const Scenario& s, const PassInputs& in, Results& r);
} // namespace detail

} // namespace ridgeline
