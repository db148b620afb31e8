// View > Units: memory in GiB or GB. One switch moves the memory and KV-cache axes, the summary
// tile, the explanation, the chart CSV and the GPU list at once, without a recompute, and is
// remembered in the settings; switching back restores every text. The unit is the window's.
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/document/settings.h"
#include "ui/explain/explain_panel.h"
#include "ui/export/chart_export.h"
#include "ui/layout/chart_grid.h"
#include "ui/lessons/lesson_player.h"
#include "ui/lessons/teaching.h"
#include "ui/panels/control_panel.h"
#include "ui/panels/gpu_panel.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui/units.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QAction>
#include <QListWidget>
#include <QTemporaryDir>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

// The default scenario's memory per GPU (Qwen3-8B fp16 on one RTX 5090, batch 1, 512 + 128
// tokens): weights 2 x 8,190,726,144 parameters, KV cache 640 tokens x 147,456 bytes,
// activations 512 x 65,536 + 151,936 x 4 bytes and the 1 GiB runtime overhead.
constexpr double perGpuBytes =
    2 * 8190726144.0 + 640 * 147456.0 + 512 * 65536.0 + 151936 * 4.0 + 1073741824.0;
// Its weights alone.
constexpr double weightsBytes = 2 * 8190726144.0;
constexpr double tolerance = 1e-6;

// The "Total per GPU (...)" column of the memory CSV: its header and the primary GPU's value.
std::pair<QString, double> csvTotal(const ChartData& data, units::MemoryUnit unit) {
    const QStringList lines = chartCsv(data, MemoryIndex, unit).split(QStringLiteral("\r\n"));
    const QStringList header = lines.value(0).split(QLatin1Char(','));
    const QStringList row = lines.value(1).split(QLatin1Char(','));
    for (int i = 0; i < header.size(); ++i)
        if (header[i].startsWith(QStringLiteral("Total per GPU")))
            return {header[i], row.value(i).toDouble()};
    return {};
}

} // namespace

class TestMemoryUnits : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() {
        QVERIFY(dir_.isValid());
        settings_ = std::make_unique<Settings>(dir_.filePath(QStringLiteral("units.ini")));
        document_ = test::makeDocument();
        window_ = std::make_unique<MainWindow>(document_.get(), settings_.get());
        window_->resize(1280, 800);
        window_->show();
        window_->model()->flush();
        QCoreApplication::processEvents();
        window_->explainPanel()->select(QStringLiteral("memory-per-gpu"));
    }
    void cleanup() {
        window_.reset();
        document_.reset();
        settings_.reset();
    }

    void formatsInTheChosenUnit_data() {
        QTest::addColumn<int>("unit");
        QTest::addColumn<double>("bytes");
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("inUnit");
        QTest::newRow("GiB") << int(units::MemoryUnit::binary) << perGpuBytes
                             << QStringLiteral("16.4 GiB") << 16.37612295;
        QTest::newRow("GB") << int(units::MemoryUnit::decimal) << perGpuBytes
                            << QStringLiteral("17.6 GB") << 17.583728128;
        QTest::newRow("KiB") << int(units::MemoryUnit::binary) << 524288.0
                             << QStringLiteral("512 KiB") << 0.00048828125;
        QTest::newRow("kB") << int(units::MemoryUnit::decimal) << 524288.0
                            << QStringLiteral("524 kB") << 0.000524288;
    }
    void formatsInTheChosenUnit() {
        QFETCH(int, unit);
        QFETCH(double, bytes);
        QFETCH(QString, text);
        QFETCH(double, inUnit);
        QCOMPARE(units::memory(bytes, units::MemoryUnit(unit)), text);
        QVERIFY(test::near(units::inMemoryUnit(bytes, units::MemoryUnit(unit)), inUnit, tolerance));
    }

    void switchMovesEveryViewAtOnce() {
        MemoryChart* memory = window_->charts()->memory();
        KvCacheChart* kv = window_->charts()->kvCache();
        SummaryItem* tile = window_->summary()->item(QStringLiteral("memory-per-gpu"));
        const ChartData& data = window_->model()->chartData();
        QCOMPARE(data.memory.front().memory.perGpu, perGpuBytes);
        QListWidgetItem* gpu = window_->controls()->gpuPanel()->list()->item(0);

        // GiB: the default.
        QCOMPARE(memory->axisTitle(Qt::Vertical), QStringLiteral("Memory per GPU (GiB)"));
        QCOMPARE(kv->axisTitle(Qt::Vertical), QStringLiteral("KV cache per replica (GiB)"));
        QCOMPARE(tile->value(), QStringLiteral("16.4 GiB"));
        QVERIFY2(window_->explainPanel()->text().contains(QStringLiteral("= 16.4 GiB")),
                 qPrintable(window_->explainPanel()->text()));
        auto [header, total] = csvTotal(data, memory->memoryUnit());
        QCOMPARE(header, QStringLiteral("Total per GPU (GiB)"));
        QVERIFY(test::near(total, perGpuBytes / 1073741824.0, tolerance));
        QVERIFY(gpu->text().contains(QStringLiteral("GiB")));
        const double weightsGib = memory->componentGib(0, 0);
        QVERIFY(test::near(weightsGib, weightsBytes / 1073741824.0, tolerance));

        // GB: every view follows from the results it has; nothing is recomputed.
        const int recomputes = window_->model()->recomputeCount();
        auto* decimal = window_->findChild<QAction*>(QStringLiteral("memoryUnit-decimal"));
        QVERIFY(decimal);
        decimal->trigger();
        QCOMPARE(window_->model()->memoryUnit(), units::MemoryUnit::decimal);
        QVERIFY(decimal->isChecked());
        QCOMPARE(window_->model()->recomputeCount(), recomputes);
        QCOMPARE(memory->axisTitle(Qt::Vertical), QStringLiteral("Memory per GPU (GB)"));
        QCOMPARE(kv->axisTitle(Qt::Vertical), QStringLiteral("KV cache per replica (GB)"));
        QCOMPARE(tile->value(), QStringLiteral("17.6 GB"));
        QVERIFY2(window_->explainPanel()->text().contains(QStringLiteral("= 17.6 GB")),
                 qPrintable(window_->explainPanel()->text()));
        QVERIFY(!window_->explainPanel()->text().contains(QStringLiteral("GiB")));
        std::tie(header, total) = csvTotal(window_->model()->chartData(), memory->memoryUnit());
        QCOMPARE(header, QStringLiteral("Total per GPU (GB)"));
        QVERIFY(test::near(total, perGpuBytes / 1e9, tolerance));
        QVERIFY(test::near(memory->componentGib(0, 0), weightsBytes / 1e9, tolerance));
        QVERIFY2(gpu->text().contains(QStringLiteral(" GB,")) &&
                     !gpu->text().contains(QStringLiteral("GiB")),
                 qPrintable(gpu->text()));
        // Remembered like the language.
        QCOMPARE(settings_->memoryUnit(), units::MemoryUnit::decimal);
        QCOMPARE(Settings(dir_.filePath(QStringLiteral("units.ini"))).memoryUnit(),
                 units::MemoryUnit::decimal);

        // And back: the GiB texts return.
        window_->findChild<QAction*>(QStringLiteral("memoryUnit-binary"))->trigger();
        QCOMPARE(window_->model()->recomputeCount(), recomputes);
        QCOMPARE(memory->axisTitle(Qt::Vertical), QStringLiteral("Memory per GPU (GiB)"));
        QCOMPARE(kv->axisTitle(Qt::Vertical), QStringLiteral("KV cache per replica (GiB)"));
        QCOMPARE(tile->value(), QStringLiteral("16.4 GiB"));
        QVERIFY(window_->explainPanel()->text().contains(QStringLiteral("= 16.4 GiB")));
        QCOMPARE(csvTotal(window_->model()->chartData(), memory->memoryUnit()).first,
                 QStringLiteral("Total per GPU (GiB)"));
        QVERIFY(test::near(memory->componentGib(0, 0), weightsGib, tolerance));
        QCOMPARE(settings_->memoryUnit(), units::MemoryUnit::binary);
    }

    // The unit is the window's (its model's), not the program's: a second window keeps GiB
    // while the first shows GB, and a unit set on the model (as --units does) checks the menu
    // entry without being remembered.
    void unitBelongsToItsWindow() {
        auto otherDocument = test::makeDocument();
        MainWindow other(otherDocument.get());
        other.model()->flush();
        window_->model()->setMemoryUnit(units::MemoryUnit::decimal);
        QCoreApplication::processEvents();
        QVERIFY(window_->findChild<QAction*>(QStringLiteral("memoryUnit-decimal"))->isChecked());
        QCOMPARE(settings_->memoryUnit(), units::MemoryUnit::binary);
        QCOMPARE(window_->summary()->item(QStringLiteral("memory-per-gpu"))->value(),
                 QStringLiteral("17.6 GB"));
        QCOMPARE(other.model()->memoryUnit(), units::MemoryUnit::binary);
        QCOMPARE(other.summary()->item(QStringLiteral("memory-per-gpu"))->value(),
                 QStringLiteral("16.4 GiB"));
        QCOMPARE(other.charts()->memory()->axisTitle(Qt::Vertical),
                 QStringLiteral("Memory per GPU (GiB)"));
        QVERIFY(other.findChild<QAction*>(QStringLiteral("memoryUnit-binary"))->isChecked());
    }

    void lessonCaptionFollows() {
        QCOMPARE(window_->teaching()->openLesson(QStringLiteral(
                     RIDGELINE_SOURCE_DIR "/resources/lessons/c-kv-cache.lesson.json")),
                 QString());
        LessonPlayer* player = window_->teaching()->player();
        // Step 2: "each sequence holds twice as much: {kv-cache} per GPU now".
        QVERIFY(player->goTo(1));
        const double kv = window_->model()->primaryResults().memory.kvCache;
        QVERIFY2(player->captionText().contains(units::gib(kv)), qPrintable(player->captionText()));
        window_->setMemoryUnit(units::MemoryUnit::decimal);
        QVERIFY2(player->captionText().contains(units::bytes(kv) + QStringLiteral(" per GPU")),
                 qPrintable(player->captionText()));
        QVERIFY(!player->captionText().contains(QStringLiteral("GiB")));
        QVERIFY(player->onPath());
        window_->setMemoryUnit(units::MemoryUnit::binary);
        QVERIFY(player->captionText().contains(units::gib(kv) + QStringLiteral(" per GPU")));
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<Settings> settings_;
    std::unique_ptr<Document> document_;
    std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(TestMemoryUnits)
#include "tst_memory_units.moc"
