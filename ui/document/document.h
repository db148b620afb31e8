// The scenario as a document: where it was loaded from, whether it was changed since, and the
// undo stack of its changes. The window's File and Edit menus act on it.
#pragma once

#include "core/base/problems.h"
#include "core/catalogue/catalogue.h"

#include <QObject>
#include <QString>

class QUndoStack;

namespace ridgeline::ui {

class ScenarioModel;
class StateEditor;
struct ScenarioState;

class Document : public QObject {
    Q_OBJECT

public:
    /// Creates and owns the scenario model over `catalogue`, its undo stack and the editor that
    /// makes every edit one undo step.
    explicit Document(Catalogue catalogue, QObject* parent = nullptr);
    ~Document() override;

    ScenarioModel* model() const { return model_; }
    QUndoStack* undoStack() const { return undo_; }
    /// What panels, menus and actions edit the scenario through (ui/document/state_editor.h).
    StateEditor* editor() const { return editor_; }

    /// The file the scenario was loaded from or saved to; empty for a new scenario or an example
    /// (Save then asks for a name).
    QString filePath() const { return path_; }
    bool isExample() const { return example_; }
    /// For the window title: the file name, the example's name, or "Untitled".
    QString displayName() const;
    bool isModified() const;

    /// The built-in default scenario, as a new unsaved document. The undo history is cleared.
    void newScenario();
    /// Sets `state` (a saved session) as where the undo history starts: no undo step.
    void restore(const ScenarioState& state);
    /// Loads `path`. On failure returns the problems and leaves the state, the file and the undo
    /// history untouched. On success the window shows exactly the file: its GPU as primary and
    /// its own comparison (none when it has none); only the cost basis stays. The undo history
    /// starts afresh. An example is loaded as untitled.
    Problems load(const QString& path, bool asExample = false);
    /// Writes the scenario to `path` atomically; on success it becomes the document's file and
    /// the current state is the saved one. Returns an error message, or empty on success.
    QString save(const QString& path);

Q_SIGNALS:
    /// The file name, example flag or modified flag changed.
    void changed();

private:
    void reset(const QString& path, bool example, const QString& name);

    ScenarioModel* model_;
    QUndoStack* undo_;
    StateEditor* editor_;
    QString path_;
    QString name_;
    bool example_ = false;
};

} // namespace ridgeline::ui
