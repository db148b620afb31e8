// Servers and the network between them: how many GPUs share a node, which network adapters (NICs)
// join the nodes, and the share of the network one GPU gets (docs/physics.md "Clusters").
#pragma once

#include <optional>
#include <string_view>

namespace ridgeline {

enum class NicKind {
    none,
    ethernet25g,
    ethernet100g,
    ethernet200g,
    ibHdr200g,
    ibNdr400g,
    ibXdr800g,
    custom
};

/// One network adapter, per direction.
struct Nic {
    NicKind kind = NicKind::ethernet100g;
    double lineBytesPerS = 12.5e9; ///< signalling rate / 8; for a custom NIC the given rate
    double bytesPerS = 10e9;       ///< what a collective achieves (line rate x achieved share)
    double latencyS = 15e-6;       ///< per message, one hop

    bool operator==(const Nic&) const = default;
};

/// The server a GPU sits in, as far as communication cares.
struct Cluster {
    int gpusPerNode = 8;
    Nic nic;
    int nicsPerNode = 1;

    bool operator==(const Cluster&) const = default;
};

/// A named NIC from the table in cluster.cpp; `custom` has no entry (use customNic).
Nic nicOf(NicKind kind);
/// A NIC described by the user: `bytesPerS` is taken as achieved, per direction.
Nic customNic(double bytesPerS, double latencyS);

/// "none", "ethernet-25g", ... as scenario files spell them; `custom` has no name.
std::string_view nicKindName(NicKind kind);
std::optional<NicKind> nicKindFromName(std::string_view name);
/// Comma-separated names, for "allowed: ..." in messages.
std::string_view nicKindNames();

/// Nodes that `gpus` GPUs fill, `gpusPerNode` to a node (at least 1).
int nodesFor(int gpus, const Cluster& c);

/// One GPU's share of its node's network: nics_per_node x NIC rate / gpus_per_node (bytes/s).
/// A node without a NIC still has a management port; its 1 GbE is the fallback.
double networkShareBytesPerS(const Cluster& c);
/// Latency of one hop between nodes (the management port's without a NIC).
double networkLatencyS(const Cluster& c);

} // namespace ridgeline
