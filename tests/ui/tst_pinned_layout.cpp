// The window under pressure: with a pinned scenario A at 1280x800 every summary tile shows its
// whole text inside the window and every action of the charts toolbar can be reached; the Undo
// History dock opens readable.
#include "scripted_dialogs.h"
#include "ui/document/document.h"
#include "ui/document/state_editor.h"
#include "ui/model/scenario_model.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui/window/main_window.h"
#include "ui/window/screenshot.h"
#include "ui_fixture.h"
#include "window_fixture.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QToolBar>
#include <QToolButton>
#include <QUndoView>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

/// `w`'s rectangle in `window`'s coordinates.
QRect rectIn(const QWidget* w, const QWidget* window) {
    return QRect(w->mapTo(window, QPoint(0, 0)), w->size());
}

/// Every visible action of `bar` is on a visible button inside `window`, or in the menu of the
/// toolbar's visible extension button.
QStringList unreachable(const QToolBar* bar, const QWidget* window) {
    const QToolButton* extension = nullptr;
    for (const QToolButton* b : bar->findChildren<QToolButton*>()) {
        if (b->objectName() == QLatin1String("qt_toolbar_ext_button") && b->isVisible() &&
            window->rect().contains(rectIn(b, window)))
            extension = b;
    }
    QStringList missing;
    for (QAction* a : bar->actions()) {
        // A hidden action is not there to reach (View > Serving in training).
        if (a->isSeparator() || !a->isVisible())
            continue;
        const QWidget* button = bar->widgetForAction(a);
        const bool shown =
            button && button->isVisible() && window->rect().contains(rectIn(button, window));
        // QToolBar hides the buttons that do not fit and lists their actions in the extension.
        if (!shown && !(extension && button && !button->isVisible()))
            missing << a->text();
    }
    return missing;
}

} // namespace

class TestPinnedLayout : public QObject {
    Q_OBJECT

    test::WindowFixture fixture_;
    Document* doc_ = nullptr;
    ScenarioModel* model_ = nullptr;
    MainWindow* window_ = nullptr;

private Q_SLOTS:
    void init() {
        fixture_.open();
        doc_ = fixture_.document();
        model_ = fixture_.model();
        window_ = fixture_.window();
    }

    void cleanup() {
        fixture_.close();
        doc_ = nullptr;
        model_ = nullptr;
        window_ = nullptr;
    }

    void pinnedWindowFitsAt1280_data() {
        QTest::addColumn<bool>("training");
        QTest::newRow("inference") << false;
        QTest::newRow("training") << true;
    }

    void pinnedWindowFitsAt1280() {
        QFETCH(bool, training);
        window_->pinAction()->trigger();
        if (training) {
            doc_->editor()->change(QStringLiteral("Mode"), [](ScenarioState& s) {
                s.scenario.workload.mode = Mode::training;
            });
            window_->pinAction()->trigger(); // A in the same mode: every tile compares
        }
        doc_->editor()->change(QStringLiteral("Batch"),
                               [](ScenarioState& s) { s.scenario.workload.batch = 24; });
        const QSize size(1280, 800);
        const QImage image = renderWindow(*window_, size);
        const QString grab = qEnvironmentVariable("RIDGELINE_GRAB_PINNED");
        if (!grab.isEmpty())
            QVERIFY(image.save(grab.arg(QLatin1String(training ? "training" : "inference"))));
        QCOMPARE(window_->size(), size);

        SummaryStrip* summary = window_->summary();
        QVERIFY(summary->hasPinned());
        const QStringList keys = summary->visibleKeys();
        QVERIFY(keys.size() >= 5);
        for (const QString& key : keys) {
            SummaryItem* item = summary->item(key);
            QVERIFY(item->isVisible());
            QVERIFY(!item->comparison().isEmpty());
            const QRect r = rectIn(item, window_);
            QVERIFY2(window_->rect().contains(r), qPrintable(key));
            // No text of the tile is cut: each label has at least the width its text needs.
            for (const QLabel* label : item->findChildren<QLabel*>()) {
                if (!label->isVisible())
                    continue;
                QVERIFY2(label->width() >= label->sizeHint().width(),
                         qPrintable(QStringLiteral("%1: \"%2\" is %3 px wide, needs %4")
                                        .arg(key, label->text())
                                        .arg(label->width())
                                        .arg(label->sizeHint().width())));
                QVERIFY2(rectIn(item, window_).contains(rectIn(label, window_)), qPrintable(key));
            }
        }

        auto* bar = window_->findChild<QToolBar*>(QStringLiteral("chartsToolBar"));
        QVERIFY(bar);
        QVERIFY(bar->isVisible());
        QVERIFY(bar->actions().contains(window_->unpinAction()));
        const QStringList missing = unreachable(bar, window_);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    // The toolbar sits in the menu bar's corner: when "Pin as A" becomes the wider "Repin as A"
    // in a window already shown, the corner is laid out again and the last button (Frontier)
    // stays inside the window, also in the split view.
    void toolbarFollowsThePinButtonsText() {
        window_->resize(1280, 800);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_));
        auto* bar = window_->findChild<QToolBar*>(QStringLiteral("chartsToolBar"));
        QVERIFY(bar);
        QCOMPARE(window_->pinAction()->text(), tr("&Pin as A"));
        QVERIFY2(unreachable(bar, window_).isEmpty(),
                 qPrintable(unreachable(bar, window_).join(QStringLiteral(", "))));
        window_->pinAction()->trigger();
        QCOMPARE(window_->pinAction()->text(), tr("Re&pin as A"));
        QCoreApplication::processEvents();
        QStringList missing = unreachable(bar, window_);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        QAction* split = window_->findChild<QAction*>(QStringLiteral("splitViewAction"));
        if (!split)
            for (QAction* a : window_->actions())
                if (a->shortcut() == QKeySequence(Qt::Key_F7))
                    split = a;
        QVERIFY(split);
        split->trigger();
        QCoreApplication::processEvents();
        missing = unreachable(bar, window_);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        // The corner is as wide as its buttons need and holds each of them whole.
        QVERIFY2(bar->width() >= bar->sizeHint().width(),
                 qPrintable(QStringLiteral("%1 px wide, needs %2")
                                .arg(bar->width())
                                .arg(bar->sizeHint().width())));
        for (QAction* a : bar->actions()) {
            const QWidget* button = bar->widgetForAction(a);
            if (a->isSeparator() || !a->isVisible() || !button)
                continue;
            QVERIFY2(bar->rect().contains(QRect(button->pos(), button->size())),
                     qPrintable(a->text()));
        }
    }

    void undoHistoryOpensReadable() {
        renderWindow(*window_, QSize(1280, 800));
        auto* dock = window_->findChild<QDockWidget*>(QStringLiteral("undoHistoryDock"));
        QVERIFY(dock);
        QVERIFY(!dock->isVisible());
        dock->toggleViewAction()->trigger();
        QTRY_VERIFY(dock->isVisible());
        QCoreApplication::processEvents();
        auto* view = dock->findChild<QUndoView*>();
        QVERIFY(view);
        const int line = view->fontMetrics().height();
        QVERIFY2(view->width() >= view->fontMetrics().horizontalAdvance(QStringLiteral("M")) * 16,
                 qPrintable(QString::number(view->width())));
        QVERIFY2(view->height() >= line * 6, qPrintable(QString::number(view->height())));
        const QString grab = qEnvironmentVariable("RIDGELINE_GRAB_PINNED");
        if (!grab.isEmpty())
            QVERIFY(window_->grab().save(grab.arg(QLatin1String("history"))));
    }
};

QTEST_MAIN(TestPinnedLayout)
#include "tst_pinned_layout.moc"
