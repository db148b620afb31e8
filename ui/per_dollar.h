// What a dollar buys, for display: a GPU's datasheet bandwidth and peak per $1,000 of its price
// (ratios of catalogue numbers, worked out here), and the core's tokens/s per dollar-hour
// (CostFigures) as text. Numbers follow the default QLocale like the rest of ui/units.h.
#pragma once

#include "core/gpu.h"

#include <QString>

#include <optional>

namespace ridgeline::ui::units {

/// TB/s of datasheet bandwidth per $1,000 of `priceUsd`: the RTX 4090's 1.008 TB/s at $1,600 is
/// 0.63. Unset when the price is unknown or not positive.
std::optional<double> tbPerSPerThousandUsd(double bandwidthBytesPerS,
                                           const std::optional<double>& priceUsd);
/// TFLOP/s of dense peak per $1,000 of `priceUsd`: 165.2 TFLOP/s at $1,600 is 103.
std::optional<double> tflopPerSPerThousandUsd(double flopPerS,
                                              const std::optional<double>& priceUsd);

/// "0.63 TB/s, 103 TFLOP/s per $1,000" for `gpu` at its `compute` peak and `priceUsd`, or
/// "— per $1,000" when the price is unknown.
QString perThousandUsd(const Gpu& gpu, ComputeType compute, const std::optional<double>& priceUsd);

/// "509 tok/s per $/h", or an em dash when unknown.
QString tokensPerSPerUsdHour(const std::optional<double>& rate);

} // namespace ridgeline::ui::units
