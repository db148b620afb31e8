#include "core/scenario_fields.h"

#include <vector>

namespace ridgeline {

namespace {

namespace L = limits;
using R = FieldRead;
constexpr FieldRead byCode = FieldRead::code;
constexpr FieldRead nullUnset = FieldRead::tableOrNull;
constexpr bool zeroUnset = true;

// model (model.params; the architecture below)
constexpr FieldRow<ModelSpec> modelRows[] = {
    {L::modelParams, &ModelSpec::params, byCode}, // with preset/hf_config (scenario_parse.cpp)
};

// model.*, workload.speculative.draft_model.*, catalogue models: one architecture
constexpr FieldRow<Architecture> architectureRows[] = {
    {L::layers, &Architecture::layers},
    {L::hidden, &Architecture::hidden},
    {L::heads, &Architecture::heads},
    {L::kvHeads, &Architecture::kvHeads},
    {L::headDim, &Architecture::headDim},
    {L::ffn, &Architecture::ffn},
    {L::vocab, &Architecture::vocab},
    {L::experts, &Architecture::experts},
    {L::activeExperts, &Architecture::activeExperts},
    {L::maxContext, &Architecture::maxContext},
    {L::denseLayers, &Architecture::denseLayers},
    {L::denseFfn, &Architecture::denseFfn},
    {L::sharedFfn, &Architecture::sharedFfn},
    {L::kvLoraRank, &Architecture::kvLoraRank},
    {L::qLoraRank, &Architecture::qLoraRank},
    {L::ropeHeadDim, &Architecture::ropeHeadDim},
    {L::vHeadDim, &Architecture::vHeadDim},
    {L::slidingWindow, &Architecture::slidingWindow},
    {L::slidingLayers, &Architecture::slidingLayers},
};

// hardware
constexpr FieldRow<HardwareSpec> hardwareRows[] = {
    {L::count, &HardwareSpec::count},
};

// hardware.prefill_pool (tensor_parallel 0 until the workload's is known)
constexpr FieldRow<PrefillPool> prefillPoolRows[] = {
    {L::prefillPoolCount, &PrefillPool::count},
    {L::prefillPoolTensorParallel, &PrefillPool::tensorParallel},
};

// hardware.host
constexpr FieldRow<HostSpec> hostRows[] = {
    {L::hostBandwidth, &HostSpec::memoryBandwidthBytesPerS},
    {L::hostMemoryGib, &HostSpec::memoryGib},
    {L::hostFlops, &HostSpec::flops},
    {L::hostPcie, &HostSpec::pcieBytesPerS},
};

// workload: inference
constexpr FieldRow<Workload> inferenceRows[] = {
    {L::batch, &Workload::batch},
    {L::promptTokens, &Workload::promptTokens},
    {L::outputTokens, &Workload::outputTokens},
    {L::tensorParallel, &Workload::tensorParallel},
    {L::expertParallel, &Workload::expertParallel},
    {L::usableMemoryFraction, &Workload::usableMemoryFraction},
    {L::runtimeOverheadBytes, &Workload::runtimeOverheadBytes},
    {L::prefillChunkTokens, &Workload::prefillChunkTokens},
};

// workload: training
constexpr FieldRow<Workload> trainingRows[] = {
    {L::tokens, &Workload::tokens},
    {L::sequence, &Workload::sequence},
    {L::microBatch, &Workload::microBatch},
    {L::globalBatch, &Workload::globalBatch, R::table, zeroUnset}, // 0: micro x data parallel
    {L::zeroStage, &Workload::zeroStage},
    {L::loraFraction, &Workload::loraFraction},
    {L::dataParallel, &Workload::dataParallel, R::table, zeroUnset}, // 0: what the count leaves
    {L::pipelineParallel, &Workload::pipelineParallel},
    {L::deadlineS, &Workload::deadlineS, nullUnset},
    {L::goodput, &Workload::goodput, nullUnset},
};

// workload.serving
constexpr FieldRow<ServingSpec> servingRows[] = {
    {L::servingRequestsPerS, &ServingSpec::requestsPerS, byCode}, // Poisson only (serving_io)
    {L::servingConcurrency, &ServingSpec::concurrency, byCode},   // closed only, or "max"
    {L::servingRequests, &ServingSpec::requests},
    {L::servingSeed, &ServingSpec::seed},
    {L::servingPromptCv, &ServingSpec::promptTokensCv},
    {L::servingOutputCv, &ServingSpec::outputTokensCv},
};

// workload.serving.scheduler
constexpr FieldRow<SchedulerSettings> schedulerRows[] = {
    {L::servingMaxNumSeqs, &SchedulerSettings::maxNumSeqs},
    {L::servingMaxBatchedTokens, &SchedulerSettings::maxNumBatchedTokens},
};

// workload.speculative (defaults by method, then these)
constexpr FieldRow<SpeculativeSpec> speculativeRows[] = {
    {L::speculativeTokens, &SpeculativeSpec::tokens},
    {L::speculativeAcceptance, &SpeculativeSpec::acceptance},
};

// workload.offload (gpu_layers or weights "host": offload_io.cpp; at most the model's layers:
// checkOffload())
constexpr FieldRow<OffloadSpec> offloadRows[] = {
    {L::offloadGpuLayers, &OffloadSpec::gpuLayers, byCode},
};

// efficiency (unset: the engine profile's)
constexpr FieldRow<EfficiencyOverrides> efficiencyRows[] = {
    {L::memoryEfficiency, &EfficiencyOverrides::memory},
    {L::computeEfficiency, &EfficiencyOverrides::compute},
    {L::mfu, &EfficiencyOverrides::mfu},
    {L::stepOverheadS, &EfficiencyOverrides::stepOverheadS},
    {L::efficiencyUncertainty, &EfficiencyOverrides::uncertainty},
};

// economics
constexpr FieldRow<Economics> economicsRows[] = {
    {L::utilization, &Economics::utilization},
    {L::lifetimeYears, &Economics::lifetimeYears},
    {L::usdPerKwh, &Economics::usdPerKwh},
    {L::pue, &Economics::pue},
    {L::gpuPriceUsd, &Economics::gpuPriceUsd},
    {L::serverOverheadUsd, &Economics::serverOverheadUsd},
    {L::cloudUsdPerGpuHour, &Economics::cloudUsdPerGpuHour},
    {L::maintenancePerYear, &Economics::maintenancePerYear},
};

// requirements (read with the lists and names in requirements_io.cpp)
constexpr FieldRow<Requirements> requirementsRows[] = {
    {L::reqRequestsPerS, &Requirements::requestsPerS, byCode},
    {L::reqTokensPerS, &Requirements::tokensPerS, byCode},
    {L::reqPromptTokens, &Requirements::promptTokens, byCode},
    {L::reqOutputTokens, &Requirements::outputTokens, byCode},
    {L::reqTtftS, &Requirements::ttftS, byCode},
    {L::reqTpotS, &Requirements::tpotS, byCode},
    {L::reqLatencyS, &Requirements::latencyS, byCode},
    {L::reqPercentile, &Requirements::percentile, byCode},
    {L::reqMaxUsdPerMillion, &Requirements::maxUsdPerMillionTokens, byCode},
    {L::reqBudgetUsd, &Requirements::budgetUsd, byCode},
    {L::reqTokens, &Requirements::tokens, byCode},
    {L::reqDeadlineS, &Requirements::deadlineS, byCode},
    {L::reqMaxGpus, &Requirements::maxGpus, byCode},
};

// Every row with its value in `s` (unset: the member is empty, or its group's object absent).
using Visit = std::function<void(const FieldLimit&, std::optional<double>, FieldCheck)>;

template <class T>
void visitRows(std::span<const FieldRow<T>> rows, const T* o, FieldCheck check, const Visit& f) {
    for (const FieldRow<T>& row : rows)
        f(*row.limit, o ? row.valueIn(*o) : std::nullopt, check);
}

template <class T> const T* present(const std::optional<T>& o) {
    return o ? &*o : nullptr;
}

// The groups in the order validate() reports their problems.
void visitGroups(const Scenario& s, const Visit& f) {
    using C = FieldCheck;
    const Workload& w = s.workload;
    visitRows(modelFields(), &s.model, C::limit, f);
    visitRows(architectureFields(), &s.model.arch, C::code, f);
    visitRows(hardwareFields(), &s.hardware, C::limit, f);
    visitRows(prefillPoolFields(), present(s.hardware.prefillPool), C::code, f);
    visitRows(inferenceFields(), &w, C::limit, f);
    visitRows(trainingFields(), &w, C::limit, f);
    visitRows(servingFields(), present(w.serving), C::limitShort, f);
    visitRows(schedulerFields(), w.serving ? &w.serving->scheduler : nullptr, C::limitShort, f);
    visitRows(speculativeFields(), present(w.speculative), C::limitShort, f);
    visitRows(hostFields(), &s.hardware.host, C::limitShort, f);
    visitRows(offloadFields(), present(w.offload), C::code, f);
    visitRows(efficiencyFields(), &s.efficiencyOverrides, C::limit, f);
    visitRows(economicsFields(), &s.economics, C::limit, f);
    visitRows(requirementsFields(), present(s.requirements), C::limit, f);
}

} // namespace

std::span<const FieldRow<ModelSpec>> modelFields() {
    return modelRows;
}
std::span<const FieldRow<Architecture>> architectureFields() {
    return architectureRows;
}
std::span<const FieldRow<HardwareSpec>> hardwareFields() {
    return hardwareRows;
}
std::span<const FieldRow<PrefillPool>> prefillPoolFields() {
    return prefillPoolRows;
}
std::span<const FieldRow<HostSpec>> hostFields() {
    return hostRows;
}
std::span<const FieldRow<Workload>> inferenceFields() {
    return inferenceRows;
}
std::span<const FieldRow<Workload>> trainingFields() {
    return trainingRows;
}
std::span<const FieldRow<ServingSpec>> servingFields() {
    return servingRows;
}
std::span<const FieldRow<SchedulerSettings>> schedulerFields() {
    return schedulerRows;
}
std::span<const FieldRow<SpeculativeSpec>> speculativeFields() {
    return speculativeRows;
}
std::span<const FieldRow<OffloadSpec>> offloadFields() {
    return offloadRows;
}
std::span<const FieldRow<EfficiencyOverrides>> efficiencyFields() {
    return efficiencyRows;
}
std::span<const FieldRow<Economics>> economicsFields() {
    return economicsRows;
}
std::span<const FieldRow<Requirements>> requirementsFields() {
    return requirementsRows;
}

void forEachFieldValue(const Scenario& s,
                       const std::function<void(const FieldLimit&, double, FieldCheck)>& f) {
    visitGroups(s, [&f](const FieldLimit& limit, std::optional<double> v, FieldCheck check) {
        if (v)
            f(limit, *v, check);
    });
}

std::span<const FieldLimit* const> allFieldLimits() {
    static const std::vector<const FieldLimit*> all = [] {
        std::vector<const FieldLimit*> v;
        visitGroups(Scenario{}, [&v](const FieldLimit& limit, std::optional<double>, FieldCheck) {
            v.push_back(&limit);
        });
        return v;
    }();
    return all;
}

} // namespace ridgeline
