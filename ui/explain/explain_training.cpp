// Explanations of training: compute, time, GPU-hours and the cost of the run.
#include "core/evaluation/training_step.h"
#include "core/hardware/cluster.h"
#include "ui/explain/explanation.h"
#include "ui/units.h"

namespace ridgeline::ui::detail {

namespace {

// 8 P T with full recomputation (the forward runs twice), else 6 P T.
double flopFactor(const ExplainInput& in) {
    return in.scenario.workload.recompute == Recompute::full ? 8 : 6;
}

Explanation flop(const ExplainInput& in) {
    const Workload& w = in.scenario.workload;
    const bool full = w.recompute == Recompute::full;
    Explanation e{Explain::tr("Training compute"), {}, {}, {}};
    e.addArithmetic(Explain::tr("FLOP = %1 × P_act × T = %1 × %2 × %3 = %4"),
                    QStringLiteral("%1 * %2 * %3"),
                    {term::count(flopFactor(in)), term::params(in.results.model.activeParams),
                     term::number(w.tokens), term::flop(in.results.training.flops)});
    e.note = full ? Explain::tr("Full recomputation runs the forward pass twice: 8 instead of 6.")
                  : Explain::tr("2 FLOP per parameter and token forward, 4 backward.");
    return e;
}

void stepLine(Explanation& e, const TrainingFigures& t) {
    e.addArithmetic(
        Explain::tr("step = compute + bubble + exposed communication = %1 + %2 + %3 = %4"),
        QStringLiteral("%1 + %2 + %3"),
        {term::seconds(t.computeS), term::seconds(t.bubbleS), term::seconds(t.exposedCommS),
         term::seconds(t.stepTimeS)});
}

Explanation time(const ExplainInput& in) {
    const TrainingFigures& t = in.results.training;
    const int n = in.scenario.hardware.count;
    Explanation e{Explain::tr("Training time"), {}, {}, {}};
    e.addArithmetic(Explain::tr("time (MFU) = FLOP / (N × Π × MFU) = %1 / (%2 × %3 × %4) = %5"),
                    QStringLiteral("%1 / (%2 * %3 * %4)"),
                    {term::flop(t.flops), term::count(n),
                     term::flopRate(in.results.roofline.peakFlops),
                     term::number(in.results.efficiency.mfu), term::seconds(t.mfuTimeS)});
    stepLine(e, t);
    e.addArithmetic(
        Explain::tr("time (modelled) = steps × step = %1 × %2 = %3"), QStringLiteral("%1 * %2"),
        {term::number(t.steps), term::seconds(t.stepTimeS), term::seconds(t.modelledTimeS)});
    const bool mfu = in.scenario.workload.timeBasis == TimeBasis::mfu;
    if (!mfu)
        e.addArithmetic(
            Explain::tr("time = time (modelled) / goodput = %1 / %2 = %3"),
            QStringLiteral("%1 / %2"),
            {term::seconds(t.modelledTimeS), term::number(t.goodput), term::seconds(t.timeS)});
    e.note =
        mfu ? Explain::tr("The headline uses MFU, which already contains communication and stalls.")
            : Explain::tr("The headline uses the modelled step time over the whole run: goodput = "
                          "0.68 / (1 + N / 147,456) is the share of the wall-clock that trains "
                          "(0.68 for evaluation, checkpoints, stalls and ramps, fitted to "
                          "published runs; the rest for interruptions, from Llama 3's 466 in 54 "
                          "days on 16,384 GPUs). workload.goodput sets it.");
    return e;
}

Explanation gpuHours(const ExplainInput& in) {
    const TrainingFigures& t = in.results.training;
    Explanation e{Explain::tr("GPU-hours"), {}, {}, {}};
    e.addArithmetic(
        Explain::tr("GPU-hours = N × time / 3600 = %1 × %2 s / 3600 = %3"),
        QStringLiteral("%1 * %2 / 3600"),
        {term::count(in.scenario.hardware.count), term::number(t.timeS), term::number(t.gpuHours)});
    return e;
}

Explanation cost(const ExplainInput& in) {
    const CostFigures& c = in.results.cost;
    const TrainingFigures& t = in.results.training;
    Explanation e{Explain::tr("Cost of the training run"), {}, {}, {}};
    if (c.trainingCloudUsd && c.cloudUsdPerHour)
        e.addArithmetic(
            Explain::tr("cloud = GPU-hours × rate = %1 × %2 = %3"), QStringLiteral("%1 * %2"),
            {term::number(t.gpuHours), term::usd(*c.cloudUsdPerHour / in.scenario.hardware.count),
             term::usd(*c.trainingCloudUsd)});
    if (c.trainingOwnedUsd && c.ownedUsdPerHour)
        e.addArithmetic(Explain::tr("owned = time × owned $/h = %1 h × %2 = %3"),
                        QStringLiteral("%1 * %2"),
                        {term::number(t.timeS / 3600), term::usd(*c.ownedUsdPerHour),
                         term::usd(*c.trainingOwnedUsd)});
    if (e.lines.isEmpty())
        e.lines << Explain::tr("No price or cloud rate is known for this GPU.");
    return e;
}

// How the implied MFU follows from the point on the roofline (the step's FLOPs over its time).
void mfuFromPoint(Explanation& e, const ExplainInput& in) {
    const TrainingFigures& t = in.results.training;
    const double achieved = t.stepTimeS > 0 ? t.stepFlops / t.stepTimeS : 0;
    const double peak = in.results.roofline.peakFlops;
    e.addArithmetic(
        Explain::tr("the point: achieved = F_step / step = %1 / %2 = %3"),
        QStringLiteral("%1 / %2"),
        {term::flop(t.stepFlops), term::seconds(t.stepTimeS), term::flopRate(achieved)});
    if (in.scenario.workload.timeBasis == TimeBasis::mfu) {
        e.addArithmetic(Explain::tr("implied MFU = (6 / k) × MFU = (6 / %1) × %2 = %3"),
                        QStringLiteral("(6 / %1) * %2"),
                        {term::count(flopFactor(in)), term::number(in.results.efficiency.mfu),
                         term::percent(t.impliedMfu)});
        return;
    }
    e.addArithmetic(
        Explain::tr(
            "implied MFU = (6 / k) × achieved / Π × goodput = (6 / %1) × %2 / %3 × %4 = %5"),
        QStringLiteral("(6 / %1) * %2 / %3 * %4"),
        {term::count(flopFactor(in)), term::flopRate(achieved), term::flopRate(peak),
         term::number(t.goodput), term::percent(t.impliedMfu)});
}

QString mfuNote(const ExplainInput& in) {
    return in.scenario.workload.timeBasis == TimeBasis::mfu
               ? Explain::tr("The headline time uses the MFU you set, not the modelled step the "
                             "roofline point shows; k = %1 FLOP per parameter and token.")
                     .arg(flopFactor(in))
               : Explain::tr("k = %1: the step's FLOPs count %1 per parameter and token (8 when "
                             "full recomputation runs the forward twice), the implied MFU counts "
                             "the useful 6; goodput is the share of the run's wall-clock spent in "
                             "steps.")
                     .arg(flopFactor(in));
}

Explanation impliedMfu(const ExplainInput& in) {
    const TrainingFigures& t = in.results.training;
    Explanation e{Explain::tr("Implied MFU"), {}, {}, {}};
    e.lines << Explain::tr("implied MFU = 6 × P_act × T / (N × Π × time)");
    e.addArithmetic(
        Explain::tr("= 6 × %1 × %2 / (%3 × %4 × %5) = %6"),
        QStringLiteral("6 * %1 * %2 / (%3 * %4 * %5)"),
        {term::params(in.results.model.activeParams), term::number(in.scenario.workload.tokens),
         term::count(in.scenario.hardware.count), term::flopRate(in.results.roofline.peakFlops),
         term::seconds(t.timeS), term::percent(t.impliedMfu)});
    mfuFromPoint(e, in);
    e.note = Explain::tr("An output of the modelled step, comparable with published MFU figures "
                         "(Llama 2 reached 38–43% on A100).") +
             QLatin1Char(' ') + mfuNote(in);
    if (in.scenario.workload.loraFraction > 0)
        e.note += QLatin1Char(' ') +
                  Explain::tr("With LoRA the frozen weights get no weight gradients, so a step "
                              "does about 4 × P × T of work, not 6: by the usual 6 × P × T count "
                              "the implied MFU reads about 1.5 times the share of peak actually "
                              "used.");
    return e;
}

Explanation trainingPoint(const ExplainInput& in) {
    const TrainingFigures& t = in.results.training;
    Explanation e{Explain::tr("Training step on the roofline"), {}, {}, {}};
    e.addArithmetic(Explain::tr("I = F_step / B_step = %1 / %2 = %3"), QStringLiteral("%1 / %2"),
                    {term::flop(t.stepFlops), term::bytes(t.stepBytes),
                     term::intensity(t.stepBytes > 0 ? t.stepFlops / t.stepBytes : 0)});
    stepLine(e, t);
    mfuFromPoint(e, in);
    e.note = Explain::tr("F_step and B_step are one step's FLOPs and bytes per GPU; the point "
                         "sits at F_step over the whole modelled step, bubble and exposed "
                         "communication included.") +
             QLatin1Char(' ') + mfuNote(in);
    return e;
}

Explanation stepTime(const ExplainInput& in) {
    const TrainingFigures& t = in.results.training;
    Explanation e{Explain::tr("Training step"), {}, {}, {}};
    e.lines << Explain::tr("compute = m × (GEMMs + attention + memory-bound + recompute + "
                           "launches) + optimizer + t_step");
    e.addArithmetic(
        Explain::tr("= %1 × (%2 + %3 + %4 + %5 + %6) + %7 + %8 = %9"),
        QStringLiteral("%1 * (%2 + %3 + %4 + %5 + %6) + %7 + %8"),
        {term::number(t.microBatches), term::seconds(t.gemmS), term::seconds(t.attentionS),
         term::seconds(t.memoryBoundS), term::seconds(t.recomputeS), term::seconds(t.launchS),
         term::seconds(t.optimizerS), term::seconds(t.stepOverheadS), term::seconds(t.computeS)});
    stepLine(e, t);
    e.addArithmetic(
        Explain::tr("bubble share = bubble / step = %1 / %2 = %3"), QStringLiteral("%1 / %2"),
        {term::seconds(t.bubbleS), term::seconds(t.stepTimeS), term::percent(t.bubbleFraction)});
    e.addArithmetic(Explain::tr("communication share = exposed / step = %1 / %2 = %3"),
                    QStringLiteral("%1 / %2"),
                    {term::seconds(t.exposedCommS), term::seconds(t.stepTimeS),
                     term::percent(t.stepTimeS > 0 ? t.exposedCommS / t.stepTimeS : 0)});
    e.addArithmetic(Explain::tr("scaling efficiency = compute / step = %1 / %2 = %3"),
                    QStringLiteral("%1 / %2"),
                    {term::seconds(t.computeS), term::seconds(t.stepTimeS),
                     term::percent(t.scalingEfficiency)});
    e.note = Explain::tr("m = %1 micro-batches per step, each through the slowest pipeline "
                         "stage. The bubble is the pipeline's idle time, (p − 1) micro-batch "
                         "slots.")
                 .arg(units::number(t.microBatches));
    return e;
}

Explanation communication(const ExplainInput& in) {
    const TrainingFigures& t = in.results.training;
    const Cluster c = clusterOf(in.scenario.hardware);
    const int n = in.scenario.hardware.count;
    const double share = networkShareBytesPerS(c);
    Explanation e{Explain::tr("Communication per step"), {}, {}, {}};
    e.addArithmetic(Explain::tr("nodes = ⌈N / g⌉ = ⌈%1 / %2⌉ = %3"),
                    QStringLiteral("ceil(%1 / %2)"),
                    {term::count(n), term::count(c.gpusPerNode), term::count(t.nodes)});
    if (c.nic.bytesPerS > 0)
        e.addArithmetic(
            Explain::tr("network share per GPU = NICs × NIC rate / g = %1 × %2 / %3 = %4"),
            QStringLiteral("%1 * %2 / %3"),
            {term::count(c.nicsPerNode), term::bandwidth(c.nic.bytesPerS),
             term::count(c.gpusPerNode), term::bandwidth(share)});
    else
        e.addArithmetic(Explain::tr("network share per GPU = management port / g = %1 / %2 = %3"),
                        QStringLiteral("%1 / %2"),
                        {term::bandwidth(share * c.gpusPerNode), term::count(c.gpusPerNode),
                         term::bandwidth(share)});
    e.lines << Explain::tr("hierarchical all-reduce of B bytes: reduce-scatter in the node "
                           "(g − 1)/g × B, all-reduce of B/g across nodes 2(n − 1)/n × B/g on the "
                           "network share, all-gather in the node");
    e.addArithmetic(
        Explain::tr("communication = data parallel + tensor parallel + pipeline = %1 + %2 + %3 = "
                    "%4"),
        QStringLiteral("%1 + %2 + %3"),
        {term::seconds(t.dpCommS), term::seconds(t.tpCommS), term::seconds(t.ppCommS),
         term::seconds(t.communicationS)});
    e.addArithmetic(
        Explain::tr("exposed = tensor + pipeline + (data − overlapped) + %1 × overlapped = %2 + %3 "
                    "+ (%4 − %5) + %1 × %5 = %6"),
        QStringLiteral("%2 + %3 + (%4 - %5) + %1 * %5"),
        {term::number(overlapInterference), term::seconds(t.tpCommS), term::seconds(t.ppCommS),
         term::seconds(t.dpCommS), term::seconds(t.overlappedCommS),
         term::seconds(t.exposedCommS)});
    e.note = (t.nodes > 1 ? Explain::tr("Past one node the gradients cross the network: a slow "
                                        "NIC per GPU is why consumer clusters scale poorly.")
                          : Explain::tr("One node: all traffic stays on the node's link.")) +
             QLatin1Char(' ') +
             Explain::tr("The gradients' all-reduce overlaps the last backward pass; what "
                         "overlaps still costs %1 of its time in shared SMs and bandwidth.")
                 .arg(units::percent(overlapInterference));
    return e;
}

Explanation deadline(const ExplainInput& in) {
    const TrainingFigures& t = in.results.training;
    Explanation e{Explain::tr("Deadline"), {}, {}, {}};
    if (!in.scenario.workload.deadlineS || !t.gpusForDeadline) {
        e.lines << Explain::tr("No deadline is set.");
        return e;
    }
    e.lines << Explain::tr("GPUs for the deadline D = ⌈FLOP / (D × Π × u)⌉, u = FLOP / (N × Π × "
                           "time) the share of peak the headline time uses");
    e.addArithmetic(
        Explain::tr("= ⌈N × time / D⌉ = ⌈%1 × %2 / %3⌉ = %4"), QStringLiteral("ceil(%1 * %2 / %3)"),
        {term::count(in.scenario.hardware.count), term::seconds(t.timeS),
         term::seconds(*in.scenario.workload.deadlineS), term::count(*t.gpusForDeadline)});
    return e;
}

} // namespace

Explanation explainTraining(const QString& key, const ExplainInput& in) {
    if (key == QLatin1String("training-flop"))
        return flop(in);
    if (key == QLatin1String("training-time") || key == QLatin1String("time-curve"))
        return time(in);
    if (key == QLatin1String("training-point"))
        return trainingPoint(in);
    if (key == QLatin1String("gpu-hours"))
        return gpuHours(in);
    if (key == QLatin1String("training-cost") || key == QLatin1String("run-cost-curve"))
        return cost(in);
    if (key == QLatin1String("implied-mfu") || key == QLatin1String("scaling-curve"))
        return impliedMfu(in);
    if (key == QLatin1String("comm-share") || key == QLatin1String("scaling-efficiency"))
        return stepTime(in);
    if (key == QLatin1String("node-boundary") || key == QLatin1String("nodes"))
        return communication(in);
    if (key == QLatin1String("deadline"))
        return deadline(in);
    return {};
}

} // namespace ridgeline::ui::detail
