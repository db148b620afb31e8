#include "ui/scenario_checks.h"

#include "core/scenario_io.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

namespace ridgeline::ui {

namespace {

void checkChoice(const ScenarioState& state, int index, QList<FieldProblem>& out) {
    const GpuChoice& c = state.choices[std::size_t(index)];
    const QString name = QString::fromStdString(c.gpu.name);
    const int pp = state.scenario.workload.mode == Mode::training
                       ? std::max(1, state.scenario.workload.pipelineParallel)
                       : 1;
    const int modelParallel = c.tensorParallel * pp;
    if (c.tensorParallel > c.count) {
        out.push_back({QStringLiteral("workload.tensor_parallel"), index,
                       ScenarioChecks::tr(
                           "%1: tensor parallel %2 is more than its %3 GPUs (allowed: 1 to %3).")
                           .arg(name)
                           .arg(c.tensorParallel)
                           .arg(c.count)});
    } else if (c.count % modelParallel != 0 && pp > 1) {
        out.push_back(
            {QStringLiteral("workload.pipeline_parallel"), index,
             ScenarioChecks::tr("%1: its %2 GPUs cannot be split into groups of %3 = tensor "
                                "parallel %4 x pipeline parallel %5 (allowed: a count "
                                "that is a multiple of %3).")
                 .arg(name)
                 .arg(c.count)
                 .arg(modelParallel)
                 .arg(c.tensorParallel)
                 .arg(pp)});
    } else if (c.count % modelParallel != 0) {
        out.push_back({QStringLiteral("hardware.count"), index,
                       ScenarioChecks::tr(
                           "%1: %2 GPUs cannot be split into groups of %3 for tensor parallelism "
                           "(allowed: a count that is a multiple of %3).")
                           .arg(name)
                           .arg(c.count)
                           .arg(modelParallel)});
    }
}

} // namespace

QList<FieldProblem> checkState(const ScenarioState& state, const Catalogue& catalogue) {
    QList<FieldProblem> out;
    for (int i = 0; i < int(state.choices.size()); ++i)
        checkChoice(state, i, out);
    // Everything else the scenario file format refuses: serialise and read back.
    const Result<Scenario> back =
        scenarioFromJson(scenarioToJson(state.scenario, catalogue), catalogue);
    if (!back) {
        for (const Problem& p : back.problems()) {
            if (p.path == "hardware.count" || p.path == "workload.tensor_parallel" ||
                p.path == "workload.pipeline_parallel")
                continue;
            out.push_back({QString::fromStdString(p.path), state.primary,
                           QString::fromStdString(describe(p))});
        }
    }
    return out;
}

} // namespace ridgeline::ui
