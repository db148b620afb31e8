// The prices a plan was costed with and their dates: the GPU, the server it is sold in and the
// rental rate, each the scenario's own figure or the catalogue's (docs/plans.md "Prices").
#pragma once

#include "core/plan/plan.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

namespace ridgeline {

struct PlanPrices {
    std::optional<double> gpuUsd; ///< one GPU; unset: none known
    std::string gpuDate;          ///< the catalogue's price date; empty for the user's figure
    bool gpuGiven = false;        ///< economics.gpu_price_usd set
    int servers = 0;              ///< whole servers the owned cost counts
    int gpusPerServer = 8;
    bool desktop = false;             ///< one desktop box holds the GPUs
    std::optional<double> serverUsd;  ///< one server (or desktop) without GPUs
    std::optional<double> serversUsd; ///< all of them, or the user's server_overhead_usd
    bool serversGiven = false;        ///< economics.server_overhead_usd set
    std::string serverDate;
    std::optional<double> cloudUsdPerGpuHour; ///< unset: no public rental rate
    std::string cloudDate;
    bool cloudGiven = false; ///< economics.cloud_usd_per_gpu_hour set
};

/// The prices behind `p`'s cost (its scenario's GPU; a prefill pool's are not listed).
PlanPrices planPrices(const Plan& p);

/// "Prices: H100 SXM $30,000 a GPU (catalogue, 2024-06); 2 servers of 8 at $100,000 each
/// without GPUs (catalogue, 2024-08); rental $2.99 per GPU-hour (catalogue, 2026-05)." A rental
/// rate the catalogue lacks reads "no public rental rate", never $0.
std::string planPricesText(const Plan& p);

/// {"gpu_usd", "gpu_price_date", "servers", "gpus_per_server", "server_usd", "servers_usd",
///  "server_price_date", "cloud_usd_per_gpu_hour", "cloud_date"}; a user's figure has the date
/// "user".
nlohmann::json planPricesJson(const Plan& p);

} // namespace ridgeline
