// Colours and number formats shared by the four charts, so that one GPU has the same colour on
// every chart and every axis reads the same way.
#pragma once

#include "core/charts/chart_data.h"

#include <QColor>
#include <QPalette>
#include <QPen>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace ridgeline::ui {

/// True when the palette's window is dark (dark theme).
bool isDarkPalette(const QPalette& palette);

/// The colour of colour slot `slot` (cycles after eight), brighter on a dark palette.
QColor gpuColor(int slot, bool dark);

/// The colour slot of each GPU of a comparison, index for index (gpuColor): a GPU keeps its own
/// slot in every chart, lesson and export (the usual comparison GPUs by a fixed table, any other
/// by its id), and takes the next free slot only when a GPU before it in the same comparison
/// holds that one.
std::vector<int> gpuColorSlots(const std::vector<std::string>& gpuIds);

/// `a` moved a fraction `t` (0..1) of the way towards `b`, channel by channel.
QColor mixedColor(QColor a, QColor b, qreal t);

/// A GPU configuration as tooltips name it: the catalogue name without the product line
/// ("GeForce RTX 4090 24GB" -> "RTX 4090 24GB"), with "2\u00d7 ... (TP2)" for several GPUs.
QString gpuLabel(const std::string& name, int count = 1, int tensorParallel = 1);

/// The short name of a GPU as legends and axes show it: no product line, no memory size and
/// no parenthesised note ("GeForce RTX 4090 24GB" -> "RTX 4090", "B200 (HGX) 180GB" -> "B200").
QString shortGpuName(const std::string& name);

/// The key of a chart series: its role, "-A" for the pinned scenario's, and the GPU's index
/// ("decode-A:2").
QString seriesKey(const char* role, bool pinned, int gpu);

/// The point of `series` nearest to `gpus` on a log axis of GPU counts, or null when empty.
template <class Series> auto nearestByGpus(const Series& series, double gpus) {
    const auto* best = series.points.empty() ? nullptr : &series.points.front();
    double distance = HUGE_VAL;
    for (const auto& p : series.points) {
        const double d = std::abs(std::log2(p.gpus) - std::log2(std::max(gpus, 1.0)));
        if (d < distance)
            distance = d, best = &p;
    }
    return best;
}

/// shortGpuName() of every series' gpuName: for charts whose x axis is the GPU count.
template <class Series> QStringList shortGpuNames(const Series& all) {
    QStringList names;
    for (const auto& s : all)
        names << shortGpuName(s.gpuName);
    return names;
}

/// The short label of each GPU choice of `data`, index for index (from its memory bars, which
/// carry the count and tensor parallelism): shortGpuName() with "2\u00d7 ... (TP2)", keeping the
/// memory size where two choices would otherwise read the same ("A100 SXM 40GB").
QStringList gpuLabels(const ridgeline::ChartData& data);

/// A colour for the memory component `component` (0 weights .. 5 runtime overhead).
QColor componentColor(int component, bool dark);

/// A plain number in at most three significant digits with k/M/G suffixes from 1000 up:
/// 0.01, 0.5, 12, 1k, 10k, 1M. For axis ticks of FLOP/byte, TFLOP/s and dollars.
QString formatCompact(double value);

/// Token and batch counts with binary suffixes, as context windows are named: 128, 1k, 32k, 1M.
QString formatTokens(double value);

/// A value with three significant digits, no exponent for ordinary magnitudes: 0.0123, 1.5, 250.
QString formatValue(double value);

/// `pen` for lines `lineScale` times as wide: its dashes keep their length in pixels (a dash
/// pattern counts in pen widths), so a legend's mark still shows them as dashes.
QPen scaledDashes(QPen pen, qreal lineScale);

} // namespace ridgeline::ui
