// ridgeline-cli from the outside: what a script calling it relies on.
#include "cli_run.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <utility>

namespace {

using Run = ridgeline::test::CliRun;
using ridgeline::test::runCli;

QString source(const QString& relative) {
    return QStringLiteral(RIDGELINE_SOURCE_DIR "/") + relative;
}

} // namespace

class CliTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void helpAndVersion();
    void evaluatesEveryExample();
    void readmeExampleHasEveryContractKey();
    void badInput_data();
    void badInput();
    void oversizedInputIsRefused();
    void userCatalogueAddsAndReplaces();
    void brokenUserCatalogue();
    void sweepCsvHasOneRowPerValue();
    void sweepRefusesBadRange();
    void listsCatalogues();
    void comparesConfigurations();
    void everyPassHasItsVerdict();
};

void CliTest::helpAndVersion() {
    const Run help = runCli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("evaluate"));
    const Run version = runCli({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith("ridgeline-cli "));
    const Run nothing = runCli({});
    QCOMPARE(nothing.exitCode, 2);
    QVERIFY(nothing.out.isEmpty());
    // --explain-defaults writes what an empty file means (the file format's model and GPU),
    // not the app's built-in Qwen3-8B on an RTX 5090.
    const Run defaults = runCli({QStringLiteral("evaluate"), QStringLiteral("--explain-defaults")});
    QCOMPARE(defaults.exitCode, 0);
    QVERIFY(defaults.out.contains("\"preset\": \"llama-2-7b\""));
    QVERIFY(defaults.out.contains("\"gpu\": \"rtx-4090\""));
    QVERIFY(!defaults.out.contains("qwen3-8b"));
}

void CliTest::evaluatesEveryExample() {
    const QDir dir(source(QStringLiteral("resources/scenarios")));
    const QStringList files = dir.entryList({QStringLiteral("*.ridgeline.json")});
    QVERIFY(files.size() >= 6);
    for (const QString& f : files) {
        const Run r =
            runCli({QStringLiteral("evaluate"), dir.filePath(f), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(f + QStringLiteral(": ") + QString::fromUtf8(r.err)));
        QVERIFY(r.err.isEmpty());
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(f));
        QVERIFY(doc.object().value(QStringLiteral("memory")).isObject());
        const Run table = runCli({QStringLiteral("evaluate"), dir.filePath(f)});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("Memory per GPU"));
    }
}

void CliTest::readmeExampleHasEveryContractKey() {
    const Run r =
        runCli({QStringLiteral("evaluate"),
                source(QStringLiteral("resources/scenarios/llama-2-7b-rtx-4090.ridgeline.json")),
                QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    const QStringList keys = {QStringLiteral("model.params"),
                              QStringLiteral("model.active_params"),
                              QStringLiteral("model.layers"),
                              QStringLiteral("model.hidden"),
                              QStringLiteral("model.kv_heads"),
                              QStringLiteral("model.head_dim"),
                              QStringLiteral("memory.weights_bytes"),
                              QStringLiteral("memory.kv_cache_bytes"),
                              QStringLiteral("memory.activations_bytes"),
                              QStringLiteral("memory.gradients_bytes"),
                              QStringLiteral("memory.optimizer_bytes"),
                              QStringLiteral("memory.overhead_bytes"),
                              QStringLiteral("memory.total_bytes"),
                              QStringLiteral("memory.per_gpu_bytes"),
                              QStringLiteral("memory.fits"),
                              QStringLiteral("memory.gpus_needed"),
                              QStringLiteral("inference.decode.tokens_per_s"),
                              QStringLiteral("inference.decode.tpot_s"),
                              QStringLiteral("inference.decode.intensity_flop_per_byte"),
                              QStringLiteral("inference.decode.bound"),
                              QStringLiteral("inference.prefill.ttft_s"),
                              QStringLiteral("inference.prefill.intensity_flop_per_byte"),
                              QStringLiteral("inference.kv_bytes_per_token"),
                              QStringLiteral("inference.max_batch"),
                              QStringLiteral("inference.latency_s"),
                              QStringLiteral("roofline.peak_flops"),
                              QStringLiteral("roofline.bandwidth_bytes_per_s"),
                              QStringLiteral("roofline.ridge_flop_per_byte"),
                              QStringLiteral("training.flops"),
                              QStringLiteral("training.time_s"),
                              QStringLiteral("training.gpu_hours"),
                              QStringLiteral("training.gpus_for_deadline"),
                              QStringLiteral("training.step_time_s"),
                              QStringLiteral("training.communication_s"),
                              QStringLiteral("training.scaling_efficiency"),
                              QStringLiteral("cost.usd_per_hour"),
                              QStringLiteral("cost.usd_per_million_tokens"),
                              QStringLiteral("cost.cloud_usd_per_million_tokens"),
                              QStringLiteral("cost.break_even_hours"),
                              QStringLiteral("cost.tokens_per_s_per_usd_hour"),
                              QStringLiteral("cost.cloud_tokens_per_s_per_usd_hour"),
                              QStringLiteral("cost.training_usd")};
    for (const QString& key : keys) {
        QJsonValue v = root;
        for (const QString& part : key.split(QLatin1Char('.'))) {
            QVERIFY2(v.isObject() && v.toObject().contains(part), qPrintable(key));
            v = v.toObject().value(part);
        }
        // Inference scenario: inference keys hold values, training keys are null.
        if (key.startsWith(QStringLiteral("training.")))
            QVERIFY2(v.isNull(), qPrintable(key));
        else if (key.startsWith(QStringLiteral("inference.")) ||
                 key.startsWith(QStringLiteral("memory.")))
            QVERIFY2(!v.isNull(), qPrintable(key));
    }
    QCOMPARE(root.value(QStringLiteral("inference"))
                 .toObject()
                 .value(QStringLiteral("decode"))
                 .toObject()
                 .value(QStringLiteral("bound"))
                 .toString(),
             QStringLiteral("memory"));
    // Throughput per dollar-hour: decode tokens/s over the owned and the cloud cost per hour.
    const QJsonObject cost = root.value(QStringLiteral("cost")).toObject();
    const double tokensPerS = root.value(QStringLiteral("inference"))
                                  .toObject()
                                  .value(QStringLiteral("decode"))
                                  .toObject()
                                  .value(QStringLiteral("tokens_per_s"))
                                  .toDouble();
    QVERIFY(tokensPerS > 0);
    for (const auto& [perDollar, perHour] :
         {std::pair{QStringLiteral("tokens_per_s_per_usd_hour"), QStringLiteral("usd_per_hour")},
          std::pair{QStringLiteral("cloud_tokens_per_s_per_usd_hour"),
                    QStringLiteral("cloud_usd_per_hour")}}) {
        const double expected = tokensPerS / cost.value(perHour).toDouble();
        QVERIFY2(std::abs(cost.value(perDollar).toDouble() / expected - 1) < 1e-9,
                 qPrintable(perDollar));
    }
}

// Every class of bad input: exit 2, nothing on stdout, one line per problem naming the field.
void CliTest::badInput_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("field");
    const QDir dir(source(QStringLiteral("tests/data/bad")));
    QFile index(dir.filePath(QStringLiteral("expected.txt")));
    QVERIFY(index.open(QIODevice::ReadOnly | QIODevice::Text));
    while (!index.atEnd()) {
        const QString line = QString::fromUtf8(index.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList parts = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QTest::newRow(qPrintable(parts[0])) << dir.filePath(parts[0]) << parts.value(1);
    }
}

void CliTest::badInput() {
    QFETCH(QString, file);
    QFETCH(QString, field);
    const Run r = runCli({QStringLiteral("evaluate"), file, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY(!r.err.isEmpty());
    // One line per problem, each saying what is allowed, however odd the key or value.
    for (const QByteArray& line : r.err.trimmed().split('\n')) {
        QVERIFY2(line.contains(": "), line.constData());
        QVERIFY2(line.contains("allowed"), line.constData());
        QVERIFY2(line.size() < 2000, line.left(200).constData());
        for (const char c : line)
            QVERIFY2(static_cast<unsigned char>(c) >= 0x20, line.constData());
    }
    QVERIFY2(
        r.err.startsWith(field.toUtf8() + ":") || r.err.contains("\n" + field.toUtf8() + ":"),
        qPrintable(
            QStringLiteral("want a line for %1, got: %2").arg(field, QString::fromUtf8(r.err))));
    // The same through standard input.
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const Run piped = runCli({QStringLiteral("evaluate"), QStringLiteral("-")}, f.readAll());
    QCOMPARE(piped.exitCode, 2);
    QVERIFY(piped.out.isEmpty());
}

void CliTest::oversizedInputIsRefused() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    const QByteArray block(1 << 20, ' ');
    for (int i = 0; i < 50; ++i)
        f.write(block);
    f.close();
    const Run r = runCli({QStringLiteral("evaluate"), path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY(r.err.contains("too large"));
}

void CliTest::userCatalogueAddsAndReplaces() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"gpus": [{"id": "my-card", "name": "My card", "memory_gib": 48,
        "bandwidth_bytes_per_s": 1.5e12, "flops": {"bf16": 300e12}, "tdp_w": 300,
        "price_usd": 5000},
        {"id": "rtx-4090", "base": "rtx-4090", "price_usd": 1999}]})");
    f.close();
    const QByteArray scenario = R"({"hardware": {"gpu": "my-card"}})";
    const Run r = runCli({QStringLiteral("--catalogue"), path, QStringLiteral("evaluate"),
                          QStringLiteral("-"), QStringLiteral("--json")},
                         scenario);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value(QStringLiteral("roofline"))
                 .toObject()
                 .value(QStringLiteral("peak_flops"))
                 .toDouble(),
             300e12);
    const Run list = runCli({QStringLiteral("--catalogue"), path, QStringLiteral("gpus")});
    QVERIFY(list.out.contains("my-card"));
    QVERIFY(list.out.contains("$1999"));
}

void CliTest::brokenUserCatalogue() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"gpus": [{"id": "half-card", "name": "Half", "memory_gib": -4,
        "bandwidth_bytes_per_s": 1e12, "flops": {"bf16": 1e14}}]})");
    f.close();
    const Run r = runCli({QStringLiteral("--catalogue"), path, QStringLiteral("gpus")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("gpus[0].memory_gib"), r.err.constData());
    QVERIFY(r.err.contains("allowed"));
}

void CliTest::sweepCsvHasOneRowPerValue() {
    const QString file =
        source(QStringLiteral("resources/scenarios/llama-2-7b-rtx-4090.ridgeline.json"));
    const Run r = runCli({QStringLiteral("sweep"), file, QStringLiteral("--vary"),
                          QStringLiteral("batch=1..1024"), QStringLiteral("--csv")});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + 11); // header, then 1, 2, 4, ..., 1024
    QVERIFY(lines[0].startsWith("batch,tokens_per_s"));
    QVERIFY(lines[1].startsWith("1,"));
    QVERIFY(lines[11].startsWith("1024,"));
    const Run json = runCli({QStringLiteral("sweep"), file, QStringLiteral("--vary"),
                             QStringLiteral("prompt_tokens=128,1024"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(
        QJsonDocument::fromJson(json.out).object().value(QStringLiteral("points")).toArray().size(),
        2);
}

void CliTest::sweepRefusesBadRange() {
    const QString file =
        source(QStringLiteral("resources/scenarios/llama-2-7b-rtx-4090.ridgeline.json"));
    // Whole-number fields refuse fractions in lists, ranges and point counts.
    for (const char* spec :
         {"batch=0..10", "batch=10..1", "depth=1..4", "batch", "batch=1..1e9", "batch=1.5,2",
          "prompt_tokens=0.5..64", "count=1..8.5", "batch=1..64:7.5"}) {
        const Run r = runCli(
            {QStringLiteral("sweep"), file, QStringLiteral("--vary"), QString::fromLatin1(spec)});
        QVERIFY2(r.exitCode == 2, spec);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.startsWith("--vary: "));
        QVERIFY2(r.err.contains("allowed"), r.err.constData());
    }
}

void CliTest::listsCatalogues() {
    const Run gpus = runCli({QStringLiteral("gpus")});
    QCOMPARE(gpus.exitCode, 0);
    for (const char* id : {"h100-sxm", "h100-pcie", "h200-sxm", "b200", "a100-sxm-80gb",
                           "a100-sxm-40gb", "a100-pcie-80gb", "l40s", "l4", "a10g", "t4",
                           "v100-sxm", "rtx-5090", "rtx-4090", "rtx-3090", "mi300x"})
        QVERIFY2(gpus.out.contains(id), id);
    // The table ends with the date of the newest figure in the catalogue.
    const QRegularExpression asOf(QStringLiteral("\ncatalogue as of 20\\d\\d-\\d\\d(-\\d\\d)?\n$"));
    QVERIFY2(asOf.match(QString::fromUtf8(gpus.out)).hasMatch(), gpus.out.right(80).constData());
    const Run models = runCli({QStringLiteral("models")});
    QCOMPARE(models.exitCode, 0);
    QVERIFY(models.out.contains("mixtral-8x7b"));
    const Run engines = runCli({QStringLiteral("engines")});
    QVERIFY(engines.out.contains("tensorrt-llm"));
    // What each engine does and where it runs; each GPU's vendor.
    QVERIFY(engines.out.contains("vendors"));
    for (const QString& line : QString::fromUtf8(engines.out).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("vllm-rocm ")))
            QVERIFY2(line.endsWith(QLatin1String("serve        amd")), qPrintable(line));
        if (line.startsWith(QLatin1String("llm-foundry ")))
            QVERIFY2(line.endsWith(QLatin1String("train        nvidia,amd")), qPrintable(line));
    }
    QVERIFY(gpus.out.contains("vendor"));
    const Run json = runCli({QStringLiteral("engines"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray list = QJsonDocument::fromJson(json.out).array();
    QVERIFY(list.size() >= 10);
    for (const QJsonValue& e : list) {
        const QJsonObject o = e.toObject();
        QVERIFY(o.contains(QStringLiteral("serves")) && o.contains(QStringLiteral("trains")));
        QVERIFY(!o.value(QStringLiteral("vendors")).toArray().isEmpty());
        QVERIFY(!o.value(QStringLiteral("source")).toString().isEmpty());
        QVERIFY(!o.value(QStringLiteral("date")).toString().isEmpty());
    }
}

void CliTest::comparesConfigurations() {
    const QString file =
        source(QStringLiteral("resources/scenarios/8x-h100-cost-per-token.ridgeline.json"));
    const Run fromFile = runCli({QStringLiteral("evaluate"), file, QStringLiteral("--json")});
    QCOMPARE(fromFile.exitCode, 0);
    const QJsonArray compare =
        QJsonDocument::fromJson(fromFile.out).object().value(QStringLiteral("compare")).toArray();
    QCOMPARE(compare.size(), 2);
    QCOMPARE(compare[0].toObject()[QLatin1String("gpu")].toObject()[QLatin1String("id")].toString(),
             QStringLiteral("rtx-4090"));
    QCOMPARE(compare[0].toObject()[QLatin1String("gpu")].toObject()[QLatin1String("count")].toInt(),
             8);
    QVERIFY(compare[1]
                .toObject()[QLatin1String("inference")]
                .toObject()[QLatin1String("decode")]
                .toObject()[QLatin1String("tokens_per_s")]
                .toDouble() > 0);

    const Run given = runCli({QStringLiteral("evaluate"), file, QStringLiteral("--json"),
                              QStringLiteral("--compare"), QStringLiteral("l40s:8:8")});
    QCOMPARE(given.exitCode, 0);
    const QJsonArray one =
        QJsonDocument::fromJson(given.out).object().value(QStringLiteral("compare")).toArray();
    QCOMPARE(one.size(), 1);
    QCOMPARE(one[0].toObject()[QLatin1String("gpu")].toObject()[QLatin1String("id")].toString(),
             QStringLiteral("l40s"));

    const Run table = runCli({QStringLiteral("evaluate"), file});
    QVERIFY(table.out.contains("Compared configurations"));
    QVERIFY(table.out.contains("8 x GeForce RTX 4090 24GB (TP 8)"));

    const Run bad = runCli({QStringLiteral("evaluate"), file, QStringLiteral("--compare"),
                            QStringLiteral("l40s:6:4")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.out.isEmpty());
    QVERIFY(bad.err.startsWith("hardware.compare[0].count:"));
}

// Each pass's verdict against its own roof (physics.h judgePass), in the JSON and the table:
// Llama-2-70B decode on 8 RTX 4090s (TP 8) spends most of a step in all-reduces over PCIe; the
// 4090 pretraining step most of its time in exposed communication, the H100 step computing.
void CliTest::everyPassHasItsVerdict() {
    const QString serving =
        source(QStringLiteral("resources/scenarios/8x-rtx-4090-cost-per-token.ridgeline.json"));
    const Run json = runCli({QStringLiteral("evaluate"), serving, QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject inference =
        QJsonDocument::fromJson(json.out).object().value(QStringLiteral("inference")).toObject();
    for (const char* pass : {"decode", "prefill"}) {
        const QJsonObject p = inference.value(QLatin1String(pass)).toObject();
        QCOMPARE(p.value(QStringLiteral("bound")).toString(), QStringLiteral("communication"));
        QVERIFY(p.value(QStringLiteral("effective_peak_flops")).toDouble() > 0);
        QVERIFY(p.value(QStringLiteral("effective_ridge_flop_per_byte")).toDouble() > 0);
    }
    const QString table = QString::fromUtf8(runCli({QStringLiteral("evaluate"), serving}).out);
    QVERIFY2(table.contains(QRegularExpression(QStringLiteral("\\n  decode +communication-bound"))),
             qPrintable(table));
    QVERIFY2(table.contains(QRegularExpression(
                 QStringLiteral("8 x GeForce RTX 4090 24GB \\(TP 8\\).* communication "))),
             qPrintable(table));

    const QString training = source(
        QStringLiteral("resources/scenarios/llama-2-70b-pretraining-h100-vs-4090.ridgeline.json"));
    const QString trained = QString::fromUtf8(runCli({QStringLiteral("evaluate"), training}).out);
    QVERIFY2(trained.contains(QRegularExpression(QStringLiteral("\\n  step +compute-bound"))),
             qPrintable(trained));
    QVERIFY2(trained.contains(QRegularExpression(
                 QStringLiteral("1024 x GeForce RTX 4090 24GB \\(TP 8\\).* communication "))),
             qPrintable(trained));
    QVERIFY2(trained.contains(
                 QRegularExpression(QStringLiteral("1024 x H100 SXM 80GB \\(TP 8\\).* compute "))),
             qPrintable(trained));
}

QTEST_GUILESS_MAIN(CliTest)
#include "tst_cli.moc"
