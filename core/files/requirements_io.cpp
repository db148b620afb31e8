#include "core/files/requirements_io.h"

#include "core/base/number_format.h"
#include "core/scenario/scenario_field_table.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace ridgeline {

std::string_view pricingName(Pricing p) {
    return p == Pricing::owned ? "owned" : "cloud";
}

std::optional<Pricing> pricingFromName(std::string_view s) {
    if (s == "owned")
        return Pricing::owned;
    if (s == "cloud")
        return Pricing::cloud;
    return std::nullopt;
}

namespace detail {

namespace {

template <class T>
void readRequirement(ObjectReader& r, const FieldLimit& limit, std::optional<T>& into) {
    if (auto v = r.number(limit))
        into = static_cast<T>(*v);
}

// A list of names, each checked by `known`; unknown names are reported with `allowed`.
std::vector<std::string> readNames(ObjectReader& r, std::string_view key,
                                   const std::function<bool(const std::string&)>& known,
                                   const std::string& allowed, std::string_view what) {
    std::vector<std::string> out;
    const nlohmann::json* v = r.member(key);
    if (!v)
        return out;
    if (!v->is_array()) {
        r.problem(key, ProblemCode::wrongType, "", allowed,
                  fmt::format("must be a list of {} (allowed: {})", what, allowed));
        return out;
    }
    for (std::size_t i = 0; i < v->size(); ++i) {
        const nlohmann::json& e = (*v)[i];
        const std::string at = fmt::format("{}[{}]", key, i);
        if (!e.is_string()) {
            r.problem(at, ProblemCode::wrongType, "", allowed,
                      fmt::format("must be a name (allowed: {})", allowed));
        } else if (!known(e.get<std::string>())) {
            r.problem(at, ProblemCode::unknownValue, e.get<std::string>(), allowed,
                      fmt::format("unknown {} \"{}\" (allowed: {})", what, e.get<std::string>(),
                                  allowed));
        } else {
            out.push_back(e.get<std::string>());
        }
    }
    return out;
}

} // namespace

Requirements readRequirements(ObjectReader& r, const Catalogue& cat) {
    Requirements q;
    readRequirement(r, fieldLimit("requirements.requests_per_s"), q.requestsPerS);
    readRequirement(r, fieldLimit("requirements.tokens_per_s"), q.tokensPerS);
    readRequirement(r, fieldLimit("requirements.prompt_tokens"), q.promptTokens);
    readRequirement(r, fieldLimit("requirements.output_tokens"), q.outputTokens);
    readRequirement(r, fieldLimit("requirements.ttft_s"), q.ttftS);
    readRequirement(r, fieldLimit("requirements.tpot_s"), q.tpotS);
    readRequirement(r, fieldLimit("requirements.latency_s"), q.latencyS);
    if (auto v = r.number(fieldLimit("requirements.percentile")))
        q.percentile = *v;
    if (auto v = r.choice("meet_at", {"prediction", "p90"}))
        q.meetAtP90 = *v == "p90";
    readRequirement(r, fieldLimit("requirements.max_usd_per_million_tokens"),
                    q.maxUsdPerMillionTokens);
    readRequirement(r, fieldLimit("requirements.budget_usd"), q.budgetUsd);
    if (auto v = r.choice("pricing", {"owned", "cloud"}))
        q.pricing = *pricingFromName(*v);
    readRequirement(r, fieldLimit("requirements.tokens"), q.tokens);
    readRequirement(r, fieldLimit("requirements.deadline_s"), q.deadlineS);
    q.gpus = readNames(
        r, "gpus", [&cat](const std::string& id) { return cat.gpu(id) != nullptr; }, cat.gpuIds(),
        "GPU");
    readRequirement(r, fieldLimit("requirements.max_gpus"), q.maxGpus);
    q.formats = readNames(
        r, "formats", [](const std::string& f) { return formatFromName(f).has_value(); },
        knownFormatNames(), "format");
    q.engines = readNames(
        r, "engines", [&cat](const std::string& id) { return cat.engine(id) != nullptr; },
        cat.engineIds(), "engine");
    q.singleNode = r.boolean("single_node", false);
    q.allowSpeculative = r.boolean("allow_speculative", false);
    q.allowOffload = r.boolean("allow_offload", false);
    q.allowDisaggregated = r.boolean("allow_disaggregated", false);
    r.finish();
    return q;
}

nlohmann::json requirementsToJson(const Requirements& q) {
    nlohmann::json out = nlohmann::json::object();
    auto put = [&out](const char* key, const auto& v) {
        if (v)
            out[key] = *v;
    };
    put("requests_per_s", q.requestsPerS);
    put("tokens_per_s", q.tokensPerS);
    put("prompt_tokens", q.promptTokens);
    put("output_tokens", q.outputTokens);
    put("ttft_s", q.ttftS);
    put("tpot_s", q.tpotS);
    put("latency_s", q.latencyS);
    out["percentile"] = q.percentile;
    if (q.meetAtP90)
        out["meet_at"] = "p90";
    put("max_usd_per_million_tokens", q.maxUsdPerMillionTokens);
    put("budget_usd", q.budgetUsd);
    out["pricing"] = pricingName(q.pricing);
    put("tokens", q.tokens);
    put("deadline_s", q.deadlineS);
    if (!q.gpus.empty())
        out["gpus"] = q.gpus;
    put("max_gpus", q.maxGpus);
    if (!q.formats.empty())
        out["formats"] = q.formats;
    if (!q.engines.empty())
        out["engines"] = q.engines;
    out["single_node"] = q.singleNode;
    for (const auto& [key, on] : {std::pair{"allow_speculative", q.allowSpeculative},
                                  std::pair{"allow_offload", q.allowOffload},
                                  std::pair{"allow_disaggregated", q.allowDisaggregated}})
        if (on)
            out[key] = true;
    return out;
}

void checkRequirementRules(const Requirements& q, Problems& out) {
    if (q.requestsPerS && q.tokensPerS)
        out.push_back({"requirements.tokens_per_s",
                       "give requests_per_s or tokens_per_s, not both (allowed: one of them)",
                       ProblemCode::oneOfTwo,
                       "",
                       "one of requests_per_s, tokens_per_s",
                       {"requests_per_s", "tokens_per_s"}});
}

} // namespace detail

} // namespace ridgeline
