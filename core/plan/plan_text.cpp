#include "core/plan/plan_text.h"

#include <fmt/format.h>

namespace ridgeline {

namespace {

std::string ms0(double s) {
    return fmt::format("{:.0f} ms", s * 1e3);
}

std::string ms1(double s) {
    return fmt::format("{:.1f} ms", s * 1e3);
}

std::string rankText(const PlanWhy& w) {
    const char* unit = w.training ? "for the run" : "per million tokens at the required load";
    switch (w.rank) {
    case PlanRank::only:
        return fmt::format("The only configuration that meets every limit: ${:.2f} {}.", w.cost,
                           unit);
    case PlanRank::cheapestTied:
        return fmt::format("Cheapest of the {} plans that meet every limit, "
                           "${:.2f} {}, tied with the next ({}) and first on speed.",
                           w.plans, w.cost, unit, planLabelText(w.next));
    case PlanRank::cheapest:
        return fmt::format("Cheapest of the {} plans that meet every limit: "
                           "${:.2f} {}, {:.0f} % below the next ({}).",
                           w.plans, w.cost, unit, w.percent, planLabelText(w.next));
    case PlanRank::dearer:
        break;
    }
    std::vector<std::string> gains;
    if (w.faster)
        gains.push_back(w.training ? "a shorter run" : "a faster answer");
    if (w.fewerGpus)
        gains.push_back("fewer GPUs");
    if (w.lessUpFront)
        gains.push_back("less to buy up front");
    std::string text =
        fmt::format("${:.2f} {}, {:.0f} % more than the first", w.cost, unit, w.percent);
    if (!gains.empty()) {
        text += "; it gives ";
        for (std::size_t g = 0; g < gains.size(); ++g)
            text += (g == 0 ? "" : g + 1 == gains.size() ? " and " : ", ") + gains[g];
    }
    return text + ".";
}

} // namespace

std::string planLabelText(const PlanLabel& l) {
    if (l.training)
        return fmt::format("{} x {} (TP {}, PP {}, ZeRO {}), {}", l.gpu, l.count, l.tensorParallel,
                           l.pipelineParallel, l.zeroStage, l.engine);
    return fmt::format("{} x {} (TP {}), {} weights, {}", l.gpu, l.count, l.tensorParallel,
                       l.weights, l.engine);
}

std::string planOptionText(const PlanOption& o) {
    switch (o.kind) {
    case PlanOptionKind::none:
        return {};
    case PlanOptionKind::speculative: {
        const std::string method = o.method == SpeculativeMethod::draft
                                       ? fmt::format("draft {}", o.draft)
                                       : std::string(speculativeMethodName(o.method));
        const std::string gain =
            o.plainMeets
                ? fmt::format("${:.2f} per million tokens against ${:.2f} with plain decode",
                              o.cost, o.plainCost)
                : fmt::format("plain decode misses the limits here ({})",
                              o.plainTooFewGpus ? "too few GPUs"
                                                : std::string(rejectReasonText(o.plainReason)));
        return fmt::format("speculative decoding ({}, k {}, acceptance {:.2f}): TPOT {} instead "
                           "of {} at a batch of {}; {}",
                           method, o.tokens, o.acceptance, ms1(o.tpotS), ms1(o.plainTpotS), o.batch,
                           gain);
    }
    case PlanOptionKind::offload:
        return fmt::format("host-memory offload: {} of {} layers on the {} (llama.cpp "
                           "gpu_layers), the rest in host memory; {:.1f} tokens/s per sequence",
                           o.gpuLayers, o.layers, o.gpu, 1.0 / o.tpotS);
    case PlanOptionKind::disaggregated:
        return fmt::format("disaggregated prefill: prefill pool {}x + decode {}x {}: ${:.2f} per "
                           "million tokens against ${:.2f} co-located ({}x), KV cache transfer {}",
                           o.poolGpus, o.decodeGpus, o.gpu, o.cost, o.plainCost, o.colocatedGpus,
                           ms1(o.kvTransferS));
    }
    return {};
}

std::string planRiskText(const PlanRisk& r) {
    switch (r.kind) {
    case PlanRiskKind::tpot:
        return fmt::format("time per output token up to {} at P90 (limit {})", ms0(r.value),
                           ms0(r.limit));
    case PlanRiskKind::ttft:
        return fmt::format("first token up to {} at P90 with the queue (limit {})", ms0(r.value),
                           ms0(r.limit));
    case PlanRiskKind::latency:
        return fmt::format("answer up to {:.2f} s at P90 with the queue (limit {:.2f} s)", r.value,
                           r.limit);
    case PlanRiskKind::costCeiling:
        return fmt::format("${:.2f} per million tokens at P90 (ceiling ${:.2f})", r.value, r.limit);
    case PlanRiskKind::deadline:
        return fmt::format("up to {:.1f} days at P90 (deadline {:.1f} days)", r.value / 86400.0,
                           r.limit / 86400.0);
    case PlanRiskKind::budget:
        return fmt::format("${:.0f} at P90 (budget ${:.0f})", r.value, r.limit);
    case PlanRiskKind::slowOffload:
        return fmt::format(
            "slow: {} of {} layers in host memory, {:.1f} tokens/s per sequence (offload)",
            r.hostLayers, r.layers, r.value);
    }
    return {};
}

std::string planWhyText(const Plan& p) {
    std::string text = rankText(p.whyData);
    if (p.load)
        text += fmt::format(
            " {:.0f} sequences in flight on average over {} replicas of {} GPU(s); p{:g} "
            "first token {:.2f} s, answer {:.2f} s, {:.1f} ms per token{}; ${:.0f} a month.",
            p.load->sequencesInFlight, p.results.inference.replicas,
            p.scenario.workload.tensorParallel, p.whyData.percentile, p.load->ttftAtPercentileS,
            p.load->latencyAtPercentileS, p.load->tpotAtPercentileS * 1e3,
            p.load->simulated
                ? fmt::format(" (simulated: {} requests measured, seed {})",
                              p.results.serving ? p.results.serving->measured
                                                : p.scenario.workload.serving->requests,
                              p.scenario.workload.serving->seed)
                : std::string(" (queueing estimate)"),
            p.usdPerMonth());
    else
        text += fmt::format(" {:.1f} days on {} GPUs, {:.0f} % implied MFU.",
                            p.results.training.timeS / 86400.0, p.scenario.hardware.count,
                            p.results.training.impliedMfu * 100.0);
    if (!p.option.empty())
        text += fmt::format(" With {}.", p.option);
    return text;
}

std::string planAssumptionsText(const PlanAssumptions& a) {
    if (a.training)
        return fmt::format(
            "Run: {:.3g} tokens, costed at {} prices. Every candidate is the scenario's training "
            "set-up on another GPU, engine and layout; for each micro-batch the fastest memory "
            "setting that fits is taken (ZeRO stage, then recompute). Data parallel doubles up to "
            "{} GPUs{}; the fewest GPUs that meet the deadline are then found by bisection.",
            a.tokens, pricingName(a.pricing), a.maxGpus, a.singleNode ? " on one node" : "");
    std::string text = fmt::format(
        "Load: {:.3g} requests/s of {} prompt and {} output tokens. Little's law gives the "
        "sequences in flight (rate x modelled latency); each replica holds `batch` of them at "
        "once. Arrivals are taken as random (Poisson) and a request waits for a free batch place "
        "(an M/M/c queue whose service time is the modelled latency at that batch): the "
        "first-token and end-to-end limits are checked at the p{:g} of that wait, the time per "
        "token at the full batch. That estimate sizes every candidate; the {} cheapest are then "
        "sized again by the serving simulation (the engine's scheduler iteration by iteration, "
        "chunked prefill mixed with decode, at this rate with Poisson arrivals), fewest replicas "
        "whose simulated p{:g} meets every limit{}. Costs are the fleet's {} cost per hour "
        "spread over the required output tokens at {:.0f} % utilisation.",
        a.requestsPerS, a.promptTokens, a.outputTokens, a.percentile, a.simulatedPlans,
        a.percentile, a.atP90 ? ", every time taken at the slow (P90) end of its range" : "",
        pricingName(a.pricing), a.utilization * 100.0);
    if (a.staticBatches)
        text += " An engine that batches statically (a new batch when the last has ended) is "
                "estimated otherwise: each replica is fed in turn, a request waits for the rest "
                "of the running batch when the replica is busy, and the batch holds what arrives "
                "while one runs.";
    if (a.offload)
        text += " Offloaded plans keep the estimate: the simulation does not model host memory.";
    if (a.prefillPool)
        text += a.firstTokenLimit ? " Prefill-pool splits of the cheapest simulated plans are "
                                    "sized by the simulation, which models the pool."
                                  : " A prefill pool is tried only with a first-token limit.";
    return text;
}

} // namespace ridgeline
