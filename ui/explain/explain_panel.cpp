#include "ui/explain/explain_panel.h"

#include "ui/model/scenario_model.h"

#include <QTextBrowser>

#include <QVBoxLayout>
#include <utility>

namespace ridgeline::ui {

ExplainPanel::ExplainPanel(ScenarioModel* model, QWidget* parent)
    : QWidget(parent)
    , model_(model)
    , view_(new QTextBrowser(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view_);
    view_->setOpenLinks(false);
    view_->setFrameShape(QFrame::NoFrame);
    // A scroll bar that comes and goes with the text's length changes the text's width, and
    // the document is laid out again: keep it.
    view_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    view_->setAccessibleName(tr("Explanation"));
    view_->setToolTip(tr("How the number under the mouse, or the one you clicked, is computed"));
    pending_.setSingleShot(true);
    connect(&pending_, &QTimer::timeout, this, &ExplainPanel::showPending);
    connect(model_, &ScenarioModel::resultsChanged, this, [this] { refresh(false); });
    select(QStringLiteral("tokens-per-s"));
}

void ExplainPanel::showKey(const QString& key, int gpuIndex) {
    key_ = key;
    gpu_ = gpuIndex;
    refresh(true);
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

QString ExplainPanel::text() const {
    showPending();
    return view_->toPlainText();
}

void ExplainPanel::refresh(bool now) {
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
    if (current_.isEmpty()) {
        showHtml(tr("<p>Hover a number or a chart point to see how it is computed.</p>"), now);
        return;
    }
    QString html = QStringLiteral("<p><b>%1</b> &nbsp;<span style='color:gray'>%2 × %3</span></p>")
                       .arg(current_.title.toHtmlEscaped(),
                            QString::fromStdString(choice.gpu.name).toHtmlEscaped())
                       .arg(choice.count);
    html += QStringLiteral("<p style='font-family:monospace'>");
    for (const QString& line : current_.lines)
        html += line.toHtmlEscaped() + QStringLiteral("<br>");
    html += QStringLiteral("</p>");
    if (!current_.note.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(current_.note.toHtmlEscaped());
    showHtml(html, now);
}

void ExplainPanel::showHtml(const QString& html, bool now) {
    constexpr qint64 intervalMs = 100;
    // Setting the same text again would parse and lay out the document for nothing.
    if (html == html_) {
        pending_.stop();
        pendingHtml_.clear();
        return;
    }
    pendingHtml_ = html;
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
    showPending();
}

void ExplainPanel::showPending() const {
    if (pendingHtml_.isEmpty())
        return;
    html_ = std::exchange(pendingHtml_, QString());
    lastShown_.start();
    view_->setHtml(html_);
}

} // namespace ridgeline::ui
