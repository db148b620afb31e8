#include "ui/widgets/slider_spin.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>
#include <cmath>

namespace ridgeline::ui {

namespace {
constexpr int linearSteps = 1000;
constexpr int stepsPerDoubling = 100;
} // namespace

SliderSpin::SliderSpin(const QString& title, QWidget* parent)
    : QWidget(parent)
    , title_(new QLabel(title, this))
    , spin_(new QDoubleSpinBox(this))
    , slider_(new QSlider(Qt::Horizontal, this)) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(1);
    grid->addWidget(title_, 0, 0);
    grid->addWidget(spin_, 0, 1);
    grid->addWidget(slider_, 1, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    title_->setBuddy(spin_);
    spin_->setKeyboardTracking(false);
    spin_->setAlignment(Qt::AlignRight);
    spin_->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    spin_->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000000 tokens")));
    slider_->setFocusPolicy(Qt::StrongFocus);
    setRange(0, 100);

    connect(slider_, &QSlider::valueChanged, this, &SliderSpin::onSliderMoved);
    connect(spin_, &QDoubleSpinBox::valueChanged, this, &SliderSpin::onSpinChanged);
    connect(slider_, &QSlider::sliderPressed, this, &SliderSpin::dragStarted);
    connect(slider_, &QSlider::sliderReleased, this, &SliderSpin::dragFinished);
}

void SliderSpin::setRange(double min, double max, Scale scale) {
    wanted_ = scale;
    min_ = min;
    max_ = std::max(min, max);
    low_ = min_;
    high_ = max_;
    const QSignalBlocker blockSpin(spin_);
    spin_->setRange(min_, max_);
    layoutSlider();
}

void SliderSpin::setSliderSpan(double low, double high) {
    low_ = std::clamp(low, min_, max_);
    high_ = std::clamp(std::max(low, high), low_, max_);
    layoutSlider();
}

void SliderSpin::layoutSlider() {
    scale_ = (wanted_ == Scale::log && low_ > 0) ? Scale::log : Scale::linear;
    const QSignalBlocker blockSlider(slider_);
    if (scale_ == Scale::log) {
        const int steps = std::max(1, int(std::lround(stepsPerDoubling * std::log2(high_ / low_))));
        slider_->setRange(0, steps);
        slider_->setPageStep(stepsPerDoubling);
        slider_->setSingleStep(stepsPerDoubling / 10);
    } else {
        slider_->setRange(0, linearSteps);
        slider_->setPageStep(linearSteps / 10);
        slider_->setSingleStep(linearSteps / 100);
    }
    slider_->setValue(positionOf(spin_->value()));
}

void SliderSpin::setDecimals(int decimals) {
    const QSignalBlocker block(spin_);
    spin_->setDecimals(decimals);
}

void SliderSpin::setSuffix(const QString& suffix) {
    spin_->setSuffix(suffix);
}

void SliderSpin::setPrefix(const QString& prefix) {
    spin_->setPrefix(prefix);
}

void SliderSpin::setSnapValues(QList<double> values, double tolerance) {
    snaps_ = std::move(values);
    snapTolerance_ = tolerance;
}

void SliderSpin::setToolTip(const QString& tip) {
    QWidget::setToolTip(tip);
    spin_->setToolTip(tip);
    slider_->setToolTip(tip);
    title_->setToolTip(tip);
}

double SliderSpin::value() const {
    return spin_->value();
}

void SliderSpin::setValue(double value) {
    const QSignalBlocker blockSpin(spin_);
    const QSignalBlocker blockSlider(slider_);
    // A spin box repaints on every setValue, even of the value it shows: the panels set every
    // control on every change of the scenario.
    if (std::clamp(rounded(value), spin_->minimum(), spin_->maximum()) != spin_->value())
        spin_->setValue(value);
    slider_->setValue(positionOf(spin_->value()));
}

double SliderSpin::valueAt(int position) const {
    const double t = double(position - slider_->minimum()) /
                     std::max(1, slider_->maximum() - slider_->minimum());
    const double v =
        scale_ == Scale::log ? low_ * std::pow(high_ / low_, t) : low_ + t * (high_ - low_);
    return std::clamp(rounded(v), low_, high_);
}

int SliderSpin::positionOf(double value) const {
    const double v = std::clamp(value, low_, high_);
    double t = 0;
    if (scale_ == Scale::log && high_ > low_)
        t = std::log(v / low_) / std::log(high_ / low_);
    else if (scale_ == Scale::linear && high_ > low_)
        t = (v - low_) / (high_ - low_);
    return slider_->minimum() + int(std::lround(t * (slider_->maximum() - slider_->minimum())));
}

double SliderSpin::rounded(double value) const {
    const double scale = std::pow(10.0, spin_->decimals());
    return std::round(value * scale) / scale;
}

void SliderSpin::onSliderMoved(int position) {
    double v = valueAt(position);
    for (double snap : snaps_) {
        if (snap > 0 && std::abs(v / snap - 1.0) <= snapTolerance_) {
            v = snap;
            break;
        }
    }
    {
        const QSignalBlocker block(spin_);
        spin_->setValue(v);
    }
    Q_EMIT valueEdited(spin_->value());
}

void SliderSpin::onSpinChanged(double value) {
    {
        const QSignalBlocker block(slider_);
        slider_->setValue(positionOf(value));
    }
    Q_EMIT valueEdited(value);
}

} // namespace ridgeline::ui
