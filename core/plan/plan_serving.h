// The serving search's parts (internal to the planner): the limits a candidate is judged by, one
// candidate sized by the M/M/c estimate, and the serving simulation that sizes the cheapest
// plans again (core/plan/plan_serving.cpp, core/plan/plan_simulate.cpp,
// core/plan/plan_options.cpp).
#pragma once

#include "core/plan/plan.h"
#include "core/scenario/serving.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

namespace ridgeline::detail {

inline constexpr double unlimited = std::numeric_limits<double>::infinity();

/// Plans the serving simulation sizes (the cheapest).
inline constexpr int simulatedPlans = 3;

struct Limits {
    double rate = 0; ///< requests per second
    double ttft = unlimited, tpot = unlimited, latency = unlimited;
    double quantile = 0.95;
    bool atP90 = false; ///< judge each time at the slow end of its P10-P90 range

    // The time a limit is judged against: the prediction, or its range's slow end.
    double judged(double point, const Range& range) const {
        return atP90 ? std::max(point, range.high) : point;
    }
};

// One GPU, engine, formats and tensor-parallel width; the batch is tried lazily.
class Candidate {
public:
    Candidate(Scenario s, const Limits& limits, PlanResult& out)
        : s_(std::move(s))
        , limits_(limits)
        , out_(out) {}

    // The results at `batch` sequences per replica (one replica: count = tensor parallel).
    const Results& at(std::int64_t batch);

    struct Outcome {
        bool ok = false;
        RejectReason reason = RejectReason::tooFewGpus;
        std::int64_t batch = 1;
        double wait = 0;
    };

    // The smallest batch (roughly: it grows in steps of an eighth) at which `replicas` replicas
    // carry the rate within every limit, or why none does.
    Outcome with(int replicas, std::int64_t batchCap);

    Scenario& scenario() { return s_; }

private:
    Scenario s_;
    Limits limits_;
    PlanResult& out_;
    std::vector<std::pair<std::int64_t, Results>> memo_;
};

/// What sizing one candidate by the estimate gave: a plan (provisional when only the most
/// replicas were tried and found short), or the reason it was turned down.
struct Sized {
    std::optional<Plan> plan;
    bool provisional = false;
    RejectReason reason = RejectReason::doesNotFit;
};

/// The fewest replicas (up to `maxReplicas`) of candidate `c` that carry the load within the
/// limits by the estimate, costed, with the ceiling and budget checked.
Sized sizeCandidate(Candidate& c, const Scenario& s, const Limits& l, int maxReplicas,
                    double served, PlanResult& out);

// The cost per million tokens a limit is judged against: at P90 the fleet would need as much
// more time per token as the slow end of its range says.
double dearest(const Plan& p, const Limits& l);

// The load the planner simulates for a plan: Poisson arrivals at the required rate.
ServingSpec plannedLoad(const Scenario& s, const Limits& l);

// Whether the simulated percentiles of `r` meet the limits (at P90 of the range when asked).
bool simulationMeets(const Results& r, const Limits& l);

/// The M/M/c estimate sizes every candidate; the serving simulation then sizes the cheapest.
/// Plans flagged `estimateOnly` keep the estimate.
void simulateCheapest(const Scenario& s, const PlanSpace& space, const Limits& limits,
                      double served, const std::vector<bool>& provisional, PlanResult& out);

/// The options the requirements allow (core/plan/plan_options.cpp). Speculative decoding on the
/// candidate scenario `candidate` (its plain outcome `plain`): the plan when it is cheaper than
/// plain decode or meets a limit plain decode misses.
std::optional<Plan> trySpeculative(const Scenario& candidate, const SpeculativeSpec& spec,
                                   const Sized& plain, const Scenario& s, const Limits& l,
                                   int maxReplicas, double served, PlanResult& out);

/// The speculative decoding the planner tries for `s`'s model: a draft of the same family and
/// vocabulary from the catalogue (the smallest, at most an eighth of the target), else an MTP
/// head for DeepSeek's models and an EAGLE head for the others; the method's default k and a.
SpeculativeSpec speculativeFor(const Scenario& s, const Catalogue* cat);

/// A single GPU whose weights do not fit: the most layers that fit on it, the rest in host
/// memory (llama.cpp); the plan when one replica meets the limits.
std::optional<Plan> tryOffload(const Scenario& candidate, const Scenario& s, const Limits& l,
                               double served, PlanResult& out);

/// After the simulation: prefill-pool splits of the cheapest co-located plans, kept when cheaper
/// (or counted as turned down).
void tryDisaggregated(const Scenario& s, const Limits& l, double served, PlanResult& out);

} // namespace ridgeline::detail
