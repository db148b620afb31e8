#include "ui/charts/chart_notes.h"

#include "ui/charts/chart_view.h"

#include <QChart>
#include <QGraphicsEllipseItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <cmath>

namespace ridgeline::ui {

QString chartNoteKey(const ChartView* view) {
    static const QList<QPair<QString, QString>> keys{
        {QStringLiteral("RooflineChart"), QStringLiteral("roofline")},
        {QStringLiteral("MemoryChart"), QStringLiteral("memory")},
        {QStringLiteral("KvCacheChart"), QStringLiteral("kv-cache")},
        {QStringLiteral("CostChart"), QStringLiteral("cost")},
        {QStringLiteral("ScalingChart"), QStringLiteral("scaling")},
        {QStringLiteral("TimeCostChart"), QStringLiteral("time-cost")}};
    const QString name = QString::fromLatin1(view->metaObject()->className());
    for (const auto& [cls, key] : keys)
        if (name.endsWith(QStringLiteral("::") + cls))
            return key;
    return {};
}

ChartNotes::ChartNotes(ChartView* view)
    : view_(view) {}

ChartNotes::~ChartNotes() {
    clearItems();
}

void ChartNotes::clearItems() {
    for (Drawn& d : notes_) {
        qDeleteAll(d.items);
        d.items.clear();
    }
}

void ChartNotes::set(const std::vector<Annotation>& all) {
    clearItems();
    notes_.clear();
    const std::string key = chartNoteKey(view_).toStdString();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].chart == key)
            notes_.push_back({int(i), all[i], {}, {}, false});
    refresh();
}

void ChartNotes::refresh() {
    clearItems();
    QChart* chart = view_->chart();
    const QRectF plot = chart->plotArea();
    const QColor ink = view_->palette().color(QPalette::WindowText);
    QColor paper = view_->palette().color(QPalette::Base);
    paper.setAlpha(225);
    const qreal scale = view_->lineScale();
    for (Drawn& d : notes_) {
        d.shown = false;
        const std::optional<QPointF> a = view_->chartPosition({d.note.x, d.note.y});
        if (!a || !plot.adjusted(-2, -2, 2, 2).contains(*a))
            continue;
        QPen pen(ink, 1.5 * scale);
        if (d.note.x2 && d.note.y2) {
            const std::optional<QPointF> b = view_->chartPosition({*d.note.x2, *d.note.y2});
            if (!b)
                continue;
            auto* frame =
                new QGraphicsRectItem(QRectF(*a, *b).normalized().intersected(plot), chart);
            pen.setStyle(Qt::DashLine);
            frame->setPen(pen);
            d.items << frame;
            d.anchor = frame->rect().topLeft();
        } else {
            const qreal r = 4 * scale;
            auto* ring =
                new QGraphicsEllipseItem(QRectF(a->x() - r, a->y() - r, 2 * r, 2 * r), chart);
            ring->setPen(pen);
            d.items << ring;
            d.anchor = *a;
        }
        auto* text = new QGraphicsSimpleTextItem(QString::fromStdString(d.note.text));
        QFont f = view_->font();
        text->setFont(f);
        text->setBrush(ink);
        const QRectF box = text->boundingRect().adjusted(-3, -1, 3, 1);
        // Up and right of the anchor, kept inside the plot.
        QPointF at = d.anchor + QPointF(6 * scale, -box.height() - 4 * scale);
        at.setX(std::min(at.x(), plot.right() - box.width()));
        at.setY(std::max(at.y(), plot.top()));
        auto* back = new QGraphicsRectItem(box, chart);
        back->setPos(at);
        back->setPen(QPen(ink, 0.8 * scale));
        back->setBrush(paper);
        text->setParentItem(back);
        d.items << back;
        for (QGraphicsItem* item : d.items)
            item->setZValue(90);
        d.shown = true;
    }
}

QStringList ChartNotes::drawnTexts() const {
    QStringList out;
    for (const Drawn& d : notes_)
        if (d.shown)
            out << QString::fromStdString(d.note.text);
    return out;
}

std::optional<int> ChartNotes::noteAt(QPointF chartPos, qreal radius) const {
    std::optional<int> best;
    qreal bestDistance = radius;
    for (const Drawn& d : notes_) {
        if (!d.shown)
            continue;
        for (const QGraphicsItem* item : d.items) {
            const QRectF r = item->mapRectToParent(item->boundingRect());
            const qreal dx = std::max({r.left() - chartPos.x(), 0.0, chartPos.x() - r.right()});
            const qreal dy = std::max({r.top() - chartPos.y(), 0.0, chartPos.y() - r.bottom()});
            const qreal distance = std::hypot(dx, dy);
            if (distance <= bestDistance) {
                bestDistance = distance;
                best = d.index;
            }
        }
    }
    return best;
}

} // namespace ridgeline::ui
