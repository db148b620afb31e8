#include "ui/window/chart_note_menu.h"

#include "ui/charts/chart_notes.h"
#include "ui/charts/chart_view.h"
#include "ui/model/scenario_model.h"

#include <QContextMenuEvent>
#include <QInputDialog>
#include <QMenu>

namespace ridgeline::ui {

ChartNoteMenu::ChartNoteMenu(ScenarioModel* model, QObject* parent)
    : QObject(parent)
    , model_(model) {}

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
    note.x = at->x();
    note.y = at->y();
    model_->change(tr("Add note"),
                   [&note](ScenarioState& s) { s.scenario.annotations.push_back(note); });
    return true;
}

bool ChartNoteMenu::removeNote(int index) {
    if (index < 0 || index >= int(model_->scenario().annotations.size()))
        return false;
    model_->change(tr("Remove note"), [index](ScenarioState& s) {
        s.scenario.annotations.erase(s.scenario.annotations.begin() + index);
    });
    return true;
}

void ChartNoteMenu::removeNotes(ChartView* chart) {
    const std::string key = chartNoteKey(chart).toStdString();
    model_->change(tr("Remove notes"), [&key](ScenarioState& s) {
        std::erase_if(s.scenario.annotations,
                      [&key](const Annotation& a) { return a.chart == key; });
    });
}

bool ChartNoteMenu::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ContextMenu)
        return QObject::eventFilter(watched, event);
    auto* chart = qobject_cast<ChartView*>(watched->property("ridgelineChart").value<QObject*>());
    if (!chart)
        return QObject::eventFilter(watched, event);
    const QPoint pos = static_cast<QContextMenuEvent*>(event)->pos();
    QMenu menu(chart);
    QAction* add = menu.addAction(tr("Add Note Here\u2026"));
    add->setEnabled(chart->valueAt(pos).has_value());
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
        bool ok = false;
        const QString text = QInputDialog::getText(
            chart, tr("Add Note"),
            tr("Note (saved with the scenario, drawn in exports and the report):"),
            QLineEdit::Normal, QString(), &ok);
        if (ok)
            addNote(chart, pos, text);
    } else if (chosen && chosen == remove) {
        removeNote(*under);
    } else if (chosen == removeAll) {
        removeNotes(chart);
    }
    return true;
}

} // namespace ridgeline::ui
