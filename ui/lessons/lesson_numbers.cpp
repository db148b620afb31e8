#include "ui/lessons/lesson_numbers.h"

#include "ui/units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <functional>
#include <map>

namespace ridgeline::ui {

namespace {

struct Source {
    const Results& r;
    const ChartData& data;
    std::size_t choice;
    units::MemoryUnit unit;
};

using Format = std::function<QString(const Source&)>;

QString orDash(const std::optional<double>& v, const std::function<QString(double)>& f) {
    return v ? f(*v) : QStringLiteral("\u2014");
}

// The verdict word as the summary tiles show it.
QString boundWord(Bound b) {
    switch (b) {
    case Bound::compute:
        return QCoreApplication::translate("Lesson", "compute-bound");
    case Bound::communication:
        return QCoreApplication::translate("Lesson", "communication-bound");
    case Bound::memory:
        break;
    }
    return QCoreApplication::translate("Lesson", "memory-bound");
}

QString wholeNumber(double v) {
    return QString::number(static_cast<long long>(v));
}

const std::map<QString, Format>& formats() {
    using namespace units;
    static const std::map<QString, Format> table{
        {QStringLiteral("gpu"),
         [](const Source& s) { return QString::fromStdString(s.data.roofline[s.choice].gpuName); }},
        {QStringLiteral("gpus"), [](const Source& s) { return wholeNumber(s.r.gpus); }},
        {QStringLiteral("params"), [](const Source& s) { return params(s.r.model.params); }},
        {QStringLiteral("tokens-per-s"),
         [](const Source& s) { return tokensPerS(s.r.inference.tokensPerS); }},
        {QStringLiteral("per-user"),
         [](const Source& s) { return tokensPerS(s.r.inference.perUserTokensPerS); }},
        {QStringLiteral("tpot"), [](const Source& s) { return seconds(s.r.inference.tpotS); }},
        {QStringLiteral("ttft"), [](const Source& s) { return seconds(s.r.inference.ttftS); }},
        // Disaggregated prefill: the cache's transfer and the first token without the pool.
        {QStringLiteral("kv-transfer"),
         [](const Source& s) { return seconds(s.r.inference.kvTransferS); }},
        {QStringLiteral("ttft-colocated"),
         [](const Source& s) {
             const auto& pool = s.r.inference.prefillPool;
             return seconds(pool ? pool->colocatedTtftS : s.r.inference.ttftS);
         }},
        {QStringLiteral("max-batch"),
         [](const Source& s) { return wholeNumber(s.r.inference.maxBatch); }},
        {QStringLiteral("critical-batch"),
         [](const Source& s) { return number(s.r.inference.criticalBatch); }},
        {QStringLiteral("intensity"),
         [](const Source& s) { return intensity(s.r.inference.decode.intensity()); }},
        {QStringLiteral("trail-intensity"),
         [](const Source& s) {
             const auto& trail = s.data.roofline[s.choice].decodeTrail;
             return trail.empty() ? QStringLiteral("\u2014")
                                  : intensity(trail.back().point.intensity);
         }},
        {QStringLiteral("trail-tflops"),
         [](const Source& s) {
             const auto& trail = s.data.roofline[s.choice].decodeTrail;
             return trail.empty() ? QStringLiteral("\u2014")
                                  : flopRate(trail.back().point.flopsPerS);
         }},
        {QStringLiteral("kv-per-token"),
         [](const Source& s) { return bytes(s.r.inference.kvBytesPerToken); }},
        {QStringLiteral("weights"),
         [](const Source& s) { return memory(s.r.memory.weights, s.unit); }},
        {QStringLiteral("kv-cache"),
         [](const Source& s) { return memory(s.r.memory.kvCache, s.unit); }},
        {QStringLiteral("activations"),
         [](const Source& s) { return memory(s.r.memory.activations, s.unit); }},
        {QStringLiteral("gradients"),
         [](const Source& s) { return memory(s.r.memory.gradients, s.unit); }},
        {QStringLiteral("optimizer"),
         [](const Source& s) { return memory(s.r.memory.optimizer, s.unit); }},
        {QStringLiteral("memory-per-gpu"),
         [](const Source& s) { return memory(s.r.memory.perGpu, s.unit); }},
        {QStringLiteral("usable"),
         [](const Source& s) { return memory(s.r.memory.usable, s.unit); }},
        {QStringLiteral("gpus-needed"),
         [](const Source& s) { return wholeNumber(s.r.memory.gpusNeeded); }},
        {QStringLiteral("peak"), [](const Source& s) { return flopRate(s.r.roofline.peakFlops); }},
        {QStringLiteral("bandwidth"),
         [](const Source& s) { return bandwidth(s.r.roofline.bandwidth); }},
        // The three ridges (ui/ridge_words.h): "gpu-ridge" is the datasheet's, "engine-ridge" the
        // engine's, "decode-ridge", "prefill-ridge" and "training-ridge" each pass's own (what the
        // verdict tiles show). "ridge" and "effective-ridge" are older names of the first two.
        {QStringLiteral("gpu-ridge"),
         [](const Source& s) { return intensity(s.r.roofline.ridge); }},
        {QStringLiteral("engine-ridge"),
         [](const Source& s) { return intensity(s.r.roofline.effectiveRidge); }},
        {QStringLiteral("ridge"), [](const Source& s) { return intensity(s.r.roofline.ridge); }},
        {QStringLiteral("effective-ridge"),
         [](const Source& s) { return intensity(s.r.roofline.effectiveRidge); }},
        {QStringLiteral("decode-ridge"),
         [](const Source& s) { return intensity(s.r.inference.decode.effectiveRidge); }},
        {QStringLiteral("prefill-ridge"),
         [](const Source& s) { return intensity(s.r.inference.prefill.effectiveRidge); }},
        {QStringLiteral("training-ridge"),
         [](const Source& s) { return intensity(s.r.training.effectiveRidge); }},
        {QStringLiteral("decode-bound"),
         [](const Source& s) { return boundWord(s.r.inference.decode.bound); }},
        {QStringLiteral("prefill-bound"),
         [](const Source& s) { return boundWord(s.r.inference.prefill.bound); }},
        {QStringLiteral("training-bound"),
         [](const Source& s) { return boundWord(s.r.training.bound); }},
        {QStringLiteral("trail-ridge"),
         [](const Source& s) {
             const auto& trail = s.data.roofline[s.choice].decodeTrail;
             return trail.empty() ? QStringLiteral("\u2014")
                                  : intensity(trail.back().point.effectiveRidge);
         }},
        {QStringLiteral("trail-bound"),
         [](const Source& s) {
             const auto& trail = s.data.roofline[s.choice].decodeTrail;
             return trail.empty() ? QStringLiteral("\u2014") : boundWord(trail.back().point.bound);
         }},
        // Speculative decoding (a dash without workload.speculative).
        {QStringLiteral("tokens-per-step"),
         [](const Source& s) {
             const auto& sp = s.r.inference.speculative;
             return sp ? number(sp->tokensPerStep) : QStringLiteral("\u2014");
         }},
        {QStringLiteral("speedup"),
         [](const Source& s) {
             const auto& sp = s.r.inference.speculative;
             return sp ? QStringLiteral("%1\u00d7").arg(number(sp->speedup))
                       : QStringLiteral("\u2014");
         }},
        {QStringLiteral("draft-time"),
         [](const Source& s) {
             const auto& sp = s.r.inference.speculative;
             return sp ? seconds(sp->draftS) : QStringLiteral("\u2014");
         }},
        {QStringLiteral("verify-time"),
         [](const Source& s) {
             const auto& sp = s.r.inference.speculative;
             return sp ? seconds(sp->verifyS) : QStringLiteral("\u2014");
         }},
        {QStringLiteral("verify-bound"),
         [](const Source& s) {
             const auto& sp = s.r.inference.speculative;
             return sp ? boundWord(sp->verify.bound) : QStringLiteral("\u2014");
         }},
        {QStringLiteral("decode-time"),
         [](const Source& s) { return seconds(s.r.inference.decode.seconds); }},
        {QStringLiteral("cost-owned"),
         [](const Source& s) { return usd(s.r.cost.ownedUsdPerMillion); }},
        {QStringLiteral("cost-cloud"),
         [](const Source& s) { return usd(s.r.cost.cloudUsdPerMillion); }},
        {QStringLiteral("capex"), [](const Source& s) { return usd(s.r.cost.capexUsd); }},
        {QStringLiteral("owned-per-hour"),
         [](const Source& s) { return usd(s.r.cost.ownedUsdPerHour); }},
        {QStringLiteral("cloud-per-hour"),
         [](const Source& s) { return usd(s.r.cost.cloudUsdPerHour); }},
        {QStringLiteral("power-per-hour"),
         [](const Source& s) { return usd(s.r.cost.powerUsdPerHour); }},
        {QStringLiteral("break-even-hours"),
         [](const Source& s) {
             return orDash(s.r.cost.breakEvenHours, [](double v) { return number(v); });
         }},
        {QStringLiteral("break-even-months"),
         [](const Source& s) {
             return orDash(s.r.cost.breakEvenMonths, [](double v) { return number(v); });
         }},
        {QStringLiteral("training-flop"), [](const Source& s) { return flop(s.r.training.flops); }},
        {QStringLiteral("training-time"),
         [](const Source& s) { return seconds(s.r.training.timeS); }},
        {QStringLiteral("gpu-hours"),
         [](const Source& s) { return number(s.r.training.gpuHours); }},
        {QStringLiteral("training-cost-owned"),
         [](const Source& s) { return usd(s.r.cost.trainingOwnedUsd); }},
        {QStringLiteral("training-cost-cloud"),
         [](const Source& s) { return usd(s.r.cost.trainingCloudUsd); }},
        {QStringLiteral("implied-mfu"),
         [](const Source& s) { return percent(s.r.training.impliedMfu); }},
        {QStringLiteral("scaling-efficiency"),
         [](const Source& s) { return percent(s.r.training.scalingEfficiency); }},
        {QStringLiteral("comm-share"),
         [](const Source& s) {
             const TrainingFigures& t = s.r.training;
             return percent(t.stepTimeS > 0 ? t.exposedCommS / t.stepTimeS : 0);
         }},
        {QStringLiteral("step-time"),
         [](const Source& s) { return seconds(s.r.training.stepTimeS); }},
        {QStringLiteral("training-tokens-per-s"),
         [](const Source& s) { return tokensPerS(s.r.training.tokensPerS); }},
        {QStringLiteral("nodes"), [](const Source& s) { return wholeNumber(s.r.training.nodes); }},
        {QStringLiteral("gpus-for-deadline"),
         [](const Source& s) {
             return orDash(s.r.training.gpusForDeadline, [](double v) { return number(v); });
         }},
    };
    return table;
}

} // namespace

const QStringList& lessonNumberKeys() {
    static const QStringList keys = [] {
        QStringList out;
        for (const auto& [key, format] : formats())
            out << key;
        return out;
    }();
    return keys;
}

QString lessonNumber(const QString& key, const ChartData& data, std::size_t choice,
                     units::MemoryUnit unit) {
    const auto it = formats().find(key);
    if (it == formats().end() || choice >= data.results.size() || choice >= data.roofline.size())
        return {};
    return it->second(Source{data.results[choice], data, choice, unit});
}

QString fillLessonNumbers(const QString& text, const ChartData& data, std::size_t primary,
                          units::MemoryUnit unit, QStringList* unknown) {
    static const QRegularExpression placeholder(QStringLiteral("\\{([a-z0-9-]+)(?:@(\\d+))?\\}"));
    QString out;
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = placeholder.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        const std::size_t choice =
            m.capturedLength(2) > 0 ? std::size_t(m.captured(2).toUInt()) : primary;
        const QString value = lessonNumber(m.captured(1), data, choice, unit);
        if (value.isEmpty()) {
            out += m.captured(0);
            if (unknown)
                *unknown << m.captured(0);
        } else {
            out += value;
        }
        last = m.capturedEnd();
    }
    out += text.mid(last);
    return out;
}

} // namespace ridgeline::ui
