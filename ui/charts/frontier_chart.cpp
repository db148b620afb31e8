#include "ui/charts/frontier_chart.h"

#include "ui/charts/chart_style.h"

#include <QChart>
#include <QLegend>
#include <QValueAxis>

#include <algorithm>
#include <bit>
#include <cmath>

namespace ridgeline::ui {

namespace {

// A dash pattern for each tensor-parallel size (1, 2, 4 ... 64 and beyond): layouts of one GPU
// share its colour and are told apart by the line and the marker.
QList<qreal> frontierDashes(int tensorParallel) {
    const int step = std::bit_width(unsigned(std::max(1, tensorParallel))) - 1;
    switch (step) {
    case 0:
        return {};
    case 1:
        return {6, 3};
    case 2:
        return {1.5, 2};
    case 3:
        return {6, 2, 1.5, 2};
    case 4:
        return {6, 2, 1.5, 2, 1.5, 2};
    case 5:
        return {10, 3};
    default:
        return {3, 3};
    }
}

QString frontierMoney(const std::optional<double>& usd) {
    return usd ? QStringLiteral("$%1").arg(formatValue(*usd)) : FrontierChart::tr("no price");
}

} // namespace

FrontierChart::FrontierChart(QWidget* parent)
    : ChartView(parent) {
    auto x = std::make_unique<ScaleAxis>(Scale::linear, tr("Tokens/s per user"), formatCompact);
    auto y =
        std::make_unique<ScaleAxis>(Scale::log10, tr("Output tokens/s per GPU"), formatCompact);
    x->setMaxLabels(8);
    setScales(std::move(x), std::move(y));
    chart()->legend()->setAlignment(Qt::AlignRight);
    finishSetup();
}

QString FrontierChart::chartTitle() const {
    return tr("Frontier: throughput per GPU against interactivity");
}

void FrontierChart::setData(const ChartData& chartData, const Scenario& scenario,
                            const ChartData* pinned) {
    remember(chartData, scenario, pinned);
}

QString FrontierChart::configurationName(const FrontierConfiguration& c) {
    QString name = QStringLiteral("%1\u00d7 %2 TP%3")
                       .arg(c.count)
                       .arg(shortGpuName(c.gpuName))
                       .arg(c.tensorParallel);
    if (c.expertParallel > 1)
        name += tr(" EP%1").arg(c.expertParallel);
    if (c.dataParallelAttention)
        name += tr(", DP attention");
    return name;
}

void FrontierChart::setFrontier(const Frontier& f, const std::vector<std::string>& gpuIds) {
    frontier_ = f;
    gpuIds_ = gpuIds;
    // A GPU of the frontier that the list does not hold takes the next place.
    for (const FrontierConfiguration& c : frontier_.configurations)
        if (std::find(gpuIds_.begin(), gpuIds_.end(), c.gpuId) == gpuIds_.end())
            gpuIds_.push_back(c.gpuId);
    ChartData colours;
    for (const std::string& id : gpuIds_) {
        MemoryBar bar;
        bar.gpuId = id;
        colours.memory.push_back(bar);
    }
    // The colours need no scenario: one built once (a temporary here made GCC 12's unity build
    // warn of an uninitialised string in its destructor).
    static const Scenario noScenario;
    remember(colours, noScenario, nullptr);
    redraw();
}

void FrontierChart::setTotalTokens(bool total) {
    if (total == total_)
        return;
    total_ = total;
    redraw();
}

void FrontierChart::setInteractivity(double tokensPerSPerUser) {
    interactivity_ = tokensPerSPerUser;
    redraw();
}

void FrontierChart::setMeasured(std::vector<MeasuredFrontierPoint> points) {
    measured_ = std::move(points);
    redraw();
}

double FrontierChart::perGpu(const FrontierPoint& p) const {
    return total_ ? p.perGpuTotalTokensPerS : p.perGpuOutputTokensPerS;
}

QString FrontierChart::pointText(const FrontierConfiguration& c, const FrontierPoint& p) const {
    return tr("%1, %2, %3 weights, %4 compute\n"
              "concurrency %5: %6 tokens/s per GPU (%7 output), %8 tokens/s per user\n"
              "TTFT mean %9 ms, TPOT mean %10 ms\n"
              "per 1M output tokens: %11 owned, %12 cloud; %13 J per output token")
        .arg(configurationName(c), QString::fromStdString(c.engine),
             QString::fromStdString(c.weightFormat), QString::fromStdString(c.computeFormat))
        .arg(p.concurrency)
        .arg(formatValue(p.perGpuTotalTokensPerS), formatValue(p.perGpuOutputTokensPerS),
             formatValue(p.interactivityTokensPerS), formatValue(p.ttftS.mean * 1e3),
             formatValue(p.tpotS.mean * 1e3), frontierMoney(p.ownedUsdPerMillion),
             frontierMoney(p.cloudUsdPerMillion), formatValue(p.joulesPerOutputToken));
}

void FrontierChart::redraw() {
    pick_ = cheapestAtInteractivity(frontier_, interactivity_);
    double xHi = interactivity_, yLo = HUGE_VAL, yHi = 0;
    auto include = [&](double user, double gpu) {
        if (!(user > 0 && gpu > 0))
            return;
        xHi = std::max(xHi, user);
        yLo = std::min(yLo, gpu);
        yHi = std::max(yHi, gpu);
    };
    for (const FrontierConfiguration& c : frontier_.configurations)
        for (const FrontierPoint& p : c.points)
            include(p.interactivityTokensPerS, perGpu(p));
    for (const MeasuredFrontierPoint& m : measured_)
        include(m.interactivityTokensPerS,
                total_ ? m.perGpuTotalTokensPerS.value_or(m.perGpuOutputTokensPerS)
                       : m.perGpuOutputTokensPerS);
    if (yHi > 0) {
        scaleX()->fit(0, xHi * 1.05);
        scaleY()->fit(yLo, yHi);
    }
    scaleY()->axis()->setTitleText(total_ ? tr("Tokens/s per GPU (prompt and output)")
                                          : tr("Output tokens/s per GPU"));
    beginUpdate();
    if (frontier_.configurations.empty() && frontier_.simulations == 0) {
        const AxisRange xr = scaleX()->range(), yr = scaleY()->range();
        labels().set(QStringLiteral("empty"), tr("No layout of these GPUs holds the model"),
                     toAxis({xr.lo, yr.hi}), ChartLabels::Anchor::belowRight, color(inkColor));
    }
    addConfigurations();
    addFront();
    addPick();
    addMeasured();
    endUpdate();
}

void FrontierChart::addConfigurations() {
    for (std::size_t i = 0; i < frontier_.configurations.size(); ++i) {
        const FrontierConfiguration& c = frontier_.configurations[i];
        const int gpu = int(std::find(gpuIds_.begin(), gpuIds_.end(), c.gpuId) - gpuIds_.begin());
        QList<QPointF> points;
        for (const FrontierPoint& p : c.points)
            if (p.interactivityTokensPerS > 0 && perGpu(p) > 0)
                points << QPointF(p.interactivityTokensPerS, perGpu(p));
        auto tooltip = [this, i](QPointF at) {
            const FrontierConfiguration& conf = frontier_.configurations[i];
            const FrontierPoint* best = nullptr;
            double distance = HUGE_VAL;
            for (const FrontierPoint& p : conf.points) {
                if (!(p.interactivityTokensPerS > 0 && perGpu(p) > 0 && at.y() > 0))
                    continue;
                const double d = std::hypot(p.interactivityTokensPerS / std::max(at.x(), 1e-9) - 1,
                                            std::log10(perGpu(p) / at.y()));
                if (d < distance)
                    distance = d, best = &p;
            }
            return best ? pointText(conf, *best) : QString();
        };
        SeriesSpec line;
        line.name = configurationName(c);
        line.color = gpu;
        line.gpuIndex = gpu;
        line.dashes = frontierDashes(c.tensorParallel);
        line.width = 1.8;
        line.inLegend = false; // the legend keys below name colours, dashes and markers
        line.hoverKey = QStringLiteral("frontier-point");
        line.tooltip = tooltip;
        setSeries(QStringLiteral("config:%1").arg(i), line, points);
        SeriesSpec marks = line;
        marks.dashes = {};
        marks.scatter = true;
        marks.inLegend = false;
        marks.markerSize = 7;
        marks.shape = c.dataParallelAttention ? QScatterSeries::MarkerShapeTriangle
                      : c.expertParallel > 1  ? QScatterSeries::MarkerShapeRectangle
                                              : QScatterSeries::MarkerShapeCircle;
        setSeries(QStringLiteral("config-points:%1").arg(i), marks, points);
    }
    addLegendKeys();
}

void FrontierChart::addLegendKeys() {
    // One entry per GPU (its colour), per tensor-parallel size (its dashes) and per marker: a
    // rack's twenty layouts would not fit a legend of their own.
    std::vector<int> gpus, tps;
    bool spread = false, dp = false;
    for (const FrontierConfiguration& c : frontier_.configurations) {
        const int gpu = int(std::find(gpuIds_.begin(), gpuIds_.end(), c.gpuId) - gpuIds_.begin());
        if (std::find(gpus.begin(), gpus.end(), gpu) == gpus.end()) {
            gpus.push_back(gpu);
            SeriesSpec key;
            key.name = shortGpuName(c.gpuName);
            key.color = gpu;
            key.gpuIndex = gpu;
            key.width = 2.5;
            setSeries(QStringLiteral("legend-gpu:%1").arg(gpu), key, {});
        }
        if (std::find(tps.begin(), tps.end(), c.tensorParallel) == tps.end())
            tps.push_back(c.tensorParallel);
        spread = spread || c.expertParallel > 1;
        dp = dp || c.dataParallelAttention;
    }
    std::sort(tps.begin(), tps.end());
    for (const int tp : tps) {
        SeriesSpec key;
        key.name = tr("TP %1").arg(tp);
        key.color = mutedColor;
        key.dashes = frontierDashes(tp);
        setSeries(QStringLiteral("legend-tp:%1").arg(tp), key, {});
    }
    auto shapeKey = [this](const char* k, const QString& name, QScatterSeries::MarkerShape shape) {
        SeriesSpec key;
        key.name = name;
        key.color = mutedColor;
        key.scatter = true;
        key.shape = shape;
        key.markerSize = 9;
        setSeries(QLatin1String(k), key, {});
    };
    if (spread) {
        shapeKey("legend-ep1", tr("experts whole (EP 1)"), QScatterSeries::MarkerShapeCircle);
        shapeKey("legend-ep", tr("experts spread (EP = TP)"), QScatterSeries::MarkerShapeRectangle);
    }
    if (dp)
        shapeKey("legend-dp", tr("EP with DP attention"), QScatterSeries::MarkerShapeTriangle);
}

void FrontierChart::addFront() {
    QList<QPointF> points;
    for (const FrontierFrontPoint& at : frontier_.front) {
        const FrontierPoint& p =
            frontier_.configurations[std::size_t(at.configuration)].points[std::size_t(at.point)];
        points << QPointF(p.interactivityTokensPerS, perGpu(p));
    }
    SeriesSpec spec;
    spec.name = tr("Pareto front");
    spec.color = inkColor;
    spec.width = 3;
    spec.labelsAvoid = true;
    spec.hoverKey = QStringLiteral("frontier-front");
    spec.tooltip = [](QPointF) {
        return FrontierChart::tr("The Pareto front: no other point serves each user faster "
                                 "with more output tokens/s per GPU");
    };
    setSeries(QStringLiteral("front"), spec, points);
}

void FrontierChart::addPick() {
    const AxisRange yr = scaleY()->range();
    SeriesSpec line;
    line.name = tr("%1 tokens/s per user").arg(formatValue(interactivity_));
    line.color = mutedColor;
    line.pen = Qt::DashLine;
    line.width = 1.5;
    line.inLegend = false;
    line.labelsAvoid = true;
    setSeries(QStringLiteral("interactivity"), line,
              {QPointF(interactivity_, yr.lo), QPointF(interactivity_, yr.hi)});
    labels().set(QStringLiteral("interactivity"), line.name, toAxis({interactivity_, yr.hi}),
                 ChartLabels::Anchor::belowRight, color(mutedColor), 0, 0);
    auto mark = [&](const char* key, const std::optional<FrontierFrontPoint>& at,
                    const QString& what, QScatterSeries::MarkerShape shape,
                    ChartLabels::Anchor anchor) {
        const QString k = QLatin1String(key);
        QList<QPointF> points;
        QString text;
        if (at) {
            const FrontierConfiguration& c =
                frontier_.configurations[std::size_t(at->configuration)];
            const FrontierPoint& p = c.points[std::size_t(at->point)];
            points << QPointF(p.interactivityTokensPerS, perGpu(p));
            text = tr("cheapest %1: %2").arg(what, configurationName(c));
            labels().set(k, text, toAxis(points.front()), anchor, color(inkColor));
        }
        SeriesSpec spec;
        spec.name = tr("Cheapest %1").arg(what);
        spec.scatter = true;
        spec.shape = shape;
        spec.markerSize = 17;
        spec.hollow = true;
        spec.color = inkColor;
        spec.hoverKey = QStringLiteral("frontier-pick");
        spec.tooltip = [text](QPointF) { return text; };
        setSeries(k, spec, points);
    };
    mark("pick-owned", pick_.owned, tr("owned"), QScatterSeries::MarkerShapeStar,
         ChartLabels::Anchor::aboveRight);
    mark("pick-cloud", pick_.cloud, tr("cloud"), QScatterSeries::MarkerShapeRotatedRectangle,
         ChartLabels::Anchor::belowRight);
}

void FrontierChart::addMeasured() {
    QList<QPointF> points;
    for (std::size_t k = 0; k < measured_.size(); ++k) {
        const MeasuredFrontierPoint& m = measured_[k];
        const double y = total_ ? m.perGpuTotalTokensPerS.value_or(m.perGpuOutputTokensPerS)
                                : m.perGpuOutputTokensPerS;
        if (!(m.interactivityTokensPerS > 0 && y > 0))
            continue;
        points << QPointF(m.interactivityTokensPerS, y);
        labels().set(QStringLiteral("measured:%1").arg(k), QString::fromStdString(m.label),
                     toAxis(points.back()), ChartLabels::Anchor::aboveLeft, color(inkColor));
    }
    SeriesSpec spec;
    spec.name = tr("Measured");
    spec.scatter = true;
    spec.shape = QScatterSeries::MarkerShapePentagon;
    spec.markerSize = 12;
    spec.color = inkColor;
    spec.inLegend = !points.isEmpty();
    spec.hoverKey = QStringLiteral("frontier-measured");
    const std::vector<MeasuredFrontierPoint> all = measured_;
    spec.tooltip = [all](QPointF at) {
        const MeasuredFrontierPoint* best = nullptr;
        double distance = HUGE_VAL;
        for (const MeasuredFrontierPoint& m : all)
            if (std::abs(m.interactivityTokensPerS - at.x()) < distance)
                distance = std::abs(m.interactivityTokensPerS - at.x()), best = &m;
        if (!best)
            return QString();
        return FrontierChart::tr("measured %1: %2 output tokens/s per GPU, %3 tokens/s per "
                                 "user%4")
            .arg(QString::fromStdString(best->label), formatValue(best->perGpuOutputTokensPerS),
                 formatValue(best->interactivityTokensPerS),
                 best->source.empty() ? QString()
                                      : QStringLiteral(" (%1, %2)")
                                            .arg(QString::fromStdString(best->source),
                                                 QString::fromStdString(best->date)));
    };
    setSeries(QStringLiteral("measured"), spec, points);
}

} // namespace ridgeline::ui
