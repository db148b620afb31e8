// Inference: memory per GPU, the largest batch that fits, and the decode and prefill passes.
#include "core/evaluate.h"
#include "core/expert_parallel.h"
#include "core/speculative.h"

#include <algorithm>
#include <cmath>

namespace ridgeline::detail {

double inferenceActivationBytes(const Scenario& s, const PassInputs& in, double passTokens,
                                double sequences) {
    const Architecture& a = s.model.arch;
    const double widest = 2.0 * a.hidden + (a.gatedMlp ? 2.0 : 1.0) * a.ffn;
    return (passTokens * widest * in.activationBytesPerValue + sequences * a.vocab * 4.0) /
           s.workload.tensorParallel;
}

namespace {

// An engine that allocates the cache in blocks holds whole blocks per sequence.
double kvTokensHeld(const Scenario& s) {
    const double context = double(s.workload.promptTokens + s.workload.outputTokens);
    const double block = std::max(1, s.engine.kvBlockTokens);
    return std::ceil(context / block) * block;
}

struct InferenceMemory {
    double weights = 0;
    double kvCache = 0;
    double activations = 0;
    double draft = 0; ///< speculative decoding's proposer: weights and KV cache

    double sum() const { return weights + kvCache + activations + draft; }
};

// Bytes one GPU of a tensor-parallel group holds for `batch` sequences at full context.
// Activations: the widest layer's working set for the tokens one prefill pass holds (prompt
// tokens, capped by the engine's chunk), plus fp32 logits of the last token of each sequence.
// The parts that do not depend on the batch are computed once per evaluation.
class BatchMemory {
public:
    BatchMemory(const Scenario& s, const PassInputs& in)
        : s_(s)
        , in_(in)
        // Expert parallelism: a GPU holds whole experts, ceil(E / ep) of them
        // (expert_parallel.h).
        , weights_(
              paramsPerGpu(s.model.arch, in.params, s.workload.tensorParallel, in.expertParallel) *
              in.weightBytesPerParam)
        , kvPerSequence_(kvCacheBytes(s.model.arch, in.kvBytesPerValue, kvTokensHeld(s)))
        , draft_(draftMemory(s, kvTokensHeld(s))) {}

    double draftWeights() const { return draft_.weightsPerGpu; }

    InferenceMemory operator()(double batch) const {
        const Workload& w = s_.workload;
        // With a prefill pool the GPUs only decode: a pass holds one token per sequence.
        const double passTokens =
            s_.hardware.prefillPool
                ? batch
                : std::min(batch * double(std::max<std::int64_t>(w.promptTokens, 1)),
                           double(w.prefillChunkTokens));
        // The same order of operations as ever: the figures stay bit for bit.
        return {weights_, kvPerSequence_ * batch / w.tensorParallel,
                inferenceActivationBytes(s_, in_, passTokens, batch),
                draft_.weightsPerGpu + draft_.kvPerSequence * batch / w.tensorParallel};
    }
    /// One sequence's whole cache at kvTokensHeld, all layers, before tensor parallelism.
    double kvPerSequence() const { return kvPerSequence_; }

private:
    const Scenario& s_;
    const PassInputs& in_;
    double weights_;
    double kvPerSequence_; ///< all of one sequence's cache, before tensor parallelism
    DraftMemory draft_;    ///< speculative decoding's proposer (zero without it)
};

std::int64_t largestBatchThatFits(const Scenario& s, const BatchMemory& inferenceMemory,
                                  double room) {
    auto fits = [&](std::int64_t b) { return inferenceMemory(double(b)).sum() <= room; };
    if (!fits(1))
        return 0;
    // The bytes grow linearly in the batch on each side of the batch whose prompts fill one
    // prefill chunk: read the answer off the line it falls on, then confirm it with the same
    // test at the integer (a few calls where a bisection takes dozens). A rounding that puts
    // the estimate more than a step off falls back to the bisection.
    const double prompt = double(std::max<std::int64_t>(s.workload.promptTokens, 1));
    const double knee = std::max(1.0, std::floor(double(s.workload.prefillChunkTokens) / prompt));
    auto bytes = [&](double b) { return inferenceMemory(b).sum(); };
    auto onLine = [&](double b0) {
        const double slope = bytes(b0 + 1) - bytes(b0);
        return slope > 0 ? b0 + (room - bytes(b0)) / slope : 1e18;
    };
    double estimate = onLine(1);
    if (estimate > knee)
        estimate = onLine(knee);
    if (estimate < double(std::int64_t(1) << 40)) {
        const std::int64_t b = std::max<std::int64_t>(1, std::int64_t(std::floor(estimate)));
        if (fits(b) && !fits(b + 1))
            return b;
        if (b > 1 && fits(b - 1) && !fits(b))
            return b - 1;
        if (fits(b + 1) && !fits(b + 2))
            return b + 1;
    }
    std::int64_t lo = 1, hi = 2;
    while (hi < (std::int64_t(1) << 40) && fits(hi)) {
        lo = hi;
        hi *= 2;
    }
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        (fits(mid) ? lo : hi) = mid;
    }
    return lo;
}

} // namespace

void evaluateInference(const Scenario& s, const PassInputs& in, Results& r) {
    const Workload& w = s.workload;
    const Gpu& gpu = s.hardware.gpu;
    InferenceFigures& f = r.inference;
    const double batch = w.batch;

    // Averaged over the scenario's context: sliding-window layers stop growing at their window.
    const double context = std::max(1.0, double(w.promptTokens + w.outputTokens));
    f.kvBytesPerToken = kvCacheBytes(s.model.arch, in.kvBytesPerValue, context) / context;
    f.replicas = std::max(1, s.hardware.count / std::max(1, w.tensorParallel));
    // Decode attends over the tokens so far, on average prompt + output / 2; over the whole
    // allocated cache with a static one.
    f.decodeContext =
        double(w.promptTokens) + double(w.outputTokens) / (s.engine.staticKvCache ? 1.0 : 2.0);
    f.decode = decodeStep(in, batch, f.decodeContext);
    f.prefill = prefillPass(in, batch, double(w.promptTokens));
    f.tpotS = f.decode.seconds;
    StepCost perToken = f.decode;
    if (w.speculative) {
        // Speculative decoding: a step of k proposals and one verify pass yields tokensPerStep
        // tokens a sequence (core/speculative.h); `decode` stays the plain step beside it.
        f.speculative = speculativeStep(s, in, batch, f.decodeContext, f.decode);
        f.tpotS = f.speculative->tpotS;
        perToken = perOutputToken(*f.speculative);
    }
    f.tokensPerS = f.replicas * batch / f.tpotS;
    f.perUserTokensPerS = 1.0 / f.tpotS;
    f.ttftS = f.prefill.seconds;
    f.latencyS = f.ttftS + double(w.outputTokens) * f.tpotS;
    const double run =
        runSeconds(f.prefill, perToken, double(w.outputTokens), s.engine.overlapsPrefill);
    f.throughputTokensPerS =
        w.outputTokens > 0 ? f.replicas * batch * double(w.outputTokens) / run : 0;
    f.criticalBatch = criticalBatch(in.datasheetPeakFlops, in.bandwidth, in.weightBytesPerParam);

    const double usable = gpu.memoryBytes() * w.usableMemoryFraction;
    const double room = usable - w.runtimeOverheadBytes;
    const BatchMemory memory(s, in);
    f.maxBatch = room > 0 ? largestBatchThatFits(s, memory, room) : 0;
    f.kvTokensHeld = kvTokensHeld(s);
    f.kvSequenceBytes = memory.kvPerSequence();
    f.maxBatchActivations = memory(double(std::max<std::int64_t>(f.maxBatch, 1))).activations;

    if (w.mode != Mode::inference)
        return;
    const InferenceMemory m = memory(batch);
    MemoryFigures& mem = r.memory;
    mem.weights = m.weights;
    mem.kvCache = m.kvCache;
    mem.activations = m.activations;
    mem.draft = m.draft;
    if (f.speculative) {
        f.speculative->draftWeightBytes = memory.draftWeights();
        f.speculative->draftKvBytes = m.draft - memory.draftWeights();
    }
    mem.gradients = 0;
    mem.optimizer = 0;
    mem.overhead = w.runtimeOverheadBytes;
    mem.perGpu = m.sum() + mem.overhead;
    mem.total = mem.perGpu * s.hardware.count;
    mem.usable = usable;
    mem.fits = mem.perGpu <= usable;
    const double job = m.sum() * w.tensorParallel;
    mem.gpusNeeded = room > 0 ? int(std::min(1e9, std::ceil(job / room))) : 0;
}

} // namespace ridgeline::detail
