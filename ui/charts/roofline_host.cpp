// The host's roof on the roofline chart when part of the model lives in host memory
// (core/evaluation/offload.h): the CPU's FLOP/s over the host's memory bandwidth x its efficiency,
// and the host's part of one decode step on it.
#include "ui/charts/roofline_chart.h"

#include "ui/charts/chart_style.h"

#include <QScatterSeries>

namespace ridgeline::ui {

namespace {

constexpr double teraFlops = 1e12;

} // namespace

void RooflineChart::addHostRoof(const RooflineSeries& r, int i) {
    SeriesSpec roof;
    roof.name = tr("host roof");
    roof.color = mutedColor;
    roof.width = 2;
    roof.pen = Qt::DashDotLine;
    roof.inLegend = true;
    roof.labelsAvoid = true;
    roof.gpuIndex = i;
    const double peak = r.hostRoof.size() > 1 ? r.hostRoof[1].y : 0;
    const double ridge = r.hostRoof.size() > 1 ? r.hostRoof[1].x : 0;
    roof.tooltip = [peak, ridge](QPointF p) {
        return tr("host roof: the CPU's %1 TFLOP/s over host memory at %2 GB/s (datasheet x "
                  "efficiency)\nat %3 FLOP/byte: %4 TFLOP/s")
            .arg(formatValue(peak / teraFlops), formatValue(peak / ridge / 1e9), formatValue(p.x()),
                 formatValue(std::min(peak, p.x() * peak / ridge) / teraFlops));
    };
    QList<QPointF> points;
    for (const XY& xy : r.hostRoof)
        points << QPointF(xy.x, xy.y / teraFlops);
    setSeries(QStringLiteral("host-roof:%1").arg(i), roof, points);
    if (!r.hostDecode)
        return;
    const OperatingPoint& p = *r.hostDecode;
    SeriesSpec point;
    point.name = tr("decode, host part");
    point.scatter = true;
    point.shape = QScatterSeries::MarkerShapeRectangle;
    // Hollow and larger: at batch 1 the GPU's own decode point (its FLOPs over the whole step)
    // lies close by, and the square rings it.
    point.markerSize = 14;
    point.hollow = true;
    point.color = inkColor;
    point.inLegend = true;
    point.gpuIndex = i;
    point.tooltip = [p](QPointF) {
        return tr("decode, the host's layers on the CPU\n%1 FLOP/byte, %2 TFLOP/s achieved")
            .arg(formatValue(p.intensity), formatValue(p.flopsPerS / teraFlops));
    };
    setSeries(QStringLiteral("host-decode:%1").arg(i), point,
              {QPointF(p.intensity, p.flopsPerS / teraFlops)});
}

} // namespace ridgeline::ui
