// How a chart view looks: series pens and markers, axes, legend, labels and background, all
// taken from the widget's palette and font, and redrawn when the palette changes.
#include "ui/charts/chart_view.h"

#include "ui/charts/chart_style.h"

#include <QAbstractAxis>
#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QScatterSeries>

#include <algorithm>

namespace ridgeline::ui {

QColor ChartView::color(int role) const {
    const QColor ink = palette_.color(QPalette::WindowText);
    if (role == inkColor)
        return ink;
    if (role == mutedColor)
        return mixedColor(ink, palette_.color(QPalette::Base), 0.5);
    const std::size_t index = std::size_t(std::max(0, role));
    return gpuColor(index < colorSlots_.size() ? colorSlots_[index] : role, dark_);
}

void ChartView::applyStyle(Entry& entry) {
    const SeriesSpec& s = entry.spec;
    QXYSeries* series = entry.series;
    // Qt 6.4's legend reserves room for the labels of hidden markers: a series kept out of the
    // legend has no Qt name, only its display name.
    const QString qtName = s.inLegend ? s.name : QString();
    if (series->name() != qtName)
        series->setName(qtName);
    series->setProperty("displayName", s.name);
    QColor c = color(s.color);
    entry.color = c;
    if (s.faded)
        c = mixedColor(c, palette_.color(QPalette::Base), 0.35);
    if (s.scatter) {
        auto* scatter = static_cast<QScatterSeries*>(series);
        scatter->setMarkerShape(s.shape);
        scatter->setMarkerSize(s.markerSize * lineScale_);
        QPen pen(s.hollow ? c : palette_.color(QPalette::Base));
        pen.setWidthF(s.hollow ? 2.0 : 1.0);
        scatter->setPen(pen);
        scatter->setBrush(s.hollow ? QBrush(Qt::NoBrush) : QBrush(c));
    } else {
        QPen pen(c);
        pen.setWidthF(s.width * lineScale_);
        pen.setCapStyle(Qt::FlatCap);
        pen.setStyle(s.pen);
        if (!s.dashes.isEmpty()) {
            pen.setDashPattern(s.dashes);
            pen.setDashOffset(s.dashOffset);
        }
        series->setPen(scaledDashes(pen, lineScale_));
    }
    // A series waiting to come back (endUpdate()) keeps its marker out of the legend.
    for (QLegendMarker* marker : chartItem_->legend()->markers(series))
        marker->setVisible(s.inLegend && !entry.parked);
}

void ChartView::styleAxis(QAbstractAxis* axis) {
    const QColor ink = palette_.color(QPalette::WindowText);
    const QColor base = palette_.color(QPalette::Base);
    axis->setLabelsColor(ink);
    axis->setTitleBrush(ink);
    // Cosmetic pens (width 0, one device pixel): for any other width Qt strokes a path each
    // time it asks a line item for its bounding rect.
    axis->setLinePen(QPen(mixedColor(ink, base, 0.4), 0));
    axis->setGridLinePen(QPen(mixedColor(ink, base, dark_ ? 0.75 : 0.85), 0));
    axis->setMinorGridLinePen(QPen(mixedColor(ink, base, 0.92), 0));
    QFont f = font();
    f.setPointSizeF(std::max(7.0, f.pointSizeF() - 1));
    axis->setLabelsFont(f);
    axis->setTitleFont(font());
}

void ChartView::applyPalette(const QPalette& palette) {
    palette_ = palette;
    dark_ = isDarkPalette(palette);
    const QColor ink = palette.color(QPalette::WindowText);
    const QColor base = palette.color(QPalette::Base);
    chartItem_->setTheme(dark_ ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chartItem_->setAnimationOptions(QChart::NoAnimation); // setTheme resets nothing else we use
    chartItem_->setBackgroundBrush(base);
    chartItem_->setBackgroundPen(Qt::NoPen);
    chartItem_->setPlotAreaBackgroundVisible(false);
    chartItem_->setTitleBrush(ink);
    QFont titleFont = font();
    titleFont.setBold(true);
    chartItem_->setTitleFont(titleFont);
    chartItem_->legend()->setLabelColor(ink);
    QFont small = font();
    small.setPointSizeF(std::max(7.0, small.pointSizeF() - 1));
    chartItem_->legend()->setFont(small);
    labels_.setFont(small);
    setBackgroundBrush(base);
    for (QAbstractAxis* axis : chartItem_->axes())
        styleAxis(axis);
    for (Entry& e : series_)
        applyStyle(e);
    labels_.setColors(QColor(base.red(), base.green(), base.blue(), 210));
    paletteApplied();
    // Labels take their colours in setData; redraw from the last data.
    if (last_) {
        Remembered last = std::move(*last_);
        last_.reset();
        setData(last.data, last.scenario, last.pinned ? &*last.pinned : nullptr);
    }
}

void ChartView::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !inPaletteChange_) {
        inPaletteChange_ = true;
        applyPalette(palette());
        inPaletteChange_ = false;
    }
}

} // namespace ridgeline::ui
