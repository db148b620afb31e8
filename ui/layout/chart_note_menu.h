// Right-click on a chart: add a note there (pinned to that point, saved in the scenario's
// "annotations"), pin a note to a region (drag the region out, then type the note), or remove
// the note under the mouse or all notes of the chart. Each change is one undo step.
#pragma once

#include <QObject>
#include <QPoint>
#include <QString>

#include <functional>

class QRubberBand;

namespace ridgeline::ui {

class ChartView;
class ScenarioModel;
class StateEditor;

class ChartNoteMenu : public QObject {
    Q_OBJECT

public:
    /// Notes are added and removed through `editor`: one undo step each.
    ChartNoteMenu(StateEditor* editor, QObject* parent = nullptr);

    /// Watches `chart`'s viewport for the context menu.
    void watch(ChartView* chart);

    /// Pins `text` to the point of `chart` under `viewportPos`. Returns false (and changes
    /// nothing) outside the plot, for an empty text or when the scenario holds the most notes.
    bool addNote(ChartView* chart, QPoint viewportPos, const QString& text);
    /// Pins `text` to the region of `chart` between the viewport points `from` and `to` (opposite
    /// corners, cut to the plot). Returns false (and changes nothing) for a region without
    /// width or height inside the plot, an empty text or when the scenario holds the most notes.
    bool addRegionNote(ChartView* chart, QPoint from, QPoint to, const QString& text);
    /// Starts choosing a region on `chart`: the next drag on it draws a rubber band, and its
    /// release asks for the note's text (Esc cancels). Returns false outside a plot.
    bool beginRegion(ChartView* chart);
    /// True while a region is being chosen.
    bool choosingRegion() const { return regionChart_ != nullptr; }
    /// Replaces the dialog that asks for a note's text (tests answer it); it returns the text,
    /// empty to cancel. An empty function restores the dialog.
    void setTextQuestion(std::function<QString(ChartView*)> ask) { ask_ = std::move(ask); }
    /// Removes the note at `index` of the scenario's annotations.
    bool removeNote(int index);
    /// Removes every note of `chart`.
    void removeNotes(ChartView* chart);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool regionEvent(QEvent* event);
    void endRegion();
    QString askText(ChartView* chart);

    ScenarioModel* model_;
    StateEditor* editor_;
    std::function<QString(ChartView*)> ask_;
    ChartView* regionChart_ = nullptr; ///< the chart a region is being chosen on
    QRubberBand* band_ = nullptr;
    QPoint regionStart_;
    bool dragging_ = false;
};

} // namespace ridgeline::ui
