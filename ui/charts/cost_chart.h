// Cost per million tokens against batch: owned (solid) and cloud (dashed) per GPU, each ending
// at the largest batch that fits, with the current batch marked.
#pragma once

#include "ui/charts/chart_view.h"

namespace ridgeline::ui {

/// Series keys (i: index of the GPU choice), x batch (sequences), y $ per 1M tokens:
///   "cost-owned:i"   named with the GPU (legend)
///   "cost-cloud:i"   named "<GPU> cloud", dashed, not in the legend
///   "cost-current:i" the current batch on both curves (one or two points)
///   "cost-owned-band:i", "cost-cloud-band:i"  shaded P10-P90 bands (ChartData's ranges)
///   "legend-owned", "legend-cloud"   empty, for the legend only: "owned (solid)", "cloud
///                                    (dashed)", drawn with the curves' pens
///   pinned scenario A: "cost-owned-A:i", "cost-cloud-A:i", "legend-A"
/// GPUs on which not even batch 1 fits have no curves; one label names them ("cost-none").
/// The x axis ends at the largest batch that fits any GPU (rounded up to a power of two).
/// Hover keys: "cost-curve", "cost-point".
class CostChart : public ChartView {
    Q_OBJECT
public:
    explicit CostChart(QWidget* parent = nullptr);

    void setData(const ridgeline::ChartData& data, const ridgeline::Scenario& scenario,
                 const ridgeline::ChartData* pinned = nullptr) override;
    QString chartTitle() const override;

private:
    void addCurves(const std::vector<CostCurve>& curves, const QStringList& names, bool pinned);
};

} // namespace ridgeline::ui
