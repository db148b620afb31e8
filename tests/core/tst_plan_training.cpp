// Training plans: the deadline met on the fewest GPUs of a layout, no set-up of a small space
// cheaper than the first plan, every plan what evaluate() gives for its scenario.
#include "core/evaluation/evaluate.h"
#include "core/files/scenario_io.h"
#include "core/plan/plan.h"
#include "test_support.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace ridgeline;

class TestPlanTraining : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Brute force over a small training space: every layout, micro-batch, ZeRO stage and
    // recompute that fits and meets the deadline costs at least the first plan. (Steady state,
    // goodput 1: with the whole-run goodput the 2-day deadline needs 16 GPUs, where the search's
    // memory-setting ladder misses a cheaper set-up; tools/CALIBRATION.md "Whole runs".)
    void noTrainingSetUpIsCheaper() {
        const Scenario s = test::scenario(R"({"model": {"preset": "llama-2-7b"},
            "workload": {"mode": "training", "sequence": 2048, "global_batch": 256,
                         "goodput": 1},
            "requirements": {"tokens": 5e9, "deadline_s": 172800, "max_gpus": 16,
                             "gpus": ["a100-sxm-80gb", "l40s"], "engines": ["generic"]}})");
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        double cheapest = std::numeric_limits<double>::infinity();
        for (const char* id : {"a100-sxm-80gb", "l40s"})
            for (int tp = 1; tp <= 8; tp *= 2)
                for (int pp = 1; tp * pp <= 16; pp *= 2)
                    for (int dp = 1; tp * pp * dp <= 16; ++dp)
                        for (int mb : {1, 2, 4, 8})
                            for (int zero = 0; zero <= 3; ++zero)
                                for (Recompute rc :
                                     {Recompute::none, Recompute::selective, Recompute::full}) {
                                    if (mb * dp > 256)
                                        continue;
                                    Scenario c = r.plans.front().scenario;
                                    c.hardware = detail::hardwareOf(*test::catalogue().gpu(id),
                                                                    tp * pp * dp);
                                    c.workload.tensorParallel = tp;
                                    c.workload.pipelineParallel = pp;
                                    c.workload.microBatch = mb;
                                    c.workload.zeroStage = zero;
                                    c.workload.recompute = rc;
                                    const Results e = evaluate(c);
                                    if (e.memory.fits && e.training.timeS <= 172800)
                                        cheapest = std::min(cheapest, *e.cost.trainingCloudUsd);
                                }
        QVERIFY(std::isfinite(cheapest));
        RL_COMPARE_REL(r.plans.front().cost, cheapest, 1e-9);
    }

    void trainingPlansMeetTheDeadline() {
        const Scenario s = test::scenario(R"({"model": {"preset": "llama-2-7b"},
            "workload": {"mode": "training", "sequence": 4096, "global_batch": 512},
            "requirements": {"tokens": 2e10, "deadline_s": 604800,
                             "gpus": ["h100-sxm", "a100-sxm-80gb", "rtx-4090"],
                             "engines": ["generic"]}})");
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        QCOMPARE(std::int64_t(r.plans.size()) + r.rejectedTotal() + r.sameAsListed,
                 r.configurations);
        for (const Plan& p : r.plans) {
            const Results e = evaluate(test::reread(p.scenario));
            QVERIFY(e.memory.fits);
            QVERIFY(e.training.timeS <= 604800);
            QCOMPARE(*e.cost.trainingCloudUsd, p.cost);
            QCOMPARE(p.scenario.workload.tokens, 2e10);
        }
        QCOMPARE(r.xLimit.value(), 7.0);
    }

    // The deadline is met on the fewest GPUs of a layout, not on the next power of two: one
    // data-parallel replica fewer misses it, and the count is not rounded up to a doubling.
    void trainingFindsTheFewestGpus() {
        const Scenario s = test::scenario(R"({"model": {"preset": "llama-3.1-8b"},
            "workload": {"mode": "training", "global_batch": 1024},
            "requirements": {"tokens": 1e11, "deadline_s": 864000, "max_gpus": 256,
                             "gpus": ["h100-sxm"], "engines": ["generic"]}})");
        const PlanResult r = plan(s, test::catalogue());
        QVERIFY(!r.plans.empty());
        const Plan& first = r.plans.front();
        const int dp = first.results.training.dataParallel;
        QVERIFY(dp > 1);
        QVERIFY((dp & (dp - 1)) != 0); // 15 here: between the doublings 8 and 16
        Scenario fewer = first.scenario;
        fewer.hardware.count -=
            first.scenario.workload.tensorParallel * first.scenario.workload.pipelineParallel;
        QVERIFY(evaluate(fewer).training.timeS > 864000);
        QVERIFY(first.results.training.timeS <= 864000);
    }
};

QTEST_APPLESS_MAIN(TestPlanTraining)
#include "tst_plan_training.moc"
