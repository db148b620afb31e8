// The presenter view on a projector: the text scales to the window (2x at 1920x1080, less at
// 1280x800 and 1024x768, following a resize), the summary tiles fit in two rows and a chart
// keeps a usable plot; Esc restores every font, those of widgets created in the view included.
#include "ui/charts/chart_view.h"
#include "ui/charts/roofline_chart.h"
#include "ui/layout/chart_grid.h"
#include "ui/lessons/lesson_player.h"
#include "ui/lessons/presenter.h"
#include "ui/lessons/teaching.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QChart>
#include <QLabel>
#include <QLegend>
#include <QSet>
#include <QTest>
#include <QXYSeries>

#include <algorithm>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

// The rows the visible summary tiles take: a tile below the bottom of the row so far starts
// the next (tiles of one row differ in height).
int tileRows(const SummaryStrip& strip) {
    QList<QRect> tiles;
    for (const SummaryItem* item : strip.findChildren<SummaryItem*>())
        if (item->isVisible())
            tiles << QRect(item->mapTo(&strip, QPoint(0, 0)), item->size());
    std::sort(tiles.begin(), tiles.end(),
              [](const QRect& a, const QRect& b) { return a.top() < b.top(); });
    int rows = 0, bottom = -1;
    for (const QRect& t : tiles) {
        if (t.top() > bottom)
            ++rows;
        bottom = std::max(bottom, t.bottom());
    }
    return rows;
}

} // namespace

class TestPresenterScale : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void scaleFollowsTheWindow_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<qreal>("lowest");
        QTest::addColumn<qreal>("highest");
        QTest::newRow("1920x1080") << QSize(1920, 1080) << 2.0 << 2.0;
        // Smaller than autoScale() where the tiles would take a third row.
        QTest::newRow("1280x800") << QSize(1280, 800) << 1.0 << 1.4;
        QTest::newRow("1024x768") << QSize(1024, 768) << 1.0 << 1.1;
    }

    void scaleFollowsTheWindow() {
        QFETCH(QSize, size);
        QFETCH(qreal, lowest);
        QFETCH(qreal, highest);
        auto document = test::makeDocument();
        MainWindow window(document.get());
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const qreal before = window.font().pointSizeF();
        Presenter* presenter = window.teaching()->presenter();
        presenter->setActive(true);
        QCoreApplication::processEvents();
        const qreal scale = window.font().pointSizeF() / before;
        QVERIFY2(scale >= lowest - 1e-9 && scale <= highest + 1e-9,
                 qPrintable(QString::number(scale)));
        QCOMPARE(window.charts()->roofline()->lineScale(), presenter->applied());
        // The tiles in at most two rows; each chart shown keeps a plot that reads.
        const int rows = tileRows(*window.summary());
        QVERIFY2(rows >= 1 && rows <= 2, qPrintable(QString::number(rows)));
        for (int slot : window.charts()->shownSlots()) {
            const QRectF plot = window.charts()->charts()[slot]->chart()->plotArea();
            QVERIFY2(plot.width() > 250 && plot.height() > 150,
                     qPrintable(QStringLiteral("%1x%2").arg(plot.width()).arg(plot.height())));
        }
        presenter->setActive(false);
        QCOMPARE(window.font().pointSizeF(), before);
        QCOMPARE(window.charts()->roofline()->lineScale(), 1.0);
    }

    // The bug: lesson B step 8 (long figures) took three rows of tiles at 1280x800.
    void tilesKeepToTwoRowsInALesson() {
        auto document = test::makeDocument();
        MainWindow window(document.get());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(
            window.teaching()->openLesson(QStringLiteral(
                RIDGELINE_SOURCE_DIR "/resources/lessons/b-4090-vs-h100-inference.lesson.json")),
            QString());
        Presenter* presenter = window.teaching()->presenter();
        for (int i = 0; i < 8; ++i) {
            presenter->setActive(false);
            QVERIFY(window.teaching()->player()->goTo(i));
            presenter->setActive(true);
            QCoreApplication::processEvents();
            const int rows = tileRows(*window.summary());
            QVERIFY2(rows <= 2, qPrintable(QStringLiteral("step %1: %2 rows at %3x")
                                               .arg(i + 1)
                                               .arg(rows)
                                               .arg(presenter->applied())));
        }
    }

    // The same walked as a lecturer walks it, the view on all the time: the next step's longer
    // figures (steps 6-8: "communication" tiles) are counted again once shown.
    void tilesKeepToTwoRowsStepByStep() {
        auto document = test::makeDocument();
        MainWindow window(document.get());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(
            window.teaching()->openLesson(QStringLiteral(
                RIDGELINE_SOURCE_DIR "/resources/lessons/b-4090-vs-h100-inference.lesson.json")),
            QString());
        Presenter* presenter = window.teaching()->presenter();
        presenter->setActive(true);
        QCoreApplication::processEvents();
        for (int i = 1; i < 8; ++i) {
            QVERIFY(window.teaching()->player()->next());
            QTRY_VERIFY2_WITH_TIMEOUT(tileRows(*window.summary()) <= 2,
                                      qPrintable(QStringLiteral("step %1: %2 rows at %3x")
                                                     .arg(i + 1)
                                                     .arg(tileRows(*window.summary()))
                                                     .arg(presenter->applied())),
                                      3000);
        }
    }

    // From 1920x1080 to a 1280x800 projector while presenting: the text follows the window,
    // until the presenter picks a size.
    void resizeWhilePresenting() {
        auto document = test::makeDocument();
        MainWindow window(document.get());
        window.resize(1920, 1080);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const qreal before = window.font().pointSizeF();
        Presenter* presenter = window.teaching()->presenter();
        presenter->setActive(true);
        QCOMPARE(window.font().pointSizeF(), 2 * before);
        window.resize(1280, 800);
        QTRY_VERIFY(window.font().pointSizeF() < 1.5 * before);
        presenter->setScale(1.75);
        QCOMPARE(window.font().pointSizeF(), 1.75 * before);
        window.resize(1024, 768);
        QTest::qWait(300);
        QCOMPARE(window.font().pointSizeF(), 1.75 * before);
        presenter->setActive(false);
        QCOMPARE(window.font().pointSizeF(), before);
        // The next time the view follows the window again.
        presenter->setActive(true);
        QCOMPARE(presenter->scale(), Presenter::autoScale(window.size()));
        presenter->setActive(false);
    }

    // A dashed line's legend mark is three quarters of a text line long (Qt 6.4): with dashes
    // as long as the presenter's wider lines it held one dash, solid to the eye. Two dashes
    // start inside it now, on every chart of the grid.
    void dashedLegendMarksShowDashes() {
        auto document = test::makeDocument();
        MainWindow window(document.get());
        window.resize(1920, 1080);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.teaching()->presenter()->setActive(true);
        QCoreApplication::processEvents();
        int dashed = 0;
        for (ChartView* chart : window.charts()->charts()) {
            const QFontMetrics metrics(chart->chart()->legend()->font());
            const qreal mark = qRound((metrics.height() / 2) * 1.5);
            for (const QString& key : chart->seriesKeys()) {
                auto* series = qobject_cast<QXYSeries*>(chart->seriesByKey(key));
                if (!series || series->name().isEmpty() ||
                    series->type() == QAbstractSeries::SeriesTypeScatter)
                    continue;
                const QPen pen = series->pen();
                if (pen.style() == Qt::SolidLine || pen.style() == Qt::NoPen)
                    continue;
                const QList<qreal> pattern = pen.dashPattern();
                qreal period = 0;
                for (qreal length : pattern)
                    period += length * pen.widthF();
                ++dashed;
                QVERIFY2(period + pattern.front() * pen.widthF() <= mark,
                         qPrintable(QStringLiteral("%1: a dash period of %2 px in a mark of %3 px")
                                        .arg(series->name())
                                        .arg(period)
                                        .arg(mark)));
            }
        }
        QVERIFY2(dashed >= 3, qPrintable(QString::number(dashed)));
        window.teaching()->presenter()->setActive(false);
    }

    // The bug: widgets created in the presenter view kept the large font after Esc.
    void widgetsCreatedInTheViewLoseTheLargeFont() {
        auto document = test::makeDocument();
        MainWindow window(document.get());
        window.resize(1920, 1080);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const qreal before = window.font().pointSizeF();
        Presenter* presenter = window.teaching()->presenter();
        presenter->setActive(true);
        // As a summary tile made for a new figure sets its value's font: from the window's.
        auto* label = new QLabel(QStringLiteral("42"), window.summary());
        QFont f = label->font();
        f.setPointSizeF(window.font().pointSizeF() * 1.5);
        label->setFont(f);
        presenter->setScale(3); // a change of size meanwhile keeps its proportion
        QCOMPARE(label->font().pointSizeF(), before * 1.5 * 3);
        presenter->setActive(false);
        QCOMPARE(label->font().pointSizeF(), before * 1.5);
        QCOMPARE(window.font().pointSizeF(), before);
    }
};

QTEST_MAIN(TestPresenterScale)
#include "tst_presenter_scale.moc"
