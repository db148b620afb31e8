// Time and cost to train against GPU count: days to train (left axis, dotted) and the cost of
// the whole run (right axis; owned solid, cloud dashed) per GPU option, with the deadline.
#pragma once

#include "ui/charts/chart_view.h"

namespace ridgeline::ui {

/// Series keys (i: index of the GPU choice), x GPUs (log2):
///   "days:i"         days to train (left axis, log), dotted, not in the legend
///   "run-owned:i"    $ for the run on owned hardware (right axis, log), solid, named with the
///                    GPU (legend)
///   "run-cloud:i"    $ for the run in the cloud (right axis), dashed, not in the legend
///   "days-band:i", "run-owned-band:i", "run-cloud-band:i"   shaded P10-P90 bands
///   "deadline"       a horizontal line at the scenario's deadline (days), when it has one
///   "legend-days", "legend-owned", "legend-cloud"   empty, for the legend only
///   pinned scenario A: "days-A:i", "legend-A"
/// Labels: "deadline-label". Hover keys: "time-curve", "run-cost-curve", "deadline".
class TimeCostChart : public ChartView {
    Q_OBJECT
public:
    explicit TimeCostChart(QWidget* parent = nullptr);

    void setData(const ridgeline::ChartData& data, const ridgeline::Scenario& scenario,
                 const ridgeline::ChartData* pinned = nullptr) override;
    QString chartTitle() const override;

private:
    void addCurves(const std::vector<TimeCostSeries>& series, const QStringList& names,
                   bool pinned);
};

} // namespace ridgeline::ui
