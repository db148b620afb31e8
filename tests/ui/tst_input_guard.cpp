// The controls and the wheel and keyboard: scrolling the control panel never changes a control
// without focus, a wheel burst on a focused control is one undo step, and the window's Undo,
// Redo, New and Save shortcuts work while a spin box has focus.
#include "scripted_dialogs.h"
#include "ui/document/document.h"
#include "ui/document/state_editor.h"
#include "ui/layout/chart_grid.h"
#include "ui/panels/control_panel.h"
#include "ui/panels/efficiency_panel.h"
#include "ui/panels/gpu_panel.h"
#include "ui/panels/input_guard.h"
#include "ui/panels/model_panel.h"
#include "ui/panels/workload_panel.h"
#include "ui/widgets/slider_spin.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QWheelEvent>

using namespace ridgeline;
using namespace ridgeline::ui;
using ridgeline::test::typeInto;

namespace {

/// One notch of a mouse wheel over the middle of `w`: +1 away from the user (up), -1 towards.
void wheel(QWidget* w, int notches) {
    const QPointF local(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent event(local, w->mapToGlobal(local), QPoint(), QPoint(0, 120 * notches),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &event);
}

} // namespace

class TestInputGuard : public QObject {
    Q_OBJECT

    std::unique_ptr<test::ModalWatchdog> watchdog_;
    std::unique_ptr<Document> doc_;
    ScenarioModel* model_ = nullptr;
    std::unique_ptr<MainWindow> window_;
    test::ScriptedDialogs* dialogs_ = nullptr;

    ControlPanel* panel() const { return window_->controls(); }
    QUndoStack* stack() const { return window_->document()->undoStack(); }
    int batch() const { return model_->scenario().workload.batch; }

    QWidget* control(const QString& name) const {
        if (name == QLatin1String("memory slider"))
            return panel()->efficiencyPanel()->memory()->slider();
        if (name == QLatin1String("memory spin box"))
            return panel()->efficiencyPanel()->memory()->spinBox();
        if (name == QLatin1String("batch spin box"))
            return panel()->workloadPanel()->batch()->spinBox();
        if (name == QLatin1String("preset combo"))
            return panel()->modelPanel()->presetBox();
        if (name == QLatin1String("gpu count"))
            return panel()->gpuPanel()->countBox(0);
        return nullptr;
    }

private Q_SLOTS:
    void init() {
        watchdog_ = std::make_unique<test::ModalWatchdog>();
        doc_ = test::makeDocument();
        model_ = doc_->model();
        window_ = std::make_unique<MainWindow>(doc_.get());
        auto dialogs = std::make_unique<test::ScriptedDialogs>();
        dialogs_ = dialogs.get();
        window_->setDialogs(std::move(dialogs));
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    }

    void cleanup() {
        QCOMPARE(watchdog_->closed, 0);
        window_.reset();
        doc_.reset();
        model_ = nullptr;
    }

    void wheelScrollsPanelUntilControlHasFocus_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("rebuildGpus");
        QTest::addColumn<int>("valueNotches"); // a direction in which the value can move
        QTest::newRow("memory slider") << QStringLiteral("memory slider") << false << -1;
        QTest::newRow("memory spin box") << QStringLiteral("memory spin box") << false << -1;
        QTest::newRow("batch spin box") << QStringLiteral("batch spin box") << false << 1;
        QTest::newRow("preset combo") << QStringLiteral("preset combo") << false << -1;
        // The GPU table's spin boxes are created again when the GPU list changes.
        QTest::newRow("rebuilt gpu count") << QStringLiteral("gpu count") << true << 1;
    }

    void wheelScrollsPanelUntilControlHasFocus() {
        QFETCH(QString, name);
        QFETCH(bool, rebuildGpus);
        QFETCH(int, valueNotches);
        if (rebuildGpus) {
            doc_->editor()->changeChoices(QStringLiteral("Remove GPU"),
                                          [](std::vector<GpuChoice>& c, int&) { c.pop_back(); });
            model_->flush();
            QCOMPARE(model_->gpuChoices().size(), std::size_t(3));
            QCoreApplication::processEvents(); // the new rows are shown and polished
        }
        QWidget* w = control(name);
        QVERIFY(w);
        QCOMPARE(w->focusPolicy(), Qt::StrongFocus);
        QCoreApplication::processEvents(); // laid out
        panel()->ensureWidgetVisible(w);
        QVERIFY(w->isVisible());
        QScrollBar* bar = panel()->verticalScrollBar();
        QVERIFY(bar->maximum() > 0); // the panel is taller than the window: it scrolls
        // Scroll away from the nearer end so that the panel has room to move.
        const int notches = bar->value() > bar->maximum() / 2 ? 1 : -1;
        const int scrolled = bar->value();
        const ScenarioState before = model_->state();
        const int steps = stack()->count();
        window_->charts()->setFocus();
        QVERIFY(!w->hasFocus());

        wheel(w, notches);
        QVERIFY(model_->state() == before);
        QCOMPARE(stack()->count(), steps);
        QVERIFY(bar->value() != scrolled);

        w->setFocus();
        QVERIFY(w->hasFocus());
        wheel(w, valueNotches);
        QVERIFY(!(model_->state() == before));
        QCOMPARE(stack()->count(), steps + 1);
    }

    void wheelBurstIsOneUndoStep() {
        QDoubleSpinBox* box = panel()->workloadPanel()->batch()->spinBox();
        InputGuard* guard = panel()->inputGuard();
        const int before = batch();
        box->setFocus();
        for (int i = 0; i < 5; ++i)
            wheel(box, 1);
        QCOMPARE(int(box->value()), before + 5);
        QCOMPARE(batch(), before + 5);
        QCOMPARE(stack()->count(), 1);
        QVERIFY(guard->inWheelBurst());
        QTRY_VERIFY(!guard->inWheelBurst()); // the burst ends on its own
        QVERIFY(!model_->interacting());

        // The next burst is the next step.
        wheel(box, 1);
        wheel(box, 1);
        QCOMPARE(batch(), before + 7);
        QCOMPARE(stack()->count(), 2);
        guard->endWheelBurst();

        stack()->undo();
        QCOMPARE(batch(), before + 5);
        stack()->undo();
        QCOMPARE(batch(), before);
        QTRY_COMPARE(int(box->value()), before);
    }

    void wheelOnAnotherControlIsAnotherStep() {
        SliderSpin* batchControl = panel()->workloadPanel()->batch();
        SliderSpin* prompt = panel()->workloadPanel()->promptTokens();
        batchControl->spinBox()->setFocus();
        wheel(batchControl->spinBox(), 1);
        wheel(batchControl->spinBox(), 1);
        prompt->spinBox()->setFocus();
        wheel(prompt->spinBox(), 1);
        QCOMPARE(stack()->count(), 2);
    }

    void shortcutsWorkInFocusedSpinBox() {
        QDoubleSpinBox* box = panel()->workloadPanel()->batch()->spinBox();
        const int before = batch();
        typeInto(box, QStringLiteral("48"));
        QCOMPARE(batch(), 48);
        QVERIFY(box->hasFocus());
        QWidget* focused = QApplication::focusWidget();
        QVERIFY(focused);

        QTest::keyClick(focused, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(batch(), before);
        QTRY_COMPARE(int(box->value()), before);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z,
                        Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(batch(), 48);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        dialogs_->saveAnswer = dir.filePath(QStringLiteral("saved.ridgeline.json"));
        QVERIFY(window_->isWindowModified());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(dialogs_->saveAsked, 1);
        QVERIFY(QFileInfo::exists(dialogs_->saveAnswer));
        QVERIFY(!window_->isWindowModified());

        typeInto(box, QStringLiteral("7"));
        QCOMPARE(batch(), 7);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(dialogs_->unsavedAsked, 1); // scripted answer: discard
        QCOMPARE(batch(), before);
        QCOMPARE(stack()->count(), 0);
    }
};

QTEST_MAIN(TestInputGuard)
#include "tst_input_guard.moc"
