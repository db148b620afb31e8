// The report as one self-contained HTML page: the text parts the PDF is made of
// (report_html.h), so every number is the PDF's, and each chart as an SVG image inside the page
// (a data: URL), so the file opens anywhere with nothing fetched from elsewhere.
#include "ui/charts/chart_view.h"
#include "ui/export/chart_export.h"
#include "ui/export/print_palette.h"
#include "ui/export/report.h"
#include "ui/export/report_html.h"
#include "ui/export/report_parts.h"
#include "ui/export/save_file.h"

#include <QBuffer>
#include <QLocale>
#include <QPainter>
#include <QSvgGenerator>

namespace ridgeline::ui {

namespace {

/// The size charts are laid out at in the page, in CSS pixels; the page scales them to its width.
constexpr QSize chartSize(960, 560);

// The page's own layout around the report's style sheet: a readable column, tables as in the
// PDF, charts as wide as the column.
QString pageStyle() {
    return QStringLiteral(
        "body { font-family: 'Noto Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; "
        "color: #202428; max-width: 190mm; margin: 12mm auto; padding: 0 8mm; }"
        "table { border-collapse: collapse; }"
        "td, th { padding: 2px 6px; text-align: left; vertical-align: top; }"
        "figure { margin: 14px 0 18px 0; }"
        "figure img { width: 100%; height: auto; border-bottom: 1px solid #d5dbe3; }"
        "footer { margin-top: 24px; border-top: 1px solid #b8c2cc; padding-top: 4px; "
        "font-size: 7.5pt; color: #505a64; }");
}

// The chart in the print palette, without its title (the caption under it names it), as SVG.
QByteArray chartSvg(ChartView& view) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(chartSize);
    svg.setViewBox(QRect(QPoint(), chartSize));
    svg.setResolution(view.logicalDpiY());
    svg.setTitle(view.chartTitle());
    QPainter painter;
    if (!painter.begin(&svg))
        return {};
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    {
        const PrintPaletteGuard palette(view);
        renderChart(view, painter, QRectF(QPoint(), chartSize), chartSize, false);
    }
    painter.end();
    return buffer.data();
}

QString figures(const ReportInput& in) {
    QString html;
    const bool training = in.scenario.workload.mode == Mode::training;
    int figure = 0;
    for (int i = 0; i < int(in.charts.size()) && i < chartCount; ++i) {
        ChartView* view = in.charts[i];
        if (!view)
            continue;
        // In training mode the lower row holds scaling and time and cost (ChartIndex 4, 5).
        const int kind = training && i >= 2 ? i + 2 : i;
        const QByteArray svg = chartSvg(*view);
        html += QStringLiteral("<figure><img alt=\"%1\" src=\"data:image/svg+xml;base64,%2\"/>"
                               "<figcaption>%3</figcaption></figure>")
                    .arg(detail::esc(view->chartTitle()), QString::fromLatin1(svg.toBase64()),
                         detail::reportCaptionHtml(kind, ++figure));
    }
    return html;
}

} // namespace

bool isHtmlReportPath(const QString& path) {
    return path.endsWith(QLatin1String(".html"), Qt::CaseInsensitive) ||
           path.endsWith(QLatin1String(".htm"), Qt::CaseInsensitive);
}

QString htmlReport(const ReportInput& in) {
    QString page =
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\"/>"
                       "<meta name=\"generator\" content=\"Ridgeline %2\"/>"
                       "<title>%3</title><style>%4 %5</style></head><body>\n")
            .arg(QLocale().bcp47Name(), detail::esc(detail::version(in)),
                 detail::esc(Report::tr("Ridgeline report: %1").arg(detail::scenarioName(in))),
                 pageStyle(), detail::reportStyleSheet());
    page += detail::reportFrontHtml(in) + QLatin1Char('\n');
    page += figures(in) + QLatin1Char('\n');
    page += detail::reportFormulasHtml(in) + QLatin1Char('\n');
    page += QStringLiteral("<footer>%1</footer>\n</body></html>\n")
                .arg(detail::esc(detail::reportFooterText(in)));
    return page;
}

QString writeHtmlReport(const ReportInput& in, const QString& path) {
    return saveAtomically(path, [&](QIODevice& device) {
        const QByteArray bytes = htmlReport(in).toUtf8();
        return device.write(bytes) == bytes.size() ? QString() : device.errorString();
    });
}

} // namespace ridgeline::ui
