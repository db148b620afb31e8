// The notes a user pinned to a chart (Scenario::annotations), drawn on the chart they belong to:
// a small ring at a point or a translucent rectangle with a dashed frame over a region, and the
// text beside it in a box.
// Positions are the notes' own display-unit coordinates mapped through the chart's axes.
#pragma once

#include "core/scenario/annotations.h"
#include "ui/units.h"

#include <QList>
#include <QPointF>
#include <QString>

#include <optional>
#include <vector>

class QGraphicsItem;

namespace ridgeline::ui {

class ChartView;

/// The key of `view`'s chart in Scenario::annotations ("roofline", "memory", ...), or empty.
QString chartNoteKey(const ChartView* view);

/// A note's stored point (docs/scenario-format.md: GiB on the memory and KV-cache charts,
/// whatever the window shows) in the display units the chart draws now (GiB or GB: `unit`, the
/// chart's ChartView::memoryUnit()), and back. Other charts' points pass unchanged.
QPointF noteToDisplay(const QString& chartKey, QPointF stored, units::MemoryUnit unit);
QPointF displayToNote(const QString& chartKey, QPointF shown, units::MemoryUnit unit);

class ChartNotes {
public:
    explicit ChartNotes(ChartView* view);
    ~ChartNotes();
    ChartNotes(const ChartNotes&) = delete;
    ChartNotes& operator=(const ChartNotes&) = delete;

    /// Keeps the notes of this chart among `all` and draws them.
    void set(const std::vector<Annotation>& all);
    /// Places the notes again after the data or the plot area changed.
    void refresh();
    /// The texts drawn now (tests, exports).
    QStringList drawnTexts() const;
    /// The index in the scenario's list of the note drawn nearest `chartPos` (chart
    /// coordinates) within `radius`, if any.
    std::optional<int> noteAt(QPointF chartPos, qreal radius) const;

private:
    struct Drawn {
        int index = 0; ///< in Scenario::annotations
        Annotation note;
        QList<QGraphicsItem*> items;
        QPointF anchor; ///< chart coordinates, valid while drawn
        bool shown = false;
    };
    void clearItems();

    ChartView* view_;
    std::vector<Drawn> notes_;
};

} // namespace ridgeline::ui
