#include "ui/charts/chart_labels.h"

#include <QBrush>
#include <QChart>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>

namespace ridgeline::ui {

namespace {

constexpr qreal gap = 4;     // between a point and its text
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

bool below(ChartLabels::Anchor a) {
    using A = ChartLabels::Anchor;
    return a == A::below || a == A::belowLeft || a == A::belowRight;
}

} // namespace

ChartLabels::ChartLabels(QChart* chart)
    : m_chart(chart) {}

ChartLabels::~ChartLabels() = default; // the items are children of the chart

void ChartLabels::begin() {
    for (Label& l : m_labels)
        l.touched = false;
}

void ChartLabels::set(const QString& key, const QString& text, QPointF point, Anchor anchor,
                      QColor color, int column, int steps) {
    auto it = std::find_if(m_labels.begin(), m_labels.end(),
                           [&](const Label& l) { return l.key == key; });
    if (it == m_labels.end()) {
        Label l;
        l.key = key;
        l.box = new QGraphicsRectItem(m_chart);
        l.box->setPen(Qt::NoPen);
        l.box->setBrush(m_background);
        l.box->setZValue(20);
        l.text = new QGraphicsSimpleTextItem(l.box);
        l.text->setFont(m_font);
        l.box->setCacheMode(m_cacheMode);
        l.text->setCacheMode(m_cacheMode);
        m_labels.push_back(l);
        it = std::prev(m_labels.end());
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
    for (auto it = m_labels.begin(); it != m_labels.end();) {
        if (it->touched) {
            ++it;
            continue;
        }
        delete it->box;
        it = m_labels.erase(it);
    }
    layout();
}

void ChartLabels::layout() {
    const QRectF area = m_chart->plotArea();
    std::vector<QRectF> taken;
    const bool shown = !m_chart->series().isEmpty() && !area.isEmpty();
    std::vector<int> columns;
    for (const Label& l : m_labels)
        if (shown && l.column != 0 &&
            std::find(columns.begin(), columns.end(), l.column) == columns.end())
            columns.push_back(l.column);
    for (int column : columns)
        layoutColumn(column, area, taken);
    for (Label& l : m_labels) {
        if (!shown) {
            l.box->setVisible(false);
            continue;
        }
        if (l.column != 0)
            continue;
        const QPointF at = m_chart->mapToPosition(l.point);
        const QSizeF size = l.text->boundingRect().size() + QSizeF(2 * padding, 2 * padding);
        QRectF r = clamped(placed(at, size, l.anchor), area);
        // Step away from labels already placed, in the direction the anchor points.
        const qreal step = (below(l.anchor) ? 1 : -1) * (size.height() + 1);
        bool free = false;
        for (int attempt = 0; attempt <= l.steps && !free; ++attempt) {
            free = std::none_of(taken.begin(), taken.end(),
                                [&](const QRectF& t) { return t.intersects(r); });
            if (!free)
                r = clamped(r.translated(0, step), area);
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
    for (Label& l : m_labels) {
        if (l.column != column)
            continue;
        const QPointF at = m_chart->mapToPosition(l.point);
        const QSizeF size = l.text->boundingRect().size() + QSizeF(2 * padding, 2 * padding);
        placedLabels.push_back({&l, clamped(placed(at, size, l.anchor), area)});
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
    m_background = background;
    for (Label& l : m_labels)
        l.box->setBrush(background);
}

void ChartLabels::setFont(const QFont& font) {
    m_font = font;
    for (Label& l : m_labels)
        l.text->setFont(font);
}

void ChartLabels::setCacheMode(QGraphicsItem::CacheMode mode) {
    m_cacheMode = mode;
    for (Label& l : m_labels) {
        l.box->setCacheMode(mode);
        l.text->setCacheMode(mode);
    }
}

QStringList ChartLabels::visibleTexts() const {
    QStringList texts;
    for (const Label& l : m_labels)
        if (l.box->isVisible())
            texts << l.text->text();
    return texts;
}

} // namespace ridgeline::ui
