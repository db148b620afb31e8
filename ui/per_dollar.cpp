#include "ui/per_dollar.h"

#include "ui/units.h"

#include "core/evaluation/per_dollar.h"

#include <QCoreApplication>

namespace ridgeline::ui::units {

QString perThousandUsd(const Gpu& gpu, ComputeType compute, const std::optional<double>& priceUsd) {
    const DatasheetPerDollar d = datasheetPerDollar(gpu, compute, priceUsd);
    const std::optional<double>& tb = d.tbPerSPerThousandUsd;
    const std::optional<double>& tflop = d.tflopPerSPerThousandUsd;
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
