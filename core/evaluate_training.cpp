// Training: compute, time by MFU and by the modelled step, memory per GPU by optimizer,
// precision, ZeRO stage, recomputation and LoRA, and the communication of each step.
#include "core/evaluate.h"

#include <algorithm>
#include <cmath>

namespace ridgeline::detail {

namespace {

// Bytes of optimizer state per trained parameter: Adam keeps two values (m, v), SGD with
// momentum one; 8-bit Adam stores its two values in one byte each whatever the format.
double optimizerStateBytes(Optimizer o, const Format& stateFormat) {
    switch (o) {
    case Optimizer::adamw:
    case Optimizer::adam:
        return 2 * stateFormat.bytes();
    case Optimizer::sgd:
        return stateFormat.bytes();
    case Optimizer::adam8bit:
        return 2;
    case Optimizer::none:
        return 0;
    }
    return 2 * stateFormat.bytes();
}

struct TrainingMemory {
    double weights = 0, gradients = 0, optimizer = 0, activations = 0;
    double unsharded = 0; ///< the whole job's bytes for one micro-batch, before any sharding
};

TrainingMemory trainingMemory(const Scenario& s, const PassInputs& in, int dp) {
    const Workload& w = s.workload;
    const Architecture& a = s.model.arch;
    const double P = in.params.total;
    const double shard = double(w.tensorParallel) * w.pipelineParallel;
    const bool lora = w.loraFraction > 0;
    const double trainable = lora ? w.loraFraction * P : P;
    const double master =
        (w.masterWeights && w.optimizer != Optimizer::none && in.weightBytesPerParam < 4) ? 4.0
                                                                                          : 0.0;
    const double perTrainable = master + optimizerStateBytes(w.optimizer, w.optimizerStateFormat);

    TrainingMemory m;
    const double weights = P * in.weightBytesPerParam + (lora ? 2.0 * trainable : 0.0);
    const double gradients = trainable * w.gradientFormat.bytes();
    const double optimizer = trainable * perTrainable;
    m.weights = weights / shard / (w.zeroStage >= 3 ? dp : 1);
    m.gradients = gradients / shard / (w.zeroStage >= 2 ? dp : 1);
    m.optimizer = optimizer / shard / (w.zeroStage >= 1 ? dp : 1);

    double activations = 0;
    if (w.activationRule == ActivationRule::twiceWeights) {
        activations = 2.0 * P * in.weightBytesPerParam;
        m.activations = activations / shard;
    } else {
        const double perLayer = trainingActivationBytesPerLayer(
            double(w.sequence), w.microBatch, a.hidden, a.heads, w.recompute, w.flashAttention);
        const double logits = double(w.sequence) * w.microBatch * a.vocab * 4.0;
        activations = perLayer * a.layers + logits;
        // 1F1B keeps up to p micro-batches in flight on the first stage, each of L/p layers.
        const double inFlight = w.pipelineParallel;
        m.activations =
            (perLayer * a.layers / w.pipelineParallel * inFlight + logits) / w.tensorParallel;
    }
    m.unsharded = weights + gradients + optimizer + activations;
    return m;
}

} // namespace

void evaluateTraining(const Scenario& s, const PassInputs& in, Results& r) {
    const Workload& w = s.workload;
    const Architecture& a = s.model.arch;
    const Efficiency& eff = in.efficiency;
    TrainingFigures& t = r.training;
    const int n = s.hardware.count;
    const int dp = dataParallelDegree(s);
    const double pp = w.pipelineParallel;
    const bool fullRecompute = w.recompute == Recompute::full;
    t.dataParallel = dp;

    t.flops = trainingFlops(in.params.active, w.tokens, fullRecompute);
    t.mfuTimeS = t.flops / (n * in.peakFlops * eff.mfu);

    const double globalBatch = w.globalBatch > 0 ? w.globalBatch : double(w.microBatch) * dp;
    const double microBatches = std::max(1.0, globalBatch / (double(w.microBatch) * dp));
    t.tokensPerStep = globalBatch * double(w.sequence);
    t.steps = w.tokens / t.tokensPerStep;
    t.stepFlops = trainingFlops(in.params.active, t.tokensPerStep, fullRecompute) / n;
    t.computeS = t.stepFlops / (in.peakFlops * eff.compute);
    t.bubbleFraction = (pp - 1.0) / (microBatches + pp - 1.0);

    // Data parallel: one gradient all-reduce per step (ZeRO-3 also gathers weights: ~1.5x).
    const double trainable =
        w.loraFraction > 0 ? w.loraFraction * in.params.total : in.params.total;
    const double gradBytes = trainable * w.gradientFormat.bytes() / (w.tensorParallel * pp) *
                             (w.zeroStage >= 3 ? 1.5 : 1.0);
    const double dpComm = ringAllReduceSeconds(gradBytes, dp, s.hardware.gpu.interconnect);
    // Tensor parallel: 4 all-reduces of s b d per layer per micro-batch (forward and backward).
    const double tpBytes =
        double(w.sequence) * w.microBatch * a.hidden * in.activationBytesPerValue;
    const double tpComm = microBatches * (a.layers / pp) * 4.0 *
                          ringAllReduceSeconds(tpBytes, w.tensorParallel, in.link);
    t.communicationS = dpComm + tpComm;
    // Gradient buckets are reduced while the backward pass (2/3 of the compute) still runs.
    t.exposedCommS = std::max(0.0, dpComm - 2.0 / 3.0 * t.computeS) + tpComm;
    t.stepTimeS = t.computeS / (1.0 - t.bubbleFraction) + t.exposedCommS;
    t.scalingEfficiency = t.computeS / t.stepTimeS;
    t.modelledTimeS = t.steps * t.stepTimeS;
    t.timeS = w.timeBasis == TimeBasis::mfu ? t.mfuTimeS : t.modelledTimeS;
    t.gpuHours = n * t.timeS / 3600.0;
    t.tokensPerS = w.tokens / t.timeS;
    if (w.deadlineS)
        t.gpusForDeadline = std::ceil(t.flops / (*w.deadlineS * in.peakFlops * eff.mfu));
    else
        t.gpusForDeadline.reset();

    const TrainingMemory m = trainingMemory(s, in, dp);
    // Bytes a GPU moves per step, for the roofline point: weights read three times per
    // micro-batch (forward, two backward GEMMs), activations written and read once, and the
    // optimizer reading and writing its states and the gradients.
    t.stepBytes =
        microBatches * (3.0 * m.weights + 2.0 * m.activations) + 2.0 * (m.optimizer + m.gradients);
    t.bound = boundOf(t.stepFlops / r.roofline.effectivePeakFlops,
                      t.stepBytes / r.roofline.effectiveBandwidth);

    if (w.mode != Mode::training)
        return;
    MemoryFigures& mem = r.memory;
    mem.weights = m.weights;
    mem.kvCache = 0;
    mem.activations = m.activations;
    mem.gradients = m.gradients;
    mem.optimizer = m.optimizer;
    mem.overhead = w.runtimeOverheadBytes;
    mem.perGpu = m.weights + m.gradients + m.optimizer + m.activations + mem.overhead;
    mem.total = mem.perGpu * n;
    mem.usable = s.hardware.gpu.memoryBytes() * w.usableMemoryFraction;
    mem.fits = mem.perGpu <= mem.usable;
    const double room = mem.usable - mem.overhead;
    mem.gpusNeeded = room > 0 ? int(std::min(1e9, std::ceil(m.unsharded / room))) : 0;
}

} // namespace ridgeline::detail
