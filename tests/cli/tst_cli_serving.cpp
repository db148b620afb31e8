// ridgeline-cli with a serving load: evaluate shows the simulation, capacity answers the inverse
// question within its limits, and bad input exits 2 with nothing on stdout.
#include "cli_run.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

using Run = ridgeline::test::CliRun;
using ridgeline::test::runCli;

// Llama-3.1-8B on one H100 under vLLM with a Poisson load.
const QByteArray served = R"({"ridgeline": 1, "model": {"preset": "llama-3.1-8b"},
    "hardware": {"gpu": "h100-sxm", "count": 1}, "workload": {"prompt_tokens": 1000,
    "output_tokens": 200, "engine": "vllm", "tensor_parallel": 1, "serving": {"arrival":
    "poisson", "requests_per_s": 5, "requests": 500, "seed": 2, "prompt_tokens_cv": 0.5,
    "output_tokens_cv": 0.5}}})";

QJsonObject jsonOf(const Run& r) {
    return QJsonDocument::fromJson(r.out).object();
}

} // namespace

class CliServingTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void evaluateShowsServing() {
        const Run j = runCli(
            {QStringLiteral("evaluate"), QStringLiteral("-"), QStringLiteral("--json")}, served);
        QCOMPARE(j.exitCode, 0);
        const QJsonObject s = jsonOf(j)[QStringLiteral("serving")].toObject();
        QVERIFY(s[QStringLiteral("requests_per_s")].toDouble() > 4.5);
        for (const char* key : {"ttft_s", "tpot_s", "latency_s"}) {
            const QJsonObject p = s[QLatin1String(key)].toObject();
            QVERIFY(p[QStringLiteral("p50")].toDouble() <= p[QStringLiteral("p99")].toDouble());
            QVERIFY(p[QStringLiteral("p99")].toDouble() > 0);
        }
        const Run table = runCli({QStringLiteral("evaluate"), QStringLiteral("-")}, served);
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("Serving under load"));
        QVERIFY(table.out.contains("Poisson, 5 requests/s"));
        const Run plain =
            runCli({QStringLiteral("evaluate"), QStringLiteral("-"), QStringLiteral("--json")},
                   R"({"model": {"preset": "llama-2-7b"}})");
        QCOMPARE(plain.exitCode, 0);
        QVERIFY(jsonOf(plain)[QStringLiteral("serving")].isNull());
    }

    // With no limit, capacity is the offline maximum: all requests at once, at the rate the
    // engine sustains while they wait.
    void capacityWithoutLimitsIsOffline() {
        const Run c = runCli(
            {QStringLiteral("capacity"), QStringLiteral("-"), QStringLiteral("--json")}, served);
        QCOMPARE(c.exitCode, 0);
        const QJsonObject j = jsonOf(c);
        QByteArray offline = served;
        offline.replace("\"poisson\"", "\"closed\"").replace("\"requests_per_s\": 5,", "");
        const Run e = runCli(
            {QStringLiteral("evaluate"), QStringLiteral("-"), QStringLiteral("--json")}, offline);
        const double want = jsonOf(e)[QStringLiteral("serving")]
                                .toObject()[QStringLiteral("requests_per_s")]
                                .toDouble();
        QVERIFY(want > 10);
        // The offline maximum is the rate the saturated iterations sustain: at least the whole
        // run's, whose makespan also holds the last batch's drain.
        const double got = j[QStringLiteral("requests_per_s")].toDouble();
        QVERIFY2(got >= want && got <= 1.5 * want,
                 qPrintable(QStringLiteral("%1 vs %2").arg(got).arg(want)));
        QCOMPARE(j[QStringLiteral("tensor_parallel")].toInt(), 1);
        QCOMPARE(j[QStringLiteral("replicas")].toInt(), 1);
        QVERIFY(j[QStringLiteral("output_tokens_per_s")].toDouble() > 100 * want);
    }

    // The rate found meets every limit at P99, and is below the offline maximum.
    void capacityMeetsItsLimits() {
        const Run c =
            runCli({QStringLiteral("capacity"), QStringLiteral("-"), QStringLiteral("--ttft"),
                    QStringLiteral("0.3"), QStringLiteral("--tpot"), QStringLiteral("0.03"),
                    QStringLiteral("--json")},
                   served);
        QCOMPARE(c.exitCode, 0);
        const QJsonObject j = jsonOf(c);
        const double rate = j[QStringLiteral("requests_per_s")].toDouble();
        QVERIFY(rate > 1);
        const QJsonObject s = j[QStringLiteral("serving")].toObject();
        QVERIFY(s[QStringLiteral("ttft_s")].toObject()[QStringLiteral("p99")].toDouble() <= 0.3);
        QVERIFY(s[QStringLiteral("tpot_s")].toObject()[QStringLiteral("p99")].toDouble() <= 0.03);
        const Run offline = runCli(
            {QStringLiteral("capacity"), QStringLiteral("-"), QStringLiteral("--json")}, served);
        QVERIFY(rate < jsonOf(offline)[QStringLiteral("requests_per_s")].toDouble());
        // A tighter limit carries less.
        const Run tight =
            runCli({QStringLiteral("capacity"), QStringLiteral("-"), QStringLiteral("--ttft"),
                    QStringLiteral("0.1"), QStringLiteral("--tpot"), QStringLiteral("0.03"),
                    QStringLiteral("--json")},
                   served);
        QVERIFY(jsonOf(tight)[QStringLiteral("requests_per_s")].toDouble() < rate);
    }

    void capacityNothingMeets() {
        const Run c =
            runCli({QStringLiteral("capacity"), QStringLiteral("-"), QStringLiteral("--tpot"),
                    QStringLiteral("0.0001"), QStringLiteral("--json")},
                   served);
        QCOMPARE(c.exitCode, 0);
        QCOMPARE(jsonOf(c)[QStringLiteral("requests_per_s")].toDouble(), 0.0);
        const Run text = runCli({QStringLiteral("capacity"), QStringLiteral("-"),
                                 QStringLiteral("--tpot"), QStringLiteral("0.0001")},
                                served);
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("No request rate meets the limits"));
    }

    void capacityBadInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        const QString f = QStringLiteral("-");
        QTest::newRow("negative ttft")
            << QStringList{f, QStringLiteral("--ttft"), QStringLiteral("-1")} << served;
        QTest::newRow("ttft text")
            << QStringList{f, QStringLiteral("--ttft"), QStringLiteral("soon")} << served;
        QTest::newRow("no value") << QStringList{f, QStringLiteral("--latency")} << served;
        QTest::newRow("percentile")
            << QStringList{f, QStringLiteral("--percentile"), QStringLiteral("20")} << served;
        QTest::newRow("option") << QStringList{f, QStringLiteral("--fast")} << served;
        QTest::newRow("no file") << QStringList{} << served;
        QTest::newRow("missing file")
            << QStringList{QStringLiteral("/nonexistent/x.json")} << served;
        QTest::newRow("training") << QStringList{f}
                                  << QByteArray(R"({"workload": {"mode": "training"}})");
        QTest::newRow("bad serving")
            << QStringList{f} << QByteArray(R"({"workload": {"serving": {"requests": 0}}})");
    }
    void capacityBadInput() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        const Run r = runCli(QStringList{QStringLiteral("capacity")} + args, input);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
    }

    // frontier: every layout swept over the concurrency, the JSON and the table alike.
    void frontierPrintsEveryLayout() {
        const Run j = runCli({QStringLiteral("frontier"), QStringLiteral("-"),
                              QStringLiteral("--concurrency"), QStringLiteral("1,16"),
                              QStringLiteral("--json")},
                             served);
        QCOMPARE(j.exitCode, 0);
        const QJsonArray configs = jsonOf(j)[QStringLiteral("configurations")].toArray();
        QCOMPARE(configs.size(), 4); // tensor parallel 1, 2, 4, 8 on an 8-GPU server
        const QJsonObject first = configs[0].toObject();
        QCOMPARE(first[QStringLiteral("gpu")].toString(), QStringLiteral("h100-sxm"));
        const QJsonArray points = first[QStringLiteral("points")].toArray();
        QCOMPARE(points.size(), 2);
        const double one = points[0]
                               .toObject()[QStringLiteral("per_gpu")]
                               .toObject()[QStringLiteral("output_tokens_per_s")]
                               .toDouble();
        const double sixteen = points[1]
                                   .toObject()[QStringLiteral("per_gpu")]
                                   .toObject()[QStringLiteral("output_tokens_per_s")]
                                   .toDouble();
        QVERIFY(sixteen > 4 * one);
        QVERIFY(!jsonOf(j)[QStringLiteral("front")].toArray().isEmpty());
        const Run text = runCli({QStringLiteral("frontier"), QStringLiteral("-"),
                                 QStringLiteral("--concurrency"), QStringLiteral("1,16")},
                                served);
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("1 x H100 SXM 80GB (TP 1, EP 1)"));
        QVERIFY(text.out.contains("4 configurations, 8 closed-loop simulations"));
    }

    // --interactivity: the JSON's pick is the core's cheapest point at or above it, and the CSV
    // marks exactly that point.
    void frontierPicksTheCheapestAtAnInteractivity() {
        const QStringList args = {QStringLiteral("frontier"),        QStringLiteral("-"),
                                  QStringLiteral("--concurrency"),   QStringLiteral("1,16"),
                                  QStringLiteral("--interactivity"), QStringLiteral("20")};
        const Run j = runCli(args + QStringList{QStringLiteral("--json")}, served);
        QCOMPARE(j.exitCode, 0);
        const QJsonObject pick = jsonOf(j)[QStringLiteral("pick")].toObject();
        QCOMPARE(pick[QStringLiteral("interactivity_tokens_per_s")].toDouble(), 20.0);
        const QJsonObject owned = pick[QStringLiteral("owned")].toObject();
        QVERIFY(owned[QStringLiteral("interactivity_tokens_per_s")].toDouble() >= 20);
        const double price = owned[QStringLiteral("usd_per_million_tokens")]
                                 .toObject()[QStringLiteral("owned")]
                                 .toDouble();
        QVERIFY(price > 0);
        for (const QJsonValue& c : jsonOf(j)[QStringLiteral("configurations")].toArray())
            for (const QJsonValue& p : c.toObject()[QStringLiteral("points")].toArray()) {
                const QJsonObject o = p.toObject();
                if (o[QStringLiteral("interactivity_tokens_per_s")].toDouble() >= 20)
                    QVERIFY(o[QStringLiteral("usd_per_million_tokens")]
                                .toObject()[QStringLiteral("owned")]
                                .toDouble() >= price);
            }
        const Run csv = runCli(args + QStringList{QStringLiteral("--csv")}, served);
        QCOMPARE(csv.exitCode, 0);
        QVERIFY(csv.out.startsWith("gpu,"));
        QVERIFY(csv.out.contains(",on_front,cheapest_owned,cheapest_cloud\n"));
        int ownedRows = 0, cloudRows = 0;
        for (const QByteArray& line : csv.out.split('\n').mid(1)) {
            const QList<QByteArray> cells = line.split(',');
            if (cells.size() < 2)
                continue;
            ownedRows += cells[cells.size() - 2] == "true";
            cloudRows += cells.last() == "true";
        }
        QCOMPARE(ownedRows, 1);
        QCOMPARE(cloudRows, 1);
        const Run text = runCli(args, served);
        QVERIFY(text.out.contains("Cheapest owned at 20.0 tokens/s per user or more: "));
        QVERIFY(text.out.contains("Cheapest cloud at 20.0 tokens/s per user or more: "));
    }

    // --measured: the serving-curves CSV's points after the table, and in the JSON.
    void frontierListsMeasuredPoints() {
        const QString data = QStringLiteral(RIDGELINE_SOURCE_DIR "/tests/data/serving-curves.csv");
        const Run j = runCli({QStringLiteral("frontier"), QStringLiteral("-"),
                              QStringLiteral("--concurrency"), QStringLiteral("1"),
                              QStringLiteral("--measured"), data, QStringLiteral("--json")},
                             served);
        QCOMPARE(j.exitCode, 0);
        const QJsonArray measured = jsonOf(j)[QStringLiteral("measured")].toArray();
        QVERIFY(measured.size() >= 4);
        bool found = false;
        for (const QJsonValue& v : measured) {
            const QJsonObject o = v.toObject();
            if (o[QStringLiteral("label")].toString() == QStringLiteral("H200 x8 sglang c64") &&
                o[QStringLiteral("output_tokens_per_s_per_gpu")].toDouble() == 259.8)
                found = true;
        }
        QVERIFY(found);
    }

    void frontierBadInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        const QString f = QStringLiteral("-");
        const QString c = QStringLiteral("--concurrency");
        QTest::newRow("zero") << QStringList{f, c, QStringLiteral("0,4")} << served;
        QTest::newRow("descending") << QStringList{f, c, QStringLiteral("8,4")} << served;
        QTest::newRow("too many") << QStringList{f, c, QStringLiteral("5000")} << served;
        QTest::newRow("text") << QStringList{f, c, QStringLiteral("many")} << served;
        QTest::newRow("empty") << QStringList{f, c, QString()} << served;
        QTest::newRow("no value") << QStringList{f, c} << served;
        QTest::newRow("json and csv")
            << QStringList{f, QStringLiteral("--json"), QStringLiteral("--csv")} << served;
        QTest::newRow("option") << QStringList{f, QStringLiteral("--fast")} << served;
        const QString i = QStringLiteral("--interactivity");
        QTest::newRow("interactivity zero") << QStringList{f, i, QStringLiteral("0")} << served;
        QTest::newRow("interactivity text") << QStringList{f, i, QStringLiteral("fast")} << served;
        QTest::newRow("interactivity none") << QStringList{f, i} << served;
        QTest::newRow("measured none") << QStringList{f, QStringLiteral("--measured")} << served;
        QTest::newRow("measured missing")
            << QStringList{f, QStringLiteral("--measured"), QStringLiteral("/nonexistent.csv")}
            << served;
        QTest::newRow("measured gpus")
            << QStringList{f, QStringLiteral("--measured-gpus"), QStringLiteral("0")} << served;
        QTest::newRow("no file") << QStringList{} << served;
        QTest::newRow("training") << QStringList{f}
                                  << QByteArray(R"({"workload": {"mode": "training"}})");
    }
    void frontierBadInput() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        const Run r = runCli(QStringList{QStringLiteral("frontier")} + args, input);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(CliServingTest)
#include "tst_cli_serving.moc"
