#include "ui/widgets/flow_layout.h"

#include <QWidget>

#include <algorithm>

namespace ridgeline::ui {

FlowLayout::FlowLayout(QWidget* parent)
    : QLayout(parent) {}

FlowLayout::~FlowLayout() {
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item) {
    items_.append(item);
    invalidate();
}

int FlowLayout::count() const {
    return int(items_.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const {
    return items_.value(index);
}

QLayoutItem* FlowLayout::takeAt(int index) {
    if (index < 0 || index >= items_.size())
        return nullptr;
    QLayoutItem* item = items_.takeAt(index);
    invalidate();
    return item;
}

Qt::Orientations FlowLayout::expandingDirections() const {
    return {};
}

int FlowLayout::heightForWidth(int width) const {
    if (width != hfwWidth_) {
        hfwHeight_ = arrange(QRect(0, 0, width, 0), false);
        hfwWidth_ = width;
    }
    return hfwHeight_;
}

void FlowLayout::invalidate() {
    hfwWidth_ = -1;
    QLayout::invalidate();
}

QSize FlowLayout::minimumSize() const {
    // One item per row at the narrowest: the widest item sets the width.
    QSize size;
    for (const QLayoutItem* item : items_) {
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    }
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const {
    // Everything on one row.
    int width = 0;
    int height = 0;
    int shown = 0;
    for (const QLayoutItem* item : items_) {
        if (item->isEmpty())
            continue;
        width += item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
        ++shown;
    }
    const QMargins m = contentsMargins();
    return {width + std::max(0, shown - 1) * spacing() + m.left() + m.right(),
            height + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

namespace {

/// Where each row starts: greedily as many items as fit at their size hint (at least one per
/// row), then, with as many rows, the items spread evenly when they fit that way.
QList<qsizetype> rowStarts(const QList<int>& widths, int width, int gap) {
    QList<qsizetype> greedy;
    for (qsizetype first = 0; first < widths.size();) {
        greedy.append(first);
        qsizetype end = first + 1;
        int used = widths[first];
        while (end < widths.size() && used + gap + widths[end] <= width)
            used += gap + widths[end++];
        first = end;
    }
    const qsizetype rows = greedy.size();
    if (rows < 2)
        return greedy;
    QList<qsizetype> even;
    const qsizetype perRow = (widths.size() + rows - 1) / rows;
    for (qsizetype first = 0; first < widths.size(); first += perRow) {
        int used = -gap;
        for (qsizetype i = first; i < std::min(widths.size(), first + perRow); ++i)
            used += gap + widths[i];
        if (used > width)
            return greedy;
        even.append(first);
    }
    return even.size() == rows ? even : greedy;
}

} // namespace

int FlowLayout::arrange(const QRect& rect, bool apply) const {
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = std::max(0, spacing());
    QList<QLayoutItem*> shown;
    QList<int> widths;
    for (QLayoutItem* item : items_) {
        if (item->isEmpty())
            continue;
        shown.append(item);
        widths.append(item->sizeHint().width());
    }
    const QList<qsizetype> starts = rowStarts(widths, area.width(), gap);
    int y = area.top();
    for (qsizetype row = 0; row < starts.size(); ++row) {
        const qsizetype first = starts[row];
        const qsizetype end = row + 1 < starts.size() ? starts[row + 1] : shown.size();
        int used = -gap;
        int height = 0;
        for (qsizetype i = first; i < end; ++i) {
            used += gap + widths[i];
            height = std::max(height, shown[i]->sizeHint().height());
        }
        if (apply) {
            const int n = int(end - first);
            const int spare = std::max(0, area.width() - used);
            int x = area.left();
            for (qsizetype i = first; i < end; ++i) {
                const int k = int(i - first);
                // The spare width in equal shares; the first ones take the remainder.
                const int extra = spare / n + (k < spare % n ? 1 : 0);
                const int w = std::min(widths[i] + extra, area.width());
                shown[i]->setGeometry(QRect(x, y, w, height));
                x += w + gap;
            }
        }
        y += height + gap;
    }
    const int rows = int(starts.size());
    if (apply)
        rows_ = rows;
    const QMargins m = contentsMargins();
    return (rows > 0 ? y - gap - area.top() : 0) + m.top() + m.bottom();
}

} // namespace ridgeline::ui
