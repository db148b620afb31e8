// Training: compute, time by MFU and by the modelled step, memory per GPU by optimizer,
// precision, ZeRO stage, recomputation, LoRA and pipeline stage, and the communication of each
// step on the scenario's cluster.
#include "core/evaluation/evaluate.h"
#include "core/evaluation/training_step.h"
#include "core/physics/training_memory.h"

#include <algorithm>
#include <cmath>

namespace ridgeline::detail {

void evaluateTraining(const Scenario& s, const PassInputs& in, Results& r) {
    const Workload& w = s.workload;
    const Efficiency& eff = in.efficiency;
    TrainingFigures& t = r.training;
    const int n = s.hardware.count;
    const int dp = dataParallelDegree(s);
    const bool fullRecompute = w.recompute == Recompute::full;
    t.dataParallel = dp;

    t.flops = trainingFlops(in.params.active, w.tokens, fullRecompute);
    t.mfuTimeS = t.flops / (n * in.datasheetPeakFlops * eff.mfu);

    const double globalBatch = w.globalBatch > 0 ? w.globalBatch : double(w.microBatch) * dp;
    const double microBatches = std::max(1.0, globalBatch / (double(w.microBatch) * dp));
    t.tokensPerStep = globalBatch * double(w.sequence);
    t.steps = w.tokens / t.tokensPerStep;
    t.stepFlops = trainingFlops(in.params.active, t.tokensPerStep, fullRecompute) / n;

    const TrainingStep st = modelTrainingStep(s, in, dp, microBatches);
    t.computeS = st.computeS;
    t.tpCommS = st.tpCommS;
    t.ppCommS = st.ppCommS;
    t.dpCommS = st.dpCommS;
    t.communicationS = st.tpCommS + st.ppCommS + st.dpCommS;
    t.exposedCommS = st.exposedCommS;
    t.overlappedCommS = st.overlappedCommS;
    t.bubbleS = st.bubbleS;
    t.microBatches = microBatches;
    t.stepOverheadS = st.overheadS;
    t.stepTimeS = st.stepS;
    t.bubbleFraction = st.stepS > 0 ? st.bubbleS / st.stepS : 0;
    t.scalingEfficiency = st.stepS > 0 ? st.computeS / st.stepS : 1;
    t.gemmS = st.gemmS;
    t.attentionS = st.attentionS;
    t.memoryBoundS = st.memoryBoundS;
    t.launchS = st.launchS;
    t.recomputeS = st.recomputeS;
    t.optimizerS = st.optimizerS;
    t.microBatchS = st.microBatchS;
    t.nodes = st.placement.nodes;
    t.tpSpansNodes = st.placement.tpSpansNodes;

    t.modelledTimeS = t.steps * t.stepTimeS;
    t.timeBasis = w.timeBasis;
    // A published MFU is all-inclusive; the modelled step is the steady state, and a whole run
    // also loses time to interruptions and everything else runGoodput() stands for.
    t.goodput = w.timeBasis == TimeBasis::mfu ? 1.0 : w.goodput.value_or(runGoodput(n));
    t.timeS = w.timeBasis == TimeBasis::mfu ? t.mfuTimeS : t.modelledTimeS / t.goodput;
    t.gpuHours = n * t.timeS / 3600.0;
    t.tokensPerS = w.tokens / t.timeS;
    t.impliedMfu = 6.0 * in.params.active * w.tokens / (n * in.datasheetPeakFlops * t.timeS);
    if (w.deadlineS) {
        // The GPUs that reach the deadline at the utilisation of the headline time (on the
        // MFU basis exactly eff.mfu).
        const double mfu = t.flops / (n * in.datasheetPeakFlops * t.timeS);
        t.gpusForDeadline = std::ceil(t.flops / (*w.deadlineS * in.datasheetPeakFlops * mfu));
    } else {
        t.gpusForDeadline.reset();
    }

    const TrainingMemory m = trainingMemory(s, in, dp, microBatches);
    t.peakStageActivations = m.activations;
    // Bytes a GPU moves per step, for the roofline point: weights read three times per
    // micro-batch (forward, two backward GEMMs), activations written and read once, and the
    // optimizer reading and writing its states and the gradients.
    t.stepBytes =
        microBatches * (3.0 * m.weights + 2.0 * m.activations) + 2.0 * (m.optimizer + m.gradients);
    // The step's own roof: its FLOPs over its modelled compute time (GEMMs at their shapes,
    // attention, the memory-bound work, launches, the optimizer); judged with the communication
    // that does not overlap it.
    t.memoryS = t.stepBytes / r.roofline.effectiveBandwidth;
    const PassVerdict v = judgePass(t.stepFlops, t.stepBytes, t.computeS, t.exposedCommS,
                                    r.roofline.effectivePeakFlops, r.roofline.effectiveBandwidth);
    t.effectivePeakFlops = v.effectivePeakFlops;
    t.effectiveRidge = v.effectiveRidge;
    t.bound = v.bound;

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
