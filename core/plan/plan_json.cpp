#include "core/plan/plan_json.h"

#include "core/plan/plan_prices.h"

#include "core/files/results_json.h"
#include "core/files/scenario_io.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace ridgeline {

nlohmann::json planResultToJson(const PlanResult& r, const Catalogue& cat, std::size_t top) {
    using json = nlohmann::json;
    json plans = json::array();
    for (std::size_t i = 0; i < r.plans.size() && i < top; ++i) {
        const Plan& p = r.plans[i];
        json j = {{"rank", i + 1},
                  {"scenario", scenarioToJson(p.scenario, cat)},
                  {"results", resultsToJson(p.scenario, p.results)},
                  {"meets", true},
                  {"compute_format", computeTypeName(p.scenario.workload.computeFormat)},
                  {"usd_per_hour", p.usdPerHour},
                  {"usd_per_month", p.usdPerMonth()},
                  {"why", p.why},
                  {"risk", !p.risks.empty()},
                  {"risks", p.risks},
                  {"servers", std::lround(p.results.cost.servers)},
                  {"prices", planPricesJson(p)}};
        if (p.load) {
            j["usd_per_million_tokens_at_load"] = p.cost;
            j["load"] = servingLoadToJson(*p.load);
        } else {
            j["run_usd"] = p.cost;
        }
        plans.push_back(std::move(j));
    }
    json rejected = json::object();
    for (int i = 0; i < rejectReasonCount; ++i)
        rejected[std::string(rejectReasonKey(RejectReason(i)))] = r.rejected[std::size_t(i)];
    return {{"plans", std::move(plans)},          {"plans_found", r.plans.size()},
            {"rejected", std::move(rejected)},    {"same_as_listed", r.sameAsListed},
            {"configurations", r.configurations}, {"evaluations", r.evaluations},
            {"simulations", r.simulations},       {"assumptions", r.assumptions}};
}

} // namespace ridgeline
