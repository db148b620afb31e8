// One verdict everywhere, for every pass: the core judges decode, prefill and the training step
// once, each against its own roof (physics.h judgePass), and the result JSON, the summary tile,
// the roofline (the point against its pass's drawn roof, and its tooltip), the explain panel,
// the roofline CSV and the report all show that decision.
#include "csv_rows.h"

#include "core/evaluation/evaluate.h"
#include "core/files/results_json.h"
#include "core/files/scenario_io.h"
#include "core/scenario/scenario_names.h"
#include "ui/charts/roofline_chart.h"
#include "ui/explain/explanation.h"
#include "ui/export/chart_export.h"
#include "ui/export/report.h"
#include "ui/export/report_html.h"
#include "ui/export/report_parts.h"
#include "ui/model/scenario_model.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui/units.h"
#include "ui_fixture.h"

#include <QTest>
#include <QXYSeries>

#include <nlohmann/json.hpp>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

// Llama-3.1-8B on one H100 SXM (the default engine: eta_m 0.8, eta_c 0.6).
QString llama8b(int batch, int prompt, const QString& efficiency = {}) {
    return QStringLiteral(R"({"model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm"},
        "workload": {"batch": %1, "prompt_tokens": %2, "output_tokens": 128}%3})")
        .arg(batch)
        .arg(prompt)
        .arg(efficiency.isEmpty() ? QString() : QStringLiteral(", \"efficiency\": ") + efficiency);
}

// Llama-2-70B pretraining, TP 8 x PP 8, as in the lesson on 4090 clusters.
QString pretraining(const char* gpu, int count) {
    return QStringLiteral(R"({"model": {"preset": "llama-2-70b"},
        "hardware": {"gpu": "%1", "count": %2},
        "workload": {"mode": "training", "tokens": 2e12, "sequence": 4096, "micro_batch": 1,
            "global_batch": 1024, "weight_format": "bf16", "gradient_format": "bf16",
            "optimizer": "adamw", "zero_stage": 1, "recompute": "full", "tensor_parallel": 8,
            "pipeline_parallel": 8}})")
        .arg(QLatin1String(gpu))
        .arg(count);
}

// Everything one pass is judged by, read from the results.
struct Pass {
    QString key;     ///< "decode", "prefill", "training"
    QString csvName; ///< its series in the roofline CSV
    QString tileKey; ///< its summary tile and explain key
    double intensity = 0, ridge = 0, peak = 0;
    double computeS = 0, memoryS = 0, commS = 0;
    Bound bound = Bound::memory;
};

Pass passOf(const QString& key, const Results& r) {
    if (key == QLatin1String("training")) {
        const TrainingFigures& t = r.training;
        return {key,
                QStringLiteral("training step"),
                QStringLiteral("training-bound"),
                t.stepIntensity(),
                t.effectiveRidge,
                t.effectivePeakFlops,
                t.computeS,
                t.stepBytes / r.roofline.effectiveBandwidth,
                t.exposedCommS,
                t.bound};
    }
    const bool decode = key == QLatin1String("decode");
    const StepCost& c = decode ? r.inference.decode : r.inference.prefill;
    return {key,
            key,
            decode ? QStringLiteral("bound") : QStringLiteral("prefill-bound"),
            c.intensity(),
            c.effectiveRidge,
            c.effectivePeakFlops,
            c.computeS,
            c.memoryS,
            c.commS,
            c.bound};
}

// The CSV row of the pass's point and of its own ridge ("decode ridge", "prefill ridge").
struct CsvPass {
    QString bound;
    double ridge = 0;
};

CsvPass csvPass(const ChartData& data, const QString& name) {
    // The training step's own ridge is the "step ridge", as on its tile.
    const QString ridgeName =
        (name == QLatin1String("training step") ? QStringLiteral("step") : name) +
        QStringLiteral(" ridge");
    CsvPass out;
    for (const QStringList& cells : test::csvRows(chartCsv(data, 0, units::MemoryUnit::binary))) {
        if (cells.size() != 6)
            continue;
        if (cells[1] == name)
            out.bound = cells[5];
        if (cells[1] == ridgeName)
            out.ridge = cells[2].toDouble();
    }
    return out;
}

} // namespace

class TestBoundConsistency : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void oneVerdict_data() {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("pass");
        QTest::addColumn<QString>("expected");
        // Issue 18's six cases. A prompt of 128 on one H100: I 106 lies left of the engine's
        // effective ridge (222) but right of prefill's own (77): its thin GEMMs (M = 128) reach
        // 37 % of the engine's compute, so the GEMMs (8.7 ms) outlast the weights' stream
        // (6.3 ms) and the prefill is compute-bound.
        QTest::newRow("prefill 1 x 128, H100") << llama8b(1, 128) << "prefill"
                                               << "compute";
        QTest::newRow("prefill 8 x 2048, H100") << llama8b(8, 2048) << "prefill"
                                                << "compute";
        // I 285 right of decode's own ridge (147, with the batch's GEMM shape penalty).
        QTest::newRow("decode batch 512, H100") << llama8b(512, 128) << "decode"
                                                << "compute";
        // 43 of 73 ms all-reduces over PCIe.
        QTest::newRow("decode 70B TP8, 8x 4090")
            << QStringLiteral(R"({"model": {"preset": "llama-2-70b"},
                   "hardware": {"gpu": "rtx-4090", "count": 8},
                   "workload": {"batch": 64, "prompt_tokens": 512, "output_tokens": 512,
                       "weight_format": "fp16", "tensor_parallel": 8, "engine": "generic"}})")
            << "decode"
            << "communication";
        // 36.7 s of a 64.9 s step exposed communication, 22.2 s compute.
        QTest::newRow("training 1024x 4090") << pretraining("rtx-4090", 1024) << "training"
                                             << "communication";
        QTest::newRow("training 64x H100") << pretraining("h100-sxm", 64) << "training"
                                           << "compute";
        // And the other side of each ridge: a prompt of 8 (I 7.0 left of its ridge 7.6), decode
        // at batch 1, the prefill of the TP8 case (10.8 s of all-reduces against 7.0 s of GEMMs).
        QTest::newRow("prefill 1 x 8, H100") << llama8b(1, 8) << "prefill"
                                             << "memory";
        QTest::newRow("decode batch 1, H100") << llama8b(1, 128) << "decode"
                                              << "memory";
        QTest::newRow("prefill 70B TP8, 8x 4090")
            << QStringLiteral(R"({"model": {"preset": "llama-2-70b"},
                   "hardware": {"gpu": "rtx-4090", "count": 8},
                   "workload": {"batch": 64, "prompt_tokens": 512, "output_tokens": 512,
                       "weight_format": "fp16", "tensor_parallel": 8, "engine": "generic"}})")
            << "prefill"
            << "communication";
        // Unequal efficiencies move the engine's ridge; decode at batch 512 (I 285) is judged
        // against its own. Compute reached better than bandwidth: its ridge rises past I.
        QTest::newRow("decode 512, eta_m 0.5, eta_c 0.9")
            << llama8b(512, 128, QStringLiteral(R"({"memory": 0.5, "compute": 0.9})")) << "decode"
            << "memory";
        // Equal efficiencies: the engine's ridge is the datasheet's (295, right of I), but the
        // batch's GEMM shape lowers decode's own below I.
        QTest::newRow("decode 512, eta 0.7")
            << llama8b(512, 128, QStringLiteral(R"({"memory": 0.7, "compute": 0.7})")) << "decode"
            << "compute";
    }

    void oneVerdict() {
        QFETCH(QString, scenario);
        QFETCH(QString, pass);
        QFETCH(QString, expected);
        const Scenario s = parseScenario(scenario.toStdString(), test::catalogue()).value();
        const Results r = evaluate(s);
        const Pass p = passOf(pass, r);

        // The core: the rule of physics.h judgePass, and the pass's roof from its own times.
        QCOMPARE(QString::fromUtf8(boundName(p.bound).data()), expected);
        QVERIFY(test::near(p.ridge, p.peak / r.roofline.effectiveBandwidth, 1e-12));
        if (p.bound == Bound::communication) {
            QVERIFY(p.commS > p.computeS && p.commS > p.memoryS);
        } else {
            QVERIFY(p.commS <= std::max(p.computeS, p.memoryS));
            QCOMPARE(p.bound == Bound::compute, p.intensity > p.ridge);
            QCOMPARE(p.bound == Bound::compute, p.computeS > p.memoryS);
        }

        // The result JSON (what the CLI prints).
        const nlohmann::json j = resultsToJson(s, r);
        const nlohmann::json& jp =
            pass == QLatin1String("training") ? j["training"] : j["inference"][pass.toStdString()];
        QCOMPARE(QString::fromStdString(jp["bound"].get<std::string>()), expected);
        QCOMPARE(jp["effective_peak_flops"].get<double>(), p.peak);
        QCOMPARE(jp["effective_ridge_flop_per_byte"].get<double>(), p.ridge);

        // The summary tile of the pass.
        auto model = test::makeModel();
        model->setScenario(s);
        model->flush();
        SummaryStrip strip(model.get());
        QVERIFY(strip.visibleKeys().contains(p.tileKey));
        QCOMPARE(strip.item(p.tileKey)->value(), expected);
        if (p.bound != Bound::communication)
            QVERIFY2(strip.item(p.tileKey)->detail().contains(
                         QStringLiteral("%1 ridge %2")
                             .arg(pass == QLatin1String("training") ? QStringLiteral("step") : pass,
                                  units::number(p.ridge))),
                     qPrintable(strip.item(p.tileKey)->detail()));

        // The roofline: the point placed against its pass's drawn roof, and its tooltip.
        const ChartData& data = model->chartData();
        const int primary = model->primaryIndex();
        const RooflineSeries& series = data.roofline[std::size_t(primary)];
        const OperatingPoint& point = pass == QLatin1String("decode")    ? series.decode
                                      : pass == QLatin1String("prefill") ? series.prefill
                                                                         : series.training;
        QCOMPARE(point.bound, p.bound);
        QCOMPARE(point.effectiveRidge, p.ridge);
        RooflineChart chart;
        chart.setData(data, model->scenario());
        const QList<QPointF> drawn =
            chart.dataPoints(QStringLiteral("%1:%2").arg(pass).arg(primary));
        QCOMPARE(drawn.size(), qsizetype(1));
        QVERIFY(test::near(drawn[0].x(), p.intensity, 1e-12));
        // Its roof: its own where that differs from the engine's, else the engine's.
        const QString ownKey = QStringLiteral("%1-roof:%2").arg(pass).arg(primary);
        const QString engineKey = QStringLiteral("eff-ridge:%1").arg(primary);
        const bool own = chart.seriesByKey(ownKey) != nullptr;
        const QList<QPointF> roof = chart.dataPoints(own ? ownKey : engineKey);
        QVERIFY(!roof.isEmpty());
        // (The engine's roof stands for the pass's when they are within 0.1 %.)
        const double tolerance = own ? 1e-9 : 1e-3;
        QVERIFY(test::near(roof[0].x(), p.ridge, tolerance));
        QVERIFY(test::near(roof[0].y(), p.peak / 1e12, tolerance));
        if (p.bound != Bound::communication)
            QCOMPARE(p.bound == Bound::compute, drawn[0].x() > roof[0].x());
        auto* pointSeries = static_cast<QXYSeries*>(
            chart.seriesByKey(QStringLiteral("%1:%2").arg(pass).arg(primary)));
        Q_EMIT pointSeries->hovered(pointSeries->at(0), true);
        QVERIFY2(chart.hoverToolTip().contains(expected + QStringLiteral("-bound")),
                 qPrintable(chart.hoverToolTip()));

        // The explain panel.
        const Explanation e = explain(p.tileKey, {model->scenario(), model->primaryResults()});
        const QString text = e.lines.join(QLatin1Char('\n'));
        QVERIFY2(text.contains(QStringLiteral("→ ") + expected + QStringLiteral("-bound")),
                 qPrintable(text));
        // Taken on the pass's own ridge, named as its tile names it.
        QVERIFY2(text.contains(
                     QStringLiteral("its own ridge, the %1 ridge: I*_pass")
                         .arg(pass == QLatin1String("training") ? QStringLiteral("step") : pass)),
                 qPrintable(text));
        QVERIFY2(text.contains(units::intensity(p.ridge)), qPrintable(text));

        // The roofline CSV: the point's verdict and its pass's ridge.
        ChartData primaryOnly;
        primaryOnly.mode = data.mode;
        primaryOnly.roofline = {series};
        primaryOnly.memory = {data.memory[std::size_t(primary)]};
        const CsvPass csv = csvPass(primaryOnly, p.csvName);
        QCOMPARE(csv.bound, expected);
        QVERIFY(test::near(csv.ridge, p.ridge, 1e-6));

        // The report's front page: the pass's row.
        const Catalogue cat = test::catalogue();
        const ReportInput in{model->scenario(), cat, data, model->gpuChoices(), primary, {}, {}};
        const QString front = ui::detail::reportFrontHtml(in);
        const QList<ui::detail::Row> rows = ui::detail::verdictRows(
            model->primaryResults(), pass == QLatin1String("training"), units::MemoryUnit::binary);
        const QString label = pass == QLatin1String("decode")    ? QStringLiteral("Decode")
                              : pass == QLatin1String("prefill") ? QStringLiteral("Prefill")
                                                                 : QStringLiteral("Training step");
        const auto row = std::find_if(rows.begin(), rows.end(),
                                      [&](const ui::detail::Row& x) { return x.first == label; });
        QVERIFY(row != rows.end());
        QVERIFY2(row->second.startsWith(expected + QStringLiteral("-bound")),
                 qPrintable(row->second));
        QVERIFY2(front.contains(ui::detail::esc(row->second)), qPrintable(front));
    }

    void explainSaysWhyRidgesDiffer() {
        const Scenario s =
            parseScenario(llama8b(512, 128).toStdString(), test::catalogue()).value();
        const Explanation e = explain(QStringLiteral("ridge"), {s, evaluate(s)});
        const QString lines = e.lines.join(QLatin1Char('\n'));
        for (const char* name : {"GPU ridge: I* =", "engine ridge: I*_engine =",
                                 "decode ridge, decode's own: I*_decode =",
                                 "prefill ridge, prefill's own: I*_prefill ="})
            QVERIFY2(lines.contains(QLatin1String(name)), qPrintable(lines));
        QVERIFY2(e.note.contains(QStringLiteral("engine ridge sits at")), qPrintable(e.note));
    }
};

QTEST_MAIN(TestBoundConsistency)
#include "tst_bound_consistency.moc"
