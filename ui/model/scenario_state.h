// Everything the explorer window edits as one value: the scenario (with the GPUs compared with
// it), which of them is the primary, and the headline cost basis. Undo commands and saved
// settings store this; ScenarioModel holds the current one.
#pragma once

#include "core/catalogue/catalogue.h"
#include "core/charts/chart_data.h"
#include "core/scenario/scenario.h"

#include <vector>

namespace ridgeline::ui {

/// At most this many GPU configurations are compared at once.
inline constexpr int maxGpuChoices = 1 + maxCompared;

/// Which price the headline cost uses: buying the GPUs or renting them.
enum class CostBasis { owned, cloud };

/// The window's state. The compared GPUs are stored once, in the scenario: its own hardware is
/// the primary configuration and hardware.compare the others, in order. The window's list of
/// them is derived (choices()) and written back through setChoices(), which applies the core's
/// rule (setConfigurations()).
struct ScenarioState {
    Scenario scenario;
    /// Where the primary configuration stands in the window's list: 0..scenario.compare.size().
    /// Another primary GPU is chosen with setChoices(): set alone, this only moves the
    /// scenario's own configuration to another place of the list.
    int primary = 0;
    CostBasis costBasis = CostBasis::owned;

    /// The compared GPUs in the window's order, 1..maxGpuChoices of them, with the user's
    /// prices: hardware.compare with the scenario's own configuration inserted at `primary`.
    std::vector<GpuChoice> choices() const;
    int choiceCount() const { return int(scenario.compare.size()) + 1; }
    /// The scenario's own configuration (prices with the overrides applied).
    GpuChoice primaryChoice() const { return ridgeline::primaryChoice(scenario); }
    /// Makes `choices` the compared GPUs with `primary` as the scenario's hardware (clamped to
    /// the list; an empty list leaves the scenario's own GPU alone).
    void setChoices(const std::vector<GpuChoice>& choices, int primary, const Catalogue& catalogue);

    bool operator==(const ScenarioState& other) const = default;
};

/// The state a scenario file describes: its own hardware first (the primary), then the
/// configurations of its hardware.compare; prices equal to the catalogue's are no overrides.
ScenarioState stateFromScenario(const Scenario& s, const Catalogue& catalogue);

/// `state` with `primary` inside 0..scenario.compare.size().
ScenarioState withPrimaryInRange(ScenarioState state);

/// Default comparison set: the scenario's GPU first (RTX 5090), then the RTX 4090 it succeeds
/// and the data-centre H100 SXM and A100 SXM 80GB (those the catalogue has), at most four.
ScenarioState defaultState(const Catalogue& catalogue);

} // namespace ridgeline::ui
