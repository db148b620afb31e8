// `ridgeline --scenario FILE --export DIR` and `--report OUT.pdf`: the charts and the report
// written without showing a window (the caller picks the offscreen platform when there is no
// display). Shared by main() and the tests.
#pragma once

#include "ui/units.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>

namespace ridgeline {
class Catalogue;
}

namespace ridgeline::ui {

class Headless {
    Q_DECLARE_TR_FUNCTIONS(Headless)
};

struct HeadlessOptions {
    QString scenario;  ///< scenario file (required)
    QString exportDir; ///< write roofline.*, memory.*, kv-cache.*, cost.* here (created)
    QStringList formats{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"),
                        QStringLiteral("csv")};
    QSize size{1280, 800}; ///< chart size in logical pixels (PNG at 2x)
    QString report;        ///< write the PDF report here
    QStringList compare;   ///< ID[:COUNT[:TP]] specs that replace the scenario's comparison
    units::MemoryUnit memoryUnit = units::MemoryUnit::binary; ///< of the charts, CSV and report
};

/// Runs the export and/or report. Errors go to `printError` one line each. Returns the exit
/// status: 0 done; 2 invalid input (scenario problems, unknown format or GPU; nothing written);
/// 1 an output could not be written.
int runHeadless(const HeadlessOptions& options, const Catalogue& catalogue,
                const std::function<void(const QString&)>& printError);

} // namespace ridgeline::ui
