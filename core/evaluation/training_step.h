// A training step modelled from its parts (docs/physics.md "Training"): the GEMMs at an efficiency
// that depends on their shapes, attention, the memory-bound work at bandwidth, the optimizer
// update, kernel launches, recomputation, and the communication of tensor, pipeline and data
// parallelism on a cluster of nodes, with what overlaps. Seconds, per GPU.
#pragma once

#include "core/base/tuned_constants.h"
#include "core/physics/collectives.h"
#include "core/physics/physics.h"
#include "core/scenario/scenario.h"

namespace ridgeline {

/// Fraction of the dense peak a training GEMM of M x K times K x N reaches:
/// trainingGemmCeiling x gemmShapeFactor(M, N, K).
double gemmEfficiency(double m, double n, double k);

/// Bytes the optimizer step reads and writes per trained parameter: weights (or the fp32
/// master copy and the narrow copy it refreshes), the gradient, and the states (read, written).
double optimizerStepBytesPerParam(double weightBytes, double gradientBytes, double stateBytes,
                                  bool masterCopy);

/// What a whole run loses besides its steady-state steps (docs/physics.md "Whole runs").
struct RunGoodput {
    /// Interruptions (failures and planned maintenance) per GPU-hour: Llama 3 405B saw 466 in a
    /// 54-day snapshot on 16,384 H100s (Dubey et al. 2024, section 3.3.4), one per 45,567
    /// GPU-hours.
    double interruptionsPerGpuHour = 466.0 / (54.0 * 24.0 * 16384.0);
    /// Hours of the whole job one interruption costs (restart, and the work since the last
    /// checkpoint done again): 0.309 h, the value at which 16,384 GPUs keep the paper's 90 %
    /// of effective training time.
    double hoursLostPerInterruption = (1.0 / 0.9 - 1.0) * 54.0 * 24.0 / 466.0;
    /// Everything else a published run spends beyond the fastest steady-state step: evaluation,
    /// checkpoint writes, data stalls, warm-up and batch-size ramps, stragglers, power caps,
    /// rollbacks after loss spikes, and the distance between a production stack and the fastest
    /// layout the step model knows. Fitted to the two public GPU-hour rows (tools/CALIBRATION.md).
    double steadyShare = 0.68;
};

/// Share of a run's wall-clock that advances training on `gpus` GPUs:
/// steadyShare / (1 + gpus x interruptionsPerGpuHour x hoursLostPerInterruption).
double runGoodput(int gpus, const RunGoodput& g = {});

/// Where the parallel groups sit on the cluster (ranks ordered tensor, data, pipeline).
struct Placement {
    int gpusPerNode = 8;
    int nodes = 1;
    bool tpSpansNodes = false; ///< tensor parallel larger than a node: its all-reduces leave it
    int dpPerNode = 1;         ///< data-parallel peers of one GPU inside its node
    bool pipelineCrossesNodes = false;
};

Placement placementOf(int gpus, int tensorParallel, int dataParallel, const Cluster& c);

struct TrainingStep {
    // one micro-batch on the slowest (last) pipeline stage, forward + backward
    double gemmS = 0;
    double attentionS = 0;
    double memoryBoundS = 0; ///< norms, residuals, activations, casts, logits and loss
    double launchS = 0;
    double recomputeS = 0; ///< the forward work done again (not in the terms above)
    double microBatchS = 0;
    // per step
    double optimizerS = 0;
    double overheadS = 0; ///< the engine's fixed per-step cost
    double computeS = 0;  ///< micro-batches x microBatchS + optimizer + overhead
    double tpCommS = 0;   ///< all micro-batches
    double ppCommS = 0;
    double dpCommS = 0;
    double exposedCommS = 0;
    double overlappedCommS = 0; ///< the data-parallel traffic hidden behind the backward pass
    double bubbleS = 0;
    double stepS = 0;
    Placement placement;
};

/// What the step needs beyond the scenario: the pass inputs (peaks, efficiencies, formats) and
/// the layout's data-parallel degree and micro-batches per step.
TrainingStep modelTrainingStep(const Scenario& s, const PassInputs& in, int dataParallel,
                               double microBatches);

} // namespace ridgeline
