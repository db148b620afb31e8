#include "cli_table.h"

#include "core/evaluation/evaluate.h"
#include "core/evaluation/speculative.h"
#include "core/scenario/scenario_names.h"

#include <fmt/format.h>

#include <cmath>

namespace ridgeline::cli {

namespace {

std::string orDash(const std::optional<double>& v, std::string (*format)(double)) {
    return v ? format(*v) : std::string("-");
}

void row(std::string& out, std::string_view label, const std::string& value) {
    out += fmt::format("  {:<30} {}\n", label, value);
}

// A pass's verdict against its own ridge (physics.h judgePass), named as the window names it
// (ui/ridge_words.h): "decode ridge", "prefill ridge", "step ridge", "verify ridge"; the GPU's
// is the "GPU ridge", the engine's the "engine ridge".
std::string verdict(Bound b, double intensity, double ridge, std::string_view pass) {
    if (b == Bound::communication)
        return fmt::format("communication-bound (I {:.2f} FLOP/byte, {} ridge {:.1f})", intensity,
                           pass, ridge);
    return fmt::format("{}-bound (I {:.2f} {} {} ridge {:.1f} FLOP/byte)", boundName(b), intensity,
                       b == Bound::compute ? ">" : "<=", pass, ridge);
}

// Speculative decoding: where the tokens per step come from and what a step costs.
void speculativeRows(std::string& out, const Scenario& s, const SpeculativeFigures& f) {
    const SpeculativeSpec& spec = *s.workload.speculative;
    std::string who(speculativeMethodName(f.method));
    if (spec.draftModel)
        who += " " + (spec.draftModel->preset.empty() ? std::string("(custom model)")
                                                      : spec.draftModel->preset);
    row(out, "speculative decoding",
        fmt::format("{}, k {} proposed, acceptance {:.2f}", who, f.tokens, f.acceptance));
    row(out, "  tokens per step",
        f.acceptance >= 1 ? fmt::format("{:.3f} = k + 1", f.tokensPerStep)
                          : fmt::format("{:.3f} = (1 - {:.2f}^{}) / (1 - {:.2f})", f.tokensPerStep,
                                        f.acceptance, f.tokens + 1, f.acceptance));
    row(out, "  draft / verify per step",
        f.draftSteps > 0
            ? fmt::format("{} ({:g} x {}) / {}", seconds(f.draftS), f.draftSteps,
                          seconds(f.draftPass.seconds), seconds(f.verifyS))
            : fmt::format("{} (lookup on the CPU) / {}", seconds(f.draftS), seconds(f.verifyS)));
    row(out, "  verify pass",
        verdict(f.verify.bound, f.verify.intensity(), f.verify.effectiveRidge, "verify"));
    row(out, "  speed-up vs plain decode",
        fmt::format("{:.2f}x (plain TPOT {})", f.speedup, seconds(f.plainTpotS)));
}

} // namespace

std::string gib(double bytes) {
    return fmt::format("{:.2f} GiB", bytes / 1073741824.0);
}

std::string seconds(double s) {
    if (!std::isfinite(s))
        return "unbounded";
    if (s == 0)
        return "0 s";
    if (s < 1e-3)
        return fmt::format("{:.1f} us", s * 1e6);
    if (s < 1)
        return fmt::format("{:.2f} ms", s * 1e3);
    if (s < 3600)
        return fmt::format("{:.2f} s", s);
    if (s < 86400 * 3)
        return fmt::format("{:.2f} h", s / 3600);
    return fmt::format("{:.1f} days", s / 86400);
}

std::string si(double value, const char* unit) {
    static const char* prefixes[] = {"", "k", "M", "G", "T", "P", "E", "Z", "Y"};
    int i = 0;
    while (std::fabs(value) >= 1000 && i < 8) {
        value /= 1000;
        ++i;
    }
    return fmt::format("{:.3g} {}{}", value, prefixes[i], unit);
}

std::string usd(double value) {
    if (value >= 1e4)
        return fmt::format("${:.0f}", value);
    return fmt::format("${:.4g}", value);
}

std::string servingTable(const ServingSpec& load, const ServingFigures& f) {
    std::string out = "\nServing under load\n";
    const std::string offered =
        load.arrival == Arrival::poisson
            ? fmt::format("Poisson, {:.3g} requests/s", load.requestsPerS)
            : (load.concurrency ? fmt::format("closed loop, {} in flight", *load.concurrency)
                                : std::string("all at once (offline)"));
    row(out, "load",
        fmt::format("{}, {} requests{}, seed {}", offered, load.requests,
                    load.arrival == Arrival::poisson ? " at least in the window" : "", load.seed));
    const SchedulerInForce& sch = f.scheduler;
    row(out, "scheduler",
        sch.continuousBatching
            ? fmt::format("continuous, {} seqs, {} tokens/iteration{}{}", sch.maxNumSeqs,
                          sch.maxNumBatchedTokens, sch.chunkedPrefill ? ", chunked prefill" : "",
                          sch.reservesWholeRequest ? ", whole requests reserved" : "")
            : fmt::format("static batches of up to {}", sch.maxNumSeqs));
    if (load.arrival == Arrival::poisson)
        row(out, "measured",
            fmt::format("{} requests arriving in {} after a start-up of {} ({} of {} replicas "
                        "simulated)",
                        f.measured, seconds(f.windowS), seconds(f.windowStartS),
                        f.replicasSimulated, f.replicas));
    row(out, "completed",
        fmt::format("{:.3g} requests/s, {:.1f} output tokens/s ({:.1f} a GPU), {:.1f} tokens/s "
                    "per user",
                    f.requestsPerS, f.outputTokensPerS, f.perGpuOutputTokensPerS,
                    f.interactivityTokensPerS));
    if (f.overloaded)
        row(out, "overloaded",
            fmt::format("arrivals outpace completions: {:.3g} of {:.3g} requests/s carried, the "
                        "queue grows without bound",
                        f.requestsPerS, f.offeredRequestsPerS));
    row(out, "", "mean / P50 / P90 / P99");
    const auto line = [&out](std::string_view label, const Percentiles& p) {
        row(out, label,
            fmt::format("{} / {} / {} / {}", seconds(p.mean), seconds(p.p50), seconds(p.p90),
                        seconds(p.p99)));
    };
    line("TTFT", f.ttftS);
    line("TPOT", f.tpotS);
    line("latency", f.latencyS);
    row(out, "mean batch", fmt::format("{:.1f} sequences", f.meanBatch));
    row(out, "KV cache in use",
        fmt::format("{:.1f} % of {} blocks of {} tokens", f.kvUtilization * 100, f.kvBlocks,
                    f.kvBlockTokens));
    row(out, "preemptions", fmt::format("{}", f.preemptions));
    if (f.rejected > 0)
        row(out, "rejected (never fit the cache)", fmt::format("{}", f.rejected));
    if (f.truncated)
        row(out, "truncated",
            fmt::format("work cap reached: {} of {} completed", f.completed, load.requests));
    return out;
}

// Disaggregated prefill: the pool's pass, the cache moved and the first token's sum.
std::string prefillPoolTable(const Scenario& s, const PrefillPoolFigures& p) {
    std::string out = "\nDisaggregated prefill\n";
    row(out, "prefill pool",
        fmt::format("{} x {}, {} replica(s) of tensor parallel {}", p.gpus,
                    s.hardware.prefillPool->gpu.name, p.replicas, p.tensorParallel));
    row(out, "prefill on the pool", seconds(p.prefill.seconds));
    row(out, "KV cache moved",
        fmt::format("{} ({} prompt(s) of {} tokens)", si(p.kvBytes, "B"), s.workload.batch,
                    s.workload.promptTokens));
    row(out, "link",
        fmt::format("{} (min of {} x {} and {} x {} per GPU), {} latency",
                    si(p.linkBytesPerS, "B/s"), p.tensorParallel,
                    si(p.prefillGpuShareBytesPerS, "B/s"), s.workload.tensorParallel,
                    si(p.decodeGpuShareBytesPerS, "B/s"), seconds(p.linkLatencyS)));
    row(out, "kv_transfer_s", seconds(p.kvTransferS));
    row(out, "first decode step", seconds(p.firstDecodeS));
    row(out, "TTFT = prefill+transfer+step",
        fmt::format("{} + {} + {} = {}", seconds(p.prefill.seconds), seconds(p.kvTransferS),
                    seconds(p.firstDecodeS),
                    seconds(p.prefill.seconds + p.kvTransferS + p.firstDecodeS)));
    row(out, "TTFT without the pool", seconds(p.colocatedTtftS));
    row(out, "pool prefills", fmt::format("{:.2f} prompts/s", p.promptsPerS));
    row(out, "pool memory per GPU",
        fmt::format("{} / {}{}", gib(p.memoryPerGpu), gib(p.usablePerGpu),
                    p.fits ? "" : " (does not fit)"));
    return out;
}

std::string resultsTable(const Scenario& s, const Results& r) {
    std::string out;
    const Gpu& g = s.hardware.gpu;
    out += fmt::format("{}\n", s.name.empty() ? std::string("(unnamed scenario)") : s.name);
    const OptionalBox<PrefillPoolFigures>& pool = r.inference.prefillPool;
    out += fmt::format("  {} x {}{}, {} mode, engine {}\n\n", s.hardware.count, g.name,
                       pool ? fmt::format(" + a prefill pool of {} x {}", pool->gpus,
                                          s.hardware.prefillPool->gpu.name)
                            : std::string(),
                       modeName(r.mode), s.engine.id);
    out += "Model\n";
    row(out, "parameters (active)",
        fmt::format("{} ({})", si(r.model.params, ""), si(r.model.activeParams, "")));
    row(out, "layers / hidden / heads / kv",
        fmt::format("{} / {} / {} / {}", r.model.layers, r.model.hidden, r.model.heads,
                    r.model.kvHeads));
    out += "\nMemory per GPU\n";
    const MemoryFigures& m = r.memory;
    row(out, "weights", gib(m.weights));
    row(out, "KV cache", gib(m.kvCache));
    row(out, "activations", gib(m.activations));
    row(out, "gradients", gib(m.gradients));
    row(out, "optimizer states", gib(m.optimizer));
    row(out, "runtime overhead", gib(m.overhead));
    if (m.draft > 0)
        row(out, "draft model (weights, KV)", gib(m.draft));
    row(out, "total per GPU / usable", fmt::format("{} / {}", gib(m.perGpu), gib(m.usable)));
    if (r.offload && r.mode == Mode::inference && !r.offload->hostFits)
        row(out, "fits",
            fmt::format("no: host memory too small ({} of {} usable)", gib(r.offload->hostBytes),
                        gib(r.offload->hostUsable)));
    else
        row(out, "fits",
            m.fits ? std::string("yes") : fmt::format("no: needs {} GPUs", m.gpusNeeded));
    if (r.offload && r.mode == Mode::inference)
        out += offloadTable(*r.offload);
    out += "\nRoofline (one GPU)\n";
    row(out, "peak / bandwidth",
        fmt::format("{} / {}", si(r.roofline.peakFlops, "FLOP/s"),
                    si(r.roofline.bandwidth, "B/s")));
    row(out, "GPU ridge", fmt::format("{:.1f} FLOP/byte", r.roofline.ridge));
    row(out, "engine ridge",
        fmt::format("{:.1f} FLOP/byte (eta_c {:.2f}, eta_m {:.2f})", r.roofline.effectiveRidge,
                    r.efficiency.compute, r.efficiency.memory));
    if (r.mode == Mode::inference) {
        const InferenceFigures& f = r.inference;
        out += "\nInference\n";
        row(out, "throughput",
            fmt::format("{:.1f} tokens/s (P10-P90 {:.1f}-{:.1f})", f.tokensPerS,
                        f.tokensPerSRange.low, f.tokensPerSRange.high));
        row(out, "per user", fmt::format("{:.1f} tokens/s", f.perUserTokensPerS));
        row(out, "TTFT / TPOT", fmt::format("{} / {}", seconds(f.ttftS), seconds(f.tpotS)));
        row(out, "  P10-P90",
            fmt::format("{}-{} / {}-{}", seconds(f.ttftSRange.low), seconds(f.ttftSRange.high),
                        seconds(f.tpotSRange.low), seconds(f.tpotSRange.high)));
        row(out, "request latency", seconds(f.latencyS));
        row(out, "decode",
            verdict(f.decode.bound, f.decode.intensity(), f.decode.effectiveRidge, "decode"));
        row(out, "prefill",
            verdict(f.prefill.bound, f.prefill.intensity(), f.prefill.effectiveRidge, "prefill"));
        if (f.speculative)
            speculativeRows(out, s, *f.speculative);
        row(out, "KV per token", si(f.kvBytesPerToken, "B"));
        row(out, "max batch that fits", fmt::format("{}", f.maxBatch));
        if (pool)
            out += prefillPoolTable(s, *pool);
        if (r.serving && s.workload.serving)
            out += servingTable(*s.workload.serving, *r.serving);
    } else {
        const TrainingFigures& t = r.training;
        out += "\nTraining\n";
        row(out, "compute", si(t.flops, "FLOP"));
        row(out, "time",
            fmt::format("{} (P10-P90 {}-{})", seconds(t.timeS), seconds(t.timeSRange.low),
                        seconds(t.timeSRange.high)));
        row(out, "GPU-hours", fmt::format("{:.0f}", t.gpuHours));
        row(out, "step time (modelled)", seconds(t.stepTimeS));
        row(out, "goodput (whole run)", fmt::format("{:.1f} %", t.goodput * 100));
        row(out, "scaling efficiency", fmt::format("{:.1f} %", t.scalingEfficiency * 100));
        row(out, "throughput", fmt::format("{:.0f} tokens/s", t.tokensPerS));
        row(out, "implied MFU", fmt::format("{:.1f} %", t.impliedMfu * 100));
        row(out, "step", verdict(t.bound, t.stepIntensity(), t.effectiveRidge, "step"));
        row(out, "nodes",
            fmt::format("{}{}", t.nodes, t.tpSpansNodes ? " (tensor parallel spans nodes)" : ""));
        if (t.gpusForDeadline)
            row(out, "GPUs for the deadline", fmt::format("{:.0f}", *t.gpusForDeadline));
    }
    const CostFigures& c = r.cost;
    out += "\nCost\n";
    row(out, "owned per hour", orDash(c.ownedUsdPerHour, usd));
    // A GPU nobody rents has no cloud figures: say so rather than leave a bare dash.
    const std::string noCloudRate = "no public rental rate";
    row(out, "cloud per hour", c.cloudUsdPerHour ? usd(*c.cloudUsdPerHour) : noCloudRate);
    row(out, "owned per 1M tokens", orDash(c.ownedUsdPerMillion, usd));
    row(out, "cloud per 1M tokens",
        c.cloudUsdPerHour ? orDash(c.cloudUsdPerMillion, usd) : noCloudRate);
    if (r.mode == Mode::training)
        row(out, "training run (cloud)", orDash(c.trainingCloudUsd, usd));
    const auto perUsdHour = [](double v) { return fmt::format("{:.1f} tokens/s per $/h", v); };
    row(out, "owned tokens/s per $/h", orDash(c.ownedTokensPerSPerUsdHour, perUsdHour));
    row(out, "cloud tokens/s per $/h", orDash(c.cloudTokensPerSPerUsdHour, perUsdHour));
    row(out, "buy-vs-rent break-even",
        c.breakEvenHours
            ? fmt::format("{:.0f} h ({:.1f} months)", *c.breakEvenHours, *c.breakEvenMonths)
            : std::string("-"));
    // The whole bill: servers bought whole, their draw, the energy of a token at the wall.
    row(out, "servers",
        fmt::format("{:.0f}{}", c.servers,
                    c.serverUsd ? fmt::format(", {} without GPUs", usd(*c.serverUsd)) : ""));
    row(out, "power draw", fmt::format("{:.0f} W (GPUs and servers, before PUE)", c.watts));
    if (c.joulesPerOutputToken && c.tokensPerSPerMegawatt)
        row(out, "energy",
            fmt::format("{:.3g} J per output token, {:.0f} tokens/s per MW",
                        *c.joulesPerOutputToken, *c.tokensPerSPerMegawatt));
    return out;
}

std::string comparedTable(const Scenario& s) {
    const bool training = s.workload.mode == Mode::training;
    std::string out = "\nCompared configurations\n";
    out += fmt::format("  {:<34} {:>14} {:>12} {:>8} {:>13} {:>14}\n", "configuration",
                       training ? "time" : "tokens/s", "mem/GPU", "fits", "bound",
                       training ? "run (cloud)" : "owned $/1M");
    for (const GpuChoice& c : configurations(s)) {
        const Results r = evaluate(scenarioOn(s, c));
        const std::string name =
            fmt::format("{} x {} (TP {})", c.count, c.gpu.name, c.tensorParallel);
        const std::string speed =
            training ? seconds(r.training.timeS) : fmt::format("{:.1f}", r.inference.tokensPerS);
        const std::string cost = training ? orDash(r.cost.trainingCloudUsd, usd)
                                          : orDash(r.cost.ownedUsdPerMillion, usd);
        const Bound b = training ? r.training.bound : r.inference.decode.bound;
        out += fmt::format("  {:<34} {:>14} {:>12} {:>8} {:>13} {:>14}\n", name, speed,
                           gib(r.memory.perGpu), r.memory.fits ? "yes" : "no", boundName(b), cost);
    }
    return out;
}

} // namespace ridgeline::cli
