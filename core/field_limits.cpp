#include "core/field_limits.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace ridgeline {

namespace {

std::string numberText(double v) {
    if (std::fabs(v) >= 1e7 || (v != 0 && std::fabs(v) < 1e-3))
        return fmt::format("{:g}", v);
    return fmt::format("{}", v);
}

} // namespace

bool FieldLimit::admits(double v) const {
    if (!std::isfinite(v) || v > hi)
        return false;
    switch (kind) {
    case Kind::fraction:
        return v > lo && v >= smallestFraction;
    case Kind::whole:
        return v >= lo && std::floor(v) == v;
    case Kind::real:
        break;
    }
    return v >= lo;
}

std::string FieldLimit::allowedText() const {
    switch (kind) {
    case Kind::fraction:
        return fmt::format("at least {}, at most {}",
                           fmt::format("{:.6f}", std::max(lo, smallestFraction)), numberText(hi));
    case Kind::whole:
        return fmt::format("whole numbers {}..{}", std::int64_t(lo), std::int64_t(hi));
    case Kind::real:
        break;
    }
    return fmt::format("{}..{}", numberText(lo), numberText(hi));
}

const FieldLimit* limitFor(std::string_view path) {
    namespace L = limits;
    static constexpr const FieldLimit* all[] = {
        &L::modelParams,
        &L::layers,
        &L::hidden,
        &L::heads,
        &L::kvHeads,
        &L::headDim,
        &L::ffn,
        &L::vocab,
        &L::experts,
        &L::activeExperts,
        &L::maxContext,
        &L::denseLayers,
        &L::denseFfn,
        &L::sharedFfn,
        &L::kvLoraRank,
        &L::qLoraRank,
        &L::ropeHeadDim,
        &L::vHeadDim,
        &L::slidingWindow,
        &L::slidingLayers,
        &L::count,
        &L::prefillPoolCount,
        &L::prefillPoolTensorParallel,
        &L::batch,
        &L::promptTokens,
        &L::outputTokens,
        &L::tensorParallel,
        &L::expertParallel,
        &L::usableMemoryFraction,
        &L::runtimeOverheadBytes,
        &L::prefillChunkTokens,
        &L::tokens,
        &L::sequence,
        &L::microBatch,
        &L::globalBatch,
        &L::zeroStage,
        &L::loraFraction,
        &L::dataParallel,
        &L::pipelineParallel,
        &L::deadlineS,
        &L::goodput,
        &L::memoryEfficiency,
        &L::computeEfficiency,
        &L::mfu,
        &L::stepOverheadS,
        &L::efficiencyUncertainty,
        &L::utilization,
        &L::lifetimeYears,
        &L::usdPerKwh,
        &L::pue,
        &L::gpuPriceUsd,
        &L::serverOverheadUsd,
        &L::cloudUsdPerGpuHour,
        &L::maintenancePerYear,
        &L::servingRequestsPerS,
        &L::servingConcurrency,
        &L::servingRequests,
        &L::servingSeed,
        &L::servingPromptCv,
        &L::servingOutputCv,
        &L::servingMaxNumSeqs,
        &L::servingMaxBatchedTokens,
        &L::speculativeTokens,
        &L::speculativeAcceptance,
        &L::offloadGpuLayers,
        &L::hostBandwidth,
        &L::hostMemoryGib,
        &L::hostFlops,
        &L::hostPcie,
        &L::reqRequestsPerS,
        &L::reqTokensPerS,
        &L::reqPromptTokens,
        &L::reqOutputTokens,
        &L::reqTtftS,
        &L::reqTpotS,
        &L::reqLatencyS,
        &L::reqPercentile,
        &L::reqMaxUsdPerMillion,
        &L::reqBudgetUsd,
        &L::reqTokens,
        &L::reqDeadlineS,
        &L::reqMaxGpus,
    };
    for (const FieldLimit* l : all)
        if (l->path == path)
            return l;
    return nullptr;
}

} // namespace ridgeline
