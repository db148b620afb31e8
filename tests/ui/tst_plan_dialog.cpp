// The Plan dialog: requirements in, ranked plans and the Pareto chart out, and "Open in explorer"
// making a plan the current scenario in one undo step.
#include "core/evaluation/evaluate.h"
#include "core/files/scenario_io.h"
#include "core/serving/serving_sim.h"
#include "ui/export/chart_export.h"
#include "ui/export/report_html.h"
#include "ui/model/scenario_model.h"
#include "ui/plan/plan_chart.h"
#include "ui/plan/plan_dialog.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui/units.h"
#include "ui_fixture.h"

#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ridgeline;

namespace {

const QString example = QStringLiteral(
    RIDGELINE_SOURCE_DIR "/resources/scenarios/llama-3.1-70b-plan-1000-requests-per-minute"
                         ".ridgeline.json");

} // namespace

class PlanDialogTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void searchesAndOpensAPlanInOneUndoStep() {
        auto doc = test::makeDocument();
        QVERIFY(doc->load(example).empty());
        ui::PlanDialog dialog(doc->editor());
        dialog.show();
        QCOMPARE(dialog.requestsPerS()->value(), 16.6667);
        auto* search = dialog.findChild<QPushButton*>(QStringLiteral("searchButton"));
        QVERIFY(search);
        QTest::mouseClick(search, Qt::LeftButton);
        const PlanResult& r = dialog.result();
        QVERIFY(!r.plans.empty());
        QTableWidget* table = dialog.table();
        QCOMPARE(table->rowCount(), std::min(50, int(r.plans.size())));
        QCOMPARE(table->item(0, 1)->text(),
                 QString::fromStdString(r.plans[0].scenario.hardware.gpu.name));
        QCOMPARE(table->currentRow(), 0);
        // The chart: the frontier, the plans and the chosen one marked.
        QVERIFY(!dialog.chart()->dataPoints(QStringLiteral("frontier")).isEmpty());
        QCOMPARE(dialog.chart()->dataPoints(QStringLiteral("chosen")).size(), 1);
        QVERIFY(!dialog.chart()->axisTitle(Qt::Horizontal).isEmpty());
        QVERIFY(dialog.chart()->axisTitle(Qt::Vertical).contains(QStringLiteral("per GPU")));
        // Exported like the other charts: PNG at twice the layout size, SVG with its text.
        QTemporaryDir out;
        const QString png = out.filePath(QStringLiteral("plan.png"));
        QCOMPARE(ui::exportView(*dialog.chart(), ui::ExportFormat::Png, png), QString());
        QCOMPARE(QImage(png).size(), QSize(2560, 1600));
        const QString svg = out.filePath(QStringLiteral("plan.svg"));
        QCOMPARE(ui::exportView(*dialog.chart(), ui::ExportFormat::Svg, svg), QString());
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        QVERIFY(svgFile.readAll().contains("Tokens/s per user"));
        // The requirements are now the scenario's.
        QVERIFY(doc->model()->state().scenario.requirements);
        QCOMPARE(*doc->model()->state().scenario.requirements->latencyS, 5.0);

        // Open the second plan: one undo step, and the explorer evaluates it to the same numbers.
        table->selectRow(1);
        const Plan chosen = r.plans[1];
        const int steps = doc->undoStack()->count();
        const Scenario before = doc->model()->state().scenario;
        QTest::mouseClick(dialog.openButton(), Qt::LeftButton);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        const Scenario& now = doc->model()->state().scenario;
        QCOMPARE(now.hardware.gpu.id, chosen.scenario.hardware.gpu.id);
        QCOMPARE(now.hardware.count, chosen.scenario.hardware.count);
        QCOMPARE(now.workload.batch, chosen.scenario.workload.batch);
        QCOMPARE(now.workload.engine, chosen.scenario.workload.engine);
        QCOMPARE(evaluate(now).inference.tpotS, chosen.results.inference.tpotS);
        QVERIFY(now.requirements);
        // One story: the headline cost is the plan's at the required load, and the first token
        // and latency are at the required percentile with the queueing wait, as the plan has them.
        QVERIFY(chosen.load);
        const Results opened = evaluateWithServing(now);
        QVERIFY(opened.requiredLoad);
        QCOMPARE(opened.requiredLoad->queueWaitS, chosen.load->queueWaitS);
        ui::SummaryStrip strip(doc->model());
        doc->model()->flush();
        QCoreApplication::processEvents();
        QCOMPARE(strip.item(QStringLiteral("cost-owned"))->value(), ui::units::usd(chosen.cost));
        QCOMPARE(strip.item(QStringLiteral("ttft"))->value(),
                 ui::units::seconds(chosen.load->ttftAtPercentileS));
        doc->undoStack()->undo();
        QCOMPARE(doc->model()->state().scenario, before);
    }

    // Training: the run's inputs, plans by the cost of the run, the chart in days against dollars
    // with the deadline drawn.
    void trainingPlans() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("train.ridgeline.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"model": {"preset": "llama-3.1-8b"},
            "workload": {"mode": "training", "global_batch": 512},
            "requirements": {"tokens": 1e11, "deadline_s": 864000, "max_gpus": 256,
                             "gpus": ["h100-sxm", "a100-sxm-80gb", "l40s"]}})");
        f.close();
        auto doc = test::makeDocument();
        QVERIFY(doc->load(file).empty());
        ui::PlanDialog dialog(doc->editor());
        dialog.show();
        dialog.search();
        const PlanResult& r = dialog.result();
        QCOMPARE(r.mode, Mode::training);
        QVERIFY(!r.plans.empty());
        QVERIFY(dialog.table()->rowCount() > 0);
        for (const Plan& p : r.plans)
            QVERIFY(p.results.training.timeS <= 864000);
        QVERIFY(dialog.chart()->axisTitle(Qt::Horizontal).contains(QStringLiteral("days")));
        QCOMPARE(dialog.chart()->dataPoints(QStringLiteral("x-limit")).size(), 2);
        QCOMPARE(dialog.chart()->dataPoints(QStringLiteral("x-limit"))[0].x(), 10.0);
        if (const QByteArray shot = qgetenv("RIDGELINE_PLAN_TRAINING_SHOT"); !shot.isEmpty()) {
            dialog.resize(1280, 800);
            QTest::qWait(50);
            dialog.grab().save(QString::fromLocal8Bit(shot));
        }
    }

    // The report's Plans section: there with requirements, the first plan named; absent without.
    void reportHasAPlansSection() {
        auto doc = test::makeDocument();
        QVERIFY(doc->load(example).empty());
        const Scenario& s = doc->model()->state().scenario;
        const Catalogue cat = test::catalogue();
        const ChartData data;
        const ui::ReportInput in{s, cat, data, {}, 0, {}, {}, QDateTime::currentDateTime()};
        const QString html = ui::detail::reportPlanHtml(in);
        QVERIFY(html.contains(QStringLiteral("Plans")));
        const PlanResult r = plan(s, cat);
        QVERIFY(html.contains(QString::fromStdString(r.plans[0].scenario.hardware.gpu.name)));
        QVERIFY(html.contains(QStringLiteral("does not fit in memory")));
        const Scenario plain = defaultScenario(cat);
        const ui::ReportInput none{plain, cat, data, {}, 0, {}, {}, QDateTime::currentDateTime()};
        QVERIFY(ui::detail::reportPlanHtml(none).isEmpty());
    }

    void badRequirementsAreShownNotSearched() {
        auto doc = test::makeDocument();
        QVERIFY(doc->load(example).empty());
        ui::PlanDialog dialog(doc->editor());
        dialog.show();
        // The box takes the field's range (core/scenario/scenario_field_table.h): a load of 0,
        // which the core refuses, cannot be typed; its least value is the core's least.
        dialog.requestsPerS()->setValue(0);
        QVERIFY(dialog.requestsPerS()->value() > 0);
        QCOMPARE(dialog.requestsPerS()->value(), dialog.requestsPerS()->minimum());
    }

    void badRequirementsFromAFileAreNamed() {
        // A file the format accepts but no search can run on: its requirements allow only an
        // engine that trains (llm-foundry) for a serving plan. Nothing in the dialog's boxes
        // changes that list, so its message is reached only through a file.
        QFile in(example);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        const QByteArray load = "\"requests_per_s\": 16.6667";
        QVERIFY(text.contains(load));
        text.replace(load, load + ", \"engines\": [\"llm-foundry\"]");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("trains-only.ridgeline.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(text) == text.size());
        out.close();
        auto doc = test::makeDocument();
        QVERIFY(doc->load(path).empty());
        const std::size_t undoBefore = std::size_t(doc->undoStack()->count());
        ui::PlanDialog dialog(doc->editor());
        dialog.show();
        dialog.search();
        QVERIFY(dialog.problemsLabel()->isVisible());
        const QString shown = dialog.problemsLabel()->text();
        QVERIFY2(shown.contains(QStringLiteral("requirements.engines")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("engines that serve")), qPrintable(shown));
        // Not searched, and the scenario's requirements are left as the file has them.
        QCOMPARE(dialog.table()->rowCount(), 0);
        QCOMPARE(std::size_t(doc->undoStack()->count()), undoBefore);
    }

    void impossibleLimitsListTheReasons() {
        auto doc = test::makeDocument();
        QVERIFY(doc->load(example).empty());
        ui::PlanDialog dialog(doc->editor());
        dialog.show();
        dialog.tpotLimitMs()->setValue(0.1); // 0.1 ms per token: nothing is that fast
        dialog.search();
        QCOMPARE(dialog.table()->rowCount(), 0);
        QVERIFY(dialog.result().rejected[std::size_t(RejectReason::tooSlowPerToken)] > 0);
        const QList<QLabel*> labels = dialog.findChildren<QLabel*>();
        bool listed = false;
        for (const QLabel* l : labels)
            listed = listed || l->text().contains(QStringLiteral("too slow per token"));
        QVERIFY(listed);
        // The requirement line is drawn even when no plan is.
        QCOMPARE(dialog.chart()->dataPoints(QStringLiteral("x-limit")).size(), 2);
        if (const QByteArray shot = qgetenv("RIDGELINE_PLAN_SHOT"); !shot.isEmpty()) {
            dialog.tpotLimitMs()->setValue(0);
            dialog.search();
            dialog.resize(1280, 800);
            QTest::qWait(50);
            dialog.grab().save(QString::fromLocal8Bit(shot));
        }
    }
};

QTEST_MAIN(PlanDialogTest)
#include "tst_plan_dialog.moc"
