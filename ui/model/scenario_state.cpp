#include "ui/model/scenario_state.h"

#include "core/files/scenario_io.h"

#include <algorithm>

namespace ridgeline::ui {

std::vector<GpuChoice> ScenarioState::choices() const {
    std::vector<GpuChoice> out = scenario.compare;
    const auto at = std::size_t(std::clamp(primary, 0, int(out.size())));
    out.insert(out.begin() + std::ptrdiff_t(at), primaryChoice());
    return out;
}

void ScenarioState::setChoices(const std::vector<GpuChoice>& choices, int primaryIndex,
                               const Catalogue& catalogue) {
    primary = setConfigurations(scenario, choices, primaryIndex, catalogue);
}

ScenarioState stateFromScenario(const Scenario& s, const Catalogue& catalogue) {
    ScenarioState state;
    state.scenario = s;
    state.setChoices(configurations(s), 0, catalogue);
    return state;
}

ScenarioState withPrimaryInRange(ScenarioState state) {
    state.primary = std::clamp(state.primary, 0, int(state.scenario.compare.size()));
    return state;
}

ScenarioState defaultState(const Catalogue& catalogue) {
    ScenarioState state;
    state.scenario = defaultScenario(catalogue);
    std::vector<GpuChoice> choices{state.primaryChoice()};
    for (const char* id : {"rtx-4090", "h100-sxm", "a100-sxm-80gb"}) {
        const Gpu* gpu = catalogue.gpu(id);
        const bool present = std::any_of(choices.begin(), choices.end(),
                                         [id](const GpuChoice& c) { return c.gpu.id == id; });
        if (gpu && !present && choices.size() < 4)
            choices.push_back({*gpu, 1, 1});
    }
    state.setChoices(choices, 0, catalogue);
    return state;
}

} // namespace ridgeline::ui
