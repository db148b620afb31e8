#include "ui/explain/explain_panel.h"

#include "ui/model/scenario_model.h"

#include <QTextBrowser>
#include <QVBoxLayout>

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
    view_->setAccessibleName(tr("Explanation"));
    view_->setToolTip(tr("How the number under the mouse, or the one you clicked, is computed"));
    connect(model_, &ScenarioModel::resultsChanged, this, &ExplainPanel::refresh);
    select(QStringLiteral("tokens-per-s"));
}

void ExplainPanel::showKey(const QString& key, int gpuIndex) {
    key_ = key;
    gpu_ = gpuIndex;
    refresh();
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
    return view_->toPlainText();
}

void ExplainPanel::refresh() {
    const ChartData& chart = model_->chartData();
    const int index =
        (gpu_ >= 0 && gpu_ < int(chart.results.size())) ? gpu_ : model_->primaryIndex();
    const GpuChoice& choice = model_->gpuChoices().at(std::size_t(index));
    const Scenario on = scenarioOn(model_->scenario(), choice);
    // scenarioOn drops the scenario's price overrides: the choice carries the user's prices.
    current_ = explain(key_, ExplainInput{on, chart.results.at(std::size_t(index))});
    if (current_.isEmpty()) {
        showHtml(tr("<p>Hover a number or a chart point to see how it is computed.</p>"));
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
    showHtml(html);
}

void ExplainPanel::showHtml(const QString& html) {
    // Setting the same text again would parse and lay out the document for nothing.
    if (html == html_)
        return;
    html_ = html;
    view_->setHtml(html);
}

} // namespace ridgeline::ui
