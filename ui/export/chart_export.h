// Exports of one chart: PNG, SVG and PDF rendered from the chart's scene as it looks on screen
// (title and legend included), CSV of the numbers it draws, and a copy to the clipboard.
#pragma once

#include "core/charts/chart_data.h"
#include "ui/units.h"

#include <QCoreApplication>
#include <QRectF>
#include <QSize>
#include <QString>

#include <optional>

class QImage;
class QPainter;

namespace ridgeline::ui {

class ChartView;

/// Translation context of the export messages and CSV headers.
class ChartExport {
    Q_DECLARE_TR_FUNCTIONS(ChartExport)
};

enum class ExportFormat { Png, Svg, Pdf, Csv };

/// The charts, as chartIndex everywhere below names them: the grid shows the first four when
/// serving; scaling and time and cost take the places of KV cache and cost when training.
enum ChartIndex {
    RooflineIndex = 0,
    MemoryIndex = 1,
    KvCacheIndex = 2,
    CostIndex = 3,
    ScalingIndex = 4,
    TimeCostIndex = 5,
    ServingIndex = 6, ///< inference only, shown alone: never in the grid of four or the report
};
inline constexpr int chartCount = 4;     ///< charts shown at once (the grid, the report)
inline constexpr int chartKindCount = 7; ///< every ChartIndex

/// The bounds of an exported chart's size: logical pixels a side, and the PNG scale (so a PNG is
/// at most 32000 x 32000 device pixels).
inline constexpr int minExportSide = 160;
inline constexpr int maxExportSide = 8000;
inline constexpr int maxExportScale = 4;

/// The largest text scale of an export (ExportOptions::textScale).
inline constexpr qreal maxExportTextScale = 4;

struct ExportOptions {
    QSize size{1280, 800}; ///< logical pixels the chart is laid out at (PNG, SVG, PDF)
    qreal scale = 2.0;     ///< PNG only: device pixels per logical pixel
    /// Text and line widths this many times the chart's on screen (1 to maxExportTextScale),
    /// for the export only: a slide seen from the back of a room needs larger letters.
    qreal textScale = 1.0;
};

/// The slide preset: a 16:9 chart of 1920 x 1080 pixels (scale 1) with text and lines twice
/// their size on screen, for a full-screen slide.
ExportOptions slideExportOptions();

/// "roofline", "memory", "kv-cache", "cost", "scaling", "time-cost", "serving" for chartIndex
/// 0..6; empty otherwise.
QString chartBaseName(int chartIndex);
/// "png", "svg", "pdf", "csv".
QString formatExtension(ExportFormat format);
/// The format named by an extension or a --format item ("png", "SVG"...), if any.
std::optional<ExportFormat> formatFromName(const QString& name);

/// Writes one chart to `path` atomically (an existing file is replaced only by a complete one).
/// `data` is only read for Csv, its memory in the view's ChartView::memoryUnit(). Returns an empty
/// string on success, else a message naming the file and the reason. `caption`, when not empty, is
/// drawn under the chart (PNG, SVG, PDF) within options.size: the model, GPUs and settings
/// (export_caption.h).
QString exportChart(ChartView& view, const ChartData& data, int chartIndex, ExportFormat format,
                    const QString& path, const ExportOptions& options = {},
                    const QString& caption = {});

/// Writes a chart that is not one of the grid's (the plan chart) as PNG, SVG or PDF, atomically.
/// Returns an empty string on success, else a message naming the file and the reason.
QString exportView(ChartView& view, ExportFormat format, const QString& path,
                   const ExportOptions& options = {});

/// The CSV text of chart `chartIndex` (RFC 4180, comma separated, one header row whose column
/// names carry their units; numbers with ten significant digits). Empty for an unknown index.
///   roofline: one row per roof vertex, ridge and operating point; FLOP/byte and TFLOP/s
///   memory:   one row per GPU choice, each component per GPU in `unit` (GiB or GB; the
///             headers name it)
///   kv-cache: one row per context (tokens): KV cache per replica for each batch series, then
///             each GPU's free VRAM for KV cache (the limit lines), in the memory unit
///   cost:     one row per batch: $ per 1M tokens, owned and cloud, per GPU choice; empty
///             where the batch does not fit
///   scaling:  one row per GPU count: tokens/s, scaling efficiency and nodes per GPU choice;
///             empty where a choice has no point at that count
///   time-cost: one row per GPU count: days to train and the run's owned and cloud $ per GPU
///             choice
///   serving:  one row per simulated request rate (req/s) of the primary choice: completed
///             req/s and tokens/s, offered tokens/s, TTFT and TPOT at P50, P90, P99, latency
///             at P99, the three at the limits' percentile when it is none of those, each
///             limit set (s), and 1 in the "Capacity" column on the capacity's row; only the
///             header without a curve
QString chartCsv(const ChartData& data, int chartIndex, units::MemoryUnit unit);

/// Renders the chart into `target` of `painter` as if the view were `logicalSize` large: the
/// chart is laid out at that size, with its title shown or not, for the duration of the call
/// and restored afterwards. Vector devices (SVG, PDF) get vectors and text as text.
void renderChart(ChartView& view, QPainter& painter, const QRectF& target, QSize logicalSize,
                 bool withTitle = true);
/// renderChart() with `caption` (if not empty) wrapped in the view's font under the chart,
/// within the same `target`.
void renderChartWithCaption(ChartView& view, QPainter& painter, const QRectF& target,
                            QSize logicalSize, const QString& caption);

/// The chart as an image at `size` logical pixels times `scale`, as exported to PNG, with
/// `caption` under it when not empty.
QImage chartImage(ChartView& view, QSize size, qreal scale, const QString& caption = {});

/// Puts the chart, as the view currently shows it at 2x, on the clipboard as an image.
void copyChartToClipboard(ChartView& view);

} // namespace ridgeline::ui
