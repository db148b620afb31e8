// Arithmetic a student can redo: for every explain entry of every example scenario (inference,
// training, a planned one), on every compared GPU, each line that states a computed value
// carries its machine-readable form; that expression, evaluated, gives the stated result within
// 0.5 %, and the line shows the very numbers the expression uses (each term's text read back,
// unit and all, is the term's value within the display's rounding).
#include "arithmetic_check.h"
#include "core/evaluation/evaluate.h"
#include "core/files/scenario_io.h"
#include "core/plan/plan.h"
#include "ui/explain/explanation.h"
#include "ui/units.h"
#include "ui_fixture.h"

#include <fmt/format.h>

#include <QDir>
#include <QFile>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <optional>

using namespace ridgeline;
using namespace ridgeline::ui;
using namespace ridgeline::test::arithmetic;

namespace {

// Every key the window explains in a mode: its summary tiles and its charts' hover keys.
QStringList keysFor(Mode mode) {
    const QStringList shared{QStringLiteral("weights"),    QStringLiteral("memory-per-gpu"),
                             QStringLiteral("memory-bar"), QStringLiteral("usable-vram"),
                             QStringLiteral("ridge"),      QStringLiteral("roof"),
                             QStringLiteral("per-dollar"), QStringLiteral("cost-owned"),
                             QStringLiteral("cost-cloud"), QStringLiteral("break-even")};
    if (mode == Mode::training)
        return shared +
               QStringList{QStringLiteral("training-flop"),      QStringLiteral("training-time"),
                           QStringLiteral("time-curve"),         QStringLiteral("training-point"),
                           QStringLiteral("gpu-hours"),          QStringLiteral("training-cost"),
                           QStringLiteral("run-cost-curve"),     QStringLiteral("implied-mfu"),
                           QStringLiteral("scaling-curve"),      QStringLiteral("comm-share"),
                           QStringLiteral("scaling-efficiency"), QStringLiteral("nodes"),
                           QStringLiteral("node-boundary"),      QStringLiteral("deadline"),
                           QStringLiteral("training-bound")};
    return shared + QStringList{QStringLiteral("tokens-per-s"),  QStringLiteral("per-user"),
                                QStringLiteral("tpot"),          QStringLiteral("ttft"),
                                QStringLiteral("bound"),         QStringLiteral("decode-point"),
                                QStringLiteral("prefill-point"), QStringLiteral("kv-cache"),
                                QStringLiteral("kv-series"),     QStringLiteral("kv-limit"),
                                QStringLiteral("kv-longest"),    QStringLiteral("max-batch"),
                                QStringLiteral("cost-point"),    QStringLiteral("cost-curve"),
                                QStringLiteral("cloud-point"),   QStringLiteral("prefill-bound"),
                                QStringLiteral("energy")};
}

QString scenarioDir() {
    return QStringLiteral(RIDGELINE_SOURCE_DIR "/resources/scenarios");
}

Scenario scenarioFile(const QString& name) {
    QFile file(scenarioDir() + QLatin1Char('/') + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const Result<Scenario> s = parseScenario(file.readAll().toStdString(), test::catalogue());
    return s.ok() ? s.value() : Scenario{};
}

QStringList exampleScenarios() {
    return QDir(scenarioDir())
        .entryList({QStringLiteral("*.ridgeline.json")}, QDir::Files, QDir::Name);
}

} // namespace

class TestExplainArithmetic : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Numbers as the C locale writes them (no grouping), so that a shown term reads back.
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void evaluatorComputes_data() {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<double>("expected");
        QTest::newRow("precedence") << "1 + 2 * 3 - 4 / 2" << 5.0;
        QTest::newRow("parentheses") << "(1 + 2) * (3 - 1)" << 6.0;
        QTest::newRow("unary minus") << "-2 * -(3 - 1)" << 4.0;
        QTest::newRow("exponent") << "1.79e12 / (989e12 * 0.6)" << 1.79e12 / (989e12 * 0.6);
        QTest::newRow("max") << "max(8.72e-3, 6.29e-3) + 0 + 0" << 8.72e-3;
        QTest::newRow("min of three") << "min(3, 1.5, 2)" << 1.5;
        QTest::newRow("ceil") << "ceil(64 / 8.5)" << 8.0;
        QTest::newRow("ln") << "2 * ln(4 / (1 - 0.5))" << 2.0 * std::log(8.0);
    }

    void evaluatorComputes() {
        QFETCH(QString, expression);
        QFETCH(double, expected);
        const std::optional<double> v = evaluateExpression(expression);
        QVERIFY2(v, qPrintable(expression));
        QVERIFY(test::near(*v, expected));
    }

    void evaluatorRefusesNonsense() {
        for (const char* bad : {"1 +", "max(1, 2", "2 3", "sqrt(4)", "inf", "1 / (2))"})
            QVERIFY2(!evaluateExpression(QString::fromLatin1(bad)), bad);
    }

    void checkCatchesWrongArithmetic() {
        // The training step as it was: the terms shown do not make the result.
        Explanation e{QStringLiteral("Training step"), {}, {}, {}};
        e.addArithmetic(
            QStringLiteral("step = %1 / (1 - %2) + %3 = %4"), QStringLiteral("%1 / (1 - %2) + %3"),
            {term::seconds(3.79), term::number(0.0976), term::seconds(1.39), term::seconds(5.73)});
        QVERIFY(!problemsOf(e).isEmpty());
        // A line whose value is shown in another unit than the expression uses.
        Explanation mixed{QStringLiteral("Units"), {}, {}, {}};
        mixed.addArithmetic(QStringLiteral("t = %1 × 2 = %2"), QStringLiteral("%1 * 2"),
                            {{8.72, units::seconds(8.72e-3)}, term::seconds(17.44)});
        QVERIFY(!problemsOf(mixed).isEmpty());
        // A computed line with no machine form.
        Explanation bare{QStringLiteral("Bare"), {QStringLiteral("a = 1 + 2 = 3")}, {}, {}};
        QVERIFY(!problemsOf(bare).isEmpty());
        // And a right one passes.
        Explanation right{QStringLiteral("Right"), {}, {}, {}};
        right.addArithmetic(
            QStringLiteral("step = %1 + %2 + %3 = %4"), QStringLiteral("%1 + %2 + %3"),
            {term::seconds(3.79), term::seconds(0.55), term::seconds(1.39), term::seconds(5.73)});
        QVERIFY2(problemsOf(right).isEmpty(), qPrintable(problemsOf(right).join(u'\n')));
    }

    void examplesCoverEveryKind() {
        bool inference = false, training = false, planned = false;
        for (const QString& name : exampleScenarios()) {
            const Scenario s = scenarioFile(name);
            QVERIFY2(!s.model.preset.empty() || s.model.arch.layers > 0, qPrintable(name));
            inference = inference || s.workload.mode == Mode::inference;
            training = training || s.workload.mode == Mode::training;
            planned = planned || s.requirements.has_value();
        }
        QVERIFY(inference);
        QVERIFY(training);
        QVERIFY(planned);
    }

    // A mixture of experts: the notes of throughput and of the first token name the experts'
    // own M (k / E of a step's tokens) and the engine's grouped-GEMM share, TensorRT-LLM's 0.7;
    // a dense model's notes do not speak of experts.
    void expertNotesNameTheShare() {
        const auto parsed = [](const std::string& json) {
            const Result<Scenario> r = parseScenario(json, test::catalogue());
            return r.ok() ? r.value() : Scenario{};
        };
        const Scenario moe = parsed(
            R"({"model": {"preset": "deepseek-r1"}, "hardware": {"gpu": "h200-sxm", "count": 8},
                "workload": {"engine": "tensorrt-llm", "tensor_parallel": 8, "batch": 16,
                             "weight_format": "fp8", "compute_format": "fp8"}})");
        const Scenario dense = parsed(R"({"model": {"preset": "llama-2-7b"}})");
        QCOMPARE(moe.model.arch.experts, 256);
        QCOMPARE(dense.model.arch.experts <= 1, true);
        const Results moeResults = evaluate(moe), denseResults = evaluate(dense);
        for (const QString& key : {QStringLiteral("tokens-per-s"), QStringLiteral("ttft")}) {
            const QString note =
                explain(key, {moe, moeResults, nullptr, units::MemoryUnit::binary}).note;
            QVERIFY2(note.contains(QStringLiteral("k / E = 8 / 256")), qPrintable(note));
            QVERIFY2(note.contains(QStringLiteral("at 0.7 of a dense GEMM")), qPrintable(note));
            QVERIFY(!explain(key, {dense, denseResults, nullptr, units::MemoryUnit::binary})
                         .note.contains(QStringLiteral("Routed experts")));
        }
    }

    // A static batch's required load (llama.cpp): the explain panel words the wait for the
    // running batch instead of Erlang C, and every line of it redoes; with fewer places than a
    // batch time's arrivals, one batch more.
    void staticBatchWaitRedoes_data() {
        QTest::addColumn<int>("batch");
        QTest::addColumn<bool>("roomy");
        QTest::newRow("roomy") << 32 << true;
        QTest::newRow("short of places") << 8 << false;
    }
    void staticBatchWaitRedoes() {
        QFETCH(int, batch);
        QFETCH(bool, roomy);
        const Result<Scenario> parsed =
            parseScenario(fmt::format(R"({{"model": {{"preset": "llama-3.1-8b"}},
                "hardware": {{"gpu": "rtx-4090", "count": 2}},
                "workload": {{"engine": "llama.cpp", "batch": {}, "prompt_tokens": 500,
                             "output_tokens": 100}},
                "requirements": {{"requests_per_s": 4, "percentile": 90}}}})",
                                      batch),
                          test::catalogue());
        QVERIFY(parsed.ok());
        const Scenario& s = parsed.value();
        const Results r = evaluate(s);
        QVERIFY(r.requiredLoad && r.requiredLoad->staticBatch);
        const ServingLoad& l = *r.requiredLoad;
        QVERIFY(!l.overloaded);
        QCOMPARE(l.placesNeeded <= batch, roomy);
        QCOMPARE(l.placesShort, !roomy);
        // Two replicas fed in turn: busy when two or more arrive within one batch time.
        const double x = l.requestsPerS * r.inference.latencyS;
        QVERIFY(std::abs(l.waitProbability - (1.0 - std::exp(-x) * (1.0 + x))) < 1e-9);
        const Explanation e =
            explain(QStringLiteral("ttft"), {s, r, nullptr, units::MemoryUnit::binary});
        const QString text = e.lines.join(u'\n');
        QVERIFY2(text.contains(QStringLiteral("A static batch")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Erlang C")), qPrintable(text));
        QCOMPARE(text.contains(QStringLiteral("one batch more")), !roomy);
        QVERIFY2(problemsOf(e).isEmpty(), qPrintable(problemsOf(e).join(u'\n')));
        QVERIFY(text.contains(units::seconds(l.ttftAtPercentileS)));
    }

    void everyEntryRedoes_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("decimal");
        for (const QString& name : exampleScenarios()) {
            QTest::newRow(qPrintable(name)) << name << false;
            QTest::newRow(qPrintable(name + QStringLiteral(" (GB)"))) << name << true;
        }
        // A plan opened in the explorer: its required load, queue and cost at that load.
        for (const QString& name : exampleScenarios())
            if (scenarioFile(name).requirements)
                QTest::newRow(qPrintable(QStringLiteral("planned: ") + name))
                    << QStringLiteral("planned: ") + name << false;
    }

    void everyEntryRedoes() {
        QFETCH(QString, file);
        QFETCH(bool, decimal);
        const units::MemoryUnit unit =
            decimal ? units::MemoryUnit::decimal : units::MemoryUnit::binary;
        auto model = test::makeModel();
        const QString plannedPrefix = QStringLiteral("planned: ");
        if (file.startsWith(plannedPrefix)) {
            const PlanResult plans =
                plan(scenarioFile(file.mid(plannedPrefix.size())), test::catalogue());
            QVERIFY(!plans.plans.empty());
            QVERIFY(plans.plans.front().results.requiredLoad);
            model->setScenario(plans.plans.front().scenario);
        } else {
            model->setScenario(scenarioFile(file));
        }
        model->flush();
        const ChartData& data = model->chartData();
        QVERIFY(!data.results.empty());
        QStringList problems;
        int checked = 0;
        for (std::size_t i = 0; i < data.results.size(); ++i) {
            const GpuChoice choice = model->gpuChoices().at(i);
            const Scenario on = scenarioOn(model->scenario(), choice);
            const Results& r = data.results.at(i);
            // The serving simulation: the primary choice of a scenario that serves a load.
            const bool primary = int(i) == model->primaryIndex();
            const ServingCurve* curve = primary && data.serving ? &*data.serving : nullptr;
            QStringList keys = keysFor(on.workload.mode);
            if (primary && on.workload.serving && on.workload.mode == Mode::inference)
                keys << QStringLiteral("serving-ttft-p99") << QStringLiteral("serving-ttft")
                     << QStringLiteral("serving-tpot") << QStringLiteral("serving-capacity");
            for (const QString& key : keys) {
                const Explanation e = explain(key, {on, r, curve, unit});
                const QString where = QStringLiteral("%1 on %2, %3: ")
                                          .arg(file, QString::fromStdString(choice.gpu.name), key);
                if (e.isEmpty()) {
                    problems << where + QStringLiteral("no explanation");
                    continue;
                }
                // An entry without arithmetic only says why there is nothing to compute.
                if (e.arithmetic.isEmpty() &&
                    (e.lines.size() != 1 || e.lines.first().contains(QLatin1Char('='))))
                    problems << where + QStringLiteral("no arithmetic: ") +
                                    e.lines.join(QStringLiteral(" | "));
                for (const QString& p : problemsOf(e))
                    problems << where + p;
                if (qEnvironmentVariableIsSet("RIDGELINE_DUMP_EXPLAIN"))
                    qInfo().noquote() << where << e.title << '\n' << e.lines.join(u'\n');
                checked += int(e.arithmetic.size());
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(checked > 20);
    }
};

QTEST_MAIN(TestExplainArithmetic)
#include "tst_explain_arithmetic.moc"
