#include "ui/charts/chart_labels.h"

#include <QBrush>
#include <QChart>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLineF>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

namespace {

constexpr qreal gap = 6;     // between a point and its text: clear of a marker
constexpr qreal padding = 1; // around the text, inside its box

QRectF placed(QPointF at, QSizeF size, ChartLabels::Anchor anchor) {
    using A = ChartLabels::Anchor;
    qreal x = at.x() - size.width() / 2;
    qreal y = at.y() - size.height() / 2;
    switch (anchor) {
    case A::above:
        y = at.y() - gap - size.height();
        break;
    case A::below:
        y = at.y() + gap;
        break;
    case A::left:
        x = at.x() - gap - size.width();
        break;
    case A::right:
        x = at.x() + gap;
        break;
    case A::aboveLeft:
        x = at.x() - gap - size.width();
        y = at.y() - gap - size.height();
        break;
    case A::aboveRight:
        x = at.x() + gap;
        y = at.y() - gap - size.height();
        break;
    case A::belowLeft:
        x = at.x() - gap - size.width();
        y = at.y() + gap;
        break;
    case A::belowRight:
        x = at.x() + gap;
        y = at.y() + gap;
        break;
    }
    return {QPointF(x, y), size};
}

QRectF clamped(QRectF r, const QRectF& area) {
    r.moveLeft(std::clamp(r.left(), area.left(), std::max(area.left(), area.right() - r.width())));
    r.moveTop(std::clamp(r.top(), area.top(), std::max(area.top(), area.bottom() - r.height())));
    return r;
}

bool segmentHits(const QLineF& line, const QRectF& r) {
    if (r.contains(line.p1()) || r.contains(line.p2()))
        return true;
    const QLineF edges[] = {{r.topLeft(), r.topRight()},
                            {r.topRight(), r.bottomRight()},
                            {r.bottomRight(), r.bottomLeft()},
                            {r.bottomLeft(), r.topLeft()}};
    for (const QLineF& e : edges)
        if (line.intersects(e, nullptr) == QLineF::BoundedIntersection)
            return true;
    return false;
}

// The anchor on the other side of the point, left for right.
ChartLabels::Anchor mirrored(ChartLabels::Anchor a) {
    using A = ChartLabels::Anchor;
    switch (a) {
    case A::left:
        return A::right;
    case A::right:
        return A::left;
    case A::aboveLeft:
        return A::aboveRight;
    case A::aboveRight:
        return A::aboveLeft;
    case A::belowLeft:
        return A::belowRight;
    case A::belowRight:
        return A::belowLeft;
    default:
        return a;
    }
}

// The anchor on the other side vertically, above for below.
ChartLabels::Anchor flipped(ChartLabels::Anchor a) {
    using A = ChartLabels::Anchor;
    switch (a) {
    case A::above:
        return A::below;
    case A::below:
        return A::above;
    case A::aboveLeft:
        return A::belowLeft;
    case A::aboveRight:
        return A::belowRight;
    case A::belowLeft:
        return A::aboveLeft;
    case A::belowRight:
        return A::aboveRight;
    default:
        return a;
    }
}

// How far the horizontal line at `y` is from the rectangle `r` (0 when it crosses it).
qreal apart(const QRectF& r, qreal y) {
    return y >= r.top() && y <= r.bottom()
               ? 0
               : std::min(std::abs(y - r.top()), std::abs(y - r.bottom()));
}

bool below(ChartLabels::Anchor a) {
    using A = ChartLabels::Anchor;
    return a == A::below || a == A::belowLeft || a == A::belowRight;
}

/// A corner anchor's centred form (aboveLeft: above): the last places a label tries, straight
/// over or under its point, where lines on either side leave no room at a corner.
ChartLabels::Anchor chartLabelCentred(ChartLabels::Anchor a) {
    using A = ChartLabels::Anchor;
    if (a == A::aboveLeft || a == A::aboveRight)
        return A::above;
    if (a == A::belowLeft || a == A::belowRight)
        return A::below;
    return a;
}

} // namespace

ChartLabels::ChartLabels(QChart* chart)
    : chart_(chart) {}

ChartLabels::~ChartLabels() = default; // the items are children of the chart

void ChartLabels::begin() {
    for (Label& l : labels_)
        l.touched = false;
}

void ChartLabels::set(const QString& key, const QString& text, QPointF point, Anchor anchor,
                      QColor color, int column, int steps) {
    auto it =
        std::find_if(labels_.begin(), labels_.end(), [&](const Label& l) { return l.key == key; });
    if (it == labels_.end()) {
        Label l;
        l.key = key;
        l.box = new QGraphicsRectItem(chart_);
        l.box->setPen(Qt::NoPen);
        l.box->setBrush(background_);
        l.box->setZValue(20);
        l.text = new QGraphicsSimpleTextItem(l.box);
        l.text->setFont(font_);
        l.box->setCacheMode(cacheMode_);
        l.text->setCacheMode(cacheMode_);
        labels_.push_back(l);
        it = std::prev(labels_.end());
    }
    if (it->text->text() != text)
        it->text->setText(text);
    if (it->text->brush().color() != color)
        it->text->setBrush(color);
    it->point = point;
    it->anchor = anchor;
    it->column = column;
    it->steps = steps;
    it->touched = true;
}

void ChartLabels::end() {
    for (auto it = labels_.begin(); it != labels_.end();) {
        if (it->touched) {
            ++it;
            continue;
        }
        delete it->box;
        it = labels_.erase(it);
    }
    layout();
}

void ChartLabels::avoidMarker(QPointF point, qreal size) {
    obstacles_.push_back({point, point, size});
}

void ChartLabels::avoidSegment(QPointF a, QPointF b) {
    obstacles_.push_back({a, b, 0});
}

void ChartLabels::clearObstacles() {
    obstacles_.clear();
}

bool ChartLabels::setReserved(const QList<QRectF>& rects) {
    if (rects == reserved_)
        return false;
    reserved_ = rects;
    return true;
}

bool ChartLabels::hitsObstacle(const QRectF& r) const {
    for (const QRectF& box : reserved_)
        if (box.intersects(r))
            return true;
    for (const Obstacle& o : obstacles_) {
        const QPointF a = chart_->mapToPosition(o.a);
        if (o.a == o.b) {
            const QRectF box(a.x() - o.size / 2, a.y() - o.size / 2, o.size, o.size);
            if (box.intersects(r))
                return true;
        } else if (segmentHits(QLineF(a, chart_->mapToPosition(o.b)), r.adjusted(-1, -1, 1, 1))) {
            return true;
        }
    }
    return false;
}

QList<QRectF> ChartLabels::obstacleRects() const {
    QList<QRectF> rects;
    for (const Obstacle& o : obstacles_) {
        const QPointF a = chart_->mapToPosition(o.a);
        const QPointF b = chart_->mapToPosition(o.b);
        if (o.a == o.b)
            rects << QRectF(a.x() - o.size / 2, a.y() - o.size / 2, o.size, o.size);
        else if (a.x() == b.x() || a.y() == b.y())
            rects << QRectF(a, b).normalized().adjusted(-0.5, -0.5, 0.5, 0.5);
    }
    return rects + reserved_;
}

void ChartLabels::layout() {
    const QRectF area = chart_->plotArea();
    // A label that may not step away (steps 0) names the line through its point (a GPU's free
    // memory, a latency limit): it must not be as near another horizontal line beside it, or the
    // eye reads it as that line's (a "16k tokens" between two GPUs' lines in a small chart).
    auto nearestToItsLine = [this](const QRectF& r, QPointF at) {
        const qreal own = apart(r, at.y());
        for (const Obstacle& o : obstacles_) {
            if (o.a == o.b)
                continue;
            const QPointF a = chart_->mapToPosition(o.a);
            const QPointF b = chart_->mapToPosition(o.b);
            if (std::abs(a.y() - b.y()) > 0.5 || std::abs(a.y() - at.y()) < 1 ||
                std::max(a.x(), b.x()) < r.left() || std::min(a.x(), b.x()) > r.right())
                continue;
            if (apart(r, a.y()) <= own + 1)
                return false;
        }
        return true;
    };
    std::vector<QRectF> taken;
    const bool shown = !chart_->series().isEmpty() && !area.isEmpty();
    std::vector<int> columns;
    for (const Label& l : labels_)
        if (shown && l.column != 0 &&
            std::find(columns.begin(), columns.end(), l.column) == columns.end())
            columns.push_back(l.column);
    for (int column : columns)
        layoutColumn(column, area, taken);
    for (Label& l : labels_) {
        if (!shown) {
            l.box->setVisible(false);
            continue;
        }
        if (l.column != 0)
            continue;
        const QPointF at = chart_->mapToPosition(l.point);
        const QSizeF size = l.text->boundingRect().size() + QSizeF(2 * padding, 2 * padding);
        // Step away from labels already placed and from obstacles, in the direction the
        // anchor points; then the same on the other side of the point.
        bool free = false;
        QRectF r;
        // Then below the point instead of above (or the other way round); last, centred over
        // or under it (lesson B step 5 in the presenter view: the RTX 4090's "1.76k tokens"
        // between the current-context and max-context lines).
        const Anchor tries[] = {l.anchor,
                                mirrored(l.anchor),
                                flipped(l.anchor),
                                mirrored(flipped(l.anchor)),
                                chartLabelCentred(l.anchor),
                                chartLabelCentred(flipped(l.anchor))};
        for (const Anchor anchor : tries) {
            const qreal step = (below(anchor) ? 1 : -1) * (size.height() + 1);
            r = clamped(placed(at, size, anchor), area);
            for (int attempt = 0; attempt <= l.steps && !free; ++attempt) {
                free = std::none_of(taken.begin(), taken.end(),
                                    [&](const QRectF& t) { return t.intersects(r); }) &&
                       !hitsObstacle(r) && (l.steps > 0 || nearestToItsLine(r, at));
                if (!free)
                    r = clamped(r.translated(0, step), area);
            }
            if (free)
                break;
        }
        l.box->setVisible(free);
        if (!free)
            continue;
        taken.push_back(r);
        l.box->setRect(QRectF(QPointF(0, 0), r.size()));
        l.box->setPos(r.topLeft());
        l.text->setPos(padding, padding);
    }
}

void ChartLabels::layoutColumn(int column, const QRectF& area, std::vector<QRectF>& taken) {
    struct Placed {
        Label* label;
        QRectF rect;
    };
    std::vector<Placed> placedLabels;
    for (Label& l : labels_) {
        if (l.column != column)
            continue;
        const QPointF at = chart_->mapToPosition(l.point);
        const QSizeF size = l.text->boundingRect().size() + QSizeF(2 * padding, 2 * padding);
        QRectF r = clamped(placed(at, size, l.anchor), area);
        // Up and off markers and lines near the point (the column keeps every label shown).
        for (int k = 0; k < 40 && hitsObstacle(r) && r.top() > area.top(); ++k)
            r = clamped(r.translated(0, below(l.anchor) ? 2 : -2), area);
        placedLabels.push_back({&l, r});
    }
    std::stable_sort(
        placedLabels.begin(), placedLabels.end(),
        [](const Placed& a, const Placed& b) { return a.rect.center().y() < b.rect.center().y(); });
    // Push upwards from the lowest, then back down from the top of the plot: labels keep their
    // order and sit as near their points as the others allow.
    for (std::size_t k = placedLabels.size(); k-- > 1;) {
        QRectF& upper = placedLabels[k - 1].rect;
        const QRectF& lower = placedLabels[k].rect;
        if (upper.bottom() + 1 > lower.top())
            upper.moveBottom(lower.top() - 1);
    }
    qreal floor = area.top();
    for (Placed& p : placedLabels) {
        if (p.rect.top() < floor)
            p.rect.moveTop(floor);
        floor = p.rect.bottom() + 1;
    }
    for (Placed& p : placedLabels) {
        const bool fits = p.rect.bottom() <= area.bottom() + 0.5;
        p.label->box->setVisible(fits);
        if (!fits)
            continue;
        taken.push_back(p.rect);
        p.label->box->setRect(QRectF(QPointF(0, 0), p.rect.size()));
        p.label->box->setPos(p.rect.topLeft());
        p.label->text->setPos(padding, padding);
    }
}

void ChartLabels::setColors(QColor background) {
    background_ = background;
    for (Label& l : labels_)
        l.box->setBrush(background);
}

void ChartLabels::setFont(const QFont& font) {
    font_ = font;
    for (Label& l : labels_)
        l.text->setFont(font);
}

QList<QRectF> ChartLabels::visibleRects() const {
    QList<QRectF> rects;
    for (const Label& l : labels_)
        if (l.box->isVisible())
            rects << QRectF(l.box->pos(), l.box->rect().size());
    return rects;
}

QRectF ChartLabels::rectOf(const QString& key) const {
    for (const Label& l : labels_)
        if (l.key == key && l.box->isVisible())
            return QRectF(l.box->pos(), l.box->rect().size());
    return {};
}

void ChartLabels::setCacheMode(QGraphicsItem::CacheMode mode) {
    cacheMode_ = mode;
    for (Label& l : labels_) {
        l.box->setCacheMode(mode);
        l.text->setCacheMode(mode);
    }
}

QStringList ChartLabels::visibleTexts() const {
    QStringList texts;
    for (const Label& l : labels_)
        if (l.box->isVisible())
            texts << l.text->text();
    return texts;
}

} // namespace ridgeline::ui
