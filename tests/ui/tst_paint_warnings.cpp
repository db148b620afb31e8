// The window paints without Qt's "QPainter::begin: Paint device returned engine == 0" warning:
// at start-up and over a burst of changes that rewrite the charts' tick labels, as a user
// pressing an arrow key in the batch box does. A chart text cached in its own coordinates once
// reached a paint with a stale record of what to redraw, drew into a pixmap Qt could not
// allocate and kept its old text (ChartView::watchText).
#include "ui/charts/chart_view.h"
#include "ui/layout/chart_grid.h"
#include "ui/panels/control_panel.h"
#include "ui/panels/workload_panel.h"
#include "ui/widgets/slider_spin.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHash>
#include <QTest>

#include <algorithm>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

int nullDeviceWarnings = 0;
QtMessageHandler previousHandler = nullptr;

void countPainterWarnings(QtMsgType type, const QMessageLogContext& context, const QString& text) {
    if (text.startsWith(QLatin1String("QPainter::begin: Paint device returned engine == 0")))
        ++nullDeviceWarnings;
    if (previousHandler)
        previousHandler(type, context, text);
}

/// Counts each watched viewport's paint events.
class ViewportPaints : public QObject {
public:
    QHash<const QObject*, int> paints;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        paints[watched] += event->type() == QEvent::Paint ? 1 : 0;
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

class TestPaintWarnings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { previousHandler = qInstallMessageHandler(countPainterWarnings); }
    void cleanupTestCase() { qInstallMessageHandler(previousHandler); }

    void startUpAndBurstPaintWithoutNullDevices() {
        nullDeviceWarnings = 0;
        auto document = test::makeDocument();
        MainWindow window(document.get());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(100);
        const int atStartUp = nullDeviceWarnings;

        ChartGrid* charts = window.charts();
        const QList<int> shown = charts->shownSlots();
        QCOMPARE(shown.size(), 4);
        ViewportPaints counter;
        QList<const QObject*> viewports;
        for (int slot : shown) {
            QWidget* viewport = charts->charts()[slot]->viewport();
            viewport->installEventFilter(&counter);
            viewports << viewport;
        }
        QDoubleSpinBox* batch = window.controls()->workloadPanel()->batch()->spinBox();
        // Batches that swing the axes back and forth (2..60 against 255..197): tick labels
        // change text, and some keep their size with another text.
        for (int i = 0; i < 60; ++i) {
            const int updates = charts->updates();
            const QHash<const QObject*, int> before = counter.paints;
            batch->setValue(i % 2 == 0 ? 2 + i : 256 - i);
            // Every shown chart updated and painted since.
            auto repainted = [&] {
                return charts->updates() != updates &&
                       std::all_of(viewports.cbegin(), viewports.cend(), [&](const QObject* v) {
                           return counter.paints.value(v) > before.value(v);
                       });
            };
            QTRY_VERIFY_WITH_TIMEOUT(repainted(), 5000);
        }
        QCOMPARE(atStartUp, 0);
        QCOMPARE(nullDeviceWarnings, 0);
    }
};

QTEST_MAIN(TestPaintWarnings)
#include "tst_paint_warnings.moc"
