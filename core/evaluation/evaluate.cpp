#include "core/evaluation/evaluate.h"

#include "core/catalogue/catalogue.h"
#include "core/evaluation/disaggregated.h"
#include "core/evaluation/ranges.h"
#include "core/evaluation/required_load.h"
#include "core/physics/collectives.h"
#include "core/physics/data_parallel_attention.h"
#include "core/scenario/choices.h"

#include <algorithm>
#include <array>
#include <numeric>

namespace ridgeline {

Efficiency effectiveEfficiency(const Scenario& s) {
    Efficiency e = efficiencyFor(s.engine, s.hardware.gpu.vendor, s.hardware.gpu.memoryType);
    const EfficiencyOverrides& o = s.efficiencyOverrides;
    e.memory = o.memory.value_or(e.memory);
    e.compute = o.compute.value_or(e.compute);
    e.mfu = o.mfu.value_or(e.mfu);
    e.stepOverheadS = o.stepOverheadS.value_or(e.stepOverheadS);
    return e;
}

int dataParallelDegree(const Scenario& s) {
    const Workload& w = s.workload;
    if (w.mode == Mode::training && w.dataParallel > 0)
        return w.dataParallel;
    const int modelParallel =
        w.tensorParallel * (w.mode == Mode::training ? w.pipelineParallel : 1);
    return std::max(1, s.hardware.count / std::max(1, modelParallel));
}

GpuChoice primaryChoice(const Scenario& s) {
    GpuChoice c;
    c.gpu = s.hardware.gpu;
    if (s.economics.gpuPriceUsd)
        c.gpu.priceUsd = s.economics.gpuPriceUsd;
    if (s.economics.cloudUsdPerGpuHour)
        c.gpu.cloudUsdPerGpuHour = s.economics.cloudUsdPerGpuHour;
    c.count = s.hardware.count;
    c.tensorParallel = s.workload.tensorParallel;
    c.gpusPerNode = s.hardware.gpusPerNode;
    c.network = s.hardware.network;
    c.nicsPerNode = s.hardware.nicsPerNode;
    return c;
}

std::vector<GpuChoice> configurations(const Scenario& s) {
    std::vector<GpuChoice> out{primaryChoice(s)};
    out.insert(out.end(), s.compare.begin(), s.compare.end());
    return out;
}

int setConfigurations(Scenario& s, const std::vector<GpuChoice>& choices, int primary,
                      const Catalogue& catalogue) {
    s.compare.clear();
    if (choices.empty())
        return 0;
    const int n = std::min(int(choices.size()), 1 + maxCompared);
    primary = std::clamp(primary, 0, n - 1);
    const GpuChoice& p = choices[std::size_t(primary)];
    const Gpu* listed = catalogue.gpu(p.gpu.id);
    HardwareSpec& h = s.hardware;
    h.gpu = p.gpu;
    h.catalogueId = listed ? listed->id : std::string();
    h.count = p.count;
    h.gpusPerNode = p.gpusPerNode;
    h.network = p.network;
    h.nicsPerNode = p.nicsPerNode;
    s.workload.tensorParallel = p.tensorParallel;
    // The price rule: the scenario names the catalogue GPU at its catalogue prices; a price the
    // user changed is an override (economics), so that the file says what differs.
    dropPriceOverrides(s.economics);
    if (listed) {
        h.gpu.priceUsd = listed->priceUsd;
        h.gpu.cloudUsdPerGpuHour = listed->cloudUsdPerGpuHour;
        if (p.gpu.priceUsd != listed->priceUsd)
            s.economics.gpuPriceUsd = p.gpu.priceUsd;
        if (p.gpu.cloudUsdPerGpuHour != listed->cloudUsdPerGpuHour)
            s.economics.cloudUsdPerGpuHour = p.gpu.cloudUsdPerGpuHour;
    }
    for (int i = 0; i < n; ++i)
        if (i != primary)
            s.compare.push_back(choices[std::size_t(i)]);
    return primary;
}

Scenario scenarioOn(const Scenario& s, const GpuChoice& choice) {
    Scenario out = s;
    out.hardware.gpu = choice.gpu;
    out.hardware.catalogueId = choice.gpu.id;
    out.hardware.count = choice.count;
    out.workload.tensorParallel = choice.tensorParallel;
    // Experts spread over as many GPUs of the configuration's group as divide it.
    out.workload.expertParallel =
        s.workload.dataParallelAttention
            ? std::max(1, choice.tensorParallel)
            : std::gcd(std::max(1, s.workload.expertParallel), std::max(1, choice.tensorParallel));
    if (choice.pipelineParallel > 0)
        out.workload.pipelineParallel = choice.pipelineParallel;
    out.workload.dataParallel = 0;
    // Each configuration has its own servers (the primary's are the scenario's).
    out.hardware.gpusPerNode = choice.gpusPerNode;
    out.hardware.network = choice.network;
    out.hardware.nicsPerNode = choice.nicsPerNode;
    dropPriceOverrides(out.economics);
    out.compare.clear();
    return out;
}

ParamCount effectiveParams(const ModelSpec& m) {
    ParamCount p = countParams(m.arch);
    if (m.params && p.total > 0) {
        const double scale = *m.params / p.total;
        p.total *= scale;
        p.active *= scale;
        p.attentionPerLayer *= scale;
        p.expertMlpPerLayer *= scale;
        p.perLayerFixed *= scale;
        p.embedding *= scale;
        p.alwaysRead *= scale;
    }
    return p;
}

ComputeType effectiveComputeType(const Gpu& gpu, ComputeType requested) {
    using C = ComputeType;
    if (gpu.peak(requested) > 0)
        return requested;
    // Nearest substitutes first: the same width, then wider, then anything the GPU has.
    const std::array<C, 7> order = [requested] {
        switch (requested) {
        case C::bf16:
            return std::array<C, 7>{C::fp16, C::fp32, C::tf32, C::fp8, C::int8, C::fp4, C::bf16};
        case C::fp16:
            return std::array<C, 7>{C::bf16, C::fp32, C::tf32, C::fp8, C::int8, C::fp4, C::fp16};
        case C::fp8:
        case C::int8:
        case C::fp4:
            return std::array<C, 7>{C::fp8, C::int8, C::bf16, C::fp16, C::fp32, C::tf32, C::fp4};
        case C::fp32:
        case C::tf32:
            break;
        }
        return std::array<C, 7>{C::tf32, C::fp32, C::bf16, C::fp16, C::fp8, C::int8, C::fp4};
    }();
    for (C c : order) {
        if (gpu.peak(c) > 0)
            return c;
    }
    return requested;
}

PassInputs passInputs(const Scenario& s, const ParamCount& params) {
    const Workload& w = s.workload;
    const Gpu& gpu = s.hardware.gpu;
    PassInputs in;
    in.arch = s.model.arch;
    in.params = params;
    in.weightBytesPerParam = w.weightFormat.bytes();
    in.kvBytesPerValue = w.kvFormat.bytes();
    const ComputeType compute = effectiveComputeType(gpu, w.computeFormat);
    in.activationBytesPerValue = std::max(2.0, computeTypeBytes(compute));
    in.peakFlops = gpu.peak(compute);
    // An engine that accumulates 16-bit GEMMs in fp16 runs at that rate where the GPU has one.
    if (s.engine.fp16Accumulate && (compute == ComputeType::fp16 || compute == ComputeType::bf16)) {
        for (const auto& [label, flops] : gpu.flopsExtra) {
            if (label == "fp16_fp16_accumulate")
                in.peakFlops = std::max(in.peakFlops, flops);
        }
    }
    in.datasheetPeakFlops = in.peakFlops;
    in.peakFlops = powerLimitedPeakFlops(in.peakFlops, gpu.tdpW, computeTypeBytes(compute));
    in.bandwidth = gpu.bandwidthBytesPerS;
    in.efficiency = effectiveEfficiency(s);
    in.flashAttention = w.flashAttention && s.engine.flashAttention;
    in.elementwiseTraffic = s.engine.elementwiseTraffic;
    in.kvTraffic =
        kvTrafficFactor(s.engine.expandsGroupedKv, s.model.arch.heads, s.model.arch.kvHeads);
    in.tensorParallel = w.tensorParallel;
    // Tensor-parallel rings inside a node run at what the node's link achieves.
    in.link = nodeLinkRate(gpu.interconnect);
    // The experts' all-to-all stays on that link inside a node; a group wider than a node sends
    // through its share of the network.
    // The node is the NVLink domain: 8 GPUs in an HGX server, 72 in an NVL72 rack
    // (hardware.gpus_per_node).
    in.expertParallel = std::max(1, w.expertParallel);
    in.dataParallelAttention = dataParallelAttentionApplies(s);
    in.expertLink = in.link;
    const Cluster cluster = clusterOf(s.hardware);
    const LinkRate net = networkRate(cluster);
    if (in.expertParallel > cluster.gpusPerNode) {
        in.expertLink.bytesPerS = net.bytesPerS;
        in.expertLink.latencyS = net.latencyS;
    }
    // A tensor-parallel ring wider than the domain crosses the network at every node boundary,
    // and a ring runs at the pace of its slowest hop.
    if (in.tensorParallel > cluster.gpusPerNode) {
        in.link.bytesPerS = net.bytesPerS;
        in.link.latencyS = net.latencyS;
    }
    return in;
}

Results evaluate(const Scenario& s) {
    Results r;
    r.mode = s.workload.mode;
    r.gpus = s.hardware.count;
    const ParamCount params = effectiveParams(s.model);
    const PassInputs in = passInputs(s, params);
    r.efficiency = in.efficiency;

    const Architecture& a = s.model.arch;
    r.model = {params.total, params.active, a.layers, a.hidden, a.heads, a.kvHeads, a.headDim};
    const double effPeak = in.peakFlops * in.efficiency.compute;
    const double effBandwidth = in.bandwidth * in.efficiency.memory;
    r.roofline = {in.datasheetPeakFlops,
                  in.bandwidth,
                  ridgePoint(in.datasheetPeakFlops, in.bandwidth),
                  effPeak,
                  effBandwidth,
                  ridgePoint(effPeak, effBandwidth)};
    r.roofline.sustainedPeakFlops = in.peakFlops;
    r.roofline.operandBytes =
        computeTypeBytes(effectiveComputeType(s.hardware.gpu, s.workload.computeFormat));

    // Inference figures are always evaluated (the training mode's charts and lessons read the
    // decode point too); the training step only in training mode, where it is shown: an
    // inference scenario's training keys are null in the JSON, and skipping the step is a fifth
    // of an evaluation.
    detail::evaluateInference(s, in, r);
    if (s.workload.offload && s.workload.mode == Mode::inference)
        detail::applyOffload(s, in, r);
    detail::evaluatePrefillPool(s, in, r);
    if (s.workload.mode == Mode::training)
        detail::evaluateTraining(s, in, r);
    detail::evaluateCost(s, r);
    detail::evaluateRanges(s, r);
    r.requiredLoad = requiredLoad(s, r);
    return r;
}

} // namespace ridgeline
