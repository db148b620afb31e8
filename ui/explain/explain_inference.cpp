// Explanations of speed: tokens/s, TPOT, TTFT, the roofline's ridge and operating points.
#include "ui/explain/explanation.h"
#include "ui/units.h"

#include <cmath>

namespace ridgeline::ui::detail {

namespace {

QString boundName(Bound b) {
    return b == Bound::memory ? Explain::tr("memory-bound") : Explain::tr("compute-bound");
}

// "TPOT = max(F/(Π·η_c), B/(W·η_m)) + t_comm + t_step" with the pass's numbers.
QStringList stepLines(const QString& name, const StepCost& c, const ExplainInput& in) {
    const Results& r = in.results;
    return {
        Explain::tr("%1 = max(F / (Π × η_c), B / (W × η_m)) + t_comm + t_step").arg(name),
        Explain::tr("= max(%1 / (%2 × %3), %4 / (%5 × %6)) + %7 + %8")
            .arg(units::flop(c.flops), units::flopRate(r.roofline.peakFlops),
                 units::number(r.efficiency.compute), units::bytes(c.bytes),
                 units::bandwidth(r.roofline.bandwidth), units::number(r.efficiency.memory),
                 units::seconds(c.commS), units::seconds(c.overheadS)),
        Explain::tr("= max(%1, %2) + %3 + %4 = %5 (%6)")
            .arg(units::seconds(c.computeS), units::seconds(c.memoryS), units::seconds(c.commS),
                 units::seconds(c.overheadS), units::seconds(c.seconds), boundName(c.bound)),
    };
}

Explanation tokensPerS(const ExplainInput& in) {
    const InferenceFigures& f = in.results.inference;
    const StepCost& d = f.decode;
    Explanation e{
        Explain::tr("Throughput: tokens per second"), stepLines(Explain::tr("TPOT"), d, in), {}};
    e.lines << Explain::tr("tokens/s = replicas × batch / TPOT = %1 × %2 / %3 = %4")
                   .arg(f.replicas)
                   .arg(in.scenario.workload.batch)
                   .arg(units::seconds(f.tpotS), units::number(f.tokensPerS));
    if (d.bound == Bound::memory && d.commS == 0 && d.overheadS == 0)
        e.lines << Explain::tr(
                       "memory-bound: tokens/s = replicas × b × η_m × W / B = %1 × %2 × %3 × %4 / "
                       "%5 = %6")
                       .arg(f.replicas)
                       .arg(in.scenario.workload.batch)
                       .arg(units::number(in.results.efficiency.memory),
                            units::bandwidth(in.results.roofline.bandwidth), units::bytes(d.bytes),
                            units::number(f.tokensPerS));
    e.note =
        Explain::tr("F and B are one decode step per GPU at the mean context %1 tokens (prompt + "
                    "half the output): weights read once, plus the KV cache of every sequence.")
            .arg(units::number(f.decodeContext));
    return e;
}

Explanation tpot(const ExplainInput& in) {
    const InferenceFigures& f = in.results.inference;
    Explanation e{
        Explain::tr("Time per output token"), stepLines(Explain::tr("TPOT"), f.decode, in), {}};
    e.lines << Explain::tr("per-user speed = 1 / TPOT = 1 / %1 = %2")
                   .arg(units::seconds(f.tpotS), units::tokensPerS(f.perUserTokensPerS));
    e.note =
        Explain::tr("One decode step produces one token for each of the %1 sequences of a replica.")
            .arg(in.scenario.workload.batch);
    return e;
}

Explanation ttft(const ExplainInput& in) {
    const InferenceFigures& f = in.results.inference;
    const Architecture& a = in.scenario.model.arch;
    Explanation e{Explain::tr("Time to first token (prefill)"), {}, {}};
    e.lines << Explain::tr("F_pre = b × (2 × P_act × s_in + 2 × L × n_h × d_h × s_in²) / t = %1")
                   .arg(units::flop(f.prefill.flops));
    e.lines << Explain::tr("(b = %1, P_act = %2, s_in = %3, L = %4, n_h = %5, d_h = %6, t = %7)")
                   .arg(in.scenario.workload.batch)
                   .arg(units::params(in.results.model.activeParams))
                   .arg(in.scenario.workload.promptTokens)
                   .arg(a.layers)
                   .arg(a.heads)
                   .arg(a.headDim)
                   .arg(in.scenario.workload.tensorParallel);
    e.lines << stepLines(Explain::tr("TTFT"), f.prefill, in);
    e.note = Explain::tr("End-to-end latency = TTFT + s_out × TPOT = %1.")
                 .arg(units::seconds(f.latencyS));
    return e;
}

// "I*_eff = (Π × η_c) / (W × η_m)": where the modelled compute time overtakes the memory time.
QString effectiveRidgeLine(const ExplainInput& in) {
    const RooflineFigures& r = in.results.roofline;
    return Explain::tr("I*_eff = (Π × η_c) / (W × η_m) = (%1 × %2) / (%3 × %4) = %5")
        .arg(units::flopRate(r.peakFlops), units::number(in.results.efficiency.compute),
             units::bandwidth(r.bandwidth), units::number(in.results.efficiency.memory),
             units::intensity(r.effectiveRidge));
}

// Why the datasheet ridge and the effective one differ, when they do.
QString ridgeDifference(const ExplainInput& in) {
    const RooflineFigures& r = in.results.roofline;
    const double ratio = r.ridge > 0 ? r.effectiveRidge / r.ridge : 1;
    if (std::abs(ratio - 1) < 1e-9)
        return Explain::tr("The engine reaches the same share of peak compute and of bandwidth, "
                           "so the effective ridge equals the datasheet ridge.");
    return Explain::tr("The engine reaches %1 of peak compute but %2 of bandwidth, so the "
                       "effective ridge sits at %3 × the datasheet ridge: a pass between the two "
                       "is judged by the effective one, where its modelled times cross.")
        .arg(units::percent(in.results.efficiency.compute),
             units::percent(in.results.efficiency.memory), units::number(ratio));
}

Explanation ridge(const ExplainInput& in) {
    const RooflineFigures& r = in.results.roofline;
    Explanation e{Explain::tr("Ridge point"), {}, {}};
    e.lines << Explain::tr("I* = Π / W = %1 / %2 = %3")
                   .arg(units::flopRate(r.peakFlops), units::bandwidth(r.bandwidth),
                        units::intensity(r.ridge));
    e.lines << effectiveRidgeLine(in);
    e.lines << Explain::tr("critical batch ≈ I* × β_w / 2 = %1 × %2 / 2 = %3")
                   .arg(units::number(r.ridge),
                        units::number(in.scenario.workload.weightFormat.bytes()),
                        units::number(in.results.inference.criticalBatch));
    e.note = Explain::tr("Below the ridge a pass waits for memory; above it, for the tensor "
                         "cores. Π is the dense peak for the compute format, W the datasheet "
                         "bandwidth. %1")
                 .arg(ridgeDifference(in));
    return e;
}

Explanation bound(const QString& title, const StepCost& c, const ExplainInput& in) {
    const bool memoryBound = c.bound == Bound::memory;
    Explanation e{title, {}, {}};
    e.lines << Explain::tr("I = F / B = %1 / %2 = %3")
                   .arg(units::flop(c.flops), units::bytes(c.bytes),
                        units::intensity(c.intensity()));
    e.lines << effectiveRidgeLine(in);
    e.lines << Explain::tr("compute %1 %2 memory %3 ⇔ I %4 I*_eff → %5")
                   .arg(units::seconds(c.computeS),
                        memoryBound ? QStringLiteral("≤") : QStringLiteral(">"),
                        units::seconds(c.memoryS),
                        memoryBound ? QStringLiteral("≤") : QStringLiteral(">"),
                        boundName(c.bound));
    e.lines << Explain::tr("attainable = min(Π, I × W) = min(%1, %2 × %3)")
                   .arg(units::flopRate(in.results.roofline.peakFlops),
                        units::number(c.intensity()),
                        units::bandwidth(in.results.roofline.bandwidth));
    e.note = Explain::tr("More batch raises the intensity of decode: the weights are read once "
                         "for every sequence of the batch. %1")
                 .arg(ridgeDifference(in));
    return e;
}

} // namespace

Explanation explainInference(const QString& key, const ExplainInput& in) {
    if (key == QLatin1String("tokens-per-s"))
        return tokensPerS(in);
    if (key == QLatin1String("tpot") || key == QLatin1String("per-user"))
        return tpot(in);
    if (key == QLatin1String("ttft"))
        return ttft(in);
    if (key == QLatin1String("ridge") || key == QLatin1String("roof"))
        return ridge(in);
    if (key == QLatin1String("bound") || key == QLatin1String("decode-point"))
        return bound(Explain::tr("Decode step on the roofline"), in.results.inference.decode, in);
    if (key == QLatin1String("prefill-point"))
        return bound(Explain::tr("Prefill on the roofline"), in.results.inference.prefill, in);
    return {};
}

} // namespace ridgeline::ui::detail
