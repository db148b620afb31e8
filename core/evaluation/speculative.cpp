#include "core/evaluation/speculative.h"

#include "core/base/tuned_constants.h"
#include "core/evaluation/evaluate.h"
#include "core/physics/expert_parallel.h"

#include <algorithm>
#include <cmath>

namespace ridgeline {

namespace {

// The head of MTP and EAGLE: one full-attention transformer layer of the target's shape (an MoE
// layer for an MoE target) with the target's embedding and output head.
Architecture headArchitecture(const Architecture& target) {
    Architecture a = target;
    a.layers = 1;
    a.denseLayers = 0;
    a.slidingWindow = 0;
    a.slidingLayers = 0;
    return a;
}

Scenario proposerScenario(const Scenario& s) {
    Scenario d = s;
    const SpeculativeSpec& spec = *s.workload.speculative;
    if (spec.method == SpeculativeMethod::draft && spec.draftModel) {
        d.model = *spec.draftModel;
    } else {
        d.model = ModelSpec{};
        d.model.arch = headArchitecture(s.model.arch);
    }
    d.workload.expertParallel = 1;
    return d;
}

} // namespace

SpeculativeDefaults speculativeDefaults(SpeculativeMethod m) {
    // The values and their sources: core/base/tuned_constants.h.
    switch (m) {
    case SpeculativeMethod::draft:
        return {draftProposedTokens, draftAcceptance};
    case SpeculativeMethod::mtp:
        return {mtpProposedTokens, mtpAcceptance};
    case SpeculativeMethod::eagle:
        return {eagleProposedTokens, eagleAcceptance};
    case SpeculativeMethod::ngram:
        return {ngramProposedTokens, ngramAcceptance};
    }
    return {};
}

std::string_view speculativeMethodName(SpeculativeMethod m) {
    switch (m) {
    case SpeculativeMethod::draft:
        return "draft";
    case SpeculativeMethod::mtp:
        return "mtp";
    case SpeculativeMethod::eagle:
        return "eagle";
    case SpeculativeMethod::ngram:
        return "ngram";
    }
    return "mtp";
}

std::optional<SpeculativeMethod> speculativeMethodFromName(std::string_view name) {
    for (SpeculativeMethod m : {SpeculativeMethod::draft, SpeculativeMethod::mtp,
                                SpeculativeMethod::eagle, SpeculativeMethod::ngram}) {
        if (speculativeMethodName(m) == name)
            return m;
    }
    return std::nullopt;
}

double expectedTokensPerStep(int k, double a) {
    k = std::max(0, k);
    a = std::clamp(a, 0.0, 1.0);
    if (a >= 1.0)
        return double(k + 1);
    return (1.0 - std::pow(a, double(k + 1))) / (1.0 - a);
}

DraftMemory draftMemory(const Scenario& s, double kvTokens) {
    DraftMemory m;
    if (!s.workload.speculative || s.workload.speculative->method == SpeculativeMethod::ngram)
        return m;
    const Scenario d = proposerScenario(s);
    const ParamCount p = effectiveParams(d.model);
    const int t = std::max(1, s.workload.tensorParallel);
    const bool head = s.workload.speculative->method != SpeculativeMethod::draft;
    const double params =
        head ? (p.total - p.embedding) / double(t) : paramsPerGpu(d.model.arch, p, t, 1);
    m.weightsPerGpu = params * s.workload.weightFormat.bytes();
    m.kvPerSequence = kvCacheBytes(d.model.arch, s.workload.kvFormat.bytes(), kvTokens);
    return m;
}

PassInputs proposerPassInputs(const Scenario& s) {
    const Scenario d = proposerScenario(s);
    return passInputs(d, effectiveParams(d.model));
}

double proposalSeconds(const SpeculativeSpec& spec, double proposerPassS) {
    return spec.method == SpeculativeMethod::ngram ? ngramLookupS
                                                   : double(spec.tokens) * proposerPassS;
}

SpeculativeFigures speculativeStep(const Scenario& s, const PassInputs& target, double batch,
                                   double context, const StepCost& plain) {
    const SpeculativeSpec& spec = *s.workload.speculative;
    SpeculativeFigures f;
    f.method = spec.method;
    f.tokens = spec.tokens;
    f.acceptance = spec.acceptance;
    f.tokensPerStep = expectedTokensPerStep(spec.tokens, spec.acceptance);
    if (spec.method != SpeculativeMethod::ngram) {
        f.draftPass = decodeStep(proposerPassInputs(s), batch, context);
        f.draftSteps = spec.tokens;
    }
    f.draftS = proposalSeconds(spec, f.draftPass.seconds);
    f.verify = decodeStep(target, batch, context, double(spec.tokens + 1));
    f.verifyS = f.verify.seconds;
    f.stepS = f.draftS + f.verifyS;
    f.plainTpotS = plain.seconds;
    f.tpotS = f.stepS / f.tokensPerStep;
    f.speedup = f.tpotS > 0 ? f.plainTpotS / f.tpotS : 1.0;
    return f;
}

StepCost perOutputToken(const SpeculativeFigures& f) {
    const double n = f.tokensPerStep;
    const double k = f.draftSteps;
    const StepCost& d = f.draftPass;
    const StepCost& v = f.verify;
    StepCost c;
    c.flops = (k * d.flops + v.flops) / n;
    c.bytes = (k * d.bytes + v.bytes) / n;
    c.computeS = (k * d.computeS + v.computeS) / n;
    c.memoryS = (k * d.memoryS + v.memoryS) / n;
    c.commS = (k * d.commS + v.commS) / n;
    // The lookup's CPU time of an n-gram step counts as overhead.
    c.overheadS = (k * d.overheadS + v.overheadS + (k > 0 ? 0.0 : f.draftS)) / n;
    c.seconds = f.tpotS;
    c.effectivePeakFlops = v.effectivePeakFlops;
    c.effectiveRidge = v.effectiveRidge;
    c.bound = v.bound;
    return c;
}

} // namespace ridgeline
