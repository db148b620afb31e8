// `ridgeline --scenario FILE --export DIR` / `--report OUT.pdf` through runHeadless(), the
// function main() calls: files written, decodable, of the requested size; invalid input exits 2
// and writes nothing; an unwritable output exits 1.
#include "ui/window/headless.h"
#include "ui_fixture.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QXmlStreamReader>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

const QString scenarioFile = QStringLiteral(
    RIDGELINE_SOURCE_DIR "/resources/scenarios/llama-2-70b-serving-kv-cache.ridgeline.json");

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestHeadless : public QObject {
    Q_OBJECT

    QStringList errors_;
    int run(const HeadlessOptions& o) {
        errors_.clear();
        return runHeadless(o, test::catalogue(), [this](const QString& l) { errors_ << l; });
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void exportsEveryChartInEveryFormat() {
        QTemporaryDir tmp;
        HeadlessOptions o;
        o.scenario = scenarioFile;
        o.exportDir = tmp.filePath(QStringLiteral("out/charts")); // created
        o.size = QSize(800, 500);
        o.compare = {QStringLiteral("a100-sxm-80gb")};
        QCOMPARE(run(o), 0);
        QVERIFY2(errors_.isEmpty(), qPrintable(errors_.join(QLatin1Char('\n'))));
        const QDir dir(o.exportDir);
        const QStringList axisTitles{QStringLiteral("Arithmetic intensity"),
                                     QStringLiteral("Memory per GPU"), QStringLiteral("Context"),
                                     QStringLiteral("Batch")};
        int i = 0;
        for (const QString& base : {QStringLiteral("roofline"), QStringLiteral("memory"),
                                    QStringLiteral("kv-cache"), QStringLiteral("cost")}) {
            QImage png;
            QVERIFY2(png.load(dir.filePath(base + QStringLiteral(".png")), "PNG"),
                     qPrintable(base));
            QCOMPARE(png.size(), QSize(1600, 1000));

            const QByteArray svg = readAll(dir.filePath(base + QStringLiteral(".svg")));
            QXmlStreamReader xml(svg);
            QStringList texts;
            while (!xml.atEnd()) {
                if (xml.readNext() == QXmlStreamReader::Characters)
                    texts << xml.text().toString();
            }
            QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
            QVERIFY2(texts.join(QLatin1Char(' ')).contains(axisTitles[i]), qPrintable(base));

            QVERIFY(readAll(dir.filePath(base + QStringLiteral(".pdf"))).startsWith("%PDF"));

            const QList<QByteArray> rows =
                readAll(dir.filePath(base + QStringLiteral(".csv"))).trimmed().split('\n');
            QVERIFY2(rows.size() >= 2, qPrintable(base));
            const qsizetype columns = rows.first().count(',');
            QVERIFY(columns >= 1);
            for (const QByteArray& row : rows) {
                if (!row.contains('"')) // quoted fields may hold commas
                    QCOMPARE(row.count(','), columns);
            }
            ++i;
        }
    }

    // The scenario's hardware.compare reaches the export; --compare replaces it.
    void exportsTheScenarioComparison() {
        QTemporaryDir tmp;
        HeadlessOptions o;
        o.scenario = QStringLiteral(RIDGELINE_SOURCE_DIR
                                    "/resources/scenarios/8x-h100-cost-per-token.ridgeline.json");
        o.exportDir = tmp.path();
        o.formats = {QStringLiteral("csv")};
        QCOMPARE(run(o), 0);
        QFile csv(tmp.filePath(QStringLiteral("memory.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList rows =
            QString::fromUtf8(csv.readAll()).trimmed().split(QLatin1Char('\n'));
        QCOMPARE(rows.size(), 4); // header + H100, RTX 4090, A100
        QVERIFY(rows[1].startsWith(QStringLiteral("H100 SXM 80GB,8,8,")));
        QVERIFY(rows[2].startsWith(QStringLiteral("GeForce RTX 4090 24GB,8,8,")));
        QVERIFY(rows[3].startsWith(QStringLiteral("A100 SXM 80GB,8,8,")));

        QTemporaryDir other;
        o.exportDir = other.path();
        o.compare = {QStringLiteral("l40s:4:2")};
        QCOMPARE(run(o), 0);
        QFile replaced(other.filePath(QStringLiteral("memory.csv")));
        QVERIFY(replaced.open(QIODevice::ReadOnly));
        const QStringList two =
            QString::fromUtf8(replaced.readAll()).trimmed().split(QLatin1Char('\n'));
        QCOMPARE(two.size(), 3);
        QVERIFY(two[2].startsWith(QStringLiteral("L40S 48GB,4,2,")));

        o.compare = {QStringLiteral("l40s:3:2")};
        QCOMPARE(run(o), 2);
        QVERIFY(
            errors_.join(QLatin1Char('\n')).contains(QStringLiteral("hardware.compare[0].count")));
    }

    void onlyTheRequestedFormats() {
        QTemporaryDir tmp;
        HeadlessOptions o;
        o.scenario = scenarioFile;
        o.exportDir = tmp.path();
        o.formats = {QStringLiteral("csv"), QStringLiteral("SVG")};
        QCOMPARE(run(o), 0);
        QCOMPARE(QDir(tmp.path()).entryList(QDir::Files).size(), 8);
        QVERIFY(!QFile::exists(tmp.filePath(QStringLiteral("cost.png"))));
    }

    void writesTheReport() {
        QTemporaryDir tmp;
        HeadlessOptions o;
        o.scenario = scenarioFile;
        o.report = tmp.filePath(QStringLiteral("r/report.pdf"));
        QCOMPARE(run(o), 0);
        const QByteArray pdf = readAll(o.report);
        QVERIFY(pdf.startsWith("%PDF"));
        QVERIFY(pdf.size() > 10000);

        // A name ending in .html gets the report as one HTML page with its four charts.
        o.report = tmp.filePath(QStringLiteral("r/report.HTML"));
        QCOMPARE(run(o), 0);
        const QByteArray html = readAll(o.report);
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        QCOMPARE(html.count("src=\"data:image/svg+xml;base64,"), 4);
    }

    void invalidInputExits2AndWritesNothing_data() {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QStringList>("formats");
        QTest::addColumn<int>("lines");
        QTest::newRow("two problems")
            << QByteArray(
                   R"({"ridgeline": 1, "workload": {"batch": -1}, "hardware": {"gpu": "nope"}})")
            << QStringList{QStringLiteral("png")} << 2;
        QTest::newRow("version") << QByteArray(R"({"ridgeline": 2})")
                                 << QStringList{QStringLiteral("png")} << -1;
        QTest::newRow("format") << QByteArray(R"({"ridgeline": 1})")
                                << QStringList{QStringLiteral("gif")} << 1;
    }

    void invalidInputExits2AndWritesNothing() {
        QFETCH(QByteArray, scenario);
        QFETCH(QStringList, formats);
        QFETCH(int, lines);
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("bad.ridgeline.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(scenario);
        f.close();
        HeadlessOptions o;
        o.scenario = file;
        o.exportDir = tmp.filePath(QStringLiteral("out"));
        o.formats = formats;
        o.report = tmp.filePath(QStringLiteral("report.pdf"));
        QCOMPARE(run(o), 2);
        QVERIFY(!errors_.isEmpty());
        if (lines > 0)
            QCOMPARE(errors_.size(), lines);
        for (const QString& e : errors_)
            QVERIFY2(e.contains(QStringLiteral(": ")), qPrintable(e));
        QVERIFY(!QFileInfo::exists(o.exportDir));
        QVERIFY(!QFileInfo::exists(o.report));
    }

    void unwritableOutputExits1() {
        QTemporaryDir tmp;
        const QString blocker = tmp.filePath(QStringLiteral("file"));
        QFile f(blocker);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        HeadlessOptions o;
        o.scenario = scenarioFile;
        o.exportDir = blocker + QStringLiteral("/sub"); // a folder inside a regular file
        o.formats = {QStringLiteral("csv")};
        QCOMPARE(run(o), 1);
        QCOMPARE(errors_.size(), 1);
        HeadlessOptions r;
        r.scenario = scenarioFile;
        r.report = blocker + QStringLiteral("/report.pdf");
        QCOMPARE(run(r), 1);
        QCOMPARE(errors_.size(), 1);
    }
};

QTEST_MAIN(TestHeadless)
#include "tst_headless.moc"
