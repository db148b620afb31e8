// A prompt longer than the model's context is shown, not accepted silently (issue 30): the
// core's checkContext() names workload.prompt_tokens and the context, and the window lists it
// under the controls while the charts still show the numbers asked for.
#include "core/files/scenario_io.h"
#include "core/files/validate.h"
#include "core/physics/context_limit.h"
#include "ui/document/state_editor.h"
#include "ui/panels/control_panel.h"
#include "ui/panels/workload_panel.h"
#include "ui/widgets/slider_spin.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QDoubleSpinBox>
#include <QLabel>

using namespace ridgeline;
using namespace ridgeline::ui;

class TestContextLimit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The core's check: Llama-2-7B reads at most 4,096 tokens.
    void coreCheck_data() {
        QTest::addColumn<QString>("workload");
        QTest::addColumn<bool>("reported");
        QTest::newRow("4000 + 96 fits exactly")
            << R"("mode": "inference", "prompt_tokens": 4000, "output_tokens": 96)" << false;
        QTest::newRow("4000 + 97 does not")
            << R"("mode": "inference", "prompt_tokens": 4000, "output_tokens": 97)" << true;
        QTest::newRow("a prompt of 8000")
            << R"("mode": "inference", "prompt_tokens": 8000)" << true;
        QTest::newRow("training is not serving")
            << R"("mode": "training", "prompt_tokens": 8000)" << false;
    }

    void coreCheck() {
        QFETCH(QString, workload);
        QFETCH(bool, reported);
        const QString json =
            QStringLiteral(R"({"model": {"preset": "llama-2-7b"}, "workload": {%1}})")
                .arg(workload);
        const Result<Scenario> s = parseScenario(json.toStdString(), test::catalogue());
        QVERIFY(s.ok());
        QCOMPARE(s->model.arch.maxContext, 4096);
        const std::optional<Problem> p = checkContext(*s);
        QCOMPARE(p.has_value(), reported);
        if (p) {
            QCOMPARE(p->path, std::string("workload.prompt_tokens"));
            QCOMPARE(p->code, ProblemCode::beyondContext);
            QCOMPARE(p->args, std::vector<std::string>{"4096"});
            QCOMPARE(p->value, std::to_string(s->workload.promptTokens + s->workload.outputTokens));
        }
        // Not a reason to refuse it: the file still reads.
        QVERIFY(validate(*s).empty());
    }

    // The window: typing a long prompt shows the problem under the controls, naming the field and
    // the context; shortening it takes the problem away.
    void windowShowsIt() {
        auto document = test::makeDocument();
        MainWindow window(document.get());
        window.show();
        document->editor()->change(QStringLiteral("Model"), [](ScenarioState& s) {
            s.scenario.model.arch.maxContext = 4096;
            s.scenario.workload.mode = Mode::inference;
            s.scenario.workload.outputTokens = 128;
        });
        window.model()->flush();
        SliderSpin* prompt = window.controls()->workloadPanel()->promptTokens();
        test::typeInto(prompt->spinBox(), QStringLiteral("8000"));
        window.model()->flush();
        QCOMPARE(window.model()->scenario().workload.promptTokens, std::int64_t(8000));
        QLabel* problems = window.controls()->problemsLabel();
        QVERIFY(problems->isVisibleTo(&window));
        QVERIFY2(problems->text().contains(QLatin1String("workload.prompt_tokens")) &&
                     problems->text().contains(QLatin1String("8,128")) &&
                     problems->text().contains(QLatin1String("4,096")),
                 qPrintable(problems->text()));
        // The numbers are still worked out for the prompt asked for.
        QVERIFY(window.model()->chartData().results.front().inference.ttftS > 0);

        test::typeInto(prompt->spinBox(), QStringLiteral("2000"));
        window.model()->flush();
        QVERIFY(!problems->isVisibleTo(&window));
    }
};

QTEST_MAIN(TestContextLimit)
#include "tst_context_limit.moc"
