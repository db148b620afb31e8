// Small pieces of HTML and text the report's sections are built from (report_html.cpp).
#pragma once

#include "ui/export/report.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <utility>

namespace ridgeline::ui::detail {

using Row = std::pair<QString, QString>; // label, value (plain text)

QString esc(const QString& text);
QString esc(const std::string& text);
QString version(const ReportInput& in);
QString scenarioName(const ReportInput& in);
QString modelName(const ReportInput& in);
bool training(const ReportInput& in);
QString choiceName(const GpuChoice& c);
int primaryIndex(const ReportInput& in);
const Results* primaryResults(const ReportInput& in);
QString primaryHardware(const ReportInput& in);
QString yesNo(bool value);
QString orDash(const QString& text);
QString perMillion(const std::optional<double>& usd);
/// "$0.419 (0.377-0.466) per 1M tokens": with its P10-P90 range when it has one.
QString perMillion(const std::optional<double>& usd, const std::optional<Range>& range);
/// "$94,187 (84,768-104,652)", or the plain amount without a range.
QString usdRange(const std::optional<double>& usd, const std::optional<Range>& range);
/// What the bracketed ranges mean, with the spread they come from.
QString rangeNote(const Results& r);
/// Vertical space between blocks.
QString spacer();
/// A key-value table.
QString table(const QList<Row>& rows);
/// Two key-value tables side by side, each under its heading.
QString pair(const QString& leftTitle, const QList<Row>& left, const QString& rightTitle,
             const QList<Row>& right);
/// A table with a header row; row `emphasised` is bold (-1: none).
QString gridTable(const QStringList& header, const QList<QStringList>& rows, int emphasised);
QString memoryLine(const MemoryFigures& m, units::MemoryUnit unit);
QString fitsLine(const Results& r);
QString boundName(Bound b);
/// Each shown pass's verdict against its own effective ridge (decode and prefill, or the
/// training step), and the engine's and datasheet ridges.
QList<Row> verdictRows(const Results& r, bool training, units::MemoryUnit unit);

} // namespace ridgeline::ui::detail
