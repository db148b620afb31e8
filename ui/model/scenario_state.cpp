#include "ui/model/scenario_state.h"

#include "core/scenario_io.h"

#include <algorithm>

namespace ridgeline::ui {

bool ScenarioState::operator==(const ScenarioState& other) const {
    return scenario == other.scenario && primary == other.primary && costBasis == other.costBasis &&
           choices == other.choices;
}

ScenarioState stateFromScenario(const Scenario& s, const Catalogue& catalogue) {
    ScenarioState state;
    state.scenario = s;
    state.choices = configurations(s);
    return normalized(std::move(state), catalogue);
}

ScenarioState normalized(ScenarioState state, const Catalogue& catalogue) {
    if (state.choices.empty())
        state.choices.push_back(primaryChoice(state.scenario));
    if (state.choices.size() > std::size_t(maxGpuChoices))
        state.choices.resize(std::size_t(maxGpuChoices));
    state.primary = std::clamp(state.primary, 0, int(state.choices.size()) - 1);

    const GpuChoice& p = state.primaryChoice();
    Scenario& s = state.scenario;
    const Gpu* listed = catalogue.gpu(p.gpu.id);
    s.hardware.gpu = p.gpu;
    s.hardware.catalogueId = listed ? listed->id : std::string();
    s.hardware.count = p.count;
    s.workload.tensorParallel = p.tensorParallel;
    s.hardware.gpusPerNode = p.gpusPerNode;
    s.hardware.network = p.network;
    s.hardware.nicsPerNode = p.nicsPerNode;
    s.economics.gpuPriceUsd.reset();
    s.economics.cloudUsdPerGpuHour.reset();
    if (listed) {
        // The scenario names the catalogue GPU; prices the user changed become overrides.
        s.hardware.gpu.priceUsd = listed->priceUsd;
        s.hardware.gpu.cloudUsdPerGpuHour = listed->cloudUsdPerGpuHour;
        if (p.gpu.priceUsd != listed->priceUsd)
            s.economics.gpuPriceUsd = p.gpu.priceUsd;
        if (p.gpu.cloudUsdPerGpuHour != listed->cloudUsdPerGpuHour)
            s.economics.cloudUsdPerGpuHour = p.gpu.cloudUsdPerGpuHour;
    }
    // The other configurations are the scenario's comparison: saved with it, read back in order.
    s.compare.clear();
    for (int i = 0; i < int(state.choices.size()); ++i)
        if (i != state.primary)
            s.compare.push_back(state.choices[std::size_t(i)]);
    return state;
}

ScenarioState defaultState(const Catalogue& catalogue) {
    ScenarioState state;
    state.scenario = defaultScenario(catalogue);
    state.choices.push_back(primaryChoice(state.scenario));
    for (const char* id : {"rtx-4090", "h100-sxm", "a100-sxm-80gb", "l40s"}) {
        const Gpu* gpu = catalogue.gpu(id);
        const bool present = std::any_of(state.choices.begin(), state.choices.end(),
                                         [id](const GpuChoice& c) { return c.gpu.id == id; });
        if (gpu && !present && state.choices.size() < 4)
            state.choices.push_back({*gpu, 1, 1});
    }
    return normalized(std::move(state), catalogue);
}

} // namespace ridgeline::ui
