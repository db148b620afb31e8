// The check that an explanation's arithmetic can be redone (shared by the explain tests): each
// line that states a computed value carries its machine-readable form; that expression,
// evaluated, gives the stated result within 0.5 %, and the line shows the very numbers the
// expression uses (each term's text read back, unit and all, is the term's value within the
// display's rounding).
#pragma once

#include "ui/explain/explanation.h"

#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace ridgeline::test::arithmetic {

using ui::Arithmetic;
using ui::Term;

/// An expression and its stated result agree within this share.
inline constexpr double resultTolerance = 0.005;
/// A number shown with about three significant figures is its value within this share.
inline constexpr double displayTolerance = 0.01;

// A tiny recursive-descent evaluator: numbers, + - * /, unary minus, parentheses, and the
// functions max(a, b, ...), min(...), ceil(x) and ln(x). Empty on any syntax error.
class Evaluator {
public:
    explicit Evaluator(const QString& text)
        : s_(text) {}

    std::optional<double> run() {
        const std::optional<double> v = sum();
        skip();
        if (!v || pos_ != s_.size())
            return std::nullopt;
        return v;
    }

private:
    void skip() {
        while (pos_ < s_.size() && s_[pos_].isSpace())
            ++pos_;
    }
    bool take(QChar c) {
        skip();
        if (pos_ < s_.size() && s_[pos_] == c) {
            ++pos_;
            return true;
        }
        return false;
    }
    std::optional<double> sum() {
        std::optional<double> v = product();
        while (v) {
            if (take(QLatin1Char('+'))) {
                const auto r = product();
                v = r ? std::optional(*v + *r) : std::nullopt;
            } else if (take(QLatin1Char('-'))) {
                const auto r = product();
                v = r ? std::optional(*v - *r) : std::nullopt;
            } else {
                break;
            }
        }
        return v;
    }
    std::optional<double> product() {
        std::optional<double> v = factor();
        while (v) {
            if (take(QLatin1Char('*'))) {
                const auto r = factor();
                v = r ? std::optional(*v * *r) : std::nullopt;
            } else if (take(QLatin1Char('/'))) {
                const auto r = factor();
                v = r ? std::optional(*v / *r) : std::nullopt;
            } else {
                break;
            }
        }
        return v;
    }
    std::optional<double> factor() {
        if (take(QLatin1Char('-'))) {
            const auto v = factor();
            return v ? std::optional(-*v) : std::nullopt;
        }
        if (take(QLatin1Char('('))) {
            const auto v = sum();
            return v && take(QLatin1Char(')')) ? v : std::nullopt;
        }
        skip();
        static const QRegularExpression number(
            QStringLiteral("\\G(\\d+\\.?\\d*(?:[eE][-+]?\\d+)?)"));
        static const QRegularExpression name(QStringLiteral("\\G(max|min|ceil|ln)\\s*\\("));
        if (const auto m = number.match(s_, pos_); m.hasMatch()) {
            pos_ = m.capturedEnd();
            return m.captured(1).toDouble();
        }
        const auto m = name.match(s_, pos_);
        if (!m.hasMatch())
            return std::nullopt;
        pos_ = m.capturedEnd();
        QList<double> args;
        do {
            const auto v = sum();
            if (!v)
                return std::nullopt;
            args << *v;
        } while (take(QLatin1Char(',')));
        if (!take(QLatin1Char(')')))
            return std::nullopt;
        const QString f = m.captured(1);
        if (f == QLatin1String("ceil"))
            return args.size() == 1 ? std::optional(std::ceil(args[0])) : std::nullopt;
        if (f == QLatin1String("ln"))
            return args.size() == 1 && args[0] > 0 ? std::optional(std::log(args[0]))
                                                   : std::nullopt;
        double out = args[0];
        for (double a : args)
            out = f == QLatin1String("max") ? std::max(out, a) : std::min(out, a);
        return out;
    }

    QString s_;
    qsizetype pos_ = 0;
};

inline std::optional<double> evaluateExpression(const QString& text) {
    return Evaluator(text).run();
}

// What a unit after a shown number multiplies it by; some symbols read two ways ("6.74 B" is
// billions of parameters, "2 B" two bytes).
inline QHash<QString, QList<double>> unitFactors() {
    QHash<QString, QList<double>> f;
    const QList<std::pair<QString, double>> prefixes{{QString(), 1},
                                                     {QStringLiteral("k"), 1e3},
                                                     {QStringLiteral("M"), 1e6},
                                                     {QStringLiteral("G"), 1e9},
                                                     {QStringLiteral("T"), 1e12},
                                                     {QStringLiteral("P"), 1e15},
                                                     {QStringLiteral("Ki"), 1024.0},
                                                     {QStringLiteral("Mi"), 1048576.0},
                                                     {QStringLiteral("Gi"), 1073741824.0},
                                                     {QStringLiteral("Ti"), 1099511627776.0},
                                                     {QStringLiteral("Pi"), 1125899906842624.0}};
    for (const auto& [prefix, factor] : prefixes) {
        for (const char* unit : {"B", "B/s", "FLOP", "FLOP/s"})
            f[prefix + QLatin1String(unit)] << factor;
    }
    f[QStringLiteral("B")] << 1e9; // parameters
    f[QStringLiteral("M")] << 1e6;
    f[QStringLiteral("T")] << 1e12;
    f[QString()] << 1;
    f[QStringLiteral("%")] << 0.01;
    f[QStringLiteral("µs")] << 1e-6;
    f[QStringLiteral("ms")] << 1e-3;
    f[QStringLiteral("s")] << 1;
    f[QStringLiteral("min")] << 60;
    f[QStringLiteral("h")] << 3600;
    f[QStringLiteral("days")] << 86400;
    f[QStringLiteral("years")] << 365.25 * 86400;
    f[QStringLiteral("FLOP/B")] << 1;
    f[QStringLiteral("tok/s")] << 1;
    f[QStringLiteral("tok/s per $/h")] << 1;
    return f;
}

// Whether `shown` (a number, a unit) reads as `value`, within the display's rounding.
inline bool showsValue(const QString& shown, double value) {
    static const QHash<QString, QList<double>> factors = unitFactors();
    static const QRegularExpression form(
        QStringLiteral("^(-?)\\$?(-?\\d+\\.?\\d*(?:[eE][-+]?\\d+)?)\\s*(.*)$"));
    const auto m = form.match(shown);
    if (!m.hasMatch() || !factors.contains(m.captured(3)))
        return false;
    const double number = (m.captured(1).isEmpty() ? 1 : -1) * m.captured(2).toDouble();
    for (double factor : factors.value(m.captured(3))) {
        const double read = number * factor;
        const double scale = std::max(std::abs(read), std::abs(value));
        if (std::abs(read - value) <= displayTolerance * scale + 1e-300)
            return true;
    }
    return false;
}

// A line that ends in a computed value: what follows its last "=" (up to a verdict in
// parentheses, an arrow or a comparison) is one number, not a formula ("= 6 × P_act × T").
inline bool statesAValue(const QString& line) {
    const qsizetype eq = line.lastIndexOf(QLatin1Char('='));
    if (eq < 0)
        return false;
    static const QRegularExpression tail(QStringLiteral("[(→≤].*$"));
    static const QRegularExpression value(QStringLiteral("^[-\\$]?\\d[^×/+−]*$"));
    return value.match(line.mid(eq + 1).remove(tail).trimmed()).hasMatch();
}

// Every problem with one explanation's arithmetic, each naming its line.
inline QStringList problemsOf(const ui::Explanation& e) {
    QStringList problems;
    QList<int> checked;
    for (const Arithmetic& a : e.arithmetic) {
        if (a.line < 0 || a.line >= e.lines.size()) {
            problems
                << QStringLiteral("arithmetic for a line that is not there: %1").arg(a.expression);
            continue;
        }
        checked << a.line;
        const QString& line = e.lines.at(a.line);
        const std::optional<double> value = evaluateExpression(a.expression);
        if (!value || !std::isfinite(*value)) {
            problems << QStringLiteral("'%1' does not evaluate: %2").arg(line, a.expression);
            continue;
        }
        const double scale = std::max(std::abs(*value), std::abs(a.result));
        if (std::abs(*value - a.result) > resultTolerance * scale + 1e-300)
            problems << QStringLiteral("'%1': %2 = %3, not the %4 stated")
                            .arg(line, a.expression)
                            .arg(*value, 0, 'g', 6)
                            .arg(a.result, 0, 'g', 6);
        for (const Term& t : a.terms) {
            if (!line.contains(t.shown))
                problems << QStringLiteral("'%1' does not show '%2'").arg(line, t.shown);
            else if (!showsValue(t.shown, t.value))
                problems << QStringLiteral("'%1': '%2' is not %3")
                                .arg(line, t.shown)
                                .arg(t.value, 0, 'g', 6);
        }
        if (!a.terms.isEmpty() &&
            !line.mid(line.lastIndexOf(QLatin1Char('='))).contains(a.terms.last().shown))
            problems << QStringLiteral("'%1' does not end on its result %2")
                            .arg(line, a.terms.last().shown);
    }
    for (int i = 0; i < e.lines.size(); ++i) {
        if (statesAValue(e.lines.at(i)) && !checked.contains(i))
            problems
                << QStringLiteral("'%1' states a value without its arithmetic").arg(e.lines.at(i));
    }
    return problems;
}

} // namespace ridgeline::test::arithmetic
