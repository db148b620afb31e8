// KV-cache growth: the KV cache of one replica against context for batch 1, the current batch
// and the largest batch that fits, under each GPU's free VRAM after weights.
#pragma once

#include "ui/charts/chart_view.h"

namespace ridgeline::ui {

/// Series keys (i: index of the GPU choice):
///   "kv-batch1", "kv-current", "kv-largest"   KV cache (GiB) against context (tokens); named
///       "b=1", "b=32 (current)", "b=120 (max)" (the largest batch that fits the GPU
///       choice KvChart::largestFrom, which its tooltip names: legends are never elided). A role
///       that repeats another (current batch 1) is hidden and the other's name says both.
///   "kv-limit:i"    free VRAM after weights (KvLimit::freeBytes), a dashed horizontal line
///                   named with the GPU, in the GPU's colour; GPUs with the same free VRAM
///                   each have their line on the same height, dashed in turn (each dash one
///                   GPU's colour)
///   "kv-longest:i"  the longest context that fits at the current batch, on that line (no
///                   point when it lies past either end of the x axis: only its label, next
///                   to its own line or hidden); one for GPUs whose lines coincide, the first's
///   "kv-context"    the current context, a vertical line
///   "kv-max-context" the model's trained context (KvChart::modelMaxContext), a vertical
///                   dotted line labelled "max context 4k"; absent when unknown
///   pinned scenario A: "kv-current-A" and "kv-limit-A:i"
/// Hover keys: "kv-series", "kv-limit", "kv-longest", "kv-context", "kv-max-context".
class KvCacheChart : public ChartView {
    Q_OBJECT
public:
    explicit KvCacheChart(QWidget* parent = nullptr);

    void setData(const ridgeline::ChartData& data, const ridgeline::Scenario& scenario,
                 const ridgeline::ChartData* pinned = nullptr) override;
    QString chartTitle() const override;

private:
    void addLimits(const ridgeline::KvChart& kv, const QStringList& names, double batch);
};

} // namespace ridgeline::ui
