#include "core/chart_data.h"

#include "core/evaluate.h"
#include "core/sweep.h"

#include <algorithm>

namespace ridgeline {

namespace {

OperatingPoint pointOf(double flops, double bytes, double seconds, const RooflineFigures& roof) {
    OperatingPoint p;
    p.intensity = bytes > 0 ? flops / bytes : 0;
    p.flopsPerS = seconds > 0 ? flops / seconds : 0;
    p.attainable = std::min(roof.peakFlops, p.intensity * roof.bandwidth);
    p.bound = p.intensity < roof.ridge ? Bound::memory : Bound::compute;
    return p;
}

RooflineSeries rooflineOf(const GpuChoice& c, const Results& r, const ChartRanges& ranges) {
    RooflineSeries s;
    s.gpuId = c.gpu.id;
    s.gpuName = c.gpu.name;
    s.peakFlops = r.roofline.peakFlops;
    s.bandwidth = r.roofline.bandwidth;
    s.ridge = r.roofline.ridge;
    const double lo = std::min(ranges.minIntensity, s.ridge);
    const double hi = std::max(ranges.maxIntensity, s.ridge);
    s.roof = {{lo, lo * s.bandwidth}, {s.ridge, s.peakFlops}, {hi, s.peakFlops}};
    const StepCost& d = r.inference.decode;
    const StepCost& p = r.inference.prefill;
    s.decode = pointOf(d.flops, d.bytes, d.seconds, r.roofline);
    s.prefill = pointOf(p.flops, p.bytes, p.seconds, r.roofline);
    s.training =
        pointOf(r.training.stepFlops, r.training.stepBytes, r.training.stepTimeS, r.roofline);
    return s;
}

CostCurve costOf(const Scenario& on, const GpuChoice& c, const Results& r,
                 std::span<const double> batches) {
    CostCurve curve;
    curve.gpuId = c.gpu.id;
    curve.gpuName = c.gpu.name;
    curve.currentBatch = on.workload.batch;
    curve.currentOwned = r.cost.ownedUsdPerMillion;
    curve.currentCloud = r.cost.cloudUsdPerMillion;
    Scenario s = on;
    s.workload.mode = Mode::inference;
    for (double b : batches) {
        s.workload.batch = int(b);
        const Results point = evaluate(s);
        if (!point.memory.fits)
            break;
        if (point.cost.ownedUsdPerMillion)
            curve.owned.push_back({b, *point.cost.ownedUsdPerMillion});
        if (point.cost.cloudUsdPerMillion)
            curve.cloud.push_back({b, *point.cost.cloudUsdPerMillion});
    }
    return curve;
}

} // namespace

Scenario scenarioOn(const Scenario& s, const GpuChoice& choice) {
    Scenario out = s;
    out.hardware.gpu = choice.gpu;
    out.hardware.catalogueId = choice.gpu.id;
    out.hardware.count = choice.count;
    out.workload.tensorParallel = choice.tensorParallel;
    out.workload.dataParallel = 0;
    if (choice.gpu.id != s.hardware.gpu.id) {
        out.hardware.gpusPerNode.reset();
        out.hardware.network.reset();
        out.hardware.nicsPerNode.reset();
    }
    out.economics.gpuPriceUsd.reset();
    out.economics.cloudUsdPerGpuHour.reset();
    return out;
}

ChartData buildChartData(const Scenario& s, std::span<const GpuChoice> choices,
                         const ChartRanges& ranges) {
    ChartData data;
    const std::vector<double> contexts =
        logIntegerRange(ranges.minContext, ranges.maxContext, ranges.points);
    const std::vector<double> batches =
        logIntegerRange(ranges.minBatch, ranges.maxBatch, ranges.points);

    data.results.reserve(choices.size());
    for (const GpuChoice& c : choices) {
        const Scenario on = scenarioOn(s, c);
        const Results r = evaluate(on);
        data.results.push_back(r);
        data.roofline.push_back(rooflineOf(c, r, ranges));
        data.memory.push_back({c.gpu.id, c.gpu.name, c.count, c.tensorParallel, r.memory});
        data.cost.push_back(costOf(on, c, r, batches));

        KvLimit limit{c.gpu.id, c.gpu.name, 0, 0, r.inference.maxBatch};
        const double perGpuFree = r.memory.usable - (r.memory.perGpu - r.memory.kvCache);
        limit.freeBytes = std::max(0.0, perGpuFree * c.tensorParallel);
        const double perContextToken = r.inference.kvBytesPerToken * s.workload.batch;
        limit.longestContext = perContextToken > 0 ? limit.freeBytes / perContextToken : 0;
        data.kv.limits.push_back(limit);
    }

    KvChart& kv = data.kv;
    kv.contexts = contexts;
    kv.currentContext = double(s.workload.promptTokens + s.workload.outputTokens);
    const double kvPerToken = kvBytesPerToken(s.model.arch, s.workload.kvFormat.bytes());
    std::vector<double> batchesShown{1.0, double(s.workload.batch)};
    kv.largestFrom = ranges.primary < data.results.size() ? ranges.primary : 0;
    if (!data.results.empty() && data.results[kv.largestFrom].inference.maxBatch > 0)
        batchesShown.push_back(double(data.results[kv.largestFrom].inference.maxBatch));
    for (double b : batchesShown) {
        KvSeries series{b, {}};
        series.bytes.reserve(contexts.size());
        for (double c : contexts)
            series.bytes.push_back(kvPerToken * c * b);
        kv.series.push_back(std::move(series));
    }
    return data;
}

} // namespace ridgeline
