// Plans that meet their limits only when the prediction turns out at the good end of its P10-P90
// range: the search ranks on the point prediction, the risks say which limits the pessimistic
// end (the P90 time, the cost that grows with it) would miss.
#include "core/plan/plan.h"
#include "core/plan/plan_text.h"

#include <fmt/format.h>

#include <limits>

namespace ridgeline::detail {

namespace {

// How much longer the pessimistic end of a time is than its point: high / point, at least 1.
double slowFactor(const Range& r, double point) {
    return point > 0 && r.high > point ? r.high / point : 1.0;
}

void servingRisks(Plan& p, const Requirements& q) {
    const InferenceFigures& f = p.results.inference;
    const double wait = p.load ? p.load->queueWaitS : 0.0;
    // Simulated percentiles take their time's slow factor as a whole; the estimate's add the
    // queue's wait to the slow end of the single-request time.
    const bool simulated = p.load && p.load->simulated;
    const double tpot = simulated ? p.load->tpotAtPercentileS * slowFactor(f.tpotSRange, f.tpotS)
                                  : f.tpotSRange.high;
    const double ttft = simulated ? p.load->ttftAtPercentileS * slowFactor(f.ttftSRange, f.ttftS)
                                  : f.ttftSRange.high + wait;
    const double latency =
        simulated ? p.load->latencyAtPercentileS * slowFactor(f.latencySRange, f.latencyS)
                  : f.latencySRange.high + wait;
    if (q.tpotS && tpot > *q.tpotS)
        p.riskData.push_back({PlanRiskKind::tpot, tpot, *q.tpotS});
    if (q.ttftS && ttft > *q.ttftS)
        p.riskData.push_back({PlanRiskKind::ttft, ttft, *q.ttftS});
    if (q.latencyS && latency > *q.latencyS)
        p.riskData.push_back({PlanRiskKind::latency, latency, *q.latencyS});
    // The cost per token grows with the time a token takes.
    const double dearest = p.cost * slowFactor(f.tpotSRange, f.tpotS);
    if (q.maxUsdPerMillionTokens && dearest > *q.maxUsdPerMillionTokens)
        p.riskData.push_back({PlanRiskKind::costCeiling, dearest, *q.maxUsdPerMillionTokens});
}

void trainingRisks(Plan& p, const Scenario& s, const Requirements& q) {
    const TrainingFigures& t = p.results.training;
    const double deadline =
        q.deadlineS ? *q.deadlineS
                    : s.workload.deadlineS.value_or(std::numeric_limits<double>::infinity());
    if (t.timeSRange.high > deadline)
        p.riskData.push_back({PlanRiskKind::deadline, t.timeSRange.high, deadline});
    const double dearest = p.cost * slowFactor(t.timeSRange, t.timeS);
    if (q.budgetUsd && dearest > *q.budgetUsd)
        p.riskData.push_back({PlanRiskKind::budget, dearest, *q.budgetUsd});
}

} // namespace

void markRisks(std::vector<Plan>& plans, const Scenario& s) {
    if (!s.requirements)
        return;
    for (Plan& p : plans) {
        p.risks.clear();
        p.riskData.clear();
        if (p.load)
            servingRisks(p, *s.requirements);
        else
            trainingRisks(p, s, *s.requirements);
        // Offload is always slow: the layers in host memory are read at the host's bandwidth.
        if (const auto& o = p.results.offload; o && p.results.inference.tpotS > 0)
            p.riskData.push_back({PlanRiskKind::slowOffload, 1.0 / p.results.inference.tpotS, 0,
                                  o->layers - o->gpuLayers, o->layers});
        for (const PlanRisk& r : p.riskData)
            p.risks.push_back(planRiskText(r));
    }
}

} // namespace ridgeline::detail
