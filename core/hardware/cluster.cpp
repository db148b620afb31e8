#include "core/hardware/cluster.h"

#include "core/base/tuned_constants.h"

#include <algorithm>
#include <array>

namespace ridgeline {

namespace {

struct NicEntry {
    NicKind kind;
    std::string_view name;
    double gbitPerS;
    double achieved; ///< share of line rate an NCCL ring reaches
    double latencyS;
};

// Ring shares and latencies: core/base/tuned_constants.h ("Network").
constexpr std::array<NicEntry, 7> nics{{
    {NicKind::none, "none", 0, 0, 0},
    {NicKind::ethernet25g, "ethernet-25g", 25, slowEthernetRingShare, ethernet25gLatencyS},
    {NicKind::ethernet100g, "ethernet-100g", 100, ethernetRingShare, ethernet100gLatencyS},
    {NicKind::ethernet200g, "ethernet-200g", 200, ethernetRingShare, ethernet200gLatencyS},
    {NicKind::ibHdr200g, "ib-hdr-200g", 200, infinibandRingShare, ibHdrLatencyS},
    {NicKind::ibNdr400g, "ib-ndr-400g", 400, infinibandRingShare, ibNdrLatencyS},
    {NicKind::ibXdr800g, "ib-xdr-800g", 800, infinibandRingShare, ibXdrLatencyS},
}};

} // namespace

Nic nicOf(NicKind kind) {
    for (const NicEntry& e : nics) {
        if (e.kind == kind)
            return {kind, e.gbitPerS * 1e9 / 8, e.gbitPerS * 1e9 / 8 * e.achieved, e.latencyS};
    }
    return {NicKind::none, 0, 0, 0};
}

Nic customNic(double bytesPerS, double latencyS) {
    return {NicKind::custom, bytesPerS, bytesPerS, latencyS};
}

std::string_view nicKindName(NicKind kind) {
    for (const NicEntry& e : nics) {
        if (e.kind == kind)
            return e.name;
    }
    return "custom";
}

std::optional<NicKind> nicKindFromName(std::string_view name) {
    for (const NicEntry& e : nics) {
        if (e.name == name)
            return e.kind;
    }
    return std::nullopt;
}

std::string_view nicKindNames() {
    return "none, ethernet-25g, ethernet-100g, ethernet-200g, ib-hdr-200g, ib-ndr-400g, "
           "ib-xdr-800g, or {\"bytes_per_s\": B, \"latency_s\": L}";
}

int nodesFor(int gpus, const Cluster& c) {
    const int g = std::max(1, c.gpusPerNode);
    return std::max(1, (gpus + g - 1) / g);
}

double networkShareBytesPerS(const Cluster& c) {
    const double node = c.nic.bytesPerS > 0 ? c.nicsPerNode * c.nic.bytesPerS : managementBytesPerS;
    return node / std::max(1, c.gpusPerNode);
}

double networkLatencyS(const Cluster& c) {
    return c.nic.bytesPerS > 0 ? c.nic.latencyS : managementLatencyS;
}

} // namespace ridgeline
