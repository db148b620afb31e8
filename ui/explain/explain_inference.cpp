// Explanations of speed: tokens/s, TPOT, TTFT, the roofline's ridge and operating points.
#include "ui/explain/explanation.h"
#include "ui/units.h"

#include <cmath>

namespace ridgeline::ui::detail {

namespace {

QString boundName(Bound b) {
    switch (b) {
    case Bound::compute:
        return Explain::tr("compute-bound");
    case Bound::communication:
        return Explain::tr("communication-bound");
    case Bound::memory:
        break;
    }
    return Explain::tr("memory-bound");
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
                       "effective ridge sits at %3 × the datasheet ridge. Each pass is judged "
                       "against its own effective ridge, lower still where its GEMMs are thin.")
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
    if (in.scenario.workload.mode == Mode::training)
        e.lines << Explain::tr("the training step's own (its GEMM shapes): I*_eff = %1")
                       .arg(units::intensity(in.results.training.effectiveRidge));
    else
        e.lines << Explain::tr("each pass's own (its GEMM shapes): decode I*_eff = %1, prefill "
                               "I*_eff = %2")
                       .arg(units::intensity(in.results.inference.decode.effectiveRidge),
                            units::intensity(in.results.inference.prefill.effectiveRidge));
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
    return {};
}

} // namespace ridgeline::ui::detail
