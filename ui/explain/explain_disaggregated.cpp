// The first token with disaggregated prefill (hardware.prefill_pool): the pool's prefill, the
// KV cache's transfer over the network to the decode GPUs, and their first decode step.
#include "core/evaluation/disaggregated.h"
#include "core/evaluation/evaluate.h"
#include "ui/explain/explanation.h"
#include "ui/units.h"

namespace ridgeline::ui::detail {

Explanation explainDisaggregatedTtft(const ExplainInput& in) {
    const Results& r = in.results;
    const InferenceFigures& f = r.inference;
    const PrefillPoolFigures& p = *f.prefillPool;
    const StepCost& c = p.prefill;
    const PrefillParts& parts = c.prefill;
    const Workload& w = in.scenario.workload;
    Explanation e{Explain::tr("Time to first token (disaggregated prefill)"), {}, {}, {}};
    e.lines << Explain::tr("TTFT = prefill on the pool + t_kv + first decode step");
    e.addArithmetic(Explain::tr("prefill on the pool = max(GEMMs, weight stream) + attention + "
                                "elementwise + t_comm + t_step = max(%1, %2) + %3 + %4 + %5 + %6 "
                                "= %7 (%8)"),
                    QStringLiteral("max(%1, %2) + %3 + %4 + %5 + %6"),
                    {term::seconds(parts.gemmS), term::seconds(parts.streamS),
                     term::seconds(parts.attentionS), term::seconds(parts.elementwiseS),
                     term::seconds(c.commS), term::seconds(c.overheadS), term::seconds(c.seconds)},
                    {verdictText(c.bound)});
    e.addArithmetic(
        Explain::tr("KV moved = b × KV(s_in) = %1 × %2 = %3"), QStringLiteral("%1 * %2"),
        {term::count(double(w.batch)), term::bytes(p.kvBytesPerSequence), term::bytes(p.kvBytes)});
    e.addArithmetic(Explain::tr("link = min(t_p × share_p, t_d × share_d) = min(%1 × %2, %3 × %4) "
                                "= %5"),
                    QStringLiteral("min(%1 * %2, %3 * %4)"),
                    {term::count(double(p.tensorParallel)),
                     term::bandwidth(p.prefillGpuShareBytesPerS),
                     term::count(double(w.tensorParallel)),
                     term::bandwidth(p.decodeGpuShareBytesPerS), term::bandwidth(p.linkBytesPerS)});
    e.addArithmetic(Explain::tr("t_kv = KV moved / link + latency = %1 / %2 + %3 = %4"),
                    QStringLiteral("%1 / %2 + %3"),
                    {term::bytes(p.kvBytes), term::bandwidth(p.linkBytesPerS),
                     term::seconds(p.linkLatencyS), term::seconds(p.kvTransferS)});
    e.addArithmetic(Explain::tr("TTFT = %1 + %2 + %3 = %4"), QStringLiteral("%1 + %2 + %3"),
                    {term::seconds(c.seconds), term::seconds(p.kvTransferS),
                     term::seconds(p.firstDecodeS), term::seconds(f.ttftS)});
    e.lines << Explain::tr(
                   "without the pool the decode GPUs prefill themselves: a first token after %1")
                   .arg(units::seconds(p.colocatedTtftS));
    e.addArithmetic(Explain::tr("latency = TTFT + s_out × TPOT = %1 + %2 × %3 = %4"),
                    QStringLiteral("%1 + %2 * %3"),
                    {term::seconds(f.ttftS), term::count(double(w.outputTokens)),
                     term::seconds(f.tpotS), term::seconds(f.latencyS)});
    e.note = Explain::tr(
                 "The pool: %1 × %2 in %3 replica(s) of t_p = %4 GPUs, b = %5 prompt(s) of "
                 "s_in = %6 tokens. Each GPU of a replica holds the cache of its own KV heads "
                 "and sends that slice through its share of its server's network adapters "
                 "(adapters × rate / GPUs a server), all at once, so a replica moves its GPUs' "
                 "shares together; the narrower side sets the pace. The decode GPUs (t_d = %7 a "
                 "replica) then compute the first answer token from the moved cache. They never "
                 "pause for a prompt, so the time per token stays steady under load; the serving "
                 "simulation's first-token percentiles include the queue for the pool, its "
                 "prefill and the transfer. The pool prefills %8 prompts a second.")
                 .arg(p.gpus)
                 .arg(QString::fromStdString(in.scenario.hardware.prefillPool->gpu.name))
                 .arg(p.replicas)
                 .arg(p.tensorParallel)
                 .arg(w.batch)
                 .arg(w.promptTokens)
                 .arg(w.tensorParallel)
                 .arg(units::number(p.promptsPerS));
    return e;
}

bool prefillPoolCostLines(Explanation& x, const ExplainInput& in, bool owned) {
    const Scenario& s = in.scenario;
    const CostFigures& c = in.results.cost;
    if (!s.hardware.prefillPool || !in.results.inference.prefillPool)
        return false;
    const PrefillPool& pool = *s.hardware.prefillPool;
    const Economics& e = s.economics;
    const Economics poolEconomics = prefillPoolEconomics(s);
    const Gpu& gpu = s.hardware.gpu;
    const double n = s.hardware.count, np = pool.count;
    if (!owned) {
        x.addArithmetic(Explain::tr("cloud $/h = N × rate + N_pool × rate_pool = %1 × %2 + %3 × %4 "
                                    "= %5"),
                        QStringLiteral("%1 * %2 + %3 * %4"),
                        {term::count(n), term::usd(cloudUsdPerGpuHour(e, gpu).value_or(0)),
                         term::count(np),
                         term::usd(cloudUsdPerGpuHour(poolEconomics, pool.gpu).value_or(0)),
                         term::usd(*c.cloudUsdPerHour)});
        return true;
    }
    x.addArithmetic(Explain::tr("capex = N × price + N_pool × price_pool + server = %1 × %2 + %3 × "
                                "%4 + %5 = %6"),
                    QStringLiteral("%1 * %2 + %3 * %4 + %5"),
                    {term::count(n), term::usd(gpuPriceUsd(e, gpu).value_or(0)), term::count(np),
                     term::usd(gpuPriceUsd(poolEconomics, pool.gpu).value_or(0)),
                     term::usd(c.serverUsd.value_or(0)), term::usd(*c.capexUsd)});
    x.lines << Explain::tr("owned $/h = capex / (lifetime × 8760 h) + (N × TDP + N_pool × "
                           "TDP_pool + servers' draw) × PUE × $/kWh / 1000 + capex × "
                           "maintenance / 8760 h");
    const double serverW = c.watts - n * gpu.tdpW - np * pool.gpu.tdpW;
    x.addArithmetic(
        Explain::tr("= %1 / (%2 × 8760) + (%3 × %4 W + %5 × %6 W + %7 W) × %8 × %9 / 1000 + %1 × "
                    "%10 / 8760 = %11"),
        QStringLiteral(
            "%1 / (%2 * 8760) + (%3 * %4 + %5 * %6 + %7) * %8 * %9 / 1000 + %1 * %10 / 8760"),
        {term::usd(*c.capexUsd), term::number(e.lifetimeYears), term::count(n),
         term::number(gpu.tdpW), term::count(np), term::number(pool.gpu.tdpW),
         term::number(serverW), term::number(e.pue), term::usd(e.usdPerKwh),
         term::number(e.maintenancePerYear), term::usd(*c.ownedUsdPerHour)});
    return true;
}

} // namespace ridgeline::ui::detail
