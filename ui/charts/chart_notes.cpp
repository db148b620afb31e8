#include "ui/charts/chart_notes.h"

#include "ui/charts/chart_view.h"
#include "ui/units.h"

#include "core/physics/physics.h"

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

namespace {

// Memory and KV-cache notes are stored in GiB; the charts draw in the memory unit.
double gibPerShownUnit(const QString& chartKey, units::MemoryUnit unit) {
    if (chartKey != QLatin1String("memory") && chartKey != QLatin1String("kv-cache"))
        return 1;
    return units::bytesPerMemoryUnit(unit) / bytesPerGib;
}

} // namespace

QPointF noteToDisplay(const QString& chartKey, QPointF stored, units::MemoryUnit unit) {
    return {stored.x(), stored.y() / gibPerShownUnit(chartKey, unit)};
}

QPointF displayToNote(const QString& chartKey, QPointF shown, units::MemoryUnit unit) {
    return {shown.x(), shown.y() * gibPerShownUnit(chartKey, unit)};
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
    const QString key = chartNoteKey(view_);
    QColor wash = view_->palette().color(QPalette::Highlight);
    wash.setAlpha(70);
    for (Drawn& d : notes_) {
        d.shown = false;
        const std::optional<QPointF> a =
            view_->chartPosition(noteToDisplay(key, {d.note.x, d.note.y}, view_->memoryUnit()));
        if (!a)
            continue;
        QPen pen(ink, 1.5 * scale);
        const bool region = d.note.x2 && d.note.y2;
        if (region) {
            const std::optional<QPointF> b = view_->chartPosition(
                noteToDisplay(key, {*d.note.x2, *d.note.y2}, view_->memoryUnit()));
            // A region is drawn where it overlaps the plot.
            const QRectF area = b ? QRectF(*a, *b).normalized().intersected(plot) : QRectF();
            if (area.isEmpty())
                continue;
            auto* frame = new QGraphicsRectItem(area, chart);
            pen.setStyle(Qt::DashLine);
            frame->setPen(pen);
            frame->setBrush(wash);
            d.items << frame;
            d.anchor = area.topLeft();
        } else {
            if (!plot.adjusted(-2, -2, 2, 2).contains(*a))
                continue;
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
        // A point's text sits up and right of it, a region's inside its top-left corner; both
        // are kept inside the plot.
        QPointF at = region ? d.anchor + QPointF(4 * scale, 4 * scale)
                            : d.anchor + QPointF(6 * scale, -box.height() - 4 * scale);
        at.setX(std::min(at.x(), plot.right() - box.width()));
        at.setY(std::max(std::min(at.y(), plot.bottom() - box.height()), plot.top()));
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
