// How an axis fits its data: refit to new data, settle (stay while the data fills the range) on
// a committed value, only grow during a drag; log axes on whole decades or powers of two, linear
// axes from zero on 1-2-5 steps.
#include "ui/charts/scale_axis.h"
#include "ui_fixture.h"

#include <QTest>

using namespace ridgeline;
using namespace ridgeline::ui;

class TestScaleAxis : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fittedRange_data() {
        QTest::addColumn<int>("scale");
        QTest::addColumn<int>("fit");
        QTest::addColumn<double>("curLo");
        QTest::addColumn<double>("curHi");
        QTest::addColumn<double>("dataLo");
        QTest::addColumn<double>("dataHi");
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        const int log10 = int(Scale::log10), log2 = int(Scale::log2), linear = int(Scale::linear);
        const int refit = int(AxisFit::refit), settle = int(AxisFit::settle),
                  grow = int(AxisFit::grow);
        QTest::newRow("first fit, decades")
            << log10 << grow << 0.0 << 0.0 << 0.3 << 420.0 << 0.1 << 1000.0;
        QTest::newRow("grow, inside: unchanged")
            << log10 << grow << 0.1 << 1000.0 << 0.5 << 900.0 << 0.1 << 1000.0;
        QTest::newRow("grow, leaves above: grows a decade")
            << log10 << grow << 0.1 << 1000.0 << 0.5 << 1200.0 << 0.1 << 1e4;
        QTest::newRow("grow, much smaller: holds")
            << log10 << grow << 1e-3 << 1e6 << 2.0 << 3.0 << 1e-3 << 1e6;
        QTest::newRow("refit, much smaller: fits")
            << log10 << refit << 1e-3 << 1e6 << 2.0 << 3.0 << 1.0 << 10.0;
        QTest::newRow("refit, larger: fits")
            << log10 << refit << 0.1 << 10.0 << 0.5 << 1200.0 << 0.1 << 1e4;
        QTest::newRow("powers of two")
            << log2 << refit << 0.0 << 0.0 << 100.0 << 1048576.0 << 64.0 << 1048576.0;
        QTest::newRow("linear 1-2-5")
            << linear << refit << 0.0 << 0.0 << 0.0 << 17.0 << 0.0 << 20.0;
        QTest::newRow("linear grow holds")
            << linear << grow << 0.0 << 200.0 << 0.0 << 12.0 << 0.0 << 200.0;
        QTest::newRow("linear grow grows")
            << linear << grow << 0.0 << 20.0 << 0.0 << 21.0 << 0.0 << 25.0;
        QTest::newRow("linear refit shrinks")
            << linear << refit << 0.0 << 250.0 << 0.0 << 40.0 << 0.0 << 50.0;
        QTest::newRow("settle, inside and filling: holds")
            << linear << settle << 0.0 << 100.0 << 0.0 << 72.0 << 0.0 << 100.0;
        QTest::newRow("settle, under two thirds: fits")
            << linear << settle << 0.0 << 250.0 << 0.0 << 40.0 << 0.0 << 50.0;
        QTest::newRow("settle, leaves above: fits")
            << linear << settle << 0.0 << 80.0 << 0.0 << 95.0 << 0.0 << 100.0;
        QTest::newRow("settle, log within a decade of each end: holds")
            << log10 << settle << 0.1 << 1e4 << 0.5 << 420.0 << 0.1 << 1e4;
        QTest::newRow("settle, log two decades short: fits")
            << log10 << settle << 0.1 << 1e5 << 0.5 << 420.0 << 0.1 << 1000.0;
        QTest::newRow("settle, log leaves below: fits")
            << log10 << settle << 1.0 << 1000.0 << 0.5 << 420.0 << 0.1 << 1000.0;
        QTest::newRow("settle, first fit: fits")
            << log2 << settle << 0.0 << 0.0 << 100.0 << 1048576.0 << 64.0 << 1048576.0;
    }

    void fittedRange() {
        QFETCH(int, scale);
        QFETCH(int, fit);
        QFETCH(double, curLo);
        QFETCH(double, curHi);
        QFETCH(double, dataLo);
        QFETCH(double, dataHi);
        QFETCH(double, lo);
        QFETCH(double, hi);
        const AxisRange r =
            ui::fittedRange(Scale(scale), {curLo, curHi}, dataLo, dataHi, AxisFit(fit));
        QVERIFY2(test::near(r.lo, lo, 1e-6) && test::near(r.hi, hi, 1e-6),
                 qPrintable(QStringLiteral("%1 .. %2").arg(r.lo).arg(r.hi)));
    }
};

QTEST_MAIN(TestScaleAxis)
#include "tst_scale_axis.moc"
