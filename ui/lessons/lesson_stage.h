// The window as a lesson sees it: a main window and the parts a lesson drives (the scenario,
// the charts, the tiles, the explanation, the file actions). MainWindow is one; the lessons do
// not know it, so that ui/lessons sits below ui/window in the window's rooms
// (docs/developing.md, "Rooms").
#pragma once

#include <QMainWindow>

namespace ridgeline::ui {

class ChartGrid;
class Document;
class ExplainPanel;
class FileActions;
class ScenarioModel;
class SplitView;
class SummaryStrip;

class LessonStage : public QMainWindow {
public:
    using QMainWindow::QMainWindow;

    virtual ScenarioModel* model() const = 0;
    virtual Document* document() const = 0;
    virtual ChartGrid* charts() const = 0;
    virtual SplitView* splitView() const = 0;
    virtual SummaryStrip* summary() const = 0;
    virtual ExplainPanel* explainPanel() const = 0;
    virtual FileActions* fileActions() const = 0;
};

} // namespace ridgeline::ui
