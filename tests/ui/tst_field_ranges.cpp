// The window's number boxes take their ranges from the core's field table
// (core/scenario/scenario_field_table.h), so a value read from a file is shown as the core uses it,
// never clamped. Issue 30: a file's batch of 100,000 showed 4096 while every number used 100,000,
// and the GPU count stopped at 1024 while an example has 2048.
#include "core/scenario/scenario_field_table.h"
#include "ui/panels/control_panel.h"
#include "ui/panels/workload_panel.h"
#include "ui/plan/plan_dialog.h"
#include "ui/widgets/slider_spin.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QDoubleSpinBox>
#include <QSaveFile>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

QString pathOf(const FieldLimit& limit) {
    return QString::fromUtf8(limit.path.data(), qsizetype(limit.path.size()));
}

// The unit a box shows a field in, in the field's units: per cent, milliseconds, billions.
double shownPer(const QString& path) {
    if (path == QLatin1String("economics.maintenance_per_year") ||
        path == QLatin1String("economics.utilization") ||
        path == QLatin1String("workload.lora_fraction") ||
        path == QLatin1String("efficiency.uncertainty"))
        return 100;
    if (path == QLatin1String("efficiency.step_overhead_s"))
        return 1e3;
    if (path == QLatin1String("model.params") || path == QLatin1String("requirements.tokens"))
        return 1e-9;
    if (path == QLatin1String("requirements.tpot_s"))
        return 1e3;
    if (path == QLatin1String("requirements.deadline_s"))
        return 1 / 86400.0;
    return 1;
}

// The least value a box of `decimals` shows for the field: a fraction's is above zero, and a
// least value its decimals cannot show goes up to the next one.
double leastShown(const FieldLimit& limit, double per, int decimals) {
    const double lo =
        (limit.kind == FieldLimit::Kind::fraction ? std::max(limit.lo, smallestFraction)
                                                  : limit.lo) *
        per;
    const double step = std::pow(10.0, decimals);
    return std::ceil(lo * step - 1e-9) / step;
}

// Equal as a box of `decimals` holds them (it rounds its limits to its decimals).
bool same(double a, double b, int decimals) {
    return std::abs(a - b) <= 0.5 * std::pow(10.0, -decimals) + 1e-9 * std::abs(b);
}

// Every box of `root` named for a field has exactly that field's range (in its shown unit).
// Returns how many it checked.
int checkBoxes(QObject* root) {
    int checked = 0;
    for (const FieldLimit* limit : allFieldLimits()) {
        const QString path = pathOf(*limit);
        const double per = shownPer(path);
        for (SliderSpin* s : root->findChildren<SliderSpin*>(path)) {
            // "none" stands for nothing at the server overhead's lowest value, $1.
            if (path != QLatin1String("economics.server_overhead_usd") &&
                !same(s->spinBox()->minimum(), leastShown(*limit, per, s->spinBox()->decimals()),
                      s->spinBox()->decimals())) {
                qWarning() << path << s->spinBox()->minimum();
                return -1;
            }
            if (!same(s->spinBox()->maximum(), limit->hi * per, s->spinBox()->decimals())) {
                qWarning() << path << s->spinBox()->maximum();
                return -1;
            }
            ++checked;
        }
        // KV heads and active experts stop at the heads and the experts: a rule between
        // fields, which the box keeps.
        const bool bounded = path == QLatin1String("model.kv_heads") ||
                             path == QLatin1String("model.active_experts");
        for (QSpinBox* box : root->findChildren<QSpinBox*>(path)) {
            if (double(box->minimum()) != limit->lo ||
                (bounded ? double(box->maximum()) > limit->hi
                         : double(box->maximum()) != limit->hi)) {
                qWarning() << path << box->minimum() << box->maximum();
                return -1;
            }
            ++checked;
        }
        for (QDoubleSpinBox* box : root->findChildren<QDoubleSpinBox*>(path)) {
            if (qobject_cast<SliderSpin*>(box->parent()))
                continue; // checked above
            // A least value 0 shown as "no limit" stands below the field's own.
            const bool none = !box->specialValueText().isEmpty() && box->minimum() == 0;
            if ((!none && !same(box->minimum(), leastShown(*limit, per, box->decimals()),
                                box->decimals())) ||
                !same(box->maximum(), limit->hi * per, box->decimals())) {
                qWarning() << path << box->minimum() << box->maximum();
                return -1;
            }
            ++checked;
        }
    }
    return checked;
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
        const int checked = checkBoxes(&window);
        // batch, prompt, output; sequence, micro-batch, global batch, pipeline, data parallel;
        // the count and TP of each of the default's GPUs; eight architecture fields; the model
        // size, LoRA, five efficiencies, utilization, electricity, lifetime, PUE, server,
        // maintenance and the two prices of each GPU.
        QVERIFY2(checked >= 29 + 4 * window.model()->state().choiceCount(),
                 qPrintable(QString::number(checked)));
        QCOMPARE(fieldLimit("workload.batch").hi, double(1 << 20));
        for (const char* path : {"economics.utilization", "workload.lora_fraction",
                                 "efficiency.memory", "efficiency.uncertainty", "model.params"})
            QVERIFY2(window.findChild<SliderSpin*>(QString::fromLatin1(path)), path);
    }

    // The plan dialog's requirement boxes too: a deadline of 100,000 days and more, as a file
    // may give it, shows as it is (the box stopped at 100,000 days).
    void planDialogTakesTheFieldRanges() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("long.ridgeline.json"));
        QSaveFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"ridgeline": 1, "model": {"preset": "llama-3.1-8b"},
            "hardware": {"gpu": "h100-sxm", "count": 8},
            "workload": {"mode": "training", "tokens": 1e12, "sequence": 4096},
            "requirements": {"deadline_s": 9e9, "max_gpus": 50000}})");
        QVERIFY(file.commit());
        auto document = test::makeDocument();
        const Problems problems = document->load(path, true);
        QVERIFY2(problems.empty(), problems.empty() ? "" : describe(problems.front()).c_str());
        PlanDialog dialog(document->editor());
        QVERIFY(checkBoxes(&dialog) >= 12);
        auto* deadline =
            dialog.findChild<QDoubleSpinBox*>(QStringLiteral("requirements.deadline_s"));
        QVERIFY(deadline);
        QCOMPARE(deadline->value(), std::round(9e9 / 86400.0 * 10) / 10);
        auto* most = dialog.findChild<QSpinBox*>(QStringLiteral("requirements.max_gpus"));
        QVERIFY(most);
        QCOMPARE(most->value(), 50000);
    }
};

QTEST_MAIN(TestFieldRanges)
#include "tst_field_ranges.moc"
