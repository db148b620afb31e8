// Catalogue GPUs against their vendors' datasheet rows (tests/data/gpu_datasheets.csv): memory and
// TDP as printed, bandwidth within 5 %, dense tensor rates within 1 %.
#include "test_support.h"

#include <QFile>
#include <QTest>

using namespace ridgeline;

namespace {

constexpr double bandwidthTolerance = 0.05;
constexpr double flopsTolerance = 0.01;

QList<QStringList> datasheetRows() {
    QFile f(QStringLiteral(RIDGELINE_SOURCE_DIR "/tests/data/gpu_datasheets.csv"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("tests/data/gpu_datasheets.csv cannot be read");
    QList<QStringList> rows;
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i)
        rows << QString::fromUtf8(lines[i]).split(QLatin1Char(','));
    return rows;
}

} // namespace

class CatalogueDatasheetsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void matchesTheDatasheet_data();
    void matchesTheDatasheet();
};

void CatalogueDatasheetsTest::matchesTheDatasheet_data() {
    QTest::addColumn<QStringList>("row");
    const QList<QStringList> rows = datasheetRows();
    QVERIFY(rows.size() >= 11);
    for (const QStringList& row : rows)
        QTest::newRow(qPrintable(row.value(0))) << row;
}

void CatalogueDatasheetsTest::matchesTheDatasheet() {
    QFETCH(QStringList, row);
    QVERIFY(row.size() >= 8);
    const Gpu* g = test::catalogue().gpu(row[0].toStdString());
    QVERIFY2(g != nullptr, qPrintable(row[0]));
    QCOMPARE(g->memoryGib, row[1].toDouble());
    RL_COMPARE_REL(g->bandwidthBytesPerS, row[2].toDouble() * 1e9, bandwidthTolerance);
    RL_COMPARE_REL(g->peak(ComputeType::bf16), row[3].toDouble() * 1e12, flopsTolerance);
    const std::pair<int, ComputeType> optional[] = {{4, ComputeType::fp8}, {5, ComputeType::fp4}};
    for (const auto& [column, type] : optional) {
        if (row[column].isEmpty())
            QCOMPARE(g->peak(type), 0.0);
        else
            RL_COMPARE_REL(g->peak(type), row[column].toDouble() * 1e12, flopsTolerance);
    }
    QCOMPARE(g->tdpW, row[6].toDouble());
    QVERIFY(!g->specSource.empty());
}

QTEST_APPLESS_MAIN(CatalogueDatasheetsTest)
#include "tst_catalogue_datasheets.moc"
