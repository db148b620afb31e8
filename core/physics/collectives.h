// Collective communication on a cluster of nodes: what one link achieves, ring all-reduce,
// the hierarchical all-reduce over nodes, and point-to-point sends (docs/physics.md "Clusters").
// Pure functions; bytes, seconds, bytes per second.
#pragma once

#include "core/base/tuned_constants.h"
#include "core/hardware/cluster.h"
#include "core/hardware/gpu.h"

namespace ridgeline {

/// What a collective reaches on one kind of hop: bus bandwidth per GPU and latency per step.
struct LinkRate {
    double bytesPerS = 0;
    double latencyS = 0;
    /// Bytes. The message at which a ring collective reaches half of bytesPerS (Hockney's
    /// half-bandwidth length): a message of m bytes runs at m / (m + halfBytes) of it. 0: every
    /// message at bytesPerS. Set for a serving engine's tensor-parallel all-reduces
    /// (Efficiency::allReduceHalfBytes); the node and network rates carry 0.
    double halfBytes = 0;
};

/// The node's link as a ring sees it: bytes_per_s x ring_fraction, and x hostStagedShare
/// without peer-to-peer.
LinkRate nodeLinkRate(const Interconnect& link);

/// One GPU's share of the network between nodes and the NIC's latency.
LinkRate networkRate(const Cluster& c);

/// Ring all-reduce of `bytes` over `gpus` on one kind of link:
/// 2(n-1)/n x (bytes + halfBytes) / bw + 2(n-1) x latency. 0 for one GPU.
double ringAllReduceS(double bytes, int gpus, LinkRate link);

/// Ring reduce-scatter (or all-gather) of `bytes` over `gpus`: (n-1)/n x (bytes + halfBytes) /
/// bw + (n-1) x latency.
double ringReduceScatterS(double bytes, int gpus, LinkRate link);

/// All-reduce of `bytes` over `gpus` of which `perNode` share each node: reduce-scatter inside
/// the node, ring all-reduce of the 1/perNode shard across the nodes on the network, all-gather
/// inside the node. One node (gpus <= perNode): a plain ring on the node link.
double hierarchicalAllReduceS(double bytes, int gpus, int perNode, LinkRate node, LinkRate network);

/// One send of `bytes` to a neighbour: bytes / bw + latency.
double sendS(double bytes, LinkRate link);

} // namespace ridgeline
