// What the window remembers between runs: the scenario and compared GPUs, window geometry and
// dock layout, which chart was enlarged, the language and the memory unit. Tests pass a temporary
// file name.
#pragma once

#include "ui/model/scenario_state.h"
#include "ui/units.h"

#include <QString>

#include <memory>
#include <optional>

class QMainWindow;
class QSettings;

namespace ridgeline::ui {

class Settings {
public:
    /// Settings in `fileName` (INI format), or, when empty, the platform's default location for
    /// the application's organisation and name.
    explicit Settings(const QString& fileName = {});
    ~Settings();
    Settings(const Settings&) = delete;
    Settings& operator=(const Settings&) = delete;

    void saveState(const ScenarioState& state, const Catalogue& catalogue);
    /// The saved state, or nullopt when none was saved or it no longer parses (a catalogue GPU
    /// or model that went away): the caller then starts from the default.
    std::optional<ScenarioState> loadState(const Catalogue& catalogue) const;

    void saveWindow(const QMainWindow& window, int maximizedChart);
    /// Restores geometry and dock layout; returns the enlarged chart (-1: none).
    int restoreWindow(QMainWindow& window) const;

    /// The chosen interface language: "" for the system's (the default), or a code that
    /// languageChoices() (ui/window/language.h) offers: "en", "de", "zh_CN".
    QString language() const;
    void setLanguage(const QString& code);

    /// The memory unit chosen under View > Units ("binary", the default, or "decimal").
    units::MemoryUnit memoryUnit() const;
    void setMemoryUnit(units::MemoryUnit unit);

    QSettings& raw() { return *settings_; }

private:
    std::unique_ptr<QSettings> settings_;
};

} // namespace ridgeline::ui
