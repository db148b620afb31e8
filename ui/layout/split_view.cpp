#include "ui/layout/split_view.h"

#include "ui/charts/chart_view.h"
#include "ui/document/state_editor.h"
#include "ui/layout/chart_grid.h"
#include "ui/model/pinned_comparison.h"
#include "ui/model/scenario_model.h"
#include "ui/summary/summary_strip.h"

#include <QAction>
#include <QLabel>
#include <QResizeEvent>
#include <QVBoxLayout>

namespace ridgeline::ui {

namespace {

// A side narrower or lower than this shows one chart: four in it would each be smaller than a
// chart's own minimum size outside split view (320x220, ChartView), their legends and axis
// titles cut.
constexpr int gridSideWidth = 2 * 320;
constexpr int gridSideHeight = 2 * 220;
// The grid comes back with this much more room than it left at: a drag across the threshold
// does not flip it back and forth.
constexpr int gridHysteresis = 40;

QLabel* splitHeading(QWidget* parent) {
    auto* label = new QLabel(parent);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    label->hide();
    return label;
}

} // namespace

SplitView::SplitView(ScenarioModel* current, ChartGrid* currentCharts, PinnedComparison* pinned,
                     QWidget* parent)
    : QWidget(parent)
    , current_(current)
    , currentCharts_(currentCharts)
    , pinned_(pinned)
    , model_(new ScenarioModel(current->catalogue(), this))
    , editor_(new StateEditor(model_, nullptr, this))
    , heading_(splitHeading(this))
    , currentHeading_(splitHeading(parent))
    , summary_(new SummaryStrip(model_, this))
    , charts_(new ChartGrid(editor_, this))
    , action_(new QAction(tr("Spl&it View"), this)) {
    setObjectName(QStringLiteral("splitViewA"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    heading_->show();
    // Half the width each: both sides show the headline tiles (MainWindow makes B's compact).
    summary_->setCompact(true);
    layout->addWidget(heading_);
    layout->addWidget(summary_);
    layout->addWidget(charts_, 1);
    updateHeading();
    hide();

    action_->setCheckable(true);
    action_->setShortcut(QKeySequence(Qt::Key_F7));
    action_->setToolTip(tr("The pinned scenario A beside the current one, each with its own "
                           "numbers and charts (F7)"));
    connect(action_, &QAction::toggled, this, &SplitView::setSplit);
    connect(pinned_, &PinnedComparison::changed, this, [this] {
        if (!pinned_->isPinned())
            setSplit(false);
        else if (split_)
            followPinned();
    });
    model_->setMemoryUnit(current_->memoryUnit());
    connect(current_, &ScenarioModel::memoryUnitChanged, model_, &ScenarioModel::setMemoryUnit);
    connect(currentCharts_, &ChartGrid::maximizedChanged, this, [this] {
        if (!changingShown_ && narrowed_) { // the user (or a lesson) picked the charts
            narrowed_ = false;
            updateHeading();
        }
        if (split_)
            followShown();
    });
}

void SplitView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitCharts();
}

void SplitView::fitCharts() {
    if (!split_)
        return;
    const QSize room = charts_->size();
    const bool small = room.width() < gridSideWidth || room.height() < gridSideHeight;
    const bool roomy = room.width() >= gridSideWidth + gridHysteresis &&
                       room.height() >= gridSideHeight + gridHysteresis;
    const QList<int> shown = currentCharts_->shownSlots();
    changingShown_ = true;
    if (!narrowed_ && small && shown.size() > 2) {
        shownBeforeNarrow_ = shown;
        narrowed_ = true;
        currentCharts_->showCharts({shown.front()});
    } else if (narrowed_ && roomy) {
        narrowed_ = false;
        currentCharts_->showCharts(shownBeforeNarrow_);
    }
    changingShown_ = false;
    updateHeading();
}

QList<int> SplitView::releaseNarrowed() {
    narrowed_ = false;
    updateHeading();
    return shownBeforeNarrow_;
}

void SplitView::updateHeading() {
    // Short: a long heading would widen B's side beyond A's.
    currentHeading_->setText(narrowed_ ? tr("B (current) · one chart a side") : tr("B (current)"));
    currentHeading_->setToolTip(
        narrowed_ ? tr("Four charts a side would not fit: the chart buttons choose the one shown, "
                       "and the grid comes back when the window has room")
                  : QString());
}

void SplitView::setSplit(bool on) {
    if (on == split_)
        return;
    if (on && !pinned_->isPinned())
        pinned_->pin(); // the scenario as it is now becomes A
    split_ = on;
    setChartMinimum(on);
    if (!on && narrowed_) { // joined: the charts shown before the side was too small
        narrowed_ = false;
        changingShown_ = true;
        currentCharts_->showCharts(shownBeforeNarrow_);
        changingShown_ = false;
        updateHeading();
    }
    if (on) {
        followPinned();
        followShown();
    }
    setVisible(on);
    currentHeading_->setVisible(on);
    if (on) { // the sides' sizes now, not at the next layout pass, decide the charts shown
        if (QWidget* parent = parentWidget(); parent && parent->layout())
            parent->layout()->activate();
        layout()->activate();
        fitCharts();
    }
    action_->setChecked(on);
    Q_EMIT splitChanged(on);
}

void SplitView::followPinned() {
    if (!pinned_->isPinned())
        return;
    heading_->setText(tr("A (pinned): %1").arg(pinned_->description()));
    if (!(model_->state() == pinned_->state()))
        model_->replaceState(pinned_->state());
    model_->flush();
}

void SplitView::followShown() {
    const QList<int> shown = currentCharts_->shownSlots();
    // A training A has no serving chart: the grid stands in for it.
    if (charts_->training() && shown.contains(ChartGrid::servingSlot))
        charts_->showAll();
    else
        charts_->showCharts(shown);
}

void SplitView::setChartMinimum(bool split) {
    const QSize smallest = split ? QSize(160, 120) : QSize(240, 180);
    for (ChartGrid* grid : {charts_, currentCharts_}) {
        for (ChartView* chart : grid->findChildren<ChartView*>(Qt::FindDirectChildrenOnly))
            chart->setMinimumSize(smallest);
    }
}

} // namespace ridgeline::ui
