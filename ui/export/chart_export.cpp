#include "ui/export/chart_export.h"

#include "ui/charts/chart_view.h"
#include "ui/export/save_file.h"

#include <QChart>
#include <QClipboard>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGuiApplication>
#include <QImage>
#include <QImageWriter>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>

namespace ridgeline::ui {

namespace {

constexpr qreal pointsPerInch = 72.0;

/// Lays the chart out at another size, with its title shown and no item painted from a cache,
/// for as long as it lives.
class ChartLayoutGuard {
public:
    ChartLayoutGuard(ChartView& view, QSizeF size, bool withTitle)
        : view_(view)
        , oldSize_(view.chart()->size())
        , titleWasVisible_(!view.chart()->title().isEmpty())
        , toggleTitle_(titleWasVisible_ != withTitle)
        , cached_(view.itemCaching()) {
        // Painted directly: an SVG or a PDF keeps lines and text as vectors.
        view_.setItemCaching(false);
        if (toggleTitle_)
            view_.setTitleVisible(withTitle);
        resize(size);
    }
    ~ChartLayoutGuard() {
        if (toggleTitle_)
            view_.setTitleVisible(titleWasVisible_);
        resize(oldSize_);
        view_.setItemCaching(cached_);
    }
    ChartLayoutGuard(const ChartLayoutGuard&) = delete;
    ChartLayoutGuard& operator=(const ChartLayoutGuard&) = delete;

private:
    void resize(QSizeF size) {
        QChart* chart = view_.chart();
        chart->resize(size);
        if (QGraphicsLayout* layout = chart->layout())
            layout->activate();
    }

    ChartView& view_;
    QSizeF oldSize_;
    bool titleWasVisible_;
    bool toggleTitle_;
    bool cached_;
};

/// Shows the chart's text and lines `scale` times their size for as long as it lives (the
/// charts read their fonts when they apply a palette), then as before.
class TextScaleGuard {
public:
    TextScaleGuard(ChartView& view, qreal scale)
        : view_(view)
        , active_(scale != 1.0)
        , font_(view.font())
        , ownFont_(view.testAttribute(Qt::WA_SetFont))
        , lineScale_(view.lineScale()) {
        if (!active_)
            return;
        QFont big = font_;
        if (big.pointSizeF() > 0)
            big.setPointSizeF(big.pointSizeF() * scale);
        else
            big.setPixelSize(int(big.pixelSize() * scale));
        view_.setFont(big);
        view_.setLineScale(lineScale_ * scale);
        view_.applyPalette(view_.palette());
    }
    ~TextScaleGuard() {
        if (!active_)
            return;
        // A font the view inherited is inherited again (it follows the window's from then on).
        view_.setFont(ownFont_ ? font_ : QFont());
        view_.setLineScale(lineScale_);
        view_.applyPalette(view_.palette());
    }
    TextScaleGuard(const TextScaleGuard&) = delete;
    TextScaleGuard& operator=(const TextScaleGuard&) = delete;

private:
    ChartView& view_;
    bool active_;
    QFont font_;
    bool ownFont_;
    qreal lineScale_;
};

void setHints(QPainter& painter) {
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                           QPainter::SmoothPixmapTransform);
}

QColor background(ChartView& view) {
    const QBrush brush = view.chart()->backgroundBrush();
    return brush.style() == Qt::NoBrush ? view.palette().color(QPalette::Base) : brush.color();
}

QString writePng(ChartView& view, QIODevice& device, const ExportOptions& options,
                 const QString& caption) {
    const QImage image = chartImage(view, options.size, options.scale, caption);
    if (image.isNull())
        return ChartExport::tr("the image is too large to create");
    QImageWriter writer(&device, "png");
    if (!writer.write(image))
        return writer.errorString();
    return {};
}

QString writeSvg(ChartView& view, QIODevice& device, const ExportOptions& options,
                 const QString& caption) {
    QSvgGenerator svg;
    svg.setOutputDevice(&device);
    svg.setSize(options.size);
    svg.setViewBox(QRect(QPoint(), options.size));
    // Fonts are resolved at the screen's DPI, as the chart was laid out.
    svg.setResolution(view.logicalDpiY());
    svg.setTitle(view.chartTitle());
    svg.setDescription(ChartExport::tr("Exported from Ridgeline"));
    QPainter painter;
    if (!painter.begin(&svg))
        return ChartExport::tr("the SVG generator could not start");
    setHints(painter);
    renderChartWithCaption(view, painter, QRectF(QPoint(), options.size), options.size, caption);
    painter.end();
    return {};
}

QString writePdf(ChartView& view, QIODevice& device, const ExportOptions& options,
                 const QString& caption) {
    const int dpi = view.logicalDpiY();
    QPdfWriter pdf(&device);
    pdf.setResolution(dpi);
    pdf.setCreator(QStringLiteral("Ridgeline"));
    pdf.setTitle(view.chartTitle());
    const QSizeF points = QSizeF(options.size) * pointsPerInch / dpi;
    const bool wide = points.width() > points.height();
    pdf.setPageLayout(QPageLayout(QPageSize(wide ? points.transposed() : points, QPageSize::Point,
                                            QString(), QPageSize::ExactMatch),
                                  wide ? QPageLayout::Landscape : QPageLayout::Portrait,
                                  QMarginsF()));
    QPainter painter;
    if (!painter.begin(&pdf))
        return ChartExport::tr("the PDF writer could not start");
    setHints(painter);
    const QRectF page(QPointF(), pdf.pageLayout().fullRectPixels(dpi).size());
    renderChartWithCaption(view, painter, page, options.size, caption);
    painter.end();
    return {};
}

} // namespace

QString chartBaseName(int chartIndex) {
    switch (chartIndex) {
    case RooflineIndex:
        return QStringLiteral("roofline");
    case MemoryIndex:
        return QStringLiteral("memory");
    case KvCacheIndex:
        return QStringLiteral("kv-cache");
    case CostIndex:
        return QStringLiteral("cost");
    case ScalingIndex:
        return QStringLiteral("scaling");
    case TimeCostIndex:
        return QStringLiteral("time-cost");
    case ServingIndex:
        return QStringLiteral("serving");
    default:
        return {};
    }
}

ExportOptions slideExportOptions() {
    return {QSize(1920, 1080), 1.0, 2.0};
}

QString formatExtension(ExportFormat format) {
    switch (format) {
    case ExportFormat::Png:
        return QStringLiteral("png");
    case ExportFormat::Svg:
        return QStringLiteral("svg");
    case ExportFormat::Pdf:
        return QStringLiteral("pdf");
    case ExportFormat::Csv:
        return QStringLiteral("csv");
    }
    return {};
}

std::optional<ExportFormat> formatFromName(const QString& name) {
    const QString n = name.trimmed().toLower();
    for (ExportFormat f :
         {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf, ExportFormat::Csv})
        if (n == formatExtension(f))
            return f;
    return std::nullopt;
}

void renderChart(ChartView& view, QPainter& painter, const QRectF& target, QSize logicalSize,
                 bool withTitle) {
    const ChartLayoutGuard guard(view, logicalSize, withTitle);
    QChart* chart = view.chart();
    const QRectF source = chart->mapRectToScene(QRectF(QPointF(), chart->size()));
    chart->scene()->render(&painter, target, source, Qt::IgnoreAspectRatio);
}

void renderChartWithCaption(ChartView& view, QPainter& painter, const QRectF& target,
                            QSize logicalSize, const QString& caption) {
    if (caption.isEmpty() || logicalSize.isEmpty()) {
        renderChart(view, painter, target, logicalSize);
        return;
    }
    const QFont font = view.font();
    const int margin = QFontMetrics(font).height() / 2;
    const int width = logicalSize.width() - 2 * margin;
    const int textHeight = QFontMetrics(font)
                               .boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, caption)
                               .height();
    // The caption takes at most a third of the height; the chart keeps the rest.
    const int captionHeight = std::min(textHeight + 2 * margin, logicalSize.height() / 3);
    const QSize chartSize(logicalSize.width(), logicalSize.height() - captionHeight);
    const qreal sx = target.width() / logicalSize.width();
    const qreal sy = target.height() / logicalSize.height();
    renderChart(view, painter,
                QRectF(target.topLeft(), QSizeF(target.width(), chartSize.height() * sy)),
                chartSize);
    painter.save();
    painter.translate(target.left(), target.top() + chartSize.height() * sy);
    painter.scale(sx, sy);
    painter.setFont(font);
    painter.setPen(view.palette().color(QPalette::WindowText));
    painter.drawText(QRectF(margin, margin / 2.0, width, captionHeight - margin / 2.0),
                     Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, caption);
    painter.restore();
}

QImage chartImage(ChartView& view, QSize size, qreal scale, const QString& caption) {
    if (size.isEmpty() || scale <= 0)
        return {};
    QImage image((QSizeF(size) * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image;
    image.setDevicePixelRatio(scale);
    image.fill(background(view));
    QPainter painter(&image);
    setHints(painter);
    renderChartWithCaption(view, painter, QRectF(QPoint(), size), size, caption);
    painter.end();
    return image;
}

QString exportChart(ChartView& view, const ChartData& data, int chartIndex, ExportFormat format,
                    const QString& path, const ExportOptions& options, const QString& caption) {
    if (chartBaseName(chartIndex).isEmpty())
        return ChartExport::tr("Cannot write %1: there is no chart number %2.")
            .arg(path)
            .arg(chartIndex);
    const bool sizeOk =
        options.size.width() >= minExportSide && options.size.height() >= minExportSide &&
        options.size.width() <= maxExportSide && options.size.height() <= maxExportSide &&
        options.scale > 0 && options.scale <= maxExportScale;
    if (format != ExportFormat::Csv && !sizeOk)
        return ChartExport::tr("Cannot write %1: the size %2x%3 at scale %4 is not valid "
                               "(allowed: %5..%6 pixels a side, scale up to %7).")
            .arg(path)
            .arg(options.size.width())
            .arg(options.size.height())
            .arg(options.scale)
            .arg(minExportSide)
            .arg(maxExportSide)
            .arg(maxExportScale);
    if (format != ExportFormat::Csv &&
        !(options.textScale >= 1 && options.textScale <= maxExportTextScale))
        return ChartExport::tr("Cannot write %1: the text scale %2 is not valid (allowed: 1 to "
                               "%3).")
            .arg(path)
            .arg(options.textScale)
            .arg(maxExportTextScale);
    return saveAtomically(path, [&](QIODevice& device) -> QString {
        const TextScaleGuard large(view, format == ExportFormat::Csv ? 1.0 : options.textScale);
        switch (format) {
        case ExportFormat::Png:
            return writePng(view, device, options, caption);
        case ExportFormat::Svg:
            return writeSvg(view, device, options, caption);
        case ExportFormat::Pdf:
            return writePdf(view, device, options, caption);
        case ExportFormat::Csv: {
            const QByteArray text = chartCsv(data, chartIndex, view.memoryUnit()).toUtf8();
            if (device.write(text) != text.size())
                return device.errorString();
            return {};
        }
        }
        return {};
    });
}

QString exportView(ChartView& view, ExportFormat format, const QString& path,
                   const ExportOptions& options) {
    if (format == ExportFormat::Csv)
        return ChartExport::tr("Cannot write %1: this chart exports as PNG, SVG or PDF.").arg(path);
    if (options.size.isEmpty() || options.scale <= 0)
        return ChartExport::tr("Cannot write %1: the size %2x%3 at scale %4 is not valid.")
            .arg(path)
            .arg(options.size.width())
            .arg(options.size.height())
            .arg(options.scale);
    return saveAtomically(path, [&](QIODevice& device) -> QString {
        if (format == ExportFormat::Png)
            return writePng(view, device, options, QString());
        if (format == ExportFormat::Svg)
            return writeSvg(view, device, options, QString());
        return writePdf(view, device, options, QString());
    });
}

void copyChartToClipboard(ChartView& view) {
    const QSize size = view.size().expandedTo(view.minimumSize());
    const QImage image = chartImage(view, size, 2.0);
    if (!image.isNull())
        QGuiApplication::clipboard()->setImage(image);
}

} // namespace ridgeline::ui
