// A highlight drawn over a chart to point at one thing on it (lessons, docs/lessons.md): a
// curve, a point, a bar segment, an axis range or a line. It names what it points at by the
// chart's own identifiers (series keys, bar segment keys); positions come from the series the
// chart drew, never from a computation here.
#pragma once

#include <QColor>
#include <QList>
#include <QRectF>
#include <QString>

#include <variant>

class QChart;
class QGraphicsPathItem;

namespace ridgeline::ui {

class ChartView;

struct ChartHighlight {
    enum class Kind { series, point, bar, range, line };
    /// A position on an axis: a number in display units, or the key of a series whose first
    /// point gives it (its x on the x axis, its y on a y axis).
    using Anchor = std::variant<std::monostate, double, QString>;

    Kind kind = Kind::series;
    QString series;  ///< series and point: the series key ("decode:0")
    int point = 0;   ///< point: index in the series, negative counts from the end
    QString segment; ///< bar: "weights", "kv-cache", "activations", "gradients", ...
    int bar = 0;     ///< bar: the bar (GPU choice) index
    QString axis;    ///< range and line: "x", "y" or "y2" (the right axis)
    Anchor from, to; ///< range ends (empty: the axis end); line: `from`
};

/// Draws one ChartHighlight on a ChartView's chart and follows the chart as it changes.
class ChartHighlighter {
public:
    explicit ChartHighlighter(ChartView* view);
    ~ChartHighlighter();
    ChartHighlighter(const ChartHighlighter&) = delete;
    ChartHighlighter& operator=(const ChartHighlighter&) = delete;

    /// Draws `h`; returns false, drawing nothing, when it names nothing the chart shows now.
    bool set(const ChartHighlight& h);
    void clear();
    bool active() const { return active_; }
    /// Whether something is drawn now (the named thing exists at the current data).
    bool visible() const;
    /// The outline of what is drawn, in chart coordinates (empty when nothing is).
    QRectF drawnRect() const;
    /// drawnRect() of a point's ring, which the chart's labels keep off; empty for the other
    /// kinds (a curve, a range or a line may run under a label).
    QRectF ringRect() const;
    /// Recomputes the shape after the data or the plot area changed.
    void refresh();
    /// Line widths are multiplied by this (the presenter view's thick lines).
    void setLineScale(qreal scale);

private:
    bool draw();
    bool resolve(const ChartHighlight::Anchor& anchor, bool xAxis, double fallback,
                 double* value) const;

    ChartView* view_;
    QGraphicsPathItem* item_;
    QGraphicsPathItem* outline_; ///< a dark edge under item_: visible on any colour
    ChartHighlight spec_;
    bool active_ = false;
    qreal lineScale_ = 1;
};

/// The accent the highlights are drawn in (a yellow no GPU or memory component uses, edged in
/// black: the same on light and dark backgrounds).
QColor highlightColor();

} // namespace ridgeline::ui
