// The presenter view for a projector: large fonts and thick lines (scaled to the window: 2x at
// 1920x1080, less on a smaller projector; adjustable), a high-contrast palette, one or two charts
// large under the summary (one a side in the split view, whose two strips of tiles are fitted
// together), controls and menus hidden (the keyboard still works). Charts exported meanwhile keep
// this look: exports render the charts' scenes as shown.
#pragma once

#include <QByteArray>
#include <QFont>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPalette>
#include <QPointer>
#include <QSet>
#include <QWidget>

#include <optional>

class QTimer;

namespace ridgeline::ui {

class LessonStage;

class Presenter : public QObject {
    Q_OBJECT

public:
    explicit Presenter(LessonStage* window);

    bool active() const { return active_; }
    void setActive(bool on);
    /// The scale asked for: the one chosen with setScale(), or else autoScale() of the window's
    /// size, following it as the window is resized (then made smaller where the summary's tiles
    /// would take more than two rows: applied()).
    qreal scale() const;
    /// Text and lines are this many times their usual size now (while active).
    qreal applied() const { return scale_; }
    /// applied() while active, else scale(): what Larger and Smaller start from.
    qreal shown() const { return active_ ? scale_ : scale(); }
    /// Chooses the scale (1 to 4); it stays until the view is left.
    void setScale(qreal scale);
    /// The scale for a window of `size`: 2 at 1920x1080 and in proportion to the smaller of the
    /// width and the height below it (1280x800: 1.33), so that the summary tiles and the charts'
    /// ticks and axis titles keep their room; 1 to 3.
    static qreal autoScale(QSize size);

    /// The high-contrast palette: black on white, with a strong accent.
    static QPalette palette();

Q_SIGNALS:
    void activeChanged(bool on);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void apply();
    /// Records the own fonts of widgets not seen yet, as they were before the view scaled them.
    void recordOwnFonts();
    /// Sets the window's and the recorded widgets' fonts `scale` times their own.
    void setFonts(qreal scale);
    /// The rows the summary's tiles take now (after the pending layouts).
    int summaryRows() const;

    LessonStage* window_;
    bool active_ = false;
    qreal scale_ = 2;  ///< the scale applied now (while active)
    qreal target_ = 2; ///< the scale asked for then (scale_ may be smaller: tiles in two rows)
    std::optional<qreal> chosen_;
    QTimer* resized_;
    /// The widgets that existed when the view was turned on: one created later took its own
    /// font from the scaled one.
    QSet<QWidget*> existing_;
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
