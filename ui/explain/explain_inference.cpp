// Explanations of speed: tokens/s, TPOT, TTFT, the roofline's ridge and operating points.
#include "core/base/tuned_constants.h"
#include "core/physics/physics.h"
#include "ui/explain/explain_offload.h"
#include "ui/explain/explanation.h"
#include "ui/ridge_words.h"
#include "ui/units.h"

#include <algorithm>
#include <cmath>

namespace ridgeline::ui::detail {

namespace {

Term tokenRate(double rate) {
    return {rate, units::tokensPerS(rate)};
}

// Where the GPU's power limit lowers the datasheet peak the passes run at (physics.h,
// powerLimitedPeakFlops): the sustained Π with its arithmetic.
void sustainedPeakLine(Explanation& e, const ExplainInput& in) {
    const RooflineFigures& r = in.results.roofline;
    if (r.sustainedPeakFlops >= r.peakFlops)
        return;
    e.addArithmetic(Explain::tr("Π = min(Π_sheet, TDP × ε / operand bytes) = min(%1, %2 W × %3 "
                                "FLOP/J / %4) = %5"),
                    QStringLiteral("min(%1, %2 * %3 / %4)"),
                    {term::flopRate(r.peakFlops), term::count(in.scenario.hardware.gpu.tdpW),
                     term::number(tensorFlopPerJouleAtOneByte), term::number(r.operandBytes),
                     term::flopRate(r.sustainedPeakFlops)});
    e.lines << Explain::tr("ε: the tensor FLOP per joule a GPU sustains at one byte per operand; "
                           "above it the card lowers its clock under dense GEMMs (power limit)");
}

// A mixture of experts' GEMMs, in the words of a note: their own M and the engine's share.
QString expertGemmWords(const ExplainInput& in) {
    const Architecture& a = in.scenario.model.arch;
    return Explain::tr(
               "Routed experts: each multiplies only the tokens routed to it (about k / E = "
               "%1 / %2 of a step's tokens, its GEMMs' M), at %3 of a dense GEMM's rate "
               "of that shape (the engine's grouped-GEMM share, expert_gemm_efficiency).")
        .arg(a.activeExperts)
        .arg(a.experts)
        .arg(units::number(in.results.efficiency.expertGemm));
}

// A decode step, "TPOT = max(F/(Π·η_c·s), B/(W·η_m)) + t_comm + t_step", with the compute and
// memory times each on a line of its own; s is the share of the engine's GEMM efficiency the
// step's thin GEMMs reach (its effective peak over Π·η_c).
void decodeLines(Explanation& e, const ExplainInput& in) {
    const Results& r = in.results;
    const StepCost& c = r.inference.decode;
    const bool speculative = r.inference.speculative.has_value();
    e.lines << (speculative ? Explain::tr("plain decode step: t_decode = max(compute, memory) + "
                                          "t_comm + t_step")
                            : Explain::tr("TPOT = max(compute, memory) + t_comm + t_step"));
    sustainedPeakLine(e, in);
    const double enginePeak = r.roofline.sustainedPeakFlops * r.efficiency.compute;
    const double shape = enginePeak > 0 ? c.effectivePeakFlops / enginePeak : 1;
    e.addArithmetic(Explain::tr("GEMM shape: s = Π_decode / (Π × η_c) = %1 / (%2 × %3) = %4"),
                    QStringLiteral("%1 / (%2 * %3)"),
                    {term::flopRate(c.effectivePeakFlops),
                     term::flopRate(r.roofline.sustainedPeakFlops),
                     term::number(r.efficiency.compute), term::number(shape)});
    e.addArithmetic(Explain::tr("compute = F / (Π × η_c × s) = %1 / (%2 × %3 × %4) = %5"),
                    QStringLiteral("%1 / (%2 * %3 * %4)"),
                    {term::flop(c.flops), term::flopRate(r.roofline.sustainedPeakFlops),
                     term::number(r.efficiency.compute), term::number(shape),
                     term::seconds(c.computeS)});
    e.addArithmetic(Explain::tr("memory = B / (W × η_m) = %1 / (%2 × %3) = %4"),
                    QStringLiteral("%1 / (%2 * %3)"),
                    {term::bytes(c.bytes), term::bandwidth(r.roofline.bandwidth),
                     term::number(r.efficiency.memory), term::seconds(c.memoryS)});
    if (r.offload && r.mode == Mode::inference) {
        offloadDecodeLines(e, in);
        return;
    }
    e.addArithmetic(speculative ? Explain::tr("t_decode = max(%1, %2) + %3 + %4 = %5 (%6)")
                                : Explain::tr("TPOT = max(%1, %2) + %3 + %4 = %5 (%6)"),
                    QStringLiteral("max(%1, %2) + %3 + %4"),
                    {term::seconds(c.computeS), term::seconds(c.memoryS), term::seconds(c.commS),
                     term::seconds(c.overheadS), term::seconds(c.seconds)},
                    {verdictText(c.bound)});
}

Explanation tokensPerS(const ExplainInput& in) {
    const InferenceFigures& f = in.results.inference;
    const StepCost& d = f.decode;
    Explanation e{Explain::tr("Throughput: tokens per second"), {}, {}, {}};
    decodeLines(e, in);
    speculativeLines(e, in);
    e.addArithmetic(Explain::tr("tokens/s = replicas × batch / TPOT = %1 × %2 / %3 = %4"),
                    QStringLiteral("%1 * %2 / %3"),
                    {term::count(f.replicas), term::count(in.scenario.workload.batch),
                     term::seconds(f.tpotS), term::number(f.tokensPerS)});
    if (d.bound == Bound::memory && d.commS == 0 && d.overheadS == 0 && !f.speculative)
        e.addArithmetic(
            Explain::tr("memory-bound: tokens/s = replicas × b × η_m × W / B = %1 × %2 × %3 × %4 "
                        "/ %5 = %6"),
            QStringLiteral("%1 * %2 * %3 * %4 / %5"),
            {term::count(f.replicas), term::count(in.scenario.workload.batch),
             term::number(in.results.efficiency.memory),
             term::bandwidth(in.results.roofline.bandwidth), term::bytes(d.bytes),
             term::number(f.tokensPerS)});
    e.note =
        Explain::tr("F and B are one decode step per GPU at the mean context %1 tokens (prompt + "
                    "half the output): weights read once, plus the KV cache of every sequence.")
            .arg(units::number(f.decodeContext));
    if (in.scenario.model.arch.experts > 1)
        e.note += QLatin1Char(' ') + expertGemmWords(in);
    return e;
}

Explanation tpot(const ExplainInput& in) {
    const InferenceFigures& f = in.results.inference;
    Explanation e{Explain::tr("Time per output token"), {}, {}, {}};
    decodeLines(e, in);
    speculativeLines(e, in);
    e.addArithmetic(Explain::tr("per-user speed = 1 / TPOT = 1 / %1 = %2"),
                    QStringLiteral("1 / %1"),
                    {term::seconds(f.tpotS), tokenRate(f.perUserTokensPerS)});
    e.note =
        Explain::tr("One decode step produces one token for each of the %1 sequences of a replica.")
            .arg(in.scenario.workload.batch);
    return e;
}

// The prefill's FLOPs: the weight GEMMs over every prompt token (the output head for the last
// token of each sequence only) and attention over the prompt.
void prefillFlopLines(Explanation& e, const ExplainInput& in) {
    const Workload& w = in.scenario.workload;
    const PrefillParts& p = in.results.inference.prefill.prefill;
    e.addArithmetic(
        Explain::tr("F_GEMM = 2 × b × (s_in × P_tok + P_head) / t = 2 × %1 × (%2 × %3 + %4) / %5 "
                    "= %6"),
        QStringLiteral("2 * %1 * (%2 * %3 + %4) / %5"),
        {term::count(w.batch), term::count(double(w.promptTokens)), term::params(p.tokenParams),
         term::params(p.headParams), term::count(w.tensorParallel), term::flop(p.gemmFlops)});
    e.addArithmetic(Explain::tr("F_attn = k × b × F_seq / t = %1 × %2 × %3 / %4 = %5"),
                    QStringLiteral("%1 * %2 * %3 / %4"),
                    {term::count(p.attentionFactor), term::count(w.batch),
                     term::flop(p.attentionFlopsPerSequence), term::count(w.tensorParallel),
                     term::flop(p.attentionFlops)});
}

// A static batch's wait (core/physics/queueing.h): the replicas are fed in turn, a request that
// finds its replica's batch running waits for the rest of it, and one the next batch has no
// place for waits one batch more.
void staticWaitLines(Explanation& e, const ExplainInput& in, const ServingLoad& l) {
    const InferenceFigures& f = in.results.inference;
    const double q = l.percentile / 100.0;
    e.lines << Explain::tr("A static batch: the %1 replica(s) take the requests in turn, so a "
                           "request finds its replica's batch running when %1 or more requests "
                           "arrive within one batch time (A of them on average): a share P of "
                           "%2")
                   .arg(f.replicas)
                   .arg(units::number(l.waitProbability));
    const bool roomy = !l.placesShort; // the core's verdict (core/evaluation/required_load.cpp)
    const QString places = units::number(l.placesNeeded);
    const QString batch = QString::number(in.scenario.workload.batch);
    if (roomy)
        e.lines << Explain::tr("The next batch holds what arrives meanwhile: %1 places needed, "
                               "%2 in the batch")
                       .arg(places, batch);
    else
        e.lines << Explain::tr("The next batch cannot always hold what arrives meanwhile: %1 "
                               "places needed, %2 in the batch; at the p%3 a request waits one "
                               "batch more")
                       .arg(places, batch, units::number(l.percentile));
    const double extra = roomy ? 0.0 : f.latencyS;
    if (l.queueWaitS - extra > 0) {
        if (roomy)
            e.addArithmetic(Explain::tr("wait_p = latency × (1 − (1 − p) / P) = %1 × (1 − (1 − "
                                        "%2) / %3) = %4"),
                            QStringLiteral("%1 * (1 - (1 - %2) / %3)"),
                            {term::seconds(f.latencyS), term::number(q),
                             term::number(l.waitProbability), term::seconds(l.queueWaitS)});
        else
            e.addArithmetic(Explain::tr("wait_p = latency × (1 − (1 − p) / P) + latency = %1 × "
                                        "(1 − (1 − %2) / %3) + %1 = %4"),
                            QStringLiteral("%1 * (1 - (1 - %2) / %3) + %1"),
                            {term::seconds(f.latencyS), term::number(q),
                             term::number(l.waitProbability), term::seconds(l.queueWaitS)});
    } else {
        e.lines << Explain::tr("P ≤ 1 − p: at the p%1 no request finds its batch running")
                       .arg(units::number(l.percentile));
    }
}

// The required load of the scenario's requirements, as the planner judges it: Little's law
// for the sequences in flight, an M/M/c wait for a free batch place at the percentile
// (core/evaluation/required_load.h), and the first token and the answer with that wait.
void requiredLoadLines(Explanation& e, const ExplainInput& in, const ServingLoad& l) {
    const InferenceFigures& f = in.results.inference;
    if (l.simulated && in.scenario.workload.serving) {
        // The planner sized this scenario with the serving simulation: its percentiles are
        // read from the simulated requests, not from a formula.
        const ServingSpec& load = *in.scenario.workload.serving;
        e.lines << Explain::tr(
                       "At the required load, simulated: %1 requests measured, arriving at random "
                       "(Poisson) at %2 requests/s, seed %3, shared by %4 replica(s); the "
                       "engine's scheduler runs iteration by iteration (prompts prefilled "
                       "in chunks between decodes, KV cache blocks, preemption).")
                       .arg(in.results.serving ? in.results.serving->measured : load.requests)
                       .arg(units::number(l.requestsPerS))
                       .arg(load.seed)
                       .arg(f.replicas);
        if (l.overloaded) {
            e.lines << Explain::tr("The simulated queue never drains: overloaded");
            return;
        }
        e.lines << Explain::tr("Of the simulated requests, p%1: first token %2, time per token "
                               "%3, answer %4")
                       .arg(units::number(l.percentile), units::seconds(l.ttftAtPercentileS),
                            units::seconds(l.tpotAtPercentileS),
                            units::seconds(l.latencyAtPercentileS));
        return;
    }
    e.lines << Explain::tr("At the required load, with p the requirement's percentile (p%1), as "
                           "the plan judges it:")
                   .arg(units::number(l.percentile));
    e.addArithmetic(Explain::tr("in flight A = λ × latency = %1 × %2 = %3"),
                    QStringLiteral("%1 * %2"),
                    {term::number(l.requestsPerS), term::seconds(f.latencyS),
                     term::number(l.sequencesInFlight)});
    e.addArithmetic(
        Explain::tr("places c = replicas × batch = %1 × %2 = %3"), QStringLiteral("%1 * %2"),
        {term::count(f.replicas), term::count(in.scenario.workload.batch), term::count(l.slots)});
    if (l.overloaded) {
        e.lines << Explain::tr("A ≥ c: more requests in flight than places, the queue grows "
                               "without bound (overloaded)");
        return;
    }
    const double q = l.percentile / 100.0;
    if (l.staticBatch) {
        staticWaitLines(e, in, l);
    } else {
        e.lines << Explain::tr(
                       "Erlang C of A and c: a share C of %1 of the requests wait for a place")
                       .arg(units::number(l.waitProbability));
        if (l.queueWaitS > 0)
            e.addArithmetic(
                Explain::tr(
                    "wait_p = latency / (c − A) × ln(C / (1 − p)) = %1 / (%2 − %3) × ln(%4 / "
                    "(1 − %5)) = %6"),
                QStringLiteral("%1 / (%2 - %3) * ln(%4 / (1 - %5))"),
                {term::seconds(f.latencyS), term::count(l.slots), term::number(l.sequencesInFlight),
                 term::number(l.waitProbability), term::number(q), term::seconds(l.queueWaitS)});
        else
            e.lines << Explain::tr("C ≤ 1 − p: at the p%1 no request waits")
                           .arg(units::number(l.percentile));
    }
    e.addArithmetic(
        Explain::tr("TTFT_p = TTFT + wait_p = %1 + %2 = %3"), QStringLiteral("%1 + %2"),
        {term::seconds(f.ttftS), term::seconds(l.queueWaitS), term::seconds(l.ttftAtPercentileS)});
    e.addArithmetic(Explain::tr("latency_p = latency + wait_p = %1 + %2 = %3"),
                    QStringLiteral("%1 + %2"),
                    {term::seconds(f.latencyS), term::seconds(l.queueWaitS),
                     term::seconds(l.latencyAtPercentileS)});
}

Explanation ttft(const ExplainInput& in) {
    if (in.results.inference.prefillPool) {
        Explanation e = explainDisaggregatedTtft(in);
        if (in.results.requiredLoad)
            requiredLoadLines(e, in, *in.results.requiredLoad);
        return e;
    }
    const Results& r = in.results;
    const InferenceFigures& f = r.inference;
    const StepCost& c = f.prefill;
    const PrefillParts& p = c.prefill;
    const double peak = r.roofline.sustainedPeakFlops, bw = r.roofline.bandwidth;
    const double etaC = r.efficiency.compute, etaM = r.efficiency.memory;
    Explanation e{Explain::tr("Time to first token (prefill)"), {}, {}, {}};
    sustainedPeakLine(e, in);
    e.lines << Explain::tr("TTFT = max(GEMMs, weight stream) + attention + elementwise + t_comm "
                           "+ t_step");
    prefillFlopLines(e, in);
    e.addArithmetic(Explain::tr("GEMMs = F_GEMM / (Π × η_c × η_shape) = %1 / (%2 × %3 × %4) = %5"),
                    QStringLiteral("%1 / (%2 * %3 * %4)"),
                    {term::flop(p.gemmFlops), term::flopRate(peak), term::number(etaC),
                     term::number(p.gemmShape), term::seconds(p.gemmS)});
    e.addArithmetic(Explain::tr("weight stream = B_w / (W × η_m) = %1 / (%2 × %3) = %4"),
                    QStringLiteral("%1 / (%2 * %3)"),
                    {term::bytes(p.streamBytes), term::bandwidth(bw), term::number(etaM),
                     term::seconds(p.streamS)});
    e.addArithmetic(
        Explain::tr("attention = F_attn / (Π × η_c × η_shape) = %1 / (%2 × %3 × %4) = %5"),
        QStringLiteral("%1 / (%2 * %3 * %4)"),
        {term::flop(p.attentionFlops), term::flopRate(peak), term::number(etaC),
         term::number(p.attentionShape), term::seconds(p.attentionS)});
    e.addArithmetic(Explain::tr("elementwise = B_e / (W × η_m) = %1 / (%2 × %3) = %4"),
                    QStringLiteral("%1 / (%2 * %3)"),
                    {term::bytes(p.elementwiseBytes), term::bandwidth(bw), term::number(etaM),
                     term::seconds(p.elementwiseS)});
    if (in.results.offload && in.results.mode == Mode::inference) {
        const OffloadFigures& o = *in.results.offload;
        e.addArithmetic(Explain::tr("GPU part = max(%1, %2) + %3 + %4 + %5 + %6 = %7"),
                        QStringLiteral("max(%1, %2) + %3 + %4 + %5 + %6"),
                        {term::seconds(p.gemmS), term::seconds(p.streamS),
                         term::seconds(p.attentionS), term::seconds(p.elementwiseS),
                         term::seconds(c.commS), term::seconds(c.overheadS),
                         term::seconds(o.prefillGpuS)});
        if (o.weightsOnHost)
            e.addArithmetic(
                Explain::tr("TTFT = max(GPU part, weights streamed) = max(%1, %2) = %3"),
                QStringLiteral("max(%1, %2)"),
                {term::seconds(o.prefillGpuS), term::seconds(o.prefillHostS),
                 term::seconds(c.seconds)});
        else
            e.addArithmetic(
                Explain::tr("TTFT = GPU part + host layers + PCIe hand-over = %1 + %2 + %3 = %4"),
                QStringLiteral("%1 + %2 + %3"),
                {term::seconds(o.prefillGpuS), term::seconds(o.prefillHostS),
                 term::seconds(c.seconds - o.prefillGpuS - o.prefillHostS),
                 term::seconds(c.seconds)});
    } else {
        e.addArithmetic(Explain::tr("TTFT = max(%1, %2) + %3 + %4 + %5 + %6 = %7 (%8)"),
                        QStringLiteral("max(%1, %2) + %3 + %4 + %5 + %6"),
                        {term::seconds(p.gemmS), term::seconds(p.streamS),
                         term::seconds(p.attentionS), term::seconds(p.elementwiseS),
                         term::seconds(c.commS), term::seconds(c.overheadS),
                         term::seconds(c.seconds)},
                        {verdictText(c.bound)});
    }
    e.addArithmetic(Explain::tr("latency = TTFT + s_out × TPOT = %1 + %2 × %3 = %4"),
                    QStringLiteral("%1 + %2 * %3"),
                    {term::seconds(f.ttftS), term::count(double(in.scenario.workload.outputTokens)),
                     term::seconds(f.tpotS), term::seconds(f.latencyS)});
    e.note =
        Explain::tr(
            "b = %1 sequences of s_in = %2 prompt tokens on t = %3 GPUs. P_tok: the weights every "
            "prompt token passes through (not the embedding lookup; routed experts at their active "
            "share); P_head: the output head, run for the last token only. F_seq: attention of one "
            "sequence over all layers, the causal half (k = 2 without flash attention). η_shape: "
            "the share of the large-GEMM efficiency GEMMs of this shape reach (M/(M+h) × N/(N+h) × "
            "K/(K+h), h = %4). The weight stream overlaps the GEMMs; attention and the "
            "elementwise "
            "work (norms, residuals, rotary, activation) follow them. t_step: the engine's fixed "
            "cost where it is longer than the GPU's work.")
            .arg(in.scenario.workload.batch)
            .arg(in.scenario.workload.promptTokens)
            .arg(in.scenario.workload.tensorParallel)
            .arg(gemmHalfDim);
    if (in.scenario.model.arch.experts > 1)
        e.note += QLatin1Char(' ') + expertGemmWords(in);
    if (r.requiredLoad)
        requiredLoadLines(e, in, *r.requiredLoad);
    return e;
}

// The engine ridge, "I*_engine = (Π × η_c) / (W × η_m)": where the engine's compute time
// overtakes its memory time.
void engineRidgeLine(Explanation& e, const ExplainInput& in) {
    const RooflineFigures& r = in.results.roofline;
    e.addArithmetic(Explain::tr("%6: I*_engine = (Π × η_c) / (W × η_m) = (%1 × %2) / (%3 × %4) = "
                                "%5"),
                    QStringLiteral("(%1 * %2) / (%3 * %4)"),
                    {term::flopRate(r.sustainedPeakFlops),
                     term::number(in.results.efficiency.compute), term::bandwidth(r.bandwidth),
                     term::number(in.results.efficiency.memory), term::intensity(r.effectiveRidge)},
                    {ridge::engineRidge()});
}

// Each pass's own ridge (the decode, prefill or step ridge): its compute roof (its FLOPs over its
// compute time, the GEMM shapes of the pass included) over the engine's bandwidth.
void passRidgeLines(Explanation& e, const ExplainInput& in) {
    const Results& r = in.results;
    const auto line = [&](const QString& shown, double peak, double value, ridge::Pass pass) {
        e.addArithmetic(shown, QStringLiteral("%1 / (%2 * %3)"),
                        {term::flopRate(peak), term::bandwidth(r.roofline.bandwidth),
                         term::number(r.efficiency.memory), term::intensity(value)},
                        {ridge::passRidge(pass)});
    };
    if (in.scenario.workload.mode == Mode::training) {
        line(Explain::tr("%5, the training step's own: I*_step = Π_step / (W × η_m) = "
                         "%1 / (%2 × %3) = %4"),
             r.training.effectivePeakFlops, r.training.effectiveRidge, ridge::Pass::trainingStep);
        return;
    }
    line(Explain::tr("%5, decode's own: I*_decode = Π_decode / (W × η_m) = %1 / (%2 × %3) = %4"),
         r.inference.decode.effectivePeakFlops, r.inference.decode.effectiveRidge,
         ridge::Pass::decode);
    line(Explain::tr("%5, prefill's own: I*_prefill = Π_prefill / (W × η_m) = %1 / (%2 × %3) = "
                     "%4"),
         r.inference.prefill.effectivePeakFlops, r.inference.prefill.effectiveRidge,
         ridge::Pass::prefill);
}

// Why the GPU ridge and the engine ridge differ, when they do.
QString ridgeDifference(const ExplainInput& in) {
    const RooflineFigures& r = in.results.roofline;
    const double ratio = r.ridge > 0 ? r.effectiveRidge / r.ridge : 1;
    if (std::abs(ratio - 1) < 1e-9)
        return Explain::tr("The engine reaches the same share of peak compute and of bandwidth, "
                           "so the engine ridge equals the GPU ridge.");
    return Explain::tr("The engine reaches %1 of peak compute but %2 of bandwidth, so the "
                       "engine ridge sits at %3 × the GPU ridge. Each pass is judged against its "
                       "own ridge (the decode, prefill or step ridge), lower still where its "
                       "GEMMs are thin.")
        .arg(units::percent(in.results.efficiency.compute),
             units::percent(in.results.efficiency.memory), units::number(ratio));
}

Explanation ridge(const ExplainInput& in) {
    const RooflineFigures& r = in.results.roofline;
    Explanation e{Explain::tr("Ridge point"), {}, {}, {}};
    e.addArithmetic(
        Explain::tr("%4: I* = Π / W = %1 / %2 = %3"), QStringLiteral("%1 / %2"),
        {term::flopRate(r.peakFlops), term::bandwidth(r.bandwidth), term::intensity(r.ridge)},
        {ridge::gpuRidge()});
    engineRidgeLine(e, in);
    passRidgeLines(e, in);
    e.addArithmetic(Explain::tr("critical batch ≈ I* × β_w / 2 = %1 × %2 / 2 = %3"),
                    QStringLiteral("%1 * %2 / 2"),
                    {term::number(r.ridge), term::number(in.scenario.workload.weightFormat.bytes()),
                     term::number(in.results.inference.criticalBatch)});
    e.note = Explain::tr("Left of its own ridge a pass waits for memory; right of it, for the "
                         "tensor cores. Π is the dense peak for the compute format, W the "
                         "datasheet bandwidth: I* is the GPU ridge. %1")
                 .arg(ridgeDifference(in));
    return e;
}

} // namespace

Explanation explainInference(const QString& key, const ExplainInput& in) {
    if (key == QLatin1String("tokens-per-s"))
        return tokensPerS(in);
    if (key == QLatin1String("tpot") || key == QLatin1String("per-user"))
        return tpot(in);
    if (key == QLatin1String("ttft"))
        return ttft(in);
    if (key == QLatin1String("ridge") || key == QLatin1String("roof"))
        return ridge(in);
    return {};
}

} // namespace ridgeline::ui::detail
