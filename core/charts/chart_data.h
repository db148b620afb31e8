// The data of the four charts for a set of GPUs, computed in one call from a resolved scenario.
// Charts only draw these numbers; nothing here knows about drawing.
#pragma once

#include "core/evaluation/results.h"
#include "core/scenario/scenario.h"
#include "core/serving/serving_curve.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace ridgeline {

struct XY {
    double x = 0;
    double y = 0;
};

struct OperatingPoint {
    double intensity = 0;  ///< FLOP/byte
    double flopsPerS = 0;  ///< modelled, achieved per GPU
    double attainable = 0; ///< the datasheet roof at this intensity
    /// The pass's own roof (physics.h judgePass): the engine's bandwidth under a compute roof
    /// lowered by the pass's GEMM shapes; the verdict is taken against it.
    double effectivePeakFlops = 0, effectiveRidge = 0;
    Bound bound = Bound::memory; ///< the core's verdict for the pass (StepCost::bound)
};

/// The decode operating point at one batch: a step of its trail as the batch grows.
struct TrailPoint {
    double batch = 1;
    OperatingPoint point;
};

struct RooflineSeries {
    std::string gpuId, gpuName;
    double peakFlops = 0, bandwidth = 0, ridge = 0;
    /// The roof the engine reaches (peak x eta_c, bandwidth x eta_m) and its ridge. Each
    /// operating point carries its own roof below it (OperatingPoint::effectivePeakFlops).
    double effectivePeakFlops = 0, effectiveBandwidth = 0, effectiveRidge = 0;
    /// The efficiencies of that roof: eta_c = effective / datasheet peak, eta_m likewise for
    /// the bandwidth (1 when the datasheet value is 0).
    double computeEfficiency = 1, memoryEfficiency = 1;
    std::vector<XY> roof;          ///< the datasheet roof from minIntensity to maxIntensity
    std::vector<XY> effectiveRoof; ///< the effective roof over the same range
    OperatingPoint decode, prefill, training;
    /// Speculative decoding's verify pass (k + 1 tokens a sequence); verifyTokens 0: none.
    OperatingPoint verify;
    int verifyTokens = 0;
    /// Inference only: the decode point at batch 1, 2, 4, ... up to the largest batch that fits
    /// (per replica), and at that largest batch; empty when not even batch 1 fits.
    std::vector<TrailPoint> decodeTrail;
    /// With workload.offload (core/evaluation/offload.h): the host's roof (host FLOP/s, host
    /// bandwidth x its efficiency) and the host's part of a decode step on it; empty otherwise.
    std::vector<XY> hostRoof;
    std::optional<OperatingPoint> hostDecode;
};

struct MemoryBar {
    std::string gpuId, gpuName;
    int count = 1, tensorParallel = 1;
    MemoryFigures memory;
};

struct KvSeries {
    double batch = 1;
    std::vector<double> bytes; ///< per replica, one per context
    double currentBytes = 0;   ///< per replica, at KvChart::currentContext (where it is labelled)
};

struct KvLimit {
    std::string gpuId, gpuName;
    double freeBytes = 0;      ///< per replica, after weights, activations and overhead
    double longestContext = 0; ///< at the current batch; 0 when not even weights fit
    std::int64_t maxBatch = 0; ///< at the scenario's context
};

struct KvChart {
    std::vector<double> contexts;
    std::vector<KvSeries> series; ///< batch 1, the current batch, the largest that fits
    std::size_t largestFrom = 0;  ///< the choice the "largest that fits" series is for
    std::vector<KvLimit> limits;
    double currentContext = 0;
    double modelMaxContext = 0; ///< the model's trained context (tokens); 0 when unknown
};

struct CostCurve {
    std::string gpuId, gpuName;
    std::vector<XY> owned; ///< $/1M tokens against batch, only batches that fit
    std::vector<XY> cloud;
    /// P10-P90 band of each curve, at the same batches (Results' cost ranges)
    std::vector<XY> ownedLow, ownedHigh, cloudLow, cloudHigh;
    double currentBatch = 1;
    std::optional<double> currentOwned, currentCloud;
};

// Training charts: throughput and scaling against GPU count, and time and cost to train.

struct ScalingPoint {
    double gpus = 1;
    double tokensPerS = 0;        ///< all GPUs together, at the headline time
    Range tokensPerSRange;        ///< P10-P90 (TrainingFigures::tokensPerSRange)
    double scalingEfficiency = 1; ///< ideal / modelled step time (TrainingFigures)
    int nodes = 1;
};

struct ScalingSeries {
    std::string gpuId, gpuName;
    int gpusPerNode = 8;   ///< the node boundary: counts above it cross the network
    int modelParallel = 1; ///< tensor x pipeline parallel; every count is a multiple of it
    std::vector<ScalingPoint> points;
};

struct TimeCostPoint {
    double gpus = 1;
    double days = 0;
    std::optional<double> ownedUsd, cloudUsd; ///< the whole run
    Range daysRange;                          ///< P10-P90 of the time to train
    std::optional<Range> ownedUsdRange, cloudUsdRange;
};

struct TimeCostSeries {
    std::string gpuId, gpuName;
    std::vector<TimeCostPoint> points;
    std::optional<double> deadlineDays; ///< the scenario's deadline, if set
};

struct TrainingCharts {
    std::vector<ScalingSeries> scaling;
    std::vector<TimeCostSeries> timeCost;
};

struct TrainingChartRanges {
    double minGpus = 1, maxGpus = 4096;
    int points = 25; ///< log-spaced counts, besides every power of two

    bool operator==(const TrainingChartRanges&) const = default;
};

struct ChartData {
    Mode mode = Mode::inference; ///< the scenario's: which operating points the charts show
    std::vector<RooflineSeries> roofline;
    std::vector<MemoryBar> memory;
    /// With workload.offload: what the primary configuration keeps in host memory (weights and
    /// KV cache; usable = host memory x 0.9), shown as its own bar beside the GPUs'.
    std::optional<MemoryFigures> hostMemory;
    KvChart kv;
    std::vector<CostCurve> cost;
    /// Scaling and time to train against GPU count; empty unless the scenario is in training
    /// mode (the scaling and time-and-cost charts replace the KV and cost charts there).
    TrainingCharts training;
    /// Inference only: the primary choice's serving curve (TTFT, TPOT and throughput against
    /// the request rate, with the capacity at the scenario's limits), when ChartRanges::serving
    /// asks for it or the scenario sets workload.serving; unset otherwise.
    std::optional<ServingCurve> serving;
    /// The scenario evaluated on each choice. In inference mode with workload.serving, the
    /// primary choice's Results::serving holds the simulation of that load (its own requests).
    std::vector<Results> results;
};

struct ChartRanges {
    int points = 256;
    std::size_t primary = 0; ///< the choice whose largest fitting batch the KV chart shows
    double minIntensity = 0.1, maxIntensity = 1e5;
    double minContext = 128, maxContext = 1048576;
    double minBatch = 1, maxBatch = 4096;
    TrainingChartRanges training; ///< used in training mode only
    /// Inference only: compute ChartData::serving even when the scenario sets no
    /// workload.serving (the serving chart is shown). A serving curve simulates some 25 loads:
    /// tens of milliseconds, too many for every slider tick of a window that does not show it.
    bool serving = false;
    ServingCurveOptions servingOptions;

    bool operator==(const ChartRanges&) const = default;
};

/// The curves of the last buildChartData call that do not depend on the scenario's batch (cost
/// against batch and the decode trail both sweep the batch themselves). A window that keeps one
/// recomputes them only when something besides the batch changed: a batch slider then costs
/// one evaluation per configuration instead of hundreds. The results are the same either way.
class ChartDataMemo {
public:
    struct Entry {
        Scenario scenario; ///< the scenario on the choice, batch set to 0
        GpuChoice choice;
        std::int64_t maxBatch = 0;
        CostCurve cost;
        std::vector<TrailPoint> trail;
    };
    /// The entry for configuration `index` when it was made from the same inputs, else null.
    const Entry* find(std::size_t index, const Scenario& batchless, const GpuChoice& choice,
                      std::int64_t maxBatch, const ChartRanges& ranges) const;
    void store(std::size_t index, Entry entry, const ChartRanges& ranges);

    /// The serving curve (with the simulation of the scenario's own load) of the last call
    /// made from the same inputs: `key` is servingMemoKey() of the scenario on the primary
    /// choice. Null otherwise.
    struct ServingEntry {
        Scenario key;
        ServingCurveOptions options;
        ServingCurve curve;
        std::optional<ServingFigures> atLoad;
    };
    const ServingEntry* findServing(const Scenario& key, const ServingCurveOptions& options) const;
    void storeServing(ServingEntry entry) { serving_ = std::move(entry); }

private:
    std::vector<Entry> entries_;
    ChartRanges ranges_;
    std::optional<ServingEntry> serving_;
};

/// The scenario `on` (on one GPU choice) with what the serving simulation never reads cleared:
/// its name, notes, prices and comparisons, and the batch when the engine batches continuously
/// (its scheduler takes the engine's max_num_seqs then). Equal keys give equal serving curves.
Scenario servingMemoKey(const Scenario& on);

ChartData buildChartData(const Scenario& s, std::span<const GpuChoice> choices,
                         const ChartRanges& ranges = {}, ChartDataMemo* memo = nullptr);

/// GPU counts for the training charts: every power of two and `points` log-spaced counts in
/// [minGpus, maxGpus], only multiples of `modelParallel`, ascending.
std::vector<double> trainingGpuCounts(const TrainingChartRanges& ranges, int modelParallel);

/// The scenario (in training mode) on each choice at every count of trainingGpuCounts: the
/// choice's tensor parallelism and the scenario's pipeline parallelism; data parallel takes
/// the rest. A fixed global batch drops the counts it cannot feed one micro-batch per replica.
TrainingCharts buildTrainingCharts(const Scenario& s, std::span<const GpuChoice> choices,
                                   const TrainingChartRanges& ranges = {});

} // namespace ridgeline
