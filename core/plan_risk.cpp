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
    if (q.tpotS && f.tpotSRange.high > *q.tpotS)
        p.risks.push_back(fmt::format("time per output token up to {} at P90 (limit {})",
                                      millis(f.tpotSRange.high), millis(*q.tpotS)));
    if (q.ttftS && f.ttftSRange.high + wait > *q.ttftS)
        p.risks.push_back(fmt::format("first token up to {} at P90 with the queue (limit {})",
                                      millis(f.ttftSRange.high + wait), millis(*q.ttftS)));
    if (q.latencyS && f.latencySRange.high + wait > *q.latencyS)
        p.risks.push_back(
            fmt::format("answer up to {:.2f} s at P90 with the queue (limit {:.2f} s)",
                        f.latencySRange.high + wait, *q.latencyS));
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
    }
}

} // namespace ridgeline::detail
