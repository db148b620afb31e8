// File menu behaviour: New, Open, Open Recent, Examples, Save, Save As, with the unsaved-changes
// question before anything replaces the scenario and a dialog naming every bad field of a file
// that does not load.
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace ridgeline::ui {

class Dialogs;
class Document;
class RecentFiles;

class FileActions : public QObject {
    Q_OBJECT

public:
    /// `window` parents the dialogs. `examplesDir` holds the example scenarios (a ":/" resource
    /// folder in the app).
    FileActions(Document* document, RecentFiles* recent, QWidget* window,
                const QString& examplesDir = QStringLiteral(":/scenarios"));

    void setDialogs(Dialogs* dialogs) { dialogs_ = dialogs; }
    /// Lists the scenarios in `dir` in File > Examples, by their "name" field.
    void setExamplesDir(const QString& dir);
    /// Adds New, Open, Open Recent, Examples, Save and Save As to `menu`.
    void addTo(QMenu* menu);

    QAction* newAction() const { return new_; }
    QAction* openAction() const { return open_; }
    QAction* saveAction() const { return save_; }
    QAction* saveAsAction() const { return saveAs_; }
    QMenu* recentMenu() const { return recentMenu_; }
    QMenu* examplesMenu() const { return examplesMenu_; }

    /// Asks about unsaved changes; false when the user cancelled (or saving failed).
    bool maybeSave();
    void newScenario();
    /// Opens `path` after maybeSave(); a file that does not load shows its problems and keeps
    /// the current scenario. Returns whether it was opened.
    bool openFile(const QString& path);
    bool openExample(const QString& path);
    bool save();
    bool saveAs();

private:
    void open();
    void fillExamples();
    QString startDir() const;

    Document* document_;
    RecentFiles* recent_;
    QWidget* window_;
    Dialogs* dialogs_ = nullptr;
    QString examplesDir_;
    QAction* new_;
    QAction* open_;
    QAction* save_;
    QAction* saveAs_;
    QMenu* recentMenu_;
    QMenu* examplesMenu_;
};

} // namespace ridgeline::ui
