// The training charts' data: scaling with GPU count and time and cost to train (chart_data.h).
#include "core/charts/chart_data.h"
#include "core/evaluation/evaluate.h"
#include "core/evaluation/sweep.h"

#include <algorithm>
#include <cmath>

namespace ridgeline {

std::vector<double> trainingGpuCounts(const TrainingChartRanges& ranges, int modelParallel) {
    const double mp = std::max(1, modelParallel);
    std::vector<double> counts = logIntegerRange(ranges.minGpus, ranges.maxGpus, ranges.points);
    for (double p = 1; p <= ranges.maxGpus; p *= 2) {
        if (p >= ranges.minGpus)
            counts.push_back(p);
    }
    std::erase_if(counts, [mp](double n) { return n < mp || std::fmod(n, mp) != 0; });
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    return counts;
}

TrainingCharts buildTrainingCharts(const Scenario& s, std::span<const GpuChoice> choices,
                                   const TrainingChartRanges& ranges) {
    TrainingCharts charts;
    const int pp = std::max(1, s.workload.pipelineParallel);
    for (const GpuChoice& c : choices) {
        Scenario on = scenarioOn(s, c);
        on.workload.mode = Mode::training;
        const int mp = std::max(1, c.tensorParallel) * pp;
        ScalingSeries scaling{c.gpu.id, c.gpu.name, clusterOf(on.hardware).gpusPerNode, mp, {}};
        TimeCostSeries cost{c.gpu.id, c.gpu.name, {}, {}};
        if (s.workload.deadlineS)
            cost.deadlineDays = *s.workload.deadlineS / 86400.0;
        for (double n : trainingGpuCounts(ranges, mp)) {
            on.hardware.count = int(n);
            const int dp = int(n) / mp;
            const Workload& w = on.workload;
            if (w.globalBatch > 0 && w.globalBatch < std::int64_t(w.microBatch) * dp)
                break;
            const Results r = evaluate(on);
            const TrainingFigures& t = r.training;
            scaling.points.push_back(
                {n, t.tokensPerS, t.tokensPerSRange, t.scalingEfficiency, t.nodes});
            cost.points.push_back({n, t.timeS / 86400.0, r.cost.trainingOwnedUsd,
                                   r.cost.trainingCloudUsd,
                                   Range{t.timeSRange.low / 86400.0, t.timeSRange.high / 86400.0},
                                   r.cost.trainingOwnedUsdRange, r.cost.trainingCloudUsdRange});
        }
        charts.scaling.push_back(std::move(scaling));
        charts.timeCost.push_back(std::move(cost));
    }
    return charts;
}

} // namespace ridgeline
