// What evaluating a scenario yields: plain numbers in SI units, per GPU unless named otherwise.
// Figures that do not apply (no price known, no deadline set) are empty optionals, never NaN.
#pragma once

#include "core/base/optional_box.h"
#include "core/evaluation/offload.h"
#include "core/hardware/engine.h"
#include "core/physics/physics.h"
#include "core/physics/prefill_pool_figures.h"
#include "core/physics/speculative_types.h"
#include "core/scenario/modes.h"
#include "core/scenario/serving.h"

#include <cstdint>
#include <optional>

namespace ridgeline {

/// A P10-P90 range around a predicted figure: low <= the figure <= high (docs/fidelity.md).
struct Range {
    double low = 0;
    double high = 0;

    bool contains(double v) const { return low <= v && v <= high; }
    bool operator==(const Range&) const = default;
};

/// The measured/predicted speed ratios in force for a scenario: the engine profile's residual
/// spreads, each widened by the user's uncertainty where they set efficiencies.
struct SpreadFigures {
    ResidualSpread decode, prefill, training;
    double userUncertainty = 0; ///< relative, on the efficiencies the user set
    bool decodeFitted = false;  ///< the profile carries a decode spread of its own
    bool prefillFitted = false;
    bool trainingFitted = false;
};

struct ModelFigures {
    double params = 0;
    double activeParams = 0;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
};

/// Memory one GPU holds, by component, as the memory chart stacks it.
struct MemoryFigures {
    double weights = 0;
    double kvCache = 0;
    double activations = 0;
    double gradients = 0;
    double optimizer = 0;
    double overhead = 0;
    double draft = 0;  ///< speculative decoding: the draft model's or head's weights and KV cache
    double perGpu = 0; ///< sum of the components above
    double total = 0;  ///< perGpu x GPUs in the group
    double usable = 0; ///< usable VRAM of one GPU (capacity x usable fraction)
    bool fits = false;
    int gpusNeeded = 1; ///< GPUs the job's bytes need at this GPU's usable VRAM
};

struct InferenceFigures {
    StepCost decode; ///< at the mean context prompt + output/2
    StepCost prefill;
    double decodeContext = 0; ///< tokens
    double tokensPerS = 0;    ///< all sequences of all replicas together
    /// Output tokens/s of a whole run that also prefills every sequence once (an offline or
    /// static-batch benchmark): replicas x batch x output / run time (physics.h runSeconds).
    double throughputTokensPerS = 0;
    double perUserTokensPerS = 0;
    double tpotS = 0;
    double ttftS = 0;
    double latencyS = 0; ///< TTFT + output x TPOT
    double kvBytesPerToken = 0;
    double kvTokensHeld = 0;    ///< prompt + output, rounded up to the engine's whole KV blocks
    double kvSequenceBytes = 0; ///< one sequence's cache at kvTokensHeld, all layers, whole model
    std::int64_t maxBatch = 0;  ///< per replica; 0 when not even the weights fit
    /// bytes per GPU at maxBatch, or at 1 when none fits (prefill chunk and logits)
    double maxBatchActivations = 0;
    double criticalBatch = 0;
    int replicas = 1;
    // P10-P90 ranges from the decode spread (rates, TPOT) and the prefill spread (TTFT)
    Range tokensPerSRange, perUserTokensPerSRange, tpotSRange, ttftSRange, latencySRange;
    Range throughputTokensPerSRange; ///< from the decode spread
    /// workload.speculative: the draft, the verify pass and the speed-up; unset without it.
    /// With it, tpotS and the rates above are the speculative ones; `decode` stays plain decode.
    OptionalBox<SpeculativeFigures> speculative;
    /// Disaggregated prefill (hardware.prefill_pool): the pool's figures; ttftS is then the
    /// pool's prefill + kvTransferS + the first decode step. Unset without a pool.
    OptionalBox<PrefillPoolFigures> prefillPool;
    double kvTransferS = 0; ///< moving the batch's prompt caches to the decode GPUs; 0 without
};

/// One GPU's roofline. The datasheet roof (peak, bandwidth, ridge) is what the vendor states;
/// the engine's effective roof scales both by the engine's efficiencies (eta_c, eta_m). Each pass
/// (decode, prefill, training step) is judged against its own roof below this one: the same
/// bandwidth, its compute lowered further by its GEMM shapes (StepCost::effectiveRidge,
/// TrainingFigures::effectiveRidge, physics.h judgePass).
struct RooflineFigures {
    double peakFlops = 0;          ///< one GPU, dense, compute format
    double bandwidth = 0;          ///< one GPU
    double ridge = 0;              ///< FLOP/byte, datasheet peak / datasheet bandwidth
    double effectivePeakFlops = 0; ///< peak x eta_c
    double effectiveBandwidth = 0; ///< bandwidth x eta_m
    double effectiveRidge = 0;     ///< FLOP/byte: effective peak / effective bandwidth
    /// The dense peak the GPU sustains under its power limit (powerLimitedPeakFlops): the peak
    /// every pass's time uses; effectivePeakFlops is this x eta_c.
    double sustainedPeakFlops = 0;
    double operandBytes = 2; ///< of the compute format, for the power limit
};

struct TrainingFigures {
    double flops = 0; ///< whole run
    double timeS = 0; ///< headline: by MFU, or modelled (timeBasis)
    TimeBasis timeBasis = TimeBasis::modelled;
    double mfuTimeS = 0;
    double modelledTimeS = 0; ///< steps x step time: the steady state, without goodput
    double goodput = 1;       ///< share of the wall-clock that trains (1 on the MFU basis)
    double gpuHours = 0;
    std::optional<double> gpusForDeadline;
    double tokensPerStep = 0;
    double steps = 0;
    double stepTimeS = 0;      ///< modelled
    double computeS = 0;       ///< per step
    double communicationS = 0; ///< per step, all collective traffic
    double exposedCommS = 0;   ///< per step, what does not overlap compute
    /// per step: the data-parallel traffic hidden behind the backward pass; it still costs
    /// overlapInterference of its time: exposed = tp + pp + (dp - overlapped) + 0.2 overlapped
    double overlappedCommS = 0;
    double bubbleS = 0; ///< per step, the pipeline's idle time: step = compute + bubble + exposed
    double bubbleFraction = 0;
    double microBatches = 1;      ///< per step and data-parallel rank
    double stepOverheadS = 0;     ///< the engine's fixed cost per step, part of computeS
    double scalingEfficiency = 1; ///< ideal / modelled step time
    double tokensPerS = 0;        ///< at the headline time
    double stepFlops = 0;         ///< per GPU, for the roofline point
    double stepBytes = 0;         ///< per GPU, for the roofline point
    double memoryS = 0;           ///< per step: stepBytes / (W x eta_m), for the verdict
    /// The step's own roof (physics.h judgePass): stepFlops / computeS, over W x eta_m
    double effectivePeakFlops = 0;
    double effectiveRidge = 0;    ///< FLOP/byte
    Bound bound = Bound::compute; ///< of the step against its own roof, or communication

    /// FLOP/byte of the step per GPU (the roofline point's intensity)
    double stepIntensity() const { return stepBytes > 0 ? stepFlops / stepBytes : 0; }
    int dataParallel = 1;
    // clusters and the modelled step
    double impliedMfu = 0; ///< 6 P_act T / (N x peak x time), at the headline time
    int nodes = 1;
    bool tpSpansNodes = false; ///< tensor parallel larger than a node: it runs over the network
    double tpCommS = 0, ppCommS = 0, dpCommS = 0; ///< per step
    /// one micro-batch on the slowest stage: microBatchS is their sum
    double gemmS = 0, attentionS = 0, memoryBoundS = 0, launchS = 0, recomputeS = 0;
    double optimizerS = 0;  ///< per step
    double microBatchS = 0; ///< one micro-batch, forward and backward, on the slowest stage
    double peakStageActivations = 0; ///< bytes: the pipeline stage that holds the most
    Range timeSRange, gpuHoursRange, tokensPerSRange; ///< from the training spread
};

struct CostFigures {
    /// Whole servers of the configuration (a prefill pool's included) and their draw: GPUs at
    /// TDP plus each server's draw without GPUs, before PUE (core/evaluation/server_bill.h).
    double servers = 0;
    double watts = 0;
    /// The servers' part of capexUsd: the catalogue's server price x servers, or the user's
    /// economics.server_overhead_usd in its place; unset when neither is known.
    std::optional<double> serverUsd;
    /// Energy at the wall (watts x PUE) per output token and output tokens/s per megawatt there,
    /// at the throughput the cost per token uses; unset in training or when nothing is served.
    std::optional<double> joulesPerOutputToken;
    std::optional<double> tokensPerSPerMegawatt;
    std::optional<double> capexUsd;
    std::optional<double> ownedUsdPerHour;
    double powerUsdPerHour = 0;
    std::optional<double> cloudUsdPerHour;
    std::optional<double> ownedUsdPerMillion;
    std::optional<double> cloudUsdPerMillion;
    std::optional<double> breakEvenHours;
    std::optional<double> breakEvenMonths;
    std::optional<double> trainingCloudUsd;
    std::optional<double> trainingOwnedUsd;
    /// Throughput per dollar-hour: tokens/s (served, or trained in training mode) divided by
    /// the owned or the cloud cost per hour of the whole configuration, at full load (the
    /// utilization is not applied). Unset without that price or when the job does not fit.
    std::optional<double> ownedTokensPerSPerUsdHour;
    std::optional<double> cloudTokensPerSPerUsdHour;
    // P10-P90: a cost per token or per run scales with the time the work takes
    std::optional<Range> ownedUsdPerMillionRange, cloudUsdPerMillionRange;
    std::optional<Range> trainingCloudUsdRange, trainingOwnedUsdRange;
};

/// How a scenario's replicas carry the load its serving requirements ask for (Little's law and an
/// M/M/c queue, core/evaluation/required_load.h): what a plan is judged by, and what the explorer
/// shows for a scenario that has requirements.
struct ServingLoad {
    double requestsPerS = 0;
    double sequencesInFlight = 0; ///< Little's law: rate x modelled latency
    double slots = 0;             ///< replicas x batch
    double slotUtilization = 0;   ///< in flight / slots
    double waitProbability = 0;   ///< Erlang C; a static batch: the share that find it busy
    /// The engine batches statically (a new batch when the last has ended): the wait is for the
    /// rest of the running batch on replicas fed in turn (core/physics/queueing.h), not Erlang C.
    bool staticBatch = false;
    double placesNeeded = 0; ///< static batch: places for one batch time's arrivals, 2 % tail
    /// Static batch: fewer places than placesNeeded, so at the percentile a request waits one
    /// whole batch more (included in queueWaitS).
    bool placesShort = false;
    double percentile = 95;       ///< of the wait the limits are judged at
    bool overloaded = false;      ///< in flight >= slots: the queue grows without bound
    double queueWaitS = 0;        ///< at the percentile; infinite when overloaded
    double ttftAtPercentileS = 0; ///< modelled TTFT + queue wait
    double latencyAtPercentileS = 0;
    double servedTokensPerS = 0; ///< output tokens, all users
    /// True when the percentiles come from the serving simulation of workload.serving at this
    /// rate (evaluateWithServing()) rather than from the M/M/c wait: then queueWaitS is the
    /// simulated first token at the percentile less the lone request's modelled TTFT.
    bool simulated = false;
    double tpotAtPercentileS = 0; ///< simulated only; else the modelled time per token
    /// The fleet's cost per hour over the required output tokens at the scenario's utilization;
    /// unset without that price.
    std::optional<double> ownedUsdPerMillion, cloudUsdPerMillion;
};

struct Results {
    Mode mode = Mode::inference;
    int gpus = 1;
    Efficiency efficiency;
    ModelFigures model;
    MemoryFigures memory;
    InferenceFigures inference;
    RooflineFigures roofline;
    TrainingFigures training;
    CostFigures cost;
    SpreadFigures spread;
    /// The serving simulation of workload.serving (evaluateWithServing()); unset otherwise.
    OptionalBox<ServingFigures> serving;
    /// Serving requirements on this scenario's own replicas and batch (inference only).
    std::optional<ServingLoad> requiredLoad;
    /// workload.offload in force (core/evaluation/offload.h); unset without offload.
    OptionalBox<OffloadFigures> offload;
};

} // namespace ridgeline
