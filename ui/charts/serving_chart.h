// Serving under load: time to first token and time per output token at P50, P90 and P99, and
// the completed throughput, against the Poisson request rate, from light load to just past the
// offline maximum; the scenario's limits as dashed lines and the capacity marked. The primary
// GPU choice only (ChartData::serving: the core's simulation, never computed here).
#pragma once

#include "ui/charts/chart_view.h"

namespace ridgeline::ui {

/// Series keys, x request rate (req/s, linear):
///   "ttft-p50", "ttft-p90", "ttft-p99"   time to first token (s, left axis, log): dotted,
///                                        dashed and solid in one colour
///   "tpot-p50", "tpot-p90", "tpot-p99"   time per output token (s), likewise in another
///   "ttft-at", "tpot-at"    at the limits' percentile when it is none of 50, 90 and 99
///   "latency-p99"           the whole answer at P99 (the limits' percentile), only with a
///                           latency limit
///   "throughput"            completed output tokens/s (right axis, linear), solid ink
///   "limit-ttft", "limit-tpot", "limit-latency"   dashed horizontal lines at the limits,
///                           labelled ("TTFT limit 1 s at P99"); out of the legend
///   "capacity"              the capacity on the throughput curve (one marker), labelled with
///                           its rate; "capacity-line" a vertical dotted line at that rate
///   pinned scenario A: "ttft-p99-A" and "throughput-A", dashed and faded
/// Labels: "capacity", "limit-ttft", "limit-tpot", "limit-latency", "empty" (nothing served).
/// Hover keys: "serving-ttft", "serving-tpot", "serving-latency", "serving-throughput",
/// "serving-limit", "serving-capacity".
class ServingChart : public ChartView {
    Q_OBJECT
public:
    explicit ServingChart(QWidget* parent = nullptr);

    void setData(const ridgeline::ChartData& data, const ridgeline::Scenario& scenario,
                 const ridgeline::ChartData* pinned = nullptr) override;
    QString chartTitle() const override;

private:
    void addCurves(const ridgeline::ServingCurve& curve);
    void addLimits(const ridgeline::ServingCurve& curve);
    void addCapacity(const ridgeline::ServingCurve& curve);
    void addPinned(const ridgeline::ServingCurve& curve);
};

} // namespace ridgeline::ui
