#include "ui/units.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <array>
#include <cmath>

namespace ridgeline::ui::units {

namespace {

struct Prefix {
    double factor;
    const char* symbol;
};

QString scaled(double value, const std::array<Prefix, 5>& prefixes, const QString& unit) {
    for (const Prefix& p : prefixes) {
        if (std::abs(value) >= p.factor * 0.9995)
            return number(value / p.factor) + QLatin1Char(' ') + QLatin1String(p.symbol) + unit;
    }
    return number(value) + QLatin1Char(' ') + unit;
}

constexpr std::array<Prefix, 5> decimal{
    {{1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}}};

} // namespace

QString number(double value) {
    if (!std::isfinite(value))
        return QStringLiteral("—");
    const QLocale locale;
    const double a = std::abs(value);
    if (a >= 1e15)
        return locale.toString(value, 'e', 2);
    if (a >= 999.5 || a == 0)
        return locale.toString(std::round(value), 'f', 0);
    return locale.toString(value, 'g', 3);
}

QString gib(double b) {
    constexpr std::array<Prefix, 5> binary{{{1125899906842624.0, "Pi"},
                                            {1099511627776.0, "Ti"},
                                            {1073741824.0, "Gi"},
                                            {1048576.0, "Mi"},
                                            {1024.0, "Ki"}}};
    return scaled(b, binary, QStringLiteral("B"));
}

QString memoryUnitKey(MemoryUnit unit) {
    return unit == MemoryUnit::decimal ? QStringLiteral("decimal") : QStringLiteral("binary");
}

MemoryUnit memoryUnitFromKey(const QString& key) {
    return key == QLatin1String("decimal") ? MemoryUnit::decimal : MemoryUnit::binary;
}

double bytesPerMemoryUnit(MemoryUnit unit) {
    return unit == MemoryUnit::decimal ? 1e9 : 1073741824.0;
}

QString memoryUnitSymbol(MemoryUnit unit) {
    return unit == MemoryUnit::decimal ? QStringLiteral("GB") : QStringLiteral("GiB");
}

double inMemoryUnit(double b, MemoryUnit unit) {
    return b / bytesPerMemoryUnit(unit);
}

QString memory(double b, MemoryUnit unit) {
    return unit == MemoryUnit::decimal ? bytes(b) : gib(b);
}

QString bytes(double b) {
    return scaled(b, decimal, QStringLiteral("B"));
}

QString bandwidth(double bytesPerS) {
    return scaled(bytesPerS, decimal, QStringLiteral("B/s"));
}

QString flopRate(double flopPerS) {
    return scaled(flopPerS, decimal, QStringLiteral("FLOP/s"));
}

QString flop(double f) {
    if (std::abs(f) >= 1e18)
        return QLocale().toString(f, 'e', 2) + QStringLiteral(" FLOP");
    return scaled(f, decimal, QStringLiteral("FLOP"));
}

namespace {

struct TimeUnit {
    double perSecond; ///< units in one second
    const char* suffix;
    const char* words = nullptr; ///< "%1 days": a unit said in words, translated
};

// The unit seconds() shows `s` in.
TimeUnit timeUnitOf(double s) {
    if (s < 1e-3)
        return {1e6, " µs"};
    if (s < 1)
        return {1e3, " ms"};
    if (s < 120)
        return {1, " s"};
    if (s < 7200)
        return {1.0 / 60, " min"};
    if (s < 3 * 86400)
        return {1.0 / 3600, " h"};
    if (s < 730 * 86400)
        return {1.0 / 86400, " days", QT_TRANSLATE_NOOP("Units", "%1 days")};
    return {1.0 / (365.25 * 86400), " years", QT_TRANSLATE_NOOP("Units", "%1 years")};
}

QString withRange(const QString& point, const QString& low, const QString& high) {
    return QStringLiteral("%1 (%2-%3)").arg(point, low, high);
}

} // namespace

QString seconds(double s) {
    if (!std::isfinite(s))
        return QStringLiteral("—");
    if (s == 0)
        return QStringLiteral("0 s");
    const TimeUnit u = timeUnitOf(s);
    // Days and years are words, in the window's language ("35 Tage"); the symbols are not.
    if (u.words)
        return QCoreApplication::translate("Units", u.words).arg(number(s * u.perSecond));
    return number(s * u.perSecond) + QString::fromUtf8(u.suffix);
}

QString seconds(double s, double low, double high) {
    if (!std::isfinite(s) || s == 0)
        return seconds(s);
    const TimeUnit u = timeUnitOf(s);
    return withRange(seconds(s), number(low * u.perSecond), number(high * u.perSecond));
}

QString tokensPerS(double rate, double low, double high) {
    if (!std::isfinite(rate))
        return tokensPerS(rate);
    return withRange(tokensPerS(rate), number(low), number(high));
}

QString usd(const std::optional<double>& dollars, double low, double high) {
    if (!dollars || !std::isfinite(*dollars))
        return usd(dollars);
    return withRange(usd(*dollars), usd(low).mid(1), usd(high).mid(1));
}

QString number(double value, double low, double high) {
    if (!std::isfinite(value))
        return number(value);
    return withRange(number(value), number(low), number(high));
}

QString usd(double dollars) {
    if (!std::isfinite(dollars))
        return QStringLiteral("—");
    const QLocale locale;
    const double a = std::abs(dollars);
    if (a >= 1000)
        return QLatin1Char('$') + locale.toString(std::round(dollars), 'f', 0);
    if (a >= 10)
        return QLatin1Char('$') + locale.toString(dollars, 'f', 2);
    return QLatin1Char('$') + locale.toString(dollars, 'g', 3);
}

QString usd(const std::optional<double>& dollars) {
    return dollars ? usd(*dollars) : QStringLiteral("—");
}

QString tokensPerS(double rate) {
    return number(rate) + QStringLiteral(" tok/s");
}

QString params(double count) {
    if (count >= 1e12)
        return number(count / 1e12) + QStringLiteral(" T");
    if (count >= 1e9)
        return number(count / 1e9) + QStringLiteral(" B");
    return number(count / 1e6) + QStringLiteral(" M");
}

QString intensity(double flopPerByte) {
    return number(flopPerByte) + QStringLiteral(" FLOP/B");
}

QString percent(double fraction) {
    return number(fraction * 100) + QStringLiteral(" %");
}

QString elided(const QString& text, int maxChars) {
    QString out = text;
    for (QChar& c : out) {
        if (c.category() == QChar::Other_Control)
            c = QLatin1Char(' ');
    }
    if (out.size() <= maxChars)
        return out;
    qsizetype cut = std::max(1, maxChars - 1);
    if (out.at(cut - 1).isHighSurrogate())
        --cut;
    return out.left(cut) + QChar(0x2026);
}

} // namespace ridgeline::ui::units
