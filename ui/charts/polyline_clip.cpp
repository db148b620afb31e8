#include "ui/charts/polyline_clip.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace ridgeline::ui {

namespace {

/// The part of the segment a-b inside `box` (Liang-Barsky), or nothing.
std::optional<std::pair<QPointF, QPointF>> clipSegment(QPointF a, QPointF b, const QRectF& box) {
    const double dx = b.x() - a.x(), dy = b.y() - a.y();
    double t0 = 0, t1 = 1;
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.x() - box.left(), box.right() - a.x(), a.y() - box.top(),
                         box.bottom() - a.y()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return std::nullopt; // parallel to this edge and outside it
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return std::nullopt;
    }
    return std::pair{QPointF(a.x() + t0 * dx, a.y() + t0 * dy),
                     QPointF(a.x() + t1 * dx, a.y() + t1 * dy)};
}

bool onOneEdge(QPointF a, QPointF b, const QRectF& box) {
    return (a.x() == box.left() && b.x() == box.left()) ||
           (a.x() == box.right() && b.x() == box.right()) ||
           (a.y() == box.top() && b.y() == box.top()) ||
           (a.y() == box.bottom() && b.y() == box.bottom());
}

} // namespace

QList<QPointF> clipPolyline(const QList<QPointF>& points, const QRectF& box) {
    const QRectF r = box.normalized();
    if (points.size() == 1)
        return r.contains(points.front()) ? points : QList<QPointF>{};
    QList<QPointF> out;
    for (qsizetype i = 1; i < points.size(); ++i) {
        const auto part = clipSegment(points[i - 1], points[i], r);
        if (!part)
            continue;
        const auto [from, to] = *part;
        if (out.isEmpty()) {
            out << from;
        } else if (out.back() != from) {
            if (!onOneEdge(out.back(), from, r))
                return out; // coming back elsewhere: a straight join would cross the plot
            out << from;
        }
        out << to;
    }
    return out;
}

} // namespace ridgeline::ui
