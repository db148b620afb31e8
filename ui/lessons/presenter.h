// The presenter view for a projector: large fonts and thick lines (about 2x, adjustable), a
// high-contrast palette, one or two charts large under the summary, controls and menus hidden
// (the keyboard still works). Charts exported meanwhile keep this look: exports render the
// charts' scenes as shown.
#pragma once

#include <QByteArray>
#include <QFont>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPalette>
#include <QPointer>
#include <QWidget>

namespace ridgeline::ui {

class MainWindow;

class Presenter : public QObject {
    Q_OBJECT

public:
    explicit Presenter(MainWindow* window);

    bool active() const { return active_; }
    void setActive(bool on);
    /// Text and lines are this many times their usual size (default 2; 1.25 to 4).
    qreal scale() const { return scale_; }
    void setScale(qreal scale);

    /// The high-contrast palette: black on white, with a strong accent.
    static QPalette palette();

Q_SIGNALS:
    void activeChanged(bool on);

private:
    void apply();

    MainWindow* window_;
    bool active_ = false;
    qreal scale_ = 2;
    QFont font_;
    QPalette palette_;
    QByteArray dockState_;
    bool menuVisible_ = true;
    QList<int> slotsBefore_; ///< the chart grid's slots when the view was turned on
    QList<int> slotsSet_;    ///< the slots it showed instead, or empty when it left them
    /// Widgets with a font of their own (summary values, captions), with that font.
    QHash<QWidget*, QPair<QPointer<QWidget>, QFont>> ownFonts_;
};

} // namespace ridgeline::ui
