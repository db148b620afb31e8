#include "ui/charts/chart_style.h"

#include "ui/units.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string_view>
#include <utility>

namespace ridgeline::ui {

namespace {

// Tableau-like categorical hues: distinguishable, and readable on white and on near-black.
constexpr std::array<QRgb, 8> gpuHues{0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728,
                                      0x9467bd, 0x8c564b, 0xe377c2, 0x17becf};
constexpr std::array<QRgb, 8> gpuHuesDark{0x5aa9e6, 0xffa54f, 0x5fd35f, 0xff6b6b,
                                          0xc39bd3, 0xc49c94, 0xf7b6d2, 0x4fd8e8};
// The seventh: speculative decoding's draft model (teal).
constexpr std::array<QRgb, 7> componentHues{0x4e79a7, 0xf28e2b, 0x59a14f, 0xe15759,
                                            0xb07aa1, 0x9c9c9c, 0x2a9d8f};
constexpr std::array<QRgb, 7> componentHuesDark{0x6f9fd8, 0xf7a35c, 0x7cc46d, 0xf07b7d,
                                                0xc99cc0, 0x8a8a8a, 0x4fc3b4};

// In the default locale's digits: "0.5" in English, "0,5" in German.
QString trimmed(double value, int significant) {
    const QLocale locale;
    QString text = locale.toString(value, 'f', std::max(0, significant));
    const QString point = locale.decimalPoint();
    if (significant > 0 && text.contains(point)) {
        while (text.endsWith(locale.zeroDigit()))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
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

QString withoutLine(QString name) {
    name = units::elided(name);
    for (const QLatin1String line : {QLatin1String("GeForce "), QLatin1String("Instinct ")})
        if (name.startsWith(line))
            name = name.mid(line.size());
    return name;
}

// The name without its product line and notes in parentheses, and without the memory size
// unless `keepMemory`.
QString shortened(const QString& name, bool keepMemory) {
    static const QRegularExpression note(QStringLiteral("\\s*\\([^)]*\\)"));
    static const QRegularExpression memory(QStringLiteral("\\s+\\d+(\\.\\d+)?\\s*[GT]B\\b"));
    QString s = withoutLine(name);
    s.remove(note);
    if (!keepMemory)
        s.remove(memory);
    s = s.simplified();
    return s.isEmpty() ? withoutLine(name) : s;
}

QString withCount(const QString& name, int count, int tensorParallel) {
    if (count <= 1)
        return name;
    if (tensorParallel <= 1)
        return QStringLiteral("%1\u00d7 %2").arg(count).arg(name);
    return QStringLiteral("%1\u00d7 %2 (TP%3)").arg(count).arg(name).arg(tensorParallel);
}

} // namespace

bool isDarkPalette(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor mixedColor(QColor a, QColor b, qreal t) {
    return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t,
                            a.greenF() * (1 - t) + b.greenF() * t,
                            a.blueF() * (1 - t) + b.blueF() * t);
}

QColor gpuColor(int slot, bool dark) {
    const std::size_t i = std::size_t(std::max(0, slot)) % gpuHues.size();
    return QColor::fromRgb(dark ? gpuHuesDark[i] : gpuHues[i]);
}

std::vector<int> gpuColorSlots(const std::vector<std::string>& gpuIds) {
    // The GPUs the default scenario, the lessons and the examples compare, in the colours the
    // default scenario has always shown them in.
    static const std::array<std::pair<std::string_view, int>, 9> fixed{
        {{"rtx-4090", 0},
         {"h100-sxm", 1},
         {"a100-sxm-80gb", 2},
         {"l40s", 3},
         {"mi300x", 4},
         {"h200-sxm", 5},
         {"b200", 6},
         {"rtx-3090", 7},
         {"mi325x", 2}}}; // green beside the H200's brown (red was too close)
    const int slots = int(gpuHues.size());
    std::vector<int> out;
    std::vector<bool> taken(gpuHues.size(), false);
    for (const std::string& id : gpuIds) {
        int slot = -1;
        for (const auto& [known, s] : fixed)
            if (id == known)
                slot = s;
        if (slot < 0) {
            std::uint32_t h = 2166136261u; // FNV-1a: the same slot on every run
            for (const unsigned char c : id)
                h = (h ^ c) * 16777619u;
            slot = int(h % std::uint32_t(slots));
        }
        // Taken by an earlier GPU of this comparison: the next free slot (all taken: keep it).
        for (int step = 0; step < slots; ++step) {
            const int candidate = (slot + step) % slots;
            if (!taken[std::size_t(candidate)]) {
                slot = candidate;
                break;
            }
        }
        taken[std::size_t(slot)] = true;
        out.push_back(slot);
    }
    return out;
}

QString gpuLabel(const std::string& name, int count, int tensorParallel) {
    return withCount(withoutLine(QString::fromStdString(name)), count, tensorParallel);
}

QString shortGpuName(const std::string& name) {
    return shortened(QString::fromStdString(name), false);
}

QStringList gpuLabels(const ChartData& data) {
    struct Choice {
        std::string name;
        int count = 1, tensorParallel = 1;
    };
    std::vector<Choice> choices;
    for (const MemoryBar& bar : data.memory)
        choices.push_back({bar.gpuName, bar.count, bar.tensorParallel});
    // Charts index GPUs by the other series too; never hand out fewer names than they have.
    for (std::size_t i = data.memory.size(); i < data.roofline.size(); ++i)
        choices.push_back({data.roofline[i].gpuName});
    QStringList shortNames;
    for (const Choice& c : choices)
        shortNames << shortened(QString::fromStdString(c.name), false);
    QStringList labels;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        // Two different GPUs that read the same without their memory size keep it.
        bool ambiguous = false;
        for (std::size_t j = 0; j < choices.size(); ++j)
            ambiguous = ambiguous || (choices[j].name != choices[i].name &&
                                      shortNames[qsizetype(j)] == shortNames[qsizetype(i)]);
        const QString name = ambiguous ? shortened(QString::fromStdString(choices[i].name), true)
                                       : shortNames[qsizetype(i)];
        labels << withCount(name, choices[i].count, choices[i].tensorParallel);
    }
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
        return QLocale().toString(value, 'g', 3);
    return trimmed(value, decimalsFor(value));
}

QString seriesKey(const char* role, bool pinned, int gpu) {
    return QStringLiteral("%1%2:%3")
        .arg(QLatin1String(role), pinned ? QStringLiteral("-A") : QString())
        .arg(gpu);
}

QPen scaledDashes(QPen pen, qreal lineScale) {
    // A dash pattern counts in pen widths: wider lines (the presenter view, a slide export) would
    // stretch every dash with them, and the legend's mark of a line (three quarters of a text
    // line long) would hold less than one dash, solid to the eye. The dashes keep their length
    // in pixels instead, so the mark shows two of them at twice the text size.
    if (lineScale <= 1 || pen.style() == Qt::SolidLine || pen.style() == Qt::NoPen)
        return pen;
    QList<qreal> pattern = pen.dashPattern();
    for (qreal& length : pattern)
        length /= lineScale;
    const qreal offset = pen.dashOffset() / lineScale;
    pen.setDashPattern(pattern);
    pen.setDashOffset(offset);
    return pen;
}

} // namespace ridgeline::ui
