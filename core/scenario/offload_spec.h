// What a scenario says about offload to host memory (docs/scenario-format.md, "Offload to host
// memory"): workload.offload and hardware.host as the user set them. The physics:
// core/evaluation/offload.h.
#pragma once

#include <optional>

namespace ridgeline {

/// hardware.host: the fields the user set; unset ones come from defaultHost() of the GPU.
struct HostSpec {
    std::optional<double> memoryBandwidthBytesPerS;
    std::optional<double> memoryGib;
    std::optional<double> flops;
    std::optional<double> pcieBytesPerS;

    bool any() const { return memoryBandwidthBytesPerS || memoryGib || flops || pcieBytesPerS; }
    bool operator==(const HostSpec&) const = default;
};

/// workload.offload: gpu_layers (partial offload) or weights "host" (streamed over PCIe).
struct OffloadSpec {
    std::optional<int> gpuLayers; ///< set: partial offload; unset: weights "host"

    bool weightsOnHost() const { return !gpuLayers; }
    bool operator==(const OffloadSpec&) const = default;
};

} // namespace ridgeline
