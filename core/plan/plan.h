// From requirements to a ranked recommendation: a search over GPU, count, parallelism, formats and
// engine (and, for training, ZeRO stage, recompute and micro-batch) that evaluates every candidate
// with evaluate(), so a plan's numbers are exactly what the explorer shows for its scenario.
#pragma once

#include "core/base/problems.h"
#include "core/catalogue/catalogue.h"
#include "core/evaluation/results.h"
#include "core/plan/plan_reasons.h"
#include "core/scenario/scenario.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ridgeline {

/// Why a configuration was turned down: the first limit it failed, in this order.
enum class RejectReason {
    doesNotFit,        ///< the weights, or one sequence's KV cache, do not fit in memory
    noPrice,           ///< the GPU has no price for the chosen pricing
    tooSlowPerToken,   ///< time per output token over its limit even at batch 1
    firstTokenTooLate, ///< time to first token over its limit even at batch 1
    answerTooLate,     ///< end-to-end latency over its limit even at batch 1
    tooFewGpus,        ///< the load needs more GPUs than max_gpus (or one node) allows
    missesDeadline,    ///< training: not done by the deadline within max_gpus
    overCostCeiling,   ///< cost per million tokens over max_usd_per_million_tokens
    overBudget,        ///< over budget_usd
    /// allow_disaggregated: no prefill-pool split cheaper than the co-located plan it was tried
    /// beside, nor meeting a limit that plan misses
    splitNotCheaper,
    /// the estimate met the limits, but the serving simulation's budget went to cheaper plans:
    /// a plan is listed only when its simulation sustains the load (issue of plans that carried a
    /// third of theirs)
    notSimulated,
};
inline constexpr int rejectReasonCount = 11;

/// "does_not_fit", as the CLI's JSON names it.
std::string_view rejectReasonKey(RejectReason r);
/// "does not fit in memory", for tables.
std::string_view rejectReasonText(RejectReason r);

struct Plan {
    Scenario scenario; ///< complete: evaluate() accepts it
    Results results;   ///< evaluate(scenario)
    double usdPerHour = 0;
    double usdPerMonth() const { return usdPerHour * hoursPerMonth; }
    /// The ranking cost: serving, $ per million output tokens at the required load; training,
    /// $ of the whole run.
    double cost = 0;
    std::optional<double> capexUsd;
    std::optional<ServingLoad> load; ///< serving plans only
    std::string why;                 ///< why it ranks where it does (English)
    /// The limits the plan meets only at the optimistic end of its P10-P90 ranges: at the
    /// pessimistic end (the slow end of a time, the dear end of a cost) it would miss them
    /// (English, one per limit; empty when the whole range meets every limit).
    std::vector<std::string> risks;
    /// What an option the requirements allow bought this plan (English, empty for plain
    /// co-located serving), e.g. "speculative decoding (draft llama-3.2-1b, k 4): TPOT 18 ms
    /// instead of 41 ms"; `why` ends with it.
    std::string option;
    /// Sized by the M/M/c estimate only: the serving simulation does not model the option
    /// (host offload, see core/plan/plan_options.cpp).
    bool estimateOnly = false;
    /// `why`, `risks` and `option` as data, for the UI to word in the user's language; the
    /// strings are their English rendering (core/plan/plan_text.h).
    PlanWhy whyData;
    std::vector<PlanRisk> riskData;
    PlanOption optionData;

    /// Every GPU the plan pays for: the scenario's and its prefill pool's.
    int gpus() const {
        const HardwareSpec& h = scenario.hardware;
        return h.count + (h.prefillPool ? h.prefillPool->count : 0);
    }
    /// A short tag of the option in force for tables: "spec", "offload", "pool", or empty.
    std::string_view optionTag() const {
        return scenario.workload.speculative   ? "spec"
               : scenario.workload.offload     ? "offload"
               : scenario.hardware.prefillPool ? "pool"
                                               : "";
    }
};

/// One evaluated candidate on the Pareto chart. Serving: x = tokens/s per user, y = tokens/s
/// per GPU (both better when larger). Training: x = days, y = $ of the run (both better smaller).
struct PlanPoint {
    double x = 0;
    double y = 0;
    int plan = -1; ///< index into PlanResult::plans, or -1 for a candidate that is not a plan
};

struct PlanResult {
    Mode mode = Mode::inference;
    std::vector<Plan> plans; ///< cheapest first, then lower latency (or shorter run)
    std::array<int, rejectReasonCount> rejected{};
    std::vector<PlanPoint> points;
    std::vector<int> frontier;            ///< indices into points along the Pareto frontier, by x
    std::optional<double> xLimit, yLimit; ///< requirement lines on the chart's axes
    /// Configurations that meet the limits with exactly the numbers of a listed plan (another
    /// engine with the same efficiencies): left out of `plans`.
    int sameAsListed = 0;
    std::int64_t configurations = 0; ///< configurations of the search space considered
    std::int64_t evaluations = 0;    ///< calls to evaluate()
    int simulations = 0;             ///< serving simulations run to size the cheapest plans
    std::string assumptions;         ///< the load and queueing model, in English
    PlanAssumptions assumptionsData; ///< the same as data (English: core/plan/plan_text.h)

    int rejectedTotal() const;
};

/// Problems that make planning impossible: no requirements, no rate for a serving plan, a GPU
/// list that leaves nothing. Empty when plan() can run.
Problems planProblems(const Scenario& s, const Catalogue& cat);

/// Searches the catalogue for the plans that meet `s.requirements`. Call planProblems() first.
PlanResult plan(const Scenario& s, const Catalogue& cat);

/// The Pareto frontier of `points` (indices, by x): nothing else is at least as good on both axes.
std::vector<int> paretoFrontier(const std::vector<PlanPoint>& points, bool largerIsBetter);

/// GPUs a search may use when the requirements give no max_gpus.
inline constexpr int defaultPlanMaxGpus = 64;

namespace detail {

/// The lists a search runs over, from the requirements' constraints or the catalogue.
struct PlanSpace {
    std::vector<const Gpu*> gpus;
    std::vector<const EngineProfile*> engines; ///< only those that do the scenario's mode
    std::vector<Format> formats;
    int maxGpus = defaultPlanMaxGpus;
    bool singleNode = false;
    const Catalogue* catalogue = nullptr; ///< for the options' choices (a draft model)

    /// The engines that run on `gpu`'s vendor.
    std::vector<const EngineProfile*> enginesFor(const Gpu& gpu) const;
};
PlanSpace planSpace(const Scenario& s, const Catalogue& cat);

void planServing(const Scenario& s, const PlanSpace& space, PlanResult& out);
void planTraining(const Scenario& s, const PlanSpace& space, PlanResult& out);

/// The compute format a plan with `weights` on `gpu` runs in: fp8 weights compute in fp8 and
/// fp4 or nvfp4 weights in fp4 where the GPU has that rate (W8A8 and W4A4, as vLLM, SGLang and
/// TensorRT-LLM run such checkpoints), else `requested`. The narrow format is never slower and
/// holds smaller activations, so the search takes it rather than trying both.
ComputeType computeFormatFor(const Gpu& gpu, const Format& weights, ComputeType requested);

/// A scenario's hardware: `count` of the catalogue GPU on its catalogue servers.
HardwareSpec hardwareOf(const Gpu& gpu, int count);

/// Fills each plan's `risks` from its results' ranges and the requirements' limits.
void markRisks(std::vector<Plan>& plans, const Scenario& s);

/// The cost of `r` at the requirements' pricing per hour; empty without a price.
std::optional<double> usdPerHourAt(const Results& r, Pricing pricing);

} // namespace detail

} // namespace ridgeline
