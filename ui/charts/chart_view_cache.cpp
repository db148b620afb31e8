// How a chart's items are cached between paints, and the texts whose cache a change left stale.
#include "ui/charts/chart_view.h"

#include <QChart>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QGraphicsTextItem>

namespace ridgeline::ui {

namespace {

bool cacheable(const QGraphicsItem* item) {
    // An item with no area (an empty text, a hairline's bounding rectangle) has no pixmap to
    // cache it in: Qt painted into a null one and warned ("QPainter::begin: Paint device returned
    // engine == 0") thousands of times a session.
    const QRectF r = item->boundingRect();
    return r.width() >= 1 && r.height() >= 1;
}

} // namespace

void ChartView::setItemCaching(bool on) {
    if (on == itemCaching_)
        return;
    itemCaching_ = on;
    labels_.setCacheMode(on ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache);
    cacheItems();
}

void ChartView::cacheItems() {
    // Grid lines and ticks (antialiased strokes), axis and legend texts (rich text) and the
    // lines and points of the series (curves of 256 points, stroked wide or dashed) cost far
    // more to paint than to copy, and most of them do not change when one parameter does: the
    // cost curves do not move with the batch. Qt Charts keeps its series items private: they
    // are found by their class, XYChart; should that name change, they are painted directly.
    const auto lines = itemCaching_ ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache;
    // Texts are cached in their own coordinates. Cached in device coordinates, Qt Charts'
    // titles, axis titles and tick labels vanished from a real window (X11, shown and then
    // sized), while offscreen grabs, drawn once at their final size, showed them:
    // tests/ui/real_window_text.sh reads them back from the screen. An item-coordinate cache
    // does not depend on where the view shows the item.
    const auto texts = itemCaching_ ? QGraphicsItem::ItemCoordinateCache : QGraphicsItem::NoCache;
    QList<QGraphicsItem*> pending = chartItem_->childItems();
    while (!pending.isEmpty()) {
        QGraphicsItem* item = pending.takeLast();
        pending += item->childItems();
        const int type = item->type();
        const QGraphicsObject* object = item->toGraphicsObject();
        // Scatter series are the exception: a few markers that move with nearly every change
        // (the operating points), and a cache the size of the plot would be filled and blended
        // whole for them each time.
        const bool line = type == QGraphicsLineItem::Type ||
                          (object && !object->inherits("ScatterChartItem") &&
                           (object->inherits("XYChart") || object->inherits("AreaChartItem")));
        const auto mode = !cacheable(item) && (type == QGraphicsTextItem::Type || line)
                              ? QGraphicsItem::NoCache
                          : type == QGraphicsTextItem::Type ? texts
                          : line                            ? lines
                                                            : item->cacheMode();
        if (item->cacheMode() != mode)
            item->setCacheMode(mode);
    }
}

void ChartView::paintEvent(QPaintEvent* event) {
    dropStaleTextCaches();
    QChartView::paintEvent(event);
}

void ChartView::dropStaleTextCaches() {
    // Qt Charts sets an axis label's new text during the layout. A text item cached in its own
    // coordinates whose new text has the size of the old one kept painting the old pixmap in a
    // real window: "20" where the axis said 50, the name of a GPU taken out of the comparison.
    // A text that changed since the last paint drops its cache here and is drawn afresh.
    if (!itemCaching_) {
        paintedTexts_.clear();
        return;
    }
    // The chart's items walked as a tree: QGraphicsScene::items() sorts every item of the scene
    // by its stacking order first, three quarters of this pass's time on each paint.
    QHash<const QGraphicsItem*, QString> painted;
    painted.reserve(paintedTexts_.size());
    QList<QGraphicsItem*> pending = chartItem_->childItems();
    while (!pending.isEmpty()) {
        QGraphicsItem* item = pending.takeLast();
        pending += item->childItems();
        if (item->type() != QGraphicsTextItem::Type)
            continue;
        const QString text = static_cast<QGraphicsTextItem*>(item)->toPlainText();
        // A text that became empty, or empty no more, since the caching was chosen.
        const auto wanted =
            cacheable(item) ? QGraphicsItem::ItemCoordinateCache : QGraphicsItem::NoCache;
        if (item->cacheMode() != wanted)
            item->setCacheMode(wanted);
        const auto before = paintedTexts_.constFind(item);
        if (before != paintedTexts_.cend() && *before != text &&
            item->cacheMode() != QGraphicsItem::NoCache) {
            const QGraphicsItem::CacheMode mode = item->cacheMode();
            item->setCacheMode(QGraphicsItem::NoCache);
            item->setCacheMode(mode);
        }
        painted.insert(item, text);
    }
    paintedTexts_ = std::move(painted);
}

} // namespace ridgeline::ui
