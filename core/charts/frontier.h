// The buyer's frontier (docs/frontier.md): for the scenario's GPU and each compared one, every
// layout of one serving instance that holds the model, swept over the concurrency of a closed
// loop the way public serving dashboards measure it; tokens/s per GPU against tokens/s per user,
// with the cost and energy of each point and the Pareto front across configurations.
#pragma once

#include "core/scenario/scenario.h"
#include "core/scenario/serving.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace ridgeline {

/// One closed-loop run of a configuration at `concurrency` requests in flight.
struct FrontierPoint {
    int concurrency = 1;
    double perGpuTotalTokensPerS = 0, perGpuOutputTokensPerS = 0;
    double interactivityTokensPerS = 0; ///< 1 / mean TPOT
    Percentiles ttftS, tpotS;
    /// The instance's cost per hour over its output tokens/s at the scenario's utilization;
    /// unset without that price.
    std::optional<double> ownedUsdPerMillion, cloudUsdPerMillion;
    /// The instance's GPUs at their board power (TDP) over its output tokens/s; 0 without a TDP.
    double joulesPerOutputToken = 0;
};

/// One serving instance: a GPU, its tensor-parallel group and how the experts are spread.
struct FrontierConfiguration {
    std::string gpuId, gpuName;
    int count = 1;          ///< GPUs of the instance (= tensor parallel)
    int tensorParallel = 1; ///< GPUs each layer's matrices are split over
    int expertParallel = 1; ///< GPUs the routed experts are spread over, whole (MoE only)
    /// Attention and dense layers data parallel over the group, experts over all of it
    /// (Workload::dataParallelAttention).
    bool dataParallelAttention = false;
    std::string engine, weightFormat, computeFormat;
    std::vector<FrontierPoint> points; ///< by ascending concurrency
};

/// A point of the Pareto front: no other point has both more tokens/s per GPU and more tokens/s
/// per user.
struct FrontierFrontPoint {
    int configuration = 0; ///< index into Frontier::configurations
    int point = 0;         ///< index into that configuration's points
};

struct Frontier {
    std::vector<FrontierConfiguration> configurations;
    std::vector<FrontierFrontPoint> front; ///< by ascending tokens/s per user
    int simulations = 0;
    bool cancelled = false; ///< the progress callback stopped the sweep: figures incomplete
};

/// Concurrencies swept when none are given: 1, 2, 4 ... 512.
std::vector<int> defaultFrontierConcurrency();

/// Limits of the sweep: each concurrency 1..maxFrontierConcurrency, at most
/// maxFrontierPoints of them.
inline constexpr int maxFrontierConcurrency = 4096;
inline constexpr int maxFrontierPoints = 32;

/// Told after each closed-loop run how many of the sweep's runs are done out of how many; returns
/// false to stop the sweep (a stale request), which then returns what it has so far with
/// Frontier::cancelled set.
using FrontierProgress = std::function<bool(int done, int total)>;

/// The frontier of `s` (inference mode) over `concurrency` (ascending, each in
/// 1..maxFrontierConcurrency). Each point is the closed-loop simulation of 10 x C requests of
/// the workload's lengths (workload.serving's lengths and seed when it has them, else uniform in
/// [0.8 L, L], as benchmark clients draw them), on one instance of the layout. Layouts whose
/// weights and cache do not fit, or that the GPU's server cannot hold, are left out.
Frontier frontier(const Scenario& s, const std::vector<int>& concurrency,
                  const FrontierProgress& progress = {});

/// The cheapest points that serve each user at least `tokensPerSPerUser` (1 / mean TPOT): the
/// lowest owned and the lowest cloud cost per 1M output tokens among all points at or above it
/// (ties: the one with more tokens/s per user). Unset when no priced point reaches it.
struct FrontierPick {
    std::optional<FrontierFrontPoint> owned, cloud;
};
FrontierPick cheapestAtInteractivity(const Frontier& f, double tokensPerSPerUser);

/// Allowed range of the interactivity asked for (tokens/s per user).
inline constexpr double maxFrontierInteractivity = 100000;

} // namespace ridgeline
