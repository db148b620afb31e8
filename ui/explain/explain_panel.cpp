#include "ui/explain/explain_panel.h"

#include "ui/model/scenario_model.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace ridgeline::ui {

ExplainPanel::ExplainPanel(ScenarioModel* model, QWidget* parent)
    : QWidget(parent)
    , model_(model)
    , view_(new QTextBrowser(this))
    , title_(new QLabel(this))
    , stepButton_(new QToolButton(this))
    , nextButton_(new QToolButton(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    // The title and the step buttons share one row above the text: the buttons never cover a
    // line scrolled under them, and the row takes the height the title took in the text.
    auto* header = new QHBoxLayout;
    header->setContentsMargins(4, 2, 4, 2);
    title_->setTextFormat(Qt::RichText);
    title_->setObjectName(QStringLiteral("explainTitle"));
    // A long title is cut at the buttons rather than widening the panel.
    title_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    header->addWidget(title_, 1);
    auto* stepAction = new QAction(tr("Step by Step"), this);
    stepAction->setCheckable(true);
    stepAction->setToolTip(tr("Show the derivation one line at a time, for a class to work "
                              "out each step first"));
    stepButton_->setDefaultAction(stepAction);
    auto* nextAction = new QAction(tr("Next Line"), this);
    nextAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    nextAction->setShortcutContext(Qt::WindowShortcut);
    nextAction->setToolTip(tr("Show the next line of the derivation (Ctrl+.)"));
    nextButton_->setDefaultAction(nextAction);
    header->addWidget(nextButton_);
    header->addWidget(stepButton_);
    layout->addLayout(header);
    layout->addWidget(view_);
    connect(stepAction, &QAction::toggled, this, &ExplainPanel::setStepByStep);
    connect(nextAction, &QAction::triggered, this, [this] { revealNext(); });
    view_->setOpenLinks(false);
    view_->setFrameShape(QFrame::NoFrame);
    // A scroll bar that comes and goes with the text's length changes the text's width, and
    // the document is laid out again: keep it.
    view_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    view_->setAccessibleName(tr("Explanation"));
    view_->setToolTip(tr("How the number under the mouse, or the one you clicked, is computed"));
    pending_.setSingleShot(true);
    connect(&pending_, &QTimer::timeout, this, [this] {
        if (stale_)
            refresh(true);
        else
            showPending();
    });
    connect(model_, &ScenarioModel::resultsChanged, this, [this] { refresh(false); });
    select(QStringLiteral("tokens-per-s"));
}

void ExplainPanel::showKey(const QString& key, int gpuIndex) {
    // Stepping through a derivation, the panel stays on it while the mouse moves.
    if (stepping_ && (key != selectedKey_ || gpuIndex != selectedGpu_))
        return;
    if (key != key_ || gpuIndex != gpu_)
        revealed_ = 0;
    key_ = key;
    gpu_ = gpuIndex;
    refresh(true);
}

void ExplainPanel::setStepByStep(bool on) {
    if (on == stepping_)
        return;
    stepping_ = on;
    revealed_ = 0;
    {
        const QSignalBlocker block(stepButton_->defaultAction());
        stepButton_->defaultAction()->setChecked(on);
    }
    if (on && (key_ != selectedKey_ || gpu_ != selectedGpu_)) {
        key_ = selectedKey_;
        gpu_ = selectedGpu_;
    }
    refresh(true);
}

namespace {

// Lines, then the note: the steps a derivation has.
int stepsOf(const Explanation& e) {
    return int(e.lines.size()) + (e.note.isEmpty() ? 0 : 1);
}

} // namespace

bool ExplainPanel::revealNext() {
    catchUp();
    if (!stepping_ || revealed_ >= stepsOf(current_))
        return false;
    ++revealed_;
    refresh(true);
    return true;
}

int ExplainPanel::revealedLines() const {
    const int lines = int(current_.lines.size());
    return stepping_ ? std::min(revealed_, lines) : lines;
}

void ExplainPanel::updateStepControls() {
    const int lines = int(current_.lines.size());
    nextButton_->setVisible(stepping_);
    nextButton_->setEnabled(stepping_ && revealed_ < stepsOf(current_));
    nextButton_->setText(tr("Next Line (%1 of %2)").arg(revealedLines()).arg(lines));
}

void ExplainPanel::select(const QString& key, int gpuIndex) {
    selectedKey_ = key;
    selectedGpu_ = gpuIndex;
    showKey(key, gpuIndex);
}

void ExplainPanel::showSelected() {
    if (key_ != selectedKey_ || gpu_ != selectedGpu_)
        showKey(selectedKey_, selectedGpu_);
}

const Explanation& ExplainPanel::current() {
    catchUp();
    return current_;
}

QString ExplainPanel::text() {
    catchUp();
    showPending();
    const QString title = QTextDocumentFragment::fromHtml(titleHtml_).toPlainText();
    return title.isEmpty() ? view_->toPlainText() : title + u'\n' + view_->toPlainText();
}

void ExplainPanel::catchUp() {
    if (stale_) {
        pending_.stop();
        refresh(true);
    }
}

namespace {

constexpr qint64 refreshIntervalMs = 100;

} // namespace

void ExplainPanel::refresh(bool now) {
    // A slider dragged changes the results every few milliseconds: the page is explained and
    // shown at most once an interval, with the results of its end.
    const qint64 since = lastShown_.isValid() ? lastShown_.elapsed() : refreshIntervalMs;
    if (!now && since < refreshIntervalMs) {
        stale_ = true;
        if (!pending_.isActive())
            pending_.start(int(refreshIntervalMs - since));
        return;
    }
    stale_ = false;
    const ChartData& chart = model_->chartData();
    const int index =
        (gpu_ >= 0 && gpu_ < int(chart.results.size())) ? gpu_ : model_->primaryIndex();
    const GpuChoice choice = model_->gpuChoices().at(std::size_t(index));
    const Scenario on = scenarioOn(model_->scenario(), choice);
    // scenarioOn drops the scenario's price overrides: the choice carries the user's prices.
    const ServingCurve* serving =
        index == model_->primaryIndex() && chart.serving ? &*chart.serving : nullptr;
    current_ = explain(key_, ExplainInput{on, chart.results.at(std::size_t(index)), serving,
                                          model_->memoryUnit()});
    updateStepControls();
    if (current_.isEmpty()) {
        showHtml(QString(), tr("<p>Hover a number or a chart point to see how it is computed.</p>"),
                 now);
        return;
    }
    const QString title = QStringLiteral("<b>%1</b> &nbsp;<span style='color:gray'>%2 × %3</span>")
                              .arg(current_.title.toHtmlEscaped(),
                                   QString::fromStdString(choice.gpu.name).toHtmlEscaped())
                              .arg(choice.count);
    QString html = QStringLiteral("<p style='font-family:monospace'>");
    const int shown = revealedLines();
    for (int i = 0; i < shown; ++i)
        html += current_.lines[i].toHtmlEscaped() + QStringLiteral("<br>");
    if (shown < current_.lines.size())
        html += QStringLiteral("<span style='color:gray'>%1</span>")
                    .arg(tr("… %n more line(s): Next Line (Ctrl+.)", nullptr,
                            int(current_.lines.size()) - shown)
                             .toHtmlEscaped());
    html += QStringLiteral("</p>");
    // The note comes after the last line, as the conclusion.
    const bool complete = !stepping_ || revealed_ >= stepsOf(current_);
    if (!current_.note.isEmpty() && complete)
        html += QStringLiteral("<p><i>%1</i></p>").arg(current_.note.toHtmlEscaped());
    showHtml(title, html, now);
}

void ExplainPanel::showHtml(const QString& title, const QString& html, bool now) {
    constexpr qint64 intervalMs = refreshIntervalMs;
    // Setting the same text again would parse and lay out the document for nothing.
    if (html == html_ && title == titleHtml_) {
        pending_.stop();
        pendingHtml_.clear();
        return;
    }
    pendingHtml_ = html;
    pendingTitle_ = title;
    const qint64 since = lastShown_.isValid() ? lastShown_.elapsed() : intervalMs;
    if (now || since >= intervalMs) {
        pending_.stop();
        showPending();
    } else if (!pending_.isActive()) {
        pending_.start(int(intervalMs - since));
    }
}

void ExplainPanel::flush() {
    pending_.stop();
    if (stale_)
        refresh(true);
    else
        showPending();
}

void ExplainPanel::showPending() const {
    if (pendingHtml_.isEmpty())
        return;
    html_ = std::exchange(pendingHtml_, QString());
    titleHtml_ = pendingTitle_;
    lastShown_.start();
    title_->setText(titleHtml_);
    view_->setHtml(html_);
}

} // namespace ridgeline::ui
