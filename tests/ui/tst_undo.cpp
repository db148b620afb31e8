// Undo and redo of parameter changes: one step per change, one per slider drag, the history
// cleared by New and Open, and the modified marker following the clean state.
#include "scripted_dialogs.h"
#include "ui/document/document.h"
#include "ui/document/file_actions.h"
#include "ui/document/state_editor.h"
#include "ui/panels/control_panel.h"
#include "ui/panels/economics_panel.h"
#include "ui/panels/gpu_panel.h"
#include "ui/panels/workload_panel.h"
#include "ui/widgets/slider_spin.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QDoubleSpinBox>
#include <QListWidget>
#include <QRadioButton>
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
        doc_->editor()->change(QStringLiteral("Batch"),
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

    // A GPU-panel edit reaches the model as one undo command (through the document's editor),
    // and undoing it gives the scenario's hardware and hardware.compare back exactly.
    void gpuEditIsOneStep_data() {
        QTest::addColumn<QString>("edit");
        QTest::newRow("add a GPU") << QStringLiteral("add");
        QTest::newRow("change the primary") << QStringLiteral("primary");
        QTest::newRow("edit the primary's price") << QStringLiteral("price");
    }

    void gpuEditIsOneStep() {
        QFETCH(QString, edit);
        GpuPanel* gpus = window_->controls()->gpuPanel();
        const ScenarioState before = model_->state();
        const std::vector<GpuChoice> choices = before.choices();
        QCOMPARE(int(choices.size()), 4);
        QCOMPARE(stack()->count(), 0);
        QString added;
        if (edit == QLatin1String("add")) {
            for (int i = 0; i < gpus->list()->count() && added.isEmpty(); ++i) {
                QListWidgetItem* item = gpus->list()->item(i);
                if (item->checkState() == Qt::Unchecked) {
                    added = item->data(Qt::UserRole).toString();
                    item->setCheckState(Qt::Checked);
                }
            }
        } else if (edit == QLatin1String("primary")) {
            const QString name = QString::fromStdString(choices[2].gpu.name);
            QRadioButton* radio = nullptr;
            for (QRadioButton* r : gpus->findChildren<QRadioButton*>())
                if (r->accessibleName() == QStringLiteral("Primary: ") + name)
                    radio = r;
            QVERIFY(radio);
            QTest::mouseClick(radio, Qt::LeftButton);
        } else {
            const QString name = QString::fromStdString(choices[0].gpu.name);
            QDoubleSpinBox* price = nullptr;
            for (QDoubleSpinBox* b :
                 window_->controls()->economicsPanel()->findChildren<QDoubleSpinBox*>())
                if (b->accessibleName() == QStringLiteral("Price of ") + name)
                    price = b;
            QVERIFY(price);
            typeInto(price, QStringLiteral("4321"));
        }
        QCOMPARE(stack()->count(), 1);
        const ScenarioState after = model_->state();
        const Scenario& s = after.scenario;
        if (edit == QLatin1String("add")) {
            QCOMPARE(s.compare.size(), before.scenario.compare.size() + 1);
            QCOMPARE(QString::fromStdString(s.compare.back().gpu.id), added);
            QVERIFY(s.hardware == before.scenario.hardware);
        } else if (edit == QLatin1String("primary")) {
            QCOMPARE(after.primary, 2);
            QCOMPARE(s.hardware.gpu.id, choices[2].gpu.id);
            QVERIFY(after.choices() == choices); // the list is the same, in the same order
        } else {
            QCOMPARE(s.economics.gpuPriceUsd, std::optional<double>(4321));
            QCOMPARE(s.hardware.gpu.priceUsd, before.scenario.hardware.gpu.priceUsd);
            QCOMPARE(after.primaryChoice().gpu.priceUsd, std::optional<double>(4321));
        }
        stack()->undo();
        QVERIFY(model_->scenario().hardware == before.scenario.hardware);
        QVERIFY(model_->scenario().compare == before.scenario.compare);
        QVERIFY(model_->scenario().economics == before.scenario.economics);
        QCOMPARE(model_->scenario().workload.tensorParallel,
                 before.scenario.workload.tensorParallel);
        QVERIFY(model_->state() == before);
        int checked = 0;
        for (int i = 0; i < gpus->list()->count(); ++i)
            checked += gpus->list()->item(i)->checkState() == Qt::Checked ? 1 : 0;
        QCOMPARE(checked, 4); // the panel follows
        stack()->redo();
        QVERIFY(model_->state() == after);
        QCOMPARE(stack()->count(), 1);
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
