#include "ui/charts/scale_axis.h"

#include <QCategoryAxis>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

namespace {

constexpr double log10Of2 = 0.30102999566398120;

// Exponent step of one tick, in log10 units.
double stepOf(Scale scale) {
    return scale == Scale::log2 ? log10Of2 : 1.0;
}

// Data within this fraction of a step past a power still rounds to that power.
constexpr double edgeSlack = 1e-6;

AxisRange freshLog(Scale scale, double lo, double hi) {
    const double step = stepOf(scale);
    double a = std::floor(std::log10(lo) / step + edgeSlack);
    double b = std::ceil(std::log10(hi) / step - edgeSlack);
    if (b - a < 1)
        b = a + 1;
    return {std::pow(10.0, a * step), std::pow(10.0, b * step)};
}

// The 1-2-5 multiple of a power of ten at or above `value`.
double niceCeil(double value) {
    if (value <= 0)
        return 1;
    const double decade = std::pow(10.0, std::floor(std::log10(value)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * decade >= value * (1 - 1e-9))
            return m * decade;
    return 10 * decade;
}

// Step of a linear axis from 0 to `hi` with four to five intervals.
double linearStep(double hi) {
    return niceCeil(hi / 5.0);
}

} // namespace

AxisRange fittedRange(Scale scale, AxisRange current, double dataLo, double dataHi, AxisFit fit) {
    const bool fitted = current.hi > current.lo;
    const bool grow = fitted && fit == AxisFit::grow;
    if (scale == Scale::linear) {
        // Linear axes here show amounts: always from zero.
        const double top = std::max(dataHi, 0.0);
        if (!(top > 0) || !std::isfinite(top))
            return fitted ? current : AxisRange{0, 1};
        const double step = linearStep(top * 1.05);
        const AxisRange fresh{0, std::ceil(top * 1.05 / step) * step};
        if (grow && top <= current.hi)
            return current;
        return grow ? AxisRange{0, std::max(current.hi, fresh.hi)} : fresh;
    }
    if (!(dataLo > 0) || !(dataHi > 0) || !std::isfinite(dataLo) || !std::isfinite(dataHi))
        return fitted ? current : AxisRange{1, 10};
    if (dataLo > dataHi)
        std::swap(dataLo, dataHi);
    const AxisRange fresh = freshLog(scale, dataLo, dataHi);
    if (!grow)
        return fresh;
    return {dataLo < current.lo ? std::min(current.lo, fresh.lo) : current.lo,
            dataHi > current.hi ? std::max(current.hi, fresh.hi) : current.hi};
}

ScaleAxis::ScaleAxis(Scale scale, const QString& title, Formatter format)
    : m_scale(scale)
    , m_format(std::move(format)) {
    if (isLog()) {
        m_categories = new QCategoryAxis;
        m_categories->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        m_axis = m_categories;
    } else {
        m_axis = new QValueAxis;
    }
    m_axis->setTitleText(title);
    rebuildTicks();
}

ScaleAxis::~ScaleAxis() {
    // A chart owns the axis once added; otherwise it is still ours.
    if (m_axis && !m_axis->parent())
        delete m_axis;
}

double ScaleAxis::map(double value) const {
    if (!isLog())
        return value;
    return value > 0 ? std::log10(value) : -300.0;
}

double ScaleAxis::unmap(double coordinate) const {
    return isLog() ? std::pow(10.0, coordinate) : coordinate;
}

void ScaleAxis::setRange(AxisRange range) {
    m_fitted = true;
    if (range == m_range)
        return;
    m_range = range;
    rebuildTicks();
}

bool ScaleAxis::fit(double dataLo, double dataHi) {
    const AxisRange next =
        fittedRange(m_scale, m_fitted ? m_range : AxisRange{}, dataLo, dataHi, m_fitMode);
    if (m_fitted && next == m_range)
        return false;
    setRange(next);
    return true;
}

void ScaleAxis::setMaxLabels(int count) {
    if (count == m_maxLabels)
        return;
    m_maxLabels = count;
    rebuildTicks();
}

void ScaleAxis::setLabelRoom(int count) {
    count = std::max(2, count);
    if (count == m_room)
        return;
    const int before = std::min(m_maxLabels, m_room);
    m_room = count;
    if (isLog() && std::min(m_maxLabels, m_room) != before)
        rebuildTicks();
}

void ScaleAxis::rebuildTicks() {
    if (!(m_range.hi > m_range.lo))
        m_range = isLog() ? AxisRange{1, 10} : AxisRange{0, 1};
    if (!isLog()) {
        const double step = linearStep(m_range.hi);
        m_axis->setRange(m_range.lo, m_range.hi);
        m_axis->setTickCount(int(std::lround((m_range.hi - m_range.lo) / step)) + 1);
        m_axis->setLabelFormat(
            step >= 1 ? QStringLiteral("%.0f")
                      : QStringLiteral("%.%1f").arg(int(std::ceil(-std::log10(step)))));
        return;
    }
    const double step = stepOf(m_scale);
    const double a = map(m_range.lo);
    const double b = map(m_range.hi);
    const int first = int(std::ceil(a / step - 1e-6));
    const int last = int(std::floor(b / step + 1e-6));
    const int ticks = last - first + 1;
    const int most = std::max(2, std::min(m_maxLabels, m_room));
    const int every = std::max(1, (ticks + most - 1) / most);

    for (const QString& label : m_categories->categoriesLabels())
        m_categories->remove(label);
    // The start value carries no label: start a hair below so that a power at the low end of
    // the range is labelled too.
    const double start = a - 1e-9 * std::max(1.0, std::abs(a));
    m_categories->setStartValue(start);
    m_axis->setRange(start, b);
    for (int e = first; e <= last; ++e) {
        // Thin from the top end so that the largest power keeps its label.
        if ((last - e) % every != 0)
            continue;
        const double at = std::max(e * step, a);
        const double value = m_scale == Scale::log2 ? std::ldexp(1.0, e) : std::pow(10.0, e);
        m_categories->append(m_format(value), at);
    }
}

} // namespace ridgeline::ui
