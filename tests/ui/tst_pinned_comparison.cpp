// Pin as A: the pinned scenario stays on every chart ("-A" series) and in the summary while the
// current one ("B") changes; Unpin removes it.
#include "scripted_dialogs.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/document/document.h"
#include "ui/document/state_editor.h"
#include "ui/layout/chart_grid.h"
#include "ui/model/pinned_comparison.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui/window/main_window.h"
#include "ui/window/screenshot.h"
#include "ui_fixture.h"
#include "window_fixture.h"

#include <QAction>
#include <QLabel>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

bool hasPinnedSeries(const ChartView* chart) {
    for (const QString& key : chart->seriesKeys()) {
        if (key.contains(QStringLiteral("-A")))
            return true;
    }
    return false;
}

} // namespace

class TestPinnedComparison : public QObject {
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
    }

    void cleanup() {
        fixture_.close();
        doc_ = nullptr;
        model_ = nullptr;
        window_ = nullptr;
    }

    void pinKeepsAOnEveryChartAndInTheSummary() {
        setBatch(1);
        const int recomputes = model_->recomputeCount();
        window_->pinAction()->trigger();
        QVERIFY(window_->pinned()->isPinned());
        QVERIFY(window_->unpinAction()->isEnabled());
        QCOMPARE(model_->recomputeCount(), recomputes); // A was computed when pinned, once
        setBatch(32);
        // The grid's four: the serving chart draws A only when A serves a load of its own.
        for (ChartView* chart : window_->charts()->charts().mid(0, 4))
            QVERIFY2(hasPinnedSeries(chart), qPrintable(chart->chartTitle()));
        QVERIFY(window_->charts()->roofline()->seriesKeys().contains(QStringLiteral("decode-A:0")));
        // A's decode point stays at batch 1 while B's moved.
        const double a =
            window_->charts()->roofline()->dataPoints(QStringLiteral("decode-A:0")).value(0).x();
        const double b =
            window_->charts()->roofline()->dataPoints(QStringLiteral("decode:0")).value(0).x();
        QVERIFY2(b > 10 * a, qPrintable(QStringLiteral("A %1, B %2").arg(a).arg(b)));

        SummaryItem* speed = window_->summary()->item(QStringLiteral("tokens-per-s"));
        QVERIFY(speed->comparison().contains(QStringLiteral("A: ")));
        QVERIFY(!speed->value().isEmpty());
        QVERIFY(speed->value() != speed->comparison());
        // More batch, more throughput: B is better, marked with a plus.
        QVERIFY2(speed->comparison().contains(QStringLiteral("B +")),
                 qPrintable(speed->comparison()));
        QVERIFY(window_->summary()->findChild<QLabel*>()->text().contains(
            QStringLiteral("A (pinned)")));

        window_->unpinAction()->trigger();
        QVERIFY(!window_->pinned()->isPinned());
        for (ChartView* chart : window_->charts()->charts())
            QVERIFY(!hasPinnedSeries(chart));
        QVERIFY(speed->comparison().isEmpty());
    }

    void pinnedWindowScreenshot() {
        // Set RIDGELINE_GRAB=/tmp/x.png to look at the pinned comparison.
        setBatch(1);
        window_->pinAction()->trigger();
        doc_->editor()->changeChoices(QStringLiteral("Primary GPU"),
                                      [](std::vector<GpuChoice>&, int& p) { p = 2; });
        setBatch(16);
        const QImage image = renderWindow(*window_, QSize(1400, 900));
        QVERIFY(!image.isNull());
        const QString grab = qEnvironmentVariable("RIDGELINE_GRAB");
        if (!grab.isEmpty())
            QVERIFY(image.save(grab));
    }
};

QTEST_MAIN(TestPinnedComparison)
#include "tst_pinned_comparison.moc"
