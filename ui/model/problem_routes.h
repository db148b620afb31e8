// Where the window shows a problem: one table from field paths to the panel that owns the
// control, so that every problem appears once, next to what fixes it.
#pragma once

#include "ui/model/scenario_checks.h"

namespace ridgeline::ui {

enum class ProblemSite {
    gpus,     ///< the GPU list: counts and tensor parallelism of each configuration
    training, ///< the training run panel
    general,  ///< the control panel's own list
};

ProblemSite siteOf(const FieldProblem& p, const ScenarioState& state);

} // namespace ridgeline::ui
