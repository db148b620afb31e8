// Split view (View > Split View, F7): A and B side by side, each side's tiles and charts showing
// its own scenario's numbers as the core computes them; unpinning ends it; the presenter view
// and Esc leave it sane.
#include "core/charts/chart_data.h"
#include "scripted_dialogs.h"
#include "ui/charts/roofline_chart.h"
#include "ui/document/document.h"
#include "ui/document/state_editor.h"
#include "ui/layout/chart_grid.h"
#include "ui/layout/split_view.h"
#include "ui/lessons/presenter.h"
#include "ui/lessons/teaching.h"
#include "ui/model/pinned_comparison.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui/units.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"
#include "window_fixture.h"

#include <QAction>
#include <QLabel>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

/// The core's results for `state`'s primary GPU, computed here, apart from any window.
Results coreResultsOf(const ScenarioState& state) {
    const std::vector<GpuChoice> choices = state.choices();
    const ChartData data = buildChartData(state.scenario, choices);
    return data.results.at(std::size_t(state.primary));
}

QString throughputText(const Results& r) {
    const InferenceFigures& f = r.inference;
    return units::tokensPerS(f.tokensPerS, f.tokensPerSRange.low, f.tokensPerSRange.high);
}

bool hasPinnedSeriesIn(const ChartView* chart) {
    for (const QString& key : chart->seriesKeys())
        if (key.contains(QStringLiteral("-A")))
            return true;
    return false;
}

} // namespace

class TestSplitView : public QObject {
    Q_OBJECT

    test::WindowFixture fixture_;
    Document* doc_ = nullptr;
    ScenarioModel* model_ = nullptr;
    MainWindow* window_ = nullptr;

    void setBatch(int b) { fixture_.setBatch(b); }

private Q_SLOTS:
    void init() {
        fixture_.open();
        doc_ = fixture_.document();
        model_ = fixture_.model();
        window_ = fixture_.window();
        window_->resize(1600, 900);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_));
    }

    void cleanup() {
        fixture_.close();
        doc_ = nullptr;
        model_ = nullptr;
        window_ = nullptr;
    }

    void eachSideShowsItsOwnScenario() {
        SplitView* split = window_->splitView();
        QVERIFY(!split->isVisible());
        setBatch(1);
        // F7 with nothing pinned pins the scenario as it is now and splits.
        split->action()->trigger();
        QVERIFY(split->isSplit());
        QVERIFY(window_->pinned()->isPinned());
        QVERIFY(split->isVisible());
        QVERIFY(split->currentHeading()->isVisible());
        const ScenarioState a = model_->state();
        setBatch(32);
        const ScenarioState b = model_->state();

        const Results coreA = coreResultsOf(a);
        const Results coreB = coreResultsOf(b);
        QVERIFY(coreB.inference.tokensPerS > 5 * coreA.inference.tokensPerS);
        // Tiles: each side's throughput is its own core figure.
        SummaryItem* tileA = split->summary()->item(QStringLiteral("tokens-per-s"));
        SummaryItem* tileB = window_->summary()->item(QStringLiteral("tokens-per-s"));
        QCOMPARE(tileA->value(), throughputText(coreA));
        QCOMPARE(tileB->value(), throughputText(coreB));
        QVERIFY(tileA->value() != tileB->value());
        // B alone on its side: no A comparison in its tiles, no dashed A on its charts.
        QVERIFY(tileB->comparison().isEmpty());
        for (ChartView* chart : window_->charts()->charts().mid(0, 4))
            QVERIFY2(!hasPinnedSeriesIn(chart), qPrintable(chart->chartTitle()));
        // Charts: each side's decode point sits at its own arithmetic intensity.
        const double xA =
            split->charts()->roofline()->dataPoints(QStringLiteral("decode:0")).value(0).x();
        const double xB =
            window_->charts()->roofline()->dataPoints(QStringLiteral("decode:0")).value(0).x();
        QVERIFY(test::near(xA, coreA.inference.decode.intensity(), 1e-9));
        QVERIFY(test::near(xB, coreB.inference.decode.intensity(), 1e-9));
        QVERIFY(xB > 10 * xA);
        QVERIFY(split->findChild<QLabel*>()->text().contains(QStringLiteral("A (pinned)")));
        // Half as wide, both sides show the headline tiles only, at the owned cost basis.
        const QStringList headline{QStringLiteral("tokens-per-s"),   QStringLiteral("per-user"),
                                   QStringLiteral("ttft"),           QStringLiteral("tpot"),
                                   QStringLiteral("memory-per-gpu"), QStringLiteral("cost-owned"),
                                   QStringLiteral("bound")};
        QCOMPARE(split->summary()->visibleKeys(), headline);
        QCOMPARE(window_->summary()->visibleKeys(), headline);
        QVERIFY(!window_->summary()->item(QStringLiteral("energy"))->isVisible());

        // A chart shown alone on B's side is shown alone on A's too.
        window_->charts()->setMaximized(1);
        QCOMPARE(split->charts()->shownSlots(), QList<int>{1});
        window_->charts()->showAll();
        QCOMPARE(split->charts()->shownSlots().size(), 4);

        // F7 again: back to one side with the overlay.
        split->action()->trigger();
        QVERIFY(!split->isSplit());
        QVERIFY(!split->isVisible());
        QVERIFY(hasPinnedSeriesIn(window_->charts()->roofline()));
        QVERIFY(tileB->comparison().contains(QStringLiteral("A: ")));
        QVERIFY(!window_->summary()->compact());
        QVERIFY(window_->summary()->item(QStringLiteral("energy"))->isVisible());
    }

    void repinAndUnpinFollow() {
        SplitView* split = window_->splitView();
        setBatch(2);
        split->setSplit(true);
        setBatch(8);
        window_->pinAction()->trigger(); // B becomes the new A
        QCOMPARE(split->model()->state(), model_->state());
        QCOMPARE(split->summary()->item(QStringLiteral("tokens-per-s"))->value(),
                 throughputText(coreResultsOf(model_->state())));
        window_->unpinAction()->trigger();
        QVERIFY(!split->isSplit());
        QVERIFY(!split->action()->isChecked());
        QVERIFY(!split->currentHeading()->isVisible());
    }

    void presenterAndEscLeaveItSplit() {
        SplitView* split = window_->splitView();
        split->setSplit(true);
        Teaching* teaching = window_->teaching();
        teaching->presenterAction()->trigger();
        QVERIFY(split->isVisible());
        // The presenter view scales both sides' charts and text (1600x900 asks 1.65), fitting
        // each side's headline tiles in two rows; one chart a side, A's roofline beside B's.
        QVERIFY(teaching->presenter()->applied() > 1.2);
        QVERIFY(split->charts()->roofline()->lineScale() > 1.2);
        QCOMPARE(split->charts()->roofline()->lineScale(), teaching->presenter()->applied());
        QVERIFY(split->summary()->rowCount() <= 2);
        QVERIFY(window_->summary()->rowCount() <= 2);
        QCOMPARE(window_->charts()->shownSlots(), QList<int>{0});
        QCOMPARE(split->charts()->shownSlots(), QList<int>{0});
        // F7 in the view: joined, the full strip is fitted again (two rows at most).
        split->action()->trigger();
        QVERIFY(!split->isVisible());
        QVERIFY(window_->summary()->rowCount() <= 2);
        split->action()->trigger();
        QVERIFY(split->isVisible());
        QTest::keyClick(window_, Qt::Key_Escape);
        QVERIFY(!teaching->presenterAction()->isChecked());
        QVERIFY(split->isSplit());
        QCOMPARE(split->charts()->roofline()->lineScale(), 1.0);
        QCOMPARE(split->charts()->shownSlots(), window_->charts()->shownSlots());
        QCOMPARE(window_->charts()->shownSlots().size(), 4);
    }

    void aSmallSideShowsOneChart() {
        // A 1280x800 projector: four charts a side would be about 210 pixels wide, legends and
        // axis titles cut. One chart a side instead, the grid back once there is room.
        SplitView* split = window_->splitView();
        window_->resize(1280, 800);
        QCoreApplication::processEvents();
        QCOMPARE(window_->charts()->shownSlots().size(), 4);
        split->setSplit(true);
        QVERIFY(split->narrowed());
        QCOMPARE(window_->charts()->shownSlots(), QList<int>{0});
        QCOMPARE(split->charts()->shownSlots(), QList<int>{0});
        QVERIFY(split->currentHeading()->text().contains(QStringLiteral("one chart a side")));
        QVERIFY(split->charts()->roofline()->width() >= 320);
        window_->resize(1920, 1080);
        QTRY_VERIFY(!split->narrowed());
        QCOMPARE(window_->charts()->shownSlots().size(), 4);
        QCOMPARE(split->charts()->shownSlots().size(), 4);
        QCOMPARE(split->currentHeading()->text(), QStringLiteral("B (current)"));
        // Small again: narrowed; a chart the user picks then stays when the room comes back.
        window_->resize(1280, 800);
        QTRY_VERIFY(split->narrowed());
        window_->charts()->setMaximized(2);
        QVERIFY(!split->narrowed());
        window_->resize(1920, 1080);
        QCoreApplication::processEvents();
        QCOMPARE(window_->charts()->shownSlots(), QList<int>{2});
        QCOMPARE(split->charts()->shownSlots(), QList<int>{2});
        // Joined while narrowed: the grid that was shown before comes back.
        window_->charts()->showAll();
        window_->resize(1280, 800);
        QTRY_VERIFY(split->narrowed());
        split->setSplit(false);
        QVERIFY(!split->narrowed());
        QCOMPARE(window_->charts()->shownSlots().size(), 4);
    }
};

QTEST_MAIN(TestSplitView)
#include "tst_split_view.moc"
