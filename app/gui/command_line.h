// The desktop app's command line: --screenshot FILE [--scenario FILE] [--size WxH].
#pragma once

#include "core/catalogue.h"
#include "core/scenario.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

namespace ridgeline::app {

using ridgeline::Catalogue;
using ridgeline::Scenario;

struct GuiOptions {
    QString screenshot;    ///< write a PNG of the window here and exit
    QString scenario;      ///< start on this scenario file instead of the last state
    QSize size{1280, 800}; ///< window size for the screenshot
};

/// Parses the arguments (argv[0] included). Returns nullopt after printing the reason (or
/// --help / --version) and sets `exitCode`: 0 for help and version, 2 for invalid arguments.
std::optional<GuiOptions> parseCommandLine(const QStringList& arguments, int& exitCode);

/// Reads and checks a scenario file. When it cannot be read or is invalid, prints one line per
/// problem ("path: message") to stderr and returns nullopt (the caller exits with 2).
std::optional<Scenario> readScenarioFile(const QString& path, const Catalogue& catalogue);

} // namespace ridgeline::app
