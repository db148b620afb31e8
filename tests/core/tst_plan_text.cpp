// A plan's reasons as data (core/plan/plan_reasons.h) and their English rendering
// (core/plan/plan_text.h): the sentences the CLI, `plan --json` and the docs print, built from the
// data alone.
#include "core/plan/plan_text.h"

#include <QTest>

using namespace ridgeline;

namespace {

PlanLabel h100x4() {
    PlanLabel l;
    l.gpu = "H100 SXM 80GB";
    l.count = 4;
    l.tensorParallel = 2;
    l.weights = "fp8";
    l.engine = "vLLM";
    return l;
}

// A serving plan's figures: 12.4 sequences in flight, 2 replicas of TP 2, p95 times, $2 an hour.
Plan servingPlan(PlanWhy why, bool simulated) {
    Plan p;
    p.scenario.workload.tensorParallel = 2;
    p.scenario.workload.serving = ServingSpec{};
    p.scenario.workload.serving->requests = 2000;
    p.scenario.workload.serving->seed = 7;
    p.results.inference.replicas = 2;
    ServingLoad load;
    load.sequencesInFlight = 12.4;
    load.ttftAtPercentileS = 0.314;
    load.latencyAtPercentileS = 5.126;
    load.tpotAtPercentileS = 0.0195;
    load.simulated = simulated;
    p.load = load;
    p.usdPerHour = 2.0;
    p.whyData = why;
    return p;
}

} // namespace

class PlanTextTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void labels() {
        QCOMPARE(planLabelText(h100x4()),
                 std::string("H100 SXM 80GB x 4 (TP 2), fp8 weights, vLLM"));
        PlanLabel t = h100x4();
        t.training = true;
        t.pipelineParallel = 2;
        t.zeroStage = 1;
        t.engine = "Megatron-LM";
        QCOMPARE(planLabelText(t),
                 std::string("H100 SXM 80GB x 4 (TP 2, PP 2, ZeRO 1), Megatron-LM"));
    }

    void cheapestBelowTheNext() {
        PlanWhy w;
        w.rank = PlanRank::cheapest;
        w.plans = 12;
        w.cost = 1.234;
        w.percent = 100.0 * (1.0 - 1.234 / 1.5);
        w.next = h100x4();
        const Plan p = servingPlan(w, false);
        QCOMPARE(planWhyText(p),
                 std::string("Cheapest of the 12 plans that meet every limit: $1.23 per million "
                             "tokens at the required load, 18 % below the next (H100 SXM 80GB x 4 "
                             "(TP 2), fp8 weights, vLLM). 12 sequences in flight on average over "
                             "2 replicas of 2 GPU(s); p95 first token 0.31 s, answer 5.13 s, "
                             "19.5 ms per token (queueing estimate); $1460 a month."));
    }

    void cheapestTiedAndSimulated() {
        PlanWhy w;
        w.rank = PlanRank::cheapestTied;
        w.plans = 3;
        w.cost = 0.5;
        w.percentile = 99.5;
        w.next = h100x4();
        const Plan p = servingPlan(w, true);
        QCOMPARE(planWhyText(p),
                 std::string("Cheapest of the 3 plans that meet every limit, $0.50 per million "
                             "tokens at the required load, tied with the next (H100 SXM 80GB x 4 "
                             "(TP 2), fp8 weights, vLLM) and first on speed. 12 sequences in "
                             "flight on average over 2 replicas of 2 GPU(s); p99.5 first token "
                             "0.31 s, answer 5.13 s, 19.5 ms per token (simulated: 2000 requests "
                             "measured, seed 7); $1460 a month."));
    }

    void onlyAndDearerTraining() {
        Plan p;
        p.scenario.hardware.count = 256;
        p.results.training.timeS = 12.5 * 86400.0;
        p.results.training.impliedMfu = 0.412;
        p.whyData.training = true;
        p.whyData.rank = PlanRank::only;
        p.whyData.cost = 812345.678;
        QCOMPARE(planWhyText(p),
                 std::string("The only configuration that meets every limit: $812345.68 for the "
                             "run. 12.5 days on 256 GPUs, 41 % implied MFU."));
        p.whyData.rank = PlanRank::dearer;
        p.whyData.percent = 12.6;
        QCOMPARE(planWhyText(p), std::string("$812345.68 for the run, 13 % more than the first. "
                                             "12.5 days on 256 GPUs, 41 % implied MFU."));
        p.whyData.faster = true;
        p.whyData.fewerGpus = true;
        p.whyData.lessUpFront = true;
        QCOMPARE(planWhyText(p), std::string("$812345.68 for the run, 13 % more than the first; "
                                             "it gives a shorter run, fewer GPUs and less to buy "
                                             "up front. 12.5 days on 256 GPUs, 41 % implied MFU."));
        p.whyData.faster = false;
        p.whyData.lessUpFront = false;
        p.option = std::string("an option");
        QCOMPARE(planWhyText(p), std::string("$812345.68 for the run, 13 % more than the first; "
                                             "it gives fewer GPUs. 12.5 days on 256 GPUs, 41 % "
                                             "implied MFU. With an option."));
    }

    void risks() {
        QCOMPARE(planRiskText({PlanRiskKind::tpot, 0.0416, 0.04}),
                 std::string("time per output token up to 42 ms at P90 (limit 40 ms)"));
        QCOMPARE(planRiskText({PlanRiskKind::ttft, 1.2004, 1.0}),
                 std::string("first token up to 1200 ms at P90 with the queue (limit 1000 ms)"));
        QCOMPARE(planRiskText({PlanRiskKind::latency, 10.456, 10.0}),
                 std::string("answer up to 10.46 s at P90 with the queue (limit 10.00 s)"));
        QCOMPARE(planRiskText({PlanRiskKind::costCeiling, 2.346, 2.0}),
                 std::string("$2.35 per million tokens at P90 (ceiling $2.00)"));
        QCOMPARE(planRiskText({PlanRiskKind::deadline, 31.26 * 86400, 30 * 86400}),
                 std::string("up to 31.3 days at P90 (deadline 30.0 days)"));
        QCOMPARE(planRiskText({PlanRiskKind::budget, 1.05e6, 1e6}),
                 std::string("$1050000 at P90 (budget $1000000)"));
        QCOMPARE(planRiskText({PlanRiskKind::slowOffload, 2.43, 0, 38, 80}),
                 std::string("slow: 38 of 80 layers in host memory, 2.4 tokens/s per sequence "
                             "(offload)"));
    }

    void options() {
        QCOMPARE(planOptionText({}), std::string());
        PlanOption s;
        s.kind = PlanOptionKind::speculative;
        s.method = SpeculativeMethod::draft;
        s.draft = "llama-3.2-1b";
        s.tokens = 4;
        s.acceptance = 0.7;
        s.tpotS = 0.01834;
        s.plainTpotS = 0.04112;
        s.batch = 16;
        s.plainMeets = true;
        s.cost = 1.5;
        s.plainCost = 2.25;
        QCOMPARE(planOptionText(s),
                 std::string("speculative decoding (draft llama-3.2-1b, k 4, acceptance 0.70): "
                             "TPOT 18.3 ms instead of 41.1 ms at a batch of 16; $1.50 per million "
                             "tokens against $2.25 with plain decode"));
        s.method = SpeculativeMethod::eagle;
        s.plainMeets = false;
        s.plainReason = RejectReason::tooSlowPerToken;
        QCOMPARE(planOptionText(s),
                 std::string("speculative decoding (eagle, k 4, acceptance 0.70): TPOT 18.3 ms "
                             "instead of 41.1 ms at a batch of 16; plain decode misses the "
                             "limits here (too slow per token)"));
        s.plainTooFewGpus = true;
        QVERIFY(planOptionText(s).ends_with("plain decode misses the limits here (too few GPUs)"));

        PlanOption o;
        o.kind = PlanOptionKind::offload;
        o.gpuLayers = 42;
        o.layers = 80;
        o.gpu = "GeForce RTX 4090";
        o.tpotS = 1 / 2.43;
        QCOMPARE(planOptionText(o),
                 std::string("host-memory offload: 42 of 80 layers on the GeForce RTX 4090 "
                             "(llama.cpp gpu_layers), the rest in host memory; 2.4 tokens/s per "
                             "sequence"));

        PlanOption d;
        d.kind = PlanOptionKind::disaggregated;
        d.poolGpus = 12;
        d.decodeGpus = 2;
        d.gpu = "H100 SXM 80GB";
        d.cost = 6.494;
        d.plainCost = 7.1;
        d.colocatedGpus = 16;
        d.kvTransferS = 0.00352;
        QCOMPARE(planOptionText(d),
                 std::string("disaggregated prefill: prefill pool 12x + decode 2x H100 SXM 80GB: "
                             "$6.49 per million tokens against $7.10 co-located (16x), KV cache "
                             "transfer 3.5 ms"));
    }
};

QTEST_APPLESS_MAIN(PlanTextTest)
#include "tst_plan_text.moc"
