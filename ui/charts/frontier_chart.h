// The buyer's frontier (docs/frontier.md): tokens/s per GPU (output or total) against tokens/s
// per user, one curve per configuration swept over concurrency, the Pareto front, the cheapest
// configurations at a chosen interactivity and measured points laid over them. Every figure is
// the core's (frontier(), cheapestAtInteractivity(), parseMeasuredFrontier()).
#pragma once

#include "core/charts/frontier.h"
#include "core/charts/frontier_measured.h"
#include "ui/charts/chart_view.h"

#include <string>
#include <vector>

namespace ridgeline::ui {

/// Series keys, x tokens/s per user (linear), y tokens/s per GPU (log):
///   "config:<i>"        configuration i of the frontier, in its GPU's colour, dashed by its
///                       tensor-parallel size; "config-points:<i>" its points, circles,
///                       squares with the experts spread, triangles with data-parallel
///                       attention (both out of the legend: configurationName() in tooltips)
///   "legend-gpu:<g>", "legend-tp:<tp>", "legend-ep1", "legend-ep", "legend-dp"   the legend's
///                       keys, without points: each GPU's colour, each tensor-parallel size's
///                       dashes, the markers
///   "front"             the Pareto front (output tokens/s per GPU against tokens/s per user)
///   "interactivity"     a vertical line at the interactivity asked for (not in the legend)
///   "pick-owned", "pick-cloud"   the cheapest points at or above it, owned and rented
///   "measured"          the measured points, each labelled ("measured:<k>")
/// Labels: "interactivity", "pick-owned", "pick-cloud", "measured:<k>", "empty".
/// Hover keys: "frontier-point", "frontier-front", "frontier-pick", "frontier-measured".
class FrontierChart : public ChartView {
    Q_OBJECT
public:
    explicit FrontierChart(QWidget* parent = nullptr);

    /// Only the colours: the frontier comes through setFrontier().
    void setData(const ridgeline::ChartData& data, const ridgeline::Scenario& scenario,
                 const ridgeline::ChartData* pinned = nullptr) override;
    QString chartTitle() const override;

    /// Shows `f`; `gpuIds` are the compared GPUs in the window's order, which give each GPU
    /// its colour the way the other charts do (gpuColorSlots).
    void setFrontier(const ridgeline::Frontier& f, const std::vector<std::string>& gpuIds);
    const ridgeline::Frontier& frontier() const { return frontier_; }
    /// Tokens/s per GPU counted over prompt and output tokens (true) or output tokens only.
    void setTotalTokens(bool total);
    bool totalTokens() const { return total_; }
    /// The interactivity asked for (tokens/s per user): the cheapest points at or above it
    /// are marked.
    void setInteractivity(double tokensPerSPerUser);
    double interactivity() const { return interactivity_; }
    const ridgeline::FrontierPick& pick() const { return pick_; }
    void setMeasured(std::vector<ridgeline::MeasuredFrontierPoint> points);
    const std::vector<ridgeline::MeasuredFrontierPoint>& measured() const { return measured_; }

    /// "8× B200 TP8 EP8, DP attention": a configuration as the legend and the view name it.
    static QString configurationName(const ridgeline::FrontierConfiguration& c);

private:
    void redraw();
    double perGpu(const ridgeline::FrontierPoint& p) const;
    QString pointText(const ridgeline::FrontierConfiguration& c,
                      const ridgeline::FrontierPoint& p) const;
    void addConfigurations();
    void addLegendKeys();
    void addFront();
    void addPick();
    void addMeasured();

    ridgeline::Frontier frontier_;
    std::vector<std::string> gpuIds_;
    std::vector<ridgeline::MeasuredFrontierPoint> measured_;
    ridgeline::FrontierPick pick_;
    double interactivity_ = 20;
    bool total_ = false;
};

} // namespace ridgeline::ui
