// Right-click on a chart: add a note there (pinned to that point, saved in the scenario's
// "annotations"), or remove the note under the mouse or all notes of the chart. Each change is
// one undo step.
#pragma once

#include <QObject>
#include <QPoint>
#include <QString>

namespace ridgeline::ui {

class ChartView;
class ScenarioModel;

class ChartNoteMenu : public QObject {
    Q_OBJECT

public:
    ChartNoteMenu(ScenarioModel* model, QObject* parent = nullptr);

    /// Watches `chart`'s viewport for the context menu.
    void watch(ChartView* chart);

    /// Pins `text` to the point of `chart` under `viewportPos`. Returns false (and changes
    /// nothing) outside the plot, for an empty text or when the scenario holds the most notes.
    bool addNote(ChartView* chart, QPoint viewportPos, const QString& text);
    /// Removes the note at `index` of the scenario's annotations.
    bool removeNote(int index);
    /// Removes every note of `chart`.
    void removeNotes(ChartView* chart);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    ScenarioModel* model_;
};

} // namespace ridgeline::ui
