// ScenarioModel: one change path (a StateEditor without an undo stack sets edits directly),
// coalesced recomputation, the compared GPUs stored once in the scenario, and refused combinations
// reported by field.
#include "ui/document/state_editor.h"
#include "ui_fixture.h"

#include <QSignalSpy>

using namespace ridgeline;
using namespace ridgeline::ui;

class TestScenarioModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Servers belong to a configuration: choosing another primary GPU does not carry them over.
    void serversStayWithTheirConfiguration() {
        auto model = test::makeModel();
        StateEditor editor(model.get());
        editor.change(QStringLiteral("Network"), [](ScenarioState& s) {
            s.scenario.hardware.network = Nic{NicKind::ethernet25g, 3.125e9, 2.5e9, 20e-6};
        });
        model->flush();
        QVERIFY(model->scenario().hardware.network);
        const int first = model->primaryIndex();
        editor.changeChoices(QStringLiteral("Primary GPU"),
                             [first](std::vector<GpuChoice>&, int& p) { p = first == 0 ? 1 : 0; });
        QVERIFY(!model->scenario().hardware.network);
        // The network stays with its configuration, now one of hardware.compare.
        QCOMPARE(model->scenario().compare[std::size_t(first)].network->kind, NicKind::ethernet25g);
        editor.changeChoices(QStringLiteral("Primary GPU"),
                             [first](std::vector<GpuChoice>&, int& p) { p = first; });
        QCOMPARE(model->scenario().hardware.network->kind, NicKind::ethernet25g);
    }

    // resultsChanged says what changed, gathered over the changes one recompute covers.
    void resultsSayWhatChanged() {
        auto model = test::makeModel();
        StateEditor editor(model.get());
        QSignalSpy spy(model.get(), &ScenarioModel::resultsChanged);
        editor.change(QStringLiteral("Utilization"),
                      [](ScenarioState& s) { s.scenario.economics.utilization = 0.5; });
        model->flush();
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.takeFirst().at(0).value<Changes>(), Changes(Change::economics));
        editor.change(QStringLiteral("Batch"),
                      [](ScenarioState& s) { s.scenario.workload.batch = 7; });
        editor.changeChoices(QStringLiteral("GPU count"),
                             [](std::vector<GpuChoice>& c, int&) { c[1].count = 2; });
        model->flush();
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.takeFirst().at(0).value<Changes>(),
                 Changes(Change::workload) | Change::hardware);
        editor.change(QStringLiteral("Model"),
                      [](ScenarioState& s) { s.scenario.model.arch.layers = 40; });
        model->flush();
        QCOMPARE(spy.takeFirst().at(0).value<Changes>(), Changes(Change::model));
    }

    void startsOnDefault() {
        auto model = test::makeModel();
        QCOMPARE(model->scenario().model.preset, std::string("qwen3-8b"));
        QCOMPARE(model->scenario().hardware.gpu.id, std::string("rtx-5090"));
        // Compared with the RTX 4090 it succeeds, the H100 SXM and the A100 SXM 80GB.
        QCOMPARE(int(model->gpuChoices().size()), 4);
        QCOMPARE(model->gpuChoices()[1].gpu.id, std::string("rtx-4090"));
        QCOMPARE(model->gpuChoices()[2].gpu.id, std::string("h100-sxm"));
        QCOMPARE(model->gpuChoices()[3].gpu.id, std::string("a100-sxm-80gb"));
        QCOMPARE(int(model->chartData().results.size()), 4);
        QVERIFY(model->problems().isEmpty());
        QVERIFY(!model->recomputePending());
    }

    void coalescesChangesOfOneTurn() {
        auto model = test::makeModel();
        StateEditor editor(model.get());
        QSignalSpy results(model.get(), &ScenarioModel::resultsChanged);
        QSignalSpy state(model.get(), &ScenarioModel::stateChanged);
        const int before = model->recomputeCount();
        for (int b = 2; b <= 101; ++b)
            editor.change(QStringLiteral("Batch"),
                          [b](ScenarioState& s) { s.scenario.workload.batch = b; });
        QCOMPARE(state.count(), 100); // controls follow every change at once
        QCOMPARE(results.count(), 0); // the charts wait for the event loop
        QVERIFY(model->recomputePending());
        QTRY_COMPARE(results.count(), 1);
        QCOMPARE(model->recomputeCount(), before + 1);
        QCOMPARE(model->scenario().workload.batch, 101);
        QTest::qWait(20);
        QCOMPARE(results.count(), 1); // no backlog of stale recomputations
    }

    void equalStateIsNoChange() {
        auto model = test::makeModel();
        StateEditor editor(model.get());
        QSignalSpy state(model.get(), &ScenarioModel::stateChanged);
        model->setState(model->state());
        editor.change(QStringLiteral("Nothing"), [](ScenarioState&) {});
        editor.changeChoices(QStringLiteral("Nothing"), [](std::vector<GpuChoice>&, int&) {});
        QCOMPARE(state.count(), 0);
        QVERIFY(!model->recomputePending());
    }

    void interactionEndFlushes() {
        auto model = test::makeModel();
        StateEditor editor(model.get());
        QSignalSpy results(model.get(), &ScenarioModel::resultsChanged);
        QSignalSpy finished(model.get(), &ScenarioModel::interactionFinished);
        model->beginInteraction();
        QVERIFY(model->interacting());
        editor.change(QStringLiteral("Batch"),
                      [](ScenarioState& s) { s.scenario.workload.batch = 8; });
        model->endInteraction();
        QCOMPARE(results.count(), 1); // synchronously on release
        QCOMPARE(finished.count(), 1);
        QVERIFY(!model->interacting());
    }

    void primaryChoiceIsTheScenarioHardware() {
        auto model = test::makeModel();
        StateEditor editor(model.get());
        std::vector<GpuChoice> choices = model->gpuChoices();
        choices[1].count = 8;
        choices[1].tensorParallel = 4;
        editor.changeChoices(QStringLiteral("GPUs"), [&](std::vector<GpuChoice>& c, int& p) {
            c = choices;
            p = 1;
        });
        model->flush();
        const Scenario& s = model->scenario();
        QCOMPARE(s.hardware.gpu.id, choices[1].gpu.id);
        QCOMPARE(s.hardware.count, 8);
        QCOMPARE(s.workload.tensorParallel, 4);
        // Stored once: the others are the scenario's comparison, and the list reads back whole.
        QCOMPARE(s.compare.size(), choices.size() - 1);
        QCOMPARE(s.compare[0], choices[0]);
        QVERIFY(model->gpuChoices() == choices);
        QCOMPARE(model->primaryIndex(), 1);
        QCOMPARE(model->primaryResults().gpus, 8);
        QCOMPARE(model->primaryResults().inference.replicas, 2);
    }

    void setScenarioSelectsItsGpu() {
        auto model = test::makeModel();
        Scenario s = model->scenario();
        s.hardware.gpu = *model->catalogue().gpu("h100-sxm");
        s.hardware.count = 2;
        s.workload.tensorParallel = 2;
        model->setScenario(s);
        QCOMPARE(model->state().primaryChoice().gpu.id, std::string("h100-sxm"));
        QCOMPARE(model->state().primaryChoice().count, 2);
        QCOMPARE(model->scenario().hardware.catalogueId, std::string("h100-sxm"));
    }

    void editedPriceBecomesOverride() {
        auto model = test::makeModel();
        StateEditor editor(model.get());
        editor.changeChoices(QStringLiteral("GPU price"), [](std::vector<GpuChoice>& c, int& p) {
            c[std::size_t(p)].gpu.priceUsd = 3200.0;
        });
        model->flush();
        QCOMPARE(model->scenario().economics.gpuPriceUsd.value_or(0), 3200.0);
        QCOMPARE(model->scenario().hardware.gpu.priceUsd,
                 model->catalogue().gpu(model->scenario().hardware.gpu.id)->priceUsd);
        // The card at the user's $3,200 and the catalogue's desktop around it, $2,000.
        QCOMPARE(model->primaryResults().cost.capexUsd.value_or(0), 5200.0);
        QCOMPARE(model->chartData().results[0].cost.capexUsd.value_or(0), 5200.0);
    }

    void refusedCombinationsNameTheField_data() {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("tp");
        QTest::addColumn<QString>("field");
        QTest::newRow("tp above count") << 2 << 4 << QStringLiteral("workload.tensor_parallel");
        QTest::newRow("tp not dividing") << 4 << 3 << QStringLiteral("hardware.count");
        QTest::newRow("valid") << 8 << 4 << QString();
    }

    void refusedCombinationsNameTheField() {
        QFETCH(int, count);
        QFETCH(int, tp);
        QFETCH(QString, field);
        auto model = test::makeModel();
        StateEditor editor(model.get());
        editor.changeChoices(QStringLiteral("GPU"), [&](std::vector<GpuChoice>& c, int&) {
            c[2].count = count;
            c[2].tensorParallel = tp;
        });
        model->flush();
        if (field.isEmpty()) {
            QVERIFY(model->problems().isEmpty());
            return;
        }
        QCOMPARE(model->problems().size(), 1);
        const FieldProblem& p = model->problems().first();
        QCOMPARE(p.field, field);
        QCOMPARE(p.choice, 2);
        QVERIFY(p.message.contains(QString::fromStdString(model->gpuChoices()[2].gpu.name)));
        QVERIFY(p.message.contains(QStringLiteral("allowed")));
        // The charts still get finite numbers.
        QVERIFY(std::isfinite(model->chartData().results[2].inference.tokensPerS));
    }
};

QTEST_MAIN(TestScenarioModel)
#include "tst_scenario_model.moc"
