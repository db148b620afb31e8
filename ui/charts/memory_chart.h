// Memory per GPU: one stacked bar per GPU configuration (weights, KV cache, activations,
// gradients, optimizer states, runtime overhead, in GiB or GB) against the GPU's usable VRAM.
#pragma once

#include "ui/charts/chart_view.h"

#include <QStringList>

class QBarCategoryAxis;
class QBarSet;
class QStackedBarSeries;

namespace ridgeline::ui {

/// Series: "bars" (a QStackedBarSeries; its sets in order weights, KV cache, activations,
/// gradients, optimizer states, runtime overhead, values in the memory unit (GiB or GB), one per
/// GPU choice), and "usable:i", a short line at the usable VRAM of GPU choice i (x is the bar index
/// +-0.35), and "usable-frame:i", a thin frame from the axis up to it around bar i. Pinned scenario
/// A: "total-A:i", a dashed line at A's total per GPU over bar i (only for the same GPU at the same
/// index). Hover keys: "memory-bar", "usable-vram".
class MemoryChart : public ChartView {
    Q_OBJECT
public:
    explicit MemoryChart(QWidget* parent = nullptr);

    void setData(const ridgeline::ChartData& data, const ridgeline::Scenario& scenario,
                 const ridgeline::ChartData* pinned = nullptr) override;
    QString chartTitle() const override;

    /// The bar categories (short GPU labels), e.g. "RTX 4090", "2\u00d7 H100 SXM (TP2)"; the axis
    /// may show them on several lines or slanted.
    QStringList categories() const;
    /// The stacked value (in the memory unit, GiB or GB) of component `component` (0 weights .. 5
    /// overhead) in bar `bar`.
    double componentGib(int component, int bar) const;

protected:
    void paletteApplied() override;
    /// The bars are the answer: hidden with the other charts' points.
    void answersHiddenChanged(bool hidden) override;
    void plotAreaResized(const QRectF& plotArea) override;

private:
    void fillLegendMarkers();
    void updateCategories(qreal plotWidth);
    void setBarLabels();

    QStackedBarSeries* bars_;
    QBarCategoryAxis* categories_;
    QList<QBarSet*> sets_;
    std::vector<MemoryBar> shown_;
    QStringList names_;
    QStringList shownCategories_; ///< names_ as the axis shows them (rich text)
    bool narrowLabels_ = false;
};

} // namespace ridgeline::ui
