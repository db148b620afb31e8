#include "core/evaluation/training_step.h"

#include "core/base/tuned_constants.h"
#include "core/evaluation/evaluate.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace ridgeline {

namespace {

struct Gemm {
    double m, n, k, count;
};

// Time of a GEMM's forward, its input gradient and its weight gradient (each the same FLOPs,
// each with its own shape), or only the first two when the weight is frozen.
double gemmSeconds(const Gemm& g, double peak, bool weightGrad, double& forwardS) {
    const double flops = 2.0 * g.m * g.n * g.k * g.count;
    forwardS = flops / (peak * gemmEfficiency(g.m, g.n, g.k));
    const double dgrad = flops / (peak * gemmEfficiency(g.m, g.k, g.n));
    const double wgrad = weightGrad ? flops / (peak * gemmEfficiency(g.k, g.n, g.m)) : 0;
    return forwardS + dgrad + wgrad;
}

} // namespace

double gemmEfficiency(double m, double n, double k) {
    return trainingGemmCeiling * gemmShapeFactor(m, n, k);
}

double runGoodput(int gpus, const RunGoodput& g) {
    const double lost = std::max(1, gpus) * g.interruptionsPerGpuHour * g.hoursLostPerInterruption;
    return g.steadyShare / (1.0 + lost);
}

double optimizerStepBytesPerParam(double weightBytes, double gradientBytes, double stateBytes,
                                  bool masterCopy) {
    const double weights = masterCopy ? 2.0 * 4.0 + weightBytes : 2.0 * weightBytes;
    return weights + gradientBytes + 2.0 * stateBytes;
}

Placement placementOf(int gpus, int tensorParallel, int dataParallel, const Cluster& c) {
    Placement p;
    p.gpusPerNode = std::max(1, c.gpusPerNode);
    p.nodes = nodesFor(gpus, c);
    p.tpSpansNodes = tensorParallel > p.gpusPerNode;
    p.dpPerNode =
        std::clamp(p.gpusPerNode / std::max(1, tensorParallel), 1, std::max(1, dataParallel));
    p.pipelineCrossesNodes = p.nodes > 1;
    return p;
}

TrainingStep modelTrainingStep(const Scenario& s, const PassInputs& in, int dataParallel,
                               double microBatches) {
    const Workload& w = s.workload;
    const Architecture& a = s.model.arch;
    const Efficiency& eff = in.efficiency;
    // Eager frameworks run norms, rotary, casts and the residual stream as separate kernels,
    // each a round trip through memory (the engine's factor, tools/CALIBRATION.md).
    const double eagerFactor = s.engine.elementwiseTraffic;
    const double t = w.tensorParallel, pp = w.pipelineParallel, m = microBatches;
    const double beta = in.activationBytesPerValue;
    const double n = double(w.sequence) * w.microBatch; // tokens of one micro-batch
    const double b = w.microBatch, seq = double(w.sequence);
    const double d = a.hidden, dh = a.headDim, h = a.heads / t;
    const double layers = a.layers / pp;
    const double peak = in.peakFlops;
    const double bandwidth = in.bandwidth * eff.memory;
    const bool lora = w.loraFraction > 0;
    const bool fullRecompute = w.recompute == Recompute::full;
    // GEMM FLOPs follow the shape; a parameter count given by the user scales them.
    const ParamCount shape = countParams(a);
    const double scale = shape.active > 0 ? in.params.active / shape.active : 1.0;

    TrainingStep st;
    const double experts = std::max(1, a.experts), active = std::max(1, a.activeExperts);
    const double expertTokens = n * active / experts;
    const double up = a.gatedMlp ? 2.0 : 1.0;
    const std::array<Gemm, 4> layerGemms{{
        {n, (a.heads + 2.0 * a.kvHeads) * dh / t, d, scale},
        {n, d, a.heads * dh / t, scale},
        {expertTokens, up * a.ffn / t, d, experts * scale},
        {expertTokens, d, a.ffn / t, experts * scale},
    }};
    double forwardGemmS = 0;
    for (const Gemm& g : layerGemms) {
        double fwd = 0;
        st.gemmS += layers * gemmSeconds(g, peak, !lora, fwd);
        forwardGemmS += layers * fwd;
    }
    double headFwd = 0;
    st.gemmS += gemmSeconds({n, a.vocab / t, d, 1.0}, peak, !lora, headFwd);

    // Attention core per layer: causal QK^T and PV, 2 b s^2 h d_h forward with flash (it skips
    // the masked half); without it the full square is computed and the scores go through memory.
    const double attnFlops = (w.flashAttention ? 2.0 : 4.0) * b * seq * seq * h * dh;
    const double attnFwd =
        layers * attnFlops / (peak * attentionShare * gemmEfficiency(seq, seq, dh));
    st.attentionS = attnFwd * (1.0 + attentionBackwardFactor);
    const double scoresBytes = w.flashAttention ? 0.0 : layers * b * h * seq * seq * beta * 4.0;

    // Memory-bound work per layer, forward: two norms (read, write), two residual adds (two
    // reads, one write), rotary on q and k, the MLP activation; sequence parallel splits by t.
    // The backward moves about twice the forward's bytes.
    const double actRw = a.gatedMlp ? 3.0 : 2.0;
    const double perLayerFwd =
        n * beta * (4.0 * d + 6.0 * d + 2.0 * (a.heads + a.kvHeads) * dh + actRw * a.ffn) / t;
    double fwdBytes = eagerFactor * layers * perLayerFwd + scoresBytes;
    // Casts done per forward: autocast copies wide weights into the compute format; a quantised
    // base (QLoRA) is dequantised in the forward and again for the input gradients.
    const double stageParams = in.params.total / (t * pp);
    double castBytes = 0;
    if (in.weightBytesPerParam > beta)
        castBytes = stageParams * (in.weightBytesPerParam + beta);
    else if (in.weightBytesPerParam < 1.0)
        castBytes = 2.0 * stageParams * (in.weightBytesPerParam + beta);
    const double lossBytes = n * a.vocab / t * lossBytesPerLogit;
    st.memoryBoundS = (3.0 * fwdBytes + castBytes + lossBytes) / bandwidth;

    if (fullRecompute)
        st.recomputeS = forwardGemmS + attnFwd + (fwdBytes + castBytes / 2.0) / bandwidth;
    else if (w.recompute == Recompute::selective && !w.flashAttention)
        st.recomputeS = attnFwd + scoresBytes / bandwidth;
    const double gpuWork = st.gemmS + st.attentionS + st.memoryBoundS + st.recomputeS;
    // The CPU issues the kernels ahead of the GPU; launches cost time only when they take
    // longer than the work they launch (small models, eager frameworks).
    st.launchS =
        std::max(0.0, launchesPerForward * eff.stepOverheadS * layers / a.layers - gpuWork);
    st.microBatchS = gpuWork + st.launchS;

    // Optimizer update: once per step over this GPU's share of the trained parameters.
    const double trainable = lora ? w.loraFraction * in.params.total : in.params.total;
    const double stateBytes = [&] {
        switch (w.optimizer) {
        case Optimizer::adamw:
        case Optimizer::adam:
            return 2.0 * w.optimizerStateFormat.bytes();
        case Optimizer::sgd:
            return w.optimizerStateFormat.bytes();
        case Optimizer::adam8bit:
            return 2.0;
        case Optimizer::none:
        case Optimizer::sgdNoMomentum:
            break;
        }
        return 0.0;
    }();
    const bool master =
        w.masterWeights && w.optimizer != Optimizer::none && in.weightBytesPerParam < 4;
    const double updateWeightBytes = lora ? 2.0 : in.weightBytesPerParam;
    const double zeroShard = w.zeroStage >= 1 ? dataParallel : 1;
    st.optimizerS = trainable / (t * pp * zeroShard) *
                    optimizerStepBytesPerParam(updateWeightBytes, w.gradientFormat.bytes(),
                                               stateBytes, master) /
                    bandwidth;
    st.overheadS = eff.stepOverheadS;

    // Communication.
    const Cluster cluster = clusterOf(s.hardware);
    const int gpus = s.hardware.count;
    st.placement = placementOf(gpus, w.tensorParallel, dataParallel, cluster);
    const Placement& pl = st.placement;
    const LinkRate node = nodeLinkRate(s.hardware.gpu.interconnect);
    const LinkRate net = networkRate(cluster);
    // Tensor parallel: 2 all-reduces forward and 2 backward per layer (+2 when recomputing).
    const double tpBytes = n * d * beta;
    const double tpOne =
        hierarchicalAllReduceS(tpBytes, w.tensorParallel, pl.gpusPerNode, node, net);
    const double tpPerMicro = layers * (fullRecompute ? 6.0 : 4.0) * tpOne;
    // Pipeline: each boundary sends the activations forward and their gradient back.
    const double ppPerMicro =
        pp > 1 ? 2.0 * sendS(n * d * beta / t, pl.pipelineCrossesNodes ? net : node) : 0.0;
    // Data parallel: the gradient all-reduce (ZeRO-3 also gathers the weights: ~1.5x).
    const double gradBytes =
        trainable * w.gradientFormat.bytes() / (t * pp) * (w.zeroStage >= 3 ? 1.5 : 1.0);
    st.dpCommS = hierarchicalAllReduceS(gradBytes, dataParallel, pl.dpPerNode, node, net);
    st.tpCommS = m * tpPerMicro;
    st.ppCommS = m * ppPerMicro;

    // Buckets of gradients are reduced while the last micro-batch's backward still runs;
    // ZeRO-3 gathers weights throughout the step.
    const double backwardS = st.microBatchS * 2.0 / 3.0;
    const double window = w.zeroStage >= 3 ? m * st.microBatchS : backwardS;
    const double slot = st.microBatchS + tpPerMicro + ppPerMicro;
    st.computeS = m * st.microBatchS + st.optimizerS + st.overheadS;
    st.bubbleS = (pp - 1.0) * slot;
    // Overlap is not free: the collective's kernels take SMs and memory bandwidth from the
    // compute they hide behind.
    const double hidden = std::min(st.dpCommS, window);
    st.overlappedCommS = hidden;
    st.exposedCommS =
        st.tpCommS + st.ppCommS + (st.dpCommS - hidden) + overlapInterference * hidden;
    st.stepS = st.computeS + st.bubbleS + st.exposedCommS;
    return st;
}

} // namespace ridgeline
