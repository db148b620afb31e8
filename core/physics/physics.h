// The formulas of docs/physics.md as pure functions over plain numbers and value types. Everything
// here is in SI units: bytes, FLOP, seconds. evaluate() composes them; tests check them one by one.
#pragma once

#include "core/base/tuned_constants.h"
#include "core/hardware/architecture.h"
#include "core/hardware/engine.h"
#include "core/hardware/gpu.h"
#include "core/physics/collectives.h"
#include "core/scenario/modes.h"

#include <algorithm>

namespace ridgeline {

/// The roof one pass is judged against, and the verdict (judgePass). The bandwidth is the
/// engine's, W x eta_m; the compute roof is what this pass reaches: Pi x eta_c lowered by the
/// GEMM shapes of the pass, that is its FLOPs over its modelled compute time.
struct PassVerdict {
    double effectivePeakFlops = 0; ///< FLOP/s, per GPU: flops / compute time
    double effectiveRidge = 0;     ///< FLOP/byte: effectivePeakFlops / (W x eta_m)
    Bound bound = Bound::memory;
};

/// The terms a prefill's time is made of, as iterationCost() adds them for prompt tokens, so that
/// the explanations can show every one (zero in a decode step). Per GPU unless named otherwise:
/// seconds = max(gemmS, streamS) + attentionS + elementwiseS + commS + overheadS.
struct PrefillParts {
    double tokenParams = 0; ///< whole model: what every prompt token passes through (no embedding
                            ///< lookup, no output head; routed experts at k of E)
    double headParams = 0;  ///< whole model: the output head, run for each sequence's last token
    double gemmFlops = 0;   ///< 2 (b s tokenParams + b headParams) / t
    double gemmShape =
        1; ///< the weight GEMMs' mean shape efficiency: gemmFlops / (gemmS peak eta_c)
    double gemmS = 0;
    double streamBytes = 0; ///< weights read and KV cache written
    double streamS = 0;     ///< streamBytes / (bandwidth x eta_m), overlapping the GEMMs
    double attentionFlopsPerSequence = 0; ///< whole model, the causal half (prefillAttentionFlops)
    double attentionFactor = 1;           ///< 1 with flash attention (the causal half), 2 without
    double attentionFlops = 0;            ///< attentionFactor x b x per sequence / t
    double attentionShape = 1; ///< attentionFlops / (attentionS peak eta_c): its (s, s, d_h) shape
    double attentionS = 0;
    double elementwiseBytes = 0; ///< norms, residuals, rotary, activation; scores without flash
    double elementwiseS = 0;     ///< elementwiseBytes / (bandwidth x eta_m)
};

/// One pass over the model (a decode step or a prefill) on the roofline.
struct StepCost {
    double flops = 0;     ///< per GPU
    double bytes = 0;     ///< per GPU
    double computeS = 0;  ///< flops / (peak x eta_c), over the GEMM shape factors of the pass
    double memoryS = 0;   ///< bytes / (bandwidth x eta_m)
    double commS = 0;     ///< tensor-parallel all-reduces (and expert all-to-alls), not hidden
    double overheadS = 0; ///< the engine's step overhead, host cost per sequence and floorS
    double floorS = 0;    ///< part of overheadS: latencyFloorS(), the pass's kernels' own cost
    double seconds = 0;   ///< max(compute, memory) + comm + overhead (prefill: iterationCost())
    /// The pass's own roof and its verdict against it: what every view shows.
    double effectivePeakFlops = 0;
    double effectiveRidge = 0;
    Bound bound = Bound::memory;

    PrefillParts prefill; ///< the terms of a prefill's time; zero in a decode step

    double intensity() const { return bytes > 0 ? flops / bytes : 0; }
};

/// What a pass needs to know about the model, the formats and one GPU of the group.
struct PassInputs {
    Architecture arch;
    /// countParams(arch), every term scaled alike when the user gave a parameter count
    /// (effectiveParams): the passes read the shape's terms from it.
    ParamCount params;
    double weightBytesPerParam = 2;
    double kvBytesPerValue = 2;
    double activationBytesPerValue = 2;
    double peakFlops = 0; ///< dense, for the compute format, as the power limit sustains it
    double datasheetPeakFlops = 0; ///< dense, for the compute format, as the datasheet states it
    double bandwidth = 0;          ///< bytes/s
    Efficiency efficiency;
    int tensorParallel = 1;
    /// The tensor-parallel ring's path: the node's link as a ring reaches it, or the network share
    LinkRate link;
    /// KV bytes a decode step moves per byte of cache it attends over: 1, or 1 + 2 n_h / n_kv
    /// when the engine copies grouped heads out first (kvTrafficFactor()).
    double kvTraffic = 1;
    int expertParallel = 1; ///< divides tensorParallel
    /// Attention and dense layers data parallel over the group, experts over all of it
    /// (Workload::dataParallelAttention; expertParallel = tensorParallel).
    bool dataParallelAttention = false;
    LinkRate expertLink; ///< the all-to-all's path: the node's link, or the network share
    /// Fused (flash) attention in prefill: the causal half only, scores never in memory.
    bool flashAttention = true;
    /// Bytes a prefill's elementwise work (norms, residuals, rotary, MLP activation) moves, as a
    /// multiple of the fused count (the engine's elementwise_traffic).
    double elementwiseTraffic = 1.0;
};

/// The dense peak a GPU sustains for operands of `operandBytes`: min(datasheet peak, TDP x
/// tensorFlopPerJouleAtOneByte / operandBytes); the datasheet peak when the TDP is unknown (0).
inline double powerLimitedPeakFlops(double datasheetPeakFlops, double tdpW, double operandBytes) {
    if (tdpW <= 0 || operandBytes <= 0)
        return datasheetPeakFlops;
    return std::min(datasheetPeakFlops, tdpW * tensorFlopPerJouleAtOneByte / operandBytes);
}

/// Share of a large GEMM's efficiency a GEMM of M x K times K x N reaches:
/// M/(M+h) x N/(N+h) x K/(K+h) (each dimension at least 1). Inference multiplies it by the
/// engine's eta_c, the training step by trainingGemmCeiling (core/base/tuned_constants.h).
double gemmShapeFactor(double m, double n, double k, double halfDim = gemmHalfDim);

/// 1 / gemmShapeFactor(): how many times a large GEMM's time a GEMM of this shape takes.
double gemmTimeFactor(double m, double n, double k, double halfDim = gemmHalfDim);

/// KV traffic of a decode step per byte of cache, in bytes of a dense stream: 1, or when an
/// engine expands grouped KV heads to all `heads` query heads, the cache read once plus the copy
/// written and read at the strided copy's rate: 1 + 2 h / kv / stridedKvCopyRate.
inline double kvTrafficFactor(bool expandsGroupedKv, int heads, int kvHeads) {
    return expandsGroupedKv && kvHeads > 0 && heads > kvHeads
               ? 1.0 + 2.0 * double(heads) / double(kvHeads) / stridedKvCopyRate
               : 1.0;
}

/// KV bytes per token of context while it is shorter than any sliding window:
/// 2 x L x n_kv x d_h x beta_kv (the latent and rotary key per layer for latent attention).
double kvBytesPerToken(const Architecture& a, double kvBytesPerValue);

/// KV bytes one sequence of `context` tokens holds: sliding-window layers hold at most the window.
double kvCacheBytes(const Architecture& a, double kvBytesPerValue, double context);

/// The longest context whose cache fits in `bytes` (the inverse of kvCacheBytes); `ceiling` when
/// every layer has a window that fits, so the cache stops growing.
double contextForKvBytes(const Architecture& a, double kvBytesPerValue, double bytes,
                         double ceiling);

/// Share of a sequence's KV cache one GPU of a tensor-parallel group of `tensorParallel` holds
/// and reads: the KV heads are split over the group but a head is never split, so below one head
/// a GPU each the heads are replicated; latent attention's one latent is on every GPU (1). With
/// data-parallel attention each sequence's cache is whole on one GPU: 1 / t of the batch's.
double kvShareOfGpu(const Architecture& a, int tensorParallel, bool dataParallelAttention = false);

/// Kernels one pass through the model launches (docs/physics.md, "The latency floor"): per layer
/// its attention's (latent or grouped-query) and its MLP's (routed experts with their router and
/// any shared experts, or a dense MLP), and those outside the layers. `moeLayers` as ParamCount's.
double kernelsPerPass(const Architecture& a, double moeLayers);

/// The latency floor of one pass (a decode step, a prefill or an iteration of both): what its
/// kernels cost beyond their bytes and FLOPs, kernelsPerPass() x the engine's seconds per kernel.
/// Every pass adds it once to its overhead; the one place the floor is written.
inline double latencyFloorS(const PassInputs& in) {
    return in.efficiency.kernelS > 0
               ? in.efficiency.kernelS * kernelsPerPass(in.arch, in.params.moeLayers)
               : 0.0;
}

/// A decode step: one new token for each of `batch` sequences at context `context`. Its weight
/// GEMMs (M = batch) pay the shape penalty with h scaled by compute's share of the step,
/// min(1, compute / memory): little time while the weights' stream dominates
/// (docs/fidelity.md, "Large-batch decode"). The penalty lowers the step's own compute roof,
/// which its verdict is judged against (judgePass). `tokensPerSequence` > 1: a speculative verify
/// pass, that many tokens of each sequence through the weights at once, its cache read once.
/// It is iterationCost() of those decodes (core/physics/iteration_pass.h), the latency floor
/// included.
StepCost decodeStep(const PassInputs& in, double batch, double context,
                    double tokensPerSequence = 1.0);

/// A prefill of `promptTokens` for each of `batch` sequences (docs/fidelity.md, "Prefill by
/// shape"): the weight GEMMs over all b s tokens at their shape's efficiency (logits of the last
/// token only), on the roofline against the weight and KV bytes; then attention (flash: the causal
/// half at the efficiency of its (s, s, d_h) shape; otherwise the whole square and the scores
/// through memory) and the elementwise bytes, one after the other. The engine's fixed cost shows
/// only when it is longer than the GPU's work: the CPU queues a pass's kernels ahead of the GPU;
/// the latency floor shows whole. It is iterationCost() of the `batch` whole prompts.
StepCost prefillPass(const PassInputs& in, double batch, double promptTokens);

/// A run that prefills `batch` sequences and then decodes `outputTokens` steps. One after the
/// other (static batching): prefill + n decode. With in-flight batching (`overlapped`) prefill
/// chunks ride in decode steps, so compute and memory times add up over the run before the
/// roofline takes the larger: max(C_p + n C_d, M_p + n M_d) + communication + overheads.
double runSeconds(const StepCost& prefill, const StepCost& decode, double outputTokens,
                  bool overlapped);

/// Arithmetic intensity at which a GPU turns compute-bound: peak / bandwidth.
inline double ridgePoint(double peakFlops, double bandwidth) {
    return bandwidth > 0 ? peakFlops / bandwidth : 0;
}

/// The one verdict rule (docs/physics.md, "Roofline"), for a decode step, a prefill or a
/// training step with `flops` and `bytes` per GPU, its modelled compute time and its exposed
/// (not overlapped) communication time, on an engine that reaches `enginePeakFlops` (Pi x eta_c)
/// and `engineBandwidth` (W x eta_m). The pass's roof: effective peak = flops / computeS (the
/// engine's peak when the pass has no compute), effective ridge = that peak / engineBandwidth.
/// The verdict: communication when the exposed communication is longer than both the compute
/// time and the memory time bytes / engineBandwidth; otherwise compute exactly when the
/// intensity flops / bytes lies above the effective ridge (the same as compute time > memory
/// time), else memory. Every view shows this one decision against this one roof.
PassVerdict judgePass(double flops, double bytes, double computeS, double exposedCommS,
                      double enginePeakFlops, double engineBandwidth);

/// Batch at which decode turns compute-bound, ignoring the KV cache: I* x beta_w / 2.
inline double criticalBatch(double peakFlops, double bandwidth, double weightBytesPerParam) {
    return ridgePoint(peakFlops, bandwidth) * weightBytesPerParam / 2.0;
}

/// Activation bytes of one transformer layer in training (Korthikanti et al. 2022, 16-bit):
/// s b d (34 + 5 n_h s / d) without recomputation, 34 s b d with flash attention or selective
/// recomputation, 2 s b d with full recomputation.
double trainingActivationBytesPerLayer(double sequence, double microBatch, double hidden,
                                       double heads, Recompute recompute, bool flashAttention);

/// Training compute: 6 P T (8 P T with full recomputation).
double trainingFlops(double activeParams, double tokens, bool fullRecompute);

/// Cost per million tokens: hourly cost / (tokens/s x 3600 x utilization) x 1e6.
double usdPerMillionTokens(double usdPerHour, double tokensPerS, double utilization);

/// Owned hardware per hour: capex spread over the lifetime, power, and yearly maintenance.
double ownedUsdPerHour(double capexUsd, double lifetimeYears, double powerW, double pue,
                       double usdPerKwh, double maintenancePerYear);

/// Tokens per second a load of requests per minute x tokens per request asks for.
inline double requiredTokensPerS(double requestsPerMinute, double tokensPerRequest) {
    return requestsPerMinute * tokensPerRequest / 60.0;
}

inline constexpr double hoursPerYear = 8760.0;
inline constexpr double bytesPerGib = 1073741824.0;

} // namespace ridgeline
