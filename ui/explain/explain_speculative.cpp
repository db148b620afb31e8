// Speculative decoding explained: where the tokens per step come from, what the draft and the
// verify pass cost, and the speed-up over plain decode (core/evaluation/speculative.h).
#include "core/evaluation/speculative.h"
#include "ui/explain/explanation.h"
#include "ui/units.h"

namespace ridgeline::ui::detail {

namespace {

QString methodText(const ExplainInput& in, const SpeculativeFigures& f) {
    const SpeculativeSpec& spec = *in.scenario.workload.speculative;
    switch (f.method) {
    case SpeculativeMethod::draft:
        return Explain::tr("a draft model (%1)")
            .arg(spec.draftModel && !spec.draftModel->preset.empty()
                     ? QString::fromStdString(spec.draftModel->preset)
                     : Explain::tr("custom"));
    case SpeculativeMethod::mtp:
        return Explain::tr("the target's multi-token-prediction head");
    case SpeculativeMethod::eagle:
        return Explain::tr("an EAGLE head");
    case SpeculativeMethod::ngram:
        return Explain::tr("n-gram lookup in the text so far");
    }
    return {};
}

} // namespace

void speculativeLines(Explanation& e, const ExplainInput& in) {
    const InferenceFigures& inf = in.results.inference;
    if (!inf.speculative || !in.scenario.workload.speculative)
        return;
    const SpeculativeFigures& f = *inf.speculative;
    e.lines << Explain::tr("Speculative decoding: %1 proposes k = %2 tokens, each accepted with "
                           "a = %3; the target verifies them in one pass of k + 1 tokens")
                   .arg(methodText(in, f))
                   .arg(f.tokens)
                   .arg(units::number(f.acceptance));
    if (f.acceptance >= 1)
        e.addArithmetic(Explain::tr("tokens per step n = k + 1 = %1 + 1 = %2"),
                        QStringLiteral("%1 + 1"),
                        {term::count(f.tokens), term::number(f.tokensPerStep)});
    else
        e.addArithmetic(Explain::tr("tokens per step n = (1 − a^(k+1)) / (1 − a) = (1 − %1^%2) / "
                                    "(1 − %1) = (1 − %3) / (1 − %1) = %4"),
                        QStringLiteral("(1 - %3) / (1 - %1)"),
                        {term::number(f.acceptance), term::count(f.tokens + 1),
                         term::number(1.0 - f.tokensPerStep * (1.0 - f.acceptance)),
                         term::number(f.tokensPerStep)});
    if (f.draftSteps > 0)
        e.addArithmetic(Explain::tr("draft = k × t_draft = %1 × %2 = %3"),
                        QStringLiteral("%1 * %2"),
                        {term::count(f.draftSteps), term::seconds(f.draftPass.seconds),
                         term::seconds(f.draftS)});
    else
        e.lines << Explain::tr("draft = %1 of lookup on the CPU").arg(units::seconds(f.draftS));
    const StepCost& v = f.verify;
    e.addArithmetic(Explain::tr("verify = max(%1, %2) + %3 + %4 = %5 (%6, intensity %7 FLOP/byte)"),
                    QStringLiteral("max(%1, %2) + %3 + %4"),
                    {term::seconds(v.computeS), term::seconds(v.memoryS), term::seconds(v.commS),
                     term::seconds(v.overheadS), term::seconds(v.seconds)},
                    {verdictText(v.bound), units::number(v.intensity())});
    e.addArithmetic(Explain::tr("TPOT = (draft + verify) / n = (%1 + %2) / %3 = %4"),
                    QStringLiteral("(%1 + %2) / %3"),
                    {term::seconds(f.draftS), term::seconds(f.verifyS),
                     term::number(f.tokensPerStep), term::seconds(f.tpotS)});
    e.addArithmetic(Explain::tr("speed-up = t_decode / TPOT = %1 / %2 = %3"),
                    QStringLiteral("%1 / %2"),
                    {term::seconds(f.plainTpotS), term::seconds(f.tpotS), term::number(f.speedup)});
}

Explanation explainSpeculative(const QString& key, const ExplainInput& in) {
    if (key != QLatin1String("speculative") || !in.results.inference.speculative)
        return {};
    const SpeculativeFigures& f = *in.results.inference.speculative;
    Explanation e{Explain::tr("Speculative decoding: the verify pass"), {}, {}, {}};
    speculativeLines(e, in);
    e.note = f.verify.bound == Bound::memory
                 ? Explain::tr("The verify pass reads the weights once for k + 1 tokens a "
                               "sequence: while it stays memory-bound it costs about one decode "
                               "step, and every accepted token is nearly free.")
                 : Explain::tr("At this batch the verify pass is compute-bound: k + 1 tokens a "
                               "sequence cost k + 1 times the FLOPs, rejected ones included, so "
                               "speculation pays less or not at all.");
    return e;
}

} // namespace ridgeline::ui::detail
