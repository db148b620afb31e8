// ridgeline: the desktop explorer. Starts on the last state (or the built-in default scenario
// with four GPUs to compare); --screenshot renders the window to a PNG and exits; --export and
// --report write the charts or the report of a scenario without a window.
#include "command_line.h"

#include "core/base/text_file.h"
#include "core/base/user_json.h"
#include "core/calibration/measurements.h"
#include "ui/document/autosave.h"
#include "ui/document/document.h"
#include "ui/document/import_actions.h"
#include "ui/document/scripted_session.h"
#include "ui/document/settings.h"
#include "ui/lessons/lesson_player.h"
#include "ui/lessons/presenter.h"
#include "ui/lessons/teaching.h"
#include "ui/model/scenario_model.h"
#include "ui/window/geometry_dump.h"
#include "ui/window/headless.h"
#include "ui/window/language.h"
#include "ui/window/main_window.h"
#include "ui/window/screenshot.h"

#include <QApplication>
#include <QFileInfo>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>

int main(int argc, char** argv) {
    // Headless exports need no display: choose the offscreen platform before Qt picks one.
    if (ridgeline::app::wantsHeadless(argc, argv) && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Ridgeline"));
    QApplication::setApplicationName(QStringLiteral("Ridgeline"));
    QApplication::setApplicationVersion(QStringLiteral(RIDGELINE_VERSION));
    // The menu entry's name (for the window manager) and the same icon it shows.
    QApplication::setDesktopFileName(QStringLiteral("ridgeline"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ridgeline.svg")));

    // The language chosen under View > Language, or the system's: translations and number format.
    ridgeline::ui::Settings settings;
    ridgeline::ui::applyLanguage(settings.language());

    int exitCode = 0;
    const auto options = ridgeline::app::parseCommandLine(QApplication::arguments(), exitCode);
    if (!options)
        return exitCode;
    // The memory unit chosen under View > Units (a screenshot, like its scenario, ignores the
    // user's choice), or --units for this run only; GiB otherwise. Handed to the window's (or
    // the export's) model, which every view reads it from.
    using ridgeline::ui::units::MemoryUnit;
    MemoryUnit memoryUnit = MemoryUnit::binary;
    if (!options->units.isEmpty())
        memoryUnit =
            options->units == QLatin1String("gb") ? MemoryUnit::decimal : MemoryUnit::binary;
    else if (options->screenshot.isEmpty())
        memoryUnit = settings.memoryUnit();

    ridgeline::Result<ridgeline::Catalogue> catalogue = ridgeline::builtinCatalogue();
    if (!catalogue) {
        for (const ridgeline::Problem& p : catalogue.problems())
            std::fprintf(stderr, "built-in catalogue: %s\n", ridgeline::describe(p).c_str());
        return 1;
    }
    if (options->headless()) {
        ridgeline::ui::HeadlessOptions headless;
        headless.scenario = options->scenario;
        headless.exportDir = options->exportDir;
        if (!options->formats.isEmpty())
            headless.formats = options->formats;
        headless.size = options->size;
        headless.report = options->report;
        headless.compare = options->compare;
        headless.memoryUnit = memoryUnit;
        return ridgeline::ui::runHeadless(headless, catalogue.value(), &ridgeline::app::printError);
    }
    // The user catalogue (profiles saved by File > Import measurements) in the interactive
    // window only: screenshots show the built-in catalogue.
    const QString userCatalogue = ridgeline::ui::ImportActions::defaultUserCatalogue();
    if (options->screenshot.isEmpty() && QFileInfo::exists(userCatalogue)) {
        const std::string path = userCatalogue.toStdString();
        const ridgeline::Result<std::string> text =
            ridgeline::readTextFile(path, ridgeline::maxCatalogueBytes);
        ridgeline::Result<ridgeline::Catalogue> merged =
            text ? ridgeline::withUserCatalogue(catalogue.value(), *text, path)
                 : ridgeline::Result<ridgeline::Catalogue>(text.problems());
        if (merged)
            catalogue = std::move(merged);
        else
            for (const ridgeline::Problem& p : merged.problems())
                std::fprintf(stderr, "user catalogue ignored: %s\n",
                             ridgeline::describe(p).c_str());
    }
    ridgeline::ui::Document document(catalogue.value());
    std::optional<ridgeline::Scenario> scenario;
    if (!options->scenario.isEmpty()) {
        scenario = ridgeline::app::readScenarioFile(options->scenario, catalogue.value());
        if (!scenario)
            return 2;
    }

    // A screenshot shows the given or default scenario, never the user's last state.
    const bool screenshot = !options->screenshot.isEmpty();
    ridgeline::ui::MainWindow window(&document, screenshot ? nullptr : &settings);
    window.model()->setMemoryUnit(memoryUnit);
    if (scenario) {
        // Opened like File > Open: the file's name in the title, a clean undo history.
        window.document()->load(options->scenario);
    }
    if (!options->lesson.isEmpty()) {
        const QString error = window.teaching()->openLesson(options->lesson);
        if (!error.isEmpty()) {
            ridgeline::app::printError(QStringLiteral("--lesson: ") + error);
            return 2;
        }
        ridgeline::ui::LessonPlayer* player = window.teaching()->player();
        if (!player->goTo(options->step - 1)) {
            ridgeline::app::printError(
                QStringLiteral("--step: %1 is not a step of the lesson (allowed: 1 to %2)")
                    .arg(options->step)
                    .arg(player->lesson()->steps.size()));
            return 2;
        }
    }
    if (options->presenter)
        window.teaching()->presenter()->setActive(true);
    // --set edits the scenario the window shows: after a restore, so that they build on it.
    const auto setFields = [&]() {
        const QStringList errors =
            ridgeline::ui::setScenarioFields(window.document()->editor(), options->set);
        for (const QString& line : errors)
            ridgeline::app::printError(line);
        return errors.isEmpty();
    };
    if (screenshot) {
        if (!options->set.isEmpty() && !setFields())
            return 2;
        QString error;
        if (!ridgeline::ui::saveScreenshot(window, options->screenshot, options->size, &error)) {
            std::fprintf(stderr, "%s: %s\n", qPrintable(options->screenshot), qPrintable(error));
            return 1;
        }
        return 0;
    }
    if (options->autosaveRestore)
        window.setDialogs(std::make_unique<ridgeline::ui::UnattendedRestoreDialogs>(
            *options->autosaveRestore, &ridgeline::app::printError));
    window.show();
    if (!options->dumpGeometry.isEmpty())
        new ridgeline::ui::GeometryDump(&window, options->dumpGeometry);
    window.enableAutosave(ridgeline::ui::Autosave::defaultPath());
    if (!options->set.isEmpty() && !setFields())
        return 2;
    return QApplication::exec();
}
