#include "core/evaluation/disaggregated.h"

#include "core/evaluation/evaluate.h"
#include "core/hardware/cluster.h"
#include "core/physics/expert_parallel.h"
#include "core/scenario/choices.h"
#include "core/scenario/field_limits.h"
#include "core/scenario/scenario_field_table.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>

namespace ridgeline {

Scenario prefillPoolScenario(const Scenario& s) {
    Scenario out;
    out.version = s.version;
    out.model = s.model;
    out.workload = s.workload;
    out.workload.serving.reset();
    out.engine = s.engine;
    out.efficiencyOverrides = s.efficiencyOverrides;
    out.economics = s.economics;
    if (!s.hardware.prefillPool)
        return out;
    const PrefillPool& p = *s.hardware.prefillPool;
    out.hardware.catalogueId = p.catalogueId;
    out.hardware.gpu = p.gpu;
    out.hardware.count = p.count;
    out.workload.tensorParallel = p.tensorParallel;
    out.workload.expertParallel =
        std::gcd(std::max(1, s.workload.expertParallel), std::max(1, p.tensorParallel));
    // The user's prices are for the scenario's GPU; another GPU keeps its catalogue's.
    if (p.gpu.id != s.hardware.gpu.id)
        dropPriceOverrides(out.economics);
    return out;
}

Economics prefillPoolEconomics(const Scenario& s) {
    Economics e = s.economics;
    if (s.hardware.prefillPool && s.hardware.prefillPool->gpu.id != s.hardware.gpu.id)
        dropPriceOverrides(e);
    return e;
}

KvLink kvLink(const Scenario& s) {
    KvLink l;
    if (!s.hardware.prefillPool)
        return l;
    const Cluster decode = clusterOf(s.hardware);
    const Cluster prefill = clusterOf(prefillPoolScenario(s).hardware);
    l.prefillGpuShareBytesPerS = networkShareBytesPerS(prefill);
    l.decodeGpuShareBytesPerS = networkShareBytesPerS(decode);
    l.bytesPerS = std::min(
        double(std::max(1, s.hardware.prefillPool->tensorParallel)) * l.prefillGpuShareBytesPerS,
        double(std::max(1, s.workload.tensorParallel)) * l.decodeGpuShareBytesPerS);
    l.latencyS = std::max(networkLatencyS(prefill), networkLatencyS(decode));
    return l;
}

double kvTransferSeconds(const KvLink& link, double bytes) {
    return link.bytesPerS > 0 ? bytes / link.bytesPerS + link.latencyS : 0;
}

namespace detail {

namespace {

// Bytes of weights one GPU of a pool replica of `tp` GPUs holds, with the runtime's overhead.
double poolFixedBytes(const Scenario& s, int tp) {
    const ParamCount params = effectiveParams(s.model);
    const int ep = std::gcd(std::max(1, s.workload.expertParallel), tp);
    return paramsPerGpu(s.model.arch, params, tp, ep) * s.workload.weightFormat.bytes() +
           s.workload.runtimeOverheadBytes;
}

void limitProblem(const FieldLimit& limit, int value, Problems& out) {
    out.push_back({std::string(limit.path),
                   fmt::format("{} is out of range (allowed: {})", value, limit.allowedText()),
                   ProblemCode::outOfRange, fmt::format("{}", value), limit.allowedText()});
}

} // namespace

void checkPrefillPool(const Scenario& s, Problems& out) {
    if (!s.hardware.prefillPool || s.workload.mode != Mode::inference)
        return;
    const PrefillPool& p = *s.hardware.prefillPool;
    constexpr const FieldLimit& countLimit = fieldLimit("hardware.prefill_pool.count");
    constexpr const FieldLimit& tpLimit = fieldLimit("hardware.prefill_pool.tensor_parallel");
    const std::size_t before = out.size();
    if (!countLimit.admits(p.count))
        limitProblem(countLimit, p.count, out);
    if (!tpLimit.admits(p.tensorParallel))
        limitProblem(tpLimit, p.tensorParallel, out);
    if (out.size() > before)
        return;
    const std::string tpPath(tpLimit.path);
    if (p.tensorParallel > p.count) {
        out.push_back({tpPath,
                       fmt::format("{} is more than the {} GPUs of hardware.prefill_pool.count "
                                   "(allowed: 1..{})",
                                   p.tensorParallel, p.count, p.count),
                       ProblemCode::tensorParallelOverCount, fmt::format("{}", p.tensorParallel),
                       fmt::format("1..{}", p.count)});
        return;
    }
    if (p.count % p.tensorParallel != 0) {
        out.push_back({std::string(fieldLimit("hardware.prefill_pool.count").path),
                       fmt::format("{} is not a multiple of hardware.prefill_pool.tensor_parallel "
                                   "{} (allowed: a multiple of {})",
                                   p.count, p.tensorParallel, p.tensorParallel),
                       ProblemCode::countNotMultiple, fmt::format("{}", p.count),
                       fmt::format("a multiple of {}", p.tensorParallel)});
        return;
    }
    const int heads = s.model.arch.heads;
    if (heads > 0 && heads % p.tensorParallel != 0) {
        out.push_back({tpPath,
                       fmt::format("{} does not divide the model's {} attention heads (allowed: "
                                   "a divisor of {})",
                                   p.tensorParallel, heads, heads),
                       ProblemCode::tensorParallelNotDividingHeads,
                       fmt::format("{}", p.tensorParallel), fmt::format("a divisor of {}", heads)});
        return;
    }
    const double usable = p.gpu.memoryBytes() * s.workload.usableMemoryFraction;
    if (poolFixedBytes(s, p.tensorParallel) <= usable)
        return;
    int least = 0;
    for (int t = p.tensorParallel + 1;
         t <= int(fieldLimit("hardware.prefill_pool.tensor_parallel").hi); ++t) {
        if ((heads <= 0 || heads % t == 0) && poolFixedBytes(s, t) <= usable) {
            least = t;
            break;
        }
    }
    const std::string allowed =
        least > 0 ? fmt::format("at least {}, a divisor of the {} heads", least, heads)
                  : std::string("none on this GPU; choose one with more memory");
    out.push_back({tpPath,
                   fmt::format("{} GPUs of {} a replica cannot hold the weights and the "
                               "runtime ({:.1f} GiB a GPU, {:.1f} GiB usable) (allowed: {})",
                               p.tensorParallel, p.gpu.name,
                               poolFixedBytes(s, p.tensorParallel) / bytesPerGib,
                               usable / bytesPerGib, allowed),
                   ProblemCode::outOfRange, fmt::format("{}", p.tensorParallel), allowed});
}

void evaluatePrefillPool(const Scenario& s, const PassInputs& in, Results& r) {
    if (!s.hardware.prefillPool || s.workload.mode != Mode::inference)
        return;
    const Workload& w = s.workload;
    const Scenario pool = prefillPoolScenario(s);
    const PassInputs poolIn = passInputs(pool, in.params);
    InferenceFigures& f = r.inference;
    PrefillPoolFigures p;
    p.gpus = pool.hardware.count;
    p.tensorParallel = pool.workload.tensorParallel;
    p.replicas = std::max(1, p.gpus / std::max(1, p.tensorParallel));
    const double batch = w.batch;
    const double prompt = double(w.promptTokens);
    p.prefill = prefillPass(poolIn, batch, prompt);
    p.colocatedTtftS = f.ttftS;
    p.kvBytesPerSequence = kvCacheBytes(s.model.arch, in.kvBytesPerValue, prompt);
    p.kvBytes = batch * p.kvBytesPerSequence;
    const KvLink link = kvLink(s);
    p.prefillGpuShareBytesPerS = link.prefillGpuShareBytesPerS;
    p.decodeGpuShareBytesPerS = link.decodeGpuShareBytesPerS;
    p.linkBytesPerS = link.bytesPerS;
    p.linkLatencyS = link.latencyS;
    p.kvTransferS = kvTransferSeconds(link, p.kvBytes);
    // The decode GPUs compute the first answer token from the moved cache.
    p.firstDecodeS = decodeStep(in, batch, std::max(1.0, prompt)).seconds;
    p.promptsPerS = p.prefill.seconds > 0 ? p.replicas * batch / p.prefill.seconds : 0;

    // One pool GPU: its slice of the weights, the batch's prompt cache until it is sent, and
    // one prefill pass's activations.
    const double passTokens = std::min(batch * std::max(1.0, prompt), double(w.prefillChunkTokens));
    p.weightsPerGpu =
        paramsPerGpu(s.model.arch, in.params, p.tensorParallel, poolIn.expertParallel) *
        poolIn.weightBytesPerParam;
    p.memoryPerGpu = p.weightsPerGpu + p.kvBytes / p.tensorParallel +
                     inferenceActivationBytes(pool, poolIn, passTokens, batch) +
                     w.runtimeOverheadBytes;
    p.usablePerGpu = pool.hardware.gpu.memoryBytes() * w.usableMemoryFraction;
    p.fits = p.memoryPerGpu <= p.usablePerGpu;

    f.kvTransferS = p.kvTransferS;
    f.ttftS = p.prefill.seconds + p.kvTransferS + p.firstDecodeS;
    f.latencyS = f.ttftS + double(w.outputTokens) * f.tpotS;
    // Decode no longer pauses for prompts; the pool's prompt rate may bound the run instead.
    if (w.outputTokens > 0)
        f.throughputTokensPerS = std::min(f.tokensPerS, p.promptsPerS * double(w.outputTokens));
    r.memory.fits = r.memory.fits && p.fits;
    r.gpus += p.gpus;
    f.prefillPool = p;
}

} // namespace detail

} // namespace ridgeline
