// The allowed range of every numeric scenario field, defined once: the file reader checks what a
// user typed against these, validate() checks a scenario value against them, and the window sets
// its controls' ranges from them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace ridgeline {

/// The smallest efficiency, utilization or other fraction a scenario may give.
inline constexpr double smallestFraction = 1e-6;

struct FieldLimit {
    enum class Kind {
        real,     ///< a finite number in [lo, hi]
        whole,    ///< a whole number in [lo, hi]
        fraction, ///< a number in [smallestFraction, hi]: zero, or next to it, is meaningless
                  ///< (efficiencies, utilization: a denormal one made every time infinite)
    };
    std::string_view path; ///< dotted scenario path, "workload.batch"
    double lo = 0;
    double hi = 0;
    Kind kind = Kind::real;

    /// The last component of the path: the key inside its JSON object.
    std::string_view key() const {
        const std::size_t dot = path.rfind('.');
        return dot == std::string_view::npos ? path : path.substr(dot + 1);
    }
    bool admits(double v) const;
    /// "whole numbers 1..1048576", "at least 0.000001, at most 1", "0.1..50".
    std::string allowedText() const;
};

namespace limits {

using K = FieldLimit::Kind;
inline constexpr double maxTokens = double(std::int64_t(1) << 24);
inline constexpr double maxGpus = double(std::int64_t(1) << 20);

inline constexpr FieldLimit modelParams{"model.params", 1e6, 1e14};
inline constexpr FieldLimit formatBits{"bits", 1, 32};
inline constexpr FieldLimit layers{"model.layers", 1, 1000, K::whole};
inline constexpr FieldLimit hidden{"model.hidden", 1, 1000000, K::whole};
inline constexpr FieldLimit heads{"model.heads", 1, 100000, K::whole};
inline constexpr FieldLimit kvHeads{"model.kv_heads", 1, 100000, K::whole};
inline constexpr FieldLimit headDim{"model.head_dim", 1, 100000, K::whole};
inline constexpr FieldLimit ffn{"model.ffn", 1, 10000000, K::whole};
inline constexpr FieldLimit vocab{"model.vocab", 1, 10000000, K::whole};
inline constexpr FieldLimit experts{"model.experts", 1, 4096, K::whole};
inline constexpr FieldLimit activeExperts{"model.active_experts", 1, 4096, K::whole};
/// 0: unknown.
inline constexpr FieldLimit maxContext{"model.max_context", 0, maxTokens, K::whole};
// Architecture details of MoE, latent-attention and sliding-window models; 0: not used.
inline constexpr FieldLimit denseLayers{"model.dense_layers", 0, 1000, K::whole};
inline constexpr FieldLimit denseFfn{"model.dense_ffn", 0, 10000000, K::whole};
inline constexpr FieldLimit sharedFfn{"model.shared_ffn", 0, 10000000, K::whole};
inline constexpr FieldLimit kvLoraRank{"model.kv_lora_rank", 0, 100000, K::whole};
inline constexpr FieldLimit qLoraRank{"model.q_lora_rank", 0, 100000, K::whole};
inline constexpr FieldLimit ropeHeadDim{"model.rope_head_dim", 0, 100000, K::whole};
inline constexpr FieldLimit vHeadDim{"model.v_head_dim", 0, 100000, K::whole};
inline constexpr FieldLimit slidingWindow{"model.sliding_window", 0, maxTokens, K::whole};
inline constexpr FieldLimit slidingLayers{"model.sliding_layers", 0, 1000, K::whole};

inline constexpr FieldLimit count{"hardware.count", 1, maxGpus, K::whole};
// hardware.prefill_pool (disaggregated prefill)
inline constexpr FieldLimit prefillPoolCount{"hardware.prefill_pool.count", 1, maxGpus, K::whole};
inline constexpr FieldLimit prefillPoolTensorParallel{"hardware.prefill_pool.tensor_parallel", 1,
                                                      1024, K::whole};

inline constexpr FieldLimit batch{"workload.batch", 1, maxGpus, K::whole};
inline constexpr FieldLimit promptTokens{"workload.prompt_tokens", 0, maxTokens, K::whole};
inline constexpr FieldLimit outputTokens{"workload.output_tokens", 0, maxTokens, K::whole};
inline constexpr FieldLimit tensorParallel{"workload.tensor_parallel", 1, 1024, K::whole};
inline constexpr FieldLimit expertParallel{"workload.expert_parallel", 1, 1024, K::whole};
inline constexpr FieldLimit usableMemoryFraction{"workload.usable_memory_fraction", 0, 1,
                                                 K::fraction};
inline constexpr FieldLimit runtimeOverheadBytes{"workload.runtime_overhead_bytes", 0, 1e12};
inline constexpr FieldLimit prefillChunkTokens{"workload.prefill_chunk_tokens", 1, maxTokens,
                                               K::whole};
inline constexpr FieldLimit tokens{"workload.tokens", 1, 1e16};
inline constexpr FieldLimit sequence{"workload.sequence", 1, maxTokens, K::whole};
inline constexpr FieldLimit microBatch{"workload.micro_batch", 1, 65536, K::whole};
inline constexpr FieldLimit globalBatch{"workload.global_batch", 1, maxTokens, K::whole};
inline constexpr FieldLimit zeroStage{"workload.zero_stage", 0, 3, K::whole};
inline constexpr FieldLimit loraFraction{"workload.lora_fraction", 0, 1};
inline constexpr FieldLimit dataParallel{"workload.data_parallel", 1, maxGpus, K::whole};
inline constexpr FieldLimit pipelineParallel{"workload.pipeline_parallel", 1, 1024, K::whole};
inline constexpr FieldLimit deadlineS{"workload.deadline_s", 1, 1e10};
inline constexpr FieldLimit goodput{"workload.goodput", 0, 1, K::fraction};

inline constexpr FieldLimit memoryEfficiency{"efficiency.memory", 0, 1, K::fraction};
inline constexpr FieldLimit computeEfficiency{"efficiency.compute", 0, 1, K::fraction};
inline constexpr FieldLimit mfu{"efficiency.mfu", 0, 1, K::fraction};
inline constexpr FieldLimit stepOverheadS{"efficiency.step_overhead_s", 0, 1};
inline constexpr FieldLimit efficiencyUncertainty{"efficiency.uncertainty", 0, 0.9};

inline constexpr FieldLimit utilization{"economics.utilization", 0, 1, K::fraction};
inline constexpr FieldLimit lifetimeYears{"economics.lifetime_years", 0.1, 50};
inline constexpr FieldLimit usdPerKwh{"economics.usd_per_kwh", 0, 10};
inline constexpr FieldLimit pue{"economics.pue", 1, 5};
inline constexpr FieldLimit gpuPriceUsd{"economics.gpu_price_usd", 0, 1e8};
inline constexpr FieldLimit serverOverheadUsd{"economics.server_overhead_usd", 0, 1e10};
inline constexpr FieldLimit cloudUsdPerGpuHour{"economics.cloud_usd_per_gpu_hour", 0, 1e4};
inline constexpr FieldLimit maintenancePerYear{"economics.maintenance_per_year", 0, 1};

// workload.serving (docs/scenario-format.md, "Serving under load")
inline constexpr FieldLimit servingRequestsPerS{"workload.serving.requests_per_s", 1e-6, 1e6};
inline constexpr FieldLimit servingConcurrency{"workload.serving.concurrency", 1, 100000, K::whole};
inline constexpr FieldLimit servingRequests{"workload.serving.requests", 1, 100000, K::whole};
inline constexpr FieldLimit servingSeed{"workload.serving.seed", 0, 9007199254740991.0, K::whole};
inline constexpr FieldLimit servingPromptCv{"workload.serving.prompt_tokens_cv", 0, 10};
inline constexpr FieldLimit servingOutputCv{"workload.serving.output_tokens_cv", 0, 10};
inline constexpr FieldLimit servingMaxNumSeqs{"workload.serving.scheduler.max_num_seqs", 1, 65536,
                                              K::whole};
inline constexpr FieldLimit servingMaxBatchedTokens{
    "workload.serving.scheduler.max_num_batched_tokens", 1, maxTokens, K::whole};

// workload.speculative (docs/scenario-format.md, "Speculative decoding")
inline constexpr FieldLimit speculativeTokens{"workload.speculative.tokens", 1, 16, K::whole};
inline constexpr FieldLimit speculativeAcceptance{"workload.speculative.acceptance", 0, 1};
// workload.offload and hardware.host (docs/scenario-format.md, "Offload to host memory"); the
// upper end of gpu_layers is the model's layer count (validate.cpp).
inline constexpr FieldLimit offloadGpuLayers{"workload.offload.gpu_layers", 0, 1000, K::whole};
inline constexpr FieldLimit hostBandwidth{"hardware.host.memory_bandwidth_bytes_per_s", 1e9, 1e13};
inline constexpr FieldLimit hostMemoryGib{"hardware.host.memory_gib", 1, 65536};
inline constexpr FieldLimit hostFlops{"hardware.host.flops", 1e9, 1e16};
inline constexpr FieldLimit hostPcie{"hardware.host.pcie_bytes_per_s", 1e8, 1e12};

// requirements (docs/scenario-format.md, "Requirements")
inline constexpr FieldLimit reqRequestsPerS{"requirements.requests_per_s", 0, 1e9, K::fraction};
inline constexpr FieldLimit reqTokensPerS{"requirements.tokens_per_s", 0, 1e12, K::fraction};
inline constexpr FieldLimit reqPromptTokens{"requirements.prompt_tokens", 0, maxTokens, K::whole};
inline constexpr FieldLimit reqOutputTokens{"requirements.output_tokens", 1, maxTokens, K::whole};
inline constexpr FieldLimit reqTtftS{"requirements.ttft_s", 0, 1e6, K::fraction};
inline constexpr FieldLimit reqTpotS{"requirements.tpot_s", 0, 1e3, K::fraction};
inline constexpr FieldLimit reqLatencyS{"requirements.latency_s", 0, 1e7, K::fraction};
inline constexpr FieldLimit reqPercentile{"requirements.percentile", 50, 99.9};
inline constexpr FieldLimit reqMaxUsdPerMillion{"requirements.max_usd_per_million_tokens", 0, 1e9,
                                                K::fraction};
inline constexpr FieldLimit reqBudgetUsd{"requirements.budget_usd", 0, 1e12, K::fraction};
inline constexpr FieldLimit reqTokens{"requirements.tokens", 1, 1e16};
inline constexpr FieldLimit reqDeadlineS{"requirements.deadline_s", 1, 1e10};
inline constexpr FieldLimit reqMaxGpus{"requirements.max_gpus", 1, 65536, K::whole};

} // namespace limits

/// The limit of the scenario field at `path` ("workload.batch"), or null when it has none: a row
/// of the table in core/scenario_fields.cpp.
const FieldLimit* limitFor(std::string_view path);

} // namespace ridgeline
