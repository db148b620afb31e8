// The explorer window driven through its controls with QTest events; assertions read what the
// charts hold (their series), the summary and the explain panel.
#include "ui/charts/cost_chart.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/document/document.h"
#include "ui/explain/explain_panel.h"
#include "ui/layout/chart_grid.h"
#include "ui/panels/control_panel.h"
#include "ui/panels/gpu_panel.h"
#include "ui/panels/workload_panel.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui/widgets/slider_spin.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QClipboard>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QListWidget>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QTextBrowser>

using namespace ridgeline;
using namespace ridgeline::ui;
using ridgeline::test::typeInto;

namespace {

void settle(ScenarioModel& model) {
    QTRY_VERIFY(!model.recomputePending());
}

QListWidgetItem* itemFor(QListWidget* list, const QString& id) {
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toString() == id)
            return list->item(i);
    }
    return nullptr;
}

void toggleByKeyboard(QListWidget* list, QListWidgetItem* item) {
    list->setFocus();
    list->setCurrentItem(item);
    QTest::keyClick(list->viewport(), Qt::Key_Space);
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

    std::unique_ptr<Document> doc_;
    ScenarioModel* model_ = nullptr;
    std::unique_ptr<MainWindow> window_;

    WorkloadPanel* workload() const { return window_->controls()->workloadPanel(); }
    GpuPanel* gpus() const { return window_->controls()->gpuPanel(); }

private Q_SLOTS:
    void init() {
        doc_ = test::makeDocument();
        model_ = doc_->model();
        window_ = std::make_unique<MainWindow>(doc_.get());
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void cleanup() {
        window_.reset();
        doc_.reset();
        model_ = nullptr;
    }

    void moreBatchMovesDecodeToHigherIntensity() {
        RooflineChart* roofline = window_->charts()->roofline();
        const double before = roofline->dataPoints(QStringLiteral("decode:0")).value(0).x();
        QVERIFY(before > 0);
        typeInto(workload()->batch()->spinBox(), QStringLiteral("64"));
        settle(*model_);
        QCOMPARE(model_->scenario().workload.batch, 64);
        const double after = roofline->dataPoints(QStringLiteral("decode:0")).value(0).x();
        QVERIFY2(after > 10 * before,
                 qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    }

    void doublingBatchDoublesCurrentKvSeries() {
        typeInto(workload()->batch()->spinBox(), QStringLiteral("4"));
        settle(*model_);
        KvCacheChart* kv = window_->charts()->kvCache();
        const QList<QPointF> before = kv->dataPoints(QStringLiteral("kv-current"));
        QVERIFY(!before.isEmpty());
        QSlider* slider = workload()->batch()->slider();
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_PageUp);
        settle(*model_);
        QCOMPARE(model_->scenario().workload.batch, 8);
        const QList<QPointF> after = kv->dataPoints(QStringLiteral("kv-current"));
        int compared = 0;
        for (const QPointF& a : after) {
            for (const QPointF& b : before) {
                if (test::near(a.x(), b.x(), 1e-9)) {
                    QVERIFY(test::near(a.y(), 2 * b.y(), 1e-6));
                    ++compared;
                }
            }
        }
        QVERIFY(compared > 10);
    }

    void deselectingGpuRemovesItsSeries() {
        QCOMPARE(int(model_->gpuChoices().size()), 4);
        const QString removed = QString::fromStdString(model_->gpuChoices()[3].gpu.name);
        QVERIFY(window_->charts()->roofline()->seriesKeys().contains(QStringLiteral("roof:3")));
        toggleByKeyboard(
            gpus()->list(),
            itemFor(gpus()->list(), QString::fromStdString(model_->gpuChoices()[3].gpu.id)));
        settle(*model_);
        QCOMPARE(int(model_->gpuChoices().size()), 3);
        ChartGrid* charts = window_->charts();
        QVERIFY(!charts->roofline()->seriesKeys().contains(QStringLiteral("roof:3")));
        QVERIFY(!charts->kvCache()->seriesKeys().contains(QStringLiteral("kv-limit:3")));
        QVERIFY(!charts->cost()->seriesKeys().contains(QStringLiteral("cost-owned:3")));
        QCOMPARE(charts->memory()->categories().size(), 3);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(!charts->roofline()
                         ->seriesName(QStringLiteral("roof:%1").arg(i))
                         .contains(removed));
            QVERIFY(!charts->memory()->categories()[i].contains(removed));
        }
    }

    void ninthGpuIsRefused() {
        QListWidget* list = gpus()->list();
        int added = 0;
        for (int i = 0; i < list->count() && model_->gpuChoices().size() < 8; ++i) {
            if (list->item(i)->checkState() == Qt::Unchecked) {
                toggleByKeyboard(list, list->item(i));
                ++added;
            }
        }
        QCOMPARE(int(model_->gpuChoices().size()), 8);
        QVERIFY(gpus()->messageLabel()->isHidden());
        QListWidgetItem* ninth = nullptr;
        for (int i = 0; i < list->count() && !ninth; ++i) {
            if (list->item(i)->checkState() == Qt::Unchecked)
                ninth = list->item(i);
        }
        QVERIFY(ninth);
        toggleByKeyboard(list, ninth);
        QCOMPARE(int(model_->gpuChoices().size()), 8);
        QCOMPARE(ninth->checkState(), Qt::Unchecked);
        QVERIFY(!gpus()->messageLabel()->isHidden());
        QVERIFY(gpus()->messageLabel()->text().contains(QStringLiteral("8")));
        settle(*model_);
        QCOMPARE(window_->charts()->memory()->categories().size(), 8);
    }

    void invalidTensorParallelShowsMessage() {
        typeInto(gpus()->countBox(0), QStringLiteral("4"));
        typeInto(gpus()->tensorParallelBox(0), QStringLiteral("3"));
        settle(*model_);
        QLabel* message = gpus()->messageLabel();
        QVERIFY(!message->isHidden());
        QVERIFY(message->text().contains(QStringLiteral("tensor parallel")));
        QVERIFY(message->text().contains(QStringLiteral("multiple of 3")));
        for (const QString& key : window_->summary()->visibleKeys()) {
            const QString v = window_->summary()->item(key)->value().toLower();
            QVERIFY2(!v.contains(QStringLiteral("nan")) && !v.contains(QStringLiteral("inf")),
                     qPrintable(v));
        }
        typeInto(gpus()->tensorParallelBox(0), QStringLiteral("2"));
        settle(*model_);
        QVERIFY(message->isHidden());
    }

    void summaryAndChartsExplainTheirNumbers() {
        SummaryItem* ttft = window_->summary()->item(QStringLiteral("ttft"));
        QTest::mouseClick(ttft, Qt::LeftButton);
        QCOMPARE(window_->explainPanel()->currentKey(), QStringLiteral("ttft"));
        QVERIFY(window_->explainPanel()->text().contains(QStringLiteral("TTFT = max(")));

        SummaryItem* tps = window_->summary()->item(QStringLiteral("tokens-per-s"));
        QTest::mouseClick(tps, Qt::LeftButton);
        const QString text = window_->explainPanel()->text();
        QVERIFY(text.contains(QStringLiteral("tokens/s = replicas × batch / TPOT")));
        // The explanation ends on the number the summary shows.
        const QString shown = tps->value().section(QLatin1Char(' '), 0, 0);
        QVERIFY2(text.contains(QStringLiteral("= ") + shown), qPrintable(text));

        Q_EMIT window_->charts()->roofline()->hovered(QStringLiteral("ridge"), 1);
        QVERIFY(window_->explainPanel()->text().contains(QStringLiteral("I* = Π / W")));
        QVERIFY(window_->explainPanel()->text().contains(
            QString::fromStdString(model_->gpuChoices()[1].gpu.name)));
        window_->explainPanel()->showSelected();
        QCOMPARE(window_->explainPanel()->currentKey(), QStringLiteral("tokens-per-s"));
    }

    void explainFollowsRapidChangesToTheLast() {
        // While changes come faster than the panel's refresh interval, it catches up with the
        // last one: the text asked for is never an older scenario's.
        SummaryItem* tps = window_->summary()->item(QStringLiteral("tokens-per-s"));
        QTest::mouseClick(tps, Qt::LeftButton);
        QDoubleSpinBox* batch = workload()->batch()->spinBox();
        for (int b : {2, 3, 4, 5, 6}) {
            batch->setValue(b);
            settle(*model_);
        }
        const QString shown = tps->value().section(QLatin1Char(' '), 0, 0);
        // The panel explains a change only when it shows it; asked before that, it catches up.
        QVERIFY(window_->explainPanel()
                    ->current()
                    .lines.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("1 × 6 /")));
        QVERIFY2(window_->explainPanel()->text().contains(QStringLiteral("= ") + shown),
                 qPrintable(window_->explainPanel()->text()));
        QVERIFY(window_->explainPanel()->text().contains(QStringLiteral("1 × 6 /")));
        // And on screen once the interval has passed, without being asked.
        batch->setValue(7);
        settle(*model_);
        QTRY_VERIFY(window_->explainPanel()->findChild<QTextBrowser*>()->toPlainText().contains(
            QStringLiteral("1 × 7 /")));
    }

    void summaryValueCopiesWithCtrlC() {
        SummaryItem* memory = window_->summary()->item(QStringLiteral("memory-per-gpu"));
        QVERIFY(memory);
        memory->setFocus();
        QApplication::clipboard()->clear();
        QTest::keyClick(memory, Qt::Key_C, Qt::ControlModifier);
        const QString copied = QApplication::clipboard()->text();
        QVERIFY2(copied.contains(memory->value()), qPrintable(copied));
        QVERIFY2(copied.contains(QStringLiteral("GiB")), qPrintable(copied));
    }

    void doubleClickEnlargesAndEscapeReturns() {
        ChartGrid* charts = window_->charts();
        QTest::mouseDClick(charts->memory()->viewport(), Qt::LeftButton);
        QCOMPARE(charts->maximized(), 1);
        QVERIFY(charts->roofline()->isHidden());
        QVERIFY(!charts->memory()->isHidden());
        window_->activateWindow();
        QTest::keyClick(charts->memory(), Qt::Key_Escape);
        QCOMPARE(charts->maximized(), -1);
        QVERIFY(!charts->roofline()->isHidden());
    }

    void trainingModeShowsTrainingNumbers() {
        QTest::mouseClick(workload()->trainingButton(), Qt::LeftButton);
        QCOMPARE(model_->scenario().workload.mode, Mode::training);
        settle(*model_);
        const QStringList keys = window_->summary()->visibleKeys();
        QVERIFY(keys.contains(QStringLiteral("training-time")));
        QVERIFY(keys.contains(QStringLiteral("gpu-hours")));
        QVERIFY(!keys.contains(QStringLiteral("ttft")));
        QVERIFY(workload()->batch()->isHidden());
        QTest::mouseClick(window_->summary()->item(QStringLiteral("gpu-hours")), Qt::LeftButton);
        QVERIFY(window_->explainPanel()->text().contains(QStringLiteral("GPU-hours = N × time")));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
