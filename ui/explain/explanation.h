// The formula behind a number, with the scenario's values substituted, built only from figures
// the core already computed (Results) and the scenario's inputs: formatting, never new physics.
#pragma once

#include "core/evaluation/results.h"
#include "core/scenario/scenario.h"
#include "core/serving/serving_curve.h"
#include "ui/units.h"

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
    /// The serving curve of the primary choice (ChartData::serving), when this is the primary
    /// choice and one was computed; null otherwise.
    const ServingCurve* serving = nullptr;
    /// The unit footprints are shown in (the window's ScenarioModel::memoryUnit()).
    units::MemoryUnit memoryUnit = units::MemoryUnit::binary;
};

/// A number substituted into a formula: its value and the text the line shows for it. `value`
/// is in SI units (s, B, FLOP, FLOP/s, B/s, $, fractions as fractions) unless the shown text
/// names no unit, when it is the plain number shown (a count, hours, a factor).
struct Term {
    double value = 0;
    QString shown;
};

/// A line of arithmetic in machine-readable form, so that a reader, or a test, can redo it: the
/// expression over the same numbers the line shows evaluates to the result it states.
struct Arithmetic {
    int line = -1;      ///< index into Explanation::lines
    QString expression; ///< ASCII: numbers, + - * / ( ), max(a, b, ...), min(...), ceil(x), ln(x)
    double result = 0;  ///< the value the line states after its last "="
    QList<Term> terms;  ///< every number the line substitutes, the result last
};

struct Explanation {
    QString title;
    QStringList lines;            ///< the formula, then the formula with values; plain text
    QString note;                 ///< what the number means or what to watch for
    QList<Arithmetic> arithmetic; ///< the lines that compute, in machine-readable form

    bool isEmpty() const { return title.isEmpty(); }

    /// Appends a line that computes. `shown` is the translated line with %1..%n for the texts
    /// of `terms`, whose last is the result, and %(n+1).. for `words` (names, verdicts: no
    /// numbers); `expression` is the same arithmetic in ASCII with %1..%(n-1) for the operands'
    /// values (every number of the line but the result, in the same units).
    void addArithmetic(const QString& shown, const QString& expression, const QList<Term>& terms,
                       const QStringList& words = {});
};

/// Terms as the lines show them (ui/units.h), their values in the units named on Term.
namespace term {
Term seconds(double s);
Term flop(double flop);
Term flopRate(double flopPerS);
Term bandwidth(double bytesPerS);
Term bytes(double bytes);                          ///< decimal, as bytes moved
Term memory(double bytes, units::MemoryUnit unit); ///< a footprint, in `unit`
Term params(double count);
Term intensity(double flopPerByte);
Term usd(double dollars);
Term percent(double fraction);
Term number(double value);
Term count(double value); ///< an exact count: 8, 64, 4096
} // namespace term

/// Keys: summary items ("tokens-per-s", "per-user", "tpot", "ttft", "kv-cache", "weights",
/// "memory-per-gpu", "max-batch", "ridge", "bound", "prefill-bound", "cost-owned",
/// "cost-cloud", "break-even", "training-flop", "training-time", "gpu-hours", "training-cost",
/// "implied-mfu", "comm-share", "nodes", "training-bound") and the charts' hover keys
/// ("decode-point", "prefill-point", "training-point", "roof", "memory-bar", "usable-vram", "kv-*",
/// "cost-*", "scaling-curve", "scaling-efficiency", "node-boundary", "time-curve",
/// "run-cost-curve", "deadline"), and serving under load ("serving-ttft-p99",
/// "serving-capacity", and the serving chart's "serving-ttft", "serving-tpot",
/// "serving-latency", "serving-throughput", "serving-limit"). An unknown key gives an empty
/// explanation.
Explanation explain(const QString& key, const ExplainInput& in);

namespace detail {
/// "memory-bound", "compute-bound" or "communication-bound", as the explanations word the core's
/// verdict.
QString verdictText(Bound b);
/// The verdict of each pass against its own roof ("bound", "decode-point", "prefill-bound",
/// "prefill-point", "training-bound").
Explanation explainVerdict(const QString& key, const ExplainInput& in);
Explanation explainInference(const QString& key, const ExplainInput& in);
Explanation explainMemory(const QString& key, const ExplainInput& in);
Explanation explainCost(const QString& key, const ExplainInput& in);
Explanation explainTraining(const QString& key, const ExplainInput& in);
/// How the simulated percentiles and the capacity were obtained (text lines, no arithmetic).
Explanation explainServing(const QString& key, const ExplainInput& in);
/// Speculative decoding ("speculative", the roofline's verify point): tokens per step, the
/// draft and verify times, the speed-up; empty without workload.speculative.
Explanation explainSpeculative(const QString& key, const ExplainInput& in);
/// The speculative step's lines under a TPOT or tokens/s explanation (none without it).
void speculativeLines(Explanation& e, const ExplainInput& in);
/// The first-token time of a scenario with a prefill pool: the pool's prefill, the KV cache's
/// transfer and the first decode step (inference.prefillPool must be set).
Explanation explainDisaggregatedTtft(const ExplainInput& in);
/// With a prefill pool, the cost lines that count its GPUs too: capex and owned $/h (`owned`)
/// or cloud $/h. False without a pool (the caller writes its own lines).
bool prefillPoolCostLines(Explanation& x, const ExplainInput& in, bool owned);
/// Adds the P10-P90 range of the figure `key` (if it has one) and what it means to `e`.
void appendRange(const QString& key, const ExplainInput& in, Explanation& e);
} // namespace detail

} // namespace ridgeline::ui
