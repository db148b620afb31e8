// What a user needs from a deployment or a training run (docs/scenario-format.md,
// "Requirements"): the load and the limits a plan must meet, and the constraints on what the
// search may choose.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ridgeline {

/// Which prices a plan is costed at: bought hardware (capex over its lifetime plus power) or
/// rented cloud GPU-hours.
enum class Pricing { owned, cloud };

struct Requirements {
    // Serving: the load (one of the two rates) and the limits.
    std::optional<double> requestsPerS;
    std::optional<double> tokensPerS;         ///< output tokens per second, all users together
    std::optional<std::int64_t> promptTokens; ///< unset: the scenario's workload.prompt_tokens
    std::optional<std::int64_t> outputTokens; ///< unset: the scenario's workload.output_tokens
    std::optional<double> ttftS;              ///< first token, at the percentile
    std::optional<double> tpotS;              ///< time per output token
    std::optional<double> latencyS;           ///< end to end, at the percentile
    double percentile = 95;                   ///< of the queueing wait the limits include
    /// True ("meet_at": "p90"): every limit must hold at the pessimistic (P90) end of the
    /// prediction's P10-P90 range, not only at the prediction itself.
    bool meetAtP90 = false;
    std::optional<double> maxUsdPerMillionTokens;
    std::optional<double> budgetUsd; ///< serving: capex (owned) or a 730-hour month (cloud)
    Pricing pricing = Pricing::cloud;
    // Training: unset fields take the scenario's workload.tokens and workload.deadline_s.
    std::optional<double> tokens;
    std::optional<double> deadlineS;
    // Constraints on the search; empty lists allow everything in the catalogue.
    std::vector<std::string> gpus;
    std::optional<int> maxGpus;
    std::vector<std::string> formats; ///< weight and KV formats (serving); default fp16 and fp8
    std::vector<std::string> engines;
    bool singleNode = false;
    // Options the search may try beside plain co-located serving (docs/plans.md, "Options").
    bool allowSpeculative = false;   ///< speculative decoding on serving candidates
    bool allowOffload = false;       ///< a single GPU with layers in host memory (llama.cpp)
    bool allowDisaggregated = false; ///< a prefill pool beside the decode GPUs (with ttft_s)

    bool operator==(const Requirements&) const = default;
};

/// A 730-hour month (8,760 hours a year / 12): the month of a monthly cost and budget.
inline constexpr double hoursPerMonth = 730.0;

std::string_view pricingName(Pricing p);
std::optional<Pricing> pricingFromName(std::string_view s);

} // namespace ridgeline
