#include "ui/model/scenario_checks.h"

#include "core/files/validate.h"
#include "core/physics/context_limit.h"
#include "ui/model/problem_text.h"

#include <QRegularExpression>

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
    static const QRegularExpression comparedField(
        QStringLiteral("^hardware\\.compare\\[(\\d+)\\]\\.(\\w+)$"));
    for (const Problem& p : validate(state.scenario)) {
        // hardware.compare[i] is the i-th choice after leaving out the primary.
        QString field = QString::fromStdString(p.path);
        int choice = state.primary;
        if (const QRegularExpressionMatch m = comparedField.match(field); m.hasMatch()) {
            const int i = m.captured(1).toInt();
            choice = i < state.primary ? i : i + 1;
            const QString key = m.captured(2);
            field = key == QLatin1String("count") ? QStringLiteral("hardware.count")
                                                  : QStringLiteral("workload.") + key;
        }
        if (choice < 0 || choice >= state.choiceCount())
            continue;
        const QString name =
            isLayoutProblem(p.code)
                ? QString::fromStdString(state.choices()[std::size_t(choice)].gpu.name)
                : QString();
        out.push_back({field, choice, problemText(p, name), p.code});
    }
    // Not a reason to refuse the scenario (validate() leaves it out), but the user should know.
    if (const std::optional<Problem> p = checkContext(state.scenario))
        out.push_back({QString::fromStdString(p->path), state.primary, problemText(*p), p->code});
    return out;
}

} // namespace ridgeline::ui
