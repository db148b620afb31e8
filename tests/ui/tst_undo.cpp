// Undo and redo of parameter changes: one step per change, one per slider drag, the history
// cleared by New and Open, and the modified marker following the clean state.
#include "scripted_dialogs.h"
#include "ui/document/document.h"
#include "ui/document/file_actions.h"
#include "ui/panels/control_panel.h"
#include "ui/panels/workload_panel.h"
#include "ui/widgets/slider_spin.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QDoubleSpinBox>
#include <QSlider>
#include <QUndoStack>

using namespace ridgeline;
using namespace ridgeline::ui;
using ridgeline::test::typeInto;

namespace {} // namespace

class TestUndo : public QObject {
    Q_OBJECT

    std::unique_ptr<Document> doc_;
    ScenarioModel* model_ = nullptr;
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<test::ModalWatchdog> watchdog_;

    QUndoStack* stack() const { return window_->document()->undoStack(); }
    int batch() const { return model_->scenario().workload.batch; }
    void setBatch(int b) {
        model_->change(QStringLiteral("Batch"),
                       [b](ScenarioState& s) { s.scenario.workload.batch = b; });
    }

private Q_SLOTS:
    void init() {
        watchdog_ = std::make_unique<test::ModalWatchdog>();
        doc_ = test::makeDocument();
        model_ = doc_->model();
        window_ = std::make_unique<MainWindow>(doc_.get());
        window_->setDialogs(std::make_unique<test::ScriptedDialogs>());
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void cleanup() {
        QCOMPARE(watchdog_->closed, 0);
        window_.reset();
        doc_.reset();
        model_ = nullptr;
    }

    void controlChangeIsUndoneAndRedone() {
        const int before = batch();
        SliderSpin* control = window_->controls()->workloadPanel()->batch();
        typeInto(control->spinBox(), QStringLiteral("48"));
        QCOMPARE(batch(), 48);
        QCOMPARE(stack()->count(), 1);
        QTRY_VERIFY(!model_->recomputePending());
        const double intensity = model_->primaryResults().inference.decode.intensity();
        QVERIFY(window_->isWindowModified());
        QVERIFY(stack()->undoText().size() > 0);
        stack()->undo();
        QCOMPARE(batch(), before);
        QVERIFY(!window_->isWindowModified());
        QTRY_COMPARE(int(control->spinBox()->value()), before); // the control follows
        stack()->redo();
        QCOMPARE(batch(), 48);
        QVERIFY(window_->isWindowModified());
        QTRY_VERIFY(!model_->recomputePending());
        // The results follow undo and redo too.
        QCOMPARE(model_->primaryResults().inference.decode.intensity(), intensity);
    }

    void shortcutsUndoAndRedo() {
        const int before = batch();
        setBatch(before + 5);
        QTest::keySequence(window_.get(), QKeySequence::Undo);
        QCOMPARE(batch(), before);
        QTest::keySequence(window_.get(), QKeySequence::Redo);
        QCOMPARE(batch(), before + 5);
    }

    void sliderDragIsOneStep() {
        const int before = batch();
        setBatch(2); // a step of its own before the drag
        QCOMPARE(stack()->count(), 1);
        model_->beginInteraction();
        for (int b : {3, 5, 8, 13, 21})
            setBatch(b);
        model_->endInteraction();
        QCOMPARE(stack()->count(), 2);
        QCOMPARE(batch(), 21);
        stack()->undo();
        QCOMPARE(batch(), 2);
        stack()->undo();
        QCOMPARE(batch(), before);
        stack()->redo();
        stack()->redo();
        QCOMPARE(batch(), 21);
        // A second drag is a second step.
        model_->beginInteraction();
        setBatch(30);
        setBatch(31);
        model_->endInteraction();
        QCOMPARE(stack()->count(), 3);
        stack()->undo();
        QCOMPARE(batch(), 21);
    }

    void realSliderDragIsOneStep() {
        QSlider* slider = window_->controls()->workloadPanel()->batch()->slider();
        const int before = batch();
        Q_EMIT slider->sliderPressed();
        slider->setValue(slider->value() + slider->pageStep());
        slider->setValue(slider->value() + slider->pageStep());
        slider->setValue(slider->value() + slider->pageStep());
        Q_EMIT slider->sliderReleased();
        QVERIFY(batch() != before);
        QCOMPARE(stack()->count(), 1);
        stack()->undo();
        QCOMPARE(batch(), before);
    }

    void dragBackToTheStartIsNoStep() {
        const int before = batch();
        model_->beginInteraction();
        setBatch(before + 4);
        setBatch(before);
        model_->endInteraction();
        QCOMPARE(stack()->count(), 0);
        QVERIFY(!window_->isWindowModified());
    }

    void newScenarioClearsTheHistory() {
        setBatch(17);
        QCOMPARE(stack()->count(), 1);
        window_->fileActions()->newAction()->trigger(); // scripted answer: discard
        QCOMPARE(stack()->count(), 0);
        QVERIFY(!window_->isWindowModified());
        QVERIFY(!stack()->canUndo());
    }
};

QTEST_MAIN(TestUndo)
#include "tst_undo.moc"
