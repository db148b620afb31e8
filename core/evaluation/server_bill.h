// The whole bill of owned hardware: GPUs come in servers (an HGX board, an MI3xx platform, an
// NVL72 rack, a desktop), bought whole and powered whole (docs/physics.md "The whole bill").
// The one home of the servers a configuration needs, their draw and the energy per token.
#pragma once

#include "core/hardware/cluster.h"
#include "core/hardware/gpu.h"

#include <optional>

namespace ridgeline {

/// Servers for `gpus` GPUs of `gpu`, placed `cluster.gpusPerNode` to a server.
struct ServerBill {
    double servers = 0;        ///< whole servers; a share of one for perGpuShare()
    bool desktop = false;      ///< one desktop box (the catalogue's desktop_gpus) holds them
    std::optional<double> usd; ///< the servers without GPUs; unset: the catalogue has no price
    double serverWatts = 0;    ///< the servers' draw without their GPUs
    double watts = 0;          ///< GPUs at TDP plus serverWatts, before PUE
};

/// Whole servers: ceil(gpus / gpus_per_node), or one desktop when the GPU has one and the GPUs
/// fit it. `gpus` >= 1.
ServerBill wholeServers(const Gpu& gpu, const Cluster& cluster, int gpus);

/// The share of their servers `gpus` GPUs take when the servers are full of such GPUs
/// (gpus / gpus_per_node, the rest of each server running other replicas): what a per-GPU
/// figure such as the frontier's is charged.
ServerBill serverShare(const Gpu& gpu, const Cluster& cluster, int gpus);

/// Energy per token at the wall: watts x PUE / tokens per second (J); 0 when tokensPerS <= 0.
double joulesPerToken(double watts, double pue, double tokensPerS);

/// Tokens per second a megawatt at the wall carries: tokens/s / (watts x PUE / 1e6); 0 when
/// watts <= 0.
double tokensPerSPerMegawatt(double watts, double pue, double tokensPerS);

} // namespace ridgeline
