// A polyline cut to a rectangle, for series whose curves run on beyond the axes ("as they would
// on paper"): Qt Charts does not always clip a line series to its plot area (a KV-cache curve
// held beyond a held axis during a drag ran over the chart's title in a real window), so the
// charts hand it only what lies inside.
#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>

namespace ridgeline::ui {

/// The parts of the polyline `points` inside `box` (edges included), in order. Where the line
/// leaves the box and comes back, the part outside is replaced by the straight segment between
/// the two crossings, kept only when it runs along one edge of the box; otherwise everything
/// after the first exit is dropped (a line series has no gaps). Empty when nothing is inside.
QList<QPointF> clipPolyline(const QList<QPointF>& points, const QRectF& box);

} // namespace ridgeline::ui
