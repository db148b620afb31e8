#include "core/charts/chart_data.h"

#include "core/evaluation/evaluate.h"
#include "core/evaluation/sweep.h"
#include "core/physics/data_parallel_attention.h"
#include "core/physics/physics.h"
#include "core/serving/serving_sim.h"

#include <algorithm>
#include <limits>

namespace ridgeline {

namespace {

// The verdict and the pass's roof come with the pass from the core's evaluation; they are never
// re-derived here.
OperatingPoint rooflinePointOf(double flops, double bytes, double seconds,
                               const PassVerdict& verdict, const RooflineFigures& roof) {
    OperatingPoint p;
    p.intensity = bytes > 0 ? flops / bytes : 0;
    p.flopsPerS = seconds > 0 ? flops / seconds : 0;
    p.attainable = std::min(roof.peakFlops, p.intensity * roof.bandwidth);
    p.effectivePeakFlops = verdict.effectivePeakFlops;
    p.effectiveRidge = verdict.effectiveRidge;
    p.bound = verdict.bound;
    return p;
}

OperatingPoint rooflinePointOf(const StepCost& c, const RooflineFigures& roof) {
    return rooflinePointOf(c.flops, c.bytes, c.seconds,
                           {c.effectivePeakFlops, c.effectiveRidge, c.bound}, roof);
}

RooflineSeries rooflineOf(const GpuChoice& c, const Results& r, const ChartRanges& ranges) {
    RooflineSeries s;
    s.gpuId = c.gpu.id;
    s.gpuName = c.gpu.name;
    s.peakFlops = r.roofline.peakFlops;
    s.bandwidth = r.roofline.bandwidth;
    s.ridge = r.roofline.ridge;
    s.effectivePeakFlops = r.roofline.effectivePeakFlops;
    s.effectiveBandwidth = r.roofline.effectiveBandwidth;
    s.effectiveRidge = r.roofline.effectiveRidge;
    s.computeEfficiency = s.peakFlops > 0 ? s.effectivePeakFlops / s.peakFlops : 1;
    s.memoryEfficiency = s.bandwidth > 0 ? s.effectiveBandwidth / s.bandwidth : 1;
    const double lo = std::min({ranges.minIntensity, s.ridge, s.effectiveRidge});
    const double hi = std::max({ranges.maxIntensity, s.ridge, s.effectiveRidge});
    s.roof = {{lo, lo * s.bandwidth}, {s.ridge, s.peakFlops}, {hi, s.peakFlops}};
    s.effectiveRoof = {{lo, lo * s.effectiveBandwidth},
                       {s.effectiveRidge, s.effectivePeakFlops},
                       {hi, s.effectivePeakFlops}};
    const StepCost& d = r.inference.decode;
    const StepCost& p = r.inference.prefill;
    s.decode = rooflinePointOf(d, r.roofline);
    s.prefill = rooflinePointOf(p, r.roofline);
    if (r.inference.speculative) {
        s.verify = rooflinePointOf(r.inference.speculative->verify, r.roofline);
        s.verifyTokens = r.inference.speculative->tokens + 1;
    }
    const TrainingFigures& t = r.training;
    s.training = rooflinePointOf(t.stepFlops, t.stepBytes, t.stepTimeS,
                                 {t.effectivePeakFlops, t.effectiveRidge, t.bound}, r.roofline);
    if (r.offload && r.mode == Mode::inference && !r.offload->weightsOnHost) {
        const OffloadFigures& o = *r.offload;
        const double bw = o.hostEffectiveBandwidth, peak = o.host.flops;
        s.hostRoof = {{lo, lo * bw}, {o.hostRidge, peak}, {hi, peak}};
        if (o.hostDecode.bytes > 0) {
            RooflineFigures hostRoofline;
            hostRoofline.peakFlops = peak;
            hostRoofline.bandwidth = bw;
            s.hostDecode = rooflinePointOf(o.hostDecode, hostRoofline);
        }
    }
    return s;
}

// The scenario's decode point at every power-of-two batch that fits, and at the largest.
std::vector<TrailPoint> decodeTrailOf(const Scenario& on, const Results& r, double maxBatch) {
    std::vector<TrailPoint> trail;
    const double largest = std::min(double(r.inference.maxBatch), maxBatch);
    if (on.workload.mode != Mode::inference || largest < 1)
        return trail;
    Scenario s = on;
    std::vector<double> batches;
    for (double b = 1; b <= largest; b *= 2)
        batches.push_back(b);
    if (batches.back() < largest)
        batches.push_back(largest);
    for (double b : batches) {
        s.workload.batch = int(b);
        const Results at = evaluate(s);
        if (!at.memory.fits)
            break;
        const StepCost& d = at.inference.decode;
        trail.push_back({b, rooflinePointOf(d, at.roofline)});
    }
    return trail;
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
        const CostFigures& cost = point.cost;
        if (cost.ownedUsdPerMillion && cost.ownedUsdPerMillionRange) {
            curve.owned.push_back({b, *cost.ownedUsdPerMillion});
            curve.ownedLow.push_back({b, cost.ownedUsdPerMillionRange->low});
            curve.ownedHigh.push_back({b, cost.ownedUsdPerMillionRange->high});
        }
        if (cost.cloudUsdPerMillion && cost.cloudUsdPerMillionRange) {
            curve.cloud.push_back({b, *cost.cloudUsdPerMillion});
            curve.cloudLow.push_back({b, cost.cloudUsdPerMillionRange->low});
            curve.cloudHigh.push_back({b, cost.cloudUsdPerMillionRange->high});
        }
    }
    return curve;
}

// The primary choice's serving curve, and the simulation of the scenario's own load into its
// results, when the scenario serves a load or the serving chart asks for it.
void addServing(ChartData& data, const Scenario& s, std::span<const GpuChoice> choices,
                const ChartRanges& ranges, ChartDataMemo* memo) {
    const std::size_t primary = ranges.primary < choices.size() ? ranges.primary : 0;
    if (s.workload.mode != Mode::inference || choices.empty() ||
        (!ranges.serving && !s.workload.serving))
        return;
    const Scenario on = scenarioOn(s, choices[primary]);
    Scenario key = servingMemoKey(on);
    const ChartDataMemo::ServingEntry* kept =
        memo ? memo->findServing(key, ranges.servingOptions) : nullptr;
    ChartDataMemo::ServingEntry fresh;
    if (!kept) {
        fresh.key = std::move(key);
        fresh.options = ranges.servingOptions;
        fresh.curve = servingCurve(on, ranges.servingOptions);
        if (on.workload.serving)
            fresh.atLoad = simulateServing(on, data.results[primary], *on.workload.serving);
        kept = &fresh;
    }
    data.serving = kept->curve;
    data.results[primary].serving = kept->atLoad;
    if (memo && kept == &fresh)
        memo->storeServing(std::move(fresh));
}

// Only the sweeps of the memo's entries: whether the serving curve is wanted does not change them.
bool sameSweeps(ChartRanges a, ChartRanges b) {
    a.serving = b.serving = false;
    a.servingOptions = b.servingOptions = {};
    return a == b;
}

} // namespace

Scenario servingMemoKey(const Scenario& on) {
    Scenario key = on;
    key.name.clear();
    key.annotations.clear();
    key.economics = {};
    key.compare.clear();
    if (key.engine.overlapsPrefill)
        key.workload.batch = 0;
    return key;
}

const ChartDataMemo::ServingEntry*
ChartDataMemo::findServing(const Scenario& key, const ServingCurveOptions& options) const {
    if (!serving_ || !(serving_->options == options) || !(serving_->key == key))
        return nullptr;
    return &*serving_;
}

const ChartDataMemo::Entry* ChartDataMemo::find(std::size_t index, const Scenario& batchless,
                                                const GpuChoice& choice, std::int64_t maxBatch,
                                                const ChartRanges& ranges) const {
    if (index >= entries_.size() || !sameSweeps(ranges, ranges_))
        return nullptr;
    const Entry& e = entries_[index];
    if (e.maxBatch != maxBatch || !(e.choice == choice) || !(e.scenario == batchless))
        return nullptr;
    return &e;
}

void ChartDataMemo::store(std::size_t index, Entry entry, const ChartRanges& ranges) {
    if (!sameSweeps(ranges, ranges_)) {
        entries_.clear();
        ranges_ = ranges;
    }
    if (entries_.size() <= index)
        entries_.resize(index + 1);
    entries_[index] = std::move(entry);
}

ChartData buildChartData(const Scenario& s, std::span<const GpuChoice> choices,
                         const ChartRanges& ranges, ChartDataMemo* memo) {
    ChartData data;
    data.mode = s.workload.mode;
    const std::vector<double> contexts =
        logIntegerRange(ranges.minContext, ranges.maxContext, ranges.points);
    const std::vector<double> batches =
        logIntegerRange(ranges.minBatch, ranges.maxBatch, ranges.points);

    data.results.reserve(choices.size());
    for (const GpuChoice& c : choices) {
        const Scenario on = scenarioOn(s, c);
        // With workload.serving, the simulation too: its percentiles are the required load's
        // (required_load.h), as a plan sized by it reads them.
        const Results r = evaluateWithServing(on);
        data.results.push_back(r);
        data.roofline.push_back(rooflineOf(c, r, ranges));
        const std::size_t index = data.results.size() - 1;
        Scenario batchless = on;
        batchless.workload.batch = 0;
        const ChartDataMemo::Entry* kept =
            memo ? memo->find(index, batchless, c, r.inference.maxBatch, ranges) : nullptr;
        if (kept) {
            data.roofline.back().decodeTrail = kept->trail;
            CostCurve cost = kept->cost;
            cost.currentBatch = on.workload.batch;
            cost.currentOwned = r.cost.ownedUsdPerMillion;
            cost.currentCloud = r.cost.cloudUsdPerMillion;
            data.cost.push_back(std::move(cost));
        } else {
            data.roofline.back().decodeTrail = decodeTrailOf(on, r, ranges.maxBatch);
            data.cost.push_back(costOf(on, c, r, batches));
            if (memo)
                memo->store(index,
                            {std::move(batchless), c, r.inference.maxBatch, data.cost.back(),
                             data.roofline.back().decodeTrail},
                            ranges);
        }
        data.memory.push_back({c.gpu.id, c.gpu.name, c.count, c.tensorParallel, r.memory});
        if (index == 0 && r.offload && r.mode == Mode::inference) {
            MemoryFigures host;
            host.weights = r.offload->hostWeights;
            host.kvCache = r.offload->hostKvCache;
            host.perGpu = r.offload->hostBytes;
            host.total = r.offload->hostBytes;
            host.usable = r.offload->hostUsable;
            host.fits = r.offload->hostFits;
            data.hostMemory = host;
        }

        KvLimit limit{c.gpu.id, c.gpu.name, 0, 0, r.inference.maxBatch};
        const double perGpuFree = r.memory.usable - (r.memory.perGpu - r.memory.kvCache);
        // In whole-model bytes: a GPU holds kvShareOfGpu() of each sequence's cache (all of a
        // latent cache, a 1 / tensor-parallel share of whole KV heads).
        limit.freeBytes =
            std::max(0.0, perGpuFree / kvShareOfGpu(on.model.arch, on.workload.tensorParallel,
                                                    dataParallelAttentionApplies(on)));
        limit.longestContext = contextForKvBytes(on.model.arch, on.workload.kvFormat.bytes(),
                                                 limit.freeBytes / std::max(1, on.workload.batch),
                                                 std::numeric_limits<double>::infinity());
        data.kv.limits.push_back(limit);
    }

    KvChart& kv = data.kv;
    kv.contexts = contexts;
    kv.currentContext = double(s.workload.promptTokens + s.workload.outputTokens);
    kv.modelMaxContext = double(s.model.arch.maxContext);
    const double kvBeta = s.workload.kvFormat.bytes();
    std::vector<double> batchesShown{1.0, double(s.workload.batch)};
    kv.largestFrom = ranges.primary < data.results.size() ? ranges.primary : 0;
    if (!data.results.empty() && data.results[kv.largestFrom].inference.maxBatch > 0)
        batchesShown.push_back(double(data.results[kv.largestFrom].inference.maxBatch));
    for (double b : batchesShown) {
        KvSeries series{b, {}, kvCacheBytes(s.model.arch, kvBeta, kv.currentContext) * b};
        series.bytes.reserve(contexts.size());
        for (double c : contexts)
            series.bytes.push_back(kvCacheBytes(s.model.arch, kvBeta, c) * b);
        kv.series.push_back(std::move(series));
    }
    if (s.workload.mode == Mode::training)
        data.training = buildTrainingCharts(s, choices, ranges.training);
    addServing(data, s, choices, ranges, memo);
    return data;
}

} // namespace ridgeline
