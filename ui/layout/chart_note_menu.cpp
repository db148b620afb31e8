#include "ui/layout/chart_note_menu.h"

#include "ui/charts/chart_notes.h"
#include "ui/charts/chart_view.h"
#include "ui/document/state_editor.h"
#include "ui/model/scenario_model.h"

#include <QContextMenuEvent>
#include <QInputDialog>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QRubberBand>

#include <algorithm>
#include <cstdlib>

namespace ridgeline::ui {

ChartNoteMenu::ChartNoteMenu(StateEditor* editor, QObject* parent)
    : QObject(parent)
    , model_(editor->model())
    , editor_(editor) {}

void ChartNoteMenu::watch(ChartView* chart) {
    chart->viewport()->installEventFilter(this);
    chart->viewport()->setProperty("ridgelineChart", QVariant::fromValue<QObject*>(chart));
}

bool ChartNoteMenu::addNote(ChartView* chart, QPoint viewportPos, const QString& text) {
    const QString trimmed = text.trimmed().left(int(maxAnnotationText));
    const std::optional<QPointF> at = chart->valueAt(viewportPos);
    const QString key = chartNoteKey(chart);
    if (!at || trimmed.isEmpty() || key.isEmpty() ||
        model_->scenario().annotations.size() >= maxAnnotations)
        return false;
    Annotation note;
    note.chart = key.toStdString();
    note.text = trimmed.toStdString();
    const QPointF stored = displayToNote(key, *at, chart->memoryUnit());
    note.x = stored.x();
    note.y = stored.y();
    editor_->change(tr("Add note"),
                    [&note](ScenarioState& s) { s.scenario.annotations.push_back(note); });
    return true;
}

bool ChartNoteMenu::addRegionNote(ChartView* chart, QPoint from, QPoint to, const QString& text) {
    const QString trimmed = text.trimmed().left(int(maxAnnotationText));
    const QString key = chartNoteKey(chart);
    if (trimmed.isEmpty() || key.isEmpty() ||
        model_->scenario().annotations.size() >= maxAnnotations)
        return false;
    // Both corners cut to the plot, so that each maps to a value.
    const QRectF plot = chart->chart()->plotArea();
    const auto clamp = [&](QPoint p) {
        QPointF scene = chart->chart()->mapFromScene(chart->mapToScene(p));
        scene.setX(std::clamp(scene.x(), plot.left(), plot.right()));
        scene.setY(std::clamp(scene.y(), plot.top(), plot.bottom()));
        return chart->mapFromScene(chart->chart()->mapToScene(scene));
    };
    const QPoint a = clamp(from), b = clamp(to);
    if (std::abs(a.x() - b.x()) < 3 || std::abs(a.y() - b.y()) < 3)
        return false;
    const std::optional<QPointF> va = chart->valueAt(a), vb = chart->valueAt(b);
    if (!va || !vb)
        return false;
    const QPointF p = displayToNote(key, *va, chart->memoryUnit()),
                  q = displayToNote(key, *vb, chart->memoryUnit());
    Annotation note;
    note.chart = key.toStdString();
    note.text = trimmed.toStdString();
    note.x = std::min(p.x(), q.x());
    note.y = std::min(p.y(), q.y());
    note.x2 = std::max(p.x(), q.x());
    note.y2 = std::max(p.y(), q.y());
    editor_->change(tr("Add note"),
                    [&note](ScenarioState& s) { s.scenario.annotations.push_back(note); });
    return true;
}

bool ChartNoteMenu::beginRegion(ChartView* chart) {
    if (chartNoteKey(chart).isEmpty())
        return false;
    endRegion();
    regionChart_ = chart;
    dragging_ = false;
    // Esc reaches the chart itself, not its viewport.
    chart->installEventFilter(this);
    chart->viewport()->setCursor(Qt::CrossCursor);
    chart->setFocus();
    return true;
}

void ChartNoteMenu::endRegion() {
    if (regionChart_) {
        regionChart_->removeEventFilter(this);
        regionChart_->viewport()->unsetCursor();
    }
    delete band_;
    band_ = nullptr;
    regionChart_ = nullptr;
    dragging_ = false;
}

QString ChartNoteMenu::askText(ChartView* chart) {
    if (ask_)
        return ask_(chart);
    bool ok = false;
    const QString text = QInputDialog::getText(
        chart, tr("Add Note"),
        tr("Note (saved with the scenario, drawn in exports and the report):"), QLineEdit::Normal,
        QString(), &ok);
    return ok ? text : QString();
}

bool ChartNoteMenu::regionEvent(QEvent* event) {
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (e->button() != Qt::LeftButton) {
            endRegion();
            return true;
        }
        regionStart_ = e->position().toPoint();
        dragging_ = true;
        if (!band_)
            band_ = new QRubberBand(QRubberBand::Rectangle, regionChart_->viewport());
        band_->setGeometry(QRect(regionStart_, QSize()));
        band_->show();
        return true;
    }
    case QEvent::MouseMove:
        if (dragging_ && band_)
            band_->setGeometry(
                QRect(regionStart_, static_cast<QMouseEvent*>(event)->position().toPoint())
                    .normalized());
        return dragging_;
    case QEvent::MouseButtonRelease: {
        if (!dragging_)
            return false;
        ChartView* chart = regionChart_;
        const QPoint end = static_cast<QMouseEvent*>(event)->position().toPoint();
        const QPoint start = regionStart_;
        endRegion();
        const QString text = askText(chart);
        if (!text.isEmpty())
            addRegionNote(chart, start, end, text);
        return true;
    }
    case QEvent::MouseButtonDblClick:
        return true;
    case QEvent::ShortcutOverride:
        // Esc also shows all charts (View): here it only cancels the region.
        if (static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
            event->accept();
            return true;
        }
        return false;
    case QEvent::KeyPress:
        if (static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
            endRegion();
            return true;
        }
        return false;
    default:
        return false;
    }
}

bool ChartNoteMenu::removeNote(int index) {
    if (index < 0 || index >= int(model_->scenario().annotations.size()))
        return false;
    editor_->change(tr("Remove note"), [index](ScenarioState& s) {
        s.scenario.annotations.erase(s.scenario.annotations.begin() + index);
    });
    return true;
}

void ChartNoteMenu::removeNotes(ChartView* chart) {
    const std::string key = chartNoteKey(chart).toStdString();
    editor_->change(tr("Remove notes"), [&key](ScenarioState& s) {
        std::erase_if(s.scenario.annotations,
                      [&key](const Annotation& a) { return a.chart == key; });
    });
}

bool ChartNoteMenu::eventFilter(QObject* watched, QEvent* event) {
    if (regionChart_ && (watched == regionChart_->viewport() || watched == regionChart_) &&
        regionEvent(event))
        return true;
    if (event->type() != QEvent::ContextMenu)
        return QObject::eventFilter(watched, event);
    auto* chart = qobject_cast<ChartView*>(watched->property("ridgelineChart").value<QObject*>());
    if (!chart)
        return QObject::eventFilter(watched, event);
    const QPoint pos = static_cast<QContextMenuEvent*>(event)->pos();
    QMenu menu(chart);
    QAction* add = menu.addAction(tr("Add Note Here\u2026"));
    add->setEnabled(chart->valueAt(pos).has_value());
    QAction* region = menu.addAction(tr("Pin a Note to a Region\u2026"));
    region->setToolTip(tr("Then drag out the region on the chart; Esc cancels"));
    const std::optional<int> under = chart->noteAt(pos);
    QAction* remove = nullptr;
    if (under) {
        const QString text =
            QString::fromStdString(model_->scenario().annotations.at(std::size_t(*under)).text);
        remove = menu.addAction(tr("Remove Note \u201c%1\u201d").arg(text.left(30)));
    }
    QAction* removeAll = menu.addAction(tr("Remove All Notes on This Chart"));
    removeAll->setEnabled(!chart->noteTexts().isEmpty());
    QAction* chosen = menu.exec(static_cast<QContextMenuEvent*>(event)->globalPos());
    if (chosen == add) {
        const QString text = askText(chart);
        if (!text.isEmpty())
            addNote(chart, pos, text);
    } else if (chosen == region) {
        beginRegion(chart);
    } else if (chosen && chosen == remove) {
        removeNote(*under);
    } else if (chosen == removeAll) {
        removeNotes(chart);
    }
    return true;
}

} // namespace ridgeline::ui
