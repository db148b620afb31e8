// Explanations of memory: KV cache, weights, memory per GPU, largest batch.
#include "ui/explain/explanation.h"
#include "ui/units.h"

#include "core/physics/data_parallel_attention.h"
#include "core/physics/physics.h"

#include <algorithm>
#include <cmath>

namespace ridgeline::ui::detail {

namespace {

// The cache of one sequence: every layer holds the tokens held, a sliding-window layer at most
// its window.
void kvSequenceLine(Explanation& e, const ExplainInput& in) {
    const Architecture& a = in.scenario.model.arch;
    const InferenceFigures& f = in.results.inference;
    const double windowed = a.slidingWindow > 0 ? std::clamp(a.slidingLayers, 0, a.layers) : 0;
    if (windowed == 0) {
        e.addArithmetic(Explain::tr("KV per sequence = kv_tok × tokens held = %1 × %2 = %3"),
                        QStringLiteral("%1 * %2"),
                        {term::memory(f.kvBytesPerToken, in.memoryUnit),
                         term::count(f.kvTokensHeld),
                         term::memory(f.kvSequenceBytes, in.memoryUnit)});
        return;
    }
    const double perLayerToken =
        kvBytesPerToken(a, in.scenario.workload.kvFormat.bytes()) / std::max(1, a.layers);
    e.addArithmetic(Explain::tr("KV per sequence = ((L − L_w) × s + L_w × min(s, w)) × kv_layer "
                                "= ((%1 − %2) × %3 + %2 × min(%3, %4)) × %5 = %6"),
                    QStringLiteral("((%1 - %2) * %3 + %2 * min(%3, %4)) * %5"),
                    {term::count(a.layers), term::count(windowed), term::count(f.kvTokensHeld),
                     term::count(a.slidingWindow), term::memory(perLayerToken, in.memoryUnit),
                     term::memory(f.kvSequenceBytes, in.memoryUnit)});
}

// Latent attention (the cache holds kv_lora_rank + qk_rope_head_dim values per layer), value
// heads of their own width, or sliding-window layers: the values per layer and token, and with
// windows the average over the context the result reports.
void latentOrWindowedKvLines(Explanation& e, const ExplainInput& in) {
    const Architecture& a = in.scenario.model.arch;
    const double beta = in.scenario.workload.kvFormat.bytes();
    const double full = kvBytesPerToken(a, beta);
    e.addArithmetic(Explain::tr("kv_tok = L × values per layer and token × β_kv = %1 × %2 × %3 B "
                                "= %4"),
                    QStringLiteral("%1 * %2 * %3"),
                    {term::count(a.layers), term::count(kvValuesPerTokenPerLayer(a)),
                     term::number(beta), term::memory(full, in.memoryUnit)});
    if (a.kvLoraRank > 0)
        e.lines << Explain::tr("Latent attention: each layer caches one latent of %1 values and a "
                               "rotary key of %2, whatever the number of heads.")
                       .arg(a.kvLoraRank)
                       .arg(a.ropeHeadDim);
    if (a.slidingWindow > 0 && a.slidingLayers > 0)
        e.lines << Explain::tr("Averaged over the context, with %1 of the %2 layers holding at "
                               "most %3 tokens: %4 per token.")
                       .arg(std::clamp(a.slidingLayers, 0, a.layers))
                       .arg(a.layers)
                       .arg(a.slidingWindow)
                       .arg(units::memory(in.results.inference.kvBytesPerToken, in.memoryUnit));
}

Explanation kvCache(const ExplainInput& in) {
    const Architecture& a = in.scenario.model.arch;
    const Workload& w = in.scenario.workload;
    const InferenceFigures& f = in.results.inference;
    const double kvTok = f.kvBytesPerToken;
    const bool plain =
        a.kvLoraRank <= 0 && a.slidingWindow <= 0 && (a.vHeadDim <= 0 || a.vHeadDim == a.headDim);
    Explanation e{Explain::tr("KV cache"), {}, {}, {}};
    if (plain)
        e.addArithmetic(
            Explain::tr("kv_tok = 2 × L × n_kv × d_h × β_kv = 2 × %1 × %2 × %3 × %4 B = %5"),
            QStringLiteral("2 * %1 * %2 * %3 * %4"),
            {term::count(a.layers), term::count(a.kvHeads), term::count(a.headDim),
             term::number(w.kvFormat.bytes()), term::memory(kvTok, in.memoryUnit)});
    else
        latentOrWindowedKvLines(e, in);
    kvSequenceLine(e, in);
    // The memory bar's KV cache in inference; the same formula at the scenario's batch otherwise.
    // A GPU holds kvShareOfGpu() of each sequence's cache: 1 / t of whole KV heads, more when
    // there are fewer KV heads than GPUs, all of a latent cache.
    const double share =
        kvShareOfGpu(a, w.tensorParallel, dataParallelAttentionApplies(in.scenario));
    const bool split = std::abs(share * w.tensorParallel - 1.0) < 1e-9;
    const double perGpu = in.results.mode == Mode::inference ? in.results.memory.kvCache
                                                             : f.kvSequenceBytes * w.batch * share;
    const OptionalBox<OffloadFigures>& o = in.results.offload;
    if (o && in.results.mode == Mode::inference && split)
        e.addArithmetic(Explain::tr("KV per GPU = KV per sequence × b × L_gpu / L / t = %1 × %2 × "
                                    "%3 / %4 / %5 = %6"),
                        QStringLiteral("%1 * %2 * %3 / %4 / %5"),
                        {term::memory(f.kvSequenceBytes, in.memoryUnit), term::count(w.batch),
                         term::count(o->gpuLayers), term::count(o->layers),
                         term::count(w.tensorParallel), term::memory(perGpu, in.memoryUnit)});
    else if (o && in.results.mode == Mode::inference)
        e.addArithmetic(Explain::tr("KV per GPU = KV per sequence × b × L_gpu / L × share = %1 × "
                                    "%2 × %3 / %4 × %5 = %6"),
                        QStringLiteral("%1 * %2 * %3 / %4 * %5"),
                        {term::memory(f.kvSequenceBytes, in.memoryUnit), term::count(w.batch),
                         term::count(o->gpuLayers), term::count(o->layers), term::number(share),
                         term::memory(perGpu, in.memoryUnit)});
    else if (split)
        e.addArithmetic(Explain::tr("KV per GPU = KV per sequence × b / t = %1 × %2 / %3 = %4"),
                        QStringLiteral("%1 * %2 / %3"),
                        {term::memory(f.kvSequenceBytes, in.memoryUnit), term::count(w.batch),
                         term::count(w.tensorParallel), term::memory(perGpu, in.memoryUnit)});
    else
        e.addArithmetic(Explain::tr("KV per GPU = KV per sequence × b × share = %1 × %2 × %3 = %4"),
                        QStringLiteral("%1 * %2 * %3"),
                        {term::memory(f.kvSequenceBytes, in.memoryUnit), term::count(w.batch),
                         term::number(share), term::memory(perGpu, in.memoryUnit)});
    QString shareWhy;
    if (!split && a.kvLoraRank > 0)
        shareWhy = Explain::tr(" A latent cache (MLA) is kept whole on each of the %1 GPUs of the "
                               "tensor-parallel group: every GPU's heads read all of it.")
                       .arg(w.tensorParallel);
    else if (!split)
        shareWhy = Explain::tr(" Fewer KV heads (%1) than GPUs (%2): each head is kept on several, "
                               "a GPU holds ceil(n_kv / t) of them.")
                       .arg(a.kvHeads)
                       .arg(w.tensorParallel);
    e.note = Explain::tr("Tokens held: prompt + output, %1 + %2, rounded up to the engine's whole "
                         "KV blocks of %3. Grouped-query attention (fewer KV heads) and a "
                         "narrower KV format shrink it; it grows linearly with both context and "
                         "batch.")
                 .arg(w.promptTokens)
                 .arg(w.outputTokens)
                 .arg(std::max(1, in.scenario.engine.kvBlockTokens)) +
             shareWhy;
    return e;
}

Explanation weights(const ExplainInput& in) {
    const Workload& w = in.scenario.workload;
    const double p = in.results.model.params;
    const double held = in.results.memory.weights;
    const double beta = w.weightFormat.bytes();
    Explanation e{Explain::tr("Weights"), {}, {}, {}};
    if (in.results.mode == Mode::training) {
        const double zero = w.zeroStage >= 3 ? in.results.training.dataParallel : 1;
        if (w.loraFraction > 0)
            e.addArithmetic(Explain::tr("weights per GPU = (P × β_w + 2 B × P_LoRA) / (t × p × z) "
                                        "= (%1 × %2 B + 2 B × %3) / (%4 × %5 × %6) = %7"),
                            QStringLiteral("(%1 * %2 + 2 * %3) / (%4 * %5 * %6)"),
                            {term::params(p), term::number(beta), term::params(w.loraFraction * p),
                             term::count(w.tensorParallel), term::count(w.pipelineParallel),
                             term::count(zero), term::memory(held, in.memoryUnit)});
        else
            e.addArithmetic(Explain::tr("weights per GPU = P × β_w / (t × p × z) = %1 × %2 B / "
                                        "(%3 × %4 × %5) = %6"),
                            QStringLiteral("%1 * %2 / (%3 * %4 * %5)"),
                            {term::params(p), term::number(beta), term::count(w.tensorParallel),
                             term::count(w.pipelineParallel), term::count(zero),
                             term::memory(held, in.memoryUnit)});
        e.note = Explain::tr("t: tensor parallel, p: pipeline stages, z: data-parallel ranks "
                             "when ZeRO-3 shards the weights (else 1); P_LoRA: the adapters.");
    } else if (in.results.offload) {
        // Offload: the GPU holds its layers' share (weights streamed: two layers' buffers).
        const OffloadFigures& o = *in.results.offload;
        const double onGpu = held * w.tensorParallel / beta;
        e.addArithmetic(Explain::tr("weights per GPU = P_gpu × β_w / t = %1 × %2 B / %3 = %4"),
                        QStringLiteral("%1 * %2 / %3"),
                        {term::params(onGpu), term::number(beta), term::count(w.tensorParallel),
                         term::memory(held, in.memoryUnit)});
        e.lines << (o.weightsOnHost
                        ? Explain::tr("P_gpu: two layers' weights, the one computed and the next "
                                      "one arriving over PCIe; all %1 live in host memory.")
                              .arg(units::memory(o.hostWeights, in.memoryUnit))
                        : Explain::tr("P_gpu: the parameters of the GPU's %1 of %2 layers; the "
                                      "rest, with the embedding and output head, is %3 in host "
                                      "memory.")
                              .arg(o.gpuLayers)
                              .arg(o.layers)
                              .arg(units::memory(o.hostWeights, in.memoryUnit)));
    } else if (std::abs(held - p * beta / w.tensorParallel) <= 1e-9 * held) {
        e.addArithmetic(Explain::tr("weights per GPU = P × β_w / t = %1 × %2 B / %3 = %4"),
                        QStringLiteral("%1 * %2 / %3"),
                        {term::params(p), term::number(beta), term::count(w.tensorParallel),
                         term::memory(held, in.memoryUnit)});
    } else {
        e.lines << Explain::tr("weights per GPU = the shared weights / t + whole experts held "
                               "= %1")
                       .arg(units::memory(held, in.memoryUnit));
    }
    const QString bits = Explain::tr("%1 stores %2 bits per weight, block scales included.")
                             .arg(QString::fromStdString(w.weightFormat.name))
                             .arg(w.weightFormat.bits);
    e.note = e.note.isEmpty() ? bits : e.note + QLatin1Char(' ') + bits;
    return e;
}

Explanation perGpu(const ExplainInput& in) {
    const MemoryFigures& m = in.results.memory;
    const Gpu& gpu = in.scenario.hardware.gpu;
    Explanation e{Explain::tr("Memory per GPU"), {}, {}, {}};
    if (in.results.mode == Mode::training) {
        e.lines << Explain::tr(
            "per GPU = weights + gradients + optimizer + activations + overhead");
        e.addArithmetic(
            Explain::tr("= %1 + %2 + %3 + %4 + %5 = %6"), QStringLiteral("%1 + %2 + %3 + %4 + %5"),
            {term::memory(m.weights, in.memoryUnit), term::memory(m.gradients, in.memoryUnit),
             term::memory(m.optimizer, in.memoryUnit), term::memory(m.activations, in.memoryUnit),
             term::memory(m.overhead, in.memoryUnit), term::memory(m.perGpu, in.memoryUnit)});
    } else if (m.draft > 0) {
        // Speculative decoding: the draft model's (or head's) weights and KV cache.
        e.lines << Explain::tr(
            "per GPU = weights + KV cache + activations + overhead + draft model");
        e.addArithmetic(
            Explain::tr("= %1 + %2 + %3 + %4 + %5 = %6"), QStringLiteral("%1 + %2 + %3 + %4 + %5"),
            {term::memory(m.weights, in.memoryUnit), term::memory(m.kvCache, in.memoryUnit),
             term::memory(m.activations, in.memoryUnit), term::memory(m.overhead, in.memoryUnit),
             term::memory(m.draft, in.memoryUnit), term::memory(m.perGpu, in.memoryUnit)});
    } else {
        e.lines << Explain::tr("per GPU = weights + KV cache + activations + overhead");
        e.addArithmetic(
            Explain::tr("= %1 + %2 + %3 + %4 = %5"), QStringLiteral("%1 + %2 + %3 + %4"),
            {term::memory(m.weights, in.memoryUnit), term::memory(m.kvCache, in.memoryUnit),
             term::memory(m.activations, in.memoryUnit), term::memory(m.overhead, in.memoryUnit),
             term::memory(m.perGpu, in.memoryUnit)});
    }
    e.addArithmetic(Explain::tr("usable = VRAM × usable fraction = %1 × %2 = %3 → %4"),
                    QStringLiteral("%1 * %2"),
                    {term::memory(gpu.memoryBytes(), in.memoryUnit),
                     term::number(in.scenario.workload.usableMemoryFraction),
                     term::memory(m.usable, in.memoryUnit)},
                    {m.fits ? Explain::tr("fits")
                            : Explain::tr("does not fit: needs %1 GPUs").arg(m.gpusNeeded)});
    e.note = Explain::tr("GPUs needed = ⌈job bytes / (usable − overhead)⌉ = %1.").arg(m.gpusNeeded);
    return e;
}

Explanation maxBatch(const ExplainInput& in) {
    const Workload& w = in.scenario.workload;
    const MemoryFigures& m = in.results.memory;
    const InferenceFigures& f = in.results.inference;
    const double kvSeq = f.kvSequenceBytes / w.tensorParallel;
    Explanation e{Explain::tr("Largest batch that fits"), {}, {}, {}};
    e.lines << Explain::tr(
        "largest b with weights + b × KV per sequence / t + activations(b) + overhead ≤ usable");
    if (in.results.mode == Mode::inference && f.speculative && w.batch > 0) {
        // Speculative decoding: the draft's weights, and its cache for each sequence.
        const double b = double(std::max<std::int64_t>(f.maxBatch, 1));
        const double draftSeq = f.speculative->draftKvBytes / w.batch;
        const double draftWeights = f.speculative->draftWeightBytes;
        const double total = m.weights + b * kvSeq + f.maxBatchActivations +
                             w.runtimeOverheadBytes + draftWeights + b * draftSeq;
        e.lines << Explain::tr("with speculative decoding the draft's weights and b × its KV per "
                               "sequence / t count too");
        e.addArithmetic(
            f.maxBatch > 0 ? Explain::tr("b = %1: %2 + %1 × %3 + %4 + %5 + %6 + %1 × %7 = %8 ≤ %9")
                           : Explain::tr("b = %1: %2 + %1 × %3 + %4 + %5 + %6 + %1 × %7 = %8 > "
                                         "%9: no batch fits"),
            QStringLiteral("%2 + %1 * %3 + %4 + %5 + %6 + %1 * %7"),
            {term::count(b), term::memory(m.weights, in.memoryUnit),
             term::memory(kvSeq, in.memoryUnit), term::memory(f.maxBatchActivations, in.memoryUnit),
             term::memory(w.runtimeOverheadBytes, in.memoryUnit),
             term::memory(draftWeights, in.memoryUnit), term::memory(draftSeq, in.memoryUnit),
             term::memory(total, in.memoryUnit)},
            {units::memory(m.usable, in.memoryUnit)});
    } else if (in.results.mode == Mode::inference) {
        // The largest batch fits; when none does, one sequence is already too many.
        const double b = double(std::max<std::int64_t>(f.maxBatch, 1));
        const double total = m.weights + b * kvSeq + f.maxBatchActivations + w.runtimeOverheadBytes;
        e.addArithmetic(f.maxBatch > 0 ? Explain::tr("b = %1: %2 + %1 × %3 + %4 + %5 = %6 ≤ %7")
                                       : Explain::tr("b = %1: %2 + %1 × %3 + %4 + %5 = %6 > %7: "
                                                     "no batch fits"),
                        QStringLiteral("%2 + %1 * %3 + %4 + %5"),
                        {term::count(b), term::memory(m.weights, in.memoryUnit),
                         term::memory(kvSeq, in.memoryUnit),
                         term::memory(f.maxBatchActivations, in.memoryUnit),
                         term::memory(w.runtimeOverheadBytes, in.memoryUnit),
                         term::memory(total, in.memoryUnit)},
                        {units::memory(m.usable, in.memoryUnit)});
    } else {
        e.lines << Explain::tr("largest b with %1 + b × %2 + activations(b) + %3 ≤ %4 → b = %5")
                       .arg(units::memory(m.weights, in.memoryUnit),
                            units::memory(kvSeq, in.memoryUnit),
                            units::memory(w.runtimeOverheadBytes, in.memoryUnit),
                            units::memory(m.usable, in.memoryUnit))
                       .arg(f.maxBatch);
    }
    e.note = Explain::tr(
        "Activations of the prefill chunk and the logits grow with the batch too; one more "
        "sequence would not fit. 0 means not even the weights fit.");
    return e;
}

} // namespace

Explanation explainMemory(const QString& key, const ExplainInput& in) {
    if (key == QLatin1String("kv-limit") || key == QLatin1String("kv-longest") ||
        key == QLatin1String("max-batch"))
        return maxBatch(in);
    if (key == QLatin1String("kv-cache") || key.startsWith(QLatin1String("kv-")))
        return kvCache(in);
    if (key == QLatin1String("weights"))
        return weights(in);
    if (key == QLatin1String("memory-per-gpu") || key == QLatin1String("memory-bar") ||
        key == QLatin1String("usable-vram"))
        return perGpu(in);
    return {};
}

} // namespace ridgeline::ui::detail
