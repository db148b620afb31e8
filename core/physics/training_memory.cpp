#include "core/physics/training_memory.h"

#include <algorithm>

namespace ridgeline {

double logitsBytesPerValue(double activationBytes) {
    return 2.0 * activationBytes + 8.0;
}

double layerActivationBytesPerToken(const Architecture& a, double sequence, const KernelStyle& k) {
    const double d = a.hidden, dh = a.headDim, h = a.heads, kv = a.kvHeads;
    const double ffn = double(a.ffn) * std::max(1, a.activeExperts);
    const double norms = 4.0 * d;
    const double attention = 2.0 * d + 2.0 * (h + 2.0 * kv) * dh + 2.0 * h * dh + d;
    const double mlp = 2.0 * d + (a.gatedMlp ? 8.0 : 4.0) * ffn + d;
    double bytes = norms + attention + mlp;
    if (!k.flashAttention)
        bytes += 5.0 * h * sequence;
    if (!k.fused)
        bytes += 7.0 * d;
    if (k.fp32Residual)
        bytes += 10.0 * d;
    return bytes;
}

double keptActivationBytesPerLayer(const Architecture& a, double sequence, double microBatch,
                                   Recompute recompute, const KernelStyle& k,
                                   double activationBytes) {
    const double tokens = sequence * microBatch;
    const double width = activationBytes / 2.0;
    switch (recompute) {
    case Recompute::full:
        return width * 2.0 * tokens * a.hidden;
    case Recompute::selective: {
        KernelStyle noScores = k;
        noScores.flashAttention = true;
        return width * tokens * layerActivationBytesPerToken(a, sequence, noScores);
    }
    case Recompute::none:
        break;
    }
    return width * tokens * layerActivationBytesPerToken(a, sequence, k);
}

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
    case Optimizer::sgdNoMomentum:
        return 0;
    }
    return 2 * stateFormat.bytes();
}

TrainingMemory trainingMemory(const Scenario& s, const PassInputs& in, int dp,
                              double microBatches) {
    const Workload& w = s.workload;
    const Architecture& a = s.model.arch;
    const double P = in.params.total;
    const double t = w.tensorParallel, pp = w.pipelineParallel;
    const double shard = t * pp;
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

    if (w.activationRule == ActivationRule::twiceWeights) {
        const double activations = 2.0 * P * in.weightBytesPerParam;
        m.activations = activations / shard;
        m.firstStageActivations = m.lastStageActivations = m.activations;
        m.unsharded = weights + gradients + optimizer + activations;
        return m;
    }
    const double beta = in.activationBytesPerValue;
    const bool eager = !s.engine.fusedKernels;
    const KernelStyle style{w.flashAttention, !eager, eager && in.weightBytesPerParam > beta};
    const double seq = double(w.sequence);
    const double kept = keptActivationBytesPerLayer(a, seq, w.microBatch, w.recompute, style, beta);
    // Recomputing a layer rebuilds its whole working set for its backward, one layer at a time.
    const double rebuilt =
        w.recompute == Recompute::full
            ? keptActivationBytesPerLayer(a, seq, w.microBatch, Recompute::none, style, beta)
            : 0.0;
    const double logits = seq * w.microBatch * a.vocab * logitsBytesPerValue(beta);
    // Autocast keeps a copy of fp32 weights in the compute format from forward to backward; a
    // quantised base is dequantised one layer at a time.
    double casts = 0;
    if (in.weightBytesPerParam > beta)
        casts = P * beta / shard;
    else if (in.weightBytesPerParam < 1.0)
        casts = P / a.layers * beta / shard;
    // 1F1B: the first stage keeps p micro-batches in flight, each of L/p layers; the last
    // keeps one, and the logits.
    const double stageLayers = a.layers / pp;
    m.lastStageActivations = (kept * stageLayers + rebuilt + logits) / t + casts;
    m.firstStageActivations =
        pp > 1 ? (kept * stageLayers * pp + rebuilt) / t + casts : m.lastStageActivations;
    m.activations = std::max(m.firstStageActivations, m.lastStageActivations);
    const double unshardedActivations = kept * a.layers + rebuilt + logits + casts * shard;
    m.unsharded = weights + gradients + optimizer + unshardedActivations;
    if (microBatches <= 1 && pp <= 1 && dp <= 1) {
        m.gradients = std::max(0.0, m.gradients - m.activations);
        m.unsharded = weights + optimizer + std::max(gradients, unshardedActivations);
    }
    return m;
}

} // namespace ridgeline
