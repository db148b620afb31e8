// ridgeline-cli import-model and calibrate from the outside: exit codes, stdout/stderr
// discipline, and a calibrated catalogue that --catalogue then reads.
#include "cli_run.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = ridgeline::test::CliRun;
using ridgeline::test::runCli;

QString data(const QString& relative) {
    return QStringLiteral(RIDGELINE_SOURCE_DIR "/tests/data/") + relative;
}

} // namespace

class CliMeasureTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void importModelPrintsAModelObject();
    void importModelRefusesWithExitTwo();
    void calibrateWritesACatalogueThatEvaluates();
    void calibrateNamesWhatIsMissing();
};

void CliMeasureTest::importModelPrintsAModelObject() {
    const Run r = runCli({QStringLiteral("import-model"),
                          data(QStringLiteral("hf_configs/mixtral-8x7b-v0.1.json"))});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject model = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(model.value(QStringLiteral("experts")).toInt(), 8);
    QCOMPARE(model.value(QStringLiteral("ffn")).toInt(), 14336);
    QVERIFY(r.err.contains("46.70B parameters"));
    // The printed object is a scenario's model as it stands.
    const QByteArray scenario = "{\"model\": " + r.out + ", \"hardware\": {\"gpu\": \"h100-sxm\"}}";
    const Run e = runCli(
        {QStringLiteral("evaluate"), QStringLiteral("-"), QStringLiteral("--json")}, scenario);
    QCOMPARE(e.exitCode, 0);
}

void CliMeasureTest::importModelRefusesWithExitTwo() {
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("config.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"model_type": "gpt2", "n_embd": 768})");
    f.close();
    const Run r = runCli({QStringLiteral("import-model"), f.fileName()});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("hidden_size"), r.err.constData());
}

void CliMeasureTest::calibrateWritesACatalogueThatEvaluates() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("mine.json"));
    const Run r = runCli(
        {QStringLiteral("calibrate"), data(QStringLiteral("measurements/llama-cpp-decode.csv")),
         QStringLiteral("--engine"), QStringLiteral("mine"), QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("MAPE 52.2% before, 12.9% after"), r.out.constData());
    QVERIFY(QFile::exists(out));
    const QByteArray scenario = R"({"workload": {"engine": "mine"}})";
    const Run e = runCli({QStringLiteral("--catalogue"), out, QStringLiteral("evaluate"),
                          QStringLiteral("-"), QStringLiteral("--json")},
                         scenario);
    QCOMPARE(e.exitCode, 0);
    const Run engines = runCli({QStringLiteral("--catalogue"), out, QStringLiteral("engines")});
    QVERIFY(engines.out.contains("mine"));
}

void CliMeasureTest::calibrateNamesWhatIsMissing() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("v.json"));
    const Run r =
        runCli({QStringLiteral("calibrate"), data(QStringLiteral("measurements/vllm-serving.json")),
                QStringLiteral("--engine"), QStringLiteral("v"), QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("gpu: cannot tell") && r.err.contains("--gpu"), r.err.constData());
    QVERIFY(!QFile::exists(out));
    const Run usage = runCli({QStringLiteral("calibrate"), QStringLiteral("x.csv")});
    QCOMPARE(usage.exitCode, 2);
    QVERIFY(usage.err.contains("usage"));
}

QTEST_GUILESS_MAIN(CliMeasureTest)
#include "tst_cli_measure.moc"
