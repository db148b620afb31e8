// The numeric fields of a scenario, one row each: the dotted path, the allowed range and kind,
// and the member that holds the value. This table is the one place such a field is declared:
// the file readers read it from here, the writers write it from here, validate() checks it from
// here, the window sets its controls' ranges from here (limitFor), and code that needs one limit
// by name asks for it by path, fieldLimit("workload.batch"), checked while compiling.
// Adding a field: docs/developing.md, "Adding a scenario field".
#pragma once

#include "core/scenario/scenario_fields.h"

#include <stdexcept>
#include <string_view>

namespace ridgeline {

namespace fieldTable {

using limits::maxGpus;
using limits::maxTokens;
using R = FieldRead;
inline constexpr FieldLimit::Kind whole = FieldLimit::Kind::whole;
inline constexpr FieldLimit::Kind fraction = FieldLimit::Kind::fraction;
inline constexpr FieldRead byCode = FieldRead::code;
inline constexpr FieldRead nullUnset = FieldRead::tableOrNull;
inline constexpr bool zeroUnset = true;

// model (model.params, read with preset/hf_config in scenario_parse.cpp; the architecture below)
inline constexpr FieldRow<ModelSpec> modelRows[] = {
    {"model.params", 1e6, 1e14, &ModelSpec::params, byCode},
};

// model.*, workload.speculative.draft_model.*, catalogue models: one architecture
inline constexpr FieldRow<Architecture> architectureRows[] = {
    {"model.layers", 1, 1000, whole, &Architecture::layers},
    {"model.hidden", 1, 1000000, whole, &Architecture::hidden},
    {"model.heads", 1, 100000, whole, &Architecture::heads},
    {"model.kv_heads", 1, 100000, whole, &Architecture::kvHeads},
    {"model.head_dim", 1, 100000, whole, &Architecture::headDim},
    {"model.ffn", 1, 10000000, whole, &Architecture::ffn},
    {"model.vocab", 1, 10000000, whole, &Architecture::vocab},
    {"model.experts", 1, 4096, whole, &Architecture::experts},
    {"model.active_experts", 1, 4096, whole, &Architecture::activeExperts},
    {"model.max_context", 0, maxTokens, whole, &Architecture::maxContext}, // 0: unknown
    // MoE, latent-attention and sliding-window details; 0: not used
    {"model.dense_layers", 0, 1000, whole, &Architecture::denseLayers},
    {"model.dense_ffn", 0, 10000000, whole, &Architecture::denseFfn},
    {"model.shared_ffn", 0, 10000000, whole, &Architecture::sharedFfn},
    {"model.kv_lora_rank", 0, 100000, whole, &Architecture::kvLoraRank},
    {"model.q_lora_rank", 0, 100000, whole, &Architecture::qLoraRank},
    {"model.rope_head_dim", 0, 100000, whole, &Architecture::ropeHeadDim},
    {"model.v_head_dim", 0, 100000, whole, &Architecture::vHeadDim},
    {"model.sliding_window", 0, maxTokens, whole, &Architecture::slidingWindow},
    {"model.sliding_layers", 0, 1000, whole, &Architecture::slidingLayers},
};

// hardware
inline constexpr FieldRow<HardwareSpec> hardwareRows[] = {
    {"hardware.count", 1, maxGpus, whole, &HardwareSpec::count},
};

// hardware and each hardware.compare entry: the servers (unset: the GPU's catalogue server).
// A node is one NVLink domain, up to a rack-scale fabric (an NVL72 is one node of 72 GPUs with
// a NIC each; larger NVLink switch systems have more); catalogue servers take the same limits.
inline constexpr FieldRow<HardwareSpec> clusterRows[] = {
    {"hardware.gpus_per_node", 1, 1024, whole, &HardwareSpec::gpusPerNode},
    {"hardware.nics_per_node", 1, 72, whole, &HardwareSpec::nicsPerNode},
};

// hardware.prefill_pool (tensor_parallel 0 until the workload's is known)
inline constexpr FieldRow<PrefillPool> prefillPoolRows[] = {
    {"hardware.prefill_pool.count", 1, maxGpus, whole, &PrefillPool::count},
    {"hardware.prefill_pool.tensor_parallel", 1, 1024, whole, &PrefillPool::tensorParallel},
};

// hardware.host
inline constexpr FieldRow<HostSpec> hostRows[] = {
    {"hardware.host.memory_bandwidth_bytes_per_s", 1e9, 1e13, &HostSpec::memoryBandwidthBytesPerS},
    {"hardware.host.memory_gib", 1, 65536, &HostSpec::memoryGib},
    {"hardware.host.flops", 1e9, 1e16, &HostSpec::flops},
    {"hardware.host.pcie_bytes_per_s", 1e8, 1e12, &HostSpec::pcieBytesPerS},
};

// workload: inference
inline constexpr FieldRow<Workload> inferenceRows[] = {
    {"workload.batch", 1, maxGpus, whole, &Workload::batch},
    {"workload.prompt_tokens", 0, maxTokens, whole, &Workload::promptTokens},
    {"workload.output_tokens", 0, maxTokens, whole, &Workload::outputTokens},
    {"workload.tensor_parallel", 1, 1024, whole, &Workload::tensorParallel},
    {"workload.expert_parallel", 1, 1024, whole, &Workload::expertParallel},
    {"workload.usable_memory_fraction", 0, 1, fraction, &Workload::usableMemoryFraction},
    {"workload.runtime_overhead_bytes", 0, 1e12, &Workload::runtimeOverheadBytes},
    {"workload.prefill_chunk_tokens", 1, maxTokens, whole, &Workload::prefillChunkTokens},
};

// workload: training
inline constexpr FieldRow<Workload> trainingRows[] = {
    {"workload.tokens", 1, 1e16, &Workload::tokens},
    {"workload.sequence", 1, maxTokens, whole, &Workload::sequence},
    {"workload.micro_batch", 1, 65536, whole, &Workload::microBatch},
    {"workload.global_batch", 1, maxTokens, whole, &Workload::globalBatch, R::table,
     zeroUnset}, // 0: micro x data parallel
    {"workload.zero_stage", 0, 3, whole, &Workload::zeroStage},
    {"workload.lora_fraction", 0, 1, &Workload::loraFraction},
    {"workload.data_parallel", 1, maxGpus, whole, &Workload::dataParallel, R::table,
     zeroUnset}, // 0: what the count leaves
    {"workload.pipeline_parallel", 1, 1024, whole, &Workload::pipelineParallel},
    {"workload.deadline_s", 1, 1e10, &Workload::deadlineS, nullUnset},
    {"workload.goodput", 0, 1, fraction, &Workload::goodput, nullUnset},
};

// workload.serving
inline constexpr FieldRow<ServingSpec> servingRows[] = {
    {"workload.serving.requests_per_s", 1e-6, 1e6, &ServingSpec::requestsPerS,
     byCode}, // Poisson only (serving_io)
    {"workload.serving.concurrency", 1, 100000, whole, &ServingSpec::concurrency,
     byCode}, // closed only, or "max"
    {"workload.serving.requests", 1, 100000, whole, &ServingSpec::requests},
    {"workload.serving.seed", 0, 9007199254740991.0, whole, &ServingSpec::seed},
    {"workload.serving.prompt_tokens_cv", 0, 10, &ServingSpec::promptTokensCv},
    {"workload.serving.output_tokens_cv", 0, 10, &ServingSpec::outputTokensCv},
    {"workload.serving.lengths.uniform", 0, 1, fraction, &ServingSpec::uniformRatio,
     byCode}, // inside "lengths" (serving_io)
};

// workload.serving.scheduler
inline constexpr FieldRow<SchedulerSettings> schedulerRows[] = {
    {"workload.serving.scheduler.max_num_seqs", 1, 65536, whole, &SchedulerSettings::maxNumSeqs},
    {"workload.serving.scheduler.max_num_batched_tokens", 1, maxTokens, whole,
     &SchedulerSettings::maxNumBatchedTokens},
};

// workload.speculative (defaults by method, then these)
inline constexpr FieldRow<SpeculativeSpec> speculativeRows[] = {
    {"workload.speculative.tokens", 1, 16, whole, &SpeculativeSpec::tokens},
    {"workload.speculative.acceptance", 0, 1, &SpeculativeSpec::acceptance},
};

// workload.offload (gpu_layers or weights "host": offload_io.cpp; at most the model's layers:
// checkOffload())
inline constexpr FieldRow<OffloadSpec> offloadRows[] = {
    {"workload.offload.gpu_layers", 0, 1000, whole, &OffloadSpec::gpuLayers, byCode},
};

// efficiency (unset: the engine profile's)
inline constexpr FieldRow<EfficiencyOverrides> efficiencyRows[] = {
    {"efficiency.memory", 0, 1, fraction, &EfficiencyOverrides::memory},
    {"efficiency.compute", 0, 1, fraction, &EfficiencyOverrides::compute},
    {"efficiency.mfu", 0, 1, fraction, &EfficiencyOverrides::mfu},
    {"efficiency.step_overhead_s", 0, 1, &EfficiencyOverrides::stepOverheadS},
    {"efficiency.uncertainty", 0, 0.9, &EfficiencyOverrides::uncertainty},
};

// economics
inline constexpr FieldRow<Economics> economicsRows[] = {
    {"economics.utilization", 0, 1, fraction, &Economics::utilization},
    {"economics.lifetime_years", 0.1, 50, &Economics::lifetimeYears},
    {"economics.usd_per_kwh", 0, 10, &Economics::usdPerKwh},
    {"economics.pue", 1, 5, &Economics::pue},
    {"economics.gpu_price_usd", 0, 1e8, &Economics::gpuPriceUsd},
    {"economics.server_overhead_usd", 0, 1e10, &Economics::serverOverheadUsd},
    {"economics.cloud_usd_per_gpu_hour", 0, 1e4, &Economics::cloudUsdPerGpuHour},
    {"economics.maintenance_per_year", 0, 1, &Economics::maintenancePerYear},
};

// requirements (read with the lists and names in requirements_io.cpp)
inline constexpr FieldRow<Requirements> requirementsRows[] = {
    {"requirements.requests_per_s", 0, 1e9, fraction, &Requirements::requestsPerS, byCode},
    {"requirements.tokens_per_s", 0, 1e12, fraction, &Requirements::tokensPerS, byCode},
    {"requirements.prompt_tokens", 0, maxTokens, whole, &Requirements::promptTokens, byCode},
    {"requirements.output_tokens", 1, maxTokens, whole, &Requirements::outputTokens, byCode},
    {"requirements.ttft_s", 0, 1e6, fraction, &Requirements::ttftS, byCode},
    {"requirements.tpot_s", 0, 1e3, fraction, &Requirements::tpotS, byCode},
    {"requirements.latency_s", 0, 1e7, fraction, &Requirements::latencyS, byCode},
    {"requirements.percentile", 50, 99.9, &Requirements::percentile, byCode},
    {"requirements.max_usd_per_million_tokens", 0, 1e9, fraction,
     &Requirements::maxUsdPerMillionTokens, byCode},
    {"requirements.budget_usd", 0, 1e12, fraction, &Requirements::budgetUsd, byCode},
    {"requirements.tokens", 1, 1e16, &Requirements::tokens, byCode},
    {"requirements.deadline_s", 1, 1e10, &Requirements::deadlineS, byCode},
    {"requirements.max_gpus", 1, 65536, whole, &Requirements::maxGpus, byCode},
};

template <class T, std::size_t N>
constexpr int indexIn(const FieldRow<T> (&rows)[N], std::string_view path) {
    for (std::size_t i = 0; i < N; ++i)
        if (rows[i].limit.path == path)
            return int(i);
    return -1;
}

} // namespace fieldTable

/// The limit of the table's row for `path`, found while compiling: a path without a row does not
/// compile.
consteval const FieldLimit& fieldLimit(std::string_view path) {
    using namespace fieldTable;
    // Indices, not pointers: a sanitizer build does not compare addresses while compiling.
    if (const int i = indexIn(modelRows, path); i >= 0)
        return modelRows[i].limit;
    if (const int i = indexIn(architectureRows, path); i >= 0)
        return architectureRows[i].limit;
    if (const int i = indexIn(hardwareRows, path); i >= 0)
        return hardwareRows[i].limit;
    if (const int i = indexIn(clusterRows, path); i >= 0)
        return clusterRows[i].limit;
    if (const int i = indexIn(prefillPoolRows, path); i >= 0)
        return prefillPoolRows[i].limit;
    if (const int i = indexIn(hostRows, path); i >= 0)
        return hostRows[i].limit;
    if (const int i = indexIn(inferenceRows, path); i >= 0)
        return inferenceRows[i].limit;
    if (const int i = indexIn(trainingRows, path); i >= 0)
        return trainingRows[i].limit;
    if (const int i = indexIn(servingRows, path); i >= 0)
        return servingRows[i].limit;
    if (const int i = indexIn(schedulerRows, path); i >= 0)
        return schedulerRows[i].limit;
    if (const int i = indexIn(speculativeRows, path); i >= 0)
        return speculativeRows[i].limit;
    if (const int i = indexIn(offloadRows, path); i >= 0)
        return offloadRows[i].limit;
    if (const int i = indexIn(efficiencyRows, path); i >= 0)
        return efficiencyRows[i].limit;
    if (const int i = indexIn(economicsRows, path); i >= 0)
        return economicsRows[i].limit;
    if (const int i = indexIn(requirementsRows, path); i >= 0)
        return requirementsRows[i].limit;
    throw std::invalid_argument("no row of core/scenario/scenario_field_table.h has this path");
}

} // namespace ridgeline
