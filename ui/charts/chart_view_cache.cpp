// How a chart's items are cached between paints, and how a text's cache is renewed when it changes.
#include "ui/charts/chart_view.h"

#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QGraphicsLineItem>
#include <QGraphicsTextItem>
#include <QTextDocument>

#include <bit>
#include <utility>

namespace ridgeline::ui {

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
    // A hairline (a grid line with no height) is cached as well: in device coordinates Qt adds a
    // pixel around it. Left uncached, the grids and ticks cost a fifth of each paint.
    const auto lines = itemCaching_ ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache;
    // Texts are cached in device coordinates, like the lines: a cache in the item's own
    // coordinates is drawn through the item's transform, and the turned y axis titles' caches
    // went through Qt's slow path on every paint (bench_ui_update: a window update 1 ms
    // slower). Texts cached in device coordinates once vanished from a real window; a text's
    // cache is now renewed when its text changes (watchText), and
    // tests/ui/real_window_text.sh reads every chart's texts back from the screen.
    const auto texts = itemCaching_ ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache;
    // A series that moved in two of the last three updates (the current batch's KV curve, the
    // per-pass roofs while the batch is dragged) is drawn directly: clearing its cache, drawing
    // into it and blending it in on every paint cost more than drawing it (bench_ui_update:
    // p50 5.2 -> 4.8 ms). Once it stays put for a few updates it is cached again.
    QSet<const QGraphicsItem*> moving;
    for (const Entry& e : std::as_const(series_))
        if (e.item && std::popcount(e.moves & 0x7u) >= 2)
            moving.insert(e.item);
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
        // A series with nothing to draw (a legend entry standing for all GPUs, a curve out of
        // range) would be cached as a transparent pixmap the size of the plot and blended in
        // on every paint (Qt spreads each such blend over its worker threads): drawn directly
        // it costs nothing. Its item is looked at again on each update.
        const bool direct = line && type != QGraphicsLineItem::Type &&
                            (moving.contains(item) || item->shape().isEmpty());
        const bool text = type == QGraphicsTextItem::Type;
        const auto mode = text     ? texts
                          : direct ? QGraphicsItem::NoCache
                          : line   ? lines
                                   : item->cacheMode();
        if (item->cacheMode() != mode)
            item->setCacheMode(mode);
        if (text && mode != QGraphicsItem::NoCache)
            watchText(static_cast<QGraphicsTextItem*>(item));
    }
}

QSet<QGraphicsItem*> ChartView::seriesItems() const {
    QSet<QGraphicsItem*> found;
    QList<QGraphicsItem*> pending = chartItem_->childItems();
    while (!pending.isEmpty()) {
        QGraphicsItem* item = pending.takeLast();
        pending += item->childItems();
        if (const QGraphicsObject* object = item->toGraphicsObject();
            object && object->inherits("XYChart"))
            found.insert(item);
    }
    return found;
}

void ChartView::watchText(QGraphicsTextItem* text) {
    // A cached text item notes each region Qt asks to repaint on it and
    // redraws only those into its pixmap. A new text asks for the whole document (a region of
    // 10^9 pixels) and then for the lines that changed: with two regions noted Qt draws them
    // into a pixmap of their bounds, which it cannot allocate, and the item kept its old pixmap
    // ("QPainter::begin: Paint device returned engine == 0", tens of thousands a session, and
    // in a real window "20" where the memory axis said 50). A cache renewed when the text
    // changes is drawn whole on the next paint instead.
    // The item remembers the document it is watched through in its own data (a look-up by
    // number, unlike an object property's by name).
    QTextDocument* document = text->document();
    constexpr int watchedDocumentKey = 0x52574431;
    const auto id = quintptr(document);
    if (text->data(watchedDocumentKey).value<quintptr>() == id)
        return;
    text->setData(watchedDocumentKey, QVariant::fromValue(id));
    auto renew = [this, text] { renewTextCache(text); };
    connect(document, &QTextDocument::contentsChanged, text, renew);
    connect(document->documentLayout(), &QAbstractTextDocumentLayout::update, text, renew);
}

void ChartView::renewTextCache(QGraphicsTextItem* text) {
    const QGraphicsItem::CacheMode mode = text->cacheMode();
    if (mode == QGraphicsItem::NoCache)
        return;
    // A text laid out while the view paints may be the item being drawn: its cache is in use.
    if (painting_) {
        if (!lateTexts_.contains(text))
            lateTexts_.append(text);
        return;
    }
    text->setCacheMode(QGraphicsItem::NoCache);
    text->setCacheMode(mode);
}

void ChartView::paintEvent(QPaintEvent* event) {
    painting_ = true;
    QChartView::paintEvent(event);
    painting_ = false;
    const QList<QPointer<QGraphicsTextItem>> late = std::exchange(lateTexts_, {});
    for (const QPointer<QGraphicsTextItem>& text : late)
        if (text)
            renewTextCache(text);
}

} // namespace ridgeline::ui
