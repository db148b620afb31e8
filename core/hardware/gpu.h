// A GPU as the catalogue describes it: dense peaks per format, memory, links, power and prices,
// each with where the figure came from.
#pragma once

#include "core/base/number_format.h"
#include "core/hardware/cluster.h"
#include "core/hardware/vendor.h"

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ridgeline {

struct Interconnect {
    std::string kind = "PCIe 4.0";
    double bytesPerS = 25e9; ///< per direction, as achieved
    double latencyS = 10e-6;
    /// Share of bytesPerS a ring collective reaches (NVLink rings: about 0.8 of line rate).
    double ringFraction = 1.0;
    /// False for cards whose driver refuses peer-to-peer (consumer GeForce): traffic is staged
    /// through host memory and the CPU fabric.
    bool peerToPeer = true;
    bool nvswitch = false; ///< all GPUs of the node reach each other at full link rate

    bool operator==(const Interconnect&) const = default;
};

/// What the server a GPU is sold in costs and draws without its GPUs (the catalogue's `server`
/// object: usd, watts, desktop_*, price_source, price_date). Network adapters and the server's
/// share of the switches are in `usd`: the cluster model has no price per NIC.
struct ServerPrice {
    std::optional<double> usd; ///< one server (or rack) without GPUs; unset: not known
    double watts = 0;          ///< its draw without the GPUs, at full load
    /// Up to this many GPUs fit a desktop priced at desktopUsd, drawing desktopWatts (consumer
    /// cards: one box rather than the catalogue's multi-GPU server); 0: no desktop.
    int desktopGpus = 0;
    double desktopUsd = 0, desktopWatts = 0;
    std::string source, date; ///< of the prices and draws above

    bool operator==(const ServerPrice&) const = default;
};

/// Largest price (US dollars) and draw (watts) a catalogue server may give, GPUs left out: an
/// NVL72 rack's chassis, switches and CPUs are about a million dollars and some 30 kW.
inline constexpr double maxServerUsd = 1e8;
inline constexpr double maxServerWatts = 1e6;

struct Gpu {
    std::string id;
    std::string name;
    Vendor vendor = Vendor::nvidia; ///< a catalogue entry without one: its base's, else nvidia
    std::string architecture;
    std::string formFactor;
    std::string memoryType;
    double memoryGib = 0;          ///< marketed capacity, read as GiB
    double bandwidthBytesPerS = 0; ///< datasheet peak, decimal
    /// Dense FLOP/s per ComputeType (fp16/bf16 with fp32 accumulate); 0 where unsupported.
    std::array<double, computeTypeCount> flops{};
    /// Labelled figures kept for teaching (sparse, fp16-accumulate); never used as a peak.
    std::vector<std::pair<std::string, double>> flopsExtra;
    Interconnect interconnect;
    int pcieGen = 4;
    Cluster server; ///< the typical server this GPU is sold in: GPUs per node and its NICs
    std::string serverSource, serverDate;
    ServerPrice serverPrice; ///< that server's price and draw without its GPUs
    double tdpW = 0;
    bool ecc = false;
    bool mig = false;
    std::optional<double> priceUsd;
    std::optional<double> cloudUsdPerGpuHour;
    std::string specSource, specDate;
    std::string priceSource, priceDate;
    std::string cloudSource, cloudDate;
    std::string notes;
    /// The engine ids that run on this part when that is narrower than its vendor's software
    /// (Gaudi is Intel's but runs its own stack: no llama.cpp). Empty: every engine of the vendor.
    std::vector<std::string> engines;

    double memoryBytes() const { return memoryGib * 1073741824.0; }
    double peak(ComputeType t) const { return flops[static_cast<std::size_t>(t)]; }

    bool operator==(const Gpu&) const = default;
};

} // namespace ridgeline
