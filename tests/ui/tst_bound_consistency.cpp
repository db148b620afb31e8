// One verdict everywhere: the core decides memory- or compute-bound once, and the summary tile,
// the explain panel, the roofline CSV, the report and the result JSON all show that decision,
// also when unequal efficiencies move the effective ridge away from the datasheet ridge.
#include "core/evaluate.h"
#include "core/results_json.h"
#include "core/scenario_io.h"
#include "core/scenario_names.h"
#include "ui/explain/explanation.h"
#include "ui/export/chart_export.h"
#include "ui/export/report.h"
#include "ui/export/report_html.h"
#include "ui/model/scenario_model.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui_fixture.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace ridgeline;
using namespace ridgeline::ui;

class TestBoundConsistency : public QObject {
    Q_OBJECT

    // Llama-3.1-8B on one H100 SXM, batch 512, 128 + 128 tokens: decode intensity about 285,
    // between the datasheet ridge (295) and the effective ridge of the default engine (222).
    Scenario scenario(double memoryEff, double computeEff) const {
        const std::string text = R"({"model": {"preset": "llama-3.1-8b"},
            "hardware": {"gpu": "h100-sxm"},
            "workload": {"batch": 512, "prompt_tokens": 128, "output_tokens": 128},
            "efficiency": {"memory": )" +
                                 std::to_string(memoryEff) + R"(, "compute": )" +
                                 std::to_string(computeEff) + "}}";
        return parseScenario(text, test::catalogue()).value();
    }

    static QString csvBound(const ChartData& data) {
        const QStringList lines = chartCsv(data, 0).split(QLatin1Char('\n'));
        for (const QString& line : lines) {
            const QStringList cells = line.trimmed().split(QLatin1Char(','));
            if (cells.size() == 6 && cells[1] == QLatin1String("decode"))
                return cells[5];
        }
        return {};
    }

private Q_SLOTS:
    void oneVerdict_data() {
        QTest::addColumn<double>("memoryEff");
        QTest::addColumn<double>("computeEff");
        QTest::addColumn<QString>("expected");
        // Default engine efficiencies: effective ridge 222 < I 285 < datasheet ridge 295.
        QTest::newRow("eta_m 0.8, eta_c 0.6") << 0.8 << 0.6 << QStringLiteral("compute");
        // Compute reached better than bandwidth: effective ridge 531 > I.
        QTest::newRow("eta_m 0.5, eta_c 0.9") << 0.5 << 0.9 << QStringLiteral("memory");
        // Equal efficiencies: the effective ridge is the datasheet ridge.
        QTest::newRow("eta_m 0.7, eta_c 0.7") << 0.7 << 0.7 << QStringLiteral("memory");
    }

    void oneVerdict() {
        QFETCH(double, memoryEff);
        QFETCH(double, computeEff);
        QFETCH(QString, expected);
        const Scenario s = scenario(memoryEff, computeEff);
        const Results r = evaluate(s);
        const StepCost& d = r.inference.decode;
        QVERIFY(d.intensity() > 280 && d.intensity() < 290);
        QVERIFY(test::near(r.roofline.effectiveRidge, r.roofline.ridge * computeEff / memoryEff,
                           1e-12));
        // The core: the verdict of the times is the verdict of intensity against I*_eff.
        QCOMPARE(QString::fromUtf8(boundName(d.bound).data()), expected);
        QCOMPARE(d.bound == Bound::compute, d.intensity() > r.roofline.effectiveRidge);
        QCOMPARE(d.bound == Bound::compute, d.computeS > d.memoryS);

        // The result JSON (what the CLI prints).
        const nlohmann::json j = resultsToJson(s, r);
        QCOMPARE(QString::fromStdString(j["inference"]["decode"]["bound"].get<std::string>()),
                 expected);

        // The summary tile.
        auto model = test::makeModel();
        model->setScenario(s);
        model->flush();
        SummaryStrip strip(model.get());
        QCOMPARE(strip.item(QStringLiteral("bound"))->value(), expected);
        QVERIFY(strip.item(QStringLiteral("bound"))->detail().contains(QStringLiteral("eff.")));

        // The chart data, the roofline CSV and the explain panel.
        const ChartData& data = model->chartData();
        const std::size_t primary = std::size_t(model->primaryIndex());
        QCOMPARE(data.roofline[primary].decode.bound, d.bound);
        QCOMPARE(data.roofline[primary].effectiveRidge, r.roofline.effectiveRidge);
        ChartData primaryOnly;
        primaryOnly.roofline = {data.roofline[primary]};
        primaryOnly.memory = {data.memory[primary]};
        QCOMPARE(csvBound(primaryOnly), expected);
        const Explanation e = explain(QStringLiteral("bound"), {s, model->primaryResults()});
        const QString text = e.lines.join(QLatin1Char('\n'));
        QVERIFY2(text.contains(expected + QStringLiteral("-bound")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("I*_eff")), qPrintable(text));

        // The report's front page.
        const Catalogue cat = test::catalogue();
        const ReportInput in{s, cat, data, model->gpuChoices(), model->primaryIndex(), {}, {}};
        const QString front = ui::detail::reportFrontHtml(in);
        QVERIFY2(front.contains(expected + QStringLiteral("-bound")), qPrintable(front));
    }

    void explainSaysWhyRidgesDiffer() {
        const Scenario s = scenario(0.8, 0.6);
        const Explanation e = explain(QStringLiteral("ridge"), {s, evaluate(s)});
        QVERIFY(e.lines.join(QLatin1Char('\n')).contains(QStringLiteral("I*_eff")));
        QVERIFY2(e.note.contains(QStringLiteral("effective ridge")), qPrintable(e.note));
    }
};

QTEST_MAIN(TestBoundConsistency)
#include "tst_bound_consistency.moc"
