// Golden chart data: every example scenario's charts, as the CSV export writes them, against the
// files under tests/data/golden/. A change to a curve shows as a failing test naming the chart,
// row and column, and as a diff of those files once they are rewritten:
//     RIDGELINE_UPDATE_GOLDEN=1 build/tests/ui/tst_golden_charts
// Numbers compare within a relative 1e-6 (a Debug and a Release build round differently); other
// fields exactly.
#include "core/catalogue/catalogue.h"
#include "core/charts/chart_data.h"
#include "core/files/scenario_io.h"
#include "ui/export/chart_export.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QTest>

#include <cmath>

using namespace ridgeline;

namespace {

const QString scenarios = QStringLiteral(RIDGELINE_SOURCE_DIR "/resources/scenarios");
const QString golden = QStringLiteral(RIDGELINE_SOURCE_DIR "/tests/data/golden");

bool updating() {
    return qEnvironmentVariableIntValue("RIDGELINE_UPDATE_GOLDEN") == 1;
}

// One CSV field: a number when the whole field reads as one.
bool sameField(const QString& a, const QString& b) {
    if (a == b)
        return true;
    bool okA = false, okB = false;
    const double x = a.toDouble(&okA), y = b.toDouble(&okB);
    if (!okA || !okB)
        return false;
    return std::abs(x - y) <= 1e-6 * std::max(std::abs(x), std::abs(y)) + 1e-12;
}

// The first difference between two CSV texts (fields split on commas; the exports quote no
// number), or an empty string.
QString firstDifference(const QString& want, const QString& got) {
    const QStringList a = want.split(QLatin1Char('\n')), b = got.split(QLatin1Char('\n'));
    if (a.size() != b.size())
        return QStringLiteral("%1 rows, golden %2").arg(b.size()).arg(a.size());
    for (int r = 0; r < a.size(); ++r) {
        const QStringList fa = a[r].split(QLatin1Char(',')), fb = b[r].split(QLatin1Char(','));
        if (fa.size() != fb.size())
            return QStringLiteral("row %1: %2 fields, golden %3")
                .arg(r)
                .arg(fb.size())
                .arg(fa.size());
        for (int c = 0; c < fa.size(); ++c)
            if (!sameField(fa[c], fb[c]))
                return QStringLiteral("row %1 column %2: %3, golden %4")
                    .arg(r)
                    .arg(c)
                    .arg(fb[c], fa[c]);
    }
    return {};
}

} // namespace

class GoldenCharts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void examples_data() {
        QTest::addColumn<QString>("file");
        const QStringList files = QDir(scenarios).entryList({QStringLiteral("*.ridgeline.json")},
                                                            QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 5);
        for (const QString& f : files)
            QTest::newRow(qPrintable(f)) << f;
    }

    void examples() {
        QFETCH(QString, file);
        static const Catalogue cat = builtinCatalogue().value();
        QFile in(scenarios + QLatin1Char('/') + file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray text = in.readAll();
        auto s = parseScenario(std::string_view(text.constData(), std::size_t(text.size())), cat);
        QVERIFY(s.ok());
        const std::vector<GpuChoice> choices = configurations(s.value());
        const ChartData data = buildChartData(s.value(), choices);
        const QString stem = file.chopped(int(qstrlen(".ridgeline.json")));
        const QString dir = golden + QLatin1Char('/') + stem;
        int compared = 0;
        for (int chart = 0; chart < ui::chartKindCount; ++chart) {
            const QString csv = ui::chartCsv(data, chart, ui::units::MemoryUnit::binary);
            if (csv.isEmpty())
                continue; // not a chart of this mode
            const QString path =
                dir + QLatin1Char('/') + ui::chartBaseName(chart) + QStringLiteral(".csv");
            if (updating()) {
                QVERIFY(QDir().mkpath(dir));
                QSaveFile out(path);
                QVERIFY(out.open(QIODevice::WriteOnly));
                out.write(csv.toUtf8());
                QVERIFY(out.commit());
                continue;
            }
            QFile want(path);
            QVERIFY2(want.open(QIODevice::ReadOnly),
                     qPrintable(path + QStringLiteral(
                                           " is missing: RIDGELINE_UPDATE_GOLDEN=1 writes it")));
            const QString diff = firstDifference(QString::fromUtf8(want.readAll()), csv);
            QVERIFY2(diff.isEmpty(),
                     qPrintable(ui::chartBaseName(chart) + QStringLiteral(": ") + diff));
            ++compared;
        }
        if (!updating())
            QVERIFY(compared >= 4);
    }
};

QTEST_MAIN(GoldenCharts)
#include "tst_golden_charts.moc"
