#include "core/files/serving_io.h"

#include "core/scenario/scenario_field_table.h"
#include "core/scenario/scenario_fields.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cmath>

namespace ridgeline {

namespace {

using json = nlohmann::json;

json finiteOrNull(double v) {
    return std::isfinite(v) ? json(v) : json(nullptr);
}

} // namespace

json percentilesJson(const Percentiles& p) {
    return {{"mean", finiteOrNull(p.mean)},
            {"p50", finiteOrNull(p.p50)},
            {"p90", finiteOrNull(p.p90)},
            {"p95", finiteOrNull(p.p95)},
            {"p99", finiteOrNull(p.p99)}};
}

std::string_view arrivalName(Arrival a) {
    return a == Arrival::poisson ? "poisson" : "closed";
}

json servingFiguresToJson(const ServingFigures& f) {
    const bool closed = f.offeredRequestsPerS <= 0;
    return {{"requests_per_s", f.requestsPerS},
            {"output_tokens_per_s", f.outputTokensPerS},
            {"total_tokens_per_s", f.totalTokensPerS},
            {"per_gpu",
             {{"total_tokens_per_s", f.perGpuTotalTokensPerS},
              {"output_tokens_per_s", f.perGpuOutputTokensPerS}}},
            {"interactivity_tokens_per_s", f.interactivityTokensPerS},
            {"offered_requests_per_s", closed ? json(nullptr) : json(f.offeredRequestsPerS)},
            {"window_start_s", f.windowStartS},
            {"window_s", f.windowS},
            {"measured", f.measured},
            {"overloaded", f.overloaded},
            {"replicas_simulated", f.replicasSimulated},
            {"ttft_s", percentilesJson(f.ttftS)},
            {"tpot_s", percentilesJson(f.tpotS)},
            {"latency_s", percentilesJson(f.latencyS)},
            {"mean_batch", f.meanBatch},
            {"kv_utilization", f.kvUtilization},
            {"preemptions", f.preemptions},
            {"completed", f.completed},
            {"rejected", f.rejected},
            {"truncated", f.truncated},
            {"makespan_s", f.makespanS},
            {"iterations", f.iterations},
            {"kv_blocks", f.kvBlocks},
            {"kv_block_tokens", f.kvBlockTokens},
            {"replicas", f.replicas},
            {"scheduler",
             {{"max_num_seqs", f.scheduler.maxNumSeqs},
              {"max_num_batched_tokens", f.scheduler.maxNumBatchedTokens},
              {"chunked_prefill", f.scheduler.chunkedPrefill},
              {"continuous_batching", f.scheduler.continuousBatching},
              {"reserves_whole_request", f.scheduler.reservesWholeRequest}}}};
}

namespace detail {

ServingSpec readServing(ObjectReader& r) {
    ServingSpec load;
    if (auto v = r.choice("arrival", {"poisson", "closed"}))
        load.arrival = *v == "poisson" ? Arrival::poisson : Arrival::closed;
    const bool closed = load.arrival == Arrival::closed;
    if (r.has("requests_per_s") && closed)
        r.problem("requests_per_s", ProblemCode::onlyWith, "", "with arrival \"poisson\"",
                  "applies to Poisson arrivals only (allowed: with arrival \"poisson\")",
                  {"arrival", "poisson"});
    else if (auto v = r.number(fieldLimit("workload.serving.requests_per_s")))
        load.requestsPerS = *v;
    if (const nlohmann::json* c = r.member("concurrency")) {
        if (!closed) {
            r.problem("concurrency", ProblemCode::onlyWith, "", "with arrival \"closed\"",
                      "applies to a closed loop only (allowed: with arrival \"closed\")",
                      {"arrival", "closed"});
        } else if (c->is_string()) {
            if (c->get_ref<const std::string&>() != "max")
                r.problem("concurrency", ProblemCode::unknownValue,
                          shownText(c->get<std::string>()),
                          "\"max\" or " + fieldLimit("workload.serving.concurrency").allowedText(),
                          fmt::format("must be \"max\" or a number (allowed: \"max\", {})",
                                      fieldLimit("workload.serving.concurrency").allowedText()));
        } else if (auto v = r.integer(fieldLimit("workload.serving.concurrency"))) {
            load.concurrency = int(*v);
        }
    }
    readFields(r, servingFields(), load);
    if (const nlohmann::json* lengths = r.member("lengths")) {
        const FieldLimit& uniform = fieldLimit("workload.serving.lengths.uniform");
        if (lengths->is_string()) {
            if (lengths->get_ref<const std::string&>() != "lognormal")
                r.problem("lengths", ProblemCode::unknownValue,
                          shownText(lengths->get<std::string>()),
                          "\"lognormal\" or {\"uniform\": r}",
                          "must be \"lognormal\" or {\"uniform\": r} (allowed: \"lognormal\", "
                          "{\"uniform\": r} with r " +
                              uniform.allowedText() + ")");
        } else {
            ObjectReader u(*lengths, r.pathOf("lengths"), r.problems());
            if (u.valid()) {
                if (!u.has("uniform"))
                    u.problem("uniform", ProblemCode::required, "", uniform.allowedText(),
                              "is required (allowed: " + uniform.allowedText() + ")");
                load.uniformRatio = u.number(uniform);
                u.finish();
            }
        }
    }
    if (const nlohmann::json* sched = r.member("scheduler")) {
        ObjectReader s(*sched, r.pathOf("scheduler"), r.problems());
        if (s.valid()) {
            readFields(s, schedulerFields(), load.scheduler);
            load.scheduler.chunkedPrefill = s.boolean("chunked_prefill");
            s.finish();
        }
    }
    r.finish();
    return load;
}

json servingToJson(const ServingSpec& load) {
    json out = {{"arrival", arrivalName(load.arrival)}};
    writeFields(servingFields(), load, out);
    if (load.uniformRatio)
        out["lengths"] = {{"uniform", *load.uniformRatio}};
    if (load.arrival == Arrival::poisson)
        out["requests_per_s"] = load.requestsPerS;
    else
        out["concurrency"] = load.concurrency ? json(*load.concurrency) : json("max");
    json sched = json::object();
    writeFields(schedulerFields(), load.scheduler, sched);
    if (load.scheduler.chunkedPrefill)
        sched["chunked_prefill"] = *load.scheduler.chunkedPrefill;
    if (!sched.empty())
        out["scheduler"] = sched;
    return out;
}

} // namespace detail

} // namespace ridgeline
