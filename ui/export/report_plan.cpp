// The report's "Plans" section: what the scenario's requirements lead to (core/plan).
#include "core/files/validate.h"
#include "core/plan/plan.h"
#include "ui/export/report_html.h"
#include "ui/export/report_parts.h"
#include "ui/plan_words.h"

namespace ridgeline::ui::detail {

namespace {

constexpr std::size_t reportedPlans = 5;

QString reportMoney(double v) {
    return QStringLiteral("$%1").arg(v, 0, 'f', v >= 100 ? 0 : 2);
}

} // namespace

QString reportPlanHtml(const ReportInput& in) {
    const Scenario& s = in.scenario;
    if (!s.requirements || !validate(s).empty() || !planProblems(s, in.catalogue).empty())
        return {};
    const PlanResult r = plan(s, in.catalogue);
    const bool trainingPlan = r.mode == Mode::training;
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Plans")));
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(Report::tr("The cheapest configurations of the catalogue that meet the "
                                    "scenario's requirements: %1 searched, %2 meet every limit.")
                             .arg(r.configurations)
                             .arg(r.plans.size())));
    if (!r.plans.empty()) {
        const QStringList header =
            trainingPlan ? QStringList{Report::tr("#"), Report::tr("Configuration"),
                                       Report::tr("Run cost"), Report::tr("Days")}
                         : QStringList{Report::tr("#"), Report::tr("Configuration"),
                                       Report::tr("$/1M tokens at the load"), Report::tr("$/hour"),
                                       Report::tr("Answer, percentile")};
        QList<QStringList> rows;
        for (std::size_t i = 0; i < r.plans.size() && i < reportedPlans; ++i) {
            const Plan& p = r.plans[i];
            const Workload& w = p.scenario.workload;
            const QString gpus = QStringLiteral("%1 x %2")
                                     .arg(QString::fromStdString(p.scenario.hardware.gpu.name))
                                     .arg(p.scenario.hardware.count);
            const QString what = trainingPlan
                                     ? Report::tr("%1, TP %2, PP %3, ZeRO %4, micro-batch %5, %6")
                                           .arg(gpus)
                                           .arg(w.tensorParallel)
                                           .arg(w.pipelineParallel)
                                           .arg(w.zeroStage)
                                           .arg(w.microBatch)
                                           .arg(QString::fromStdString(w.engine))
                                     : Report::tr("%1, TP %2, batch %3, %4 weights, %5 KV, %6")
                                           .arg(gpus)
                                           .arg(w.tensorParallel)
                                           .arg(w.batch)
                                           .arg(QString::fromStdString(w.weightFormat.name),
                                                QString::fromStdString(w.kvFormat.name),
                                                QString::fromStdString(w.engine));
            if (trainingPlan)
                rows << QStringList{QString::number(i + 1), what, reportMoney(p.cost),
                                    QString::number(p.results.training.timeS / 86400.0, 'f', 1)};
            else
                rows << QStringList{
                    QString::number(i + 1), what, reportMoney(p.cost), reportMoney(p.usdPerHour),
                    QStringLiteral("%1 s").arg(p.load->latencyAtPercentileS, 0, 'f', 2)};
        }
        html += gridTable(header, rows, 0);
        html += QStringLiteral("<p>%1</p>").arg(esc(planWhyWords(r.plans[0])));
    } else {
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(Report::tr("No configuration meets the requirements.")));
    }
    QList<Row> reasons;
    for (int i = 0; i < rejectReasonCount; ++i)
        if (const int n = r.rejected[std::size_t(i)]; n > 0)
            reasons << Row{rejectReasonWords(RejectReason(i)), QString::number(n)};
    if (!reasons.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("Turned down")));
        html += table(reasons);
    }
    html += QStringLiteral("<p class=\"note\">%1</p>")
                .arg(esc(planAssumptionsWords(r.assumptionsData)));
    return html + spacer();
}

} // namespace ridgeline::ui::detail
