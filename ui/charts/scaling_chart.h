// Training throughput and scaling efficiency against GPU count, one curve each per GPU option,
// with each option's node boundary marked: past it the gradients cross the network.
#pragma once

#include "ui/charts/chart_view.h"

namespace ridgeline::ui {

/// Series keys (i: index of the GPU choice), x GPUs (log2):
///   "tput:i"        training throughput, tokens/s of all GPUs together (left axis, log),
///                   solid, named with the GPU (legend)
///   "eff:i"         scaling efficiency in % (right axis, linear), dashed, not in the legend
///   "node:i"        a vertical line at the option's GPUs per node; options with the same
///                   node size share the first one's line (drawn muted then)
///   "node-point:i"  the throughput at the node boundary (one point)
///   "tput-band:i"   shaded P10-P90 band of the throughput (ChartData's ranges)
///   "legend-tput", "legend-eff"   empty, for the legend only: which line is which
///   pinned scenario A: "tput-A:i", "legend-A"
/// Labels: "node-label:i" ("8 GPUs per node"). Hover keys: "scaling-curve",
/// "scaling-efficiency", "node-boundary".
class ScalingChart : public ChartView {
    Q_OBJECT
public:
    explicit ScalingChart(QWidget* parent = nullptr);

    void setData(const ridgeline::ChartData& data, const ridgeline::Scenario& scenario,
                 const ridgeline::ChartData* pinned = nullptr) override;
    QString chartTitle() const override;

private:
    void addCurves(const std::vector<ScalingSeries>& series, const QStringList& names, bool pinned);
    void addNodeBoundaries(const std::vector<ScalingSeries>& series, const QStringList& names);
};

} // namespace ridgeline::ui
