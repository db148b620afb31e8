// Cost figures that must not claim what they cannot know.
#include "core/evaluation/evaluate.h"
#include "test_support.h"

#include <QTest>

using namespace ridgeline;

class TestCostTruths : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Without a purchase price the owned cost is undefined, and so is any break-even.
    void noBreakEvenWithoutAnOwnedCost() {
        const Scenario s = test::scenario(R"({"hardware": {"gpu": {"name": "Rented only",
            "memory_gib": 80, "bandwidth_bytes_per_s": 3e12, "flops": {"bf16": 9e14},
            "cloud_usd_per_gpu_hour": 2.0}}})");
        const Results r = evaluate(s);
        QVERIFY(!r.cost.ownedUsdPerHour);
        QVERIFY(r.cost.cloudUsdPerMillion);
        QVERIFY(!r.cost.breakEvenHours);
        QVERIFY(!r.cost.breakEvenMonths);
    }

    void breakEvenWithBothCosts() {
        const Results r = evaluate(defaultScenario(test::catalogue()));
        QVERIFY(r.cost.ownedUsdPerHour && r.cost.cloudUsdPerHour && r.cost.breakEvenHours);
        // capex / (cloud - power), the default's RTX 5090: the card and its desktop, $1999 +
        // $2000, over $0.69 less the desktop's 575 + 200 W at $0.12/kWh, $0.093, per hour.
        QVERIFY(std::abs(*r.cost.breakEvenHours - 3999.0 / (0.69 - 0.093)) < 1e-6);
    }
};

QTEST_APPLESS_MAIN(TestCostTruths)
#include "tst_cost_truths.moc"
