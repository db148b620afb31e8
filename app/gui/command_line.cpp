#include "command_line.h"

#include "ui/document/scenario_file.h"
#include "ui/export/chart_export.h"
#include "ui/export/report.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cstdio>
#include <string_view>

namespace ridgeline::app {

void printError(const QString& line) {
    std::fprintf(stderr, "%s\n", qPrintable(line));
}

bool wantsHeadless(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view a(argv[i]);
        // Help and version print and exit: they need no display either.
        if (a == "--help" || a == "-h" || a == "--help-all" || a == "--version" || a == "-v")
            return true;
        for (std::string_view flag :
             {"--export", "--report", "--screenshot", "-export", "-report", "-screenshot"}) {
            if (a == flag ||
                (a.starts_with(flag) && a.size() > flag.size() && a[flag.size()] == '='))
                return true;
        }
    }
    return false;
}

std::optional<GuiOptions> parseCommandLine(const QStringList& arguments, int& exitCode) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "CommandLine",
        "Which GPU, how many, and what it will cost, for LLM inference and training."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("CommandLine", "Render the window to a PNG file and exit."),
        QStringLiteral("file"));
    const QCommandLineOption scenario(
        QStringLiteral("scenario"),
        QCoreApplication::translate("CommandLine", "Start on this scenario file."),
        QStringLiteral("file"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        QCoreApplication::translate("CommandLine",
                                    "Window size for --screenshot (default 1280x800)."),
        QStringLiteral("WxH"));
    const QCommandLineOption exportDir(
        QStringLiteral("export"),
        QCoreApplication::translate("CommandLine",
                                    "Write the four charts of --scenario into this folder and "
                                    "exit (no window; works without a display)."),
        QStringLiteral("dir"));
    const QCommandLineOption format(
        QStringLiteral("format"),
        QCoreApplication::translate("CommandLine", "Formats for --export, comma separated (default "
                                                   "png,svg,pdf,csv)."),
        QStringLiteral("list"));
    const QCommandLineOption report(
        QStringLiteral("report"),
        QCoreApplication::translate("CommandLine",
                                    "Write the report of --scenario to this file and exit: a PDF, "
                                    "or one HTML page when the name ends in .html."),
        QStringLiteral("file"));
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        QCoreApplication::translate("CommandLine",
                                    "For --export and --report: compare these configurations "
                                    "instead of the scenario's hardware.compare, comma "
                                    "separated, each ID[:COUNT[:TP]] (h100-sxm:8:8)."),
        QStringLiteral("specs"));
    const QCommandLineOption lesson(
        QStringLiteral("lesson"),
        QCoreApplication::translate("CommandLine",
                                    "Start the lesson with this id (File > Lessons) or this "
                                    "lesson file."),
        QStringLiteral("id"));
    const QCommandLineOption step(
        QStringLiteral("step"),
        QCoreApplication::translate("CommandLine", "With --lesson: start at this step (from 1)."),
        QStringLiteral("n"));
    const QCommandLineOption presenter(
        QStringLiteral("presenter"),
        QCoreApplication::translate("CommandLine",
                                    "Start in the presenter view (large text, high contrast)."));
    const QCommandLineOption units(
        QStringLiteral("units"),
        QCoreApplication::translate("CommandLine",
                                    "Show memory in gib (binary, the default) or gb (decimal) "
                                    "for this run, in the window, exports and the report."),
        QStringLiteral("unit"));
    const QCommandLineOption set(
        QStringLiteral("set"),
        QCoreApplication::translate("CommandLine",
                                    "Change a scenario field after the start, as one undoable "
                                    "edit (repeatable), e.g. workload.batch=64."),
        QStringLiteral("field=value"));
    const QCommandLineOption autosaveRestore(
        QStringLiteral("autosave-restore"),
        QCoreApplication::translate("CommandLine",
                                    "When the last session did not exit cleanly: ask (default), "
                                    "restore or discard its autosaved scenario without asking."),
        QStringLiteral("answer"));
    const QCommandLineOption dumpGeometry(
        QStringLiteral("dump-geometry"),
        QCoreApplication::translate("CommandLine",
                                    "While the window runs, write where each chart, its plot "
                                    "area and its series are on the screen to this JSON file "
                                    "(for tests that check a screen capture)."),
        QStringLiteral("file"));
    parser.addOptions({screenshot, scenario, size, exportDir, format, report, compare, lesson, step,
                       presenter, units, set, autosaveRestore, dumpGeometry});
    // The desktop entry opens a file as `ridgeline FILE`: a lone file argument is --scenario.
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QCoreApplication::translate("CommandLine", "A scenario file to open (as --scenario)."),
        QStringLiteral("[file]"));
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        exitCode = 2;
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fprintf(stdout, "%s", qPrintable(parser.helpText()));
        exitCode = 0;
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::fprintf(stdout, "ridgeline %s\n", qPrintable(QCoreApplication::applicationVersion()));
        exitCode = 0;
        return std::nullopt;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1 || (files.size() == 1 && parser.isSet(scenario))) {
        printError(QStringLiteral("unexpected argument: %1 (allowed: one scenario file, given "
                                  "either alone or with --scenario)")
                       .arg(files.last()));
        exitCode = 2;
        return std::nullopt;
    }
    GuiOptions options;
    options.screenshot = parser.value(screenshot);
    options.scenario = files.isEmpty() ? parser.value(scenario) : files.first();
    options.exportDir = parser.value(exportDir);
    options.report = parser.value(report);
    // The report is a PDF or an HTML page, chosen by the name: another name would get one of
    // them under it without a word.
    if (!options.report.isEmpty() &&
        !options.report.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) &&
        !ui::isHtmlReportPath(options.report)) {
        printError(QStringLiteral("--report: %1 is neither a .pdf nor an .html file (the report "
                                  "is written as PDF or HTML; allowed: a file name ending in "
                                  ".pdf, .html or .htm)")
                       .arg(options.report));
        exitCode = 2;
        return std::nullopt;
    }
    const auto list = [&parser](const QCommandLineOption& o) {
        return parser.value(o).split(QLatin1Char(','), Qt::SkipEmptyParts);
    };
    options.lesson = parser.value(lesson);
    options.presenter = parser.isSet(presenter);
    options.dumpGeometry = parser.value(dumpGeometry);
    options.units = parser.value(units).toLower();
    if (parser.isSet(units) && options.units != QLatin1String("gib") &&
        options.units != QLatin1String("gb")) {
        printError(QStringLiteral("--units: \"%1\" is not a memory unit (allowed: gib, gb)")
                       .arg(parser.value(units)));
        exitCode = 2;
        return std::nullopt;
    }
    if (parser.isSet(step)) {
        bool ok = false;
        options.step = parser.value(step).toInt(&ok);
        if (!ok || options.step < 1 || options.lesson.isEmpty()) {
            printError(QStringLiteral("--step: \"%1\" needs --lesson and a step number from 1")
                           .arg(parser.value(step)));
            exitCode = 2;
            return std::nullopt;
        }
    }
    if ((!options.lesson.isEmpty() || options.presenter) &&
        (!options.exportDir.isEmpty() || !options.report.isEmpty())) {
        printError(QStringLiteral("--lesson and --presenter show the window: they cannot be "
                                  "combined with --export or --report"));
        exitCode = 2;
        return std::nullopt;
    }
    options.set = parser.values(set);
    if (!options.set.isEmpty() && (!options.exportDir.isEmpty() || !options.report.isEmpty())) {
        printError(QStringLiteral("--set changes the window's scenario: it cannot be combined with "
                                  "--export or --report (allowed: a scenario file with the "
                                  "change)"));
        exitCode = 2;
        return std::nullopt;
    }
    if (parser.isSet(autosaveRestore)) {
        const QString answer = parser.value(autosaveRestore);
        if (answer == QLatin1String("restore") || answer == QLatin1String("discard")) {
            options.autosaveRestore = answer == QLatin1String("restore");
        } else if (answer != QLatin1String("ask")) {
            printError(QStringLiteral("--autosave-restore: \"%1\" is not an answer (allowed: "
                                      "ask, restore, discard)")
                           .arg(answer));
            exitCode = 2;
            return std::nullopt;
        }
    }
    options.formats = list(format);
    options.compare = list(compare);
    if (options.headless() && options.scenario.isEmpty()) {
        printError(QStringLiteral("--export and --report need --scenario FILE"));
        exitCode = 2;
        return std::nullopt;
    }
    if (options.headless() && !options.screenshot.isEmpty()) {
        printError(QStringLiteral("--screenshot cannot be combined with --export or --report"));
        exitCode = 2;
        return std::nullopt;
    }
    if (parser.isSet(size)) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
        const QRegularExpressionMatch m = pattern.match(parser.value(size));
        if (!m.hasMatch()) {
            printError(QStringLiteral("--size: \"%1\" is not WIDTHxHEIGHT (allowed: e.g. 1280x800)")
                           .arg(parser.value(size)));
            exitCode = 2;
            return std::nullopt;
        }
        options.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
        if (std::min(options.size.width(), options.size.height()) < ui::minExportSide ||
            std::max(options.size.width(), options.size.height()) > ui::maxExportSide) {
            printError(QStringLiteral("--size: %1 is out of range (allowed: %2..%3 pixels a side)")
                           .arg(parser.value(size))
                           .arg(ui::minExportSide)
                           .arg(ui::maxExportSide));
            exitCode = 2;
            return std::nullopt;
        }
    }
    return options;
}

std::optional<Scenario> readScenarioFile(const QString& path, const Catalogue& catalogue) {
    Result<Scenario> result = ui::readScenarioFile(path, catalogue);
    if (!result) {
        for (const QString& line : ui::describeProblems(result.problems()))
            printError(line);
        return std::nullopt;
    }
    return std::move(result).value();
}

} // namespace ridgeline::app
