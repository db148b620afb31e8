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
    const bool settle = fitted && fit == AxisFit::settle;
    if (scale == Scale::linear) {
        // Linear axes here show amounts: always from zero.
        const double top = std::max(dataHi, 0.0);
        if (!(top > 0) || !std::isfinite(top))
            return fitted ? current : AxisRange{0, 1};
        const double step = linearStep(top * 1.05);
        const AxisRange fresh{0, std::ceil(top * 1.05 / step) * step};
        if ((grow || settle) && top <= current.hi && (grow || 3 * top >= 2 * current.hi))
            return current;
        return grow ? AxisRange{0, std::max(current.hi, fresh.hi)} : fresh;
    }
    if (!(dataLo > 0) || !(dataHi > 0) || !std::isfinite(dataLo) || !std::isfinite(dataHi))
        return fitted ? current : AxisRange{1, 10};
    if (dataLo > dataHi)
        std::swap(dataLo, dataHi);
    const AxisRange fresh = freshLog(scale, dataLo, dataHi);
    if (settle) {
        const double slack = stepOf(scale) + edgeSlack;
        const bool inside = dataLo >= current.lo && dataHi <= current.hi;
        const bool fills = std::log10(fresh.lo / current.lo) <= slack &&
                           std::log10(current.hi / fresh.hi) <= slack;
        return inside && fills ? current : fresh;
    }
    if (!grow)
        return fresh;
    return {dataLo < current.lo ? std::min(current.lo, fresh.lo) : current.lo,
            dataHi > current.hi ? std::max(current.hi, fresh.hi) : current.hi};
}

ScaleAxis::ScaleAxis(Scale scale, const QString& title, Formatter format)
    : scale_(scale)
    , format_(std::move(format)) {
    if (isLog()) {
        categories_ = new QCategoryAxis;
        categories_->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        axis_ = categories_;
    } else {
        axis_ = new QValueAxis;
    }
    axis_->setTitleText(title);
    rebuildTicks();
}

ScaleAxis::~ScaleAxis() {
    // A chart owns the axis once added; otherwise it is still ours.
    if (axis_ && !axis_->parent())
        delete axis_;
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
    fitted_ = true;
    if (range == range_)
        return;
    range_ = range;
    rebuildTicks();
}

bool ScaleAxis::fit(double dataLo, double dataHi) {
    const AxisRange next =
        fittedRange(scale_, fitted_ ? range_ : AxisRange{}, dataLo, dataHi, fitMode_);
    if (fitted_ && next == range_)
        return false;
    setRange(next);
    return true;
}

void ScaleAxis::setMaxLabels(int count) {
    if (count == maxLabels_)
        return;
    maxLabels_ = count;
    rebuildTicks();
}

void ScaleAxis::setLabelRoom(int count) {
    count = std::max(2, count);
    if (count == room_)
        return;
    const int before = std::min(maxLabels_, room_);
    room_ = count;
    if (isLog() && std::min(maxLabels_, room_) != before)
        rebuildTicks();
}

void ScaleAxis::rebuildTicks() {
    if (!(range_.hi > range_.lo))
        range_ = isLog() ? AxisRange{1, 10} : AxisRange{0, 1};
    if (!isLog()) {
        const double step = linearStep(range_.hi);
        axis_->setRange(range_.lo, range_.hi);
        axis_->setTickCount(int(std::lround((range_.hi - range_.lo) / step)) + 1);
        axis_->setLabelFormat(step >= 1
                                  ? QStringLiteral("%.0f")
                                  : QStringLiteral("%.%1f").arg(int(std::ceil(-std::log10(step)))));
        return;
    }
    const double step = stepOf(scale_);
    const double a = map(range_.lo);
    const double b = map(range_.hi);
    const int first = int(std::ceil(a / step - 1e-6));
    const int last = int(std::floor(b / step + 1e-6));
    const int ticks = last - first + 1;
    const int most = std::max(2, std::min(maxLabels_, room_));
    const int every = std::max(1, (ticks + most - 1) / most);

    for (const QString& label : categories_->categoriesLabels())
        categories_->remove(label);
    // The start value carries no label: start a hair below so that a power at the low end of
    // the range is labelled too.
    const double start = a - 1e-9 * std::max(1.0, std::abs(a));
    categories_->setStartValue(start);
    axis_->setRange(start, b);
    for (int e = first; e <= last; ++e) {
        // Thin from the top end so that the largest power keeps its label.
        if ((last - e) % every != 0)
            continue;
        const double at = std::max(e * step, a);
        const double value = scale_ == Scale::log2 ? std::ldexp(1.0, e) : std::pow(10.0, e);
        categories_->append(format_(value), at);
    }
}

} // namespace ridgeline::ui
