// Notes pinned to a region: right-click > Pin a Note to a Region, drag it out, type the note. The
// region is saved with the scenario (x, y and x2, y2), drawn as a translucent rectangle on screen
// and in exports; memory notes keep their place (stored in GiB) when View > Units changes.
#include "core/files/scenario_io.h"
#include "ui/charts/chart_notes.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/export/chart_export.h"
#include "ui/layout/chart_grid.h"
#include "ui/layout/chart_note_menu.h"
#include "ui/units.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QGraphicsRectItem>
#include <QUndoStack>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

QPoint viewportPoint(ChartView* view, QPointF chartPos) {
    return view->mapFromScene(view->chart()->mapToScene(chartPos));
}

} // namespace

class TestRegionNotes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() {
        document_ = test::makeDocument();
        window_ = std::make_unique<MainWindow>(document_.get());
        window_->resize(1280, 800);
        window_->show();
        window_->model()->flush();
        QCoreApplication::processEvents();
    }
    void cleanup() {
        window_.reset();
        document_.reset();
    }

    void draggedOutOnTheChart() {
        CostChart* cost = window_->charts()->cost();
        ChartNoteMenu* menu = window_->charts()->noteMenu();
        menu->setTextQuestion([](ChartView*) { return QStringLiteral("the cheap corner"); });
        const QRectF plot = cost->chart()->plotArea();
        const QPoint from =
            viewportPoint(cost, plot.topLeft() + QPointF(plot.width() * 0.6, plot.height() * 0.2));
        const QPoint to =
            viewportPoint(cost, plot.topLeft() + QPointF(plot.width() * 0.3, plot.height() * 0.7));
        const QImage before = chartImage(*cost, cost->size(), 1.0);
        QVERIFY(menu->beginRegion(cost));
        QVERIFY(menu->choosingRegion());
        QTest::mousePress(cost->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(cost->viewport(), to);
        QTest::mouseRelease(cost->viewport(), Qt::LeftButton, {}, to);
        QVERIFY(!menu->choosingRegion());
        window_->model()->flush();

        const std::vector<Annotation>& notes = window_->model()->scenario().annotations;
        QCOMPARE(notes.size(), std::size_t(1));
        const Annotation& n = notes[0];
        QCOMPARE(n.chart, std::string("cost"));
        QCOMPARE(n.text, std::string("the cheap corner"));
        QVERIFY(n.x2 && n.y2);
        // The smaller corner first, both the values under the mouse.
        const QPointF a = *cost->valueAt(from), b = *cost->valueAt(to);
        QVERIFY(test::near(n.x, std::min(a.x(), b.x()), 1e-9));
        QVERIFY(test::near(*n.x2, std::max(a.x(), b.x()), 1e-9));
        QVERIFY(test::near(n.y, std::min(a.y(), b.y()), 1e-9));
        QVERIFY(test::near(*n.y2, std::max(a.y(), b.y()), 1e-9));
        QCOMPARE(cost->noteTexts(), QStringList{QStringLiteral("the cheap corner")});

        // On screen: a translucent rectangle over the dragged region.
        const QRectF dragged = QRectF(cost->chart()->mapFromScene(cost->mapToScene(from)),
                                      cost->chart()->mapFromScene(cost->mapToScene(to)))
                                   .normalized();
        bool washed = false;
        for (QGraphicsItem* item : cost->chart()->childItems()) {
            auto* rect = dynamic_cast<QGraphicsRectItem*>(item);
            if (rect && rect->brush().color().alpha() > 0 && rect->brush().color().alpha() < 255 &&
                std::abs(rect->rect().left() - dragged.left()) < 2 &&
                std::abs(rect->rect().bottom() - dragged.bottom()) < 2)
                washed = true;
        }
        QVERIFY(washed);
        // In the exported image: the middle of the region is tinted.
        const QImage after = chartImage(*cost, cost->size(), 1.0);
        const QPoint middle = dragged.center().toPoint();
        QVERIFY(after.pixel(middle) != before.pixel(middle));
        // Under the mouse for the right-click menu's Remove.
        QCOMPARE(cost->noteAt(viewportPoint(cost, dragged.center())), std::optional<int>(0));

        // Saved and read back as a region.
        const std::string json = serializeScenario(window_->model()->scenario(), test::catalogue());
        const Result<Scenario> back = parseScenario(json, test::catalogue());
        QVERIFY(back.ok());
        QVERIFY(back->annotations == notes);
        // One undo step.
        window_->document()->undoStack()->undo();
        window_->model()->flush();
        QVERIFY(window_->model()->scenario().annotations.empty());
    }

    void escapeCancelsAndFlatRegionsAreRefused() {
        CostChart* cost = window_->charts()->cost();
        ChartNoteMenu* menu = window_->charts()->noteMenu();
        QVERIFY(menu->beginRegion(cost));
        QTest::keyClick(cost, Qt::Key_Escape);
        QVERIFY(!menu->choosingRegion());
        QCOMPARE(window_->charts()->maximized(), -1);
        const QPoint centre = viewportPoint(cost, cost->chart()->plotArea().center());
        QVERIFY(!menu->addRegionNote(cost, centre, centre + QPoint(40, 1), QStringLiteral("x")));
        QVERIFY(!menu->addRegionNote(cost, centre, centre + QPoint(40, 40), QStringLiteral(" ")));
        window_->model()->flush();
        QVERIFY(window_->model()->scenario().annotations.empty());
    }

    void memoryNotesStayInGibWhenTheUnitChanges() {
        window_->setMemoryUnit(units::MemoryUnit::decimal);
        MemoryChart* memory = window_->charts()->memory();
        const QPoint at = viewportPoint(memory, memory->chart()->plotArea().center());
        const QPointF shownGb = *memory->valueAt(at);
        QVERIFY(window_->charts()->noteMenu()->addNote(memory, at, QStringLiteral("room")));
        window_->model()->flush();
        const Annotation& n = window_->model()->scenario().annotations.at(0);
        // Stored in GiB: the GB value under the mouse times 1e9 / 2^30.
        QVERIFY(test::near(n.y, shownGb.y() * 1e9 / 1073741824.0, 1e-9));
        QCOMPARE(
            noteToDisplay(QStringLiteral("memory"), {n.x, n.y}, units::MemoryUnit::decimal).y(),
            shownGb.y());
        QCOMPARE(noteToDisplay(QStringLiteral("roofline"), {2.0, 3.0}, units::MemoryUnit::decimal),
                 QPointF(2.0, 3.0));

        // In GiB the note is drawn at its GiB value on the new axis.
        window_->setMemoryUnit(units::MemoryUnit::binary);
        QCOMPARE(memory->noteTexts(), QStringList{QStringLiteral("room")});
        const std::optional<QPointF> drawn = memory->chartPosition({n.x, n.y});
        QVERIFY(drawn);
        QCOMPARE(memory->noteAt(viewportPoint(memory, *drawn)), std::optional<int>(0));
    }

private:
    std::unique_ptr<Document> document_;
    std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(TestRegionNotes)
#include "tst_region_notes.moc"
