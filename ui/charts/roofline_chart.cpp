#include "ui/charts/roofline_chart.h"

#include "ui/charts/chart_style.h"
#include "ui/ridge_words.h"

#include <QChart>
#include <QLegend>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

namespace {

constexpr double tera = 1e12;

struct PointKind {
    const char* role;
    const char* hoverKey;
    const char* verdictKey; ///< the explain key of the pass's verdict (hovering its own roof)
    QScatterSeries::MarkerShape shape;
    OperatingPoint RooflineSeries::*point;
};

constexpr PointKind pointKinds[] = {
    {"decode", "decode-point", "decode-point", QScatterSeries::MarkerShapeCircle,
     &RooflineSeries::decode},
    {"prefill", "prefill-point", "prefill-point", QScatterSeries::MarkerShapeTriangle,
     &RooflineSeries::prefill},
    {"training", "training-point", "training-bound", QScatterSeries::MarkerShapeRectangle,
     &RooflineSeries::training},
};

QString kindName(int kind) {
    switch (kind) {
    case 0:
        return RooflineChart::tr("decode");
    case 1:
        return RooflineChart::tr("prefill");
    default:
        return RooflineChart::tr("training step");
    }
}

// The operating points of the scenario's mode: decode and prefill when serving, the training
// step when training.
bool kindShown(int kind, Mode mode) {
    return mode == Mode::training ? kind == 2 : kind != 2;
}

// The effective roof is drawn only where it differs from the datasheet one.
bool effectiveDiffers(const RooflineSeries& r) {
    return r.effectivePeakFlops != r.peakFlops || r.effectiveBandwidth != r.bandwidth;
}

// Dashes and gaps in pen widths: short, so that the legend marker shows them.
QList<qreal> effectiveDashes() {
    return {3, 2};
}

// A pass's own roof: a dash pattern of its own (decode and prefill are shown together).
QList<qreal> passDashes(int kind) {
    switch (kind) {
    case 0:
        return {1, 2};
    case 1:
        return {3, 1.5, 1, 1.5};
    default:
        return {3, 1.5, 1, 1.5, 1, 1.5};
    }
}

// A pass's roof is drawn where its compute ceiling (the engine's, lowered by the pass's GEMM
// shapes) is not the engine's effective one.
bool passRoofDiffers(const RooflineSeries& r, const OperatingPoint& p) {
    return p.effectivePeakFlops > 0 &&
           std::abs(p.effectivePeakFlops - r.effectivePeakFlops) > 1e-3 * r.effectivePeakFlops;
}

// The pass whose own ridge a point of `kind` (an index of pointKinds) is judged on.
ridge::Pass passOf(int kind) {
    switch (kind) {
    case 0:
        return ridge::Pass::decode;
    case 1:
        return ridge::Pass::prefill;
    default:
        return ridge::Pass::trainingStep;
    }
}

QString verdictText(const OperatingPoint& p, ridge::Pass pass) {
    switch (p.bound) {
    case Bound::communication:
        return RooflineChart::tr("communication-bound (exposed communication is its longest "
                                 "part)");
    case Bound::compute:
        return RooflineChart::tr("compute-bound (right of the %1 %2 FLOP/byte)")
            .arg(ridge::passRidge(pass), formatValue(p.effectiveRidge));
    case Bound::memory:
        break;
    }
    return RooflineChart::tr("memory-bound (left of the %1 %2 FLOP/byte)")
        .arg(ridge::passRidge(pass), formatValue(p.effectiveRidge));
}

QString pointTooltip(const QString& gpu, int kind, const OperatingPoint& p) {
    return RooflineChart::tr("%1, %2\nintensity %3 FLOP/byte\nattainable %4 TFLOP/s\n"
                             "modelled %5 TFLOP/s, its roof %6 TFLOP/s\n%7")
        .arg(gpu, kindName(kind), formatValue(p.intensity), formatValue(p.attainable / tera),
             formatValue(p.flopsPerS / tera), formatValue(p.effectivePeakFlops / tera),
             verdictText(p, passOf(kind)));
}

QString passRoofName(int kind) {
    switch (kind) {
    case 0:
        return RooflineChart::tr("decode roof");
    case 1:
        return RooflineChart::tr("prefill roof");
    default:
        return RooflineChart::tr("training step roof");
    }
}

} // namespace

RooflineChart::RooflineChart(QWidget* parent)
    : ChartView(parent) {
    auto x = std::make_unique<ScaleAxis>(Scale::log10, tr("Arithmetic intensity (FLOP/byte)"),
                                         formatCompact);
    auto y = std::make_unique<ScaleAxis>(Scale::log10, tr("Performance (TFLOP/s)"), formatCompact);
    setScales(std::move(x), std::move(y));
    chart()->legend()->setAlignment(Qt::AlignRight);
    finishSetup();
}

void RooflineChart::setTrailVisible(bool visible) {
    if (visible == trail_)
        return;
    trail_ = visible;
    // Redraw from the last data (applyPalette does exactly that).
    applyPalette(chartPalette());
}

QString RooflineChart::chartTitle() const {
    return tr("Roofline");
}

void RooflineChart::setData(const ChartData& chartData, const Scenario& scenario,
                            const ChartData* pinned) {
    remember(chartData, scenario, pinned);
    mode_ = scenario.workload.mode;

    // Axes first: labels and series are placed in the range they will be shown in.
    double xLo = HUGE_VAL, xHi = 0, yLo = HUGE_VAL, yHi = 0;
    auto include = [&](double x, double y) {
        if (x > 0 && y > 0) {
            xLo = std::min(xLo, x), xHi = std::max(xHi, x);
            yLo = std::min(yLo, y), yHi = std::max(yHi, y);
        }
    };
    auto includeAll = [&](const std::vector<RooflineSeries>& roofs) {
        for (const RooflineSeries& r : roofs) {
            // The roof's far-left end is outside what matters; span from a decade below the
            // lowest operating point to the ceiling.
            // Headroom above the highest ceiling for the GPU names and ridge values.
            include(r.roof.back().x, 4 * r.peakFlops / tera);
            include(r.roof.front().x, r.roof.front().y / tera);
            if (!r.effectiveRoof.empty())
                include(r.effectiveRoof.front().x, r.effectiveRoof.front().y / tera);
            // The host's roof from its ridge, and the host's part of a decode step (offload).
            if (r.hostRoof.size() > 1)
                include(r.hostRoof[1].x, r.hostRoof[1].y / tera);
            if (r.hostDecode)
                include(r.hostDecode->intensity, r.hostDecode->flopsPerS / tera);
            for (int k = 0; k < 3; ++k) {
                if (!kindShown(k, mode_))
                    continue;
                const OperatingPoint& p = r.*pointKinds[k].point;
                include(p.intensity, p.flopsPerS / tera);
                include(p.effectiveRidge, p.effectivePeakFlops / tera);
            }
            if (r.verifyTokens > 0 && mode_ == Mode::inference)
                include(r.verify.intensity, r.verify.flopsPerS / tera);
        }
    };
    includeAll(chartData.roofline);
    if (pinned)
        includeAll(pinned->roofline);
    if (xHi > 0) {
        scaleX()->fit(xLo, xHi);
        scaleY()->fit(yLo, yHi);
    }

    beginUpdate();
    for (int k = 0; k < 3; ++k) {
        if (!kindShown(k, mode_))
            continue;
        SeriesSpec legend;
        legend.name = kindName(k);
        legend.scatter = true;
        legend.shape = pointKinds[k].shape;
        legend.color = mutedColor;
        setSeries(QStringLiteral("legend-%1").arg(QLatin1String(pointKinds[k].role)), legend, {});
    }
    addVerifyLegend(chartData.roofline);
    const bool anyEffective =
        std::any_of(chartData.roofline.begin(), chartData.roofline.end(), effectiveDiffers);
    if (anyEffective) {
        SeriesSpec legend;
        legend.name = tr("effective roof (\u03b7)");
        legend.color = mutedColor;
        legend.width = 1.5;
        legend.dashes = effectiveDashes();
        setSeries(QStringLiteral("legend-effective"), legend, {});
    }
    for (int k = 0; k < 3; ++k) {
        const auto differs = [k](const RooflineSeries& r) {
            return passRoofDiffers(r, r.*pointKinds[k].point);
        };
        if (!kindShown(k, mode_) ||
            std::none_of(chartData.roofline.begin(), chartData.roofline.end(), differs))
            continue;
        SeriesSpec legend;
        legend.name = passRoofName(k);
        legend.color = mutedColor;
        legend.width = 1.5;
        legend.dashes = passDashes(k);
        setSeries(QStringLiteral("legend-%1-roof").arg(QLatin1String(pointKinds[k].role)), legend,
                  {});
    }
    addRoofs(chartData.roofline, gpuLabels(chartData), nullptr);
    if (pinned) {
        addRoofs(pinned->roofline, gpuLabels(*pinned), &chartData.roofline);
        SeriesSpec legend;
        legend.name = tr("pinned (A)");
        legend.color = mutedColor;
        legend.pen = Qt::DashLine;
        setSeries(QStringLiteral("legend-A"), legend, {});
    }
    endUpdate();
}

void RooflineChart::addRoofs(const std::vector<RooflineSeries>& roofs, const QStringList& names,
                             const std::vector<RooflineSeries>* current) {
    const bool pinned = current != nullptr;
    for (int i = 0; i < int(roofs.size()); ++i) {
        const RooflineSeries& r = roofs[std::size_t(i)];
        const QString gpu = i < names.size() ? names[i] : QString::fromStdString(r.gpuName);

        SeriesSpec roof;
        roof.name = pinned ? pinnedName(gpu) : gpu;
        roof.color = i;
        roof.width = pinned ? 1.5 : 2.5;
        roof.pen = pinned ? Qt::DashLine : Qt::SolidLine;
        roof.faded = pinned;
        // Named in the legend, as on the other charts: between the ceilings, the datasheet
        // and effective roofs of several GPUs leave no room for names on the chart.
        roof.inLegend = !pinned;
        roof.labelsAvoid = true;
        roof.hoverKey = QStringLiteral("roof");
        roof.gpuIndex = i;
        roof.tooltip = [gpu, peak = r.peakFlops, bw = r.bandwidth](QPointF p) {
            return tr("%1 roof\npeak %2 TFLOP/s, bandwidth %3 TB/s\nat %4 FLOP/byte: %5 TFLOP/s")
                .arg(gpu, formatValue(peak / tera), formatValue(bw / tera), formatValue(p.x()),
                     formatValue(std::min(peak, p.x() * bw) / tera));
        };
        QList<QPointF> points;
        for (const XY& xy : r.roof)
            points << QPointF(xy.x, xy.y / tera);
        // A pinned roof equal to the current one would only hatch it.
        const bool sameRoof = pinned && i < int(current->size()) &&
                              (*current)[std::size_t(i)].gpuId == r.gpuId &&
                              (*current)[std::size_t(i)].peakFlops == r.peakFlops &&
                              (*current)[std::size_t(i)].bandwidth == r.bandwidth;
        if (!sameRoof)
            setSeries(seriesKey("roof", pinned, i), roof, points);

        // The host's roof of the scenario's own configuration: the compared GPUs sit in hosts
        // of their own, one roof would stand for all.
        if (!pinned && i == 0 && !r.hostRoof.empty() && mode_ == Mode::inference)
            addHostRoof(r, i);
        if (!pinned && effectiveDiffers(r))
            addEffectiveRoof(r, gpu, i);
        if (!pinned)
            addPassRoofs(r, gpu, i);
        if (!pinned && trail_ && mode_ == Mode::inference)
            addTrail(r, gpu, i);
        if (!pinned && mode_ == Mode::inference && r.verifyTokens > 0)
            addVerify(r, gpu, i);
        if (!pinned) {
            SeriesSpec marker;
            marker.name = tr("%1 %2").arg(gpu, ridge::gpuRidge());
            marker.scatter = true;
            marker.shape = QScatterSeries::MarkerShapeRotatedRectangle;
            marker.markerSize = 8;
            marker.color = i;
            marker.inLegend = false;
            marker.hoverKey = QStringLiteral("ridge");
            marker.gpuIndex = i;
            marker.tooltip = [gpu, ridgeX = r.ridge](QPointF) {
                return tr("%1 %2: %3 FLOP/byte (datasheet peak / bandwidth)\nan engine "
                          "reaches less: each pass is judged against its own ridge")
                    .arg(gpu, ridge::gpuRidge(), formatValue(ridgeX));
            };
            setSeries(seriesKey("ridge", false, i), marker, {QPointF(r.ridge, r.peakFlops / tera)});
            // The space above the roofs is empty (nothing is attainable there): labels go up.
            // A ridge value pushed further than one step would no longer read as its ridge's:
            // it hides (the ridge's tooltip has it).
            labels().set(seriesKey("ridge-label", false, i),
                         tr("%1 %2").arg(ridge::gpuRidge(), formatValue(r.ridge)),
                         toAxis({r.ridge, r.peakFlops / tera}), ChartLabels::Anchor::aboveLeft,
                         color(i), 0, 1);
        }

        for (int k = 0; k < 3; ++k) {
            if (!kindShown(k, mode_))
                continue;
            const OperatingPoint& p = r.*pointKinds[k].point;
            SeriesSpec spec;
            spec.name = pinned ? pinnedName(kindName(k)) : kindName(k);
            spec.scatter = true;
            spec.shape = pointKinds[k].shape;
            spec.markerSize = k == 1 ? 11 : 9;
            spec.color = i;
            spec.hollow = pinned;
            spec.inLegend = false; // the legend-* series stand for all GPUs
            spec.hoverKey = QLatin1String(pointKinds[k].hoverKey);
            spec.answer = !pinned; // where the scenario's passes land: what a class predicts
            spec.gpuIndex = i;
            // Worded when hovered: an update sets every point, few are ever hovered.
            spec.tooltip = [name = pinned ? pinnedName(gpu) : gpu, k, p](QPointF) {
                return pointTooltip(name, k, p);
            };
            setSeries(seriesKey(pointKinds[k].role, pinned, i), spec,
                      {QPointF(p.intensity, p.flopsPerS / tera)});
        }
    }
}

} // namespace ridgeline::ui

namespace ridgeline::ui {

void RooflineChart::addEffectiveRoof(const RooflineSeries& r, const QString& gpu, int i) {
    const QString etas =
        tr("ηc %1, ηm %2").arg(formatValue(r.computeEfficiency), formatValue(r.memoryEfficiency));
    SeriesSpec roof;
    roof.name = tr("%1 effective roof").arg(gpu);
    roof.color = i;
    roof.width = 1.5;
    roof.dashes = effectiveDashes();
    roof.inLegend = false; // one legend entry stands for all GPUs
    roof.labelsAvoid = true;
    roof.hoverKey = QStringLiteral("roof");
    roof.gpuIndex = i;
    roof.tooltip = [gpu, etas, peak = r.effectivePeakFlops, bw = r.effectiveBandwidth](QPointF p) {
        return tr("%1 effective roof (%2)\npeak %3 TFLOP/s, bandwidth %4 TB/s\nat %5 FLOP/byte: "
                  "%6 TFLOP/s")
            .arg(gpu, etas, formatValue(peak / tera), formatValue(bw / tera), formatValue(p.x()),
                 formatValue(std::min(peak, p.x() * bw) / tera));
    };
    QList<QPointF> points;
    for (const XY& xy : r.effectiveRoof)
        points << QPointF(xy.x, xy.y / tera);
    setSeries(seriesKey("eff-roof", false, i), roof, points);

    SeriesSpec marker;
    marker.name = tr("%1 %2").arg(gpu, ridge::engineRidge());
    marker.scatter = true;
    marker.shape = QScatterSeries::MarkerShapeRotatedRectangle;
    marker.markerSize = 7;
    marker.hollow = true;
    marker.color = i;
    marker.inLegend = false;
    marker.hoverKey = QStringLiteral("ridge");
    marker.gpuIndex = i;
    marker.tooltip = [gpu, etas, x = r.effectiveRidge](QPointF) {
        return tr("%1 %2: %3 FLOP/byte (%4)\nwhere no roof of its own is drawn, a pass left "
                  "of it is memory-bound")
            .arg(gpu, ridge::engineRidge(), formatValue(x), etas);
    };
    setSeries(seriesKey("eff-ridge", false, i), marker,
              {QPointF(r.effectiveRidge, r.effectivePeakFlops / tera)});
}

} // namespace ridgeline::ui

namespace ridgeline::ui {

// Each shown pass's own compute ceiling, from its ridge on the engine's bandwidth slope to a
// decade past the ridge or past its point, whichever is further (not across the whole chart:
// with several GPUs that would be a stack of lines): its point is judged against this roof.
void RooflineChart::addPassRoofs(const RooflineSeries& r, const QString& gpu, int i) {
    const double end = r.roof.empty() ? 0 : r.roof.back().x;
    for (int k = 0; k < 3; ++k) {
        const OperatingPoint& p = r.*pointKinds[k].point;
        if (!kindShown(k, mode_) || !passRoofDiffers(r, p) || p.effectiveRidge >= end)
            continue;
        const double right = std::min(end, std::max(10 * p.effectiveRidge, 3 * p.intensity));
        SeriesSpec roof;
        roof.name = tr("%1 %2").arg(gpu, passRoofName(k));
        roof.color = i;
        roof.width = 1.5;
        roof.dashes = passDashes(k);
        roof.inLegend = false; // one legend entry per pass stands for all GPUs
        roof.labelsAvoid = true;
        roof.hoverKey = QLatin1String(pointKinds[k].verdictKey);
        roof.gpuIndex = i;
        roof.tooltip = [gpu, kind = kindName(k), name = ridge::passRidge(passOf(k)),
                        peak = p.effectivePeakFlops, x = p.effectiveRidge](QPointF) {
            return tr("%1, %2 roof: %3 TFLOP/s (η_c and the GEMM shapes of the %2), %4 %5 "
                      "FLOP/byte\nthe %2 is memory-bound left of it, compute-bound right of it, "
                      "unless communication takes longer")
                .arg(gpu, kind, formatValue(peak / tera), name, formatValue(x));
        };
        setSeries(QStringLiteral("%1-roof:%2").arg(QLatin1String(pointKinds[k].role)).arg(i), roof,
                  {QPointF(p.effectiveRidge, p.effectivePeakFlops / tera),
                   QPointF(right, p.effectivePeakFlops / tera)});
    }
}

void RooflineChart::addTrail(const RooflineSeries& r, const QString& gpu, int i) {
    if (r.decodeTrail.empty())
        return;
    SeriesSpec line;
    line.name = tr("%1 decode as the batch grows").arg(gpu);
    line.color = i;
    line.width = 1.5;
    line.pen = Qt::DotLine;
    line.inLegend = false;
    line.labelsAvoid = true;
    line.hoverKey = QStringLiteral("decode-point");
    line.gpuIndex = i;
    line.answer = true;
    SeriesSpec dots = line;
    dots.scatter = true;
    dots.markerSize = 5;
    QList<QPointF> points;
    for (const TrailPoint& t : r.decodeTrail)
        points << QPointF(t.point.intensity, t.point.flopsPerS / tera);
    dots.tooltip = [gpu, trail = r.decodeTrail](QPointF p) {
        for (const TrailPoint& t : trail)
            if (std::abs(t.point.intensity - p.x()) <= 1e-6 * t.point.intensity)
                return tr("%1, decode at batch %2\n%3 FLOP/byte, %4 TFLOP/s\n%5")
                    .arg(gpu, formatValue(t.batch), formatValue(t.point.intensity),
                         formatValue(t.point.flopsPerS / tera),
                         verdictText(t.point, ridge::Pass::decode));
        return QString();
    };
    setSeries(seriesKey("trail", false, i), line, points);
    setSeries(seriesKey("trail-points", false, i), dots, points);
    if (i != 0)
        return;
    // Batch labels at the powers of two (all trail points but a last one that is not).
    for (std::size_t k = 0; k < r.decodeTrail.size(); ++k) {
        const TrailPoint& t = r.decodeTrail[k];
        const bool last = k + 1 == r.decodeTrail.size();
        const auto b = static_cast<long long>(t.batch);
        if ((b & (b - 1)) != 0 && !last)
            continue;
        labels().set(QStringLiteral("trail-label:%1").arg(b),
                     last ? tr("b=%1 (max)").arg(b) : tr("b=%1").arg(b),
                     toAxis(points[qsizetype(k)]), ChartLabels::Anchor::belowRight, color(i), 0, 1);
    }
}

} // namespace ridgeline::ui
