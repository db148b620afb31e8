// A scenario: everything a user set (model, hardware, workload, efficiency, economics), resolved
// against the catalogue so that evaluating it needs no look-ups (docs/scenario-format.md).
#pragma once

#include "core/base/number_format.h"
#include "core/hardware/architecture.h"
#include "core/hardware/engine.h"
#include "core/hardware/gpu.h"
#include "core/hardware/prefill_pool.h"
#include "core/scenario/annotations.h"
#include "core/scenario/modes.h"
#include "core/scenario/offload_spec.h"
#include "core/scenario/requirements.h"
#include "core/scenario/serving.h"
#include "core/scenario/speculative_method.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ridgeline {

struct ModelSpec {
    std::string preset;           ///< catalogue id the architecture started from, or empty
    Architecture arch;            ///< resolved architecture, overrides applied
    std::optional<double> params; ///< kept exactly when the user gave a parameter count
    bool gqa = false;             ///< for a shape derived from `params`: 8 KV heads

    bool operator==(const ModelSpec&) const = default;
};

/// workload.speculative: a draft proposes `tokens` tokens a step, the target verifies them in one
/// pass (core/evaluation/speculative.h, docs/physics.md "Speculative decoding").
struct SpeculativeSpec {
    SpeculativeMethod method = SpeculativeMethod::mtp;
    std::optional<ModelSpec> draftModel; ///< method draft only: the draft's architecture
    int tokens = 1;                      ///< k: proposed per step
    double acceptance = 0.85;            ///< a: chance each proposed token is accepted

    bool operator==(const SpeculativeSpec&) const = default;
};

struct HardwareSpec {
    std::string catalogueId; ///< the catalogue GPU this one is or was based on; empty if custom
    Gpu gpu;                 ///< resolved, user replacements applied
    int count = 1;
    // Cluster fields the user set; unset ones come from the GPU's catalogue server.
    std::optional<int> gpusPerNode;
    std::optional<Nic> network;
    std::optional<int> nicsPerNode;
    /// hardware.host: the machine around the GPUs, for offload (core/evaluation/offload.h).
    HostSpec host;
    /// hardware.prefill_pool: prompts prefilled on GPUs of their own
    /// (core/evaluation/disaggregated.h).
    std::optional<PrefillPool> prefillPool;

    bool operator==(const HardwareSpec&) const = default;
};

/// One GPU configuration of a comparison: the GPU (with the user's prices), how many, and over
/// how many of them each model replica is split.
struct GpuChoice {
    Gpu gpu;
    int count = 1;
    int tensorParallel = 1;
    int pipelineParallel = 0; ///< 0: the scenario's workload.pipeline_parallel
    /// The configuration's servers where the user set them; unset: the GPU's catalogue server.
    std::optional<int> gpusPerNode{};
    std::optional<Nic> network{};
    std::optional<int> nicsPerNode{};

    bool operator==(const GpuChoice&) const = default;
};

/// At most this many configurations are compared beside the scenario's own hardware.
inline constexpr int maxCompared = 7;

struct Workload {
    Mode mode = Mode::inference;
    // inference
    int batch = 1;
    std::int64_t promptTokens = 512;
    std::int64_t outputTokens = 128;
    Format weightFormat{"fp16", 16};
    Format kvFormat{"fp16", 16};
    ComputeType computeFormat = ComputeType::bf16;
    int tensorParallel = 1;
    /// GPUs of the tensor-parallel group the routed experts of each MoE layer are spread over
    /// (whole experts per GPU); 1: every expert is sliced over the whole group.
    int expertParallel = 1;
    /// A mixture of experts served with data-parallel attention: each GPU of the group runs
    /// attention and the dense layers for its own share of the sequences (weights replicated,
    /// each sequence's cache on one GPU), the routed experts spread whole over the group
    /// (expert_parallel = tensor_parallel), tokens exchanged by all-to-all (docs/physics.md).
    bool dataParallelAttention = false;
    std::string engine = "generic";
    double usableMemoryFraction = 0.9;          ///< of VRAM: fragmentation and CUDA context margin
    double runtimeOverheadBytes = 1073741824.0; ///< per GPU: context, workspace
    std::int64_t prefillChunkTokens = 8192;     ///< tokens a prefill pass holds activations for
    // training
    double tokens = 1e9;
    std::int64_t sequence = 4096;
    int microBatch = 1;
    int globalBatch = 0; ///< sequences per step; 0: micro_batch x data_parallel
    Optimizer optimizer = Optimizer::adamw;
    Format gradientFormat{"bf16", 16};
    bool masterWeights = true; ///< fp32 master copy when weights are narrower than fp32
    Format optimizerStateFormat{"fp32", 32}; ///< Adam m and v, SGD momentum (8-bit Adam: 1 byte)
    int zeroStage = 0;
    Recompute recompute = Recompute::none;
    ActivationRule activationRule = ActivationRule::formula;
    bool flashAttention = true; ///< drops the s^2 attention-score activations
    double loraFraction = 0;    ///< 0: full training; else the share of P in adapters
    int dataParallel = 0;       ///< 0: count / (tensor_parallel x pipeline_parallel)
    int pipelineParallel = 1;
    std::optional<double> deadlineS;
    /// Share of a whole run's wall-clock that advances training (0-1]; unset: runGoodput() of
    /// the GPU count (core/evaluation/training_step.h). Only the modelled basis uses it.
    std::optional<double> goodput;
    /// Modelled unless the file sets efficiency.mfu without a time_basis (docs/scenario-format.md).
    TimeBasis timeBasis = TimeBasis::modelled;
    /// workload.serving: a stream of requests to simulate (core/serving/serving_sim.h); unset:
    /// none.
    std::optional<ServingSpec> serving;
    /// workload.speculative: speculative decoding; unset: plain decode.
    std::optional<SpeculativeSpec> speculative;
    /// workload.offload: layers or weights in host memory (core/evaluation/offload.h); unset: none.
    std::optional<OffloadSpec> offload;

    bool operator==(const Workload&) const = default;
};

/// Fields the user set under "efficiency"; unset ones come from the engine profile.
struct EfficiencyOverrides {
    std::optional<double> memory, compute, mfu, stepOverheadS;
    /// Relative uncertainty of the user's own efficiencies (0.2 = good to +-20 %); widens the
    /// ranges of what they govern (docs/fidelity.md). Unset: 0.1 when any efficiency is set.
    std::optional<double> uncertainty;

    bool operator==(const EfficiencyOverrides&) const = default;
};

struct Economics {
    double utilization = 0.7;
    double lifetimeYears = 3;
    double usdPerKwh = 0.12;
    double pue = 1.0;
    std::optional<double> gpuPriceUsd;        ///< overrides the catalogue price
    double serverOverheadUsd = 0;             ///< chassis, CPUs, network for the whole system
    std::optional<double> cloudUsdPerGpuHour; ///< overrides the catalogue rate
    double maintenancePerYear = 0;            ///< fraction of capex per year

    bool operator==(const Economics&) const = default;
};

struct Scenario {
    int version = 1;
    std::string name;
    ModelSpec model;
    HardwareSpec hardware;
    Workload workload;
    EngineProfile engine; ///< resolved profile of workload.engine
    EfficiencyOverrides efficiencyOverrides;
    Economics economics;
    /// hardware.compare: the configurations shown beside the scenario's own, in order.
    std::vector<GpuChoice> compare;
    /// requirements: what a plan must meet (docs/scenario-format.md, "Requirements"); evaluating
    /// ignores them.
    std::optional<Requirements> requirements;
    /// Notes pinned to the charts; evaluation never reads them.
    std::vector<Annotation> annotations;

    bool operator==(const Scenario&) const = default;
};

/// The configuration the scenario's own hardware describes, with its price overrides applied.
GpuChoice primaryChoice(const Scenario& s);

/// The scenario's own configuration first, then the compared ones.
std::vector<GpuChoice> configurations(const Scenario& s);

struct Catalogue;

/// Writes `choices` into `s`, the inverse of configurations() with the primary at `primary`:
/// choices[primary] becomes the scenario's hardware (GPU, count, servers) and tensor parallelism,
/// the others hardware.compare in their order. The primary's prices become the economics
/// overrides only where they differ from the catalogue GPU's (a custom GPU keeps its own prices,
/// no override); its pipelineParallel is not read (the workload's applies). An empty list leaves
/// the hardware and clears the comparison; more than 1 + maxCompared are cut. Returns the index
/// used as primary: `primary` clamped to the list, so that configurations(s) equals
/// `choices` with that entry moved to the front.
int setConfigurations(Scenario& s, const std::vector<GpuChoice>& choices, int primary,
                      const Catalogue& catalogue);

/// The scenario on `choice`: its GPU, count, tensor and pipeline parallelism; the choice's prices
/// win; the result compares nothing.
Scenario scenarioOn(const Scenario& s, const GpuChoice& choice);

/// The efficiencies in force: the engine profile with the user's overrides on top.
Efficiency effectiveEfficiency(const Scenario& s);

/// The cluster in force: the GPU's catalogue server with the user's fields on top.
Cluster clusterOf(const HardwareSpec& h);

/// Sequences per replica and GPUs per replica for inference; data-parallel degree for training.
int dataParallelDegree(const Scenario& s);

} // namespace ridgeline
