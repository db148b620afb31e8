// Expert parallelism: memory per GPU counts the whole experts a GPU holds, the all-to-all of each
// MoE layer has its hand-computed cost and moves to the network when the group leaves the node,
// and expert_parallel 1 reproduces plain tensor parallelism. The tensor-parallel all-reduce's
// half-bandwidth message (engines.json `allreduce_half_bytes`) has its hand number too.
#include "test_support.h"

#include "core/base/text_file.h"
#include "core/catalogue/catalogue.h"
#include "core/catalogue/catalogue_write.h"
#include "core/catalogue/hf_config.h"
#include "core/evaluation/evaluate.h"
#include "core/physics/collectives.h"
#include "core/physics/expert_parallel.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <string>

using namespace ridgeline;

namespace {

Architecture fixture(const char* name) {
    const std::string path = std::string(RIDGELINE_SOURCE_DIR "/tests/data/hf_configs/") + name;
    return parseHfConfig(*readTextFile(path, maxHfConfigBytes), "hf_config")->arch;
}

Scenario moeScenario(const Architecture& a, int gpus, int tp, int ep) {
    Scenario s = test::scenario(R"({"model": {"preset": "mixtral-8x7b"},
        "hardware": {"gpu": "h100-sxm", "count": 8}, "workload": {"batch": 16,
        "tensor_parallel": 8}})");
    s.model.preset.clear();
    s.model.arch = a;
    s.hardware.count = gpus;
    s.workload.tensorParallel = tp;
    s.workload.expertParallel = ep;
    return s;
}

} // namespace

class ExpertParallelTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void memoryCountsEveryExpertHeld();
    void allToAllHasItsHandNumber();
    void oneGroupIsPlainTensorParallelism();
    void groupsBeyondANodeUseTheNetwork();
    void nvl72DomainKeepsWideGroupsOnNvlink();
    void badLayoutsAreRefused();
    void expertParallelRoundTrips();
    void allReduceHalfBandwidth();
};

void ExpertParallelTest::memoryCountsEveryExpertHeld() {
    // Qwen1.5-MoE: 60 experts over 8 GPUs, 8 on the fuller ones (7.5 on average).
    const Architecture a = fixture("qwen1.5-moe-a2.7b.json");
    QCOMPARE(expertsPerGpu(a, 8), 8);
    const ParamCount p = countParams(a);
    const double extra = p.moeLayers * p.expertMlpPerLayer * (64.0 - 60.0) / 8.0;
    RL_COMPARE_REL(paramsPerGpu(a, p, 8, 8), p.total / 8.0 + extra, 1e-12);
    RL_COMPARE_REL(paramsPerGpu(a, p, 8, 1), p.total / 8.0, 1e-12);
    const Results one = evaluate(moeScenario(a, 8, 8, 1));
    const Results eight = evaluate(moeScenario(a, 8, 8, 8));
    RL_COMPARE_REL(eight.memory.weights - one.memory.weights, extra * 2.0, 1e-9);
    // Mixtral: 8 experts over 8 GPUs, one each: nothing extra.
    const Architecture mixtral = fixture("mixtral-8x7b-v0.1.json");
    const ParamCount pm = countParams(mixtral);
    RL_COMPARE_REL(paramsPerGpu(mixtral, pm, 8, 8), pm.total / 8.0, 1e-12);
}

void ExpertParallelTest::allToAllHasItsHandNumber() {
    const LinkRate link{400e9, 5e-6};
    // 16 tokens, top-2, hidden 4096, 2 bytes, over 8 GPUs: 16 x 2 x 4096 x 2 x 7/8 / 8 = 28672 B
    // each way, plus 7 message latencies each way.
    const double want = 2.0 * (28672.0 / 400e9 + 7 * 5e-6);
    RL_COMPARE_REL(allToAllSeconds(16, 2, 4096, 2, 8, link), want, 1e-12);
    QCOMPARE(allToAllSeconds(16, 2, 4096, 2, 1, link), 0.0);
}

void ExpertParallelTest::oneGroupIsPlainTensorParallelism() {
    const Architecture a = fixture("mixtral-8x7b-v0.1.json");
    const Scenario s = moeScenario(a, 8, 8, 1);
    const PassInputs in = passInputs(s, effectiveParams(s.model));
    const double perAllReduce = 16.0 * a.hidden * in.activationBytesPerValue;
    RL_COMPARE_REL(evaluate(s).inference.decode.commS,
                   2.0 * a.layers *
                       ringAllReduceS(perAllReduce, 8, {in.link.bytesPerS, in.link.latencyS}),
                   1e-12);
    // With the experts spread, the MoE layers swap their all-reduce for an all-to-all.
    const Scenario spread = moeScenario(a, 8, 8, 8);
    const PassInputs ep = passInputs(spread, effectiveParams(spread.model));
    const double want =
        a.layers * ringAllReduceS(perAllReduce, 8, {ep.link.bytesPerS, ep.link.latencyS}) +
        a.layers * allToAllSeconds(16, 2, a.hidden, ep.activationBytesPerValue, 8, ep.expertLink);
    RL_COMPARE_REL(evaluate(spread).inference.decode.commS, want, 1e-12);
}

void ExpertParallelTest::groupsBeyondANodeUseTheNetwork() {
    const Architecture a = fixture("deepseek-v3.json");
    const Scenario inNode = moeScenario(a, 16, 16, 8);
    const Scenario acrossNodes = moeScenario(a, 16, 16, 16);
    const PassInputs in = passInputs(inNode, effectiveParams(inNode.model));
    const PassInputs out = passInputs(acrossNodes, effectiveParams(acrossNodes.model));
    const double nvlink = nodeLinkRate(inNode.hardware.gpu.interconnect).bytesPerS;
    QCOMPARE(in.expertLink.bytesPerS, nvlink);
    QVERIFY(out.expertLink.bytesPerS < nvlink / 4);
    QVERIFY(out.expertLink.latencyS > in.expertLink.latencyS);
    // The tensor-parallel ring of 16 crosses the node boundary: the network sets its pace.
    QCOMPARE(in.link.bytesPerS, out.expertLink.bytesPerS);
    QCOMPARE(out.link.bytesPerS, out.expertLink.bytesPerS);
}

// An NVL72 rack is one NVLink domain of 72 GPUs (gpus_per_node 72): DeepSeek-V3 at TP 32 and
// EP 32 keeps its all-reduces and all-to-alls on NVLink, where 8-GPU H100 servers send the same
// traffic through their NICs.
void ExpertParallelTest::nvl72DomainKeepsWideGroupsOnNvlink() {
    const char* layout = R"(, "count": 32}, "workload": {"batch": 64, "tensor_parallel": 32,
        "expert_parallel": 32, "weight_format": "fp8", "kv_format": "fp8"}})";
    const Scenario rack = test::scenario(
        std::string(R"({"model": {"preset": "deepseek-v3"}, "hardware": {"gpu": "gb200")") +
        layout);
    const Scenario servers = test::scenario(
        std::string(R"({"model": {"preset": "deepseek-v3"}, "hardware": {"gpu": "h100-sxm")") +
        layout);
    QCOMPARE(clusterOf(rack.hardware).gpusPerNode, 72);
    QCOMPARE(clusterOf(servers.hardware).gpusPerNode, 8);

    const PassInputs inRack = passInputs(rack, effectiveParams(rack.model));
    const PassInputs overNet = passInputs(servers, effectiveParams(servers.model));
    // Inside the rack both collectives run at NVLink 5's ring rate: 900 GB/s x 0.8.
    QCOMPARE(inRack.link.bytesPerS, 720e9);
    QCOMPARE(inRack.expertLink.bytesPerS, 720e9);
    // Across 8-GPU servers both run at one GPU's share of the network: 8 x 400 Gb/s NICs over
    // 8 GPUs, far below NVLink.
    const double share = networkRate(clusterOf(servers.hardware)).bytesPerS;
    QCOMPARE(overNet.link.bytesPerS, share);
    QCOMPARE(overNet.expertLink.bytesPerS, share);
    QVERIFY(share < 60e9);

    const Results r = evaluate(rack);
    const Results h = evaluate(servers);
    QVERIFY(r.memory.fits);
    QVERIFY(h.memory.fits);
    qInfo("DeepSeek-V3, TP 32 / EP 32: decode communication %g s in the rack, %g s over "
          "8-GPU servers; prefill %g s and %g s",
          r.inference.decode.commS, h.inference.decode.commS, r.inference.prefill.commS,
          h.inference.prefill.commS);
    // A prefill moves whole prompts: bandwidth-bound, ten times faster or more inside the domain.
    QVERIFY(h.inference.prefill.commS > 10 * r.inference.prefill.commS);
    // A decode step moves a few hundred kilobytes per collective: the per-hop latencies weigh
    // in, and the domain still wins by more than twice.
    QVERIFY(h.inference.decode.commS > 2 * r.inference.decode.commS);
    // The hand figure of the rack's all-to-alls: 58 MoE layers at EP 32 on 720 GB/s.
    const double allToAll =
        inRack.params.moeLayers *
        allToAllSeconds(64, 8, 7168, inRack.activationBytesPerValue, 32, inRack.expertLink);
    QVERIFY(allToAll > 0 && allToAll < r.inference.decode.commS);
}

void ExpertParallelTest::badLayoutsAreRefused() {
    const Result<Scenario> dense = parseScenario(
        R"({"model": {"preset": "llama-2-7b"}, "hardware": {"count": 2},
            "workload": {"tensor_parallel": 2, "expert_parallel": 2}})",
        test::catalogue());
    QVERIFY(!dense);
    QCOMPARE(dense.problems().front().path, std::string("workload.expert_parallel"));
    const Result<Scenario> notDividing = parseScenario(
        R"({"model": {"preset": "mixtral-8x7b"}, "hardware": {"gpu": "h100-sxm", "count": 4},
            "workload": {"tensor_parallel": 4, "expert_parallel": 3}})",
        test::catalogue());
    QVERIFY(!notDividing);
    QVERIFY(notDividing.problems().front().message.find("a divisor of 4") != std::string::npos);
    // Compared configurations take the largest spread their own group allows.
    const Scenario s = test::scenario(
        R"({"model": {"preset": "mixtral-8x7b"}, "hardware": {"gpu": "h100-sxm", "count": 8,
            "compare": [{"gpu": "h200-sxm", "count": 2, "tensor_parallel": 2}]},
            "workload": {"tensor_parallel": 8, "expert_parallel": 8}})");
    QCOMPARE(scenarioOn(s, s.compare.front()).workload.expertParallel, 2);
}

void ExpertParallelTest::expertParallelRoundTrips() {
    const Scenario s = test::scenario(
        R"({"model": {"preset": "mixtral-8x7b"}, "hardware": {"gpu": "h100-sxm", "count": 8},
            "workload": {"tensor_parallel": 8, "expert_parallel": 4}})");
    QCOMPARE(s.workload.expertParallel, 4);
    const Scenario again = test::scenario(serializeScenario(s, test::catalogue()));
    QCOMPARE(again, s);
}

// The tensor-parallel all-reduce below the ring's rate (docs/physics.md, "Inference"): with a
// half-bandwidth message of 8 MB, a TP-2 decode all-reduce of 128 tokens x 8,192 x 2 bytes
// (2 MiB) on H100 NVLink (0.8 x 450 GB/s, 1 us a step) takes (2,097,152 + 8,000,000) B / 360 GB/s
// + 2 x 1 us = 30.048 us where the ring's rate gives 7.825 us: it runs at 2.1 / 10.1 of the rate.
// Llama-2-70B's decode step at TP 2 has 160 of them: 160 x 8 MB / 360 GB/s = 3.556 ms more,
// through a profile in a user's catalogue as through the pass. The key reads back equal, is
// inherited by the profile's variants, and is refused above 1 GB by name.
void ExpertParallelTest::allReduceHalfBandwidth() {
    const LinkRate nvlink{360e9, 1e-6};
    const LinkRate slow{360e9, 1e-6, 8e6};
    RL_COMPARE_REL(ringAllReduceS(2097152, 2, nvlink), 7.825422e-6, 1e-6);
    RL_COMPARE_REL(ringAllReduceS(2097152, 2, slow), 30.047644e-6, 1e-6);
    QCOMPARE(ringAllReduceS(2097152, 1, slow), 0.0);
    // 8 GPUs: 2 x 7/8 of the message and of the half-bandwidth length, 14 steps.
    RL_COMPARE_REL(ringAllReduceS(2097152, 8, slow), 1.75 * 10097152 / 360e9 + 14e-6, 1e-12);

    const Scenario s = test::scenario(
        R"({"model": {"preset": "llama-2-70b"}, "hardware": {"gpu": "h100-sxm", "count": 2},
            "workload": {"engine": "tensorrt-llm", "batch": 128, "tensor_parallel": 2,
                         "weight_format": "fp8", "kv_format": "fp8", "compute_format": "fp8",
                         "prompt_tokens": 300, "output_tokens": 300}})");
    const PassInputs in = passInputs(s, effectiveParams(s.model));
    QCOMPARE(in.efficiency.allReduceHalfBytes, 0.0); // no built-in profile sets it
    QCOMPARE(in.link.bytesPerS, 360e9);
    QCOMPARE(s.model.arch.layers, 80);
    QCOMPARE(s.model.arch.hidden, 8192);
    PassInputs slowed = in;
    slowed.efficiency.allReduceHalfBytes = 8e6;
    RL_COMPARE_REL(modelParallelSeconds(in, 128), 160 * 7.825422e-6, 1e-6);
    RL_COMPARE_REL(modelParallelSeconds(slowed, 128) - modelParallelSeconds(in, 128), 3.555556e-3,
                   1e-6);

    EngineProfile e;
    const std::string problem = test::engineConstantProblem(
        "tensorrt-llm", "allreduce_half_bytes", &Efficiency::allReduceHalfBytes, 8e6, 2e9, &e);
    QVERIFY2(problem.empty(), problem.c_str());
    Scenario user = s;
    user.engine = e;
    RL_COMPARE_REL(evaluate(user).inference.decode.commS - evaluate(s).inference.decode.commS,
                   3.555556e-3, 1e-6);
}

QTEST_GUILESS_MAIN(ExpertParallelTest)
#include "tst_expert_parallel.moc"
