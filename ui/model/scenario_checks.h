// Combinations of values the core would refuse (tensor parallelism that does not divide the GPU
// count, for example), found before they reach a chart, each naming the field and what is allowed.
#pragma once

#include "ui/model/scenario_state.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ridgeline::ui {

/// Translation context of the messages.
class ScenarioChecks {
    Q_DECLARE_TR_FUNCTIONS(ScenarioChecks)
};

struct FieldProblem {
    QString field;   ///< dotted scenario path ("workload.tensor_parallel") or "gpus"
    int choice = -1; ///< index of the GPU choice concerned, -1 for the scenario as a whole
    QString message; ///< one translated sentence naming the field and the allowed range
    ProblemCode code = ProblemCode::invalid;

    bool operator==(const FieldProblem&) const = default;
};

/// The core's validate() of the scenario on every GPU choice, in the user's language: layout
/// problems (count against tensor and pipeline parallelism) per choice, everything else once,
/// for the primary choice. No file round trip: the scenario value is checked directly. Also the
/// core's checkContext(): sequences longer than the model's context, which are shown but not
/// refused.
QList<FieldProblem> checkState(const ScenarioState& state, const Catalogue& catalogue);

} // namespace ridgeline::ui
