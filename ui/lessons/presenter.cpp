#include "ui/lessons/presenter.h"

#include "ui/charts/chart_view.h"
#include "ui/layout/chart_grid.h"
#include "ui/layout/split_view.h"
#include "ui/lessons/lesson_stage.h"
#include "ui/model/scenario_model.h"
#include "ui/summary/summary_strip.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QMenuBar>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

Presenter::Presenter(LessonStage* window)
    : QObject(window)
    , window_(window)
    , resized_(new QTimer(this)) {
    resized_->setSingleShot(true);
    resized_->setInterval(150);
    connect(resized_, &QTimer::timeout, this, [this] {
        if (active_ && (std::abs(scale() - target_) > 0.01 || (!chosen_ && summaryRows() > 2)))
            apply();
    });
    window_->installEventFilter(this);
    // New figures (the next lesson step, an edit) can be longer than the ones the text was
    // sized for: once they are shown, the tiles are counted again (lesson B step 6 at 1280x800
    // took three rows).
    connect(window_->model(), &ScenarioModel::resultsChanged, this, [this] {
        if (active_ && !chosen_)
            resized_->start();
    });
    // Split or joined, the tiles stand in other widths: the scale is fitted to them anew.
    connect(window_->splitView(), &SplitView::splitChanged, this, [this] {
        if (active_)
            apply();
    });
}

qreal Presenter::autoScale(QSize size) {
    // 960x540 is a quarter of 1920x1080, where twice the desktop's text reads well from the back
    // of a room; a projector of 1280x800 keeps two rows of tiles and whole tick labels at 1.33.
    const qreal s = std::min(size.width() / 960.0, size.height() / 540.0);
    return std::clamp(std::round(s * 20) / 20, 1.0, 3.0);
}

qreal Presenter::scale() const {
    return chosen_ ? *chosen_ : autoScale(window_->size());
}

bool Presenter::eventFilter(QObject* watched, QEvent* event) {
    // Hidden (a screenshot sizes the window before it is shown): at once; shown, once the user
    // stops dragging the window's edge.
    // Shown (the view was turned on before, from the command line): the tiles are counted.
    if (watched == window_ && event->type() == QEvent::Show && active_ && !chosen_)
        resized_->start();
    if (watched == window_ && event->type() == QEvent::Resize && active_ && !chosen_) {
        if (window_->isVisible())
            resized_->start();
        else if (std::abs(scale() - target_) > 0.01)
            apply();
    }
    return QObject::eventFilter(watched, event);
}

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
    chosen_ = std::clamp(scale, 1.0, 4.0);
    if (active_ && *chosen_ != scale_)
        apply();
}

void Presenter::setActive(bool on) {
    if (on == active_)
        return;
    active_ = on;
    if (on) {
        font_ = window_->font();
        palette_ = window_->palette();
        existing_.clear();
        for (QWidget* w : window_->findChildren<QWidget*>())
            existing_.insert(w);
        dockState_ = window_->saveState();
        menuVisible_ = window_->menuBar()->isVisible() || !window_->isVisible();
        for (QDockWidget* dock : window_->findChildren<QDockWidget*>())
            dock->hide();
        window_->menuBar()->hide();
        ChartGrid* grid = window_->charts();
        SplitView* splitView = window_->splitView();
        // A side too small for the grid shows one chart already: the grid is what was shown.
        slotsBefore_ = splitView->narrowed() ? splitView->releaseNarrowed() : grid->shownSlots();
        slotsSet_.clear();
        // Split, each side has half the width: one chart a side (A's beside B's).
        const bool split = splitView->isSplit();
        if (slotsBefore_.size() > (split ? 1 : 2)) {
            grid->showCharts(split ? QList<int>{slotsBefore_.front()} : QList<int>{0, 1});
            slotsSet_ = grid->shownSlots();
        }
        apply();
    } else {
        recordOwnFonts();
        window_->setFont(font_);
        for (const auto& [widget, font] : std::as_const(ownFonts_))
            if (widget)
                widget->setFont(font);
        ownFonts_.clear();
        existing_.clear();
        chosen_.reset();
        window_->setPalette(palette_);
        for (ChartView* chart : window_->findChildren<ChartView*>()) {
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

void Presenter::recordOwnFonts() {
    // Widgets that set a size of their own (summary values and captions) grow by the same
    // factor from it: their fonts as they were before the window's font grew. One created in
    // the view (a tile for a new figure, a dialog) took its size from the scaled font: it is
    // recorded at the size it would have had, or it kept the large text after Esc.
    for (QWidget* w : window_->findChildren<QWidget*>()) {
        if (!w->testAttribute(Qt::WA_SetFont) || ownFonts_.contains(w))
            continue;
        QFont f = w->font();
        if (!existing_.contains(w) && f.pointSizeF() > 0 && (f.resolveMask() & QFont::SizeResolved))
            f.setPointSizeF(f.pointSizeF() / scale_);
        ownFonts_.insert(w, {QPointer<QWidget>(w), f});
    }
}

void Presenter::setFonts(qreal scale) {
    scale_ = scale;
    QFont big = font_;
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * scale_);
    else
        big.setPixelSize(int(big.pixelSize() * scale_));
    window_->setFont(big);
    for (const auto& [widget, font] : std::as_const(ownFonts_)) {
        if (!widget)
            continue;
        QFont f = font;
        if (f.pointSizeF() > 0 && (f.resolveMask() & QFont::SizeResolved))
            f.setPointSizeF(f.pointSizeF() * scale_);
        widget->setFont(f);
    }
}

int Presenter::summaryRows() const {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // Split, the side whose tiles take more rows.
    const SplitView* split = window_->splitView();
    const int a = split->isSplit() ? split->summary()->rowCount() : 0;
    return std::max(a, window_->summary()->rowCount());
}

void Presenter::apply() {
    recordOwnFonts();
    target_ = scale();
    setFonts(target_);
    // Chosen by the window's size, the text is made smaller in steps while the summary's tiles
    // take more than two rows (long figures on a narrow projector), not below the desktop's.
    if (!chosen_ && window_->isVisible())
        while (scale_ > 1.0 && summaryRows() > 2)
            setFonts(std::max(1.0, scale_ - 0.05));
    window_->setPalette(palette());
    // The charts read their fonts when they apply a palette.
    for (ChartView* chart : window_->findChildren<ChartView*>()) {
        chart->setLineScale(scale_);
        chart->applyPalette(window_->palette());
    }
}

} // namespace ridgeline::ui
