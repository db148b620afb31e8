// Reading and writing the cluster fields of scenario and catalogue files (docs/scenario-format.md,
// `hardware`), kept apart from the other readers so that each caller needs one line.
#pragma once

#include "core/scenario/json_reader.h"
#include "core/scenario/scenario.h"

#include <nlohmann/json_fwd.hpp>

namespace ridgeline::detail {

/// hardware.gpus_per_node, hardware.network, hardware.nics_per_node over `h` (after h.count and
/// h.gpu are known: a cluster without a network cannot span nodes).
void readClusterFields(ObjectReader& r, HardwareSpec& h);
/// The fields of `h` the user set, into the hardware object `out`.
void writeClusterFields(const HardwareSpec& h, nlohmann::json& out);

/// A GPU entry's "server" object and the interconnect's peer_to_peer, nvswitch, ring_fraction.
void readGpuServer(ObjectReader& gpu, Gpu& into);
void readInterconnectExtras(ObjectReader& link, Interconnect& into);
/// Adds those fields to a GPU object written by gpuToJson.
void writeGpuServer(const Gpu& g, nlohmann::json& out);

/// The scenario with every cluster field set to what is in force, so that a listing of
/// defaults shows them.
Scenario withExplicitCluster(Scenario s);

} // namespace ridgeline::detail

namespace ridgeline::detail {

/// A file that sets efficiency.mfu but no workload.time_basis gets the MFU time
/// (docs/scenario-format.md).
void applyTrainingDefaults(const nlohmann::json& doc, Scenario& s);

/// Weights stored in fewer than 8 bits cannot take a full update: training them needs adapters.
void checkTrainingFormats(const Scenario& s, Problems& problems);

} // namespace ridgeline::detail
