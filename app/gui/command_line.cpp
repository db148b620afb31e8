#include "command_line.h"

#include "core/scenario_io.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

#include <cstdio>

namespace ridgeline::app {

namespace {

void printError(const QString& line) {
    std::fprintf(stderr, "%s\n", qPrintable(line));
}

} // namespace

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
    parser.addOptions({screenshot, scenario, size});
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
    }
    return options;
}

std::optional<Scenario> readScenarioFile(const QString& path, const Catalogue& catalogue) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        printError(QStringLiteral("%1: cannot read: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    const QByteArray text = file.readAll();
    Result<Scenario> result =
        parseScenario(std::string_view(text.constData(), std::size_t(text.size())), catalogue);
    if (!result) {
        for (const Problem& p : result.problems())
            printError(QString::fromStdString(describe(p)));
        return std::nullopt;
    }
    return std::move(result).value();
}

} // namespace ridgeline::app
