// Everything the explorer window edits as one value: the scenario and the GPUs compared with it.
// Undo commands and saved settings store this; ScenarioModel holds the current one.
#pragma once

#include "core/catalogue.h"
#include "core/chart_data.h"
#include "core/scenario.h"

#include <vector>

namespace ridgeline::ui {

/// At most this many GPU configurations are compared at once.
inline constexpr int maxGpuChoices = 8;

/// Which price the headline cost uses: buying the GPUs or renting them.
enum class CostBasis { owned, cloud };

struct ScenarioState {
    Scenario scenario;
    /// The compared GPUs, 1..maxGpuChoices of them; prices inside each Gpu are the user's. The
    /// one store of the configurations: normalized() derives the scenario's hardware (the
    /// primary) and hardware.compare (the others) from it.
    std::vector<GpuChoice> choices;
    /// Index into `choices` of the GPU the scenario's hardware is (the summary's numbers).
    int primary = 0;
    CostBasis costBasis = CostBasis::owned;

    const GpuChoice& primaryChoice() const { return choices.at(std::size_t(primary)); }
    bool operator==(const ScenarioState& other) const;
};

/// The state a scenario file describes: its own hardware first (the primary), then the
/// configurations of its hardware.compare.
ScenarioState stateFromScenario(const Scenario& s, const Catalogue& catalogue);

/// Makes the state consistent: primary in range, the scenario's hardware, tensor parallelism and
/// price overrides taken from the primary choice (prices that equal the catalogue's are not
/// overrides). An empty choice list gets the scenario's own GPU.
ScenarioState normalized(ScenarioState state, const Catalogue& catalogue);

/// Default comparison set: the scenario's GPU first, then RTX 4090, H100 SXM, A100 SXM 80GB and
/// L40S (those the catalogue has), at most four.
ScenarioState defaultState(const Catalogue& catalogue);

} // namespace ridgeline::ui
