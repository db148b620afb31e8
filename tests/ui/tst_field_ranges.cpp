// The window's number boxes take their ranges from the core's field table
// (core/scenario_field_table.h), so a value read from a file is shown as the core uses it, never
// clamped. Issue 30: a file's batch of 100,000 showed 4096 while every number used 100,000, and
// the GPU count stopped at 1024 while an example has 2048.
#include "core/scenario_field_table.h"
#include "ui/panels/control_panel.h"
#include "ui/panels/workload_panel.h"
#include "ui/widgets/slider_spin.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QDoubleSpinBox>
#include <QSaveFile>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

QString pathOf(const FieldLimit& limit) {
    return QString::fromUtf8(limit.path.data(), qsizetype(limit.path.size()));
}

} // namespace

class TestFieldRanges : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A file beyond the old ranges: every box shows the file's value.
    void fileValuesShowUnclamped() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("big.ridgeline.json"));
        QSaveFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"ridgeline": 1, "model": {"preset": "llama-3.1-8b"},
            "hardware": {"gpu": "h100-sxm", "count": 2048,
                         "compare": [{"gpu": "a100-sxm-80gb", "count": 4096}]},
            "workload": {"mode": "inference", "batch": 100000, "prompt_tokens": 64,
                         "output_tokens": 2000000, "tensor_parallel": 8}})");
        QVERIFY(file.commit());

        auto document = test::makeDocument();
        MainWindow window(document.get());
        const Problems problems = document->load(path, true);
        QVERIFY2(problems.empty(), problems.empty() ? "" : describe(problems.front()).c_str());
        QCoreApplication::processEvents();
        const Workload& w = window.model()->scenario().workload;
        QCOMPARE(w.batch, 100000);

        WorkloadPanel* workload = window.controls()->workloadPanel();
        QCOMPARE(workload->batch()->value(), 100000.0);
        QCOMPARE(workload->batch()->spinBox()->value(), 100000.0);
        // The slider spans the usual batches and stands at its end.
        QCOMPARE(workload->batch()->slider()->value(), workload->batch()->slider()->maximum());
        QCOMPARE(workload->promptTokens()->value(), 64.0);
        QCOMPARE(workload->outputTokens()->value(), 2000000.0);

        // The GPU counts and the tensor-parallel degree of each configuration.
        QList<int> counts, tps;
        for (QSpinBox* box : window.findChildren<QSpinBox*>(QStringLiteral("hardware.count")))
            counts << box->value();
        for (QSpinBox* box :
             window.findChildren<QSpinBox*>(QStringLiteral("workload.tensor_parallel")))
            tps << box->value();
        std::sort(counts.begin(), counts.end());
        QCOMPARE(counts, QList<int>({2048, 4096}));
        QCOMPARE(tps, QList<int>({8, 8}));
    }

    // Every box named for a field has exactly the field's range.
    void everyNamedBoxHasItsFieldsRange() {
        auto document = test::makeDocument();
        MainWindow window(document.get());
        int checked = 0;
        for (const FieldLimit* limit : allFieldLimits()) {
            const QString path = pathOf(*limit);
            // Shown in per cent: the limit times 100.
            const double shown = path == QLatin1String("economics.maintenance_per_year") ? 100 : 1;
            for (SliderSpin* s : window.findChildren<SliderSpin*>(path)) {
                // "none" stands for nothing at the server overhead's lowest value, $1.
                if (path != QLatin1String("economics.server_overhead_usd"))
                    QCOMPARE(s->spinBox()->minimum(), limit->lo * shown);
                QCOMPARE(s->spinBox()->maximum(), limit->hi * shown);
                ++checked;
            }
            // KV heads and active experts stop at the heads and the experts: a rule between
            // fields, which the box keeps.
            const bool bounded = path == QLatin1String("model.kv_heads") ||
                                 path == QLatin1String("model.active_experts");
            for (QSpinBox* box : window.findChildren<QSpinBox*>(path)) {
                QCOMPARE(double(box->minimum()), limit->lo);
                if (bounded)
                    QVERIFY(double(box->maximum()) <= limit->hi);
                else
                    QCOMPARE(double(box->maximum()), limit->hi);
                ++checked;
            }
        }
        // batch, prompt, output; sequence, micro-batch, global batch, pipeline, data parallel;
        // the count and TP of each of the default's GPUs; eight architecture fields.
        QVERIFY2(checked >= 16 + 2 * window.model()->state().choiceCount(),
                 qPrintable(QString::number(checked)));
        QCOMPARE(fieldLimit("workload.batch").hi, double(1 << 20));
    }
};

QTEST_MAIN(TestFieldRanges)
#include "tst_field_ranges.moc"
