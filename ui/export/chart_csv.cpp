// The numbers each chart draws, as CSV: straight from ChartData, converted to the chart's display
// units (GiB or GB as the window shows memory, TFLOP/s) and nothing else.
#include "ui/export/chart_export.h"

#include "core/physics/physics.h"
#include "ui/ridge_words.h"
#include "ui/units.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <tuple>

namespace ridgeline::ui {

namespace {

constexpr double flopPerTflop = 1e12;

QString csvField(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

// A value without a number (an overloaded rate's waits) is an empty cell.
QString csvNumber(double value) {
    return std::isfinite(value) ? QString::number(value, 'g', 10) : QString();
}

QString csvNumber(const std::optional<double>& value) {
    return value ? csvNumber(*value) : QString();
}

// Bytes in the memory unit the window shows (GiB or GB); the headers name it.
QString mem(double bytes, units::MemoryUnit unit) {
    return csvNumber(units::inMemoryUnit(bytes, unit));
}

class Csv {
public:
    void row(const QStringList& fields) {
        QStringList quoted;
        quoted.reserve(fields.size());
        for (const QString& f : fields)
            quoted << csvField(f);
        text_ += quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    QString text() const { return text_; }

private:
    QString text_;
};

/// "H100 SXM", "2x H100 SXM", "2x H100 SXM (TP2)": choices of one GPU stay apart.
QString choiceName(const std::string& name, int count, int tensorParallel) {
    const QString gpu = QString::fromStdString(name);
    if (count <= 1)
        return gpu;
    if (tensorParallel <= 1)
        return ChartExport::tr("%1x %2").arg(count).arg(gpu);
    return ChartExport::tr("%1x %2 (TP%3)").arg(count).arg(gpu).arg(tensorParallel);
}

QString choiceName(const ChartData& data, std::size_t i, const std::string& name) {
    if (i < data.memory.size())
        return choiceName(name, data.memory[i].count, data.memory[i].tensorParallel);
    return QString::fromStdString(name);
}

QString boundName(Bound bound) {
    switch (bound) {
    case Bound::compute:
        return ChartExport::tr("compute");
    case Bound::communication:
        return ChartExport::tr("communication");
    case Bound::memory:
        break;
    }
    return ChartExport::tr("memory");
}

QString rooflineCsv(const ChartData& data) {
    const bool training = data.mode == Mode::training;
    Csv csv;
    csv.row({ChartExport::tr("GPU"), ChartExport::tr("Series"),
             ChartExport::tr("Intensity (FLOP/byte)"), ChartExport::tr("Performance (TFLOP/s)"),
             ChartExport::tr("Attainable (TFLOP/s)"), ChartExport::tr("Bound")});
    for (std::size_t i = 0; i < data.roofline.size(); ++i) {
        const RooflineSeries& r = data.roofline[i];
        const QString gpu = choiceName(data, i, r.gpuName);
        for (const XY& p : r.roof)
            csv.row({gpu,
                     ChartExport::tr("roof"),
                     csvNumber(p.x),
                     csvNumber(p.y / flopPerTflop),
                     csvNumber(p.y / flopPerTflop),
                     {}});
        for (const XY& p : r.effectiveRoof)
            csv.row({gpu,
                     ChartExport::tr("effective roof"),
                     csvNumber(p.x),
                     csvNumber(p.y / flopPerTflop),
                     csvNumber(p.y / flopPerTflop),
                     {}});
        csv.row({gpu,
                 ridge::gpuRidge(),
                 csvNumber(r.ridge),
                 csvNumber(r.peakFlops / flopPerTflop),
                 csvNumber(r.peakFlops / flopPerTflop),
                 {}});
        csv.row({gpu,
                 ridge::engineRidge(),
                 csvNumber(r.effectiveRidge),
                 csvNumber(r.effectivePeakFlops / flopPerTflop),
                 csvNumber(r.effectivePeakFlops / flopPerTflop),
                 {}});
        const std::tuple<const OperatingPoint*, QString, ridge::Pass> points[] = {
            {&r.decode, ChartExport::tr("decode"), ridge::Pass::decode},
            {&r.prefill, ChartExport::tr("prefill"), ridge::Pass::prefill},
            {&r.training, ChartExport::tr("training step"), ridge::Pass::trainingStep}};
        for (const auto& [point, name, pass] : points) {
            // The points of the scenario's mode, as the chart draws them.
            if ((point == &r.training) != training)
                continue;
            if (point->intensity <= 0 || point->flopsPerS <= 0)
                continue;
            // The pass's own roof, which its verdict is taken against.
            csv.row({gpu,
                     ridge::passRidge(pass),
                     csvNumber(point->effectiveRidge),
                     csvNumber(point->effectivePeakFlops / flopPerTflop),
                     csvNumber(point->effectivePeakFlops / flopPerTflop),
                     {}});
            csv.row({gpu, name, csvNumber(point->intensity),
                     csvNumber(point->flopsPerS / flopPerTflop),
                     csvNumber(point->attainable / flopPerTflop), boundName(point->bound)});
        }
        if (!training && r.verifyTokens > 0) {
            const OperatingPoint& v = r.verify;
            csv.row({gpu, ChartExport::tr("verify (%1 tokens)").arg(r.verifyTokens),
                     csvNumber(v.intensity), csvNumber(v.flopsPerS / flopPerTflop),
                     csvNumber(v.attainable / flopPerTflop), boundName(v.bound)});
        }
        // With offload: the host's roof and the host's part of a decode step on it.
        for (const XY& p : r.hostRoof)
            csv.row({gpu,
                     ChartExport::tr("host roof"),
                     csvNumber(p.x),
                     csvNumber(p.y / flopPerTflop),
                     csvNumber(p.y / flopPerTflop),
                     {}});
        if (r.hostDecode)
            csv.row({gpu, ChartExport::tr("decode, host part"), csvNumber(r.hostDecode->intensity),
                     csvNumber(r.hostDecode->flopsPerS / flopPerTflop),
                     csvNumber(r.hostDecode->attainable / flopPerTflop),
                     boundName(r.hostDecode->bound)});
    }
    return csv.text();
}

QString memoryCsv(const ChartData& data, units::MemoryUnit unit) {
    Csv csv;
    const QString u = units::memoryUnitSymbol(unit);
    QStringList header(
        {ChartExport::tr("GPU"), ChartExport::tr("GPUs"), ChartExport::tr("Tensor parallel"),
         ChartExport::tr("Weights (%1)").arg(u), ChartExport::tr("KV cache (%1)").arg(u),
         ChartExport::tr("Activations (%1)").arg(u), ChartExport::tr("Gradients (%1)").arg(u),
         ChartExport::tr("Optimizer states (%1)").arg(u),
         ChartExport::tr("Runtime overhead (%1)").arg(u)});
    // Speculative decoding's draft model: a column only when some configuration has one.
    const bool draft = std::any_of(data.memory.begin(), data.memory.end(),
                                   [](const MemoryBar& b) { return b.memory.draft > 0; });
    if (draft)
        header << ChartExport::tr("Draft model (%1)").arg(u);
    header << QStringList{ChartExport::tr("Total per GPU (%1)").arg(u),
                          ChartExport::tr("Usable per GPU (%1)").arg(u), ChartExport::tr("Fits"),
                          ChartExport::tr("GPUs needed")};
    csv.row(header);
    for (const MemoryBar& bar : data.memory) {
        const MemoryFigures& m = bar.memory;
        QStringList row{QString::fromStdString(bar.gpuName),
                        QString::number(bar.count),
                        QString::number(bar.tensorParallel),
                        mem(m.weights, unit),
                        mem(m.kvCache, unit),
                        mem(m.activations, unit),
                        mem(m.gradients, unit),
                        mem(m.optimizer, unit),
                        mem(m.overhead, unit)};
        if (draft)
            row << mem(m.draft, unit);
        row << QStringList{mem(m.perGpu, unit), mem(m.usable, unit),
                           m.fits ? ChartExport::tr("yes") : ChartExport::tr("no"),
                           QString::number(m.gpusNeeded)};
        csv.row(row);
    }
    // With offload: what lives in host memory, as the memory chart's last bar.
    if (data.hostMemory) {
        const MemoryFigures& m = *data.hostMemory;
        csv.row({ChartExport::tr("host memory"), QString::number(0), QString::number(0),
                 mem(m.weights, unit), mem(m.kvCache, unit), mem(0, unit), mem(0, unit),
                 mem(0, unit), mem(0, unit), mem(m.perGpu, unit), mem(m.usable, unit),
                 m.fits ? ChartExport::tr("yes") : ChartExport::tr("no"), QString::number(0)});
    }
    return csv.text();
}

QString kvCsv(const ChartData& data, units::MemoryUnit unit) {
    const KvChart& kv = data.kv;
    Csv csv;
    const QString u = units::memoryUnitSymbol(unit);
    QStringList header{ChartExport::tr("Context (tokens)")};
    for (std::size_t k = 0; k < kv.series.size(); ++k) {
        const QString batch = csvNumber(kv.series[k].batch);
        header << (k == 0   ? ChartExport::tr("KV cache at batch %1 (%2)").arg(batch, u)
                   : k == 1 ? ChartExport::tr("KV cache at current batch %1 (%2)").arg(batch, u)
                            : ChartExport::tr("KV cache at largest batch %1 (%2)").arg(batch, u));
    }
    for (std::size_t i = 0; i < kv.limits.size(); ++i)
        header << ChartExport::tr("%1 free for KV cache (%2)")
                      .arg(choiceName(data, i, kv.limits[i].gpuName), u);
    csv.row(header);
    for (std::size_t c = 0; c < kv.contexts.size(); ++c) {
        QStringList row{csvNumber(kv.contexts[c])};
        for (const KvSeries& s : kv.series)
            row << (c < s.bytes.size() ? mem(s.bytes[c], unit) : QString());
        for (const KvLimit& l : kv.limits)
            row << mem(l.freeBytes, unit);
        csv.row(row);
    }
    return csv.text();
}

QString costCsv(const ChartData& data) {
    // The curves share the sweep's batches but end where each GPU runs out of memory.
    std::map<double, std::vector<std::optional<double>>> rows;
    const std::size_t columns = 2 * data.cost.size();
    for (std::size_t i = 0; i < data.cost.size(); ++i) {
        const CostCurve& c = data.cost[i];
        for (std::size_t side = 0; side < 2; ++side)
            for (const XY& p : side == 0 ? c.owned : c.cloud) {
                auto& row = rows[p.x];
                row.resize(columns);
                row[2 * i + side] = p.y;
            }
    }
    Csv csv;
    QStringList header{ChartExport::tr("Batch (sequences)")};
    for (std::size_t i = 0; i < data.cost.size(); ++i) {
        const QString gpu = choiceName(data, i, data.cost[i].gpuName);
        header << ChartExport::tr("%1 owned ($ per 1M tokens)").arg(gpu)
               << ChartExport::tr("%1 cloud ($ per 1M tokens)").arg(gpu);
    }
    csv.row(header);
    for (const auto& [batch, values] : rows) {
        QStringList row{csvNumber(batch)};
        for (const std::optional<double>& v : values)
            row << csvNumber(v);
        csv.row(row);
    }
    return csv.text();
}

// One row per GPU count that any choice has; `columns` values per choice.
template <class Series, class Fill>
QString perGpuCountCsv(const std::vector<Series>& all, const QStringList& columnNames, Fill fill) {
    const std::size_t columns = std::size_t(columnNames.size());
    std::map<double, std::vector<std::optional<double>>> rows;
    for (std::size_t i = 0; i < all.size(); ++i)
        for (const auto& p : all[i].points) {
            auto& row = rows[p.gpus];
            row.resize(columns * all.size());
            fill(p, &row[columns * i]);
        }
    Csv csv;
    QStringList header{ChartExport::tr("GPUs")};
    for (std::size_t i = 0; i < all.size(); ++i) {
        // The GPU without its count: the count is the first column.
        const QString gpu = QString::fromStdString(all[i].gpuName);
        for (const QString& column : columnNames)
            header << column.arg(gpu);
    }
    csv.row(header);
    for (const auto& [gpus, values] : rows) {
        QStringList row{csvNumber(gpus)};
        for (const std::optional<double>& v : values)
            row << csvNumber(v);
        for (std::size_t k = values.size(); k < columns * all.size(); ++k)
            row << QString();
        csv.row(row);
    }
    return csv.text();
}

QString scalingCsv(const ChartData& data) {
    return perGpuCountCsv(data.training.scaling,
                          {ChartExport::tr("%1 throughput (tokens/s)"),
                           ChartExport::tr("%1 scaling efficiency (%)"),
                           ChartExport::tr("%1 nodes")},
                          [](const ScalingPoint& p, std::optional<double>* out) {
                              out[0] = p.tokensPerS;
                              out[1] = 100 * p.scalingEfficiency;
                              out[2] = double(p.nodes);
                          });
}

QString timeCostCsv(const ChartData& data) {
    return perGpuCountCsv(data.training.timeCost,
                          {ChartExport::tr("%1 time to train (days)"),
                           ChartExport::tr("%1 owned run cost ($)"),
                           ChartExport::tr("%1 cloud run cost ($)")},
                          [](const TimeCostPoint& p, std::optional<double>* out) {
                              out[0] = p.days;
                              out[1] = p.ownedUsd;
                              out[2] = p.cloudUsd;
                          });
}

QString servingCsv(const ChartData& data) {
    const ServingCurve empty;
    const ServingCurve& c = data.serving ? *data.serving : empty;
    const double pct = c.limits.percentile;
    const QString at = QString::number(pct, 'g', 4);
    // The limits' own percentile, when the fixed columns do not hold it.
    const bool atColumns = pct != 50 && pct != 90 && pct != 99;
    QStringList header{
        ChartExport::tr("Request rate (req/s)"), ChartExport::tr("Completed (req/s)"),
        ChartExport::tr("Completed (tokens/s)"), ChartExport::tr("Offered (tokens/s)"),
        ChartExport::tr("TTFT P50 (s)"),         ChartExport::tr("TTFT P90 (s)"),
        ChartExport::tr("TTFT P99 (s)"),         ChartExport::tr("TPOT P50 (s)"),
        ChartExport::tr("TPOT P90 (s)"),         ChartExport::tr("TPOT P99 (s)"),
        ChartExport::tr("Latency P99 (s)")};
    if (atColumns)
        header << ChartExport::tr("TTFT P%1 (s)").arg(at) << ChartExport::tr("TPOT P%1 (s)").arg(at)
               << ChartExport::tr("Latency P%1 (s)").arg(at);
    const std::optional<double> limits[] = {c.limits.ttftS, c.limits.tpotS, c.limits.latencyS};
    const QString limitNames[] = {ChartExport::tr("TTFT limit at P%1 (s)").arg(at),
                                  ChartExport::tr("TPOT limit at P%1 (s)").arg(at),
                                  ChartExport::tr("Latency limit at P%1 (s)").arg(at)};
    for (int i = 0; i < 3; ++i)
        if (limits[i])
            header << limitNames[i];
    header << ChartExport::tr("Capacity");
    Csv csv;
    csv.row(header);
    for (const ServingCurvePoint& p : c.points) {
        QStringList row{csvNumber(p.requestsPerS),     csvNumber(p.completedRequestsPerS),
                        csvNumber(p.outputTokensPerS), csvNumber(p.offeredTokensPerS),
                        csvNumber(p.ttftS.p50),        csvNumber(p.ttftS.p90),
                        csvNumber(p.ttftS.p99),        csvNumber(p.tpotS.p50),
                        csvNumber(p.tpotS.p90),        csvNumber(p.tpotS.p99),
                        csvNumber(p.latencyS.p99)};
        if (atColumns)
            row << csvNumber(p.ttftAtPercentileS) << csvNumber(p.tpotAtPercentileS)
                << csvNumber(p.latencyAtPercentileS);
        for (const std::optional<double>& limit : limits)
            if (limit)
                row << csvNumber(*limit);
        row << (p.requestsPerS == c.capacity.requestsPerS ? QStringLiteral("1") : QString());
        csv.row(row);
    }
    return csv.text();
}

} // namespace

QString chartCsv(const ChartData& data, int chartIndex, units::MemoryUnit unit) {
    switch (chartIndex) {
    case RooflineIndex:
        return rooflineCsv(data);
    case MemoryIndex:
        return memoryCsv(data, unit);
    case KvCacheIndex:
        return kvCsv(data, unit);
    case CostIndex:
        return costCsv(data);
    case ScalingIndex:
        return scalingCsv(data);
    case TimeCostIndex:
        return timeCostCsv(data);
    case ServingIndex:
        return servingCsv(data);
    default:
        return {};
    }
}

} // namespace ridgeline::ui
