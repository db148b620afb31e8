#include "ui/plan_words.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace ridgeline::ui {

namespace {

QString words(const char* text) {
    return QCoreApplication::translate("Plan", text);
}

// Digits as the window's locale writes them ("1,5" in German, grouped like units::usd); in the
// C locale exactly as the core's English (core/plan/plan_text.cpp).
QString num(double v, int decimals) {
    return QLocale().toString(v, 'f', decimals);
}

QString whole(std::int64_t v) {
    return QLocale().toString(qlonglong(v));
}

// fmt's {:g} and {:.3g}.
QString general(double v, int digits = 6) {
    return QLocale().toString(v, 'g', digits);
}

QString text(const std::string& s) {
    return QString::fromStdString(s);
}

QString rankWords(const PlanWhy& w) {
    const QString unit =
        w.training ? words(QT_TRANSLATE_NOOP("Plan", "for the run"))
                   : words(QT_TRANSLATE_NOOP("Plan", "per million tokens at the required load"));
    const QString cost = num(w.cost, 2);
    switch (w.rank) {
    case PlanRank::only:
        return words(QT_TRANSLATE_NOOP("Plan",
                                       "The only configuration that meets every limit: $%1 %2."))
            .arg(cost, unit);
    case PlanRank::cheapestTied:
        return words(QT_TRANSLATE_NOOP("Plan",
                                       "Cheapest of the %1 plans that meet every limit, $%2 %3, "
                                       "tied with the next (%4) and first on speed."))
            .arg(whole(w.plans), cost, unit, planLabelWords(w.next));
    case PlanRank::cheapest:
        return words(QT_TRANSLATE_NOOP("Plan",
                                       "Cheapest of the %1 plans that meet every limit: $%2 %3, "
                                       "%4 % below the next (%5)."))
            .arg(whole(w.plans), cost, unit, num(w.percent, 0), planLabelWords(w.next));
    case PlanRank::dearer:
        break;
    }
    QStringList gains;
    if (w.faster)
        gains << (w.training ? words(QT_TRANSLATE_NOOP("Plan", "a shorter run"))
                             : words(QT_TRANSLATE_NOOP("Plan", "a faster answer")));
    if (w.fewerGpus)
        gains << words(QT_TRANSLATE_NOOP("Plan", "fewer GPUs"));
    if (w.lessUpFront)
        gains << words(QT_TRANSLATE_NOOP("Plan", "less to buy up front"));
    const QString dearer = words(QT_TRANSLATE_NOOP("Plan", "$%1 %2, %3 % more than the first"))
                               .arg(cost, unit, num(w.percent, 0));
    if (gains.isEmpty())
        return words(QT_TRANSLATE_NOOP("Plan", "%1.")).arg(dearer);
    const QString last = gains.takeLast();
    const QString list = gains.isEmpty() ? last
                                         : words(QT_TRANSLATE_NOOP("Plan", "%1 and %2"))
                                               .arg(gains.join(QStringLiteral(", ")), last);
    return words(QT_TRANSLATE_NOOP("Plan", "%1; it gives %2.")).arg(dearer, list);
}

} // namespace

QString planLabelWords(const PlanLabel& l) {
    if (l.training)
        return words(QT_TRANSLATE_NOOP("Plan", "%1 x %2 (TP %3, PP %4, ZeRO %5), %6"))
            .arg(text(l.gpu))
            .arg(l.count)
            .arg(l.tensorParallel)
            .arg(l.pipelineParallel)
            .arg(l.zeroStage)
            .arg(text(l.engine));
    return words(QT_TRANSLATE_NOOP("Plan", "%1 x %2 (TP %3), %4 weights, %5"))
        .arg(text(l.gpu))
        .arg(l.count)
        .arg(l.tensorParallel)
        .arg(text(l.weights), text(l.engine));
}

QString planOptionWords(const PlanOption& o) {
    switch (o.kind) {
    case PlanOptionKind::none:
        return {};
    case PlanOptionKind::speculative: {
        const QString method = o.method == SpeculativeMethod::draft
                                   ? words(QT_TRANSLATE_NOOP("Plan", "draft %1")).arg(text(o.draft))
                                   : text(std::string(speculativeMethodName(o.method)));
        const QString gain =
            o.plainMeets
                ? words(QT_TRANSLATE_NOOP("Plan",
                                          "$%1 per million tokens against $%2 with plain decode"))
                      .arg(num(o.cost, 2), num(o.plainCost, 2))
                : words(QT_TRANSLATE_NOOP("Plan", "plain decode misses the limits here (%1)"))
                      .arg(o.plainTooFewGpus ? words(QT_TRANSLATE_NOOP("Plan", "too few GPUs"))
                                             : rejectReasonWords(o.plainReason));
        return words(QT_TRANSLATE_NOOP("Plan", "speculative decoding (%1, k %2, acceptance %3): "
                                               "TPOT %4 ms instead of %5 ms at a batch of %6; %7"))
            .arg(method)
            .arg(o.tokens)
            .arg(num(o.acceptance, 2), num(o.tpotS * 1e3, 1), num(o.plainTpotS * 1e3, 1))
            .arg(o.batch)
            .arg(gain);
    }
    case PlanOptionKind::offload:
        return words(QT_TRANSLATE_NOOP("Plan", "host-memory offload: %1 of %2 layers on the %3 "
                                               "(llama.cpp gpu_layers), the rest in host memory; "
                                               "%4 tokens/s per sequence"))
            .arg(o.gpuLayers)
            .arg(o.layers)
            .arg(text(o.gpu), num(1.0 / o.tpotS, 1));
    case PlanOptionKind::disaggregated:
        return words(QT_TRANSLATE_NOOP("Plan",
                                       "disaggregated prefill: prefill pool %1x + decode %2x %3: "
                                       "$%4 per million tokens against $%5 co-located (%6x), KV "
                                       "cache transfer %7 ms"))
            .arg(o.poolGpus)
            .arg(o.decodeGpus)
            .arg(text(o.gpu), num(o.cost, 2), num(o.plainCost, 2))
            .arg(o.colocatedGpus)
            .arg(num(o.kvTransferS * 1e3, 1));
    }
    return {};
}

QString planRiskWords(const PlanRisk& r) {
    switch (r.kind) {
    case PlanRiskKind::tpot:
        return words(QT_TRANSLATE_NOOP("Plan",
                                       "time per output token up to %1 ms at P90 (limit %2 ms)"))
            .arg(num(r.value * 1e3, 0), num(r.limit * 1e3, 0));
    case PlanRiskKind::ttft:
        return words(QT_TRANSLATE_NOOP(
                         "Plan", "first token up to %1 ms at P90 with the queue (limit %2 ms)"))
            .arg(num(r.value * 1e3, 0), num(r.limit * 1e3, 0));
    case PlanRiskKind::latency:
        return words(QT_TRANSLATE_NOOP("Plan",
                                       "answer up to %1 s at P90 with the queue (limit %2 s)"))
            .arg(num(r.value, 2), num(r.limit, 2));
    case PlanRiskKind::costCeiling:
        return words(QT_TRANSLATE_NOOP("Plan", "$%1 per million tokens at P90 (ceiling $%2)"))
            .arg(num(r.value, 2), num(r.limit, 2));
    case PlanRiskKind::deadline:
        return words(QT_TRANSLATE_NOOP("Plan", "up to %1 days at P90 (deadline %2 days)"))
            .arg(num(r.value / 86400.0, 1), num(r.limit / 86400.0, 1));
    case PlanRiskKind::budget:
        return words(QT_TRANSLATE_NOOP("Plan", "$%1 at P90 (budget $%2)"))
            .arg(num(r.value, 0), num(r.limit, 0));
    case PlanRiskKind::slowOffload:
        return words(QT_TRANSLATE_NOOP("Plan", "slow: %1 of %2 layers in host memory, %3 "
                                               "tokens/s per sequence (offload)"))
            .arg(r.hostLayers)
            .arg(r.layers)
            .arg(num(r.value, 1));
    }
    return {};
}

QString planWhyWords(const Plan& p) {
    QString out = rankWords(p.whyData);
    if (p.load) {
        const QString run =
            p.load->simulated
                ? words(QT_TRANSLATE_NOOP("Plan", "simulated: %1 requests measured, seed %2"))
                      .arg(whole(p.results.serving ? p.results.serving->measured
                                                   : p.scenario.workload.serving->requests))
                      .arg(p.scenario.workload.serving->seed)
                : words(QT_TRANSLATE_NOOP("Plan", "queueing estimate"));
        out += QLatin1Char(' ') +
               words(QT_TRANSLATE_NOOP("Plan", "%1 sequences in flight on average over %2 "
                                               "replicas of %3 GPU(s); p%4 first token %5 s, "
                                               "answer %6 s, %7 ms per token (%8); $%9 a month."))
                   .arg(num(p.load->sequencesInFlight, 0))
                   .arg(whole(p.results.inference.replicas))
                   .arg(p.scenario.workload.tensorParallel)
                   .arg(general(p.whyData.percentile), num(p.load->ttftAtPercentileS, 2),
                        num(p.load->latencyAtPercentileS, 2),
                        num(p.load->tpotAtPercentileS * 1e3, 1), run, num(p.usdPerMonth(), 0));
    } else {
        out += QLatin1Char(' ') +
               words(QT_TRANSLATE_NOOP("Plan", "%1 days on %2 GPUs, %3 % implied MFU."))
                   .arg(num(p.results.training.timeS / 86400.0, 1))
                   .arg(whole(p.scenario.hardware.count))
                   .arg(num(p.results.training.impliedMfu * 100.0, 0));
    }
    if (p.optionData.kind != PlanOptionKind::none)
        out += QLatin1Char(' ') +
               words(QT_TRANSLATE_NOOP("Plan", "With %1.")).arg(planOptionWords(p.optionData));
    return out;
}

QString planAssumptionsWords(const PlanAssumptions& a) {
    const bool owned = a.pricing == Pricing::owned;
    QStringList s;
    if (a.training) {
        s << (owned ? words(QT_TRANSLATE_NOOP("Plan", "Run: %1 tokens, costed at owned prices."))
                    : words(QT_TRANSLATE_NOOP("Plan", "Run: %1 tokens, costed at cloud prices.")))
                 .arg(general(a.tokens, 3));
        s << words(QT_TRANSLATE_NOOP("Plan", "Every candidate is the scenario's training set-up "
                                             "on another GPU, engine and layout; for each "
                                             "micro-batch the fastest memory setting that fits "
                                             "is taken (ZeRO stage, then recompute)."));
        s << (a.singleNode
                  ? words(QT_TRANSLATE_NOOP("Plan", "Data parallel doubles up to %1 GPUs on one "
                                                    "node; the fewest GPUs that meet the deadline "
                                                    "are then found by bisection."))
                  : words(QT_TRANSLATE_NOOP("Plan", "Data parallel doubles up to %1 GPUs; the "
                                                    "fewest GPUs that meet the deadline are then "
                                                    "found by bisection.")))
                 .arg(whole(a.maxGpus));
        return s.join(QLatin1Char(' '));
    }
    s << words(QT_TRANSLATE_NOOP("Plan", "Load: %1 requests/s of %2 prompt and %3 output tokens."))
             .arg(general(a.requestsPerS, 3), whole(a.promptTokens), whole(a.outputTokens));
    s << words(QT_TRANSLATE_NOOP("Plan", "Little's law gives the sequences in flight (rate x "
                                         "modelled latency); each replica holds `batch` of them "
                                         "at once."));
    s << words(QT_TRANSLATE_NOOP("Plan",
                                 "Arrivals are taken as random (Poisson) and a request waits for "
                                 "a free batch place (an M/M/c queue whose service time is the "
                                 "modelled latency at that batch): the first-token and "
                                 "end-to-end limits are checked at the p%1 of that wait, the "
                                 "time per token at the full batch."))
             .arg(general(a.percentile));
    s << (a.atP90 ? words(QT_TRANSLATE_NOOP(
                        "Plan", "That estimate sizes every candidate; the %1 cheapest are then "
                                "sized again by the serving simulation (the engine's scheduler "
                                "iteration by iteration, chunked prefill mixed with decode, at "
                                "this rate with Poisson arrivals), fewest replicas whose "
                                "simulated p%2 meets every limit, every time taken at the slow "
                                "(P90) end of its range."))
                  : words(QT_TRANSLATE_NOOP(
                        "Plan", "That estimate sizes every candidate; the %1 cheapest are then "
                                "sized again by the serving simulation (the engine's scheduler "
                                "iteration by iteration, chunked prefill mixed with decode, at "
                                "this rate with Poisson arrivals), fewest replicas whose "
                                "simulated p%2 meets every limit.")))
             .arg(whole(a.simulatedPlans), general(a.percentile));
    s << (owned ? words(QT_TRANSLATE_NOOP("Plan", "Costs are the fleet's owned cost per hour "
                                                  "spread over the required output tokens at "
                                                  "%1 % utilisation."))
                : words(QT_TRANSLATE_NOOP("Plan", "Costs are the fleet's cloud cost per hour "
                                                  "spread over the required output tokens at "
                                                  "%1 % utilisation.")))
             .arg(num(a.utilization * 100.0, 0));
    if (a.staticBatches)
        s << words(QT_TRANSLATE_NOOP("Plan", "An engine that batches statically (a new batch when "
                                             "the last has ended) is estimated otherwise: each "
                                             "replica is fed in turn, a request waits for the "
                                             "rest of the running batch when the replica is "
                                             "busy, and the batch holds what arrives while one "
                                             "runs."));
    if (a.offload)
        s << words(QT_TRANSLATE_NOOP("Plan", "Offloaded plans keep the estimate: the simulation "
                                             "does not model host memory."));
    if (a.prefillPool)
        s << (a.firstTokenLimit
                  ? words(QT_TRANSLATE_NOOP("Plan", "Prefill-pool splits of the cheapest "
                                                    "simulated plans are sized by the "
                                                    "simulation, which models the pool."))
                  : words(QT_TRANSLATE_NOOP("Plan", "A prefill pool is tried only with a "
                                                    "first-token limit.")));
    return s.join(QLatin1Char(' '));
}

QString rejectReasonWords(RejectReason r) {
    const char* text = nullptr;
    switch (r) {
    case RejectReason::doesNotFit:
        text = QT_TRANSLATE_NOOP("Plan", "does not fit in memory");
        break;
    case RejectReason::noPrice:
        text = QT_TRANSLATE_NOOP("Plan", "no price for the chosen pricing");
        break;
    case RejectReason::tooSlowPerToken:
        text = QT_TRANSLATE_NOOP("Plan", "too slow per token");
        break;
    case RejectReason::firstTokenTooLate:
        text = QT_TRANSLATE_NOOP("Plan", "first token too late");
        break;
    case RejectReason::answerTooLate:
        text = QT_TRANSLATE_NOOP("Plan", "answer too late");
        break;
    case RejectReason::tooFewGpus:
        text = QT_TRANSLATE_NOOP("Plan", "needs more GPUs than allowed");
        break;
    case RejectReason::missesDeadline:
        text = QT_TRANSLATE_NOOP("Plan", "misses the deadline");
        break;
    case RejectReason::overCostCeiling:
        text = QT_TRANSLATE_NOOP("Plan", "over the cost ceiling");
        break;
    case RejectReason::overBudget:
        text = QT_TRANSLATE_NOOP("Plan", "over budget");
        break;
    case RejectReason::splitNotCheaper:
        text = QT_TRANSLATE_NOOP("Plan", "disaggregated: not cheaper than co-located");
        break;
    case RejectReason::notSimulated:
        text = QT_TRANSLATE_NOOP("Plan", "dearer than the simulated plans");
        break;
    }
    return text ? QCoreApplication::translate("Plan", text)
                : QString::fromUtf8(rejectReasonText(r).data(), int(rejectReasonText(r).size()));
}

} // namespace ridgeline::ui
