// The "Offload to host memory" section of the readable report (core/evaluation/offload.h).
#include "cli_table.h"

#include <fmt/format.h>

namespace ridgeline::cli {

namespace {

void line(std::string& out, std::string_view label, const std::string& value) {
    out += fmt::format("  {:<31}{}\n", label, value);
}

} // namespace

std::string offloadTable(const OffloadFigures& o) {
    std::string out = "\nOffload to host memory\n";
    if (o.weightsOnHost)
        line(out, "placement", "all weights in host memory, streamed over PCIe every pass");
    else
        line(out, "placement",
             fmt::format("{} of {} layers on the GPU, {} on the CPU", o.gpuLayers, o.layers,
                         o.layers - o.gpuLayers));
    line(out, "host",
         fmt::format("{} memory, {} x {:.2f}, {}, PCIe {} ({} default)",
                     gib(o.host.memoryGib * 1073741824.0),
                     si(o.host.memoryBandwidthBytesPerS, "B/s"), o.hostEfficiency,
                     si(o.host.flops, "FLOP/s"), si(o.host.pcieBytesPerS, "B/s"),
                     o.host.server ? "server" : "desktop"));
    line(out, "host memory: weights / KV",
         fmt::format("{} / {}", gib(o.hostWeights), gib(o.hostKvCache)));
    line(out, "host memory: total / usable",
         fmt::format("{} / {}{}", gib(o.hostBytes), gib(o.hostUsable),
                     o.hostFits ? "" : " (too small)"));
    line(out, "decode step: GPU + host + PCIe",
         o.weightsOnHost
             ? fmt::format("max({}, stream {})", seconds(o.decodeGpuS), seconds(o.decodePcieS))
             : fmt::format("{} + {} + {}", seconds(o.decodeGpuS), seconds(o.decodeHostS),
                           seconds(o.decodePcieS)));
    line(out, "prefill: GPU + host layers",
         fmt::format("{} + {}{}", seconds(o.prefillGpuS), seconds(o.prefillHostS),
                     o.prefillStreamed ? " (streamed to the GPU)" : " (on the CPU)"));
    return out;
}

} // namespace ridgeline::cli
