// What a dollar buys: TB/s and TFLOP/s per $1,000 of a GPU's price in the GPU list and the
// summary, and the core's tokens/s per dollar-hour, owned or cloud as the cost basis selects.
#include "core/evaluation/evaluate.h"
#include "core/evaluation/per_dollar.h"
#include "ui/document/state_editor.h"
#include "ui/explain/explain_panel.h"
#include "ui/panels/control_panel.h"
#include "ui/panels/gpu_panel.h"
#include "ui/per_dollar.h"
#include "ui/summary/summary_item.h"
#include "ui/summary/summary_strip.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QListWidget>
#include <QLocale>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

constexpr double tolerance = 1e-9;

const Gpu& gpu(const char* id) {
    static const Catalogue c = test::catalogue();
    return *c.gpu(id);
}

} // namespace

class TestPerDollar : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void ratiosOfTheCatalogue_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("tbPerK");
        QTest::addColumn<double>("tflopPerK");
        QTest::addColumn<QString>("text");
        // 1.008 TB/s and 165.2 TFLOP/s (bf16) at $1,600.
        QTest::newRow("RTX 4090") << QStringLiteral("rtx-4090") << 0.63 << 103.25
                                  << QStringLiteral("0.63 TB/s, 103 TFLOP/s per $1,000");
        // 3.35 TB/s and 989 TFLOP/s at $30,000.
        QTest::newRow("H100 SXM") << QStringLiteral("h100-sxm") << 3.35 / 30 << 989.0 / 30
                                  << QStringLiteral("0.112 TB/s, 33 TFLOP/s per $1,000");
    }
    void ratiosOfTheCatalogue() {
        QFETCH(QString, id);
        QFETCH(double, tbPerK);
        QFETCH(double, tflopPerK);
        QFETCH(QString, text);
        const Gpu& g = gpu(id.toLatin1().constData());
        const DatasheetPerDollar d = datasheetPerDollar(g, ComputeType::bf16, g.priceUsd);
        const std::optional<double>& tb = d.tbPerSPerThousandUsd;
        const std::optional<double>& tflop = d.tflopPerSPerThousandUsd;
        QVERIFY(tb && tflop);
        QVERIFY2(test::near(*tb, tbPerK, 1e-3), qPrintable(QString::number(*tb)));
        QVERIFY2(test::near(*tflop, tflopPerK, 1e-3), qPrintable(QString::number(*tflop)));
        QCOMPARE(units::perThousandUsd(g, ComputeType::bf16, g.priceUsd), text);
    }

    void computeFormatFallsBackAsTheCoreDoes() {
        // An A100 has no fp8 tensor cores: fp8 compute runs at its fp16 rate, never 0 TFLOP/s.
        const Gpu& g = gpu("a100-sxm-80gb");
        QCOMPARE(g.peak(ComputeType::fp8), 0.0);
        const DatasheetPerDollar d = datasheetPerDollar(g, ComputeType::fp8, g.priceUsd);
        QCOMPARE(d.compute, effectiveComputeType(g, ComputeType::fp8));
        QCOMPARE(d.peakFlops, g.peak(d.compute));
        QVERIFY(d.peakFlops > 0);
        QCOMPARE(units::perThousandUsd(g, ComputeType::fp8, g.priceUsd),
                 units::perThousandUsd(g, effectiveComputeType(g, ComputeType::fp8), g.priceUsd));
        QVERIFY(!units::perThousandUsd(g, ComputeType::fp8, g.priceUsd)
                     .contains(QStringLiteral(" 0 TFLOP/s")));
    }

    void unknownPriceIsADash() {
        const Gpu& g = gpu("rtx-4090");
        QVERIFY(!datasheetPerDollar(g, ComputeType::bf16, std::nullopt).tbPerSPerThousandUsd);
        QVERIFY(!datasheetPerDollar(g, ComputeType::bf16, 0.0).tflopPerSPerThousandUsd);
        QCOMPARE(units::perThousandUsd(g, ComputeType::bf16, std::nullopt),
                 QStringLiteral("\u2014 per $1,000"));
        QCOMPARE(units::tokensPerSPerUsdHour(std::nullopt), QStringLiteral("\u2014"));
    }

    void listAndSummaryShowIt() {
        auto document = test::makeDocument();
        MainWindow window(document.get());
        ScenarioModel* model = window.model();
        model->flush();
        // The default, Qwen3-8B on an RTX 5090: 87.05 tokens/s (16.38 GB of weights and 94 MB of
        // cache read per token at 1.792 TB/s x 0.8) over $0.24517/h owned (the card and its
        // desktop, $3,999 over three years of 8,760 h, and their 775 W at $0.12/kWh), or over
        // $0.69/h in the cloud.
        const CostFigures& c = model->primaryResults().cost;
        const double tokensPerS = model->primaryResults().inference.tokensPerS;
        QVERIFY(c.ownedTokensPerSPerUsdHour && c.cloudTokensPerSPerUsdHour);
        QVERIFY(
            test::near(*c.ownedTokensPerSPerUsdHour, tokensPerS / *c.ownedUsdPerHour, tolerance));
        QVERIFY(test::near(*c.cloudTokensPerSPerUsdHour, tokensPerS / 0.69, tolerance));
        QVERIFY(test::near(*c.ownedUsdPerHour, 3999.0 / 26280 + 0.775 * 0.12, 1e-9));
        QVERIFY(test::near(*c.ownedTokensPerSPerUsdHour, 355.1, 1e-3));

        QListWidget* list = window.controls()->gpuPanel()->list();
        bool found = false;
        for (int row = 0; row < list->count(); ++row) {
            if (list->item(row)->data(Qt::UserRole).toString() != QLatin1String("rtx-4090"))
                continue;
            found = true;
            QVERIFY2(list->item(row)->text().endsWith(
                         QStringLiteral("0.63 TB/s, 103 TFLOP/s per $1,000")),
                     qPrintable(list->item(row)->text()));
        }
        QVERIFY(found);

        SummaryItem* tile = window.summary()->item(QStringLiteral("per-dollar"));
        QVERIFY(window.summary()->visibleKeys().contains(QStringLiteral("per-dollar")));
        QCOMPARE(tile->value(), QStringLiteral("355 tok/s per $/h"));
        // 1.792 TB/s and 209.5 TFLOP/s (bf16) at $1,999.
        QCOMPARE(tile->detail(), QStringLiteral("0.896 TB/s, 105 TFLOP/s per $1,000"));
        // The explanation substitutes the same numbers.
        window.explainPanel()->select(QStringLiteral("per-dollar"));
        const QString explained = window.explainPanel()->text();
        QVERIFY2(explained.contains(QStringLiteral("= 355 tok/s per $/h")), qPrintable(explained));
        QVERIFY2(explained.contains(QStringLiteral("= 126 tok/s per $/h")), qPrintable(explained));
        QVERIFY2(explained.contains(QStringLiteral("1.79 TB/s / ($1,999 / 1000) = 0.896")),
                 qPrintable(explained));
        document->editor()->change(QStringLiteral("Cost basis"),
                                   [](ScenarioState& s) { s.costBasis = CostBasis::cloud; });
        model->flush();
        QCOMPARE(tile->value(), QStringLiteral("126 tok/s per $/h"));
    }
};

QTEST_MAIN(TestPerDollar)
#include "tst_per_dollar.moc"
