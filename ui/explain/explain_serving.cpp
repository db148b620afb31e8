// Explanations of serving under load: how the simulated percentiles and the capacity were
// obtained (requests, seed, arrivals, scheduler). They are order statistics of a simulation,
// not formulas: the lines say what was simulated and list the numbers, with no arithmetic.
#include "ui/explain/explanation.h"
#include "ui/units.h"

namespace ridgeline::ui::detail {

namespace {

QString arrivalText(const ServingSpec& load) {
    if (load.arrival == Arrival::poisson)
        return Explain::tr("arrivals Poisson at %1 req/s").arg(units::number(load.requestsPerS));
    return load.concurrency
               ? Explain::tr("a closed loop of %1 requests in flight").arg(*load.concurrency)
               : Explain::tr("all requests queued at once");
}

QString lengthsText(const Scenario& s, const ServingSpec& load) {
    if (load.uniformRatio)
        return Explain::tr("prompts of %1 to %2 tokens, answers of %3 to %4 tokens (uniform)")
            .arg(units::number(*load.uniformRatio * double(s.workload.promptTokens)))
            .arg(s.workload.promptTokens)
            .arg(units::number(*load.uniformRatio * double(s.workload.outputTokens)))
            .arg(s.workload.outputTokens);
    return Explain::tr("prompts of %1 tokens (CV %2), answers of %3 tokens (CV %4)")
        .arg(s.workload.promptTokens)
        .arg(units::number(load.promptTokensCv))
        .arg(s.workload.outputTokens)
        .arg(units::number(load.outputTokensCv));
}

QString schedulerText(const SchedulerInForce& f) {
    QString text = Explain::tr("scheduler: at most %1 sequences and %2 tokens per iteration, %3")
                       .arg(f.maxNumSeqs)
                       .arg(f.maxNumBatchedTokens)
                       .arg(!f.continuousBatching ? Explain::tr("static batches")
                            : f.chunkedPrefill    ? Explain::tr("chunked prefill mixed with decode")
                                               : Explain::tr("whole prompts between decode steps"));
    if (f.reservesWholeRequest)
        text += Explain::tr(", a request admitted only when its whole answer fits in the cache "
                            "(never preempted)");
    return text;
}

QString percentilesText(const QString& name, const Percentiles& p) {
    return Explain::tr("%1: P50 %2 · P90 %3 · P95 %4 · P99 %5 · mean %6")
        .arg(name, units::seconds(p.p50), units::seconds(p.p90), units::seconds(p.p95),
             units::seconds(p.p99), units::seconds(p.mean));
}

QString limitsText(const CapacityLimits& l) {
    QStringList parts;
    if (l.ttftS)
        parts << Explain::tr("TTFT ≤ %1").arg(units::seconds(*l.ttftS));
    if (l.tpotS)
        parts << Explain::tr("TPOT ≤ %1").arg(units::seconds(*l.tpotS));
    if (l.latencyS)
        parts << Explain::tr("latency ≤ %1").arg(units::seconds(*l.latencyS));
    return parts.join(QStringLiteral(", "));
}

// With workload.speculative the simulation decodes speculatively (docs/physics.md, "Serving
// under load: speculative iterations"); empty without it.
QString speculativeText(const ExplainInput& in) {
    const auto& f = in.results.inference.speculative;
    if (!in.scenario.workload.speculative || !f)
        return {};
    return Explain::tr("speculative decoding: each decode iteration runs %1 proposals and a verify "
                       "pass of %2 tokens a sequence; each sequence keeps whole accepted tokens, "
                       "%3 an iteration on average (seeded)")
        .arg(f->tokens)
        .arg(f->tokens + 1)
        .arg(units::number(f->tokensPerStep));
}

QString percentileNote() {
    return Explain::tr(
        "Each percentile is an order statistic of the simulated requests (interpolated between "
        "neighbours), not a formula: every iteration costs what the pass model gives for its "
        "tokens. The same seed gives the same numbers; another seed, or more requests, moves them "
        "by the sampling noise.");
}

// The scenario's own load: workload.serving simulated into Results::serving.
Explanation atLoad(const QString& key, const ExplainInput& in, const ServingSpec& load) {
    const ServingFigures& f = *in.results.serving;
    Explanation e;
    e.title =
        key == QStringLiteral("serving-tpot")      ? Explain::tr("Time per output token under load")
        : key == QStringLiteral("serving-latency") ? Explain::tr("Whole answer under load")
                                                   : Explain::tr("Time to first token under load");
    e.lines << Explain::tr("TTFT: first token − arrival; TPOT: (finish − first token) / (answer "
                           "− 1); latency: finish − arrival; over the measured requests");
    if (const double way = in.scenario.engine.requestLatencyS; way > 0)
        e.lines << Explain::tr("arrival is the client's send: %1's server takes %2 on the way in "
                               "and out (its profile's request_latency_s), in TTFT and latency, "
                               "not on the GPUs")
                       .arg(QString::fromStdString(in.scenario.engine.name), units::seconds(way));
    e.lines << Explain::tr("simulated, %1 requests, seed %2, %3")
                   .arg(load.requests)
                   .arg(load.seed)
                   .arg(arrivalText(load));
    e.lines << lengthsText(in.scenario, load);
    e.lines << Explain::tr("replicas: %1, tensor parallel %2; KV cache: %3 blocks of %4 tokens")
                   .arg(f.replicas)
                   .arg(in.scenario.workload.tensorParallel)
                   .arg(f.kvBlocks)
                   .arg(f.kvBlockTokens);
    e.lines << schedulerText(f.scheduler);
    if (const QString spec = speculativeText(in); !spec.isEmpty())
        e.lines << spec;
    e.lines << percentilesText(Explain::tr("TTFT"), f.ttftS);
    e.lines << percentilesText(Explain::tr("TPOT"), f.tpotS);
    e.lines << percentilesText(Explain::tr("latency"), f.latencyS);
    if (load.arrival == Arrival::poisson) {
        e.lines << Explain::tr("steady state: %1 requests arriving in a window of %2 after a "
                               "start-up of %3 are measured (%4 of %5 replicas simulated, each "
                               "alike under round-robin dispatch)")
                       .arg(f.measured)
                       .arg(units::seconds(f.windowS), units::seconds(f.windowStartS))
                       .arg(f.replicasSimulated)
                       .arg(f.replicas);
        if (f.offeredRequestsPerS > 0)
            e.addArithmetic(
                Explain::tr("carried = offered × completions in the window / arrivals in it "
                            "= %1 × %2 = %3 req/s"),
                QStringLiteral("%1 * %2"),
                {term::number(f.offeredRequestsPerS),
                 term::number(f.requestsPerS / f.offeredRequestsPerS),
                 term::number(f.requestsPerS)});
        if (f.overloaded)
            e.lines << Explain::tr("overloaded: arrivals outpace completions through the window, "
                                   "so the queue and the first-token wait grow without bound");
    } else if (f.makespanS > 0) {
        e.addArithmetic(
            Explain::tr("completed = requests done / run time = %1 / %2 = %3 req/s"),
            QStringLiteral("%1 / %2"),
            {term::count(f.completed), term::seconds(f.makespanS), term::number(f.requestsPerS)});
    }
    e.lines << Explain::tr("%1 req/s, %2 (%3 a GPU, %4 per user); mean batch %5, KV cache %6 "
                           "used, %7 preemptions")
                   .arg(units::number(f.requestsPerS), units::tokensPerS(f.outputTokensPerS),
                        units::tokensPerS(f.perGpuOutputTokensPerS),
                        units::tokensPerS(f.interactivityTokensPerS), units::number(f.meanBatch),
                        units::percent(f.kvUtilization))
                   .arg(f.preemptions);
    e.note = percentileNote();
    if (f.truncated)
        e.note += Explain::tr(" The run stopped at the simulation's work limit before every "
                              "request ended.");
    return e;
}

// The serving chart's curve, when the scenario sets no load of its own.
Explanation onCurve(const ServingCurve& c, const ExplainInput& in) {
    Explanation e;
    e.title = Explain::tr("Serving curve (simulated)");
    e.lines << Explain::tr("simulated, %1 requests, seed %2, arrivals Poisson at each of %3 "
                           "rates up to %4 req/s")
                   .arg(c.load.requests)
                   .arg(c.load.seed)
                   .arg(c.points.size())
                   .arg(units::number(c.points.empty() ? 0 : c.points.back().requestsPerS));
    e.lines << Explain::tr("all requests queued at once: %1 req/s, %2 (the offline maximum)")
                   .arg(units::number(c.offlineRequestsPerS),
                        units::tokensPerS(c.offlineOutputTokensPerS));
    if (!c.points.empty() && c.offlineRequestsPerS > 0)
        e.addArithmetic(Explain::tr("highest rate = %1 × offline maximum = %1 × %2 = %3 req/s"),
                        QStringLiteral("%1 * %2"),
                        {term::number(c.points.back().requestsPerS / c.offlineRequestsPerS),
                         term::number(c.offlineRequestsPerS),
                         term::number(c.points.back().requestsPerS)});
    if (const QString spec = speculativeText(in); !spec.isEmpty())
        e.lines << spec;
    e.lines << Explain::tr("hover a point of the chart for its percentiles");
    e.note = percentileNote();
    return e;
}

Explanation capacity(const ServingCurve& c) {
    const Capacity& cap = c.capacity;
    Explanation e;
    e.title = Explain::tr("Capacity (simulated)");
    const QString at = QStringLiteral("P") + units::number(c.limits.percentile);
    if (c.limits.any())
        e.lines << Explain::tr("capacity: the highest Poisson rate whose %1 meets %2")
                       .arg(at, limitsText(c.limits));
    else
        e.lines << Explain::tr("no limit set: the capacity is the offline maximum, all requests "
                               "queued at once");
    e.lines << Explain::tr("%1 simulations of %2 requests, seed %3, bisected to 1/1024 of the "
                           "offline maximum")
                   .arg(cap.simulations)
                   .arg(c.load.requests)
                   .arg(c.load.seed);
    if (cap.requestsPerS > 0) {
        e.lines << Explain::tr("capacity: %1 req/s, %2")
                       .arg(units::number(cap.requestsPerS),
                            units::tokensPerS(cap.outputTokensPerS));
        e.lines << Explain::tr("at that rate, %1: TTFT %2, TPOT %3, latency %4")
                       .arg(at, units::seconds(cap.serving.ttftAtPercentileS),
                            units::seconds(cap.serving.tpotAtPercentileS),
                            units::seconds(cap.serving.latencyAtPercentileS));
    } else {
        e.lines << Explain::tr("no rate meets the limits, not even 1/1024 of the offline maximum");
    }
    e.lines << Explain::tr("offline maximum: %1 req/s, %2")
                   .arg(units::number(c.offlineRequestsPerS),
                        units::tokensPerS(c.offlineOutputTokensPerS));
    // How much of the offline maximum the limits leave usable.
    if (cap.requestsPerS > 0 && c.offlineRequestsPerS > 0)
        e.addArithmetic(Explain::tr("usable share = capacity / offline maximum = %1 / %2 = %3"),
                        QStringLiteral("%1 / %2"),
                        {term::number(cap.requestsPerS), term::number(c.offlineRequestsPerS),
                         term::percent(cap.requestsPerS / c.offlineRequestsPerS)});
    e.note = Explain::tr("The tensor-parallel layout is the scenario's (ridgeline-cli capacity "
                         "tries the others). ") +
             percentileNote();
    return e;
}

} // namespace

Explanation explainServing(const QString& key, const ExplainInput& in) {
    static const QStringList percentileKeys{
        QStringLiteral("serving-ttft-p99"),   QStringLiteral("serving-ttft"),
        QStringLiteral("serving-tpot"),       QStringLiteral("serving-latency"),
        QStringLiteral("serving-throughput"), QStringLiteral("serving-limit")};
    if (in.scenario.workload.mode != Mode::inference)
        return {};
    if (key == QStringLiteral("serving-capacity"))
        return in.serving && !in.serving->empty() ? capacity(*in.serving) : Explanation{};
    if (!percentileKeys.contains(key))
        return {};
    if (in.results.serving && in.scenario.workload.serving)
        return atLoad(key, in, *in.scenario.workload.serving);
    if (in.serving && !in.serving->empty())
        return onCurve(*in.serving, in);
    return {};
}

} // namespace ridgeline::ui::detail
