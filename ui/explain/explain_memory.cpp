// Explanations of memory: KV cache, weights, memory per GPU, largest batch.
#include "ui/explain/explanation.h"
#include "ui/units.h"

#include "core/physics.h"

namespace ridgeline::ui::detail {

namespace {

Explanation kvCache(const ExplainInput& in) {
    const Architecture& a = in.scenario.model.arch;
    const Workload& w = in.scenario.workload;
    const double kvTok = in.results.inference.kvBytesPerToken;
    const double context = double(w.promptTokens + w.outputTokens);
    const double kv = kvTok * context * w.batch / w.tensorParallel;
    Explanation e{Explain::tr("KV cache"), {}, {}};
    e.lines << Explain::tr("kv_tok = 2 × L × n_kv × d_h × β_kv = 2 × %1 × %2 × %3 × %4 B = %5")
                   .arg(a.layers)
                   .arg(a.kvHeads)
                   .arg(a.headDim)
                   .arg(units::number(w.kvFormat.bytes()), units::memory(kvTok));
    e.lines << Explain::tr("KV per GPU = kv_tok × (s_in + s_out) × b / t = %1 × %2 × %3 / %4 = %5")
                   .arg(units::memory(kvTok), units::number(context))
                   .arg(w.batch)
                   .arg(w.tensorParallel)
                   .arg(units::memory(kv));
    e.note =
        Explain::tr("Grouped-query attention (fewer KV heads) and a narrower KV format shrink it; "
                    "it grows linearly with both context and batch.");
    return e;
}

Explanation weights(const ExplainInput& in) {
    const Workload& w = in.scenario.workload;
    const double p = in.results.model.params;
    Explanation e{Explain::tr("Weights"), {}, {}};
    e.lines << Explain::tr("weights per GPU = P × β_w / t = %1 × %2 B / %3 = %4")
                   .arg(units::params(p), units::number(w.weightFormat.bytes()))
                   .arg(w.tensorParallel)
                   .arg(units::memory(p * w.weightFormat.bytes() / w.tensorParallel));
    e.note = Explain::tr("%1 stores %2 bits per weight, block scales included.")
                 .arg(QString::fromStdString(w.weightFormat.name))
                 .arg(w.weightFormat.bits);
    return e;
}

Explanation perGpu(const ExplainInput& in) {
    const MemoryFigures& m = in.results.memory;
    const Gpu& gpu = in.scenario.hardware.gpu;
    Explanation e{Explain::tr("Memory per GPU"), {}, {}};
    if (in.results.mode == Mode::training) {
        e.lines << Explain::tr(
            "per GPU = weights + gradients + optimizer + activations + overhead");
        e.lines << Explain::tr("= %1 + %2 + %3 + %4 + %5 = %6")
                       .arg(units::memory(m.weights), units::memory(m.gradients),
                            units::memory(m.optimizer), units::memory(m.activations),
                            units::memory(m.overhead), units::memory(m.perGpu));
    } else {
        e.lines << Explain::tr("per GPU = weights + KV cache + activations + overhead");
        e.lines << Explain::tr("= %1 + %2 + %3 + %4 = %5")
                       .arg(units::memory(m.weights), units::memory(m.kvCache),
                            units::memory(m.activations), units::memory(m.overhead),
                            units::memory(m.perGpu));
    }
    e.lines << Explain::tr("usable = VRAM × usable fraction = %1 × %2 = %3 → %4")
                   .arg(units::memory(gpu.memoryBytes()),
                        units::number(in.scenario.workload.usableMemoryFraction),
                        units::memory(m.usable),
                        m.fits ? Explain::tr("fits")
                               : Explain::tr("does not fit: needs %1 GPUs").arg(m.gpusNeeded));
    e.note = Explain::tr("GPUs needed = ⌈job bytes / (usable − overhead)⌉ = %1.").arg(m.gpusNeeded);
    return e;
}

Explanation maxBatch(const ExplainInput& in) {
    const Workload& w = in.scenario.workload;
    const MemoryFigures& m = in.results.memory;
    const double kvSeq = in.results.inference.kvBytesPerToken *
                         double(w.promptTokens + w.outputTokens) / w.tensorParallel;
    Explanation e{Explain::tr("Largest batch that fits"), {}, {}};
    e.lines << Explain::tr(
        "largest b with weights + b × kv_tok × (s_in + s_out) / t + activations(b) + "
        "overhead ≤ usable");
    e.lines << Explain::tr("largest b with %1 + b × %2 + activations(b) + %3 ≤ %4 → b = %5")
                   .arg(units::memory(m.weights), units::memory(kvSeq),
                        units::memory(w.runtimeOverheadBytes), units::memory(m.usable))
                   .arg(in.results.inference.maxBatch);
    e.note = Explain::tr(
        "Activations of the prefill chunk and the logits grow with the batch too; 0 means "
        "not even the weights fit.");
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
