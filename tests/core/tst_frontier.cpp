// The buyer's frontier (core/charts/frontier.h): every layout that holds the model, each swept over
// the closed loop's concurrency; throughput per GPU grows and tokens/s per user falls with it, the
// front is exactly the points no other point beats on both, cost and energy follow from the
// point's own throughput, and the JSON and CSV hold the same numbers.
#include "core/charts/frontier.h"
#include "core/charts/frontier_io.h"
#include "core/evaluation/evaluate.h"
#include "core/physics/physics.h"
#include "core/serving/serving_sim.h"
#include "test_support.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <algorithm>
#include <set>

using namespace ridgeline;

namespace {

// Llama-3.1-8B under vLLM on H100s compared with A100s: 1,000-token prompts, 200-token answers.
std::string denseJson() {
    return R"({"ridgeline": 1, "model": {"preset": "llama-3.1-8b"},
               "hardware": {"gpu": "h100-sxm", "count": 1,
                            "compare": [{"gpu": "a100-sxm-80gb", "count": 1}]},
               "workload": {"prompt_tokens": 1000, "output_tokens": 200, "engine": "vllm",
                            "weight_format": "fp8", "compute_format": "fp8"}})";
}

const std::vector<int> sweep = {1, 4, 16, 64};

// Computed once: every test below reads the same sweep.
const Frontier& denseFrontier() {
    static const Frontier f = frontier(test::scenario(denseJson()), sweep);
    return f;
}

bool dominated(const FrontierPoint& p, const Frontier& f) {
    for (const FrontierConfiguration& c : f.configurations)
        for (const FrontierPoint& q : c.points)
            if (q.interactivityTokensPerS >= p.interactivityTokensPerS &&
                q.perGpuOutputTokensPerS >= p.perGpuOutputTokensPerS &&
                (q.interactivityTokensPerS > p.interactivityTokensPerS ||
                 q.perGpuOutputTokensPerS > p.perGpuOutputTokensPerS))
                return true;
    return false;
}

} // namespace

class TestFrontier : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyLayoutOfEveryGpu() {
        const Frontier& f = denseFrontier();
        // Tensor parallel 1, 2, 4 and 8 on each 8-GPU server; a dense model has no experts.
        std::set<std::pair<std::string, int>> seen;
        for (const FrontierConfiguration& c : f.configurations) {
            QCOMPARE(c.count, c.tensorParallel);
            QCOMPARE(c.expertParallel, 1);
            QCOMPARE(int(c.points.size()), int(sweep.size()));
            QCOMPARE(c.weightFormat, std::string("fp8"));
            seen.insert({c.gpuId, c.tensorParallel});
        }
        for (const char* gpu : {"h100-sxm", "a100-sxm-80gb"})
            for (int tp : {1, 2, 4, 8})
                QVERIFY2(seen.contains({gpu, tp}), gpu);
        QCOMPARE(f.simulations, int(f.configurations.size() * sweep.size()));
    }

    void concurrencyTradesUsersForThroughput() {
        const Frontier& f = denseFrontier();
        for (const FrontierConfiguration& c : f.configurations)
            for (std::size_t i = 1; i < c.points.size(); ++i) {
                const FrontierPoint& a = c.points[i - 1];
                const FrontierPoint& b = c.points[i];
                QCOMPARE(b.concurrency, sweep[i]);
                QVERIFY(b.perGpuOutputTokensPerS > a.perGpuOutputTokensPerS);
                QVERIFY(b.interactivityTokensPerS < a.interactivityTokensPerS);
                // Total counts the prompts too: 1,000 of them for every 200 answer tokens,
                // with the lengths drawn alike (uniform in [0.8 L, L]).
                RL_COMPARE_REL(b.perGpuTotalTokensPerS / b.perGpuOutputTokensPerS, 6.0, 0.05);
            }
    }

    void staticBatchesGrowWithConcurrency() {
        // The generic engine batches statically, and the scenario's batch is 1: each point is
        // served with a batch of its concurrency, so throughput per GPU grows with it (a batch
        // of 1 would queue everything behind one sequence and give one point ten times).
        const Frontier f = frontier(test::scenario(R"({"ridgeline": 1,
            "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm", "count": 1},
            "workload": {"batch": 1, "prompt_tokens": 512, "output_tokens": 128}})"),
                                    {1, 8});
        QVERIFY(!f.configurations.empty());
        for (const FrontierConfiguration& c : f.configurations) {
            QCOMPARE(c.engine, std::string("generic"));
            const FrontierPoint& one = c.points[0];
            const FrontierPoint& eight = c.points[1];
            QVERIFY2(eight.perGpuOutputTokensPerS > 3 * one.perGpuOutputTokensPerS,
                     qPrintable(QString::number(eight.perGpuOutputTokensPerS)));
            // The eight decode together: a step of eight costs about what a step of one does
            // (memory-bound), so each user keeps most of its speed.
            QVERIFY(eight.interactivityTokensPerS > 0.8 * one.interactivityTokensPerS);
        }
    }

    void theFrontIsWhatNothingBeats() {
        const Frontier& f = denseFrontier();
        QVERIFY(!f.front.empty());
        std::set<std::pair<int, int>> onFront;
        double lastUser = 0;
        for (const FrontierFrontPoint& at : f.front) {
            const FrontierPoint& p =
                f.configurations[std::size_t(at.configuration)].points[std::size_t(at.point)];
            QVERIFY(!dominated(p, f));
            QVERIFY(p.interactivityTokensPerS > lastUser); // ascending per user
            lastUser = p.interactivityTokensPerS;
            onFront.insert({at.configuration, at.point});
        }
        for (std::size_t i = 0; i < f.configurations.size(); ++i)
            for (std::size_t j = 0; j < f.configurations[i].points.size(); ++j)
                if (!onFront.contains({int(i), int(j)}))
                    QVERIFY(dominated(f.configurations[i].points[j], f));
    }

    void costAndEnergyFollowThePointsThroughput() {
        const Scenario s = test::scenario(denseJson());
        const Frontier f = frontier(s, {16});
        const FrontierConfiguration& c = f.configurations.front();
        QCOMPARE(c.gpuId, std::string("h100-sxm"));
        QCOMPARE(c.tensorParallel, 1);
        const FrontierPoint& p = c.points.front();
        const double output = p.perGpuOutputTokensPerS * c.count;
        const Results r = evaluate(s);
        QVERIFY(r.cost.cloudUsdPerHour);
        QVERIFY(p.cloudUsdPerMillion);
        RL_COMPARE_REL(
            *p.cloudUsdPerMillion,
            usdPerMillionTokens(*r.cost.cloudUsdPerHour, output, s.economics.utilization), 1e-9);
        // One H100 is an eighth of an HGX server: 700 W + 4,600 W / 8 = 1,275 W (PUE 1).
        QCOMPARE(s.hardware.gpu.tdpW, 700.0);
        QCOMPARE(s.hardware.gpu.serverPrice.watts, 4600.0);
        RL_COMPARE_REL(p.joulesPerOutputToken, 1275.0 * s.economics.pue / output, 1e-9);
        // It pays an eighth of the server too: $30,000 + $100,000 / 8 over three years, plus
        // the 1,275 W, spread over its tokens.
        QVERIFY(p.ownedUsdPerMillion);
        const double perHour =
            ownedUsdPerHour(30000 + 12500, s.economics.lifetimeYears, 1275, s.economics.pue,
                            s.economics.usdPerKwh, s.economics.maintenancePerYear);
        RL_COMPARE_REL(*p.ownedUsdPerMillion,
                       usdPerMillionTokens(perHour, output, s.economics.utilization), 1e-9);
    }

    void mixtureOfExpertsSpreadsItsExperts() {
        const Frontier f = frontier(test::scenario(R"({"ridgeline": 1,
            "model": {"preset": "gpt-oss-120b"}, "hardware": {"gpu": "h100-sxm", "count": 1},
            "workload": {"prompt_tokens": 1000, "output_tokens": 200, "engine": "vllm",
                         "weight_format": "mxfp4"}})"),
                                    {8});
        bool spread = false, sliced = false, dataParallel = false;
        for (const FrontierConfiguration& c : f.configurations) {
            spread = spread || (c.expertParallel == c.tensorParallel && c.tensorParallel > 1);
            sliced = sliced || (c.expertParallel == 1 && c.tensorParallel > 1);
            // Data-parallel attention only with the experts over the whole group.
            QVERIFY(!c.dataParallelAttention || c.expertParallel == c.tensorParallel);
            dataParallel = dataParallel || c.dataParallelAttention;
        }
        QVERIFY(spread);
        QVERIFY(sliced);
        QVERIFY(dataParallel);
    }

    void jsonAndCsvHoldTheSameNumbers() {
        const Frontier f = frontier(test::scenario(denseJson()), {1, 8});
        const nlohmann::json j = frontierToJson(f);
        QCOMPARE(j["configurations"].size(), f.configurations.size());
        QCOMPARE(j["front"].size(), f.front.size());
        const FrontierConfiguration& c = f.configurations[1];
        const nlohmann::json& jc = j["configurations"][1];
        QCOMPARE(jc["gpu"].get<std::string>(), c.gpuId);
        QCOMPARE(jc["tensor_parallel"].get<int>(), c.tensorParallel);
        QCOMPARE(jc["points"][1]["concurrency"].get<int>(), 8);
        QCOMPARE(jc["points"][1]["per_gpu"]["output_tokens_per_s"].get<double>(),
                 c.points[1].perGpuOutputTokensPerS);
        QCOMPARE(jc["points"][1]["interactivity_tokens_per_s"].get<double>(),
                 c.points[1].interactivityTokensPerS);

        const QStringList lines =
            QString::fromStdString(frontierToCsv(f)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + int(f.configurations.size()) * 2);
        QVERIFY(lines[0].startsWith(QStringLiteral("gpu,count,tensor_parallel")));
        const QStringList row = lines[1 + 2 * 1 + 1].split(QLatin1Char(','));
        QCOMPARE(row[0], QString::fromStdString(c.gpuId));
        QCOMPARE(row[8], QStringLiteral("8"));
        RL_COMPARE_REL(row[10].toDouble(), c.points[1].perGpuOutputTokensPerS, 1e-5);
        int marked = 0;
        for (int i = 1; i < lines.size(); ++i)
            marked += lines[i].endsWith(QStringLiteral(",true")) ? 1 : 0;
        QCOMPARE(marked, int(f.front.size()));
    }

    void thePickIsTheCheapestFastEnough() {
        const Frontier& f = denseFrontier();
        // Half way between the slowest and the fastest point per user: some points qualify.
        double lo = 1e300, hi = 0;
        for (const FrontierConfiguration& c : f.configurations)
            for (const FrontierPoint& p : c.points) {
                lo = std::min(lo, p.interactivityTokensPerS);
                hi = std::max(hi, p.interactivityTokensPerS);
            }
        const double want = (lo + hi) / 2;
        const FrontierPick pick = cheapestAtInteractivity(f, want);
        QVERIFY(pick.owned && pick.cloud);
        const auto at = [&](const FrontierFrontPoint& a) -> const FrontierPoint& {
            return f.configurations[std::size_t(a.configuration)].points[std::size_t(a.point)];
        };
        const FrontierPoint& owned = at(*pick.owned);
        const FrontierPoint& cloud = at(*pick.cloud);
        QVERIFY(owned.interactivityTokensPerS >= want);
        QVERIFY(cloud.interactivityTokensPerS >= want);
        int qualifying = 0;
        for (const FrontierConfiguration& c : f.configurations)
            for (const FrontierPoint& p : c.points) {
                if (p.interactivityTokensPerS < want)
                    continue;
                ++qualifying;
                QVERIFY(*owned.ownedUsdPerMillion <= *p.ownedUsdPerMillion);
                QVERIFY(*cloud.cloudUsdPerMillion <= *p.cloudUsdPerMillion);
            }
        QVERIFY(qualifying > 1);
        // Asking for more than the fastest point serves picks nothing.
        const FrontierPick none = cheapestAtInteractivity(f, hi * 1.01);
        QVERIFY(!none.owned && !none.cloud);
        // Asking for nothing picks the cheapest point of all, which is no faster than the pick.
        const FrontierPick any = cheapestAtInteractivity(f, 0);
        QVERIFY(*at(*any.owned).ownedUsdPerMillion <= *owned.ownedUsdPerMillion);
    }

    void progressCountsAndCancelStops() {
        const Scenario s = test::scenario(denseJson());
        std::vector<std::pair<int, int>> seen;
        const Frontier full = frontier(s, {1, 4}, [&](int done, int total) {
            seen.emplace_back(done, total);
            return true;
        });
        QVERIFY(!full.cancelled);
        QCOMPARE(int(seen.size()), full.simulations);
        QCOMPARE(seen.back().first, seen.back().second);
        QCOMPARE(seen.front().first, 1);
        // Stopped after the third run: three runs, flagged as incomplete.
        const Frontier stopped = frontier(s, {1, 4}, [](int done, int) { return done < 3; });
        QVERIFY(stopped.cancelled);
        QCOMPARE(stopped.simulations, 3);
        QCOMPARE(int(stopped.configurations.size()), 2);
    }

    void trainingHasNoFrontier() {
        Scenario s = test::scenario(denseJson());
        s.workload.mode = Mode::training;
        QVERIFY(frontier(s, sweep).configurations.empty());
    }
};

QTEST_GUILESS_MAIN(TestFrontier)
#include "tst_frontier.moc"
