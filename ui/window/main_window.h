// The explorer window. It assembles the parts and wires them together; each part lives in its
// own file: ControlPanel (left dock), SummaryStrip and ChartGrid (centre), ExplainPanel (bottom),
// Document (file and undo), FileActions, ExportActions and PinnedComparison (menus).
#pragma once

#include "ui/lessons/lesson_stage.h"
#include "ui/units.h"

#include <memory>

class QActionGroup;
class QStackedWidget;

namespace ridgeline::ui {

class ChartGrid;
class ControlPanel;
class Autosave;
class Dialogs;
class Document;
class ExplainPanel;
class ExportActions;
class FileActions;
class FrontierView;
class ImportActions;
class PinnedComparison;
class RecentFiles;
class ScenarioModel;
class Settings;
class SplitView;
class SummaryStrip;
class Teaching;

class MainWindow : public LessonStage {
    Q_OBJECT

public:
    /// `document` (and its model) must outlive the window. With `settings`, the window restores its
    /// last state and geometry now and saves them when it closes (and keeps the recent files
    /// there).
    explicit MainWindow(Document* document, Settings* settings = nullptr,
                        QWidget* parent = nullptr);
    ~MainWindow() override;

    ScenarioModel* model() const override { return model_; }
    ControlPanel* controls() const { return controls_; }
    SummaryStrip* summary() const override { return summary_; }
    ChartGrid* charts() const override { return charts_; }
    /// The frontier view (View > Frontier), shown in place of the charts.
    FrontierView* frontierView() const { return frontier_; }
    /// Shows the frontier view in place of the charts (inference), or the charts again; the
    /// view sweeps the scenario whenever its results change while it is shown.
    void showFrontier(bool shown);
    bool frontierShown() const;
    ExplainPanel* explainPanel() const override { return explain_; }
    Document* document() const override { return document_; }
    FileActions* fileActions() const override { return fileActions_; }
    ImportActions* importActions() const { return importActions_; }
    ExportActions* exportActions() const { return exportActions_; }
    PinnedComparison* pinned() const { return pinned_; }
    /// View > Split View: A's side beside B.
    SplitView* splitView() const override { return split_; }
    RecentFiles* recentFiles() const { return recent_; }
    /// Lessons and the presenter view.
    Teaching* teaching() const { return teaching_; }
    QAction* pinAction() const { return pinAction_; }
    QAction* unpinAction() const { return unpinAction_; }

    /// Replaces the dialogs the window asks its questions with (tests answer them).
    void setDialogs(std::unique_ptr<Dialogs> dialogs);

    /// Starts autosaving to `path` (Autosave::defaultPath() in the app). A scenario left there by
    /// a run that did not exit cleanly is offered back first (Dialogs::askRestoreAutosave); when
    /// restored it is one undo step and the document shows as modified.
    void enableAutosave(const QString& path, int intervalMs = 3000);
    Autosave* autosave() const { return autosave_; }

    /// Shows every memory size in `unit` (View > Units): sets the model's memory unit
    /// (ScenarioModel::setMemoryUnit), stores it in the settings given to the constructor and
    /// redraws the charts, the summary, the explanation, the GPU list and the lesson caption
    /// from the results they have, with no recompute.
    void setMemoryUnit(units::MemoryUnit unit);

    /// Writes scenario, GPUs and window layout to the settings given to the constructor.
    void saveSettings();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createMenus();
    void createViewMenu(QMenu* view);
    void applyPalette();
    void onSummaryActivated(const QString& key);
    void updateTitle();
    void updatePinned();
    void feedFrontier();

    ScenarioModel* model_;
    Settings* settings_;
    ControlPanel* controls_;
    SummaryStrip* summary_;
    ChartGrid* charts_;
    FrontierView* frontier_;
    QStackedWidget* centre_;
    QAction* frontierAction_ = nullptr;
    ExplainPanel* explain_;
    Document* document_;
    RecentFiles* recent_;
    FileActions* fileActions_;
    ImportActions* importActions_;
    ExportActions* exportActions_;
    PinnedComparison* pinned_;
    SplitView* split_ = nullptr;
    Teaching* teaching_ = nullptr;
    std::unique_ptr<Dialogs> dialogs_;
    Autosave* autosave_ = nullptr;
    QActionGroup* chartActions_ = nullptr;
    QAction* pinAction_ = nullptr;
    QAction* unpinAction_ = nullptr;
    QMenu* unitsMenu_ = nullptr;
};

} // namespace ridgeline::ui
