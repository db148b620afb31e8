// What a dollar buys of a GPU's datasheet: its memory bandwidth and dense peak per $1,000 of its
// price, the ratios the summary, the GPU list, the cost explanation and the report show. Plain
// ratios of catalogue numbers, kept here so that every view shows the same ones.
#pragma once

#include "core/hardware/gpu.h"

#include <optional>

namespace ridgeline {

struct DatasheetPerDollar {
    double bandwidthBytesPerS = 0; ///< datasheet memory bandwidth, one GPU
    /// Dense datasheet peak at the compute format the GPU runs the requested one in
    /// (effectiveComputeType: fp8 on an A100 runs at fp16).
    double peakFlops = 0;
    ComputeType compute = ComputeType::bf16; ///< the format `peakFlops` is of
    /// TB/s per $1,000: the RTX 4090's 1.008 TB/s at $1,600 is 0.63. Unset without a positive
    /// price.
    std::optional<double> tbPerSPerThousandUsd;
    /// TFLOP/s per $1,000: the RTX 4090's 165.2 TFLOP/s (bf16) at $1,600 is 103.
    std::optional<double> tflopPerSPerThousandUsd;
};

/// `gpu`'s datasheet bandwidth and peak for `requested`, and what $1,000 of `priceUsd` buys of
/// each.
DatasheetPerDollar datasheetPerDollar(const Gpu& gpu, ComputeType requested,
                                      std::optional<double> priceUsd);

} // namespace ridgeline
