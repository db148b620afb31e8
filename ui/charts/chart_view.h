// The base of the four chart widgets: a QChartView that draws ChartData (numbers from the core,
// never computed here), keeps its series across updates and follows the palette.
#pragma once

#include "core/charts/chart_data.h"
#include "core/scenario/scenario.h"
#include "ui/charts/chart_bands.h"
#include "ui/charts/chart_highlight.h"
#include "ui/charts/chart_labels.h"
#include "ui/charts/chart_notes.h"
#include "ui/charts/scale_axis.h"
#include "ui/units.h"

#include <QChartView>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QPointer>
#include <QScatterSeries>
#include <QSet>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QGraphicsTextItem;
class QXYSeries;

namespace ridgeline::ui {

/// Series are found by a stable key, their objectName, which never changes with the data:
/// "<role>:<gpu index>" for per-GPU series (e.g. "roof:0"), plain "<role>" otherwise. Series of
/// the pinned scenario "A" carry the role with "-A" (e.g. "roof-A:0"). Each chart's header lists
/// its keys. Display names (legend) carry the GPU names and the " (A)" suffix.
class ChartView : public QChartView {
    Q_OBJECT
public:
    explicit ChartView(QWidget* parent = nullptr);
    ~ChartView() override;

    /// Replace all series from fresh results. `pinned` (may be null) is a pinned comparison
    /// scenario "A": draw its series too, dashed, with names suffixed " (A)".
    virtual void setData(const ridgeline::ChartData& data, const ridgeline::Scenario& scenario,
                         const ridgeline::ChartData* pinned = nullptr) = 0;
    virtual QString chartTitle() const = 0;
    /// Re-theme from the palette (light/dark); called on QEvent::PaletteChange too.
    void applyPalette(const QPalette& palette);

    /// Shows the chart title inside the chart (default on).
    void setTitleVisible(bool visible);

    /// How the axes follow the data of the next setData() calls: `refit` (the default) fits
    /// every axis to its data; `grow` (while the user drags a slider) keeps the ranges shown
    /// and only widens them when data leaves them.
    void setAxisFit(AxisFit fit);
    AxisFit axisFit() const { return fit_; }

    /// The unit the chart shows memory in (the memory and KV-cache charts and their notes; the
    /// grid hands it the model's before every setData()). Binary (GiB) unless set.
    void setMemoryUnit(units::MemoryUnit unit) { memoryUnit_ = unit; }
    units::MemoryUnit memoryUnit() const { return memoryUnit_; }

    /// The tooltip of the point or line under the mouse (display units, translated), or empty
    /// when the mouse is over nothing explainable. Shown by the view's tooltip event.
    QString hoverToolTip() const { return hoverTip_; }
    /// Paints the axes' lines and texts, the legend's texts and the labels from pixmaps cached
    /// until they change (default on): a repaint then redraws only the series. Vector exports
    /// turn it off, or an SVG or PDF would hold bitmaps of them.
    /// Runs the layout and the changed-item pass that the chart's scene has queued.
    void settle();
    void setItemCaching(bool on);
    bool itemCaching() const { return itemCaching_; }

    // Read-only views for tests, export and the window.
    QAbstractSeries* seriesByKey(const QString& key) const;
    QStringList seriesKeys() const;
    /// How Qt Charts' item of XY series `key` is cached between paints; none when the item is
    /// not known (cacheItems()).
    std::optional<QGraphicsItem::CacheMode> seriesCacheMode(const QString& key) const;
    /// The points of an XY series in display units (log axes undone), e.g. TFLOP/s, GiB.
    QList<QPointF> dataPoints(const QString& key) const;
    /// The edges of the shaded band `key` (a P10-P90 range) in display units: lower or upper.
    QList<QPointF> bandPoints(const QString& key, bool upper) const;
    /// The display name of the series `key` (also its "displayName" property), or empty. A
    /// series kept out of the legend has an empty QAbstractSeries::name(): Qt 6.4's legend
    /// would reserve room for it.
    QString seriesName(const QString& key) const;
    /// Range in display units of the value axis, when the axis is a ScaleAxis.
    std::optional<AxisRange> axisRange(Qt::Orientation orientation) const;
    /// Range in display units of the secondary (right) value axis, if the chart has one.
    std::optional<AxisRange> secondaryAxisRange() const;
    QString axisTitle(Qt::Orientation orientation) const;
    /// Annotation texts currently shown (ridge values, "needs N GPUs", longest contexts).
    QStringList labelTexts() const { return labels_.visibleTexts(); }
    /// Where those labels are (chart coordinates, same order), the markers and axis-parallel
    /// lines they keep off, and the plot area they stay inside.
    QList<QRectF> labelRects() const { return labels_.visibleRects(); }
    /// Where the label `key` is (chart coordinates), empty when it is not shown.
    QRectF labelRect(const QString& key) const { return labels_.rectOf(key); }
    QList<QRectF> labelObstacles() const { return labels_.obstacleRects(); }

    /// Points at one thing on the chart (lessons) until cleared; it follows the data. Returns
    /// false, drawing nothing, when `h` names nothing the chart shows now. Several may be shown.
    bool addHighlight(const ChartHighlight& h);
    void clearHighlights();
    /// Whether every highlight is drawn now (false when there is none), and the outline of
    /// them all in chart coordinates.
    bool highlightVisible() const;
    QRectF highlightRect() const;
    /// A point in display units to chart coordinates (through the secondary y axis if
    /// `secondary`); nullopt when the chart has no series on those axes yet.
    std::optional<QPointF> chartPosition(QPointF p, bool secondary = false) const;
    /// The inverse of chartPosition(): the display-unit point under `viewportPos` (primary
    /// axes), or nullopt outside the plot.
    std::optional<QPointF> valueAt(QPoint viewportPos) const;
    /// The notes of Scenario::annotations drawn on this chart, and the one (its index in the
    /// scenario's list) within a few pixels of `viewportPos`.
    QStringList noteTexts() const { return notes_ ? notes_->drawnTexts() : QStringList(); }
    std::optional<int> noteAt(QPoint viewportPos) const;
    /// Multiplies line widths and marker sizes (the presenter view's thick lines; default 1).
    void setLineScale(qreal scale);
    qreal lineScale() const { return lineScale_; }

    /// Hides the values a class is asked to predict (View > Predict First): the series marked
    /// SeriesSpec::answer (operating points, the current batch's point) and what a chart adds in
    /// answersHiddenChanged(), until a click on the chart or setAnswersHidden(false).
    void setAnswersHidden(bool hidden);
    bool answersHidden() const { return answersHidden_; }

Q_SIGNALS:
    /// A click showed the answers this chart hid.
    void answersRevealed();
    /// The user hovers something explainable: a short key ("decode-point", "ridge",
    /// "memory-bar", "kv-limit", "cost-point"...) and the index of the GPU choice it belongs to
    /// (-1 when it belongs to none).
    void hovered(const QString& key, int gpuIndex);

protected:
    void paintEvent(QPaintEvent* event) override;
    /// While answers are hidden, a left click reveals them (and does nothing else).
    void mousePressEvent(QMouseEvent* event) override;
    /// Hides or shows what the chart keeps beyond its XY series (the memory chart's bars).
    virtual void answersHiddenChanged(bool /*hidden*/) {}
    /// Colours resolved against the palette when styles are applied.
    static constexpr int inkColor = -1;   ///< the palette's text colour
    static constexpr int mutedColor = -2; ///< between text and background

    struct SeriesSpec {
        QString name;
        int color = inkColor; ///< a GPU index (its colour slot's gpuColor), inkColor or mutedColor
        Qt::PenStyle pen = Qt::SolidLine;
        /// A dash pattern in pen widths (overrides `pen`), short enough to show in a legend
        /// marker; empty for `pen`.
        QList<qreal> dashes;
        /// Where `dashes` starts, in pen widths: lines drawn on one another with the same
        /// pattern shifted show each colour in turn (GPUs with the same free memory).
        qreal dashOffset = 0;
        qreal width = 2;
        bool scatter = false;
        QScatterSeries::MarkerShape shape = QScatterSeries::MarkerShapeCircle;
        qreal markerSize = 9;
        bool hollow = false; ///< scatter: outline only (the pinned scenario)
        bool faded = false;  ///< drawn lighter (the pinned scenario)
        bool inLegend = true;
        /// Line: labels keep off its segments (scatter markers are always kept clear).
        bool labelsAvoid = false;
        /// Drawn against the secondary (right) value axis; only with setSecondaryY().
        bool secondary = false;
        QString hoverKey; ///< emitted by hovered(); none when empty
        int gpuIndex = -1;
        /// Tooltip for a hovered point in display units; none when empty.
        std::function<QString(QPointF)> tooltip;
        /// A value to predict: hidden while answers are hidden (setAnswersHidden()).
        bool answer = false;
    };

    /// Starts an update: series and labels not set again before endUpdate() are removed.
    void beginUpdate();
    /// Creates the series `key` on first use, restyles it when the spec changed, and replaces
    /// its points (display units; dropped where a log axis cannot show them).
    QXYSeries* setSeries(const QString& key, const SeriesSpec& spec, const QList<QPointF>& points);
    /// The shaded P10-P90 band `key` between `lower` and `upper` (display units, the same x),
    /// in the colour `color` (a GPU index, inkColor or mutedColor), translucent, behind the
    /// curves. Pairs a log axis cannot show are dropped together. Not in the legend.
    void setBand(const QString& key, int color, const QList<QPointF>& lower,
                 const QList<QPointF>& upper, bool secondary = false);
    /// Keeps a series that is not an XY series (bars) through the update.
    void keepSeries(QAbstractSeries* series);
    void endUpdate();

    /// Installs the chart's value axes (bottom, left); either may be null (bars).
    void setScales(std::unique_ptr<ScaleAxis> x, std::unique_ptr<ScaleAxis> y);
    /// Installs a second value axis on the right, for series with SeriesSpec::secondary; call
    /// after setScales() and before the first setSeries().
    void setSecondaryY(std::unique_ptr<ScaleAxis> y);
    ScaleAxis* scaleX() const { return x_.get(); }
    ScaleAxis* scaleY() const { return y_.get(); }
    ScaleAxis* scaleY2() const { return y2_.get(); }
    /// A point in display units to axis coordinates (of the secondary y axis if `secondary`).
    QPointF toAxis(QPointF p, bool secondary = false) const;

    ChartLabels& labels() { return labels_; }
    QColor color(int role) const;
    bool isDark() const { return dark_; }
    const QPalette& chartPalette() const { return palette_; }
    static QString pinnedName(const QString& name);

    /// Derived constructors call this last: shows the title and applies the palette.
    void finishSetup();

    /// Shows `text` as the tooltip of what the mouse is over (bars); empty hides it.
    void setHoverToolTip(const QString& text);

    /// Called by applyPalette() after the common elements: recolour what is not an XY series.
    virtual void paletteApplied() {}
    /// Called when the plot area moved or was resized, before the labels are placed again.
    virtual void plotAreaResized(const QRectF& /*plotArea*/) {}

    void changeEvent(QEvent* event) override;
    /// Tooltip events of the viewport show hoverToolTip() (QGraphicsView would ask the scene,
    /// which has no item tooltips, and hide it), else the widget's own tooltip.
    bool viewportEvent(QEvent* event) override;

    /// Stores the arguments of setData so that a palette change can redraw labels.
    void remember(const ChartData& data, const Scenario& scenario, const ChartData* pinned);

private:
    struct Entry {
        QXYSeries* series = nullptr;
        SeriesSpec spec;
        /// The colour the spec's colour resolved to when it was styled: a GPU index's colour
        /// follows the GPU, so the same spec can need another colour after a reorder.
        QColor color;
        bool touched = false;
        /// Qt Charts' item that draws the series, when it could be told (cacheItems()).
        QGraphicsItem* item = nullptr;
        /// Whether the series moved in each of the last updates (lowest bit: the latest).
        unsigned moves = 0;
        /// Updates since the series was last set, while it waits hidden to come back
        /// (endUpdate()); 0 while it is shown.
        int parked = 0;
    };
    /// Gives the labels the highlights' point rings to keep off; true when they changed.
    bool reserveHighlightRings();
    void applyStyle(Entry& entry);
    /// Shows or hides the series of `entry`; Qt shows a shown series' legend marker again, so
    /// one kept out of the legend has its marker hidden again.
    void setSeriesVisible(Entry& entry, bool visible);
    /// A new series `key` in the chart, on its axes, reporting hovers.
    /// Makes `entry`'s series from its spec, adds it to the chart and notes its item.
    void createSeries(const QString& key, Entry& entry);
    /// Qt Charts' items that draw XY series, as they are now.
    QSet<QGraphicsItem*> seriesItems() const;
    /// Attaches `series` to the chart's axes (the primary or the secondary y axis).
    void attachAxes(QXYSeries* series, bool secondary);
    /// Puts the series in the order this update set them (the legend's order), when a series
    /// created in this update would otherwise follow ones set after it.
    void orderSeries();
    void fitTickLabels();
    void styleAxis(QAbstractAxis* axis);
    /// Applies the caching mode to the chart's line and text items, including ones Qt Charts
    /// created since (axis ticks, legend entries).
    void cacheItems();
    /// Has `text`'s cache renewed whenever its text or layout changes (once per text document).
    void watchText(QGraphicsTextItem* text);
    /// Throws away `text`'s cached pixmap and what Qt noted as exposed on it, so that the next
    /// paint draws it whole; during a paint, after it.
    void renewTextCache(QGraphicsTextItem* text);

    QChart* chartItem_;
    ChartLabels labels_;
    ChartBands bands_;
    QHash<QString, bool> bandSecondary_;
    std::unique_ptr<ScaleAxis> x_, y_, y2_;
    QHash<QString, Entry> series_;
    QStringList setOrder_; ///< keys in the order of this update's setSeries() calls
    QList<QAbstractSeries*> kept_;
    QPalette palette_;
    bool dark_ = false;
    bool titleVisible_ = true;
    bool inPaletteChange_ = false;
    AxisFit fit_ = AxisFit::refit;
    units::MemoryUnit memoryUnit_ = units::MemoryUnit::binary;
    QString hoverTip_;
    bool itemCaching_ = true;
    bool painting_ = false;
    QList<QPointer<QGraphicsTextItem>> lateTexts_; ///< texts that changed during a paint
    struct Remembered {
        ChartData data;
        Scenario scenario;
        std::optional<ChartData> pinned;
    };
    std::optional<Remembered> last_;
    std::vector<int> colorSlots_; ///< gpuColorSlots() of the GPU choices, index for index
    std::vector<std::unique_ptr<ChartHighlighter>> highlighters_;
    std::unique_ptr<ChartNotes> notes_;
    qreal lineScale_ = 1;
    bool answersHidden_ = false;
};

} // namespace ridgeline::ui
