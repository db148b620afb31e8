// The one function from a scenario to every number Ridgeline shows, and the pieces it is made of
// (exposed so that sweeps and tests can reuse them without re-parsing anything).
#pragma once

#include "core/evaluation/results.h"
#include "core/scenario/scenario.h"

#include <optional>

namespace ridgeline {

/// Evaluates a resolved scenario. Pure, allocation-free, and fast enough to call per chart point.
Results evaluate(const Scenario& s);

/// Parameter counts of the scenario's model, scaled to the user's count when one was given.
ParamCount effectiveParams(const ModelSpec& m);

/// The compute format actually used on `gpu`: the requested one, or the nearest the GPU has
/// (bf16 <-> fp16, then fp32) when it lacks it.
ComputeType effectiveComputeType(const Gpu& gpu, ComputeType requested);

/// The price of one GPU the costs use: the scenario's economics.gpu_price_usd when set, else the
/// catalogue's; unset when neither is known. The one price rule every view reads.
std::optional<double> gpuPriceUsd(const Economics& e, const Gpu& gpu);
/// The cloud rate per GPU-hour the costs use, by the same rule.
std::optional<double> cloudUsdPerGpuHour(const Economics& e, const Gpu& gpu);

/// How owned hardware is counted: whole servers (a scenario, a plan), or the share of full
/// servers the configuration's GPUs take (a per-GPU figure: the frontier).
enum class ServerCount { whole, share };

/// The cost figures of `s` at the throughput in `r` (memory, inference or training figures),
/// servers counted as `count` says; ranges are left unset. evaluate() uses ServerCount::whole.
CostFigures costFigures(const Scenario& s, const Results& r, ServerCount count);

/// Inputs of a decode or prefill pass for the scenario's GPU group.
PassInputs passInputs(const Scenario& s, const ParamCount& params);

namespace detail {
/// Activation bytes one GPU of a tensor-parallel group holds in inference, per token of a pass
/// (the widest layer's working set) and per sequence (fp32 logits of its last token).
struct ActivationRates {
    double perPassToken = 0;
    double perSequence = 0;

    double bytes(double passTokens, double sequences) const {
        return passTokens * perPassToken + sequences * perSequence;
    }
};
ActivationRates inferenceActivationRates(const Scenario& s, const PassInputs& in);
/// inferenceActivationRates(s, in).bytes(passTokens, sequences)
double inferenceActivationBytes(const Scenario& s, const PassInputs& in, double passTokens,
                                double sequences);
void evaluateInference(const Scenario& s, const PassInputs& in, Results& r);
void evaluateTraining(const Scenario& s, const PassInputs& in, Results& r);
void evaluateCost(const Scenario& s, Results& r);
} // namespace detail

} // namespace ridgeline
