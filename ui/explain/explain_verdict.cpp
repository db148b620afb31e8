// Explanations of the verdicts: each pass (decode step, prefill, training step) against its own
// roof, the one rule of physics.h judgePass with the pass's numbers substituted.
#include "ui/explain/explanation.h"
#include "ui/ridge_words.h"
#include "ui/units.h"

#include <algorithm>

namespace ridgeline::ui::detail {

namespace {

// What the explanation of one pass's verdict needs, all from Results.
struct PassFigures {
    double flops = 0, bytes = 0; ///< per GPU
    double computeS = 0, memoryS = 0, commS = 0;
    double seconds = 0; ///< the whole pass: where its point sits
    double effectivePeakFlops = 0, effectiveRidge = 0;
    Bound bound = Bound::memory;
    double gemmFlops = 0, attentionFlops = 0; ///< a prefill's parts; zero otherwise

    double intensity() const { return bytes > 0 ? flops / bytes : 0; }
};

PassFigures figuresOf(const StepCost& c) {
    return {c.flops,
            c.bytes,
            c.computeS,
            c.memoryS,
            c.commS,
            c.seconds,
            c.effectivePeakFlops,
            c.effectiveRidge,
            c.bound,
            c.prefill.gemmFlops,
            c.prefill.attentionFlops};
}

PassFigures figuresOf(const TrainingFigures& t, const RooflineFigures& roof) {
    const double memoryS = roof.effectiveBandwidth > 0 ? t.stepBytes / roof.effectiveBandwidth : 0;
    return {t.stepFlops, t.stepBytes,          t.computeS,       memoryS, t.exposedCommS,
            t.stepTimeS, t.effectivePeakFlops, t.effectiveRidge, t.bound};
}

Explanation verdict(const QString& title, const PassFigures& p, ridge::Pass pass,
                    const ExplainInput& in) {
    const Results& r = in.results;
    Explanation e{title, {}, {}, {}};
    if (p.gemmFlops > 0)
        e.addArithmetic(
            Explain::tr("F = F_GEMM + F_attn = %1 + %2 = %3"), QStringLiteral("%1 + %2"),
            {term::flop(p.gemmFlops), term::flop(p.attentionFlops), term::flop(p.flops)});
    e.addArithmetic(Explain::tr("I = F / B = %1 / %2 = %3"), QStringLiteral("%1 / %2"),
                    {term::flop(p.flops), term::bytes(p.bytes), term::intensity(p.intensity())});
    e.addArithmetic(
        Explain::tr("the engine's compute roof: Π × η_c = %1 × %2 = %3"), QStringLiteral("%1 * %2"),
        {term::flopRate(r.roofline.sustainedPeakFlops), term::number(r.efficiency.compute),
         term::flopRate(r.roofline.effectivePeakFlops)});
    e.addArithmetic(
        Explain::tr("this pass's, its GEMM shapes included: Π_pass = F / t_compute = "
                    "%1 / %2 = %3"),
        QStringLiteral("%1 / %2"),
        {term::flop(p.flops), term::seconds(p.computeS), term::flopRate(p.effectivePeakFlops)});
    e.addArithmetic(Explain::tr("its own ridge, the %5: I*_pass = Π_pass / (W × η_m) = "
                                "%1 / (%2 × %3) = %4"),
                    QStringLiteral("%1 / (%2 * %3)"),
                    {term::flopRate(p.effectivePeakFlops), term::bandwidth(r.roofline.bandwidth),
                     term::number(r.efficiency.memory), term::intensity(p.effectiveRidge)},
                    {ridge::passRidge(pass)});
    const bool comm = p.bound == Bound::communication;
    e.lines << Explain::tr("t_comm %1 %2 max(t_compute %3, t_memory %4)")
                   .arg(units::seconds(p.commS), comm ? QStringLiteral(">") : QStringLiteral("≤"),
                        units::seconds(p.computeS), units::seconds(p.memoryS));
    if (comm) {
        e.lines << Explain::tr("→ %1").arg(verdictText(p.bound));
    } else {
        const bool compute = p.bound == Bound::compute;
        e.lines << Explain::tr("I %1 %2 I*_pass %3 → %4")
                       .arg(units::number(p.intensity()),
                            compute ? QStringLiteral(">") : QStringLiteral("≤"),
                            units::number(p.effectiveRidge), verdictText(p.bound));
    }
    e.addArithmetic(
        Explain::tr("its roof at I: min(Π_pass, I × W × η_m) = min(%1, %2 × %3 × %4) = %5"),
        QStringLiteral("min(%1, %2 * %3 * %4)"),
        {term::flopRate(p.effectivePeakFlops), term::number(p.intensity()),
         term::bandwidth(r.roofline.bandwidth), term::number(r.efficiency.memory),
         term::flopRate(
             std::min(p.effectivePeakFlops, p.intensity() * r.roofline.effectiveBandwidth))});
    e.addArithmetic(Explain::tr("the point: achieved = F / t = %1 / %2 = %3"),
                    QStringLiteral("%1 / %2"),
                    {term::flop(p.flops), term::seconds(p.seconds),
                     term::flopRate(p.seconds > 0 ? p.flops / p.seconds : 0)});
    e.note = Explain::tr("Each pass is judged against its own roof: the engine's bandwidth, and "
                         "the engine's compute lowered by the shapes of the pass's GEMMs (thin "
                         "GEMMs reach less of the peak). Communication that does not overlap "
                         "decides when it is the longest part of the pass. The point sits at the "
                         "pass's FLOPs over its whole time, communication and fixed costs "
                         "included.");
    return e;
}

} // namespace

QString verdictText(Bound b) {
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

Explanation explainVerdict(const QString& key, const ExplainInput& in) {
    const Results& r = in.results;
    if (key == QLatin1String("bound") || key == QLatin1String("decode-point")) {
        Explanation e = verdict(Explain::tr("Decode step on the roofline"),
                                figuresOf(r.inference.decode), ridge::Pass::decode, in);
        e.note = Explain::tr("More batch raises the intensity of decode: the weights are read "
                             "once for every sequence of the batch. %1")
                     .arg(e.note);
        return e;
    }
    if (key == QLatin1String("prefill-bound") || key == QLatin1String("prefill-point"))
        return verdict(Explain::tr("Prefill on the roofline"), figuresOf(r.inference.prefill),
                       ridge::Pass::prefill, in);
    if (key == QLatin1String("training-bound"))
        return verdict(Explain::tr("Training step on the roofline"),
                       figuresOf(r.training, r.roofline), ridge::Pass::trainingStep, in);
    return {};
}

} // namespace ridgeline::ui::detail
