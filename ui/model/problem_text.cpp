#include "ui/model/problem_text.h"

#include "core/field_limits.h"

namespace ridgeline::ui {

namespace {

QString number(double v) {
    return QString::number(v, 'g', 10);
}

QString field(const Problem& p) {
    return QString::fromStdString(p.path);
}

} // namespace

QString allowedText(const Problem& p) {
    const FieldLimit* limit = limitFor(p.path);
    if (!limit || (p.code != ProblemCode::outOfRange && p.code != ProblemCode::notWhole))
        return QString::fromStdString(p.allowed);
    switch (limit->kind) {
    case FieldLimit::Kind::whole:
        return ProblemText::tr("whole numbers %1 to %2").arg(number(limit->lo), number(limit->hi));
    case FieldLimit::Kind::fraction:
        return ProblemText::tr("more than %1, at most %2")
            .arg(number(limit->lo), number(limit->hi));
    case FieldLimit::Kind::real:
        break;
    }
    return ProblemText::tr("%1 to %2").arg(number(limit->lo), number(limit->hi));
}

QString problemText(const Problem& p, const QString& gpuName) {
    const QString value = QString::fromStdString(p.value);
    const QString allowed = allowedText(p);
    const QString on = gpuName.isEmpty() ? field(p) : gpuName;
    switch (p.code) {
    case ProblemCode::outOfRange:
        return ProblemText::tr("%1: %2 is out of range (allowed: %3).")
            .arg(field(p), value, allowed);
    case ProblemCode::notWhole:
        return ProblemText::tr("%1: %2 is not a whole number (allowed: %3).")
            .arg(field(p), value, allowed);
    case ProblemCode::wrongType:
        return ProblemText::tr("%1: has the wrong type, %2 (allowed: %3).")
            .arg(field(p), value, allowed);
    case ProblemCode::unknownValue:
        return ProblemText::tr("%1: \"%2\" is not known (allowed: %3).")
            .arg(field(p), value, allowed);
    case ProblemCode::unknownField:
        return ProblemText::tr("%1: unknown field (allowed: %2).").arg(field(p), allowed);
    case ProblemCode::required:
        return ProblemText::tr("%1: is required (allowed: %2).").arg(field(p), allowed);
    case ProblemCode::tensorParallelOverCount:
        return ProblemText::tr("%1: tensor parallel %2 is more than its GPUs (allowed: %3).")
            .arg(on, value, allowed);
    case ProblemCode::countNotMultiple:
        return ProblemText::tr("%1: %2 GPUs cannot be split into groups of tensor parallel × "
                               "pipeline parallel GPUs (allowed: %3).")
            .arg(on, value, allowed);
    case ProblemCode::dataParallelMismatch:
        return ProblemText::tr("%1: data parallel %2 times tensor and pipeline parallel is not "
                               "the GPU count (allowed: %3).")
            .arg(on, value, allowed);
    case ProblemCode::globalBatchTooSmall:
        return ProblemText::tr("%1: a global batch of %2 is less than one micro-batch per "
                               "data-parallel replica (allowed: %3).")
            .arg(field(p), value, allowed);
    case ProblemCode::headsNotDivisible:
        return ProblemText::tr("%1: %2 KV heads do not divide the query heads (allowed: %3).")
            .arg(field(p), value, allowed);
    case ProblemCode::tensorParallelNotDividingHeads:
        return ProblemText::tr("%1: %2 does not divide the attention heads (allowed: %3).")
            .arg(field(p), value, allowed);
    case ProblemCode::pipelineOverLayers:
        return ProblemText::tr("%1: %2 pipeline stages are more than the layers (allowed: %3).")
            .arg(field(p), value, allowed);
    case ProblemCode::expertsOverTotal:
        return ProblemText::tr("%1: %2 active experts are more than the experts (allowed: %3).")
            .arg(field(p), value, allowed);
    case ProblemCode::noTokens:
        return ProblemText::tr("%1: prompt and output tokens together must be at least 1 "
                               "(allowed: %2).")
            .arg(field(p), allowed);
    case ProblemCode::quantizedFullFineTune:
        return ProblemText::tr("%1: a full fine-tune cannot update weights stored in fewer than 8 "
                               "bits; train adapters (LoRA fraction above 0) or choose 8-bit or "
                               "wider weights (allowed: %2).")
            .arg(field(p), allowed);
    case ProblemCode::engineNotForGpu:
        return ProblemText::tr("%1: the engine \"%2\" does not run on every GPU shown (allowed: "
                               "%3).")
            .arg(field(p), value, allowed);
    case ProblemCode::engineNotForMode:
        return ProblemText::tr("%1: the engine \"%2\" does not do this mode (allowed: %3).")
            .arg(field(p), value, allowed);
    case ProblemCode::invalid:
        break;
    }
    return QString::fromStdString(describe(p));
}

} // namespace ridgeline::ui
