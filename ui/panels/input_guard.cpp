#include "ui/panels/input_guard.h"

#include "ui/model/scenario_model.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QChildEvent>
#include <QComboBox>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QKeySequence>
#include <QScrollBar>
#include <QWidget>

namespace ridgeline::ui {

namespace {

/// A control whose value the wheel changes. Scroll bars scroll, they hold no value.
bool isValueControl(const QObject* o) {
    if (qobject_cast<const QScrollBar*>(o))
        return false;
    return qobject_cast<const QAbstractSlider*>(o) || qobject_cast<const QAbstractSpinBox*>(o) ||
           qobject_cast<const QComboBox*>(o);
}

/// The window's shortcuts that a spin box's line edit would otherwise claim (its own undo) or
/// that must work whatever has focus.
bool isWindowShortcut(const QKeyEvent* key) {
    for (QKeySequence::StandardKey k :
         {QKeySequence::Undo, QKeySequence::Redo, QKeySequence::New, QKeySequence::Save}) {
        if (key->matches(k))
            return true;
    }
    // Redo on every platform, also where the standard binding is Ctrl+Y only.
    return key->keyCombination() ==
           QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_Z);
}

} // namespace

InputGuard::InputGuard(ScenarioModel* model, QObject* parent)
    : QObject(parent)
    , model_(model) {
    burstEnd_.setSingleShot(true);
    burstEnd_.setInterval(burstEndMs);
    connect(&burstEnd_, &QTimer::timeout, this, &InputGuard::endWheelBurst);
}

InputGuard::~InputGuard() {
    endWheelBurst();
}

void InputGuard::watch(QWidget* root) {
    watchOne(root);
    for (QWidget* w : root->findChildren<QWidget*>())
        watchOne(w);
}

void InputGuard::watchOne(QWidget* widget) {
    widget->installEventFilter(this); // installing twice keeps one filter
    if (isValueControl(widget))
        widget->setFocusPolicy(Qt::StrongFocus);
}

void InputGuard::endWheelBurst() {
    burstEnd_.stop();
    if (!bursting_)
        return;
    bursting_ = false;
    burstTarget_ = nullptr;
    model_->endInteraction();
}

bool InputGuard::onWheel(QWidget* control, QEvent* event) {
    if (!control->hasFocus()) {
        // The panel scrolls instead. Handed on here: QApplication passes only spontaneous
        // wheel events on to the parents.
        for (QWidget* w = control->parentWidget(); w; w = w->parentWidget()) {
            if (auto* area = qobject_cast<QAbstractScrollArea*>(w)) {
                QCoreApplication::sendEvent(area->viewport(), event);
                break;
            }
        }
        event->accept();
        return true;
    }
    if (!bursting_ || burstTarget_ != control) {
        endWheelBurst();
        bursting_ = true;
        burstTarget_ = control;
        model_->beginInteraction();
    }
    burstEnd_.start();
    return false;
}

bool InputGuard::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
    case QEvent::ChildAdded: {
        // Rows added later (the GPU table, the prices) are guarded too. The child is still
        // being constructed: its focus policy is set when it is polished.
        QObject* child = static_cast<QChildEvent*>(event)->child();
        if (child->isWidgetType())
            child->installEventFilter(this);
        break;
    }
    case QEvent::Polish:
        if (isValueControl(watched))
            static_cast<QWidget*>(watched)->setFocusPolicy(Qt::StrongFocus);
        break;
    case QEvent::Wheel:
        if (isValueControl(watched))
            return onWheel(static_cast<QWidget*>(watched), event);
        break;
    case QEvent::ShortcutOverride:
        if (isWindowShortcut(static_cast<QKeyEvent*>(event))) {
            event->ignore(); // the window's action takes the key
            return true;
        }
        break;
    case QEvent::KeyPress:
    case QEvent::MouseButtonPress:
        // Typing or a click starts another step (a slider drag is its own interaction).
        endWheelBurst();
        break;
    case QEvent::FocusOut:
        if (watched == burstTarget_)
            endWheelBurst();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ridgeline::ui
