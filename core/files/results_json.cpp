#include "core/files/results_json.h"

#include "core/files/offload_io.h"
#include "core/files/serving_io.h"
#include "core/files/speculative_io.h"
#include "core/scenario/scenario_names.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace ridgeline {

namespace {

using json = nlohmann::json;

json orNull(const std::optional<double>& v) {
    return v ? json(*v) : json(nullptr);
}

json rangeJson(const Range& r) {
    return json::array({r.low, r.high});
}

json rangeOrNull(const std::optional<Range>& r) {
    return r ? rangeJson(*r) : json(nullptr);
}

json spreadJson(const ResidualSpread& s, bool fitted) {
    return {{"p10", s.p10}, {"p90", s.p90}, {"rows", s.rows}, {"fitted", fitted}};
}

// The same keys with every value null: what a section that does not apply to the mode holds,
// so that a reader finds every documented key.
json nullLeaves(const json& j) {
    if (!j.is_object())
        return nullptr;
    json out = json::object();
    for (auto it = j.begin(); it != j.end(); ++it)
        out[it.key()] = nullLeaves(*it);
    return out;
}

json stepJson(const StepCost& c) {
    return {{"flops", c.flops},
            {"bytes", c.bytes},
            {"compute_s", c.computeS},
            {"memory_s", c.memoryS},
            {"communication_s", c.commS},
            {"overhead_s", c.overheadS},
            {"intensity_flop_per_byte", c.intensity()},
            {"bound", boundName(c.bound)},
            {"effective_peak_flops", c.effectivePeakFlops},
            {"effective_ridge_flop_per_byte", c.effectiveRidge}};
}

json inferenceJson(const Results& r) {
    const InferenceFigures& f = r.inference;
    json decode = stepJson(f.decode);
    decode["tokens_per_s"] = f.tokensPerS;
    decode["tokens_per_s_range"] = rangeJson(f.tokensPerSRange);
    decode["per_user_tokens_per_s"] = f.perUserTokensPerS;
    decode["per_user_tokens_per_s_range"] = rangeJson(f.perUserTokensPerSRange);
    decode["tpot_s"] = f.tpotS;
    decode["tpot_s_range"] = rangeJson(f.tpotSRange);
    decode["context_tokens"] = f.decodeContext;
    json prefill = stepJson(f.prefill);
    prefill["ttft_s"] = f.ttftS;
    prefill["ttft_s_range"] = rangeJson(f.ttftSRange);
    json speculative;
    detail::addSpeculativeJson(f, decode, speculative);
    // Disaggregated prefill (hardware.prefill_pool): null without a pool.
    json pool = nullptr;
    if (const auto& p = f.prefillPool) {
        pool = {{"gpus", p->gpus},
                {"tensor_parallel", p->tensorParallel},
                {"replicas", p->replicas},
                {"prefill", stepJson(p->prefill)},
                {"prefill_s", p->prefill.seconds},
                {"kv_bytes", p->kvBytes},
                {"kv_bytes_per_sequence", p->kvBytesPerSequence},
                {"prefill_gpu_network_bytes_per_s", p->prefillGpuShareBytesPerS},
                {"decode_gpu_network_bytes_per_s", p->decodeGpuShareBytesPerS},
                {"link_bytes_per_s", p->linkBytesPerS},
                {"link_latency_s", p->linkLatencyS},
                {"first_decode_step_s", p->firstDecodeS},
                {"colocated_ttft_s", p->colocatedTtftS},
                {"prompts_per_s", p->promptsPerS},
                {"memory_per_gpu_bytes", p->memoryPerGpu},
                {"usable_per_gpu_bytes", p->usablePerGpu},
                {"fits", p->fits}};
    }
    return {{"decode", decode},
            {"kv_transfer_s", f.prefillPool ? json(f.kvTransferS) : json(nullptr)},
            {"prefill_pool", pool},
            {"speculative", speculative["speculative"]},
            {"prefill", prefill},
            {"kv_bytes_per_token", f.kvBytesPerToken},
            {"max_batch", f.maxBatch},
            {"critical_batch", f.criticalBatch},
            {"replicas", f.replicas},
            {"latency_s", f.latencyS},
            {"latency_s_range", rangeJson(f.latencySRange)},
            {"throughput_tokens_per_s", f.throughputTokensPerS},
            {"throughput_tokens_per_s_range", rangeJson(f.throughputTokensPerSRange)}};
}

json trainingJson(const Results& r) {
    const TrainingFigures& t = r.training;
    return {{"flops", t.flops},
            {"time_s", t.timeS},
            {"time_s_range", rangeJson(t.timeSRange)},
            {"mfu_time_s", t.mfuTimeS},
            {"modelled_time_s", t.modelledTimeS},
            {"goodput", t.goodput},
            {"gpu_hours", t.gpuHours},
            {"gpu_hours_range", rangeJson(t.gpuHoursRange)},
            {"gpus_for_deadline", orNull(t.gpusForDeadline)},
            {"tokens_per_s", t.tokensPerS},
            {"tokens_per_s_range", rangeJson(t.tokensPerSRange)},
            {"tokens_per_step", t.tokensPerStep},
            {"steps", t.steps},
            {"step_time_s", t.stepTimeS},
            {"compute_s", t.computeS},
            {"communication_s", t.communicationS},
            {"exposed_communication_s", t.exposedCommS},
            {"bubble_fraction", t.bubbleFraction},
            {"scaling_efficiency", t.scalingEfficiency},
            {"data_parallel", t.dataParallel},
            {"intensity_flop_per_byte", t.stepIntensity()},
            {"memory_s", t.memoryS},
            {"bound", boundName(t.bound)},
            {"effective_peak_flops", t.effectivePeakFlops},
            {"effective_ridge_flop_per_byte", t.effectiveRidge},
            {"implied_mfu", t.impliedMfu},
            {"nodes", t.nodes},
            {"tp_spans_nodes", t.tpSpansNodes},
            {"tensor_parallel_communication_s", t.tpCommS},
            {"pipeline_communication_s", t.ppCommS},
            {"data_parallel_communication_s", t.dpCommS},
            {"micro_batch_s", t.microBatchS},
            {"gemm_s", t.gemmS},
            {"attention_s", t.attentionS},
            {"memory_bound_s", t.memoryBoundS},
            {"launch_s", t.launchS},
            {"recompute_s", t.recomputeS},
            {"optimizer_s", t.optimizerS}};
}

} // namespace

json servingLoadToJson(const ServingLoad& l) {
    const auto finite = [](double v) { return std::isfinite(v) ? json(v) : json(nullptr); };
    return {{"requests_per_s", l.requestsPerS},
            {"sequences_in_flight", l.sequencesInFlight},
            {"slots", l.slots},
            {"slot_utilization", l.slotUtilization},
            {"wait_probability", l.waitProbability},
            {"static_batch", l.staticBatch},
            {"places_needed", l.staticBatch ? json(l.placesNeeded) : json(nullptr)},
            {"percentile", l.percentile},
            {"overloaded", l.overloaded},
            {"queue_wait_s", finite(l.queueWaitS)},
            {"ttft_at_percentile_s", finite(l.ttftAtPercentileS)},
            {"latency_at_percentile_s", finite(l.latencyAtPercentileS)},
            {"tpot_at_percentile_s", finite(l.tpotAtPercentileS)},
            {"simulated", l.simulated},
            {"served_tokens_per_s", l.servedTokensPerS},
            {"usd_per_million_tokens", orNull(l.ownedUsdPerMillion)},
            {"cloud_usd_per_million_tokens", orNull(l.cloudUsdPerMillion)}};
}

json resultsToJson(const Scenario& s, const Results& r) {
    const bool training = r.mode == Mode::training;
    const MemoryFigures& m = r.memory;
    const CostFigures& c = r.cost;
    json out;
    out["name"] = s.name;
    out["mode"] = modeName(r.mode);
    out["gpu"] = {{"id", s.hardware.gpu.id}, {"name", s.hardware.gpu.name}, {"count", r.gpus}};
    out["model"] = {{"params", r.model.params},   {"active_params", r.model.activeParams},
                    {"layers", r.model.layers},   {"hidden", r.model.hidden},
                    {"heads", r.model.heads},     {"kv_heads", r.model.kvHeads},
                    {"head_dim", r.model.headDim}};
    out["memory"] = {{"weights_bytes", m.weights},
                     {"kv_cache_bytes", m.kvCache},
                     {"draft_bytes", m.draft},
                     {"activations_bytes", m.activations},
                     {"gradients_bytes", m.gradients},
                     {"optimizer_bytes", m.optimizer},
                     {"overhead_bytes", m.overhead},
                     {"per_gpu_bytes", m.perGpu},
                     {"total_bytes", m.total},
                     {"usable_bytes", m.usable},
                     {"fits", m.fits},
                     {"gpus_needed", m.gpusNeeded}};
    out["inference"] = training ? nullLeaves(inferenceJson(r)) : inferenceJson(r);
    out["roofline"] = {{"peak_flops", r.roofline.peakFlops},
                       {"bandwidth_bytes_per_s", r.roofline.bandwidth},
                       {"ridge_flop_per_byte", r.roofline.ridge},
                       {"effective_peak_flops", r.roofline.effectivePeakFlops},
                       {"effective_bandwidth_bytes_per_s", r.roofline.effectiveBandwidth},
                       {"effective_ridge_flop_per_byte", r.roofline.effectiveRidge},
                       {"sustained_peak_flops", r.roofline.sustainedPeakFlops}};
    json train = trainingJson(r);
    train["time_basis"] = timeBasisName(s.workload.timeBasis);
    out["training"] = training ? train : nullLeaves(train);
    out["efficiency"] = {{"memory", r.efficiency.memory},
                         {"compute", r.efficiency.compute},
                         {"mfu", r.efficiency.mfu},
                         {"step_overhead_s", r.efficiency.stepOverheadS},
                         {"engine", s.engine.id},
                         {"spread",
                          {{"decode", spreadJson(r.spread.decode, r.spread.decodeFitted)},
                           {"prefill", spreadJson(r.spread.prefill, r.spread.prefillFitted)},
                           {"training", spreadJson(r.spread.training, r.spread.trainingFitted)},
                           {"user_uncertainty", r.spread.userUncertainty}}}};
    out["cost"] = {{"usd_per_hour", orNull(c.ownedUsdPerHour)},
                   {"power_usd_per_hour", c.powerUsdPerHour},
                   {"capex_usd", orNull(c.capexUsd)},
                   {"cloud_usd_per_hour", orNull(c.cloudUsdPerHour)},
                   {"usd_per_million_tokens", orNull(c.ownedUsdPerMillion)},
                   {"usd_per_million_tokens_range", rangeOrNull(c.ownedUsdPerMillionRange)},
                   {"cloud_usd_per_million_tokens", orNull(c.cloudUsdPerMillion)},
                   {"cloud_usd_per_million_tokens_range", rangeOrNull(c.cloudUsdPerMillionRange)},
                   {"break_even_hours", orNull(c.breakEvenHours)},
                   {"break_even_months", orNull(c.breakEvenMonths)},
                   {"training_usd", orNull(c.trainingCloudUsd)},
                   {"training_usd_range", rangeOrNull(c.trainingCloudUsdRange)},
                   {"training_owned_usd", orNull(c.trainingOwnedUsd)},
                   {"training_owned_usd_range", rangeOrNull(c.trainingOwnedUsdRange)},
                   {"tokens_per_s_per_usd_hour", orNull(c.ownedTokensPerSPerUsdHour)},
                   {"cloud_tokens_per_s_per_usd_hour", orNull(c.cloudTokensPerSPerUsdHour)},
                   {"servers", std::llround(c.servers)},
                   {"server_usd", orNull(c.serverUsd)},
                   {"watts", c.watts},
                   {"joules_per_output_token", orNull(c.joulesPerOutputToken)},
                   {"tokens_per_s_per_megawatt", orNull(c.tokensPerSPerMegawatt)}};
    out["serving"] = r.serving ? servingFiguresToJson(*r.serving) : json(nullptr);
    // Offload (core/evaluation/offload.h): only in a scenario that sets workload.offload.
    if (r.offload && !training) {
        out["memory"]["host_bytes"] = r.offload->hostBytes;
        out["memory"]["host_usable_bytes"] = r.offload->hostUsable;
        out["memory"]["host_fits"] = r.offload->hostFits;
        out["inference"]["decode"]["gpu_s"] = r.offload->decodeGpuS;
        out["inference"]["decode"]["host_s"] = r.offload->decodeHostS;
        out["inference"]["decode"]["pcie_s"] = r.offload->decodePcieS;
        out["inference"]["prefill"]["gpu_s"] = r.offload->prefillGpuS;
        out["inference"]["prefill"]["host_s"] = r.offload->prefillHostS;
        out["offload"] = offloadFiguresToJson(*r.offload);
    }
    out["required_load"] = r.requiredLoad ? servingLoadToJson(*r.requiredLoad) : json(nullptr);
    return out;
}

} // namespace ridgeline
