#include "ui/explain/explain_offload.h"

#include "core/evaluation/offload.h"
#include "ui/units.h"

#include <algorithm>

namespace ridgeline::ui::detail {

void offloadDecodeLines(Explanation& e, const ExplainInput& in) {
    const Results& r = in.results;
    const OffloadFigures& o = *r.offload;
    const StepCost& c = r.inference.decode;
    e.addArithmetic(Explain::tr("GPU part = max(%1, %2) + %3 + %4 = %5"),
                    QStringLiteral("max(%1, %2) + %3 + %4"),
                    {term::seconds(c.computeS), term::seconds(c.memoryS), term::seconds(c.commS),
                     term::seconds(c.overheadS), term::seconds(o.decodeGpuS)});
    if (o.weightsOnHost) {
        e.lines << Explain::tr("All weights live in host memory and cross PCIe at every step; "
                               "the next layer loads while this one runs.");
        e.addArithmetic(Explain::tr("stream = weight bytes / W_pcie = %1 / %2 = %3"),
                        QStringLiteral("%1 / %2"),
                        {term::bytes(o.decodeStreamedBytes), term::bandwidth(o.host.pcieBytesPerS),
                         term::seconds(o.decodePcieS)});
        e.addArithmetic(
            Explain::tr("TPOT = max(GPU part, stream) = max(%1, %2) = %3"),
            QStringLiteral("max(%1, %2)"),
            {term::seconds(o.decodeGpuS), term::seconds(o.decodePcieS), term::seconds(c.seconds)});
        return;
    }
    const StepCost& h = o.hostDecode;
    e.lines << Explain::tr("Offload: %1 of %2 layers on the GPU, %3 in host memory on the CPU; "
                           "the two parts run one after the other.")
                   .arg(o.gpuLayers)
                   .arg(o.layers)
                   .arg(o.layers - o.gpuLayers);
    if (o.layers > o.gpuLayers) {
        e.addArithmetic(
            Explain::tr("host compute = F_host / Π_host = %1 / %2 = %3"), QStringLiteral("%1 / %2"),
            {term::flop(h.flops), term::flopRate(o.host.flops), term::seconds(h.computeS)});
        e.addArithmetic(Explain::tr("host memory = B_host / (W_host × η_host) = %1 / (%2 × %3) = "
                                    "%4"),
                        QStringLiteral("%1 / (%2 * %3)"),
                        {term::bytes(h.bytes), term::bandwidth(o.host.memoryBandwidthBytesPerS),
                         term::number(o.hostEfficiency), term::seconds(h.memoryS)});
        e.addArithmetic(
            Explain::tr("host part = max(%1, %2) = %3"), QStringLiteral("max(%1, %2)"),
            {term::seconds(h.computeS), term::seconds(h.memoryS), term::seconds(o.decodeHostS)});
    }
    e.addArithmetic(Explain::tr("TPOT = GPU part + host part + PCIe hand-over = %1 + %2 + %3 = %4"),
                    QStringLiteral("%1 + %2 + %3"),
                    {term::seconds(o.decodeGpuS), term::seconds(o.decodeHostS),
                     term::seconds(o.decodePcieS), term::seconds(c.seconds)});
    e.lines << Explain::tr("The host's part is %1 of each step: host memory bandwidth, not the "
                           "GPU, sets the speed.")
                   .arg(units::percent(o.decodeHostShare));
}

} // namespace ridgeline::ui::detail
