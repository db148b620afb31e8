// The formula behind a number, with the scenario's values substituted, built only from figures
// the core already computed (Results) and the scenario's inputs: formatting, never new physics.
#pragma once

#include "core/results.h"
#include "core/scenario.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ridgeline::ui {

/// Translation context of the explanations.
class Explain {
    Q_DECLARE_TR_FUNCTIONS(Explain)
};

/// What one explanation is about: the scenario as evaluated on one GPU choice, and its results.
struct ExplainInput {
    const Scenario& scenario; ///< already on the choice's GPU, count and tensor parallelism
    const Results& results;
};

struct Explanation {
    QString title;
    QStringList lines; ///< the formula, then the formula with values; plain text
    QString note;      ///< what the number means or what to watch for

    bool isEmpty() const { return title.isEmpty(); }
};

/// Keys: summary items ("tokens-per-s", "per-user", "tpot", "ttft", "kv-cache", "weights",
/// "memory-per-gpu", "max-batch", "ridge", "bound", "prefill-bound", "cost-owned",
/// "cost-cloud", "break-even", "training-flop", "training-time", "gpu-hours", "training-cost",
/// "implied-mfu", "comm-share", "nodes", "training-bound") and the charts' hover keys
/// ("decode-point", "prefill-point", "training-point", "roof", "memory-bar", "usable-vram", "kv-*",
/// "cost-*", "scaling-curve", "scaling-efficiency", "node-boundary", "time-curve",
/// "run-cost-curve", "deadline"). An unknown key gives an empty explanation.
Explanation explain(const QString& key, const ExplainInput& in);

namespace detail {
/// The verdict of each pass against its own roof ("bound", "decode-point", "prefill-bound",
/// "prefill-point", "training-bound").
Explanation explainVerdict(const QString& key, const ExplainInput& in);
Explanation explainInference(const QString& key, const ExplainInput& in);
Explanation explainMemory(const QString& key, const ExplainInput& in);
Explanation explainCost(const QString& key, const ExplainInput& in);
Explanation explainTraining(const QString& key, const ExplainInput& in);
/// Adds the P10-P90 range of the figure `key` (if it has one) and what it means to `e`.
void appendRange(const QString& key, const ExplainInput& in, Explanation& e);
} // namespace detail

} // namespace ridgeline::ui
