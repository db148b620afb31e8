#include "ui/summary/summary_strip.h"

#include "core/evaluation/evaluate.h"
#include "ui/model/scenario_model.h"
#include "ui/per_dollar.h"
#include "ui/summary/summary_item.h"
#include "ui/units.h"
#include "ui/widgets/flow_layout.h"

#include <QLabel>
#include <QVBoxLayout>

#include <cmath>

namespace ridgeline::ui {

namespace {

const QStringList inferenceKeys{QStringLiteral("tokens-per-s"),
                                QStringLiteral("per-user"),
                                QStringLiteral("ttft"),
                                QStringLiteral("tpot"),
                                QStringLiteral("serving-ttft-p99"),
                                QStringLiteral("serving-capacity"),
                                QStringLiteral("memory-per-gpu"),
                                QStringLiteral("cost-owned"),
                                QStringLiteral("cost-cloud"),
                                QStringLiteral("per-dollar"),
                                QStringLiteral("energy"),
                                QStringLiteral("bound"),
                                QStringLiteral("prefill-bound")};
const QStringList trainingKeys{QStringLiteral("training-time"), QStringLiteral("gpu-hours"),
                               QStringLiteral("training-cost"), QStringLiteral("memory-per-gpu"),
                               QStringLiteral("implied-mfu"),   QStringLiteral("comm-share"),
                               QStringLiteral("training-flop"), QStringLiteral("per-dollar"),
                               QStringLiteral("training-bound")};
/// The tiles a compact strip keeps (setCompact()); the cost tile is the cost basis's.
const QStringList compactStripKeys{QStringLiteral("tokens-per-s"),   QStringLiteral("per-user"),
                                   QStringLiteral("ttft"),           QStringLiteral("tpot"),
                                   QStringLiteral("memory-per-gpu"), QStringLiteral("bound"),
                                   QStringLiteral("training-time"),  QStringLiteral("gpu-hours"),
                                   QStringLiteral("training-cost"),  QStringLiteral("implied-mfu"),
                                   QStringLiteral("training-bound")};

double orNan(const std::optional<double>& v) {
    return v ? *v : std::nan("");
}

/// +1 when a larger number is better, -1 when smaller is, 0 when it is no judgement.
int direction(const QString& key) {
    static const QStringList higher{QStringLiteral("tokens-per-s"), QStringLiteral("per-user"),
                                    QStringLiteral("implied-mfu"), QStringLiteral("per-dollar"),
                                    QStringLiteral("serving-capacity")};
    static const QStringList neutral{QStringLiteral("bound"), QStringLiteral("prefill-bound"),
                                     QStringLiteral("training-bound"),
                                     QStringLiteral("training-flop")};
    return higher.contains(key) ? 1 : neutral.contains(key) ? 0 : -1;
}

} // namespace

SummaryStrip::SummaryStrip(ScenarioModel* model, QWidget* parent)
    : QWidget(parent)
    , model_(model)
    , primary_(new QLabel(this))
    , row_(new FlowLayout) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(primary_);
    layout->addLayout(row_);
    row_->setContentsMargins(0, 0, 0, 0);
    row_->setSpacing(4);
    primary_->setToolTip(tr("The primary GPU, whose numbers these are: choose it in the GPUs "
                            "section"));
    // A long line (with a pinned A) wraps rather than widening the window.
    primary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    primary_->setWordWrap(true);
    add(QStringLiteral("tokens-per-s"), tr("Throughput"));
    add(QStringLiteral("per-user"), tr("Per user"));
    add(QStringLiteral("ttft"), tr("TTFT"));
    add(QStringLiteral("tpot"), tr("TPOT"));
    add(QStringLiteral("serving-ttft-p99"), tr("P99 TTFT"));
    add(QStringLiteral("serving-capacity"), tr("Capacity"));
    add(QStringLiteral("training-time"), tr("Training time"));
    add(QStringLiteral("gpu-hours"), tr("GPU-hours"));
    add(QStringLiteral("training-cost"), tr("Run cost"));
    add(QStringLiteral("memory-per-gpu"), tr("Memory per GPU"));
    add(QStringLiteral("implied-mfu"), tr("Implied MFU"));
    add(QStringLiteral("comm-share"), tr("Communication"));
    add(QStringLiteral("training-flop"), tr("Compute"));
    add(QStringLiteral("cost-owned"), tr("Owned, per 1M tok"));
    add(QStringLiteral("cost-cloud"), tr("Cloud, per 1M tok"));
    add(QStringLiteral("per-dollar"), tr("Per dollar"));
    add(QStringLiteral("energy"), tr("Energy"));
    add(QStringLiteral("bound"), tr("Decode bound by"));
    add(QStringLiteral("prefill-bound"), tr("Prefill bound by"));
    add(QStringLiteral("training-bound"), tr("Step bound by"));
    for (const QString& key : {QStringLiteral("bound"), QStringLiteral("prefill-bound"),
                               QStringLiteral("training-bound")})
        item(key)->setToolTip(
            tr("What holds the pass back: communication when its exposed communication takes "
               "longer than its compute and its memory traffic; otherwise compute exactly when "
               "its intensity lies right of the pass's own ridge (the engine ridge lowered by "
               "the shapes of the pass's GEMMs: the decode, prefill or step ridge), else "
               "memory"));
    item(QStringLiteral("ttft"))->setToolTip(tr("Time to first token: the prefill of the prompt"));
    item(QStringLiteral("tpot"))->setToolTip(tr("Time per output token: one decode step"));
    item(QStringLiteral("serving-ttft-p99"))
        ->setToolTip(tr("Time to first token of 99 in 100 requests of the scenario's serving load, "
                        "simulated iteration by iteration (View > Serving shows it against the "
                        "rate)"));
    item(QStringLiteral("serving-capacity"))
        ->setToolTip(tr("The highest Poisson request rate whose percentiles meet the scenario's "
                        "limits, simulated; without limits, the offline maximum"));
    item(QStringLiteral("implied-mfu"))
        ->setToolTip(tr("Model FLOP utilisation the modelled run reaches: 6·P·T over N GPUs at "
                        "peak for the training time"));
    item(QStringLiteral("per-dollar"))
        ->setToolTip(tr("Throughput per dollar-hour of the owned or cloud cost (as the cost basis "
                        "selects), and the primary GPU's bandwidth and peak per $1,000 of its "
                        "price"));
    item(QStringLiteral("energy"))
        ->setToolTip(tr("Energy per output token at the wall: whole servers' draw (GPUs and "
                        "the rest of each server) times PUE, over the tokens per second"));
    item(QStringLiteral("comm-share"))
        ->setToolTip(tr("The share of a training step spent in communication that does not "
                        "overlap compute"));
    connect(model_, &ScenarioModel::resultsChanged, this, [this](Changes changes) {
        // Tiles keep their widths while a value moves; another model or GPU starts afresh.
        if (changes & (Change::model | Change::hardware))
            for (SummaryItem* item : std::as_const(items_))
                item->releaseWidth();
        showFigures();
    });
    showFigures();
}

void SummaryStrip::setConcealed(bool concealed) {
    for (SummaryItem* item : std::as_const(items_))
        item->setConcealed(concealed);
}

void SummaryStrip::setCompact(bool compact) {
    if (compact == compact_)
        return;
    compact_ = compact;
    showFigures();
}

SummaryItem* SummaryStrip::add(const QString& key, const QString& caption) {
    auto* item = new SummaryItem(key, caption, this);
    row_->addWidget(item);
    items_.insert(key, item);
    connect(item, &SummaryItem::hovered, this, &SummaryStrip::hovered);
    connect(item, &SummaryItem::activated, this, &SummaryStrip::activated);
    return item;
}

int SummaryStrip::rowCount() const {
    return row_->rowCount();
}

QStringList SummaryStrip::visibleKeys() const {
    return order_;
}

void SummaryStrip::setSelectedKey(const QString& key) {
    for (SummaryItem* item : items_)
        item->setSelected(item->key() == key);
}

void SummaryStrip::setPinned(const Results* pinned, const QString& description) {
    pinned_ = pinned ? std::optional<Results>(*pinned) : std::nullopt;
    pinnedDescription_ = description;
    showFigures();
}

void SummaryStrip::showFigures() {
    const bool training = model_->scenario().workload.mode == Mode::training;
    const bool modeChanged =
        order_.isEmpty() || order_.contains(QStringLiteral("training-time")) != training;
    order_ = training ? trainingKeys : inferenceKeys;
    // The simulated figures only for a scenario that serves a load.
    if (!training && !model_->scenario().workload.serving) {
        order_.removeOne(QStringLiteral("serving-ttft-p99"));
        order_.removeOne(QStringLiteral("serving-capacity"));
    }
    if (compact_) {
        const QString cost = model_->state().costBasis == CostBasis::cloud
                                 ? QStringLiteral("cost-cloud")
                                 : QStringLiteral("cost-owned");
        order_.removeIf(
            [&cost](const QString& key) { return key != cost && !compactStripKeys.contains(key); });
    }
    for (SummaryItem* item : items_)
        item->setVisible(order_.contains(item->key()));
    const GpuChoice c = model_->state().primaryChoice();
    const Scenario& s = model_->scenario();
    const QString model =
        s.model.preset.empty()
            ? tr("a %1-parameter model").arg(units::params(model_->primaryResults().model.params))
            : QString::fromStdString(model_->catalogue().model(s.model.preset)
                                         ? model_->catalogue().model(s.model.preset)->name
                                         : s.model.preset);
    QString text = (training ? tr("<b>%1</b> × %2 (tensor parallel %3), training %4")
                             : tr("<b>%1</b> × %2 (tensor parallel %3), serving %4"))
                       .arg(units::elided(QString::fromStdString(c.gpu.name)).toHtmlEscaped())
                       .arg(c.count)
                       .arg(c.tensorParallel)
                       .arg(model.toHtmlEscaped());
    // Disaggregated prefill: the prompts' own GPUs (hardware.prefill_pool).
    if (const auto& pool = s.hardware.prefillPool; pool && !training)
        text += tr(", prompts on a prefill pool of %1 × %2 (tensor parallel %3)")
                    .arg(pool->count)
                    .arg(units::elided(QString::fromStdString(pool->gpu.name)).toHtmlEscaped())
                    .arg(pool->tensorParallel);
    const bool pinnedSameMode = pinned_ && pinned_->mode == s.workload.mode;
    if (pinned_) {
        text = tr("B (current): %1 &nbsp;&nbsp;|&nbsp;&nbsp; A (pinned): %2")
                   .arg(text, pinnedDescription_.toHtmlEscaped());
        if (!pinnedSameMode)
            text += tr(" — a different mode, values not compared");
    }
    primary_->setText(text);
    const bool cloud = model_->state().costBasis == CostBasis::cloud;
    const ServingCurve* curve =
        model_->chartData().serving ? &*model_->chartData().serving : nullptr;
    const QHash<QString, Figure> b = figures(model_->primaryResults(), training, cloud, curve);
    QHash<QString, Figure> a;
    if (pinnedSameMode)
        a = figures(*pinned_, training, cloud, nullptr);
    for (const QString& key : order_) {
        const Figure& f = b[key];
        SummaryItem* it = items_[key];
        it->setValue(f.value, f.detail, f.warning);
        if (!a.contains(key)) {
            it->setComparison({});
            continue;
        }
        const Figure& fa = a[key];
        std::optional<double> delta;
        int better = 0;
        if (std::isfinite(f.number) && std::isfinite(fa.number) && fa.number != 0) {
            delta = (f.number / fa.number - 1.0) * 100.0;
            if (std::abs(*delta) >= 0.5)
                better = direction(key) * (*delta > 0 ? 1 : -1);
        }
        it->setComparison(fa.value, delta, better);
    }
    if (modeChanged)
        Q_EMIT modeShown();
}

QHash<QString, SummaryStrip::Figure> SummaryStrip::figures(const Results& r, bool training,
                                                           bool cloud,
                                                           const ServingCurve* curve) const {
    QHash<QString, Figure> out;
    const std::optional<double>& perUsdHour =
        cloud ? r.cost.cloudTokensPerSPerUsdHour : r.cost.ownedTokensPerSPerUsdHour;
    // The price the core costs the primary GPU at: the user's, else the catalogue's.
    const Scenario& s = model_->scenario();
    const std::optional<double> price = gpuPriceUsd(s.economics, s.hardware.gpu);
    out[QStringLiteral("per-dollar")] = {
        units::tokensPerSPerUsdHour(perUsdHour),
        units::perThousandUsd(s.hardware.gpu, s.workload.computeFormat, price), false,
        orNan(perUsdHour)};
    out[QStringLiteral("energy")] = {
        r.cost.joulesPerOutputToken
            ? tr("%1 J/token").arg(units::number(*r.cost.joulesPerOutputToken))
            : QStringLiteral("—"),
        tr("%1 W, %n server(s)", "", int(std::lround(r.cost.servers)))
            .arg(units::number(r.cost.watts)),
        false, orNan(r.cost.joulesPerOutputToken)};
    if (training) {
        const TrainingFigures& t = r.training;
        const bool fits = r.memory.fits;
        out[QStringLiteral("training-time")] = {
            units::seconds(t.timeS, t.timeSRange.low, t.timeSRange.high),
            !fits ? tr("if it fitted: needs %1 GPUs").arg(r.memory.gpusNeeded)
            : t.timeBasis == TimeBasis::mfu ? tr("at MFU %1").arg(units::number(r.efficiency.mfu))
                                            : tr("modelled step"),
            !fits, t.timeS};
        out[QStringLiteral("gpu-hours")] = {
            units::number(t.gpuHours, t.gpuHoursRange.low, t.gpuHoursRange.high),
            r.gpus == 1 ? tr("one GPU") : tr("%1 GPUs").arg(r.gpus), false, t.gpuHours};
        const auto& main = cloud ? r.cost.trainingCloudUsd : r.cost.trainingOwnedUsd;
        const auto& other = cloud ? r.cost.trainingOwnedUsd : r.cost.trainingCloudUsd;
        const auto& mainRange = cloud ? r.cost.trainingCloudUsdRange : r.cost.trainingOwnedUsdRange;
        out[QStringLiteral("training-cost")] = {
            mainRange ? units::usd(main, mainRange->low, mainRange->high) : units::usd(main),
            (cloud ? tr("owned %1") : tr("cloud %1")).arg(units::usd(other)), false, orNan(main)};
        const MemoryFigures& m = r.memory;
        out[QStringLiteral("memory-per-gpu")] = {
            units::memory(m.perGpu, model_->memoryUnit()),
            m.fits ? tr("fits in %1").arg(units::memory(m.usable, model_->memoryUnit()))
                   : tr("needs %1 GPUs").arg(m.gpusNeeded),
            !m.fits, m.perGpu};
        out[QStringLiteral("implied-mfu")] = {
            units::percent(t.impliedMfu),
            tr("scaling eff. %1").arg(units::percent(t.scalingEfficiency)), false, t.impliedMfu};
        const double share = t.stepTimeS > 0 ? t.exposedCommS / t.stepTimeS : 0;
        out[QStringLiteral("comm-share")] = {units::percent(share),
                                             t.nodes == 1 ? tr("of a step, one node")
                                                          : tr("of a step, %1 nodes").arg(t.nodes),
                                             false, share};
        out[QStringLiteral("training-flop")] = {
            units::flop(t.flops), tr("%1 steps").arg(units::number(t.steps)), false, t.flops};
        out[QStringLiteral("training-bound")] =
            verdict(t.bound, t.stepIntensity(), t.effectiveRidge, t.exposedCommS,
                    ridge::Pass::trainingStep);
        return out;
    }
    const InferenceFigures& f = r.inference;
    const bool fits = r.memory.fits;
    const QString ifFits = fits ? QString() : tr("if it fitted");
    out[QStringLiteral("tokens-per-s")] = {
        units::tokensPerS(f.tokensPerS, f.tokensPerSRange.low, f.tokensPerSRange.high),
        fits ? (f.replicas == 1 ? tr("one replica") : tr("%1 replicas").arg(f.replicas)) : ifFits,
        !fits, f.tokensPerS};
    out[QStringLiteral("per-user")] = {units::tokensPerS(f.perUserTokensPerS,
                                                         f.perUserTokensPerSRange.low,
                                                         f.perUserTokensPerSRange.high),
                                       ifFits, !fits, f.perUserTokensPerS};
    out[QStringLiteral("ttft")] = {
        units::seconds(f.ttftS, f.ttftSRange.low, f.ttftSRange.high),
        f.prefillPool ? tr("incl. %1 KV transfer").arg(units::seconds(f.kvTransferS))
                      : tr("latency %1").arg(units::seconds(f.latencyS)),
        false, f.ttftS};
    out[QStringLiteral("tpot")] = {units::seconds(f.tpotS, f.tpotSRange.low, f.tpotSRange.high),
                                   tr("max batch %1").arg(f.maxBatch), false, f.tpotS};
    servingFigures(r, curve, out);
    // A scenario with serving requirements reads as its plan does: first token and latency at
    // the required percentile with the queueing wait, and the cost of the required load.
    const std::optional<ServingLoad>& load = r.requiredLoad;
    if (load && load->overloaded)
        out[QStringLiteral("ttft")] = {tr("overloaded"),
                                       tr("%1 in flight > %2 places")
                                           .arg(units::number(load->sequencesInFlight))
                                           .arg(units::number(load->slots)),
                                       true, std::nan("")};
    else if (load)
        out[QStringLiteral("ttft")] = {
            units::seconds(load->ttftAtPercentileS),
            tr("p%1 with queue; latency %2")
                .arg(units::number(load->percentile), units::seconds(load->latencyAtPercentileS)),
            false, load->ttftAtPercentileS};
    const MemoryFigures& m = r.memory;
    out[QStringLiteral("memory-per-gpu")] = {
        units::memory(m.perGpu, model_->memoryUnit()),
        fits ? tr("of %1 usable").arg(units::memory(m.usable, model_->memoryUnit()))
             : tr("needs %1 GPUs").arg(m.gpusNeeded),
        !fits, m.perGpu};
    const QString headline = tr("headline");
    const auto costText = [](const std::optional<double>& v, const std::optional<Range>& range) {
        return range ? units::usd(v, range->low, range->high) : units::usd(v);
    };
    const QString atLoad = tr("at the required load");
    if (load && load->ownedUsdPerMillion)
        out[QStringLiteral("cost-owned")] = {units::usd(load->ownedUsdPerMillion), atLoad, false,
                                             *load->ownedUsdPerMillion};
    else
        out[QStringLiteral("cost-owned")] = {
            costText(r.cost.ownedUsdPerMillion, r.cost.ownedUsdPerMillionRange),
            r.cost.breakEvenMonths && r.cost.ownedUsdPerMillion
                ? tr("buy pays off in %1 mo").arg(units::number(*r.cost.breakEvenMonths))
            : !r.cost.ownedUsdPerMillion ? (fits ? tr("no purchase price") : tr("does not fit"))
            : cloud                      ? QString()
                                         : headline,
            false, orNan(r.cost.ownedUsdPerMillion)};
    if (load && load->cloudUsdPerMillion)
        out[QStringLiteral("cost-cloud")] = {units::usd(load->cloudUsdPerMillion), atLoad, false,
                                             *load->cloudUsdPerMillion};
    else
        out[QStringLiteral("cost-cloud")] = {
            costText(r.cost.cloudUsdPerMillion, r.cost.cloudUsdPerMillionRange),
            !r.cost.cloudUsdPerMillion ? (fits ? tr("no cloud rate") : tr("does not fit"))
            : cloud                    ? headline
                                       : QString(),
            false, orNan(r.cost.cloudUsdPerMillion)};
    const StepCost& d = f.decode;
    const StepCost& p = f.prefill;
    out[QStringLiteral("bound")] =
        verdict(d.bound, d.intensity(), d.effectiveRidge, d.commS, ridge::Pass::decode);
    out[QStringLiteral("prefill-bound")] =
        verdict(p.bound, p.intensity(), p.effectiveRidge, p.commS, ridge::Pass::prefill);
    return out;
}

// The serving simulation of workload.serving (Results::serving) and the capacity of the serving
// curve, as the core computed them.
void SummaryStrip::servingFigures(const Results& r, const ServingCurve* curve,
                                  QHash<QString, Figure>& out) const {
    const std::optional<ServingSpec>& load = model_->scenario().workload.serving;
    if (r.serving && load) {
        const ServingFigures& f = *r.serving;
        const QString at = load->arrival == Arrival::poisson
                               ? tr("at %1 req/s").arg(units::number(load->requestsPerS))
                               : tr("closed loop");
        if (f.overloaded && f.completed > 0)
            out[QStringLiteral("serving-ttft-p99")] = {
                tr("overloaded"),
                tr("%1 of %2 req/s carried")
                    .arg(units::number(f.requestsPerS), units::number(f.offeredRequestsPerS)),
                true, std::nan("")};
        else
            out[QStringLiteral("serving-ttft-p99")] = {
                f.completed > 0 ? units::seconds(f.ttftS.p99) : tr("none served"),
                tr("simulated %1").arg(at), f.completed == 0 || f.truncated, f.ttftS.p99};
    } else if (r.serving) {
        out[QStringLiteral("serving-ttft-p99")] = {units::seconds(r.serving->ttftS.p99), QString(),
                                                   false, r.serving->ttftS.p99};
    }
    if (!curve)
        return;
    const Capacity& c = curve->capacity;
    const bool limited = curve->limits.any();
    const bool over = load && load->arrival == Arrival::poisson && c.requestsPerS > 0 &&
                      load->requestsPerS > c.requestsPerS;
    out[QStringLiteral("serving-capacity")] = {
        c.requestsPerS > 0 ? tr("%1 req/s").arg(units::number(c.requestsPerS)) : tr("none"),
        over      ? tr("below the load's %1 req/s").arg(units::number(load->requestsPerS))
        : limited ? tr("within the limits at P%1").arg(units::number(curve->limits.percentile))
                  : tr("offline maximum"),
        over || c.requestsPerS <= 0, c.requestsPerS};
}

// The core's verdict of one pass, shown against what it was decided on: the pass's own
// ridge (decode, prefill or step ridge), or its exposed communication time.
SummaryStrip::Figure SummaryStrip::verdict(Bound bound, double intensity, double ridgeValue,
                                           double commS, ridge::Pass pass) const {
    switch (bound) {
    case Bound::communication:
        return {tr("communication"), tr("comm. %1 > compute, memory").arg(units::seconds(commS)),
                false, std::nan("")};
    case Bound::compute:
        return {
            tr("compute"),
            tr("I %1 > %2 %3")
                .arg(units::number(intensity), ridge::passRidge(pass), units::number(ridgeValue)),
            false, std::nan("")};
    case Bound::memory:
        break;
    }
    return {tr("memory"),
            tr("I %1 ≤ %2 %3")
                .arg(units::number(intensity), ridge::passRidge(pass), units::number(ridgeValue)),
            false, std::nan("")};
}

} // namespace ridgeline::ui
