#include "ui/per_dollar.h"

#include "ui/units.h"

#include "core/evaluate.h"

#include <QCoreApplication>

namespace ridgeline::ui::units {

namespace {

std::optional<double> perThousand(double value, const std::optional<double>& priceUsd) {
    if (!priceUsd || !(*priceUsd > 0))
        return std::nullopt;
    return value / (*priceUsd / 1000.0);
}

} // namespace

std::optional<double> tbPerSPerThousandUsd(double bandwidthBytesPerS,
                                           const std::optional<double>& priceUsd) {
    return perThousand(bandwidthBytesPerS / 1e12, priceUsd);
}

std::optional<double> tflopPerSPerThousandUsd(double flopPerS,
                                              const std::optional<double>& priceUsd) {
    return perThousand(flopPerS / 1e12, priceUsd);
}

QString perThousandUsd(const Gpu& gpu, ComputeType compute, const std::optional<double>& priceUsd) {
    const std::optional<double> tb = tbPerSPerThousandUsd(gpu.bandwidthBytesPerS, priceUsd);
    // The core's peak for the compute format, with its fallbacks (fp8 on an A100 runs at fp16).
    const std::optional<double> tflop =
        tflopPerSPerThousandUsd(gpu.peak(effectiveComputeType(gpu, compute)), priceUsd);
    if (!tb || !tflop)
        return QCoreApplication::translate("Units", "\u2014 per %1").arg(usd(1000.0));
    return QCoreApplication::translate("Units", "%1 TB/s, %2 TFLOP/s per %3")
        .arg(number(*tb), number(*tflop), usd(1000.0));
}

QString tokensPerSPerUsdHour(const std::optional<double>& rate) {
    if (!rate)
        return QStringLiteral("\u2014");
    return QCoreApplication::translate("Units", "%1 tok/s per $/h").arg(number(*rate));
}

} // namespace ridgeline::ui::units
