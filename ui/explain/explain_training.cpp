// Explanations of training: compute, time, GPU-hours and the cost of the run.
#include "core/cluster.h"
#include "ui/explain/explanation.h"
#include "ui/units.h"

namespace ridgeline::ui::detail {

namespace {

Explanation flop(const ExplainInput& in) {
    const Workload& w = in.scenario.workload;
    const bool full = w.recompute == Recompute::full;
    Explanation e{Explain::tr("Training compute"), {}, {}};
    e.lines << Explain::tr("FLOP = %1 × P_act × T = %1 × %2 × %3 = %4")
                   .arg(full ? 8 : 6)
                   .arg(units::params(in.results.model.activeParams), units::number(w.tokens),
                        units::flop(in.results.training.flops));
    e.note = full ? Explain::tr("Full recomputation runs the forward pass twice: 8 instead of 6.")
                  : Explain::tr("2 FLOP per parameter and token forward, 4 backward.");
    return e;
}

Explanation time(const ExplainInput& in) {
    const TrainingFigures& t = in.results.training;
    const int n = in.scenario.hardware.count;
    Explanation e{Explain::tr("Training time"), {}, {}};
    e.lines << Explain::tr("time (MFU) = FLOP / (N × Π × MFU) = %1 / (%2 × %3 × %4) = %5")
                   .arg(units::flop(t.flops))
                   .arg(n)
                   .arg(units::flopRate(in.results.roofline.peakFlops),
                        units::number(in.results.efficiency.mfu), units::seconds(t.mfuTimeS));
    e.lines << Explain::tr("time (modelled) = steps × step time = %1 × %2 = %3")
                   .arg(units::number(t.steps), units::seconds(t.stepTimeS),
                        units::seconds(t.modelledTimeS));
    e.lines << Explain::tr(
                   "step = compute / (1 − bubble) + exposed communication = %1 / (1 − %2) + %3")
                   .arg(units::seconds(t.computeS), units::number(t.bubbleFraction),
                        units::seconds(t.exposedCommS));
    const bool mfu = in.scenario.workload.timeBasis == TimeBasis::mfu;
    if (!mfu)
        e.lines << Explain::tr("time = time (modelled) / goodput = %1 / %2 = %3")
                       .arg(units::seconds(t.modelledTimeS), units::number(t.goodput),
                            units::seconds(t.timeS));
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
    Explanation e{Explain::tr("GPU-hours"), {}, {}};
    e.lines << Explain::tr("GPU-hours = N × time / 3600 = %1 × %2 / 3600 = %3")
                   .arg(in.scenario.hardware.count)
                   .arg(units::number(t.timeS), units::number(t.gpuHours));
    return e;
}

Explanation cost(const ExplainInput& in) {
    const CostFigures& c = in.results.cost;
    const TrainingFigures& t = in.results.training;
    Explanation e{Explain::tr("Cost of the training run"), {}, {}};
    if (c.trainingCloudUsd)
        e.lines << Explain::tr("cloud = GPU-hours × rate = %1 × %2 = %3")
                       .arg(units::number(t.gpuHours),
                            units::usd(*c.cloudUsdPerHour / in.scenario.hardware.count),
                            units::usd(c.trainingCloudUsd));
    if (c.trainingOwnedUsd)
        e.lines << Explain::tr("owned = time × owned $/h = %1 h × %2 = %3")
                       .arg(units::number(t.timeS / 3600), units::usd(c.ownedUsdPerHour),
                            units::usd(c.trainingOwnedUsd));
    if (e.lines.isEmpty())
        e.lines << Explain::tr("No price or cloud rate is known for this GPU.");
    return e;
}

Explanation impliedMfu(const ExplainInput& in) {
    const TrainingFigures& t = in.results.training;
    Explanation e{Explain::tr("Implied MFU"), {}, {}};
    e.lines << Explain::tr("implied MFU = 6 × P_act × T / (N × Π × time)");
    e.lines << Explain::tr("= 6 × %1 × %2 / (%3 × %4 × %5) = %6")
                   .arg(units::params(in.results.model.activeParams),
                        units::number(in.scenario.workload.tokens))
                   .arg(in.scenario.hardware.count)
                   .arg(units::flopRate(in.results.roofline.peakFlops), units::seconds(t.timeS),
                        units::percent(t.impliedMfu));
    e.note = Explain::tr("An output of the modelled step, comparable with published MFU figures "
                         "(Llama 2 reached 38–43% on A100).");
    if (in.scenario.workload.loraFraction > 0)
        e.note += QLatin1Char(' ') +
                  Explain::tr("With LoRA the frozen weights get no weight gradients, so a step "
                              "does about 4 × P × T of work, not 6: by the usual 6 × P × T count "
                              "the implied MFU reads about 1.5 times the share of peak actually "
                              "used.");
    return e;
}

Explanation stepTime(const ExplainInput& in) {
    const TrainingFigures& t = in.results.training;
    Explanation e{Explain::tr("Training step"), {}, {}};
    e.lines << Explain::tr("compute = GEMMs + attention + memory-bound + launches + recompute + "
                           "optimizer");
    e.lines << Explain::tr("= %1 + %2 + %3 + %4 + %5 + %6 = %7")
                   .arg(units::seconds(t.gemmS), units::seconds(t.attentionS),
                        units::seconds(t.memoryBoundS), units::seconds(t.launchS),
                        units::seconds(t.recomputeS), units::seconds(t.optimizerS),
                        units::seconds(t.computeS));
    e.lines << Explain::tr("step = compute + bubble + exposed communication = %1 + %2 × %3 + %4 "
                           "= %3")
                   .arg(units::seconds(t.computeS), units::percent(t.bubbleFraction),
                        units::seconds(t.stepTimeS), units::seconds(t.exposedCommS));
    e.lines << Explain::tr("communication share = exposed / step = %1 / %2 = %3")
                   .arg(units::seconds(t.exposedCommS), units::seconds(t.stepTimeS),
                        units::percent(t.stepTimeS > 0 ? t.exposedCommS / t.stepTimeS : 0));
    e.lines << Explain::tr("scaling efficiency = compute / step = %1")
                   .arg(units::percent(t.scalingEfficiency));
    e.note = Explain::tr("The bubble is the pipeline's idle share (p − 1) / (m + p − 1) of the "
                         "step.");
    return e;
}

Explanation communication(const ExplainInput& in) {
    const TrainingFigures& t = in.results.training;
    const Cluster c = clusterOf(in.scenario.hardware);
    const int n = in.scenario.hardware.count;
    Explanation e{Explain::tr("Communication per step"), {}, {}};
    e.lines
        << Explain::tr("nodes = ⌈N / g⌉ = ⌈%1 / %2⌉ = %3").arg(n).arg(c.gpusPerNode).arg(t.nodes);
    e.lines << Explain::tr("network share per GPU = NICs × NIC rate / g = %1 × %2 / %3 = %4")
                   .arg(c.nicsPerNode)
                   .arg(units::bandwidth(c.nic.bytesPerS))
                   .arg(c.gpusPerNode)
                   .arg(units::bandwidth(networkShareBytesPerS(c)));
    e.lines << Explain::tr("hierarchical all-reduce of B bytes: reduce-scatter in the node "
                           "(g − 1)/g × B, all-reduce of B/g across nodes 2(n − 1)/n × B/g on the "
                           "network share, all-gather in the node");
    e.lines << Explain::tr("communication = data parallel + tensor parallel + pipeline = %1 + %2 "
                           "+ %3 = %4; not overlapped: %5")
                   .arg(units::seconds(t.dpCommS), units::seconds(t.tpCommS),
                        units::seconds(t.ppCommS), units::seconds(t.communicationS),
                        units::seconds(t.exposedCommS));
    e.note = t.nodes > 1 ? Explain::tr("Past one node the gradients cross the network: a slow "
                                       "NIC per GPU is why consumer clusters scale poorly.")
                         : Explain::tr("One node: all traffic stays on the node's link.");
    return e;
}

Explanation deadline(const ExplainInput& in) {
    const TrainingFigures& t = in.results.training;
    Explanation e{Explain::tr("Deadline"), {}, {}};
    if (!in.scenario.workload.deadlineS || !t.gpusForDeadline) {
        e.lines << Explain::tr("No deadline is set.");
        return e;
    }
    e.lines << Explain::tr("GPUs for the deadline D = FLOP / (D × Π × MFU) = %1 / (%2 × %3 × %4) "
                           "= %5")
                   .arg(units::flop(t.flops), units::seconds(*in.scenario.workload.deadlineS),
                        units::flopRate(in.results.roofline.peakFlops),
                        units::percent(t.impliedMfu), units::number(*t.gpusForDeadline));
    return e;
}

} // namespace

Explanation explainTraining(const QString& key, const ExplainInput& in) {
    if (key == QLatin1String("training-flop"))
        return flop(in);
    if (key == QLatin1String("training-time") || key == QLatin1String("training-point"))
        return time(in);
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
    if (key == QLatin1String("time-curve"))
        return time(in);
    if (key == QLatin1String("deadline"))
        return deadline(in);
    return {};
}

} // namespace ridgeline::ui::detail
