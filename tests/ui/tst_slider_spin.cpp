// SliderSpin: log mapping, doubling page steps, snapping, typed values.
#include "ui/widgets/slider_spin.h"

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

using ridgeline::ui::SliderSpin;

class TestSliderSpin : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void logMappingCoversTheRange() {
        SliderSpin s(QStringLiteral("Batch"));
        s.setDecimals(0);
        s.setRange(1, 4096, SliderSpin::Scale::log);
        QCOMPARE(s.valueAt(s.slider()->minimum()), 1.0);
        QCOMPARE(s.valueAt(s.slider()->maximum()), 4096.0);
        QCOMPARE(s.valueAt(s.positionOf(64)), 64.0);
        QCOMPARE(s.positionOf(1e9), s.slider()->maximum()); // clamped
    }

    void pageUpDoubles() {
        SliderSpin s(QStringLiteral("Batch"));
        s.setDecimals(0);
        s.setRange(1, 4096, SliderSpin::Scale::log);
        s.setValue(4);
        QSignalSpy edited(&s, &SliderSpin::valueEdited);
        s.show();
        s.slider()->setFocus();
        QTest::keyClick(s.slider(), Qt::Key_PageUp);
        QCOMPARE(s.value(), 8.0);
        QTest::keyClick(s.slider(), Qt::Key_PageUp);
        QCOMPARE(s.value(), 16.0);
        QCOMPARE(edited.count(), 2);
        QCOMPARE(edited.last().first().toDouble(), 16.0);
    }

    void setValueDoesNotEmit() {
        SliderSpin s(QStringLiteral("x"));
        QSignalSpy edited(&s, &SliderSpin::valueEdited);
        s.setValue(42);
        QCOMPARE(s.value(), 42.0);
        QCOMPARE(edited.count(), 0);
    }

    void typedValueCommitsOnEnter() {
        SliderSpin s(QStringLiteral("Batch"));
        s.setDecimals(0);
        s.setSuffix(QStringLiteral(" seq"));
        s.setRange(1, 4096, SliderSpin::Scale::log);
        s.setValue(1);
        QSignalSpy edited(&s, &SliderSpin::valueEdited);
        s.show();
        s.spinBox()->setFocus();
        s.spinBox()->selectAll();
        QTest::keyClicks(s.spinBox(), QStringLiteral("300"));
        QCOMPARE(edited.count(), 0); // not while typing
        QTest::keyClick(s.spinBox(), Qt::Key_Return);
        QCOMPARE(edited.count(), 1);
        QCOMPARE(s.value(), 300.0);
        QCOMPARE(s.slider()->value(), s.positionOf(300));
    }

    void outOfRangeTypingIsClamped() {
        SliderSpin s(QStringLiteral("Batch"));
        s.setDecimals(0);
        s.setRange(1, 4096, SliderSpin::Scale::log);
        s.show();
        s.spinBox()->setFocus();
        s.spinBox()->selectAll();
        QTest::keyClicks(s.spinBox(), QStringLiteral("99999"));
        QTest::keyClick(s.spinBox(), Qt::Key_Return);
        QVERIFY(s.value() <= 4096.0);
    }

    void snapsNearNamedValues() {
        SliderSpin s(QStringLiteral("Size"));
        s.setDecimals(1);
        s.setRange(0.1, 2000, SliderSpin::Scale::log);
        s.setSnapValues({6.74, 70.0}, 0.04);
        s.slider()->setValue(s.positionOf(6.9)); // within 4 % of 6.74
        QCOMPARE(s.value(), 6.7);
        s.slider()->setValue(s.positionOf(30));
        QVERIFY(std::abs(s.value() - 30) < 1.0);
    }
};

QTEST_MAIN(TestSliderSpin)
#include "tst_slider_spin.moc"
