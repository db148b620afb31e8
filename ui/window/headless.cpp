#include "ui/window/headless.h"

#include "ui/export/save_file.h"

#include "core/files/compare_spec.h"
#include "ui/charts/chart_view.h"
#include "ui/document/scenario_file.h"
#include "ui/document/state_editor.h"
#include "ui/export/chart_export.h"
#include "ui/export/report.h"
#include "ui/layout/chart_grid.h"
#include "ui/model/scenario_model.h"

#include <QDir>
#include <QFileInfo>

namespace ridgeline::ui {

int runHeadless(const HeadlessOptions& options, const Catalogue& catalogue,
                const std::function<void(const QString&)>& printError) {
    // Everything is checked before anything is written.
    int status = 0;
    QList<ExportFormat> formats;
    for (const QString& name : options.formats) {
        if (const auto f = formatFromName(name.trimmed()))
            formats << *f;
        else {
            printError(Headless::tr("--format: unknown format \"%1\" (allowed: png, svg, pdf, csv)")
                           .arg(name));
            status = 2;
        }
    }
    if (!options.exportDir.isEmpty() && formats.isEmpty() && status == 0) {
        printError(Headless::tr("--format: no format given (allowed: png, svg, pdf, csv)"));
        status = 2;
    }
    Result<Scenario> scenario = readScenarioFile(options.scenario, catalogue);
    if (!scenario) {
        for (const QString& line : describeProblems(scenario.problems()))
            printError(line);
        status = 2;
    }
    if (status != 0)
        return status;

    if (!options.compare.isEmpty()) {
        const Problems problems = applyCompareSpecs(
            options.compare.join(QLatin1Char(',')).toStdString(), scenario.value(), catalogue);
        for (const QString& line : describeProblems(problems))
            printError(line);
        if (!problems.empty())
            return 2;
    }
    ScenarioModel model(catalogue);
    model.setMemoryUnit(options.memoryUnit);
    model.setState(stateFromScenario(scenario.value(), catalogue));
    model.flush();
    StateEditor editor(&model); // nothing is edited: no undo history
    ChartGrid grid(&editor);
    grid.resize(options.size);

    if (!options.exportDir.isEmpty()) {
        ExportOptions exportOptions;
        exportOptions.size = options.size;
        // All charts or none: a failure leaves the folder as it was (saveFolderAtomically).
        const QString error = saveFolderAtomically(options.exportDir, [&](const QDir& dir) {
            for (int i = 0; i < grid.charts().size(); ++i) {
                // The serving curve when the scenario serves a load (workload.serving).
                if (grid.chartIndex(i) == ServingIndex && !model.chartData().serving)
                    continue;
                for (ExportFormat f : formats) {
                    const int chart = grid.chartIndex(i);
                    const QString path =
                        dir.filePath(chartBaseName(chart) + QLatin1Char('.') + formatExtension(f));
                    const QString problem = exportChart(*grid.charts()[i], model.chartData(), chart,
                                                        f, path, exportOptions);
                    if (!problem.isEmpty())
                        return problem;
                }
            }
            return QString();
        });
        if (!error.isEmpty()) {
            printError(error);
            return 1;
        }
    }
    if (!options.report.isEmpty()) {
        const QFileInfo info(options.report);
        if (!info.absoluteDir().exists() && !QDir().mkpath(info.absolutePath())) {
            printError(Headless::tr("%1: cannot create the folder").arg(info.absolutePath()));
            return 1;
        }
        const ReportInput in{.scenario = model.scenario(),
                             .catalogue = model.catalogue(),
                             .data = model.chartData(),
                             .choices = model.gpuChoices(),
                             .primary = model.primaryIndex(),
                             .charts = grid.charts(),
                             .version = {},
                             .created = QDateTime::currentDateTime(),
                             .memoryUnit = model.memoryUnit()};
        const QString error = isHtmlReportPath(options.report) ? writeHtmlReport(in, options.report)
                                                               : writeReport(in, options.report);
        if (!error.isEmpty()) {
            printError(error);
            return 1;
        }
    }
    return 0;
}

} // namespace ridgeline::ui
