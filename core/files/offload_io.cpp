#include "core/files/offload_io.h"

#include "core/scenario/field_limits.h"
#include "core/scenario/scenario.h"
#include "core/scenario/scenario_field_table.h"
#include "core/scenario/scenario_fields.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cmath>

namespace ridgeline {

namespace {

using json = nlohmann::json;

} // namespace

json offloadFiguresToJson(const OffloadFigures& o) {
    return {{"mode", o.weightsOnHost ? "weights_host" : "gpu_layers"},
            {"gpu_layers", o.gpuLayers},
            {"layers", o.layers},
            {"host",
             {{"memory_bandwidth_bytes_per_s", o.host.memoryBandwidthBytesPerS},
              {"memory_gib", o.host.memoryGib},
              {"flops", o.host.flops},
              {"pcie_bytes_per_s", o.host.pcieBytesPerS},
              {"default", o.host.server ? "server" : "desktop"}}},
            {"host_memory_efficiency", o.hostEfficiency},
            {"host_effective_bandwidth_bytes_per_s", o.hostEffectiveBandwidth},
            {"host_ridge", o.hostRidge},
            {"host_weights_bytes", o.hostWeights},
            {"host_kv_cache_bytes", o.hostKvCache},
            {"host_bytes", o.hostBytes},
            {"host_usable_bytes", o.hostUsable},
            {"host_fits", o.hostFits},
            {"decode",
             {{"gpu_s", o.decodeGpuS},
              {"host_s", o.decodeHostS},
              {"pcie_s", o.decodePcieS},
              {"host_flops", o.hostDecode.flops},
              {"host_bytes", o.hostDecode.bytes}}},
            {"prefill",
             {{"gpu_s", o.prefillGpuS},
              {"host_s", o.prefillHostS},
              {"streamed", o.prefillStreamed},
              {"streamed_bytes", o.prefillStreamedBytes}}}};
}

namespace detail {

OffloadSpec readOffload(ObjectReader& r) {
    OffloadSpec o;
    const bool layers = r.has("gpu_layers");
    const bool weights = r.has("weights");
    if (layers == weights)
        r.problem("gpu_layers", ProblemCode::required, "", "gpu_layers or weights \"host\"",
                  "give either gpu_layers or weights \"host\", not both or neither (allowed: "
                  "gpu_layers or weights \"host\")");
    if (layers) {
        if (auto v = r.integer(fieldLimit("workload.offload.gpu_layers")))
            o.gpuLayers = int(*v);
        else
            o.gpuLayers = 0;
    }
    if (weights)
        r.choice("weights", {"host"});
    r.finish();
    return o;
}

HostSpec readHost(ObjectReader& r) {
    HostSpec h;
    readFields(r, hostFields(), h);
    r.finish();
    return h;
}

json offloadToJson(const OffloadSpec& o) {
    if (o.gpuLayers)
        return {{"gpu_layers", *o.gpuLayers}};
    return {{"weights", "host"}};
}

json hostToJson(const HostSpec& h) {
    json out = json::object();
    writeFields(hostFields(), h, out);
    return out;
}

void checkOffload(const Scenario& s, Problems& out) {
    if (!s.workload.offload)
        return;
    if (s.hardware.gpu.vendor == Vendor::apple) {
        out.push_back({"workload.offload",
                       fmt::format("{} shares one unified memory with its CPU: there is no host "
                                   "memory to offload to (allowed: no workload.offload on Apple "
                                   "silicon)",
                                   s.hardware.gpu.name),
                       ProblemCode::offloadOnUnifiedMemory,
                       "",
                       "no workload.offload on Apple silicon",
                       {s.hardware.gpu.name}});
        return;
    }
    // The offloaded step is modelled for one-token decode on the scenario's own GPUs: neither a
    // speculative step nor a prefill pool is combined with it.
    for (const auto& [other, set] :
         {std::pair<const char*, bool>{"workload.speculative", s.workload.speculative.has_value()},
          std::pair<const char*, bool>{"hardware.prefill_pool",
                                       s.hardware.prefillPool.has_value()}})
        if (set)
            out.push_back(
                {"workload.offload",
                 fmt::format("cannot be combined with {} (allowed: one of the two)", other),
                 ProblemCode::oneOfTwo,
                 "",
                 "one of the two",
                 {"workload.offload", other}});
    if (const auto& l = s.workload.offload->gpuLayers) {
        const int layers = s.model.arch.layers;
        if (*l < 0 || *l > layers) {
            const std::string allowed = fmt::format("whole numbers 0..{}", layers);
            out.push_back({"workload.offload.gpu_layers",
                           fmt::format("{} is out of range: the model has {} layers (allowed: {})",
                                       *l, layers, allowed),
                           ProblemCode::outOfRange, fmt::format("{}", *l), allowed});
        }
    }
}

} // namespace detail

} // namespace ridgeline
