// What a dollar buys, as text: a GPU's datasheet bandwidth and peak per $1,000 of its price (the
// core's datasheetPerDollar) and the core's tokens/s per dollar-hour (CostFigures). Numbers
// follow the default QLocale like the rest of ui/units.h.
#pragma once

#include "core/hardware/gpu.h"

#include <QString>

#include <optional>

namespace ridgeline::ui::units {

/// "0.63 TB/s, 103 TFLOP/s per $1,000" for `gpu` at its `compute` peak and `priceUsd`, or
/// "— per $1,000" when the price is unknown.
QString perThousandUsd(const Gpu& gpu, ComputeType compute, const std::optional<double>& priceUsd);

/// "509 tok/s per $/h", or an em dash when unknown.
QString tokensPerSPerUsdHour(const std::optional<double>& rate);

} // namespace ridgeline::ui::units
