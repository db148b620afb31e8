// Plans that meet their limits only when the prediction turns out at the good end of its P10-P90
// range: the search ranks on the point prediction, the risks say which limits the pessimistic
// end (the P90 time, the cost that grows with it) would miss.
#include "core/plan.h"

#include <fmt/format.h>

#include <limits>

namespace ridgeline::detail {

namespace {

// How much longer the pessimistic end of a time is than its point: high / point, at least 1.
double slowFactor(const Range& r, double point) {
    return point > 0 && r.high > point ? r.high / point : 1.0;
}

std::string millis(double s) {
    return fmt::format("{:.0f} ms", s * 1e3);
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
        p.risks.push_back(fmt::format("time per output token up to {} at P90 (limit {})",
                                      millis(tpot), millis(*q.tpotS)));
    if (q.ttftS && ttft > *q.ttftS)
        p.risks.push_back(fmt::format("first token up to {} at P90 with the queue (limit {})",
                                      millis(ttft), millis(*q.ttftS)));
    if (q.latencyS && latency > *q.latencyS)
        p.risks.push_back(fmt::format(
            "answer up to {:.2f} s at P90 with the queue (limit {:.2f} s)", latency, *q.latencyS));
    // The cost per token grows with the time a token takes.
    const double dearest = p.cost * slowFactor(f.tpotSRange, f.tpotS);
    if (q.maxUsdPerMillionTokens && dearest > *q.maxUsdPerMillionTokens)
        p.risks.push_back(fmt::format("${:.2f} per million tokens at P90 (ceiling ${:.2f})",
                                      dearest, *q.maxUsdPerMillionTokens));
}

void trainingRisks(Plan& p, const Scenario& s, const Requirements& q) {
    const TrainingFigures& t = p.results.training;
    const double deadline =
        q.deadlineS ? *q.deadlineS
                    : s.workload.deadlineS.value_or(std::numeric_limits<double>::infinity());
    if (t.timeSRange.high > deadline)
        p.risks.push_back(fmt::format("up to {:.1f} days at P90 (deadline {:.1f} days)",
                                      t.timeSRange.high / 86400.0, deadline / 86400.0));
    const double dearest = p.cost * slowFactor(t.timeSRange, t.timeS);
    if (q.budgetUsd && dearest > *q.budgetUsd)
        p.risks.push_back(fmt::format("${:.0f} at P90 (budget ${:.0f})", dearest, *q.budgetUsd));
}

} // namespace

void markRisks(std::vector<Plan>& plans, const Scenario& s) {
    if (!s.requirements)
        return;
    for (Plan& p : plans) {
        p.risks.clear();
        if (p.load)
            servingRisks(p, *s.requirements);
        else
            trainingRisks(p, s, *s.requirements);
        // Offload is always slow: the layers in host memory are read at the host's bandwidth.
        if (const auto& o = p.results.offload; o && p.results.inference.tpotS > 0)
            p.risks.push_back(fmt::format(
                "slow: {} of {} layers in host memory, {:.1f} tokens/s per sequence (offload)",
                o->layers - o->gpuLayers, o->layers, 1.0 / p.results.inference.tpotS));
    }
}

} // namespace ridgeline::detail
