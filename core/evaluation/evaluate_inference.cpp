// Inference: memory per GPU, the largest batch that fits, and the decode and prefill passes.
#include "core/evaluation/evaluate.h"
#include "core/evaluation/speculative.h"
#include "core/physics/expert_parallel.h"

#include <algorithm>
#include <cmath>
#include <new>
#include <optional>
#include <type_traits>

namespace ridgeline::detail {

ActivationRates inferenceActivationRates(const Scenario& s, const PassInputs& in) {
    const Architecture& a = s.model.arch;
    const double widest = 2.0 * a.hidden + (a.gatedMlp ? 2.0 : 1.0) * a.ffn;
    const double perGpu = 1.0 / s.workload.tensorParallel;
    return {widest * in.activationBytesPerValue * perGpu, a.vocab * 4.0 * perGpu};
}

double inferenceActivationBytes(const Scenario& s, const PassInputs& in, double passTokens,
                                double sequences) {
    return inferenceActivationRates(s, in).bytes(passTokens, sequences);
}

namespace {

// An engine that allocates the cache in blocks holds whole blocks per sequence.
double kvTokensHeld(const Scenario& s) {
    const double context = double(s.workload.promptTokens + s.workload.outputTokens);
    const double block = kvBlockTokensOf(s.engine);
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
    BatchMemory(const Scenario& s, const PassInputs& in, double kvTokens)
        : s_(s)
        , perGpu_(1.0 / s.workload.tensorParallel)
        , kvShare_(kvShareOfGpu(s.model.arch, s.workload.tensorParallel, in.dataParallelAttention))
        , activations_(inferenceActivationRates(s, in))
        // Expert parallelism: a GPU holds whole experts, ceil(E / ep) of them
        // (expert_parallel.h).
        , weights_(paramsPerGpu(s.model.arch, in.params, s.workload.tensorParallel,
                                in.expertParallel, in.dataParallelAttention) *
                   in.weightBytesPerParam)
        , kvPerSequence_(kvCacheBytes(s.model.arch, in.kvBytesPerValue, kvTokens))
        , draft_(draftMemory(s, kvTokens)) {}

    double draftWeights() const { return draft_.weightsPerGpu; }

    InferenceMemory operator()(double batch) const {
        const Workload& w = s_.workload;
        // With a prefill pool the GPUs only decode: a pass holds one token per sequence.
        const double passTokens =
            s_.hardware.prefillPool
                ? batch
                : std::min(batch * double(std::max<std::int64_t>(w.promptTokens, 1)),
                           double(w.prefillChunkTokens));
        return {weights_, kvPerSequence_ * batch * kvShare_, activations_.bytes(passTokens, batch),
                draft_.weightsPerGpu + draft_.kvPerSequence * batch * perGpu_};
    }
    /// One sequence's whole cache at kvTokensHeld, all layers, before tensor parallelism.
    double kvPerSequence() const { return kvPerSequence_; }

    /// Where the bytes reach `room`, read off the two straight lines operator() follows: below
    /// the batch whose prompts fill one prefill chunk the activations grow with the prompts, above
    /// it only the logits do. An estimate: the caller confirms it with operator() at the integer.
    double batchAt(double room) const {
        const Workload& w = s_.workload;
        const double perToken = activations_.perPassToken;
        const double fixed = weights_ + draft_.weightsPerGpu;
        const double perSequence =
            kvPerSequence_ * kvShare_ + draft_.kvPerSequence * perGpu_ + activations_.perSequence;
        const double prompt = double(std::max<std::int64_t>(w.promptTokens, 1));
        if (s_.hardware.prefillPool)
            return (room - fixed) / (perSequence + perToken);
        const double chunk = double(w.prefillChunkTokens);
        const double belowKnee = (room - fixed) / (perSequence + prompt * perToken);
        if (belowKnee * prompt <= chunk)
            return belowKnee;
        return (room - fixed - chunk * perToken) / perSequence;
    }

private:
    const Scenario& s_;
    double perGpu_; ///< 1 / tensor parallel (the proposer's cache)
    /// The share of a sequence's cache one GPU holds (kvShareOfGpu): 1 / tensor parallel for
    /// whole KV heads, more when there are fewer KV heads than GPUs (each is kept on several),
    /// all of it for a latent cache (MLA), which every GPU of the group keeps whole.
    double kvShare_;
    ActivationRates activations_;
    double weights_;
    double kvPerSequence_; ///< all of one sequence's cache, before tensor parallelism
    DraftMemory draft_;    ///< speculative decoding's proposer (zero without it)
};

// Builds a pass's figures where the results keep them, with no temporary in between: a StepCost
// is 192 bytes, and copying one that was written a moment before costs an evaluation more than
// several of its formulas (docs/developing.md, "Evaluation speed").
template <class Make> void inPlace(StepCost& slot, Make&& make) {
    static_assert(std::is_trivially_destructible_v<StepCost>);
    ::new (&slot) StepCost(make());
}

std::int64_t largestBatchThatFits(const BatchMemory& inferenceMemory, double room) {
    auto fits = [&](std::int64_t b) { return inferenceMemory(double(b)).sum() <= room; };
    // The estimate is confirmed by the same test at the integer, so the answer is the exact
    // test's (a couple of calls where a bisection takes dozens); an estimate more than a step off
    // falls back to the bisection.
    const double estimate = inferenceMemory.batchAt(room);
    if (estimate >= 0 && estimate < double(std::int64_t(1) << 40)) {
        const std::int64_t b = std::max<std::int64_t>(1, std::int64_t(std::floor(estimate)));
        const bool fitsB = fits(b);
        if (fitsB && !fits(b + 1))
            return b;
        if (!fitsB && b == 1)
            return 0;
        if (!fitsB && fits(b - 1))
            return b - 1;
        if (fitsB && !fits(b + 2))
            return b + 1;
    }
    if (!fits(1))
        return 0;
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
        double(w.promptTokens) + double(w.outputTokens) * (s.engine.staticKvCache ? 1.0 : 0.5);
    inPlace(f.decode, [&] { return decodeStep(in, batch, f.decodeContext); });
    inPlace(f.prefill, [&] { return prefillPass(in, batch, double(w.promptTokens)); });
    f.tpotS = f.decode.seconds;
    // What one output token costs: the plain step, or a speculative step's share of one.
    std::optional<StepCost> speculativePerToken;
    const StepCost* perToken = &f.decode;
    if (w.speculative) {
        // Speculative decoding: a step of k proposals and one verify pass yields tokensPerStep
        // tokens a sequence (core/evaluation/speculative.h); `decode` stays the plain step beside
        // it.
        f.speculative = speculativeStep(s, in, batch, f.decodeContext, f.decode);
        f.tpotS = f.speculative->tpotS;
        speculativePerToken = perOutputToken(*f.speculative);
        perToken = &*speculativePerToken;
    }
    f.perUserTokensPerS = 1.0 / f.tpotS;
    f.tokensPerS = f.replicas * batch * f.perUserTokensPerS;
    f.ttftS = f.prefill.seconds;
    f.latencyS = f.ttftS + double(w.outputTokens) * f.tpotS;
    const double run =
        runSeconds(f.prefill, *perToken, double(w.outputTokens), s.engine.overlapsPrefill);
    f.throughputTokensPerS =
        w.outputTokens > 0 ? f.replicas * batch * double(w.outputTokens) / run : 0;
    f.criticalBatch = criticalBatch(in.datasheetPeakFlops, in.bandwidth, in.weightBytesPerParam);

    const double usable = gpu.memoryBytes() * w.usableMemoryFraction;
    const double room = usable - w.runtimeOverheadBytes;
    f.kvTokensHeld = kvTokensHeld(s);
    const BatchMemory memory(s, in, f.kvTokensHeld);
    f.maxBatch = room > 0 ? largestBatchThatFits(memory, room) : 0;

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
