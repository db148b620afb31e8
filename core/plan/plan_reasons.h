// A plan's reasons as data: why it ranks where it does, the limits it risks, what its option
// bought. The core renders them in English (core/plan/plan_text.h); the UI words the same data in
// the user's language (ui/plan/plan_words.h).
#pragma once

#include "core/evaluation/speculative.h"
#include "core/scenario/requirements.h"

#include <cstdint>
#include <string>

namespace ridgeline {

enum class RejectReason;

/// Which sentence explains a plan's rank.
enum class PlanRank {
    only,         ///< the only configuration that meets every limit
    cheapest,     ///< cheapest, `percent` below the next
    cheapestTied, ///< cheapest, tied on cost with the next and first on speed
    dearer,       ///< not the first: `percent` more than the first
};

/// What a plan is, in a few words: "H100 SXM x 4 (TP 2), fp8 weights, vLLM".
struct PlanLabel {
    bool training = false;
    std::string gpu;
    int count = 0;
    int tensorParallel = 1;
    int pipelineParallel = 1; ///< training only
    int zeroStage = 0;        ///< training only
    std::string weights;      ///< serving only: the weight format's name
    std::string engine;
};

/// Why a plan ranks where it does; the load or training figures the sentence quotes are the
/// plan's own (Plan::load, Plan::results).
struct PlanWhy {
    PlanRank rank = PlanRank::only;
    bool training = false;
    int plans = 0;       ///< plans that meet every limit
    double cost = 0;     ///< Plan::cost
    double percent = 0;  ///< below the next (cheapest) or more than the first (dearer)
    PlanLabel next;      ///< cheapest, cheapestTied: the next plan
    bool faster = false; ///< dearer: a faster answer (serving) or a shorter run (training)
    bool fewerGpus = false;
    bool lessUpFront = false;
    double percentile = 95; ///< serving: the requirements' latency percentile
};

/// A limit the plan meets only at the optimistic end of its P10-P90 range.
enum class PlanRiskKind { tpot, ttft, latency, costCeiling, deadline, budget, slowOffload };

struct PlanRisk {
    PlanRiskKind kind = PlanRiskKind::tpot;
    /// P90 value: seconds (tpot, ttft, latency, deadline), $ (costCeiling: per million tokens,
    /// budget), tokens/s per sequence (slowOffload)
    double value = 0;
    double limit = 0;   ///< the same unit; unused for slowOffload
    int hostLayers = 0; ///< slowOffload: layers in host memory
    int layers = 0;     ///< slowOffload: layers in all
};

/// What the option a plan uses bought it.
enum class PlanOptionKind { none, speculative, offload, disaggregated };

struct PlanOption {
    PlanOptionKind kind = PlanOptionKind::none;
    // speculative
    SpeculativeMethod method = SpeculativeMethod::draft;
    std::string draft; ///< the draft model's preset (method draft)
    int tokens = 0;
    double acceptance = 0;
    double tpotS = 0;      ///< also offload's time per token
    double plainTpotS = 0; ///< plain decode at the same size
    int batch = 0;
    bool plainMeets = false;      ///< plain decode meets the limits (at plainCost)
    bool plainTooFewGpus = false; ///< else: it needed too many GPUs, or
    RejectReason plainReason{};   ///< ... the reason it was turned down
    double cost = 0;              ///< speculative, disaggregated: the plan's cost
    double plainCost = 0;         ///< plain decode's, or (disaggregated) the co-located plan's
    // offload
    int gpuLayers = 0;
    int layers = 0;
    std::string gpu; ///< offload, disaggregated
    // disaggregated
    int poolGpus = 0;
    int decodeGpus = 0;
    int colocatedGpus = 0;
    double kvTransferS = 0;
};

/// What a search assumed: the load or the run, the model behind the numbers and the pricing, for
/// the paragraph shown with its plans (PlanResult::assumptionsData).
struct PlanAssumptions {
    bool training = false;
    Pricing pricing = Pricing::cloud;
    // serving
    double requestsPerS = 0;
    std::int64_t promptTokens = 0;
    std::int64_t outputTokens = 0;
    double percentile = 95;       ///< the requirements' latency percentile
    int simulatedPlans = 0;       ///< the cheapest plans sized again by the serving simulation
    bool atP90 = false;           ///< every time taken at the slow (P90) end of its range
    double utilization = 0;       ///< 0..1, the cost's utilisation
    bool offload = false;         ///< allow_offload: offloaded plans keep the estimate
    bool staticBatches = false;   ///< an engine that batches statically was searched
    bool prefillPool = false;     ///< allow_disaggregated
    bool firstTokenLimit = false; ///< with prefillPool: a first-token limit is set
    // training
    double tokens = 0;
    int maxGpus = 0;
    bool singleNode = false;
};

} // namespace ridgeline
