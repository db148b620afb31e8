// Text annotations at data points of a chart ("ridge 295 FLOP/B", "needs 4 GPUs"), kept inside
// the plot area and off each other: a label that cannot be placed without overlap is hidden.
#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

class QChart;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace ridgeline::ui {

class ChartLabels {
public:
    /// Where the text goes relative to its point.
    enum class Anchor { above, below, left, right, aboveLeft, aboveRight, belowLeft, belowRight };

    explicit ChartLabels(QChart* chart);
    ~ChartLabels();
    ChartLabels(const ChartLabels&) = delete;
    ChartLabels& operator=(const ChartLabels&) = delete;

    /// Starts a pass: labels not set again before end() are removed.
    void begin();
    /// Sets the label `key` at `point` in axis coordinates (as the series hold them). Earlier
    /// labels of a pass win when two would overlap. Labels of one `column` (non-zero) are
    /// placed first, and spread apart vertically rather than hidden: each as near its point
    /// as the others allow (GPU names at the right end of their ceilings). Other labels step
    /// away from earlier ones and from obstacles up to `steps` times (a label height each), on
    /// the anchor's side of the point, then left for right, then below for above, then
    /// centred over or under the point, and hide when none of these is free.
    void set(const QString& key, const QString& text, QPointF point, Anchor anchor, QColor color,
             int column = 0, int steps = 3);
    void end();

    /// Keeps labels off a marker `size` pixels wide at `point`, or off the segment from `a` to
    /// `b` (axis coordinates), until clearObstacles(); begin() keeps them.
    void avoidMarker(QPointF point, qreal size);
    void avoidSegment(QPointF a, QPointF b);
    void clearObstacles();
    /// Keeps labels off these rectangles (chart coordinates: a lesson highlight's ring) until
    /// they are set again; returns whether they changed (then layout() places the labels anew).
    bool setReserved(const QList<QRectF>& rects);

    /// Places every label again, e.g. after the plot area moved.
    void layout();
    void setColors(QColor background);
    void setFont(const QFont& font);
    /// How the labels are painted: from a pixmap cached until they change, or directly
    /// (vector export).
    void setCacheMode(QGraphicsItem::CacheMode mode);

    /// The texts of the labels shown (placed without overlap), in pass order.
    QStringList visibleTexts() const;
    /// The rectangles (chart coordinates) of the labels shown, in the order of visibleTexts().
    QList<QRectF> visibleRects() const;
    /// The rectangle (chart coordinates) of the label `key`, or an empty one when it is hidden
    /// or not set.
    QRectF rectOf(const QString& key) const;
    /// The obstacles in chart coordinates as laid out now: marker boxes, segments as their end
    /// points' rectangle when axis-parallel, and the reserved rectangles (tests check labels
    /// against them).
    QList<QRectF> obstacleRects() const;

private:
    struct Label {
        QString key;
        QGraphicsRectItem* box = nullptr;
        QGraphicsSimpleTextItem* text = nullptr;
        QPointF point;
        Anchor anchor = Anchor::above;
        int column = 0;
        int steps = 3;
        bool touched = false;
    };

    struct Obstacle {
        QPointF a, b;   ///< axis coordinates; a == b for a marker
        qreal size = 0; ///< marker width in pixels
    };

    void layoutColumn(int column, const QRectF& area, std::vector<QRectF>& taken);
    bool hitsObstacle(const QRectF& r) const;

    QChart* chart_;
    std::vector<Label> labels_;
    std::vector<Obstacle> obstacles_;
    QList<QRectF> reserved_;
    QColor background_;
    QFont font_;
    QGraphicsItem::CacheMode cacheMode_ = QGraphicsItem::NoCache;
};

} // namespace ridgeline::ui
