#include "ui/model/scenario_model.h"

#include "core/scenario/choices.h"

#include <algorithm>

namespace ridgeline::ui {

Changes changesBetween(const ScenarioState& a, const ScenarioState& b) {
    const Scenario& x = a.scenario;
    const Scenario& y = b.scenario;
    Changes c;
    if (!(x.model == y.model))
        c |= Change::model;
    if (!(a.choices() == b.choices()) || a.primary != b.primary || !(x.hardware == y.hardware))
        c |= Change::hardware;
    if (!(x.workload == y.workload) || !(x.engine == y.engine))
        c |= Change::workload;
    if (!(x.efficiencyOverrides == y.efficiencyOverrides))
        c |= Change::efficiency;
    if (!(x.economics == y.economics))
        c |= Change::economics;
    if (a.costBasis != b.costBasis)
        c |= Change::costBasis;
    if (x.name != y.name)
        c |= Change::name;
    if (!(x.annotations == y.annotations))
        c |= Change::notes;
    return c;
}

ScenarioModel::ScenarioModel(Catalogue catalogue, QObject* parent)
    : QObject(parent)
    , catalogue_(std::move(catalogue))
    , state_(defaultState(catalogue_)) {
    timer_.setSingleShot(true);
    timer_.setInterval(0);
    connect(&timer_, &QTimer::timeout, this, &ScenarioModel::recompute);
    recompute();
}

const Results& ScenarioModel::primaryResults() const {
    return data_.results.at(std::size_t(state_.primary));
}

void ScenarioModel::addEngine(const EngineProfile& profile) {
    auto& engines = catalogue_.engines;
    auto it = std::find_if(engines.begin(), engines.end(),
                           [&profile](const EngineProfile& e) { return e.id == profile.id; });
    if (it == engines.end())
        engines.push_back(profile);
    else
        *it = profile;
    Q_EMIT catalogueChanged();
    if (state_.scenario.workload.engine == profile.id) {
        ScenarioState next = state_;
        setEngine(next.scenario, profile);
        setState(next);
    }
}

void ScenarioModel::setState(const ScenarioState& state) {
    ScenarioState next = withPrimaryInRange(state);
    if (next == state_)
        return;
    pending_ |= changesBetween(state_, next);
    state_ = std::move(next);
    Q_EMIT stateChanged();
    if (!timer_.isActive())
        timer_.start();
}

void ScenarioModel::replaceState(const ScenarioState& state) {
    pending_ |= Change::replaced;
    setState(state);
    if (!timer_.isActive())
        timer_.start();
}

void ScenarioModel::setScenario(const Scenario& scenario) {
    if (!scenario.compare.empty()) {
        ScenarioState next = stateFromScenario(scenario, catalogue_);
        next.costBasis = state_.costBasis;
        replaceState(next);
        return;
    }
    // The other compared GPUs stay: the scenario's own takes the place of the same GPU, or else
    // of the current primary.
    std::vector<GpuChoice> choices = state_.choices();
    int primary = state_.primary;
    const GpuChoice fromScenario = primaryChoice(scenario);
    auto same = [&](const GpuChoice& c) { return c.gpu.id == fromScenario.gpu.id; };
    if (auto it = std::find_if(choices.begin(), choices.end(), same); it != choices.end())
        primary = int(it - choices.begin());
    choices[std::size_t(primary)] = fromScenario;
    ScenarioState next = state_;
    next.scenario = scenario;
    next.setChoices(choices, primary, catalogue_);
    replaceState(next);
}

void ScenarioModel::beginInteraction() {
    if (interactionDepth_++ == 0)
        Q_EMIT interactionStarted();
}

void ScenarioModel::endInteraction() {
    if (interactionDepth_ == 0)
        return;
    if (--interactionDepth_ == 0) {
        flush();
        // The drag's serving curve had fewer requests: the one the user reads has them all.
        if (coarseServing_) {
            pending_ |= Change::serving;
            recompute();
        }
        Q_EMIT interactionFinished();
    }
}

void ScenarioModel::flush() {
    if (timer_.isActive()) {
        timer_.stop();
        recompute();
    }
}

void ScenarioModel::redisplay() {
    flush();
    Q_EMIT resultsChanged(Changes(0x3ff));
}

void ScenarioModel::setMemoryUnit(units::MemoryUnit unit) {
    if (unit == memoryUnit_)
        return;
    memoryUnit_ = unit;
    Q_EMIT memoryUnitChanged(unit);
    redisplay();
}

void ScenarioModel::setServingCurveWanted(bool wanted) {
    if (wanted == servingWanted_)
        return;
    servingWanted_ = wanted;
    if (wanted && !data_.serving && state_.scenario.workload.mode == Mode::inference) {
        pending_ |= Change::serving;
        if (!timer_.isActive())
            timer_.start();
    }
}

void ScenarioModel::recompute() {
    ChartRanges ranges;
    ranges.primary = std::size_t(std::max(0, state_.primary));
    ranges.serving = servingWanted_;
    if (interacting()) {
        ranges.servingOptions.maxRequests = draggedServingRequests;
        ranges.servingOptions.windowFloor = quickWindowRequests;
    }
    data_ = buildChartData(state_.scenario, state_.choices(), ranges, &memo_);
    coarseServing_ = data_.serving && interacting();
    problems_ = checkState(state_, catalogue_);
    ++recomputes_;
    // Everything counts as changed for the first results.
    const Changes changes = recomputes_ == 1 ? Changes(0x17f) : pending_;
    pending_ = {};
    Q_EMIT resultsChanged(changes);
}

} // namespace ridgeline::ui
