// The working scenario written every few seconds, when it changed, to a file in the user's state
// folder; a clean exit removes the file, so a file found at start means the last run crashed
// (or was killed) and its last edits can be offered back.
#pragma once

#include "core/catalogue/catalogue.h"
#include "core/scenario/scenario.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace ridgeline::ui {

class ScenarioModel;

class Autosave : public QObject {
    Q_OBJECT

public:
    /// How often a changed scenario is written.
    static constexpr int defaultIntervalMs = 3000;

    /// Watches `model` and writes its scenario to `path` at most every `intervalMs` ms, only
    /// when it changed since the last write. Nothing is written before the first change.
    Autosave(ScenarioModel* model, QString path, int intervalMs = defaultIntervalMs,
             QObject* parent = nullptr);

    /// autosave.ridgeline.json in the application's local data folder
    /// (QStandardPaths::AppLocalDataLocation, ~/.local/share/Ridgeline/Ridgeline on Linux).
    static QString defaultPath();
    /// The scenario a run that did not exit cleanly left at `path`; nullopt when there is none
    /// or it no longer reads (then it is removed).
    static std::optional<Scenario> leftOver(const QString& path, const Catalogue& catalogue);

    QString path() const { return path_; }
    bool pending() const { return changed_; }
    /// Writes now if the scenario changed since the last write; returns an error or empty.
    QString saveNow();
    /// Stops writing and removes the file: the run ends cleanly.
    void discard();

private:
    ScenarioModel* model_;
    QString path_;
    QTimer timer_;
    bool changed_ = false;
};

} // namespace ridgeline::ui
