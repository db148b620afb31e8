// The records of a CSV the app wrote, read by the core's RFC-4180 reader (core/base/csv.h): quoted
// fields may hold commas, quotes ("") and line breaks; empty lines are skipped. Shared by the UI
// tests that read the chart exports.
#pragma once

#include "core/base/csv.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ridgeline::test {

/// The rows of `text`; none when the reader refuses it (a quote never closed).
inline QList<QStringList> csvRows(const QString& text) {
    const Result<CsvRecords> records =
        parseCsv(text.toStdString(), "chart export", {1'000'000, 1 << 20, 10'000});
    QList<QStringList> rows;
    if (!records)
        return rows;
    for (const std::vector<std::string>& record : records.value()) {
        QStringList row;
        for (const std::string& field : record)
            row << QString::fromStdString(field);
        rows << row;
    }
    return rows;
}

} // namespace ridgeline::test
