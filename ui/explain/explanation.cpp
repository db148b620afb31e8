#include "ui/explain/explanation.h"

#include "ui/units.h"

#include <QLocale>
#include <QRegularExpression>

namespace ridgeline::ui {

namespace {

// Replaces %1, %2, ... in one pass (QString::arg would also replace placeholders inside the
// texts it inserts); a placeholder without a value stays as it is.
QString substitute(const QString& pattern, const QStringList& values) {
    static const QRegularExpression placeholder(QStringLiteral("%(\\d+)"));
    QString out;
    qsizetype from = 0;
    auto it = placeholder.globalMatch(pattern);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const int n = m.captured(1).toInt();
        out += pattern.mid(from, m.capturedStart() - from);
        out += n >= 1 && n <= values.size() ? values.at(n - 1) : m.captured();
        from = m.capturedEnd();
    }
    return out + pattern.mid(from);
}

} // namespace

void Explanation::addArithmetic(const QString& shown, const QString& expression,
                                const QList<Term>& terms, const QStringList& words) {
    Q_ASSERT(!terms.isEmpty());
    QStringList texts, values;
    for (const Term& t : terms) {
        texts << t.shown;
        values << QString::number(t.value, 'g', 17);
    }
    values.removeLast();
    Arithmetic a;
    a.line = int(lines.size());
    a.expression = substitute(expression, values);
    a.result = terms.last().value;
    a.terms = terms;
    arithmetic << a;
    lines << substitute(shown, texts + words);
}

Explanation explain(const QString& key, const ExplainInput& in) {
    using namespace detail;
    for (auto* part : {explainVerdict, explainInference, explainMemory, explainCost,
                       explainTraining, explainServing, explainSpeculative}) {
        Explanation e = part(key, in);
        if (!e.isEmpty()) {
            appendRange(key, in, e);
            return e;
        }
    }
    return {};
}

namespace term {

Term seconds(double s) {
    return {s, units::seconds(s)};
}
Term flop(double f) {
    return {f, units::flop(f)};
}
Term flopRate(double f) {
    return {f, units::flopRate(f)};
}
Term bandwidth(double b) {
    return {b, units::bandwidth(b)};
}
Term bytes(double b) {
    return {b, units::bytes(b)};
}
Term memory(double b, units::MemoryUnit unit) {
    return {b, units::memory(b, unit)};
}
Term params(double c) {
    return {c, units::params(c)};
}
Term intensity(double i) {
    return {i, units::intensity(i)};
}
Term usd(double d) {
    return {d, units::usd(d)};
}
Term percent(double f) {
    return {f, units::percent(f)};
}
Term number(double v) {
    return {v, units::number(v)};
}
Term count(double v) {
    return {v, QLocale().toString(v, 'f', 0)};
}

} // namespace term

} // namespace ridgeline::ui
