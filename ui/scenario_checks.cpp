#include "ui/scenario_checks.h"

#include "core/validate.h"
#include "ui/problem_text.h"

namespace ridgeline::ui {

namespace {

// Problems of how a configuration splits its GPUs: each configuration has its own.
bool isLayoutProblem(ProblemCode code) {
    return code == ProblemCode::tensorParallelOverCount || code == ProblemCode::countNotMultiple ||
           code == ProblemCode::dataParallelMismatch;
}

} // namespace

QList<FieldProblem> checkState(const ScenarioState& state, const Catalogue&) {
    QList<FieldProblem> out;
    for (int i = 0; i < int(state.choices.size()); ++i) {
        const GpuChoice& c = state.choices[std::size_t(i)];
        const bool primary = i == state.primary;
        const QString name = QString::fromStdString(c.gpu.name);
        // The core's validation of the scenario on this configuration; fields other than the
        // layout are the same on every configuration and are reported once, for the primary.
        for (const Problem& p : validate(scenarioOn(state.scenario, c))) {
            if (!primary && !isLayoutProblem(p.code))
                continue;
            out.push_back({QString::fromStdString(p.path), primary ? state.primary : i,
                           problemText(p, isLayoutProblem(p.code) ? name : QString()), p.code});
        }
    }
    return out;
}

} // namespace ridgeline::ui
