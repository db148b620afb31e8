// The roofline: log-log attainable performance against arithmetic intensity, one roof per GPU
// with its ridge point, and the operating points of the scenario's mode: decode and prefill
// when serving, the training step when training.
#pragma once

#include "ui/charts/chart_view.h"

namespace ridgeline::ui {

/// Series keys (i: index of the GPU choice):
///   "roof:i"      the roof polyline (bandwidth slope, compute ceiling), named with the GPU
///                 in the legend (right)
///   "ridge:i"     the ridge point (one point)
///   "eff-roof:i", "eff-ridge:i"   the effective roof (datasheet roof x the engine's
///                 efficiencies, thin dashed) and its ridge, only when it differs from the
///                 datasheet roof; "legend-effective" names them once in the legend
///   "decode-roof:i", "prefill-roof:i", "training-roof:i"   each shown pass's own compute
///                 ceiling (the engine's, lowered by the pass's GEMM shapes; OperatingPoint::
///                 effectivePeakFlops), from its ridge to a decade past it or past the point,
///                 dashed in a pattern per pass, only when it differs from the engine's;
///                 "legend-decode-roof",
///                 "legend-prefill-roof", "legend-training-roof" name them once in the legend.
///                 A point's verdict is taken against its pass's roof.
///   "decode:i", "prefill:i"   the inference operating points (one point each), inference only
///   "training:i"  the training step's operating point, training only
///   "legend-decode", "legend-prefill", "legend-training"   empty, for the legend only (as the
///                 points they stand for)
///   "trail:i", "trail-points:i"   the decode point's trail as the batch grows (1, 2, 4, ...
///                 up to the largest batch that fits; RooflineSeries::decodeTrail), dotted,
///                 when setTrailVisible(true), inference only; labels "trail-label:<batch>"
///                 name the batches of the first GPU choice
///   pinned scenario A: "roof-A:i", "decode-A:i", "prefill-A:i", "training-A:i", "legend-A"
/// Units: x FLOP/byte, y TFLOP/s. Hover keys: "roof", "ridge", "decode-point", "prefill-point",
/// "training-point".
class RooflineChart : public ChartView {
    Q_OBJECT
public:
    explicit RooflineChart(QWidget* parent = nullptr);

    void setData(const ridgeline::ChartData& data, const ridgeline::Scenario& scenario,
                 const ridgeline::ChartData* pinned = nullptr) override;
    QString chartTitle() const override;

    /// Shows the decode point's trail as the batch sweeps from 1 to the largest that fits
    /// (default off).
    void setTrailVisible(bool visible);
    bool trailVisible() const { return trail_; }

private:
    void addRoofs(const std::vector<RooflineSeries>& roofs, const QStringList& names,
                  const std::vector<RooflineSeries>* current);
    void addEffectiveRoof(const ridgeline::RooflineSeries& r, const QString& gpu, int i);
    void addPassRoofs(const ridgeline::RooflineSeries& r, const QString& gpu, int i);
    void addTrail(const ridgeline::RooflineSeries& r, const QString& gpu, int i);
    /// Speculative decoding's verify pass as a point of its own, labelled (roofline_verify.cpp).
    void addVerify(const ridgeline::RooflineSeries& r, const QString& gpu, int i);
    /// The legend entry of the verify point, when some GPU has one.
    void addVerifyLegend(const std::vector<ridgeline::RooflineSeries>& roofs);
    /// With offload: the host's roof and the host's part of a decode step (roofline_host.cpp).
    void addHostRoof(const ridgeline::RooflineSeries& r, int i);

    ridgeline::Mode mode_ = ridgeline::Mode::inference; ///< which operating points are shown
    bool trail_ = false;
};

} // namespace ridgeline::ui
