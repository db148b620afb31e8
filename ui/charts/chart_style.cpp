#include "ui/charts/chart_style.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace ridgeline::ui {

namespace {

// Tableau-like categorical hues: distinguishable, and readable on white and on near-black.
constexpr std::array<QRgb, 8> gpuHues{0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728,
                                      0x9467bd, 0x8c564b, 0xe377c2, 0x17becf};
constexpr std::array<QRgb, 8> gpuHuesDark{0x5aa9e6, 0xffa54f, 0x5fd35f, 0xff6b6b,
                                          0xc39bd3, 0xc49c94, 0xf7b6d2, 0x4fd8e8};
constexpr std::array<QRgb, 6> componentHues{0x4e79a7, 0xf28e2b, 0x59a14f,
                                            0xe15759, 0xb07aa1, 0x9c9c9c};
constexpr std::array<QRgb, 6> componentHuesDark{0x6f9fd8, 0xf7a35c, 0x7cc46d,
                                                0xf07b7d, 0xc99cc0, 0x8a8a8a};

QString trimmed(double value, int significant) {
    QString text = QString::number(value, 'f', std::max(0, significant));
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text;
}

// Digits after the point that keep three significant digits of `value`.
int decimalsFor(double value) {
    const double a = std::abs(value);
    if (a == 0 || a >= 100)
        return 0;
    return std::clamp(2 - int(std::floor(std::log10(a))), 0, 12);
}

QString withSuffix(double value, double unit, const std::array<const char*, 4>& suffixes) {
    double scaled = value;
    std::size_t i = 0;
    while (std::abs(scaled) >= unit && i + 1 < suffixes.size()) {
        scaled /= unit;
        ++i;
    }
    return trimmed(scaled, decimalsFor(scaled)) + QLatin1String(suffixes[i]);
}

} // namespace

bool isDarkPalette(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor gpuColor(int index, bool dark) {
    const std::size_t i = std::size_t(std::max(0, index)) % gpuHues.size();
    return QColor::fromRgb(dark ? gpuHuesDark[i] : gpuHues[i]);
}

QString gpuLabel(const std::string& name, int count, int tensorParallel) {
    QString label = QString::fromStdString(name);
    for (const QLatin1String line : {QLatin1String("GeForce "), QLatin1String("Instinct ")})
        if (label.startsWith(line))
            label = label.mid(line.size());
    if (count <= 1)
        return label;
    if (tensorParallel <= 1)
        return QStringLiteral("%1x %2").arg(count).arg(label);
    return QStringLiteral("%1x %2 (TP%3)").arg(count).arg(label).arg(tensorParallel);
}

QStringList gpuLabels(const ChartData& data) {
    QStringList labels;
    for (const MemoryBar& bar : data.memory)
        labels << gpuLabel(bar.gpuName, bar.count, bar.tensorParallel);
    // Charts index GPUs by the other series too; never hand out fewer names than they have.
    for (std::size_t i = data.memory.size(); i < data.roofline.size(); ++i)
        labels << gpuLabel(data.roofline[i].gpuName);
    return labels;
}

QColor componentColor(int component, bool dark) {
    const std::size_t i = std::size_t(std::max(0, component)) % componentHues.size();
    return QColor::fromRgb(dark ? componentHuesDark[i] : componentHues[i]);
}

QString formatCompact(double value) {
    return withSuffix(value, 1000.0, {"", "k", "M", "G"});
}

QString formatTokens(double value) {
    return withSuffix(value, 1024.0, {"", "k", "M", "G"});
}

QString formatValue(double value) {
    if (!std::isfinite(value))
        return QStringLiteral("-");
    if (value != 0 && (std::abs(value) < 1e-3 || std::abs(value) >= 1e7))
        return QString::number(value, 'g', 3);
    return trimmed(value, decimalsFor(value));
}

} // namespace ridgeline::ui
