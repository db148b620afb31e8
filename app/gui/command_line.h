// The desktop app's command line: --screenshot FILE [--scenario FILE] [--size WxH] [--lesson ID
// [--step N]] [--presenter] [--dump-geometry FILE] [--units gib|gb] [--set FIELD=VALUE]
// [--autosave-restore ask|restore|discard], and the headless exports --scenario FILE --export DIR
// [--format LIST]
// [--size WxH] / --report OUT.pdf.
#pragma once

#include "core/catalogue/catalogue.h"
#include "core/scenario/scenario.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

namespace ridgeline::app {

using ridgeline::Catalogue;
using ridgeline::Scenario;

struct GuiOptions {
    QString screenshot;     ///< write a PNG of the window here and exit
    QString scenario;       ///< start on this scenario file instead of the last state
    QSize size{1280, 800};  ///< window size for the screenshot, chart size for --export
    QString exportDir;      ///< headless: write the four charts here
    QStringList formats;    ///< headless: png, svg, pdf, csv (empty: all four)
    QString report;         ///< headless: write the PDF report here
    QStringList compare;    ///< headless: GPU ids compared with the scenario's
    QString lesson;         ///< start this lesson (a shipped lesson's id or a lesson file)
    int step = 1;           ///< at this step of it (1-based, as the lesson bar counts)
    bool presenter = false; ///< start in the presenter view
    QString dumpGeometry;   ///< write the charts' screen geometry here while the window runs
    /// Memory unit for this run ("gib" or "gb"; empty: the one chosen under View > Units).
    QString units;
    QStringList set; ///< FIELD=VALUE scenario edits made after the start (one undo step)
    /// The answer to the restore question after a crash: nullopt asks the user.
    std::optional<bool> autosaveRestore;

    bool headless() const { return !exportDir.isEmpty() || !report.isEmpty(); }
};

/// Whether the raw arguments ask for a headless export or a screenshot (checked before
/// QApplication exists, to choose the offscreen platform when there is no display).
bool wantsHeadless(int argc, char** argv);

/// Parses the arguments (argv[0] included). Returns nullopt after printing the reason (or
/// --help / --version) and sets `exitCode`: 0 for help and version, 2 for invalid arguments.
std::optional<GuiOptions> parseCommandLine(const QStringList& arguments, int& exitCode);

/// Reads and checks a scenario file. When it cannot be read or is invalid, prints one line per
/// problem ("path: message") to stderr and returns nullopt (the caller exits with 2).
std::optional<Scenario> readScenarioFile(const QString& path, const Catalogue& catalogue);

/// Prints a line to stderr.
void printError(const QString& line);

} // namespace ridgeline::app
