#include "ui/model/problem_text.h"

#include "core/scenario/field_limits.h"

#include <QLocale>
#include <QStringList>

namespace ridgeline::ui {

namespace {

QString number(double v) {
    return QString::number(v, 'g', 10);
}

QString field(const Problem& p) {
    return QString::fromStdString(p.path);
}

// A whole number the core gave as text, grouped as the window's locale groups it.
QString count(const std::string& digits) {
    bool ok = false;
    const qlonglong n = QString::fromStdString(digits).toLongLong(&ok);
    return ok ? QLocale().toString(n) : QString::fromStdString(digits);
}

// args[i] of `p` as a number, or empty when the core gave fewer.
QString arg(const Problem& p, std::size_t i) {
    return i < p.args.size() ? count(p.args[i]) : QString();
}

// The file-level, planner and calibration codes (problems.h); empty for the others.
QString fileOrPlanText(const Problem& p) {
    const QString at = field(p);
    const QString value = QString::fromStdString(p.value);
    const QString allowed = QString::fromStdString(p.allowed);
    switch (p.code) {
    case ProblemCode::fileMissing:
        return ProblemText::tr("%1: cannot be opened for reading (no such file).").arg(at);
    case ProblemCode::notRegularFile:
        return ProblemText::tr("%1: is not a regular file.").arg(at);
    case ProblemCode::fileUnreadable:
        return ProblemText::tr("%1: cannot be opened for reading.").arg(at);
    case ProblemCode::fileTooLarge:
        if (p.value.empty())
            return ProblemText::tr("%1: is more than %2 bytes (allowed: at most %2 bytes).")
                .arg(at, arg(p, 0));
        return ProblemText::tr("%1: is %2 bytes, too large (allowed: at most %3 bytes).")
            .arg(at, count(p.value), arg(p, 0));
    case ProblemCode::jsonSyntax:
        return ProblemText::tr("%1: not valid JSON: a syntax error on line %2, column %3 "
                               "(allowed: one JSON object in UTF-8 text).")
            .arg(at, arg(p, 0), arg(p, 1));
    case ProblemCode::jsonTruncated:
        return ProblemText::tr("%1: not valid JSON: the text ends early, on line %2, column %3 "
                               "(allowed: one JSON object in UTF-8 text).")
            .arg(at, arg(p, 0), arg(p, 1));
    case ProblemCode::jsonNumberTooLarge:
        return ProblemText::tr("%1: not valid JSON: a number is beyond the range of a double "
                               "(allowed: finite numbers).")
            .arg(at);
    case ProblemCode::jsonTooDeep:
        return ProblemText::tr("%1: nested more than %2 levels deep (allowed: up to %2).")
            .arg(at, arg(p, 0));
    case ProblemCode::duplicateKey:
        return ProblemText::tr("%1: the key \"%2\" appears twice in one object (allowed: each "
                               "key once).")
            .arg(at, value);
    case ProblemCode::csvUnclosedQuote:
        return ProblemText::tr("%1: a quoted field opened on line %2 is never closed (allowed: "
                               "\"...\" around a field, \"\" for a quote inside it).")
            .arg(at, count(p.value));
    case ProblemCode::csvRowTooLong:
        return ProblemText::tr("%1: is more than %2 bytes long (allowed: rows of up to %2 bytes).")
            .arg(at, arg(p, 0));
    case ProblemCode::csvTooManyFields:
        return ProblemText::tr("%1: has more than %2 fields (allowed: up to %2 fields a row).")
            .arg(at, arg(p, 0));
    case ProblemCode::csvTooManyRows:
        return ProblemText::tr("%1: has more than %2 rows (allowed: up to %2 rows, the header "
                               "included).")
            .arg(at, arg(p, 0));
    case ProblemCode::expertParallelDense:
        return ProblemText::tr("%1: %2 needs a mixture-of-experts model (allowed: 1 for a dense "
                               "model).")
            .arg(at, value);
    case ProblemCode::expertParallelNotDividingTp:
        return ProblemText::tr("%1: %2 does not divide the tensor parallel %3 (allowed: a "
                               "divisor of %3).")
            .arg(at, value, arg(p, 0));
    case ProblemCode::dataParallelAttentionLayout:
        return ProblemText::tr("%1: data-parallel attention needs a mixture-of-experts model with "
                               "its experts spread over the whole tensor-parallel group (allowed: "
                               "off, or expert parallel equal to the tensor parallel %2).")
            .arg(at, arg(p, 0));
    case ProblemCode::networkNoneAcrossNodes:
        return ProblemText::tr("%1: no network cannot join the %2 nodes that %3 GPUs fill at %4 "
                               "GPUs per node (allowed: %5).")
            .arg(at, arg(p, 0), arg(p, 1), arg(p, 2), allowed);
    case ProblemCode::modelSourceConflict:
        return ProblemText::tr("%1: cannot be combined with a preset or a parameter count "
                               "(allowed: %2).")
            .arg(at, allowed);
    case ProblemCode::tooManyCompared:
        return ProblemText::tr("%1: has %2 configurations (allowed: at most %3).")
            .arg(at, value, arg(p, 0));
    case ProblemCode::planNeedsRequirements:
        return ProblemText::tr("%1: is required to plan (allowed: an object, see \"Plans\" in "
                               "the scenario format).")
            .arg(at);
    case ProblemCode::planNeedsLoad:
        return ProblemText::tr("%1: a serving plan needs a load (allowed: requests_per_s or "
                               "tokens_per_s).")
            .arg(at);
    case ProblemCode::planNeedsLimit:
        return ProblemText::tr("%1: a training plan needs a limit (allowed: deadline_s or "
                               "budget_usd).")
            .arg(at);
    case ProblemCode::planNoGpu:
        return ProblemText::tr("%1: leaves no GPU to search (allowed: catalogue ids: %2).")
            .arg(at, allowed);
    case ProblemCode::planNoEngine:
        return p.value == "train"
                   ? ProblemText::tr("%1: leaves no engine to search (allowed: engines that "
                                     "train; workload.engine when the list is empty).")
                         .arg(at)
                   : ProblemText::tr("%1: leaves no engine to search (allowed: engines that "
                                     "serve).")
                         .arg(at);
    case ProblemCode::planNoFormat:
        return ProblemText::tr("%1: no engine searched runs %2 (allowed: the formats of the "
                               "engines searched: %3).")
            .arg(at, value, allowed);
    case ProblemCode::noGenericEngine:
        return ProblemText::tr("%1: has no \"generic\" profile.").arg(at);
    case ProblemCode::unknownCatalogueModel:
        return ProblemText::tr("%1: cannot tell which catalogue model \"%2\" is (allowed: one "
                               "of %3).")
            .arg(at, value, allowed);
    case ProblemCode::unknownCatalogueGpu:
        return ProblemText::tr("%1: cannot tell which catalogue GPU \"%2\" is (allowed: one of "
                               "%3).")
            .arg(at, value, allowed);
    case ProblemCode::noMeasurements:
        return ProblemText::tr("%1: holds no measurement to fit to.").arg(at);
    case ProblemCode::measurementsEmpty:
        return ProblemText::tr("%1: is empty (allowed: a CSV with a header row, or JSON).").arg(at);
    case ProblemCode::measurementsNotUsable:
        return ProblemText::tr("%1: holds no usable measurement (allowed: at least one row with a "
                               "known metric and a value above 0).")
            .arg(at);
    case ProblemCode::csvNoRows:
        return ProblemText::tr("%1: holds no rows (allowed: a CSV with a header row).").arg(at);
    case ProblemCode::csvFieldCount:
        return ProblemText::tr("%1: has %2 fields, the header %3 (allowed: as many fields as the "
                               "header has columns).")
            .arg(at, count(p.value), arg(p, 0));
    case ProblemCode::tooManyTests:
        if (p.value.empty())
            return ProblemText::tr("%1: has more than %2 tests (allowed: up to %2).")
                .arg(at, arg(p, 0));
        return ProblemText::tr("%1: has %2 tests (allowed: up to %3).")
            .arg(at, count(p.value), arg(p, 0));
    case ProblemCode::notVllmResult:
        return ProblemText::tr("%1: has neither median_tpot_ms nor median_ttft_ms above 0 "
                               "(allowed: the result JSON of vLLM's serving benchmark).")
            .arg(at);
    case ProblemCode::notBenchmarkEntry:
        return ProblemText::tr("%1: is neither a llama-bench test nor a vLLM benchmark result "
                               "(allowed: a llama-bench test with avg_ts, or vLLM's result with "
                               "median_tpot_ms).")
            .arg(at);
    default:
        break;
    }
    return {};
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
        // A Hugging Face config of an unknown model_type (`value`) that lacks the keys in `args`.
        if (!p.args.empty()) {
            QStringList keys;
            for (const std::string& key : p.args)
                keys << QString::fromStdString(key);
            return ProblemText::tr("%1: model_type \"%2\" is not one this reader knows and the "
                                   "config lacks %3 (allowed: a config with hidden_size, "
                                   "num_hidden_layers, num_attention_heads, intermediate_size and "
                                   "vocab_size, or a model_type of %4).")
                .arg(field(p), value, keys.join(QStringLiteral(", ")), allowed);
        }
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
    case ProblemCode::engineNotForFormat:
        return ProblemText::tr("%1: the engine \"%2\" does not run %3 weights (allowed with it: "
                               "%4).")
            .arg(field(p), arg(p, 0), value, allowed);
    case ProblemCode::engineNotForLayout:
        return ProblemText::tr("%1: the engine \"%2\" splits a replica over at most %3 GPUs, "
                               "not %4 (allowed with it: %5).")
            .arg(field(p), arg(p, 0), arg(p, 1), value, allowed);
    case ProblemCode::beyondContext:
        return ProblemText::tr("%1: a prompt and an answer of %2 tokens together are longer than "
                               "the model's context of %3 tokens: the model cannot take them in "
                               "one sequence, though the numbers are worked out as asked "
                               "(allowed: %4).")
            .arg(field(p), count(p.value), arg(p, 0), allowed);
    case ProblemCode::listedTwice:
        return ProblemText::tr("%1: \"%2\" is listed twice (allowed: each once).")
            .arg(field(p), value);
    case ProblemCode::servesOrTrains:
        return ProblemText::tr("%1: is false and so is serves: a profile must serve or train "
                               "(allowed: true where serves is false).")
            .arg(field(p));
    case ProblemCode::offloadOnUnifiedMemory:
        return ProblemText::tr("%1: %2 shares one unified memory with its CPU: there is no host "
                               "memory to offload to (allowed: no offload on this GPU).")
            .arg(field(p), arg(p, 0));
    case ProblemCode::oneOfTwo:
        return ProblemText::tr("%1: %2 and %3 cannot both be given (allowed: one of the two).")
            .arg(field(p), arg(p, 0), arg(p, 1));
    case ProblemCode::onlyWith:
        return ProblemText::tr("%1: applies only when %2 is \"%3\" (allowed: with %2 \"%3\").")
            .arg(field(p), arg(p, 0), arg(p, 1));
    case ProblemCode::draftHeadsNotDivisible:
        return ProblemText::tr("%1: %2 does not divide the draft model's %3 attention heads "
                               "(allowed: a divisor of %3).")
            .arg(field(p), value, arg(p, 0));
    case ProblemCode::hfLayersNotModelled:
        return ProblemText::tr("%1: describes layers of a kind Ridgeline does not model "
                               "(state-space or linear attention) for model_type \"%2\" "
                               "(allowed: attention layers, full, windowed or chunked, with dense "
                               "or expert MLPs; the model_types %3).")
            .arg(field(p), value, arg(p, 0));
    case ProblemCode::hfExpertsNotRead:
        return ProblemText::tr("%1: names %2 experts that this reader cannot place for "
                               "model_type \"%3\" (allowed: the expert keys of the model_types "
                               "%4).")
            .arg(field(p), arg(p, 0), value, arg(p, 1));
    case ProblemCode::invalid:
        break;
    default:
        if (QString text = fileOrPlanText(p); !text.isEmpty())
            return text;
        break;
    }
    return QString::fromStdString(describe(p));
}

} // namespace ridgeline::ui
