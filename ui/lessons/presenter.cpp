#include "ui/lessons/presenter.h"

#include "ui/charts/chart_view.h"
#include "ui/window/chart_grid.h"
#include "ui/window/main_window.h"

#include <QDockWidget>
#include <QMenuBar>

#include <algorithm>

namespace ridgeline::ui {

Presenter::Presenter(MainWindow* window)
    : QObject(window)
    , window_(window) {}

QPalette Presenter::palette() {
    QPalette p;
    const QColor ink(Qt::black), paper(Qt::white);
    for (QPalette::ColorGroup g : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        p.setColor(g, QPalette::Window, paper);
        p.setColor(g, QPalette::Base, paper);
        p.setColor(g, QPalette::AlternateBase, QColor(235, 235, 235));
        p.setColor(g, QPalette::WindowText, ink);
        p.setColor(g, QPalette::Text, ink);
        p.setColor(g, QPalette::ButtonText, ink);
        p.setColor(g, QPalette::Button, QColor(230, 230, 230));
        p.setColor(g, QPalette::Highlight, QColor(0, 70, 170));
        p.setColor(g, QPalette::HighlightedText, paper);
        p.setColor(g, QPalette::ToolTipBase, paper);
        p.setColor(g, QPalette::ToolTipText, ink);
        p.setColor(g, QPalette::PlaceholderText, QColor(50, 50, 50));
    }
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(120, 120, 120));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(90, 90, 90));
    return p;
}

void Presenter::setScale(qreal scale) {
    scale = std::clamp(scale, 1.25, 4.0);
    if (scale == scale_)
        return;
    scale_ = scale;
    if (active_)
        apply();
}

void Presenter::setActive(bool on) {
    if (on == active_)
        return;
    active_ = on;
    if (on) {
        font_ = window_->font();
        palette_ = window_->palette();
        dockState_ = window_->saveState();
        menuVisible_ = window_->menuBar()->isVisible() || !window_->isVisible();
        for (QDockWidget* dock : window_->findChildren<QDockWidget*>())
            dock->hide();
        window_->menuBar()->hide();
        ChartGrid* grid = window_->charts();
        slotsBefore_ = grid->shownSlots();
        slotsSet_.clear();
        if (slotsBefore_.size() > 2) {
            grid->showCharts({0, 1});
            slotsSet_ = grid->shownSlots();
        }
        apply();
    } else {
        window_->setFont(font_);
        for (const auto& [widget, font] : std::as_const(ownFonts_))
            if (widget)
                widget->setFont(font);
        ownFonts_.clear();
        window_->setPalette(palette_);
        for (ChartView* chart : window_->charts()->findChildren<ChartView*>()) {
            chart->setLineScale(1);
            chart->applyPalette(window_->palette());
        }
        window_->restoreState(dockState_);
        window_->menuBar()->setVisible(menuVisible_);
        // The charts it showed go back to the layout it left, unless something chose other
        // charts meanwhile (a lesson step, View > chart).
        ChartGrid* grid = window_->charts();
        if (!slotsSet_.isEmpty() && grid->shownSlots() == slotsSet_)
            grid->showCharts(slotsBefore_);
    }
    Q_EMIT activeChanged(on);
}

void Presenter::apply() {
    QFont big = font_;
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * scale_);
    else
        big.setPixelSize(int(big.pixelSize() * scale_));
    // Widgets that set a size of their own (summary values and captions) grow by the same
    // factor from it: their fonts as they were before the window's font grew.
    for (QWidget* w : window_->findChildren<QWidget*>()) {
        if (!w->testAttribute(Qt::WA_SetFont) || ownFonts_.contains(w))
            continue;
        ownFonts_.insert(w, {QPointer<QWidget>(w), w->font()});
    }
    window_->setFont(big);
    for (const auto& [widget, font] : std::as_const(ownFonts_)) {
        if (!widget)
            continue;
        QFont f = font;
        if (f.pointSizeF() > 0 && (f.resolveMask() & QFont::SizeResolved))
            f.setPointSizeF(f.pointSizeF() * scale_);
        widget->setFont(f);
    }
    window_->setPalette(palette());
    // The charts read their fonts when they apply a palette.
    for (ChartView* chart : window_->charts()->findChildren<ChartView*>()) {
        chart->setLineScale(scale_);
        chart->applyPalette(window_->palette());
    }
}

} // namespace ridgeline::ui
