#include "command_line.h"

#include "ui/document/scenario_file.h"
#include "ui/export/chart_export.h"

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
                                    "Write the PDF report of --scenario to this file and exit."),
        QStringLiteral("file"));
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        QCoreApplication::translate("CommandLine",
                                    "For --export and --report: compare these configurations "
                                    "instead of the scenario's hardware.compare, comma "
                                    "separated, each ID[:COUNT[:TP]] (h100-sxm:8:8)."),
        QStringLiteral("specs"));
    parser.addOptions({screenshot, scenario, size, exportDir, format, report, compare});
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
    if (!parser.positionalArguments().isEmpty()) {
        printError(
            QStringLiteral("unexpected argument: %1").arg(parser.positionalArguments().first()));
        exitCode = 2;
        return std::nullopt;
    }
    GuiOptions options;
    options.screenshot = parser.value(screenshot);
    options.scenario = parser.value(scenario);
    options.exportDir = parser.value(exportDir);
    options.report = parser.value(report);
    const auto list = [&parser](const QCommandLineOption& o) {
        return parser.value(o).split(QLatin1Char(','), Qt::SkipEmptyParts);
    };
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
