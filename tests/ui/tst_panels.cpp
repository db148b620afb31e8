// The efficiency, training and economics controls: typed values reach the scenario, the engine
// profile's values are the defaults, and refused combinations show an inline message.
#include "core/evaluation/evaluate.h"
#include "ui/document/state_editor.h"
#include "ui/panels/control_panel.h"
#include "ui/panels/economics_panel.h"
#include "ui/panels/efficiency_panel.h"
#include "ui/panels/training_panel.h"
#include "ui/panels/workload_panel.h"
#include "ui/widgets/slider_spin.h"
#include "ui_fixture.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>

#include <cmath>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

void typeInto(SliderSpin* s, const QString& text) {
    QDoubleSpinBox* box = s->spinBox();
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

void press(QWidget* w, Qt::Key key) {
    w->setFocus();
    QTest::keyClick(w, key);
}

int choiceIndex(const ScenarioModel& model, const char* id) {
    const std::vector<GpuChoice>& c = model.gpuChoices();
    for (int i = 0; i < int(c.size()); ++i) {
        if (c[std::size_t(i)].gpu.id == id)
            return i;
    }
    return -1;
}

} // namespace

class TestPanels : public QObject {
    Q_OBJECT

    std::unique_ptr<ScenarioModel> model_;
    std::unique_ptr<StateEditor> editor_; ///< edits set directly: no undo stack
    std::unique_ptr<ControlPanel> panel_;

    EfficiencyPanel* efficiency() const { return panel_->efficiencyPanel(); }
    TrainingPanel* training() const { return panel_->trainingPanel(); }

    void useTraining() {
        editor_->change(QStringLiteral("Mode"),
                        [](ScenarioState& s) { s.scenario.workload.mode = Mode::training; });
        model_->flush();
    }

private Q_SLOTS:
    void init() {
        model_ = test::makeModel();
        editor_ = std::make_unique<StateEditor>(model_.get());
        panel_ = std::make_unique<ControlPanel>(editor_.get());
        panel_->resize(360, 800);
        panel_->show();
        QVERIFY(QTest::qWaitForWindowExposed(panel_.get()));
    }

    void cleanup() {
        panel_.reset();
        editor_.reset();
        model_.reset();
    }

    void memoryEfficiencyScalesDecodeAndResets() {
        const double profile = effectiveEfficiency(model_->scenario()).memory;
        QCOMPARE(efficiency()->memory()->value(), profile);
        QVERIFY(!efficiency()->resetButton()->isEnabled());
        const double before = model_->primaryResults().inference.tokensPerS;
        QVERIFY(before > 0);
        // Batch-1 decode of a 7B model is memory-bound: half the bandwidth share, half the speed.
        typeInto(efficiency()->memory(), QString::number(profile / 2, 'f', 3));
        model_->flush();
        QCOMPARE(model_->scenario().efficiencyOverrides.memory.value_or(0), profile / 2);
        QVERIFY(test::near(model_->primaryResults().inference.tokensPerS, before / 2, 1e-6));
        QVERIFY(efficiency()->memory()->titleLabel()->font().bold());
        QVERIFY(efficiency()->resetButton()->isEnabled());

        QTest::mouseClick(efficiency()->resetButton(), Qt::LeftButton);
        model_->flush();
        QCOMPARE(model_->scenario().efficiencyOverrides, EfficiencyOverrides{});
        QCOMPARE(efficiency()->memory()->value(), profile);
        QVERIFY(!efficiency()->memory()->titleLabel()->font().bold());
        QVERIFY(test::near(model_->primaryResults().inference.tokensPerS, before));
    }

    void everyConstantIsEditable() {
        typeInto(efficiency()->compute(), QStringLiteral("0.3"));
        typeInto(efficiency()->mfu(), QStringLiteral("0.55"));
        typeInto(efficiency()->stepOverhead(), QStringLiteral("2.5"));
        const EfficiencyOverrides& o = model_->scenario().efficiencyOverrides;
        QCOMPARE(o.compute.value_or(0), 0.3);
        QCOMPARE(o.mfu.value_or(0), 0.55);
        QVERIFY(test::near(o.stepOverheadS.value_or(0), 0.0025));
        QVERIFY(!o.memory);
        QVERIFY(efficiency()->mfu()->toolTip().contains(QStringLiteral("MAPE")));
    }

    // The user's uncertainty widens the decode range once they set eta_m: 20 % of their value
    // multiplies the profile's P90 by 1.2.
    void uncertaintyWidensTheRanges() {
        QCOMPARE(efficiency()->uncertainty()->value(), 10.0); // the assumed default, not bold
        QVERIFY(!efficiency()->uncertainty()->titleLabel()->font().bold());
        typeInto(efficiency()->memory(), QStringLiteral("0.7"));
        typeInto(efficiency()->uncertainty(), QStringLiteral("20"));
        model_->flush();
        QVERIFY(test::near(model_->scenario().efficiencyOverrides.uncertainty.value_or(0), 0.2));
        const Results& r = model_->primaryResults();
        const ResidualSpread profile =
            model_->scenario().engine.decodeSpread.value_or(ResidualSpread{});
        QVERIFY(test::near(r.spread.decode.p90, std::max(1.0, profile.p90) * 1.2));
        QVERIFY(efficiency()->uncertainty()->titleLabel()->font().bold());
    }

    void defaultsFollowTheMemoryType() {
        const Catalogue& cat = model_->catalogue();
        editor_->change(QStringLiteral("Engine"), [&cat](ScenarioState& s) {
            s.scenario.engine = *cat.engine("llama.cpp");
            s.scenario.workload.engine = "llama.cpp";
        });
        // RTX 4090 (GDDR6X): the GDDR variant and its calibration rows.
        QCOMPARE(efficiency()->memory()->value(), 0.86);
        QCOMPARE(efficiency()->stepOverhead()->value(), 2.8);
        QVERIFY(efficiency()->memory()->toolTip().contains(QStringLiteral("A003")));
        const int h100 = choiceIndex(*model_, "h100-sxm");
        QVERIFY(h100 >= 0);
        editor_->changeChoices(QStringLiteral("Primary"),
                               [h100](std::vector<GpuChoice>&, int& p) { p = h100; });
        QCOMPARE(efficiency()->memory()->value(), 0.54);
        QCOMPARE(efficiency()->stepOverhead()->value(), 2.8); // the same overhead on HBM
        QVERIFY(efficiency()->memory()->toolTip().contains(QStringLiteral("A006")));
        QVERIFY(!efficiency()->memory()->toolTip().contains(QStringLiteral("A003")));
    }

    void trainingPanelOnlyInTrainingMode() {
        QVERIFY(!training()->isVisible());
        QTest::mouseClick(panel_->workloadPanel()->trainingButton(), Qt::LeftButton);
        QCOMPARE(model_->scenario().workload.mode, Mode::training);
        QVERIFY(training()->isVisible());
        editor_->change(QStringLiteral("Mode"),
                        [](ScenarioState& s) { s.scenario.workload.mode = Mode::inference; });
        QVERIFY(!training()->isVisible());
    }

    void trainingFieldsReachTheScenario() {
        useTraining();
        const Workload& w = model_->scenario().workload;
        typeInto(training()->tokens(), QStringLiteral("2000"));
        QCOMPARE(w.tokens, 2e12);
        typeInto(training()->sequence(), QStringLiteral("8192"));
        QCOMPARE(w.sequence, std::int64_t(8192));
        typeInto(training()->microBatch(), QStringLiteral("4"));
        QCOMPARE(w.microBatch, 4);

        QVERIFY(!training()->globalBatch()->isEnabled());
        press(training()->globalBatchAuto(), Qt::Key_Space);
        QCOMPARE(w.globalBatch, 4); // micro-batch x one data-parallel group
        QVERIFY(training()->globalBatch()->isEnabled());
        typeInto(training()->globalBatch(), QStringLiteral("512"));
        QCOMPARE(w.globalBatch, 512);

        press(training()->dataParallelAuto(), Qt::Key_Space);
        QCOMPARE(w.dataParallel, 1);
        press(training()->dataParallelAuto(), Qt::Key_Space);
        QCOMPARE(w.dataParallel, 0);

        QVERIFY(!w.deadlineS);
        press(training()->deadline(), Qt::Key_Space);
        QVERIFY(w.deadlineS.has_value());
        typeInto(training()->deadlineDays(), QStringLiteral("10"));
        QCOMPARE(w.deadlineS.value_or(0), 10 * 86400.0);
        press(training()->deadline(), Qt::Key_Space);
        QVERIFY(!w.deadlineS);

        press(training()->timeBasis(), Qt::Key_Down);
        QCOMPARE(w.timeBasis, TimeBasis::modelled);
        press(training()->activationRule(), Qt::Key_Down);
        QCOMPARE(w.activationRule, ActivationRule::twiceWeights);
        const bool flash = w.flashAttention, master = w.masterWeights;
        press(training()->flashAttention(), Qt::Key_Space);
        QCOMPARE(w.flashAttention, !flash);
        press(training()->masterWeights(), Qt::Key_Space);
        QCOMPARE(w.masterWeights, !master);
        QComboBox* states = training()->optimizerStateFormat();
        const int bf16 = states->findData(QStringLiteral("bf16"));
        QVERIFY(bf16 >= 0);
        states->setFocus();
        while (states->currentIndex() != bf16)
            QTest::keyClick(states, states->currentIndex() < bf16 ? Qt::Key_Down : Qt::Key_Up);
        QCOMPARE(w.optimizerStateFormat.name, std::string("bf16"));
        model_->flush();
        QVERIFY(model_->problems().isEmpty());
    }

    void pipelineThatDoesNotDivideTheCountIsRefusedInline() {
        useTraining();
        editor_->change(QStringLiteral("GPU count"),
                        [](ScenarioState& s) { s.scenario.hardware.count = 4; });
        typeInto(training()->pipelineParallel(), QStringLiteral("3"));
        model_->flush();
        QCOMPARE(model_->scenario().workload.pipelineParallel, 3);
        QVERIFY(!model_->problems().isEmpty());
        QLabel* message = training()->messageLabel();
        QVERIFY(message->isVisible());
        QVERIFY(message->text().contains(QStringLiteral("pipeline_parallel")));
        const QString primary = QString::fromStdString(model_->scenario().hardware.gpu.name);
        QVERIFY(message->text().contains(primary));
        QVERIFY(message->text().contains(QStringLiteral("its 4 GPUs")));
        QVERIFY(!std::isnan(model_->primaryResults().training.timeS));
        QVERIFY(!panel_->problemsLabel()->text().contains(QStringLiteral("pipeline")));

        typeInto(training()->pipelineParallel(), QStringLiteral("2"));
        model_->flush();
        // The compared single GPUs cannot hold two stages; the primary's four can.
        for (const FieldProblem& p : model_->problems())
            QVERIFY2(p.choice != model_->primaryIndex(), qPrintable(p.message));
        QVERIFY(!message->text().contains(primary));
        typeInto(training()->pipelineParallel(), QStringLiteral("1"));
        model_->flush();
        QVERIFY(model_->problems().isEmpty());
        QVERIFY(!message->isVisible());
    }

    void globalBatchBelowOneStepIsRefusedInline() {
        useTraining();
        typeInto(training()->microBatch(), QStringLiteral("8"));
        press(training()->globalBatchAuto(), Qt::Key_Space);
        typeInto(training()->globalBatch(), QStringLiteral("2"));
        model_->flush();
        QVERIFY(training()->messageLabel()->isVisible());
        QVERIFY(training()->messageLabel()->text().contains(QStringLiteral("global_batch")));
    }

    void economicsOverheadAndMaintenance() {
        const double before = model_->primaryResults().cost.ownedUsdPerHour.value_or(0);
        typeInto(panel_->economicsPanel()->serverOverhead(), QStringLiteral("50000"));
        typeInto(panel_->economicsPanel()->maintenance(), QStringLiteral("5"));
        model_->flush();
        QCOMPARE(model_->scenario().economics.serverOverheadUsd, 50000.0);
        QVERIFY(test::near(model_->scenario().economics.maintenancePerYear, 0.05));
        QVERIFY(model_->primaryResults().cost.ownedUsdPerHour.value_or(0) > before);
        typeInto(panel_->economicsPanel()->serverOverhead(), QStringLiteral("1"));
        QCOMPARE(model_->scenario().economics.serverOverheadUsd, 0.0);
        QCOMPARE(panel_->economicsPanel()->serverOverhead()->spinBox()->text(),
                 QStringLiteral("none"));
    }
};

QTEST_MAIN(TestPanels)
#include "tst_panels.moc"
