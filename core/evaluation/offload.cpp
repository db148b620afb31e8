#include "core/evaluation/offload.h"

#include "core/base/tuned_constants.h"
#include "core/evaluation/evaluate.h"
#include "core/physics/physics.h"

#include <algorithm>
#include <cmath>

namespace ridgeline {

namespace {

// The part of the model made of `share` of the layers, plus `head` parameters outside them (the
// output head where it runs there). Per-layer counts stay; whole-model counts shrink.
ParamCount layerShare(const ParamCount& p, const Architecture& a, double share, double head) {
    ParamCount q = p;
    auto part = [&](double whole) { return share * std::max(0.0, whole - p.embedding) + head; };
    q.total = part(p.total);
    // active has no untied input embedding in it (architecture.cpp): add it back before taking
    // the layers' share, as the other counts hold it.
    const double inputLookup =
        a.tiedEmbeddings
            ? 0.0
            : std::max(0.0, p.embedding - double(a.vocab) * a.hidden - double(a.hidden));
    q.active = part(p.active + inputLookup);
    q.alwaysRead = part(p.alwaysRead);
    q.moeLayers = share * p.moeLayers;
    q.embedding = head;
    return q;
}

Architecture layerArch(const Architecture& a, int layers) {
    Architecture b = a;
    const double share = a.layers > 0 ? double(layers) / a.layers : 0.0;
    b.layers = layers;
    b.denseLayers = int(std::lround(a.denseLayers * share));
    b.slidingLayers = int(std::lround(a.slidingLayers * share));
    return b;
}

// The output head's parameters (the input embedding is a lookup; tied: the one matrix).
double headParams(const Architecture& a, const ParamCount& p) {
    return a.tiedEmbeddings ? p.embedding : p.embedding / 2.0;
}

// The host's CPU as a pass sees it: its memory at hostMemoryEfficiency, its FLOP/s as stated,
// no tensor parallelism and no engine overhead.
PassInputs hostInputs(const PassInputs& in, const Host& h) {
    PassInputs c = in;
    c.peakFlops = h.flops;
    c.datasheetPeakFlops = h.flops;
    c.bandwidth = h.memoryBandwidthBytesPerS;
    c.efficiency.memory = hostMemoryEfficiency;
    c.efficiency.compute = 1.0;
    c.efficiency.stepOverheadS = 0;
    c.efficiency.kernelS = 0;
    c.tensorParallel = 1;
    c.expertParallel = 1;
    c.kvTraffic = 1;
    return c;
}

// The host's part of a decode step on its own roof. The CPU's matrix-vector kernels stream the
// weights at the memory roof whatever the batch shape: no GEMM tile penalty as on a GPU.
StepCost hostDecodeStep(const PassInputs& hostIn, double batch, double context) {
    StepCost c = decodeStep(hostIn, batch, context);
    const double peak = hostIn.peakFlops;
    const double bandwidth = hostIn.bandwidth * hostIn.efficiency.memory;
    c.computeS = c.flops / peak;
    c.memoryS = c.bytes / bandwidth;
    c.commS = 0;
    c.overheadS = 0;
    c.floorS = 0;
    c.seconds = std::max(c.computeS, c.memoryS);
    const PassVerdict v = judgePass(c.flops, c.bytes, c.computeS, 0, peak, bandwidth);
    c.effectivePeakFlops = v.effectivePeakFlops;
    c.effectiveRidge = v.effectiveRidge;
    c.bound = v.bound;
    return c;
}

double handOverS(double crossings, double tokens, double hidden, double pcie) {
    return crossings * (pcieLatencyS + tokens * hidden * handOverBytesPerValue / pcie);
}

} // namespace

double pcieRate(int gen) {
    // x16 line rates of 16, 32, 64, 128 GB/s for generations 3-6 less about 20 % of protocol
    // and DMA overhead: what cudaMemcpy from pinned host memory reaches.
    if (gen <= 3)
        return 12.5e9;
    if (gen == 4)
        return 25e9;
    if (gen == 5)
        return 50e9;
    return 100e9;
}

Host defaultHost(const Gpu& gpu) {
    Host h;
    h.server = gpu.ecc;
    if (h.server) {
        // A two-socket or one large-socket server: 12 channels of DDR5-4800 (12 x 38.4 GB/s),
        // 1 TiB, about 6 TFLOP/s of fp32 vector work.
        h.memoryBandwidthBytesPerS = 460.8e9;
        h.memoryGib = 1024;
        h.flops = 6e12;
    } else {
        // A desktop: 2 channels of DDR5-5000 (2 x 40 GB/s), 64 GiB, a 16-core CPU at about
        // 1.5 TFLOP/s of fp32 vector work.
        h.memoryBandwidthBytesPerS = 80e9;
        h.memoryGib = 64;
        h.flops = 1.5e12;
    }
    h.pcieBytesPerS = pcieRate(gpu.pcieGen);
    return h;
}

Host hostOf(const Scenario& s) {
    Host h = defaultHost(s.hardware.gpu);
    const HostSpec& u = s.hardware.host;
    h.memoryBandwidthBytesPerS = u.memoryBandwidthBytesPerS.value_or(h.memoryBandwidthBytesPerS);
    h.memoryGib = u.memoryGib.value_or(h.memoryGib);
    h.flops = u.flops.value_or(h.flops);
    h.pcieBytesPerS = u.pcieBytesPerS.value_or(h.pcieBytesPerS);
    return h;
}

namespace detail {

void applyOffload(const Scenario& s, const PassInputs& in, Results& r) {
    const Workload& w = s.workload;
    const Architecture& a = in.arch;
    InferenceFigures& f = r.inference;
    MemoryFigures& mem = r.memory;
    OffloadFigures o;
    o.host = hostOf(s);
    o.layers = a.layers;
    o.weightsOnHost = w.offload->weightsOnHost();
    o.gpuLayers = o.weightsOnHost ? a.layers : std::clamp(*w.offload->gpuLayers, 0, a.layers);
    o.hostEffectiveBandwidth = o.host.memoryBandwidthBytesPerS * hostMemoryEfficiency;
    o.hostRidge = ridgePoint(o.host.flops, o.hostEffectiveBandwidth);
    o.hostUsable = o.host.memoryGib * bytesPerGib * hostUsableFraction;

    const double t = std::max(1, w.tensorParallel);
    const double batch = w.batch;
    const double prompt = double(w.promptTokens);
    const double beta = in.weightBytesPerParam;
    const double n = std::max(1, a.layers);
    const ParamCount& p = in.params;
    const double head = headParams(a, p);
    const double input = a.tiedEmbeddings ? 0.0 : p.embedding - head;
    const double kvAll = f.kvSequenceBytes * batch;           // one replica, all layers
    const double kvShare = kvShareOfGpu(a, w.tensorParallel); // of kvAll, on one GPU
    const double pcie = o.host.pcieBytesPerS;
    const StepCost whole = f.decode;
    const StepCost wholePrefill = f.prefill;
    double gpuWeights = 0, gpuKv = 0;

    if (o.weightsOnHost) {
        // Every weight crosses PCIe at every pass; the next layer's load overlaps this layer's
        // work, so a step takes the longer of the two. The GPU holds two layers' buffers.
        const double layerParams = std::max(0.0, p.total - p.embedding) / n;
        gpuWeights = 2.0 * layerParams * beta / t;
        gpuKv = kvAll * kvShare;
        o.hostWeights = p.total * beta;
        const double streamed = paramsReadPerStep(a, p, batch) * beta / t;
        o.decodeGpuS = whole.seconds;
        o.decodeStreamedBytes = streamed;
        o.decodePcieS = streamed / pcie;
        f.decode.seconds = std::max(o.decodeGpuS, o.decodePcieS);
        const double passes = std::ceil(std::max(1.0, batch * prompt) /
                                        double(std::max<std::int64_t>(w.prefillChunkTokens, 1)));
        o.prefillStreamed = true;
        o.prefillStreamedBytes = passes * p.total * beta / t;
        o.prefillGpuS = wholePrefill.seconds;
        o.prefillHostS = o.prefillStreamedBytes / pcie;
        f.prefill.seconds = std::max(o.prefillGpuS, o.prefillHostS);
    } else {
        const int gl = o.gpuLayers;
        const int hl = a.layers - gl;
        const double gShare = gl / n, hShare = hl / n;
        // llama.cpp: the input embedding stays in host memory (a lookup), the output head runs
        // on the GPU only when every layer does.
        const bool headOnGpu = hl == 0;
        PassInputs gpuIn = in;
        gpuIn.arch = layerArch(a, gl);
        gpuIn.params = layerShare(p, a, gShare, headOnGpu ? head : 0.0);
        PassInputs hostIn = hostInputs(in, o.host);
        hostIn.arch = layerArch(a, hl);
        hostIn.params = layerShare(p, a, hShare, headOnGpu ? 0.0 : head);
        gpuWeights = gpuIn.params.total * beta / t;
        gpuKv = kvAll * gShare * kvShare;
        o.hostWeights = (hostIn.params.total + input) * beta;
        o.hostKvCache = kvAll * hShare;

        const StepCost gpuStep = decodeStep(gpuIn, batch, f.decodeContext);
        o.hostDecode = hl > 0 ? hostDecodeStep(hostIn, batch, f.decodeContext) : StepCost{};
        // Activations cross at each boundary: up after the embedding, down after the GPU's
        // layers (or the logits when the head is on the GPU); none when all runs on the host.
        const double crossings = gl > 0 ? 2.0 : 0.0;
        o.decodeGpuS = gpuStep.seconds;
        o.decodeHostS = o.hostDecode.seconds;
        o.decodePcieS = handOverS(crossings, batch, a.hidden, pcie);
        f.decode = gpuStep;
        f.decode.seconds = o.decodeGpuS + o.decodeHostS + o.decodePcieS;
        o.decodeHostShare = f.decode.seconds > 0 ? o.decodeHostS / f.decode.seconds : 0;

        // Prefill: the GPU's layers as ever; llama.cpp sends a large batch's host layers to the
        // GPU too, their weights streamed over PCIe once per micro-batch; a short prompt runs on
        // the CPU.
        const StepCost gpuPrefill = prefillPass(gpuIn, batch, prompt);
        o.prefillGpuS = gpuPrefill.seconds;
        const double tokens = batch * std::max(1.0, prompt);
        if (hl > 0 && tokens >= offloadGpuBatchMin && gl > 0) {
            PassInputs onGpu = in;
            onGpu.arch = hostIn.arch;
            onGpu.params = hostIn.params;
            onGpu.efficiency.stepOverheadS = 0;
            onGpu.efficiency.kernelS = 0; // the GPU's own pass (gpuPrefill) holds the floor
            o.prefillStreamed = true;
            o.prefillStreamedBytes =
                std::ceil(tokens / offloadPromptBatchTokens) * hostIn.params.total * beta;
            o.prefillHostS =
                std::max(o.prefillStreamedBytes / pcie, prefillPass(onGpu, batch, prompt).seconds);
        } else if (hl > 0) {
            o.prefillHostS = prefillPass(hostIn, batch, prompt).seconds;
        }
        f.prefill = gpuPrefill;
        f.prefill.seconds =
            o.prefillGpuS + o.prefillHostS + handOverS(crossings, tokens, a.hidden, pcie);
    }

    o.hostBytes = o.hostWeights + o.hostKvCache;
    o.hostFits = o.hostBytes <= o.hostUsable;

    // Rates from the new passes: llama.cpp prefills, then decodes, one after the other.
    f.tpotS = f.decode.seconds;
    f.tokensPerS = f.replicas * batch / f.tpotS;
    f.perUserTokensPerS = 1.0 / f.tpotS;
    f.ttftS = f.prefill.seconds;
    f.latencyS = f.ttftS + double(w.outputTokens) * f.tpotS;
    const double run = f.prefill.seconds + double(w.outputTokens) * f.decode.seconds;
    f.throughputTokensPerS =
        w.outputTokens > 0 ? f.replicas * batch * double(w.outputTokens) / run : 0;

    // Memory per GPU: the GPU's share of the weights and cache; the fit needs the host too.
    const double activations = mem.activations;
    const double room = mem.usable - w.runtimeOverheadBytes;
    mem.weights = gpuWeights;
    mem.kvCache = gpuKv;
    mem.perGpu = mem.weights + mem.kvCache + activations + mem.overhead;
    mem.total = mem.perGpu * s.hardware.count;
    mem.fits = mem.perGpu <= mem.usable && o.hostFits;
    const double job = (mem.weights + mem.kvCache + activations) * t;
    mem.gpusNeeded = room > 0 ? int(std::min(1e9, std::ceil(job / room))) : 0;
    // The largest batch: the GPU's bytes grow by its cache share and the activations per
    // sequence, the host's by its cache share.
    const double gpuPerSeq = batch > 0 ? (gpuKv + activations) / batch : 0;
    const double hostPerSeq = batch > 0 ? o.hostKvCache / batch : 0;
    double largest = 1e18;
    if (gpuPerSeq > 0)
        largest = std::min(largest, (room - gpuWeights) / gpuPerSeq);
    if (hostPerSeq > 0)
        largest = std::min(largest, (o.hostUsable - o.hostWeights) / hostPerSeq);
    f.maxBatch = largest >= 1 ? std::int64_t(std::min(1e9, std::floor(largest))) : 0;
    r.offload = o;
}

} // namespace detail

} // namespace ridgeline
