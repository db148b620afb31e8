// Scenario files on disk (.ridgeline.json, docs/scenario-format.md): reading with the checks a
// desktop tool owes its user (size limit, text encoding, every bad field named) and atomic writing.
#pragma once

#include "core/base/problems.h"
#include "core/base/user_json.h"
#include "core/catalogue/catalogue.h"
#include "core/scenario/scenario.h"

#include <QCoreApplication>
#include <QString>

namespace ridgeline::ui {

/// Translation context of the file messages.
class ScenarioFile {
    Q_DECLARE_TR_FUNCTIONS(ScenarioFile)
};

/// Files larger than this are refused before they are read (a scenario is a few KiB).
inline constexpr qint64 maxScenarioFileBytes = qint64(maxScenarioBytes);

/// The extension of scenario files, with its leading dot.
inline const QString scenarioSuffix = QStringLiteral(".ridgeline.json");

/// Reads and validates the scenario at `path` (a file name or a ":/" resource). On failure the
/// problems name the field paths; problems about the file itself (missing, too large, not UTF-8
/// text) have the path "file".
Result<Scenario> readScenarioFile(const QString& path, const Catalogue& catalogue);

/// Writes the scenario as JSON to `path` atomically. Returns an empty string on success, else a
/// message naming the file and the reason (the old file is then untouched).
QString writeScenarioFile(const QString& path, const Scenario& scenario,
                          const Catalogue& catalogue);

/// The "name" field of a scenario file, or the file name without the extension when it has none.
QString scenarioDisplayName(const QString& path, const Scenario* scenario = nullptr);

/// One line per problem in the window's language (problemText(), ui/model/problem_text.h).
QStringList describeProblems(const Problems& problems);

} // namespace ridgeline::ui
