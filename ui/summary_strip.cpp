#include "ui/summary_strip.h"

#include "ui/scenario_model.h"
#include "ui/summary_item.h"
#include "ui/units.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace ridgeline::ui {

namespace {

const QStringList inferenceKeys{QStringLiteral("tokens-per-s"),   QStringLiteral("per-user"),
                                QStringLiteral("ttft"),           QStringLiteral("tpot"),
                                QStringLiteral("memory-per-gpu"), QStringLiteral("cost-owned"),
                                QStringLiteral("cost-cloud"),     QStringLiteral("bound")};
const QStringList trainingKeys{QStringLiteral("training-time"), QStringLiteral("gpu-hours"),
                               QStringLiteral("training-cost"), QStringLiteral("memory-per-gpu"),
                               QStringLiteral("training-flop")};

} // namespace

SummaryStrip::SummaryStrip(ScenarioModel* model, QWidget* parent)
    : QWidget(parent)
    , model_(model)
    , primary_(new QLabel(this))
    , row_(new QHBoxLayout) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(primary_);
    layout->addLayout(row_);
    row_->setContentsMargins(0, 0, 0, 0);
    row_->setSpacing(4);
    primary_->setToolTip(tr("The primary GPU, whose numbers these are: choose it in the GPUs "
                            "section"));
    add(QStringLiteral("tokens-per-s"), tr("Throughput"));
    add(QStringLiteral("per-user"), tr("Per user"));
    add(QStringLiteral("ttft"), tr("TTFT"));
    add(QStringLiteral("tpot"), tr("TPOT"));
    add(QStringLiteral("training-time"), tr("Training time"));
    add(QStringLiteral("gpu-hours"), tr("GPU-hours"));
    add(QStringLiteral("training-cost"), tr("Run cost"));
    add(QStringLiteral("memory-per-gpu"), tr("Memory per GPU"));
    add(QStringLiteral("training-flop"), tr("Compute"));
    add(QStringLiteral("cost-owned"), tr("Owned, per 1M tok"));
    add(QStringLiteral("cost-cloud"), tr("Cloud, per 1M tok"));
    add(QStringLiteral("bound"), tr("Decode bound by"));
    item(QStringLiteral("ttft"))->setToolTip(tr("Time to first token: the prefill of the prompt"));
    item(QStringLiteral("tpot"))->setToolTip(tr("Time per output token: one decode step"));
    connect(model_, &ScenarioModel::resultsChanged, this, &SummaryStrip::update);
    update();
}

SummaryItem* SummaryStrip::add(const QString& key, const QString& caption) {
    auto* item = new SummaryItem(key, caption, this);
    row_->addWidget(item, 1);
    items_.insert(key, item);
    connect(item, &SummaryItem::hovered, this, &SummaryStrip::hovered);
    connect(item, &SummaryItem::activated, this, &SummaryStrip::activated);
    return item;
}

QStringList SummaryStrip::visibleKeys() const {
    return order_;
}

void SummaryStrip::setSelectedKey(const QString& key) {
    for (SummaryItem* item : items_)
        item->setSelected(item->key() == key);
}

void SummaryStrip::update() {
    const bool training = model_->scenario().workload.mode == Mode::training;
    const bool modeChanged = order_ != (training ? trainingKeys : inferenceKeys);
    order_ = training ? trainingKeys : inferenceKeys;
    for (SummaryItem* item : items_)
        item->setVisible(order_.contains(item->key()));
    const GpuChoice& c = model_->state().primaryChoice();
    const Scenario& s = model_->scenario();
    const QString model =
        s.model.preset.empty()
            ? tr("a %1-parameter model").arg(units::params(model_->primaryResults().model.params))
            : QString::fromStdString(model_->catalogue().model(s.model.preset)
                                         ? model_->catalogue().model(s.model.preset)->name
                                         : s.model.preset);
    primary_->setText((training ? tr("<b>%1</b> × %2 (tensor parallel %3), training %4")
                                : tr("<b>%1</b> × %2 (tensor parallel %3), serving %4"))
                          .arg(QString::fromStdString(c.gpu.name).toHtmlEscaped())
                          .arg(c.count)
                          .arg(c.tensorParallel)
                          .arg(model.toHtmlEscaped()));
    if (training)
        updateTraining();
    else
        updateInference();
    if (modeChanged)
        Q_EMIT modeShown();
}

void SummaryStrip::updateInference() {
    const Results& r = model_->primaryResults();
    const InferenceFigures& f = r.inference;
    const bool fits = r.memory.fits;
    const QString ifFits = fits ? QString() : tr("if it fitted");
    items_[QStringLiteral("tokens-per-s")]->setValue(
        units::tokensPerS(f.tokensPerS),
        fits ? (f.replicas == 1 ? tr("one replica") : tr("%1 replicas").arg(f.replicas)) : ifFits,
        !fits);
    items_[QStringLiteral("per-user")]->setValue(units::tokensPerS(f.perUserTokensPerS), ifFits,
                                                 !fits);
    items_[QStringLiteral("ttft")]->setValue(units::seconds(f.ttftS),
                                             tr("latency %1").arg(units::seconds(f.latencyS)));
    items_[QStringLiteral("tpot")]->setValue(units::seconds(f.tpotS),
                                             tr("max batch %1").arg(f.maxBatch));
    const MemoryFigures& m = r.memory;
    items_[QStringLiteral("memory-per-gpu")]->setValue(
        units::gib(m.perGpu),
        fits ? tr("of %1 usable").arg(units::gib(m.usable)) : tr("needs %1 GPUs").arg(m.gpusNeeded),
        !fits);
    const bool cloudFirst = model_->state().costBasis == CostBasis::cloud;
    const QString headline = tr("headline");
    items_[QStringLiteral("cost-owned")]->setValue(
        units::usd(r.cost.ownedUsdPerMillion),
        r.cost.breakEvenMonths
            ? tr("buy pays off in %1 mo").arg(units::number(*r.cost.breakEvenMonths))
            : (cloudFirst ? QString() : headline));
    items_[QStringLiteral("cost-cloud")]->setValue(units::usd(r.cost.cloudUsdPerMillion),
                                                   cloudFirst ? headline : QString());
    const StepCost& d = f.decode;
    items_[QStringLiteral("bound")]->setValue(
        d.intensity() < r.roofline.ridge ? tr("memory") : tr("compute"),
        tr("I %1 %2 ridge %3")
            .arg(units::number(d.intensity()),
                 d.intensity() < r.roofline.ridge ? QStringLiteral("<") : QStringLiteral("≥"),
                 units::number(r.roofline.ridge)));
}

void SummaryStrip::updateTraining() {
    const Results& r = model_->primaryResults();
    const TrainingFigures& t = r.training;
    items_[QStringLiteral("training-time")]->setValue(
        units::seconds(t.timeS), tr("MFU %1").arg(units::number(r.efficiency.mfu)));
    items_[QStringLiteral("gpu-hours")]->setValue(units::number(t.gpuHours),
                                                  tr("%1 GPUs").arg(r.gpus));
    const bool cloud = model_->state().costBasis == CostBasis::cloud;
    const auto& main = cloud ? r.cost.trainingCloudUsd : r.cost.trainingOwnedUsd;
    const auto& other = cloud ? r.cost.trainingOwnedUsd : r.cost.trainingCloudUsd;
    items_[QStringLiteral("training-cost")]->setValue(
        units::usd(main), (cloud ? tr("owned %1") : tr("cloud %1")).arg(units::usd(other)));
    const MemoryFigures& m = r.memory;
    items_[QStringLiteral("memory-per-gpu")]->setValue(
        units::gib(m.perGpu),
        m.fits ? tr("fits in %1").arg(units::gib(m.usable)) : tr("needs %1 GPUs").arg(m.gpusNeeded),
        !m.fits);
    items_[QStringLiteral("training-flop")]->setValue(units::flop(t.flops),
                                                      tr("%1 steps").arg(units::number(t.steps)));
}

} // namespace ridgeline::ui
