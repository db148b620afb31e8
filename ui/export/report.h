// The report: one A4 PDF an engineer can attach to a purchase proposal, or the same as one
// self-contained HTML page. Title block, summary and comparison, the scenario's parameters, the
// four charts as vectors with captions, and the formulas with this scenario's numbers
// substituted.
#pragma once

#include "core/catalogue/catalogue.h"
#include "core/charts/chart_data.h"
#include "core/scenario/scenario.h"
#include "ui/units.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <vector>

namespace ridgeline::ui {

class ChartView;

/// Translation context of the report.
class Report {
    Q_DECLARE_TR_FUNCTIONS(Report)
};

struct ReportInput {
    const Scenario& scenario;
    const Catalogue& catalogue;
    const ChartData& data;          ///< buildChartData(scenario, choices)
    std::vector<GpuChoice> choices; ///< the compared GPUs, in the order of `data`
    int primary = 0;                ///< the choice the summary is about
    /// The charts in chartIndex order (roofline, memory, KV cache, cost), already showing
    /// `data`; null entries or a shorter list leave those charts out. They are laid out at print
    /// size, in a light palette, for the duration of the call and restored afterwards.
    QList<ChartView*> charts;
    QString version; ///< "0.1.0"; empty: QCoreApplication::applicationVersion()
    QDateTime created = QDateTime::currentDateTime();
    /// The unit memory is shown in (the window's ScenarioModel::memoryUnit()).
    units::MemoryUnit memoryUnit = units::MemoryUnit::binary;
};

/// Writes the report to `path` atomically. Returns an empty string on success, else a message
/// naming the file and the reason.
QString writeReport(const ReportInput& in, const QString& path);

/// Whether `path` names an HTML report (".html" or ".htm", in any case) rather than a PDF.
bool isHtmlReportPath(const QString& path);
/// The report as one HTML page: the PDF's text parts with the same numbers, each chart as an
/// SVG image inside the page (a data: URL, nothing to fetch), UTF-8.
QString htmlReport(const ReportInput& in);
/// Writes htmlReport() to `path` atomically. Returns an empty string on success, else a
/// message naming the file and the reason.
QString writeHtmlReport(const ReportInput& in, const QString& path);

/// Pages the report has (the same layout writeReport() produces), for tests and previews.
int reportPageCount(const ReportInput& in);

} // namespace ridgeline::ui
