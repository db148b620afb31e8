// The options the requirements may allow beside plain co-located serving (docs/plans.md,
// "Options"): speculative decoding on a candidate, a single GPU with layers offloaded to host
// memory, and a prefill pool split off the cheapest co-located plans.
#include "core/plan/plan_serving.h"

#include "core/evaluation/disaggregated.h"
#include "core/evaluation/evaluate.h"
#include "core/evaluation/speculative.h"
#include "core/plan/plan_text.h"
#include "core/serving/serving_sim.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

namespace ridgeline::detail {

namespace {

// The family part of a catalogue id: "llama" of "llama-3.1-70b", "qwen2.5" of "qwen2.5-72b".
std::string planFamilyOf(const std::string& id) {
    return id.substr(0, id.find('-'));
}

ModelSpec modelOf(const ModelPreset& m) {
    ModelSpec out;
    out.preset = m.id;
    out.arch = m.arch;
    return out;
}

// The plan's cost with its option: usdPerHour, cost and capex from its results.
bool cost(Plan& p, const Scenario& s, double served) {
    const auto perHour = usdPerHourAt(p.results, s.requirements->pricing);
    if (!perHour)
        return false;
    p.usdPerHour = *perHour;
    p.capexUsd = p.results.cost.capexUsd;
    p.cost = usdPerMillionTokens(p.usdPerHour, served, s.economics.utilization);
    return true;
}

} // namespace

SpeculativeSpec speculativeFor(const Scenario& s, const Catalogue* cat) {
    SpeculativeSpec spec;
    // A draft of the target's family that shares its vocabulary (the same tokenizer) and is at
    // most an eighth of its size: the smallest such catalogue model.
    const ModelPreset* draft = nullptr;
    if (cat && !s.model.preset.empty()) {
        const double target = effectiveParams(s.model).total;
        for (const ModelPreset& m : cat->models) {
            if (planFamilyOf(m.id) != planFamilyOf(s.model.preset) ||
                m.arch.vocab != s.model.arch.vocab)
                continue;
            const double params = effectiveParams(modelOf(m)).total;
            if (params > target / 8)
                continue;
            if (!draft || params < effectiveParams(modelOf(*draft)).total)
                draft = &m;
        }
    }
    if (draft) {
        spec.method = SpeculativeMethod::draft;
        spec.draftModel = modelOf(*draft);
    } else {
        // DeepSeek's models ship a multi-token-prediction module; for the others an EAGLE head.
        spec.method = s.model.preset.starts_with("deepseek") ? SpeculativeMethod::mtp
                                                             : SpeculativeMethod::eagle;
    }
    const SpeculativeDefaults d = speculativeDefaults(spec.method);
    spec.tokens = d.tokens;
    spec.acceptance = d.acceptance;
    return spec;
}

std::optional<Plan> trySpeculative(const Scenario& candidate, const SpeculativeSpec& spec,
                                   const Sized& plain, const Scenario& s, const Limits& l,
                                   int maxReplicas, double served, PlanResult& out) {
    Scenario c = candidate;
    c.workload.speculative = spec;
    Candidate cs(std::move(c), l, out);
    Sized sized = sizeCandidate(cs, s, l, maxReplicas, served, out);
    // A provisional plan would need the simulation to size it (see estimateOnly).
    if (!sized.plan || sized.provisional)
        return std::nullopt;
    Plan& p = *sized.plan;
    const bool plainMeets = plain.plan && !plain.provisional;
    if (plainMeets && p.cost >= plain.plan->cost)
        return std::nullopt;
    // Plain decode at the same size, for the time per token speculation saves.
    Scenario same = p.scenario;
    same.workload.speculative.reset();
    const Results plainHere = evaluate(same);
    ++out.evaluations;
    PlanOption& o = p.optionData;
    o.kind = PlanOptionKind::speculative;
    o.method = spec.method;
    o.draft = spec.draftModel ? spec.draftModel->preset : std::string();
    o.tokens = spec.tokens;
    o.acceptance = spec.acceptance;
    o.tpotS = p.results.inference.tpotS;
    o.plainTpotS = plainHere.inference.tpotS;
    o.batch = p.scenario.workload.batch;
    o.plainMeets = plainMeets;
    o.plainTooFewGpus = plain.plan.has_value();
    o.plainReason = plain.reason;
    o.cost = p.cost;
    o.plainCost = plainMeets ? plain.plan->cost : 0.0;
    p.option = planOptionText(o);
    // Sized like any plan: the serving simulation decodes speculatively too
    // (core/serving/serving_speculative.h).
    return std::move(sized.plan);
}

std::optional<Plan> tryOffload(const Scenario& candidate, const Scenario& s, const Limits& l,
                               double served, PlanResult& out) {
    // llama.cpp's gpu_layers, on one GPU with a host beside it (Apple silicon has none).
    if (candidate.engine.id != "llama.cpp" || candidate.hardware.gpu.vendor == Vendor::apple ||
        candidate.hardware.count != 1)
        return std::nullopt;
    Scenario c = candidate;
    c.workload.batch = 1;
    auto fits = [&](int layers) {
        c.workload.offload = OffloadSpec{layers};
        ++out.evaluations;
        return evaluate(c).memory.fits;
    };
    // The most layers that fit on the GPU: fitting only shrinks as layers move onto it.
    const int all = c.model.arch.layers;
    if (!fits(0))
        return std::nullopt;
    int lo = 0, hi = all; // fits(lo); hi: all layers do not fit (else the weights would)
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        (fits(mid) ? lo : hi) = mid;
    }
    c.workload.offload = OffloadSpec{lo};
    Candidate co(std::move(c), l, out);
    Sized sized = sizeCandidate(co, s, l, 1, served, out);
    if (!sized.plan || sized.provisional)
        return std::nullopt;
    Plan& p = *sized.plan;
    p.optionData.kind = PlanOptionKind::offload;
    p.optionData.gpuLayers = lo;
    p.optionData.layers = all;
    p.optionData.gpu = p.scenario.hardware.gpu.name;
    p.optionData.tpotS = p.results.inference.tpotS;
    p.option = planOptionText(p.optionData);
    // The serving simulation does not model offload: the estimate's step is the offloaded one.
    p.estimateOnly = true;
    return std::move(sized.plan);
}

void tryDisaggregated(const Scenario& s, const Limits& l, double served, PlanResult& out) {
    // The cheapest simulated co-located plans, one per GPU, at most this many.
    constexpr int references = 2;
    std::vector<std::size_t> refs;
    std::set<std::string> gpus;
    std::vector<std::size_t> order(out.plans.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return out.plans[a].cost < out.plans[b].cost; });
    for (std::size_t i : order) {
        const Plan& p = out.plans[i];
        if (refs.size() < std::size_t(references) && p.load && p.load->simulated &&
            !p.estimateOnly && gpus.insert(p.scenario.hardware.gpu.id).second)
            refs.push_back(i);
    }
    std::vector<Plan> splits;
    for (std::size_t ref : refs) {
        const Plan colocated = out.plans[ref];
        const int tp = colocated.scenario.workload.tensorParallel;
        const int replicas = colocated.scenario.hardware.count / tp;
        std::optional<Plan> best;
        auto simulate = [&](int pool, int decode) {
            Plan p = colocated;
            Scenario& c = p.scenario;
            c.hardware.count = decode * tp;
            c.hardware.prefillPool =
                PrefillPool{c.hardware.catalogueId, c.hardware.gpu, pool * tp, tp};
            c.workload.serving = plannedLoad(s, l);
            p.results = evaluateWithServing(c);
            ++out.evaluations;
            ++out.simulations;
            if (!simulationMeets(p.results, l) || !cost(p, s, served))
                return std::optional<Plan>();
            p.load = p.results.requiredLoad;
            return std::optional<Plan>(std::move(p));
        };
        // Pool replicas in steps of about half again (1, 2, 3, 4, 6, 9, ...) against the fewest
        // decode replicas that meet the limits; with the same GPU, only fewer GPUs in all can
        // be cheaper.
        for (int pool = 1; pool < replicas - 1; pool = std::max(pool + 1, pool * 3 / 2)) {
            int hi = replicas - pool - 1; // the most decode replicas a cheaper split has
            std::optional<Plan> found = simulate(pool, hi);
            if (!found)
                continue;
            int lo = 0;
            while (hi - lo > 1) {
                const int mid = lo + (hi - lo) / 2;
                if (auto p = simulate(pool, mid)) {
                    hi = mid;
                    found = std::move(p);
                } else {
                    lo = mid;
                }
            }
            if (!best || found->cost < best->cost)
                best = std::move(found);
        }
        if (!best || best->cost >= colocated.cost) {
            ++out.rejected[std::size_t(RejectReason::splitNotCheaper)];
            continue;
        }
        Plan& p = *best;
        const PrefillPool& pool = *p.scenario.hardware.prefillPool;
        p.optionData = PlanOption{};
        p.optionData.kind = PlanOptionKind::disaggregated;
        p.optionData.poolGpus = pool.count;
        p.optionData.decodeGpus = p.scenario.hardware.count;
        p.optionData.gpu = p.scenario.hardware.gpu.name;
        p.optionData.cost = p.cost;
        p.optionData.plainCost = colocated.cost;
        p.optionData.colocatedGpus = colocated.scenario.hardware.count;
        p.optionData.kvTransferS = p.results.inference.kvTransferS;
        p.option = planOptionText(p.optionData);
        p.scenario.name =
            fmt::format("{} x {} + prefill pool {}, {}", p.scenario.hardware.gpu.name,
                        p.scenario.hardware.count, pool.count, p.scenario.engine.name);
        splits.push_back(std::move(p));
    }
    for (Plan& p : splits) {
        const InferenceFigures& f = p.results.inference;
        out.points.push_back(
            {1.0 / f.tpotS,
             f.tokensPerS / (p.scenario.hardware.count + p.scenario.hardware.prefillPool->count),
             int(out.plans.size())});
        out.plans.push_back(std::move(p));
    }
}

} // namespace ridgeline::detail
