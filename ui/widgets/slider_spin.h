// A labelled value: title and a spin box with the exact value and unit on one line, a slider
// below. The slider may map logarithmically and snap to named values (model presets).
#pragma once

#include <QList>
#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace ridgeline::ui {

class SliderSpin : public QWidget {
    Q_OBJECT

public:
    enum class Scale { linear, log };

    explicit SliderSpin(const QString& title, QWidget* parent = nullptr);

    /// The allowed range, in the unit the spin box shows. A log scale needs min > 0; its slider
    /// moves by a factor of two per page step (PageUp doubles the value). The slider spans the
    /// whole range until setSliderSpan() narrows it.
    void setRange(double min, double max, Scale scale = Scale::linear);
    /// The part of the range the slider travels over (within the range): the spin box still takes
    /// every allowed value, and a value past the span shows the slider at its end. A field whose
    /// allowed range is far wider than its usual values keeps a slider that is useful.
    void setSliderSpan(double low, double high);
    /// The scale setRange() was given.
    Scale scale() const { return wanted_; }
    /// Digits after the point; 0 makes every value a whole number.
    void setDecimals(int decimals);
    void setSuffix(const QString& suffix);
    void setPrefix(const QString& prefix);
    /// Values the slider snaps to when dragged within `tolerance` (relative) of one.
    void setSnapValues(QList<double> values, double tolerance = 0.04);
    void setToolTip(const QString& tip);

    double value() const;
    /// Shows `value` (clamped) without emitting valueEdited().
    void setValue(double value);

    /// Value at a slider position and back; exposed for tests.
    double valueAt(int position) const;
    int positionOf(double value) const;

    QSlider* slider() const { return slider_; }
    QDoubleSpinBox* spinBox() const { return spin_; }
    QLabel* titleLabel() const { return title_; }

Q_SIGNALS:
    /// The user changed the value: slider moved, spin box stepped, or a typed value committed.
    void valueEdited(double value);
    void dragStarted();
    void dragFinished();

private:
    void onSliderMoved(int position);
    void onSpinChanged(double value);
    double rounded(double value) const;
    void layoutSlider();

    QLabel* title_;
    QDoubleSpinBox* spin_;
    QSlider* slider_;
    Scale scale_ = Scale::linear;
    Scale wanted_ = Scale::linear; ///< what setRange() asked for: log needs a span above 0
    double min_ = 0, max_ = 100;   ///< the spin box's range
    double low_ = 0, high_ = 100;  ///< the slider's span
    QList<double> snaps_;
    double snapTolerance_ = 0.04;
};

} // namespace ridgeline::ui
