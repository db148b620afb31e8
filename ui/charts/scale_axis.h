// A value axis that holds still while the data moves: a log scale (ticks at powers of 10 or 2,
// labelled by a formatter such as "1k") or a linear scale with 1-2-5 steps.
#pragma once

#include <QString>

#include <functional>

class QValueAxis;
class QCategoryAxis;

namespace ridgeline::ui {

/// A range in data units, lo < hi.
struct AxisRange {
    double lo = 0;
    double hi = 0;
    bool operator==(const AxisRange&) const = default;
};

enum class Scale { log10, log2, linear };

/// How an axis follows its data. `refit`: the data's own range in whole steps (after File >
/// New or Open, a model, hardware or mode change). `settle`: the range shown stays while the
/// data is inside it and still fills it (a linear axis at least two thirds up, a log axis
/// within one step of each end); otherwise refit (a committed value, the end of a slider drag:
/// steps back and forth do not make the axis jump). `grow`: the range shown holds still and only
/// widens, to whole steps, when data leaves it; it never shrinks (during a drag).
enum class AxisFit { refit, settle, grow };

/// The range to show for data spanning [dataLo, dataHi], given the range shown now: whole steps
/// (decades or powers of two, or 1-2-5 multiples on a linear scale, which always starts at 0).
/// `current` may be empty (lo == hi) for the first fit, which is always a refit. Non-positive
/// values are ignored on a log scale; without usable data the current range stays.
AxisRange fittedRange(Scale scale, AxisRange current, double dataLo, double dataHi, AxisFit fit);

class ScaleAxis {
public:
    using Formatter = std::function<QString(double)>;

    /// The Qt axis is created here and owned by the chart it is added to (or by this object
    /// until then).
    ScaleAxis(Scale scale, const QString& title, Formatter format);
    ~ScaleAxis();
    ScaleAxis(const ScaleAxis&) = delete;
    ScaleAxis& operator=(const ScaleAxis&) = delete;

    /// The axis to add to the chart: a QCategoryAxis (ticks placed by hand) on a log scale.
    QValueAxis* axis() const { return axis_; }
    Scale scale() const { return scale_; }
    bool isLog() const { return scale_ != Scale::linear; }

    /// Data units to the axis' linear coordinate (log10 on a log scale) and back.
    double map(double value) const;
    double unmap(double coordinate) const;

    /// Shows [lo, hi] in data units; redraws the ticks only when the range changes.
    void setRange(AxisRange range);
    /// Fits to data through fittedRange() in the current fit mode; returns true when the range
    /// changed.
    bool fit(double dataLo, double dataHi);
    /// The fit mode of the next fit() calls (refit by default); the chart sets it.
    void setFitMode(AxisFit mode) { fitMode_ = mode; }
    AxisFit fitMode() const { return fitMode_; }
    AxisRange range() const { return range_; }

    /// Most tick labels shown; more ticks are thinned to every 2nd, 3rd... power.
    void setMaxLabels(int count);
    /// Most tick labels the axis has room for (its length over the widest label); the fewer
    /// of this and setMaxLabels() is shown. Redraws the ticks when that changes.
    void setLabelRoom(int count);

private:
    void rebuildTicks();

    Scale scale_;
    Formatter format_;
    QValueAxis* axis_ = nullptr;
    QCategoryAxis* categories_ = nullptr; ///< axis_ on a log scale
    AxisRange range_;
    bool fitted_ = false; ///< false until the first fit or setRange: the next fit starts afresh
    AxisFit fitMode_ = AxisFit::refit;
    int maxLabels_ = 8;
    int room_ = 1000;
};

} // namespace ridgeline::ui
