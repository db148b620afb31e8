// Efficiency profiles of serving and training software, fitted to measurements.
#pragma once

#include "core/hardware/gpu.h"
#include "core/hardware/vendor.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ridgeline {

/// The four constants that turn datasheet peaks into achieved speed.
struct Efficiency {
    double memory = 0.8;      ///< eta_m: fraction of peak bandwidth reached
    double compute = 0.6;     ///< eta_c: fraction of peak FLOP/s reached
    double mfu = 0.4;         ///< training model-FLOPs utilisation, all-in
    double stepOverheadS = 0; ///< fixed cost per decode step (launches, sampling)
    /// Seconds each kernel of a pass costs beyond its bytes and FLOPs (launch, ramp-up and tail,
    /// under the engine's CUDA graphs): the latency floor is kernelsPerPass() times this
    /// (docs/physics.md, "The latency floor"). 0: the step overhead holds the engine's launches.
    double kernelS = 0;
    /// Host seconds each running sequence adds to an iteration: the scheduler's bookkeeping,
    /// input preparation, sampling and detokenisation, done per sequence on the CPU
    /// (docs/physics.md, "The latency floor"). 0: none charged.
    double sequenceS = 0;
    /// Bytes. The message at which the engine's tensor-parallel all-reduce reaches half the
    /// ring's rate (a Hockney half-bandwidth length): an all-reduce of m bytes runs at
    /// m / (m + allReduceHalfBytes) of the ring's bus bandwidth, which adds 2(n-1)/n x this / the
    /// ring's rate to each one (docs/physics.md, "Inference", tensor parallelism). 0: every message
    /// at the ring's rate.
    double allReduceHalfBytes = 0;
    /// Share of the dense GEMM rate (dimensionless, (0, 1]) that the engine's grouped GEMMs of
    /// routed experts reach at the same shape: token permutation, per-expert tiles and load
    /// imbalance (docs/physics.md, "The latency floor"; tools/CALIBRATION.md, "The experts'
    /// grouped GEMMs"). 1: as fast as a dense GEMM of the expert's shape.
    double expertGemm = 1.0;

    bool operator==(const Efficiency&) const = default;
};

/// Efficiencies that apply instead on GPUs whose memory type starts with `memoryTypePrefix`
/// ("GDDR": the same software reaches a different share of bandwidth on another memory system)
/// and, when `vendor` is set, that vendor makes (ROCm's kernels are not CUDA's). At least one
/// of the two is set.
struct EfficiencyVariant {
    std::string memoryTypePrefix;
    Efficiency efficiency;
    std::vector<std::string> fittedTo;
    std::optional<Vendor> vendor;

    bool operator==(const EfficiencyVariant&) const = default;
};

/// P10 and P90 of measured / predicted over the rows a profile was fitted to (1.0 = exact).
/// Ridgeline reads it as a ratio of speeds (tokens/s): a time row counts as predicted time over
/// measured time, so a time's range is [time / p90, time / p10].
struct ResidualSpread {
    double p10 = 1.0;
    double p90 = 1.0;
    int rows = 0;
    bool operator==(const ResidualSpread&) const = default;
};

struct EngineProfile {
    std::string id;
    std::string name;
    /// What the software does: serve requests (inference) and train. The planner searches only
    /// the profiles that do the scenario's mode.
    bool serves = true;
    bool trains = true;
    /// The GPU vendors the software runs on (CUDA, ROCm, oneAPI, Metal, the host CPU); never
    /// empty. A catalogue entry that names none runs everywhere.
    std::vector<Vendor> vendors{allVendors.begin(), allVendors.end()};
    Efficiency efficiency;
    std::vector<EfficiencyVariant> variants;
    /// Fused norms and rotary kernels (Megatron, TensorRT, torch.compile); eager frameworks keep
    /// fp32 copies in their norms and move more bytes per layer.
    bool fusedKernels = true;
    /// Bytes a training step's elementwise work (norms, residuals, rotary, activation) moves,
    /// as a multiple of the fused count: 1 for fused kernels, more for eager frameworks.
    double elementwiseTraffic = 1.0;
    /// The weight formats the software runs (names of knownFormats()); empty: every format. A
    /// user's own {"bits": x} format ("custom") is taken at the user's word on every engine.
    std::vector<std::string> weightFormats;
    /// The widest tensor-parallel group the software splits one replica over; unset: as wide as
    /// a server's NVLink (or Infinity Fabric) domain.
    std::optional<int> maxTensorParallel;
    /// Where weightFormats and maxTensorParallel come from, with its date.
    std::string formatsSource;
    std::optional<int> maxBatch; ///< concurrency cap of the engine's scheduler, if it has one
    /// Tokens the scheduler puts in one iteration (vLLM max_num_batched_tokens, TensorRT-LLM
    /// max_num_tokens); unset: 8192 in the serving simulation.
    std::optional<std::int64_t> maxNumBatchedTokens;
    /// Prompts are split into chunks that fill each iteration's token budget beside the decodes
    /// (needs overlapsPrefill, the engine's continuous batching).
    bool chunkedPrefill = false;
    /// Admission reserves the KV cache of the whole request (prompt and answer) and never
    /// evicts a running one (TensorRT-LLM's default capacity policy, GUARANTEED_NO_EVICT);
    /// false: a request is admitted when its prompt fits and the newest is preempted and
    /// recomputed when the cache runs out (vLLM, SGLang). Needs overlapsPrefill.
    bool reservesWholeRequest = false;
    /// The KV cache is allocated in blocks of this many tokens per sequence (vLLM 16): the
    /// largest batch counts whole blocks. 1 = no blocks.
    int kvBlockTokens = 1;
    /// A static KV cache (allocated for prompt + output up front): decode attends over all of
    /// it under a mask, not only over the tokens so far.
    bool staticKvCache = false;
    /// Attention copies grouped KV heads out to every query head before it runs (eager
    /// PyTorch with a mask): each decode step reads the cache, writes the copy and reads it.
    bool expandsGroupedKv = false;
    /// Seconds a request spends outside the GPUs on its way through the engine's API server
    /// (HTTP, tokenization, the hand-offs to the scheduler and of the first token back): added
    /// to every served request's first-token time and latency, never to the GPUs' timeline.
    /// 0 for software measured without a server in front (docs/physics.md, "The request's way
    /// in and out").
    double requestLatencyS = 0;
    /// In-flight (continuous) batching: new sequences are prefilled inside decode steps, so a
    /// run's prefill work fills the compute that memory-bound decode leaves idle.
    bool overlapsPrefill = false;
    /// Fused (flash) attention in prefill. Without it (llama.cpp unless -fa) the whole score
    /// square is computed and written to memory.
    bool flashAttention = true;
    /// 16-bit GEMMs accumulate in fp16 (llama.cpp's cuBLAS path): they run at the GPU's
    /// fp16-accumulate rate, twice the fp32-accumulate one on GeForce cards.
    bool fp16Accumulate = false;
    std::vector<std::string> fittedTo; ///< calibration row ids the constants were fitted to
    std::optional<double> mapePercent;
    /// Residual spreads of decode, prefill and training rows (docs/fidelity.md).
    std::optional<ResidualSpread> decodeSpread, prefillSpread, trainingSpread;
    std::string source, date, notes;

    bool operator==(const EngineProfile&) const = default;
};

/// The tokens of one KV cache block of `e`: the one rule evaluate() and the serving simulation
/// page the cache by (a profile without blocks holds a sequence's tokens exactly).
inline int kvBlockTokensOf(const EngineProfile& e) {
    return e.kvBlockTokens > 1 ? e.kvBlockTokens : 1;
}

/// Whether the profile's software runs on GPUs of vendor `v`.
inline bool runsOn(const EngineProfile& e, Vendor v) {
    return std::find(e.vendors.begin(), e.vendors.end(), v) != e.vendors.end();
}

/// Whether the profile's software runs on `gpu`: its vendor, and the part's own engine list when
/// it has one.
inline bool runsOn(const EngineProfile& e, const Gpu& gpu) {
    return runsOn(e, gpu.vendor) &&
           (gpu.engines.empty() ||
            std::find(gpu.engines.begin(), gpu.engines.end(), e.id) != gpu.engines.end());
}

/// Whether the profile's software runs weights stored in `format` (a "custom" format: yes).
inline bool runsFormat(const EngineProfile& e, std::string_view format) {
    return e.weightFormats.empty() || format == "custom" ||
           std::find(e.weightFormats.begin(), e.weightFormats.end(), format) !=
               e.weightFormats.end();
}

/// Whether the profile's software splits one replica over `tensorParallel` GPUs.
inline bool runsTensorParallel(const EngineProfile& e, int tensorParallel) {
    return !e.maxTensorParallel || tensorParallel <= *e.maxTensorParallel;
}

/// The first variant that applies on a GPU of `vendor` with `memoryType`; null when none does.
inline const EfficiencyVariant* variantFor(const EngineProfile& e, Vendor vendor,
                                           std::string_view memoryType) {
    for (const EfficiencyVariant& v : e.variants) {
        if (v.memoryTypePrefix.empty() && !v.vendor)
            continue;
        if (v.vendor && *v.vendor != vendor)
            continue;
        if (memoryType.substr(0, v.memoryTypePrefix.size()) == v.memoryTypePrefix)
            return &v;
    }
    return nullptr;
}

/// The profile's efficiencies on a GPU of `vendor` with `memoryType` (a variant, or the default).
inline const Efficiency& efficiencyFor(const EngineProfile& e, Vendor vendor,
                                       std::string_view memoryType) {
    const EfficiencyVariant* v = variantFor(e, vendor, memoryType);
    return v ? v->efficiency : e.efficiency;
}

} // namespace ridgeline
