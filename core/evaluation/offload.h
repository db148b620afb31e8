// Offload to host memory (docs/physics.md, "Offload to host memory"): llama.cpp's partial offload
// (the first gpu_layers layers on the GPUs, the rest in host memory, computed by the CPU) and
// weights streamed over PCIe at every step. The host is the machine the GPUs sit in: its memory
// bandwidth and size, its CPU's FLOP/s and the PCIe link to each GPU.
#pragma once

#include "core/base/tuned_constants.h"
#include "core/physics/physics.h"
#include "core/scenario/offload_spec.h"

#include <optional>

namespace ridgeline {

struct Gpu;
struct Scenario;
struct Results;
struct PassInputs;

/// The host in force: the GPU's default host with the user's fields on top.
struct Host {
    double memoryBandwidthBytesPerS = 80e9;
    double memoryGib = 64;
    double flops = 1.5e12;
    double pcieBytesPerS = 25e9;
    bool server = false; ///< the default came from the server host (else the desktop)
};

/// The default host of a GPU: a desktop for GeForce cards (no ECC memory: dual-channel DDR5-5000
/// at 80 GB/s, 64 GiB, 1.5 TFLOP/s), a server for the rest (12-channel DDR5-4800 at 460.8 GB/s,
/// 1 TiB, 6 TFLOP/s); PCIe at what the GPU's generation achieves per direction
/// (docs/physics.md, "Offload to host memory").
Host defaultHost(const Gpu& gpu);

/// The host in force for a scenario.
Host hostOf(const Scenario& s);

/// PCIe bytes/s per direction a x16 link of generation `gen` achieves (about 80 % of line rate).
double pcieRate(int gen);

/// What offload does to one evaluation; the figures of InferenceFigures and MemoryFigures carry
/// the totals (decode.seconds includes the host and PCIe parts).
struct OffloadFigures {
    bool weightsOnHost = false;
    int gpuLayers = 0; ///< layers on the GPUs (all of them when the weights are streamed)
    int layers = 0;
    Host host;
    double hostEfficiency = hostMemoryEfficiency;
    // host memory, bytes (one host per replica)
    double hostWeights = 0;
    double hostKvCache = 0;
    double hostBytes = 0;  ///< weights + KV cache in host memory
    double hostUsable = 0; ///< host memory x hostUsableFraction
    bool hostFits = true;
    // the decode step, seconds: gpuS + hostS + pcieS, one after the other
    double decodeGpuS = 0;
    double decodeHostS = 0;
    double decodePcieS = 0;
    double decodeStreamedBytes = 0; ///< weights over PCIe per step and GPU (weights on host)
    double decodeHostShare = 0;     ///< decodeHostS / the step: what the host's memory decides
    StepCost hostDecode;            ///< the host's part on its own roof (the host roofline point)
    // the prefill: GPU part, then the host layers (streamed to the GPU or on the CPU)
    double prefillGpuS = 0;
    double prefillHostS = 0;
    bool prefillStreamed = false; ///< the host layers' weights went over PCIe to the GPU
    double prefillStreamedBytes = 0;
    double hostEffectiveBandwidth = 0; ///< host bandwidth x hostEfficiency
    double hostRidge = 0;              ///< host FLOP/s / effective host bandwidth
};

namespace detail {

/// Applies workload.offload to the inference figures evaluateInference() computed for the whole
/// model on the GPUs: replaces the decode and prefill passes, the memory per GPU and the fit.
void applyOffload(const Scenario& s, const PassInputs& in, Results& r);

} // namespace detail

} // namespace ridgeline
