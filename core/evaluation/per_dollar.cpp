#include "core/evaluation/per_dollar.h"

#include "core/evaluation/evaluate.h"

namespace ridgeline {

DatasheetPerDollar datasheetPerDollar(const Gpu& gpu, ComputeType requested,
                                      std::optional<double> priceUsd) {
    DatasheetPerDollar d;
    d.bandwidthBytesPerS = gpu.bandwidthBytesPerS;
    d.compute = effectiveComputeType(gpu, requested);
    d.peakFlops = gpu.peak(d.compute);
    if (priceUsd && *priceUsd > 0) {
        const double thousands = *priceUsd / 1000.0;
        d.tbPerSPerThousandUsd = d.bandwidthBytesPerS / 1e12 / thousands;
        d.tflopPerSPerThousandUsd = d.peakFlops / 1e12 / thousands;
    }
    return d;
}

} // namespace ridgeline
