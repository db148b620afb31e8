#include "ui/model/pinned_comparison.h"

#include "ui/model/scenario_model.h"

namespace ridgeline::ui {

PinnedComparison::PinnedComparison(ScenarioModel* model, QObject* parent)
    : QObject(parent)
    , model_(model) {}

const Results* PinnedComparison::primaryResults() const {
    if (!state_)
        return nullptr;
    const auto i = std::size_t(state_->primary);
    return i < data_.results.size() ? &data_.results[i] : nullptr;
}

QString PinnedComparison::description() const {
    if (!state_)
        return {};
    const GpuChoice c = state_->primaryChoice();
    const Scenario& s = state_->scenario;
    const ModelPreset* preset = model_->catalogue().model(s.model.preset);
    const QString model = preset                   ? QString::fromStdString(preset->name)
                          : s.model.preset.empty() ? tr("custom model")
                                                   : QString::fromStdString(s.model.preset);
    return tr("%1 × %2, %3").arg(QString::fromStdString(c.gpu.name)).arg(c.count).arg(model);
}

void PinnedComparison::pin() {
    model_->flush();
    state_ = model_->state();
    // The model's data is exactly buildChartData of this state once flushed.
    data_ = model_->chartData();
    Q_EMIT changed();
}

void PinnedComparison::unpin() {
    if (!state_)
        return;
    state_.reset();
    data_ = {};
    Q_EMIT changed();
}

} // namespace ridgeline::ui
