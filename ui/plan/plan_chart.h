// The Pareto chart of a plan search: every candidate evaluated, the frontier, the plans that meet
// the limits, the chosen one, and the requirement lines. Serving: tokens/s per user against
// tokens/s per GPU; training: days against the run's cost.
#pragma once

#include "core/plan/plan.h"
#include "ui/charts/chart_view.h"

namespace ridgeline::ui {

class PlanChart : public ChartView {
    Q_OBJECT
public:
    /// The axes are those of `mode`'s plans, fixed for the chart's life.
    explicit PlanChart(ridgeline::Mode mode, QWidget* parent = nullptr);

    /// The plan chart draws a PlanResult (setPlan), not the explorer's chart data.
    void setData(const ridgeline::ChartData&, const ridgeline::Scenario&,
                 const ridgeline::ChartData*) override {}
    QString chartTitle() const override;

    /// Draws `result` (of the chart's mode), marking plan `chosen` (an index into
    /// result.plans, or -1).
    void setPlan(const ridgeline::PlanResult& result, int chosen);

private:
    ridgeline::Mode mode_;
};

} // namespace ridgeline::ui
