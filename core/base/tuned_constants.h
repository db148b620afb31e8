// Every constant of the physics that was measured, fitted or taken from a source rather than
// derived: name, value, unit and where it comes from, in one place. docs/physics.md, "Tuned
// constants", lists the same (tests/core/formula_map.py checks that the two agree). Unit
// conversions (hours per year, bytes per GiB) and file limits are not here.
#pragma once

#include <cstdint>

namespace ridgeline {

// --- Compute ------------------------------------------------------------------------------

/// FLOP/J. Dense tensor work one joule buys at full load for 1-byte operands (FP8, INT8); 2-byte
/// operands get half, 4-bit twice (the multipliers' energy follows the operand width). A GPU
/// whose datasheet peak asks more than its TDP times this cannot hold its clock under dense
/// GEMMs (the H100 NVL at 400 W, the H100 PCIe at 350 W, the MI300X, the B200). Fitted to the
/// published whole-server results (tools/CALIBRATION.md, "Serving under load").
inline constexpr double tensorFlopPerJouleAtOneByte = 3.0e12;

/// Elements. The GEMM dimension at which a GEMM reaches half its ceiling along that dimension
/// (tiles and waves). The one GEMM curve of every pass (prefill, decode, training step): fitted
/// jointly to the prefill, largest-batch and training rows (tools/CALIBRATION.md, "One GEMM
/// curve").
inline constexpr double gemmHalfDim = 120.0;

/// Share of the dense peak (dimensionless). The training step's largest GEMMs: with the one
/// shape curve an 8192-cube fp16 GEMM gets 0.80 x (8192 / 8312)^3 = 0.766 of the peak, the 751.8
/// of 989.4 TFLOP/s an H100 SXM measures (calibration row F192: 0.760).
inline constexpr double trainingGemmCeiling = 0.80;

/// Ratio of FLOPs (dimensionless). Flash attention's backward does 2.5x the forward's FLOPs (it
/// recomputes the scores; FlashAttention-2 paper's FLOP count).
inline constexpr double attentionBackwardFactor = 2.5;

/// Share of the GEMM efficiency of its shape (dimensionless) flash attention reaches: its two
/// GEMMs have head_dim as the inner dimension with the softmax between them (FlashAttention-2
/// on an H100: ~300 of 989 TFLOP/s at head_dim 128).
inline constexpr double attentionShare = 0.5;

/// Kernel launches of a backward pass per launch of the forward, beyond the forward's own
/// (dimensionless): a backward launches about twice the kernels of the forward.
inline constexpr double launchesPerForward = 1.0;

// --- The latency floor (docs/physics.md, "The latency floor") -------------------------------

// Kernels a decode pass launches per layer, by the kind of the layer's parts, counted by hand
// from the layer's forward as the CUDA-graph engines run it (vLLM, SGLang, TensorRT-LLM);
// the tensor-parallel all-reduces are not kernels here (the link's latency,
// core/physics/collectives.h). Not fitted: the engine's seconds per kernel (engines.json
// `kernel_s`) is.

/// Kernels. Grouped-query attention: fused residual add and norm, QKV GEMM, rotary, KV-cache
/// write, the split-KV attention kernel and its merge, output GEMM.
inline constexpr double kernelsPerAttention = 7;
/// Kernels. Latent attention (DeepSeek-V2/V3): norm, the fused query and latent down-projection,
/// the two latent norms, the query up-projection, the absorbed key and value batched GEMMs,
/// rotary, cache write, attention and its merge, output GEMM.
inline constexpr double kernelsPerLatentAttention = 12;
/// Kernels. Dense MLP: fused residual add and norm, gate/up GEMM, activation, down GEMM.
inline constexpr double kernelsPerDenseMlp = 4;
/// Kernels. Routed experts: fused residual add and norm, router GEMM, top-k, sorting the tokens
/// by expert, two grouped GEMMs with the activation between them, the weighted combine.
inline constexpr double kernelsPerRoutedMlp = 8;
/// Kernels. Shared experts beside the routed ones: gate/up GEMM, activation, down GEMM.
inline constexpr double kernelsPerSharedExpert = 3;
/// Kernels. Outside the layers: embedding lookup, final norm, output head, sampling (2).
inline constexpr double kernelsOutsideLayers = 5;

// --- Memory traffic ---------------------------------------------------------------------------

/// Rate relative to a dense stream at the engine's eta_m (dimensionless). An eager framework's
/// strided copy of the grouped KV heads (transformers' repeat_kv before SDPA); fitted to G204
/// and G207 (tools/CALIBRATION.md, "One GEMM curve").
inline constexpr double stridedKvCopyRate = 0.6;

/// Bytes per logit over forward and backward: fp32 logits written in the compute format,
/// upcast, softmax and loss, the gradient written in fp32 and cast back.
inline constexpr double lossBytesPerLogit = 24.0;

// --- Communication ------------------------------------------------------------------------

/// Share of a peer-to-peer PCIe ring's bus bandwidth (dimensionless) that GPUs whose driver
/// refuses peer-to-peer reach: an 8-GPU PCIe 5.0 system measured ~28 GB/s against the ~50 GB/s
/// of PCIe 5.0 (NVIDIA/nccl issue 1639).
inline constexpr double hostStagedShare = 28.0 / 50.0;

/// Share of an overlapped collective's time (dimensionless) that still slows the compute it
/// hides behind (its kernels take SMs and memory bandwidth); fitted to the FSDP rows D168-D174,
/// grid 0..0.5.
inline constexpr double overlapInterference = 0.2;

/// Bytes/s. What a node without a fast NIC falls back to: its 1 GbE management port, ~0.1 GB/s
/// of payload.
inline constexpr double managementBytesPerS = 0.1e9;
/// Seconds. Latency of a message over that management port (TCP over 1 GbE).
inline constexpr double managementLatencyS = 50e-6;

// --- Host memory (offload) -------------------------------------------------------------------

/// Share of the host's datasheet memory bandwidth (dimensionless) the CPU's matrix-vector
/// kernels reach, fitted to the published llama.cpp partial-offload measurements of
/// tests/data/offload_measurements.csv (tools/CALIBRATION.md, "Offload to host memory").
inline constexpr double hostMemoryEfficiency = 0.65;

/// Share of host memory (dimensionless) the offloaded bytes may fill: the operating system, the
/// engine's own process and its buffers keep the rest.
inline constexpr double hostUsableFraction = 0.9;

/// Tokens. The part of a prompt llama.cpp sends to the GPU at once (its default micro-batch,
/// n_ubatch): each such batch streams the host layers' weights over PCIe once.
inline constexpr double offloadPromptBatchTokens = 512;

/// Tokens. Prompts at least this long go to the GPU with the host weights streamed (llama.cpp's
/// rule for offloading large batches); shorter ones run on the CPU.
inline constexpr double offloadGpuBatchMin = 32;

/// Seconds. Set-up of one transfer between GPU and host over PCIe.
inline constexpr double pcieLatencyS = 10e-6;

/// Bytes per value. llama.cpp hands activations between its CPU and GPU parts as fp32.
inline constexpr double handOverBytesPerValue = 4.0;

// --- Speculative decoding ---------------------------------------------------------------------

/// Seconds per step. CPU time of an n-gram lookup in the text so far (no GPU work).
inline constexpr double ngramLookupS = 1e-4;

/// Proposed tokens a step and per-token acceptance (dimensionless) of each method when the
/// scenario gives none. A draft model: Leviathan, Kalman and Matias, "Fast Inference from
/// Transformers via Speculative Decoding" (ICML 2023), acceptance 0.5-0.9 across draft/target
/// pairs; Chen et al. (DeepMind 2023) propose 3-4 tokens a step with a 4B draft for a 70B.
inline constexpr int draftProposedTokens = 4;
inline constexpr double draftAcceptance = 0.7;
/// Multi-token prediction: the DeepSeek-V3 Technical Report (2024), section 5.4.3, accepts the
/// MTP module's second token 85-90 % of the time; one extra token a step.
inline constexpr int mtpProposedTokens = 1;
inline constexpr double mtpAcceptance = 0.85;
/// EAGLE: Li et al., EAGLE (ICML 2024) and EAGLE-2 (EMNLP 2024), per-token acceptance of chain
/// drafts about 0.7-0.8 on chat benchmarks; vLLM and SGLang propose 3-5 tokens.
inline constexpr int eagleProposedTokens = 4;
inline constexpr double eagleAcceptance = 0.75;
/// N-gram (prompt lookup, Saxena 2023; vLLM's n-gram speculator): acceptance depends on how much
/// the answer repeats the prompt, about half on summarisation and editing tasks.
inline constexpr int ngramProposedTokens = 3;
inline constexpr double ngramAcceptance = 0.5;

// --- Serving scheduler ------------------------------------------------------------------------

/// Sequences. The running-sequence limit of a continuous-batching engine whose profile gives
/// none: vLLM's documented default max_num_seqs. The shipped profiles give their own (SGLang
/// 2,048, TensorRT-LLM 2,048: resources/catalogue/engines.json says where each comes from).
inline constexpr int defaultMaxNumSeqs = 256;

/// Tokens. The tokens an iteration holds (decodes plus prompt chunks) when the profile gives no
/// budget: vLLM's max_num_batched_tokens with chunked prefill on a large GPU.
inline constexpr std::int64_t defaultMaxNumBatchedTokens = 8192;

// --- Network ----------------------------------------------------------------------------------

/// Share of a NIC's line rate (dimensionless) an NCCL ring reaches across nodes: InfiniBand does
/// RDMA in the NIC (about 90 % in nccl-tests); Ethernet (RoCE or TCP) about 80 %, 75 % on the
/// slow 25 Gbit/s links.
inline constexpr double infinibandRingShare = 0.90;
inline constexpr double ethernetRingShare = 0.80;
inline constexpr double slowEthernetRingShare = 0.75;

/// Seconds. One message's latency across nodes: InfiniBand 2-5 us (HDR 3, NDR 2.5, XDR 2);
/// Ethernet 10-20 us (25G 20, 100G 15, 200G 12).
inline constexpr double ibHdrLatencyS = 3e-6;
inline constexpr double ibNdrLatencyS = 2.5e-6;
inline constexpr double ibXdrLatencyS = 2e-6;
inline constexpr double ethernet25gLatencyS = 20e-6;
inline constexpr double ethernet100gLatencyS = 15e-6;
inline constexpr double ethernet200gLatencyS = 12e-6;

// --- Ranges -----------------------------------------------------------------------------------

/// Relative uncertainty (dimensionless) of an efficiency the user sets without saying how sure
/// they are: the band of the P10-P90 range widens by it.
inline constexpr double defaultOverrideUncertainty = 0.1;

// --- Calibration of a user's profile (ridgeline-cli calibrate) ----------------------------------

/// An efficiency is fitted only when this much more of it (a ratio, dimensionless) moves some
/// row's prediction by calibrationSensitivity (a fraction) or more; otherwise the rows say
/// nothing about it. Chosen on halves of the public llama.cpp rows (tools/CALIBRATION.md, "A
/// user's fit starts from the built-in profile and keeps it").
inline constexpr double calibrationProbeRatio = 1.2;
inline constexpr double calibrationSensitivity = 0.01;
/// A fitted move is kept only when the rows left out of the fit are predicted at least this
/// much better (their summed error times this factor, dimensionless) than with no move: a
/// smaller gain is the noise of a few rows (two random halves moved on it and lost 0.4-0.5
/// points).
inline constexpr double calibrationConfirmedGain = 0.95;

} // namespace ridgeline
