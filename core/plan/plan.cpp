#include "core/plan/plan.h"

#include "core/base/number_format.h"
#include "core/plan/plan_text.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <optional>
#include <set>

namespace ridgeline {

namespace {

// "H100 SXM x 4 (TP 2), fp8 weights, vLLM": what a plan is, in a few words.
PlanLabel planLabel(const Plan& p) {
    const Scenario& s = p.scenario;
    const Workload& w = s.workload;
    PlanLabel l;
    l.training = w.mode == Mode::training;
    l.gpu = s.hardware.gpu.name;
    l.count = s.hardware.count;
    l.tensorParallel = w.tensorParallel;
    l.pipelineParallel = w.pipelineParallel;
    l.zeroStage = w.zeroStage;
    l.weights = w.weightFormat.name;
    l.engine = s.engine.name;
    return l;
}

// What a plan is apart from its engine's name: two plans with the same key show the same numbers.
std::string numbersKey(const Plan& p) {
    const Scenario& s = p.scenario;
    const Workload& w = s.workload;
    return fmt::format("{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{:a}|{:a}|{:a}|{:a}", s.hardware.gpu.id,
                       s.hardware.count, w.tensorParallel, w.pipelineParallel, w.batch,
                       w.microBatch, w.zeroStage, int(w.recompute), w.weightFormat.name,
                       w.kvFormat.name, int(w.computeFormat), p.cost,
                       p.load ? p.results.inference.tpotS : 0.0,
                       p.load ? p.results.inference.ttftS : p.results.training.timeS,
                       p.load ? p.load->latencyAtPercentileS : 0.0);
}

double speedKey(const Plan& p) {
    return p.load ? p.load->latencyAtPercentileS : p.results.training.timeS;
}

// Why each plan ranks where it does: the first against the runner-up, the others against the
// first, naming what they give for the extra money.
void explainRanks(std::vector<Plan>& plans, double percentile) {
    if (plans.empty())
        return;
    const Plan& best = plans.front();
    const bool training = !best.load;
    for (std::size_t i = 0; i < plans.size(); ++i) {
        Plan& p = plans[i];
        PlanWhy w;
        w.training = training;
        w.cost = p.cost;
        w.percentile = percentile;
        w.plans = int(plans.size());
        if (i == 0) {
            w.rank = plans.size() == 1         ? PlanRank::only
                     : p.cost == plans[1].cost ? PlanRank::cheapestTied
                                               : PlanRank::cheapest;
            if (plans.size() > 1) {
                w.next = planLabel(plans[1]);
                w.percent = 100.0 * (1.0 - p.cost / plans[1].cost);
            }
        } else {
            w.rank = PlanRank::dearer;
            w.percent = 100.0 * (p.cost / best.cost - 1.0);
            w.faster = speedKey(p) < speedKey(best) * 0.98;
            w.fewerGpus = p.scenario.hardware.count < best.scenario.hardware.count;
            w.lessUpFront = p.capexUsd && best.capexUsd && *p.capexUsd < *best.capexUsd;
        }
        p.whyData = std::move(w);
        p.why = planWhyText(p);
    }
}

} // namespace

std::string_view rejectReasonKey(RejectReason r) {
    switch (r) {
    case RejectReason::doesNotFit:
        return "does_not_fit";
    case RejectReason::noPrice:
        return "no_price";
    case RejectReason::tooSlowPerToken:
        return "too_slow_per_token";
    case RejectReason::firstTokenTooLate:
        return "first_token_too_late";
    case RejectReason::answerTooLate:
        return "answer_too_late";
    case RejectReason::tooFewGpus:
        return "too_few_gpus";
    case RejectReason::missesDeadline:
        return "misses_deadline";
    case RejectReason::overCostCeiling:
        return "over_cost_ceiling";
    case RejectReason::overBudget:
        return "over_budget";
    case RejectReason::splitNotCheaper:
        return "disaggregated_not_cheaper";
    case RejectReason::notSimulated:
        return "not_simulated";
    }
    return "does_not_fit";
}

std::string_view rejectReasonText(RejectReason r) {
    switch (r) {
    case RejectReason::doesNotFit:
        return "does not fit in memory";
    case RejectReason::noPrice:
        return "no price for the chosen pricing";
    case RejectReason::tooSlowPerToken:
        return "too slow per token";
    case RejectReason::firstTokenTooLate:
        return "first token too late";
    case RejectReason::answerTooLate:
        return "answer too late";
    case RejectReason::tooFewGpus:
        return "needs more GPUs than allowed";
    case RejectReason::missesDeadline:
        return "misses the deadline";
    case RejectReason::overCostCeiling:
        return "over the cost ceiling";
    case RejectReason::overBudget:
        return "over budget";
    case RejectReason::splitNotCheaper:
        return "disaggregated: not cheaper than co-located";
    case RejectReason::notSimulated:
        return "dearer than the simulated plans";
    }
    return "";
}

int PlanResult::rejectedTotal() const {
    return std::accumulate(rejected.begin(), rejected.end(), 0);
}

namespace {

// A serving search whose engines run none of its formats (ExLlamaV2 and fp8) would search
// nothing and answer "no plan" without a reason: refused instead, naming what they run.
std::optional<Problem> formatsNoEngineRuns(const detail::PlanSpace& space) {
    std::vector<std::string> runs;
    for (const EngineProfile* e : space.engines) {
        for (const Format& f : space.formats)
            if (runsFormat(*e, f.name))
                return std::nullopt;
        for (const std::string& f : e->weightFormats)
            if (std::find(runs.begin(), runs.end(), f) == runs.end())
                runs.push_back(f);
    }
    if (space.engines.empty())
        return std::nullopt;
    std::string listed, allowed;
    for (const Format& f : space.formats)
        listed += (listed.empty() ? "" : ", ") + f.name;
    for (const std::string& f : runs)
        allowed += (allowed.empty() ? "" : ", ") + f;
    return Problem{"requirements.formats",
                   fmt::format("no engine searched runs {} (allowed: the formats of the engines "
                               "searched: {})",
                               listed, allowed),
                   ProblemCode::planNoFormat, listed, allowed};
}

} // namespace

Problems planProblems(const Scenario& s, const Catalogue& cat) {
    if (!s.requirements)
        return {{"requirements",
                 "is required to plan (allowed: an object, see \"Plans\" in the "
                 "scenario format)",
                 ProblemCode::planNeedsRequirements}};
    const Requirements& q = *s.requirements;
    Problems out;
    if (s.workload.mode == Mode::inference && !q.requestsPerS && !q.tokensPerS)
        out.push_back({"requirements.requests_per_s",
                       "a serving plan needs a load (allowed: requests_per_s or tokens_per_s)",
                       ProblemCode::planNeedsLoad, "", "requests_per_s or tokens_per_s"});
    if (s.workload.mode == Mode::training && !q.deadlineS && !s.workload.deadlineS && !q.budgetUsd)
        out.push_back({"requirements.deadline_s",
                       "a training plan needs a limit (allowed: deadline_s or budget_usd)",
                       ProblemCode::planNeedsLimit, "", "deadline_s or budget_usd"});
    const detail::PlanSpace space = detail::planSpace(s, cat);
    if (space.gpus.empty())
        out.push_back({"requirements.gpus", "leaves no GPU to search (allowed: catalogue ids)",
                       ProblemCode::planNoGpu, "", cat.gpuIds()});
    if (space.engines.empty()) {
        const std::string allowed = s.workload.mode == Mode::training
                                        ? "engines that train (workload.engine when the list is "
                                          "empty)"
                                        : "engines that serve";
        out.push_back({"requirements.engines",
                       fmt::format("leaves no engine to search (allowed: {})", allowed),
                       ProblemCode::planNoEngine,
                       s.workload.mode == Mode::training ? "train" : "serve", allowed});
    }
    if (s.workload.mode == Mode::inference)
        if (auto none = formatsNoEngineRuns(space))
            out.push_back(*none);
    return out;
}

namespace detail {

PlanSpace planSpace(const Scenario& s, const Catalogue& cat) {
    PlanSpace space;
    const Requirements q = s.requirements.value_or(Requirements{});
    for (const Gpu& g : cat.gpus)
        if (q.gpus.empty() || std::find(q.gpus.begin(), q.gpus.end(), g.id) != q.gpus.end())
            space.gpus.push_back(&g);
    // Training keeps the scenario's engine unless the list names others: the catalogue's
    // serving engines have no training software behind them.
    std::vector<std::string> engines = q.engines;
    if (engines.empty() && s.workload.mode == Mode::training)
        engines.push_back(s.workload.engine);
    // Only software that does the mode: no serving on a training library, no training on a
    // serving engine, whatever the list names.
    const bool training = s.workload.mode == Mode::training;
    for (const EngineProfile& e : cat.engines)
        if ((training ? e.trains : e.serves) &&
            (engines.empty() || std::find(engines.begin(), engines.end(), e.id) != engines.end()))
            space.engines.push_back(&e);
    // "generic" is no engine in particular: where a named one gives the same numbers, the
    // named one is listed.
    std::stable_partition(space.engines.begin(), space.engines.end(),
                          [](const EngineProfile* e) { return e->id != "generic"; });
    const std::vector<std::string> formats =
        q.formats.empty() ? std::vector<std::string>{"fp16", "fp8"} : q.formats;
    for (const std::string& name : formats)
        if (auto f = formatFromName(name))
            space.formats.push_back(*f);
    space.maxGpus = q.maxGpus.value_or(defaultPlanMaxGpus);
    space.singleNode = q.singleNode;
    space.catalogue = &cat;
    return space;
}

std::vector<const EngineProfile*> PlanSpace::enginesFor(const Gpu& gpu) const {
    std::vector<const EngineProfile*> out;
    for (const EngineProfile* e : engines)
        if (runsOn(*e, gpu))
            out.push_back(e);
    return out;
}

ComputeType computeFormatFor(const Gpu& gpu, const Format& weights, ComputeType requested) {
    const std::optional<ComputeType> own = weights.name == "fp8" ? std::optional(ComputeType::fp8)
                                           : weights.name == "fp4" || weights.name == "nvfp4"
                                               ? std::optional(ComputeType::fp4)
                                               : std::nullopt;
    if (!own || gpu.peak(*own) <= 0 || computeTypeBytes(requested) <= computeTypeBytes(*own))
        return requested;
    return *own;
}

HardwareSpec hardwareOf(const Gpu& gpu, int count) {
    HardwareSpec h;
    h.catalogueId = gpu.id;
    h.gpu = gpu;
    h.count = count;
    return h;
}

std::optional<double> usdPerHourAt(const Results& r, Pricing pricing) {
    return pricing == Pricing::owned ? r.cost.ownedUsdPerHour : r.cost.cloudUsdPerHour;
}

} // namespace detail

std::vector<int> paretoFrontier(const std::vector<PlanPoint>& points, bool largerIsBetter) {
    std::vector<int> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    const double sign = largerIsBetter ? -1.0 : 1.0;
    // Best x first (ties: best y first); a point is on the frontier when its y beats every
    // point before it.
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const PlanPoint& p = points[std::size_t(a)];
        const PlanPoint& o = points[std::size_t(b)];
        if (p.x != o.x)
            return sign * p.x < sign * o.x;
        return sign * p.y < sign * o.y;
    });
    std::vector<int> out;
    double bestY = 0;
    for (int i : order) {
        const double y = sign * points[std::size_t(i)].y;
        if (out.empty() || y < bestY) {
            out.push_back(i);
            bestY = y;
        }
    }
    std::sort(out.begin(), out.end(),
              [&](int a, int b) { return points[std::size_t(a)].x < points[std::size_t(b)].x; });
    return out;
}

PlanResult plan(const Scenario& s, const Catalogue& cat) {
    PlanResult out;
    out.mode = s.workload.mode;
    const detail::PlanSpace space = detail::planSpace(s, cat);
    if (out.mode == Mode::training)
        detail::planTraining(s, space, out);
    else
        detail::planServing(s, space, out);

    detail::markRisks(out.plans, s);
    // Rank: cheapest first, simulated or not (every plan listed meets the limits at the same
    // confidence: a serving plan is listed only when its simulation sustains the load, or, for
    // an option the simulation does not model, its estimate; core/plan/plan_simulate.cpp), then one
    // not at risk, then the faster; keep the chart's links to the plans.
    std::vector<int> order(out.plans.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const Plan& p = out.plans[std::size_t(a)];
        const Plan& o = out.plans[std::size_t(b)];
        if (p.cost != o.cost)
            return p.cost < o.cost;
        if (p.risks.empty() != o.risks.empty())
            return p.risks.empty();
        return speedKey(p) < speedKey(o);
    });
    std::vector<int> rankOf(order.size(), -1);
    std::vector<Plan> ranked;
    ranked.reserve(order.size());
    std::set<std::string> listed;
    for (std::size_t i = 0; i < order.size(); ++i) {
        Plan& p = out.plans[std::size_t(order[i])];
        if (!listed.insert(numbersKey(p)).second) {
            ++out.sameAsListed;
            continue;
        }
        rankOf[std::size_t(order[i])] = int(ranked.size());
        ranked.push_back(std::move(p));
    }
    out.plans = std::move(ranked);
    for (PlanPoint& p : out.points)
        if (p.plan >= 0)
            p.plan = rankOf[std::size_t(p.plan)];
    explainRanks(out.plans, s.requirements ? s.requirements->percentile : 95.0);
    out.frontier = paretoFrontier(out.points, out.mode == Mode::inference);
    return out;
}

} // namespace ridgeline
