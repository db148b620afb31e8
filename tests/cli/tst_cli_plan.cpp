// `ridgeline-cli plan` from the outside: the JSON contract, exit codes, and that every plan it
// prints, given back to `ridgeline-cli evaluate`, shows the same numbers and meets the limits.
#include "cli_run.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = ridgeline::test::CliRun;
using ridgeline::test::runCli;

const QString example = QStringLiteral(
    RIDGELINE_SOURCE_DIR "/resources/scenarios/llama-3.1-70b-plan-1000-requests-per-minute"
                         ".ridgeline.json");

double at(const QJsonObject& o, const QString& dotted) {
    QJsonValue v = o;
    for (const QString& key : dotted.split(QLatin1Char('.')))
        v = v.toObject().value(key);
    return v.toDouble(-1);
}

} // namespace

class CliPlanTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void plansReevaluateToTheSameNumbers() {
        const Run r = runCli({QStringLiteral("plan"), example, QStringLiteral("--json"),
                              QStringLiteral("--top"), QStringLiteral("3")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        const QJsonArray plans = doc.value(QStringLiteral("plans")).toArray();
        QCOMPARE(plans.size(), 3);
        QVERIFY(doc.value(QStringLiteral("rejected")).isObject());
        QVERIFY(doc.value(QStringLiteral("rejected"))
                    .toObject()
                    .contains(QStringLiteral("does_not_fit")));
        QTemporaryDir dir;
        double previous = 0;
        for (const QJsonValue& v : plans) {
            const QJsonObject p = v.toObject();
            QCOMPARE(p.value(QStringLiteral("meets")).toBool(), true);
            QVERIFY(at(p, QStringLiteral("usd_per_million_tokens_at_load")) >= previous);
            previous = at(p, QStringLiteral("usd_per_million_tokens_at_load"));
            // The requirement: p95 end to end under 5 s, queueing wait included.
            QVERIFY(at(p, QStringLiteral("load.latency_at_percentile_s")) <= 5.0);
            const QString file = dir.filePath(QStringLiteral("plan.json"));
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QJsonDocument(p.value(QStringLiteral("scenario")).toObject()).toJson());
            f.close();
            const Run e = runCli({QStringLiteral("evaluate"), file, QStringLiteral("--json")});
            QCOMPARE(e.exitCode, 0);
            const QJsonObject alone = QJsonDocument::fromJson(e.out).object();
            const QJsonObject results = p.value(QStringLiteral("results")).toObject();
            for (const char* key :
                 {"inference.decode.tpot_s", "inference.prefill.ttft_s", "inference.latency_s",
                  "cost.usd_per_hour", "memory.per_gpu_bytes"})
                QCOMPARE(at(alone, QLatin1String(key)), at(results, QLatin1String(key)));
            QVERIFY(at(alone, QStringLiteral("inference.latency_s")) <= 5.0);
            QCOMPARE(alone.value(QStringLiteral("memory")).toObject().value(QStringLiteral("fits")),
                     QJsonValue(true));
        }
    }

    void csvHasOneRowPerPlan() {
        const Run r = runCli({QStringLiteral("plan"), example, QStringLiteral("--csv"),
                              QStringLiteral("--top"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith("rank,gpu,count,tensor_parallel"));
        QVERIFY(lines[1].startsWith("1,"));
    }

    // An owned plan says how many whole servers it pays for and the prices it used, dated; the
    // example's first plan is 8 Gaudi 3 (two TP-4 replicas of vllm-gaudi) in one 8-card server, a
    // part with no public rental rate (3 MI355X in one platform before vllm-gaudi existed).
    void jsonSaysServersAndPrices() {
        const Run r = runCli({QStringLiteral("plan"), example, QStringLiteral("--json"),
                              QStringLiteral("--top"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject first = QJsonDocument::fromJson(r.out)
                                      .object()
                                      .value(QStringLiteral("plans"))
                                      .toArray()
                                      .at(0)
                                      .toObject();
        QCOMPARE(first.value(QStringLiteral("servers")).toInt(), 1);
        const QJsonObject prices = first.value(QStringLiteral("prices")).toObject();
        QCOMPARE(prices.value(QStringLiteral("gpus_per_server")).toInt(), 8);
        QCOMPARE(prices.value(QStringLiteral("server_usd")).toDouble(), 45000.0);
        QCOMPARE(prices.value(QStringLiteral("gpu_usd")).toDouble(), 15625.0);
        QCOMPARE(prices.value(QStringLiteral("gpu_price_date")).toString(),
                 QStringLiteral("2024-06"));
        QVERIFY(prices.value(QStringLiteral("cloud_usd_per_gpu_hour")).isNull());
        const Run text =
            runCli({QStringLiteral("plan"), example, QStringLiteral("--top"), QStringLiteral("1")});
        QVERIFY(text.out.contains("no public rental rate"));
        QVERIFY(text.out.contains("1 server of 8 GPUs at $45000 each without GPUs"));
    }

    void invalidRequirementsExitTwo() {
        const Run bad = runCli({QStringLiteral("plan"), QStringLiteral("-")},
                               R"({"requirements": {"requests_per_s": 0, "latency_s": 5}})");
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.out.isEmpty());
        QVERIFY(bad.err.contains("requirements.requests_per_s"));
        QVERIFY(bad.err.contains("allowed"));
        const Run none = runCli({QStringLiteral("plan"), QStringLiteral("-")}, "{}");
        QCOMPARE(none.exitCode, 2);
        QVERIFY(none.err.startsWith("requirements:"));
        const Run top =
            runCli({QStringLiteral("plan"), example, QStringLiteral("--top"), QStringLiteral("0")});
        QCOMPARE(top.exitCode, 2);
        QVERIFY(top.err.contains("--top"));
    }

    void nothingMeetsGivesReasons() {
        const Run r =
            runCli({QStringLiteral("plan"), QStringLiteral("-"), QStringLiteral("--json")},
                   R"({"model": {"preset": "llama-3.1-70b"},
                                 "requirements": {"requests_per_s": 5, "tpot_s": 0.0001}})");
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QVERIFY(doc.value(QStringLiteral("plans")).toArray().isEmpty());
        const QJsonObject rejected = doc.value(QStringLiteral("rejected")).toObject();
        QVERIFY(rejected.value(QStringLiteral("too_slow_per_token")).toInt() > 0);
        const Run table = runCli({QStringLiteral("plan"), QStringLiteral("-")},
                                 R"({"model": {"preset": "llama-3.1-70b"},
                                     "requirements": {"requests_per_s": 5, "tpot_s": 0.0001}})");
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("No configuration meets the requirements."));
        QVERIFY(table.out.contains("too slow per token"));
    }
};

QTEST_GUILESS_MAIN(CliPlanTest)
#include "tst_cli_plan.moc"
