#include "core/plan.h"

#include "core/number_format.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <set>

namespace ridgeline {

namespace {

constexpr int defaultMaxGpus = 64;

// "H100 SXM x 4 (TP 2), fp8 weights, vLLM": what a plan is, in a few words.
std::string planLabel(const Plan& p) {
    const Scenario& s = p.scenario;
    const Workload& w = s.workload;
    if (w.mode == Mode::training)
        return fmt::format("{} x {} (TP {}, PP {}, ZeRO {}), {}", s.hardware.gpu.name,
                           s.hardware.count, w.tensorParallel, w.pipelineParallel, w.zeroStage,
                           s.engine.name);
    return fmt::format("{} x {} (TP {}), {} weights, {}", s.hardware.gpu.name, s.hardware.count,
                       w.tensorParallel, w.weightFormat.name, s.engine.name);
}

// What a plan is apart from its engine's name: two plans with the same key show the same numbers.
std::string numbersKey(const Plan& p) {
    const Scenario& s = p.scenario;
    const Workload& w = s.workload;
    return fmt::format("{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{:a}|{:a}|{:a}|{:a}", s.hardware.gpu.id,
                       s.hardware.count, w.tensorParallel, w.pipelineParallel, w.batch,
                       w.microBatch, w.zeroStage, int(w.recompute), w.weightFormat.name,
                       w.kvFormat.name, p.cost, p.load ? p.results.inference.tpotS : 0.0,
                       p.load ? p.results.inference.ttftS : p.results.training.timeS,
                       p.load ? p.load->latencyAtPercentileS : 0.0);
}

bool simulated(const Plan& p) {
    return p.load && p.load->simulated;
}

// Ranked with the simulated plans: simulated, or sized by the estimate because the simulation
// does not model its option (Plan::estimateOnly).
bool sizedForRank(const Plan& p) {
    return simulated(p) || p.estimateOnly;
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
    const char* unit = training ? "for the run" : "per million tokens at the required load";
    for (std::size_t i = 0; i < plans.size(); ++i) {
        Plan& p = plans[i];
        std::string text;
        const bool cheaperBelow = std::any_of(plans.begin(), plans.end(),
                                              [&](const Plan& o) { return o.cost < best.cost; });
        if (i == 0 && cheaperBelow) {
            const auto sized = std::count_if(plans.begin(), plans.end(), sizedForRank);
            text = fmt::format("Cheapest of the {} plans the serving simulation sized: ${:.2f} {}. "
                               "The cheaper plans below it carry the queueing estimate only; the "
                               "simulation did not reach them.",
                               sized, p.cost, unit);
        } else if (i == 0) {
            text = plans.size() == 1
                       ? fmt::format("The only configuration that meets every limit: ${:.2f} {}.",
                                     p.cost, unit)
                   : p.cost == plans[1].cost
                       ? fmt::format("Cheapest of the {} plans that meet every limit, "
                                     "${:.2f} {}, tied with the next ({}) and first on speed.",
                                     plans.size(), p.cost, unit, planLabel(plans[1]))
                       : fmt::format("Cheapest of the {} plans that meet every limit: "
                                     "${:.2f} {}, {:.0f} % below the next ({}).",
                                     plans.size(), p.cost, unit,
                                     100.0 * (1.0 - p.cost / plans[1].cost), planLabel(plans[1]));
        } else {
            std::vector<std::string> gains;
            if (speedKey(p) < speedKey(best) * 0.98)
                gains.push_back(training ? "a shorter run" : "a faster answer");
            if (p.scenario.hardware.count < best.scenario.hardware.count)
                gains.push_back("fewer GPUs");
            if (p.capexUsd && best.capexUsd && *p.capexUsd < *best.capexUsd)
                gains.push_back("less to buy up front");
            text = fmt::format("${:.2f} {}, {:.0f} % more than the first", p.cost, unit,
                               100.0 * (p.cost / best.cost - 1.0));
            if (!gains.empty()) {
                text += "; it gives ";
                for (std::size_t g = 0; g < gains.size(); ++g)
                    text += (g == 0 ? "" : g + 1 == gains.size() ? " and " : ", ") + gains[g];
            }
            text += ".";
        }
        if (p.load)
            text += fmt::format(
                " {:.0f} sequences in flight on average over {} replicas of {} GPU(s); p{:g} "
                "first token {:.2f} s, answer {:.2f} s, {:.1f} ms per token{}; ${:.0f} a month.",
                p.load->sequencesInFlight, p.results.inference.replicas,
                p.scenario.workload.tensorParallel, percentile, p.load->ttftAtPercentileS,
                p.load->latencyAtPercentileS, p.load->tpotAtPercentileS * 1e3,
                p.load->simulated ? fmt::format(" (simulated: {} requests, seed {})",
                                                p.scenario.workload.serving->requests,
                                                p.scenario.workload.serving->seed)
                                  : std::string(" (queueing estimate)"),
                p.usdPerMonth());
        else
            text += fmt::format(" {:.1f} days on {} GPUs, {:.0f} % implied MFU.",
                                p.results.training.timeS / 86400.0, p.scenario.hardware.count,
                                p.results.training.impliedMfu * 100.0);
        if (!p.option.empty())
            text += fmt::format(" With {}.", p.option);
        p.why = std::move(text);
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
    }
    return "";
}

int PlanResult::rejectedTotal() const {
    return std::accumulate(rejected.begin(), rejected.end(), 0);
}

Problems planProblems(const Scenario& s, const Catalogue& cat) {
    if (!s.requirements)
        return {{"requirements",
                 "is required to plan (allowed: an object, see \"Plans\" in the "
                 "scenario format)",
                 ProblemCode::required}};
    const Requirements& q = *s.requirements;
    Problems out;
    if (s.workload.mode == Mode::inference && !q.requestsPerS && !q.tokensPerS)
        out.push_back({"requirements.requests_per_s",
                       "a serving plan needs a load (allowed: requests_per_s or tokens_per_s)",
                       ProblemCode::required, "", "requests_per_s or tokens_per_s"});
    if (s.workload.mode == Mode::training && !q.deadlineS && !s.workload.deadlineS && !q.budgetUsd)
        out.push_back({"requirements.deadline_s",
                       "a training plan needs a limit (allowed: deadline_s or budget_usd)",
                       ProblemCode::required, "", "deadline_s or budget_usd"});
    const detail::PlanSpace space = detail::planSpace(s, cat);
    if (space.gpus.empty())
        out.push_back({"requirements.gpus", "leaves no GPU to search (allowed: catalogue ids)",
                       ProblemCode::invalid, "", cat.gpuIds()});
    if (space.engines.empty()) {
        const std::string allowed = s.workload.mode == Mode::training
                                        ? "engines that train (workload.engine when the list is "
                                          "empty)"
                                        : "engines that serve";
        out.push_back({"requirements.engines",
                       fmt::format("leaves no engine to search (allowed: {})", allowed),
                       ProblemCode::invalid, "", allowed});
    }
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
    space.maxGpus = q.maxGpus.value_or(defaultMaxGpus);
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
    // Rank: the plans the serving simulation sized first (their percentiles are the
    // better-founded: a plan its budget did not reach keeps the M/M/c estimate, which the
    // simulation may have found short of GPUs on plans like it), then cheapest first, then one
    // not at risk, then the faster; keep the chart's links to the plans.
    std::vector<int> order(out.plans.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const Plan& p = out.plans[std::size_t(a)];
        const Plan& o = out.plans[std::size_t(b)];
        if (sizedForRank(p) != sizedForRank(o))
            return sizedForRank(p);
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
