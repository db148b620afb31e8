// Explanations of training: compute, time, GPU-hours and the cost of the run.
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
    e.note =
        in.scenario.workload.timeBasis == TimeBasis::mfu
            ? Explain::tr("The headline uses MFU, which already contains communication and stalls.")
            : Explain::tr("The headline uses the modelled step time.");
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

} // namespace

Explanation explainTraining(const QString& key, const ExplainInput& in) {
    if (key == QLatin1String("training-flop"))
        return flop(in);
    if (key == QLatin1String("training-time") || key == QLatin1String("training-point"))
        return time(in);
    if (key == QLatin1String("gpu-hours"))
        return gpuHours(in);
    if (key == QLatin1String("training-cost"))
        return cost(in);
    return {};
}

} // namespace ridgeline::ui::detail
