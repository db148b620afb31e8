#include "ui/model/problem_routes.h"

namespace ridgeline::ui {

namespace {

struct Route {
    QLatin1String path;
    ProblemSite site;
    /// In training with pipeline parallelism, a count problem is about the stages: it goes to
    /// the training panel, which phrases it with the pipeline degree.
    bool toTrainingWithPipeline = false;
};

constexpr Route routes[] = {
    {QLatin1String("hardware.count"), ProblemSite::gpus, true},
    {QLatin1String("workload.tensor_parallel"), ProblemSite::gpus},
    {QLatin1String("workload.tokens"), ProblemSite::training},
    {QLatin1String("workload.sequence"), ProblemSite::training},
    {QLatin1String("workload.micro_batch"), ProblemSite::training},
    {QLatin1String("workload.global_batch"), ProblemSite::training},
    {QLatin1String("workload.pipeline_parallel"), ProblemSite::training},
    {QLatin1String("workload.data_parallel"), ProblemSite::training},
    {QLatin1String("workload.deadline_s"), ProblemSite::training},
};

} // namespace

ProblemSite siteOf(const FieldProblem& p, const ScenarioState& state) {
    const Workload& w = state.scenario.workload;
    const bool training = w.mode == Mode::training;
    for (const Route& r : routes) {
        if (p.field != r.path)
            continue;
        if (r.toTrainingWithPipeline && training && w.pipelineParallel > 1)
            return ProblemSite::training;
        if (r.site == ProblemSite::training && !training)
            return ProblemSite::general;
        return r.site;
    }
    return ProblemSite::general;
}

} // namespace ridgeline::ui
