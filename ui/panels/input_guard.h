// How the value controls of a scrolling panel take the mouse wheel and the keyboard, in one
// place: a wheel over a control without focus scrolls the panel instead of changing the value;
// a wheel burst on a focused control is one undo step; the window's Undo, Redo, New and Save
// shortcuts win over a focused spin box's own.
#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>

class QWidget;

namespace ridgeline::ui {

class ScenarioModel;

class InputGuard : public QObject {
    Q_OBJECT

public:
    /// How long after the last wheel step a burst ends, in milliseconds.
    static constexpr int burstEndMs = 500;

    /// `model` must outlive the guard; the guard is a child of `parent`.
    InputGuard(ScenarioModel* model, QObject* parent);
    ~InputGuard() override;

    /// Guards `root` and every widget below it, including those created later. Sliders, spin
    /// boxes and combo boxes take focus by click or Tab only (Qt::StrongFocus).
    void watch(QWidget* root);

    /// True while wheel steps on a focused control are merged into one interaction.
    bool inWheelBurst() const { return bursting_; }
    /// Ends a wheel burst now (the undo step is complete); no-op when none is running.
    void endWheelBurst();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void watchOne(QWidget* widget);
    bool onWheel(QWidget* control, QEvent* event);

    ScenarioModel* model_;
    bool bursting_ = false;
    QPointer<QWidget> burstTarget_;
    QTimer burstEnd_;
};

} // namespace ridgeline::ui
