// Speculative decoding on the roofline: the target's verify pass of k + 1 tokens a sequence, a
// point of its own to the right of the decode point (k + 1 times its intensity), labelled.
#include "ui/charts/chart_style.h"
#include "ui/charts/roofline_chart.h"
#include "ui/ridge_words.h"

#include <algorithm>

namespace ridgeline::ui {

namespace {

constexpr double flopPerTeraflop = 1e12;

QString verdictWord(Bound b) {
    switch (b) {
    case Bound::compute:
        return RooflineChart::tr("compute-bound");
    case Bound::communication:
        return RooflineChart::tr("communication-bound");
    case Bound::memory:
        break;
    }
    return RooflineChart::tr("memory-bound");
}

} // namespace

void RooflineChart::addVerifyLegend(const std::vector<RooflineSeries>& roofs) {
    if (mode_ != Mode::inference ||
        std::none_of(roofs.begin(), roofs.end(),
                     [](const RooflineSeries& r) { return r.verifyTokens > 0; }))
        return;
    SeriesSpec legend;
    legend.name = tr("verify (speculative)");
    legend.scatter = true;
    legend.shape = QScatterSeries::MarkerShapeStar;
    legend.color = mutedColor;
    setSeries(QStringLiteral("legend-verify"), legend, {});
}

void RooflineChart::addVerify(const RooflineSeries& r, const QString& gpu, int i) {
    const OperatingPoint& p = r.verify;
    if (p.intensity <= 0 || p.flopsPerS <= 0)
        return;
    SeriesSpec spec;
    spec.name = tr("verify (speculative)");
    spec.scatter = true;
    spec.shape = QScatterSeries::MarkerShapeStar;
    spec.markerSize = 13;
    spec.color = i;
    spec.inLegend = false; // the legend-verify series stands for all GPUs
    spec.hoverKey = QStringLiteral("speculative");
    spec.gpuIndex = i;
    spec.answer = true;
    spec.tooltip = [text = tr("%1, speculative verify pass: %2 tokens a sequence in one pass\n"
                              "intensity %3 FLOP/byte, modelled %4 TFLOP/s\n%5 (the %6 %7 "
                              "FLOP/byte)")
                               .arg(gpu)
                               .arg(r.verifyTokens)
                               .arg(formatValue(p.intensity),
                                    formatValue(p.flopsPerS / flopPerTeraflop),
                                    verdictWord(p.bound), ridge::passRidge(ridge::Pass::verify),
                                    formatValue(p.effectiveRidge))](QPointF) { return text; };
    const QPointF at(p.intensity, p.flopsPerS / flopPerTeraflop);
    setSeries(seriesKey("verify", false, i), spec, {at});
    labels().set(seriesKey("verify-label", false, i), tr("verify k+1=%1").arg(r.verifyTokens),
                 toAxis(at), ChartLabels::Anchor::belowRight, color(i), 0, 1);
}

} // namespace ridgeline::ui
