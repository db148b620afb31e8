// Speculative decoding in the serving simulation (docs/physics.md, "Serving under load:
// speculative iterations"): an iteration is the proposer's k passes and the verify pass the
// single-step model costs, whole accepted tokens average the tokens per step, a light load
// decodes at the single step's time per token, a heavy one gains less (here it loses), and the
// quiet fast-forward gives what stepping one by one gives.
#include "core/base/text_file.h"
#include "core/evaluation/evaluate.h"
#include "core/evaluation/speculative.h"
#include "core/serving/serving_replica.h"
#include "core/serving/serving_sim.h"
#include "test_support.h"

#include <QTest>

#include <vector>

using namespace ridgeline;

namespace {

// The example: Llama-3.1-70B on 4x H100 SXM in TP 4, a Llama-3.2-1B draft, k = 4, a = 0.8.
Scenario example() {
    const Result<std::string> text =
        readTextFile(std::string(RIDGELINE_SOURCE_DIR) +
                         "/resources/scenarios/llama-3.1-70b-speculative-4x-h100.ridgeline.json",
                     1 << 20);
    if (!text)
        qFatal("the speculative example is missing");
    Scenario s = test::scenario(text.value());
    // The steps' speed-up is what these tests judge: without the server's way in and out, which
    // speculation does not shorten and a closed loop of one waits out between its requests.
    s.engine.requestLatencyS = 0;
    return s;
}

Scenario plain(Scenario s) {
    s.workload.speculative.reset();
    return s;
}

ServingSpec poissonLoad(double rate, int requests) {
    ServingSpec l;
    l.arrival = Arrival::poisson;
    l.requestsPerS = rate;
    l.requests = requests;
    l.seed = 3;
    l.promptTokensCv = 0.5;
    l.outputTokensCv = 0.5;
    return l;
}

ServingSpec closedLoad(std::optional<int> concurrency, int requests) {
    ServingSpec l = poissonLoad(1, requests);
    l.arrival = Arrival::closed;
    l.concurrency = concurrency;
    return l;
}

ServingFigures simulate(const Scenario& s, const ServingSpec& load) {
    return simulateServing(s, evaluate(s), load);
}

bool ordered(const Percentiles& p) {
    return p.p50 > 0 && p.p50 <= p.p90 && p.p90 <= p.p95 && p.p95 <= p.p99;
}

} // namespace

class TestServingSpeculative : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A decode-only iteration of k + 1 tokens a sequence is the single step's verify pass, and
    // its proposals the single step's draft time.
    void iterationIsTheSpeculativeStep() {
        const Scenario s = example();
        const PassInputs in = passInputs(s, effectiveParams(s.model));
        const IterationModel m = iterationModel(in);
        const detail::SpeculativeIteration it = detail::speculativeIteration(s);
        QCOMPARE(it.verifyTokens, 5);
        RL_COMPARE_REL(it.tokensPerStep, 3.3616, 1e-4);
        const Architecture& draftArch = it.proposer.in.arch;
        QCOMPARE(draftArch.layers, 16); // Llama-3.2-1B
        for (double batch : {1.0, 32.0, 256.0}) {
            for (double context : {1100.0, 1300.0}) {
                const SpeculativeFigures f =
                    speculativeStep(s, in, batch, context, decodeStep(in, batch, context));
                const StepCost verify =
                    iterationCost(m, {batch, batch * cachedLayerTokens(in.arch, context), {}, 5.0});
                RL_COMPARE_REL(verify.seconds, f.verifyS, 1e-9);
                RL_COMPARE_REL(verify.flops, f.verify.flops, 1e-9);
                RL_COMPARE_REL(verify.bytes, f.verify.bytes, 1e-9);
                const double draft = detail::iterationProposalSeconds(
                    it, batch, batch * cachedLayerTokens(draftArch, context));
                RL_COMPARE_REL(draft, f.draftS, 1e-9);
            }
        }
        // Plain decode: no proposals, one token a sequence.
        const detail::SpeculativeIteration none = detail::speculativeIteration(plain(s));
        QCOMPARE(none.verifyTokens, 1);
        QCOMPARE(detail::iterationProposalSeconds(none, 8, 8000), 0.0);
    }

    // Whole tokens: between 1 and k + 1 an iteration, on average tokensPerStep; plain decode one
    // a step; stepsGaining() the exact inverse of acceptedOver().
    void acceptedTokensAverageTheStep() {
        const double n = expectedTokensPerStep(4, 0.8);
        for (double phase : {0.0, 0.37, 0.999}) {
            for (std::int64_t j = 0; j < 1000; ++j) {
                const std::int64_t g =
                    detail::acceptedOver(phase, n, j + 1) - detail::acceptedOver(phase, n, j);
                QVERIFY(g >= 3 && g <= 4);
            }
            RL_COMPARE_REL(double(detail::acceptedOver(phase, n, 100000)) / 100000, n, 1e-5);
            for (std::int64_t steps : {0, 7, 123}) {
                for (std::int64_t tokens : {1, 2, 3, 4, 10, 255}) {
                    const std::int64_t k = detail::stepsGaining(phase, n, steps, tokens);
                    const auto gained = [&](std::int64_t i) {
                        return detail::acceptedOver(phase, n, steps + i) -
                               detail::acceptedOver(phase, n, steps);
                    };
                    QVERIFY(gained(k) <= tokens);
                    QVERIFY(gained(k + 1) > tokens);
                }
            }
        }
        QCOMPARE(detail::acceptedOver(0, 1.0, 12345), std::int64_t(12345));
        QCOMPARE(detail::stepsGaining(0, 1.0, 50, 199), std::int64_t(199));
    }

    // At a light load the batch is about one sequence: the simulated time per output token is
    // the single step's (here 4.80 ms against 4.74 ms), a third of plain decode's.
    void lightLoadDecodesAtTheStepsTpot() {
        const Scenario s = example();
        const Results r = evaluate(s);
        QVERIFY(r.inference.speculative);
        const ServingFigures f = simulate(s, poissonLoad(0.1, 300));
        QVERIFY(!f.overloaded && f.measured >= 950); // at least 1,000 arrive in the window, about
        QVERIFY(f.meanBatch < 1.2);
        RL_COMPARE_REL(f.tpotS.mean, r.inference.speculative->tpotS, 0.05);
        const ServingFigures p = simulate(plain(s), poissonLoad(0.1, 300));
        RL_COMPARE_REL(p.tpotS.mean, r.inference.decode.seconds, 0.05);
        QVERIFY(f.tpotS.mean < p.tpotS.mean / 2.5);
    }

    // The same seed gives the same numbers; another seed other acceptance phases and lengths.
    void sameSeedSameNumbers() {
        const Scenario s = example();
        const ServingFigures a = simulate(s, poissonLoad(20, 500));
        const ServingFigures b = simulate(s, poissonLoad(20, 500));
        QCOMPARE(a.tpotS, b.tpotS);
        QCOMPARE(a.ttftS, b.ttftS);
        QCOMPARE(a.latencyS, b.latencyS);
        QCOMPARE(a.iterations, b.iterations);
        QCOMPARE(a.outputTokensPerS, b.outputTokensPerS);
        ServingSpec other = poissonLoad(20, 500);
        other.seed = 4;
        QVERIFY(simulate(s, other).tpotS.mean != a.tpotS.mean);
    }

    // One sequence at a time gains nearly the single step's speed-up in completed throughput;
    // all 2,000 requests at once (batches near 256, where the single step's verdict is a loss)
    // gain far less, here a loss too. Percentiles stay ordered either way.
    void heavyLoadGainsLess() {
        const Scenario s = example();
        const Results big = evaluate([&] {
            Scenario b = s;
            b.workload.batch = 256;
            return b;
        }());
        QVERIFY(big.inference.speculative->speedup < 1.0);
        double gains[2] = {};
        const ServingSpec loads[2] = {closedLoad(1, 300), closedLoad(std::nullopt, 2000)};
        for (int i = 0; i < 2; ++i) {
            const ServingFigures a = simulate(s, loads[i]);
            const ServingFigures b = simulate(plain(s), loads[i]);
            QVERIFY(ordered(a.tpotS) && ordered(a.ttftS) && ordered(a.latencyS));
            QCOMPARE(a.completed, b.completed);
            gains[i] = a.outputTokensPerS / b.outputTokensPerS;
        }
        const double light = gains[0], heavy = gains[1];
        QVERIFY2(light > 2.5 && light < evaluate(s).inference.speculative->speedup,
                 qPrintable(QString::number(light)));
        // Saturated, speculation gains nothing: about 1.001 since the verify GEMMs no longer
        // count the input embedding (a lookup) among their FLOPs, 0.99 before.
        QVERIFY2(heavy < light && heavy < 1.01, qPrintable(QString::number(heavy)));
    }

    // The proposer's weights and cache take room from the target's blocks.
    void proposerTakesCacheRoom() {
        const Scenario s = example();
        const ServingFigures a = simulate(s, poissonLoad(1, 10));
        const ServingFigures b = simulate(plain(s), poissonLoad(1, 10));
        QVERIFY(a.kvBlocks > 0 && a.kvBlocks < b.kvBlocks);
    }

    // Quiet iterations skipped in bulk give every request the tokens and nearly the times of
    // stepping them one by one (the bulk cost is the mean of the first and last iteration).
    void fastForwardIsExact() {
        const Scenario s = example();
        detail::ReplicaSetup setup;
        setup.model = iterationModel(passInputs(s, effectiveParams(s.model)));
        setup.scheduler = servingScheduler(s, poissonLoad(1, 1));
        setup.kvBlocks = 100000;
        setup.speculative = detail::speculativeIteration(s);
        std::vector<detail::SimRequest> requests;
        for (int i = 0; i < 40; ++i) {
            detail::SimRequest q;
            q.arrival = 0.15 * i;
            q.prompt = 500 + 37 * (i % 7);
            q.output = 100 + 53 * (i % 5);
            q.acceptPhase = double((i * 7) % 10) / 10.0;
            requests.push_back(q);
        }
        auto run = [&](bool bulk, detail::ReplicaTotals& totals) {
            std::vector<detail::SimRequest> r = requests;
            detail::WorkCap cap;
            detail::ReplicaSetup one = setup;
            one.fastForward = bulk;
            detail::simulateReplica(one, r, 0, cap, totals);
            return r;
        };
        detail::ReplicaTotals bulkTotals, stepTotals;
        const std::vector<detail::SimRequest> bulk = run(true, bulkTotals);
        const std::vector<detail::SimRequest> stepped = run(false, stepTotals);
        QCOMPARE(bulkTotals.iterations, stepTotals.iterations);
        for (std::size_t i = 0; i < requests.size(); ++i) {
            QVERIFY(stepped[i].finish > 0);
            RL_COMPARE_REL(bulk[i].firstToken, stepped[i].firstToken, 1e-6);
            RL_COMPARE_REL(bulk[i].finish, stepped[i].finish, 1e-6);
        }
    }
};

QTEST_APPLESS_MAIN(TestServingSpeculative)
#include "tst_serving_speculative.moc"
