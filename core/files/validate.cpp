#include "core/files/validate.h"

#include "core/catalogue/catalogue_entries.h"
#include "core/catalogue/engine_formats.h"
#include "core/evaluation/disaggregated.h"
#include "core/evaluation/evaluate.h"
#include "core/files/offload_io.h"
#include "core/files/requirements_io.h"
#include "core/files/speculative_io.h"
#include "core/scenario/cluster_io.h"
#include "core/scenario/field_limits.h"
#include "core/scenario/scenario_field_table.h"
#include "core/scenario/scenario_fields.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace ridgeline {

namespace {

std::string valueText(double v) {
    return std::floor(v) == v && std::fabs(v) < 1e15 ? fmt::format("{}", std::int64_t(v))
                                                     : fmt::format("{:g}", v);
}

void check(const FieldLimit& limit, double value, Problems& out) {
    if (limit.admits(value))
        return;
    const bool notWhole = limit.kind == FieldLimit::Kind::whole && std::isfinite(value) &&
                          std::floor(value) != value && limit.admits(std::floor(value));
    const std::string allowed = limit.allowedText();
    out.push_back({std::string(limit.path),
                   fmt::format("{} {} (allowed: {})", valueText(value),
                               notWhole ? "is not a whole number" : "is out of range", allowed),
                   notWhole ? ProblemCode::notWhole : ProblemCode::outOfRange, valueText(value),
                   allowed});
}

// The short form the serving, speculative and host fields have always been reported in.
void checkShort(const FieldLimit& limit, double value, Problems& out) {
    if (limit.admits(value))
        return;
    out.push_back({std::string(limit.path),
                   fmt::format("{:g} is out of range (allowed: {})", value, limit.allowedText()),
                   ProblemCode::outOfRange, fmt::format("{:g}", value), limit.allowedText()});
}

// Every numeric field against its limit, from the table (core/scenario/scenario_fields.h), then the
// rules between fields of the workload and the requirements.
void checkFields(const Scenario& s, Problems& out) {
    forEachFieldValue(s, [&out](const FieldLimit& limit, double value, FieldCheck how) {
        if (how == FieldCheck::limit)
            check(limit, value, out);
        else if (how == FieldCheck::limitShort)
            checkShort(limit, value, out);
    });
    const Workload& w = s.workload;
    detail::checkSpeculative(s, out);
    detail::checkOffload(s, out);
    if (w.promptTokens + w.outputTokens < 1)
        out.push_back({"workload.output_tokens",
                       "prompt_tokens + output_tokens must be at least 1 (allowed: 1..16777216 "
                       "together)",
                       ProblemCode::noTokens, "0", "1..16777216"});
    if (s.requirements)
        detail::checkRequirementRules(*s.requirements, out);
}

// Tensor parallelism splits the attention heads: each GPU of a group must get whole heads.
void checkHeads(const Scenario& s, Problems& out) {
    const int tp = s.workload.tensorParallel;
    const int heads = s.model.arch.heads;
    if (heads > 0 && heads % tp != 0)
        out.push_back({"workload.tensor_parallel",
                       fmt::format("{} does not divide the model's {} attention heads (allowed: a "
                                   "divisor of {})",
                                   tp, heads, heads),
                       ProblemCode::tensorParallelNotDividingHeads, fmt::format("{}", tp),
                       fmt::format("a divisor of {}", heads)});
}

// Rules that involve more than one field: how the GPUs split into model-parallel groups.
void checkLayout(const Scenario& s, Problems& out) {
    const Workload& w = s.workload;
    const int n = s.hardware.count;
    if (w.tensorParallel > n) {
        out.push_back({"workload.tensor_parallel",
                       fmt::format("{} is more than the {} GPUs of hardware.count (allowed: 1..{})",
                                   w.tensorParallel, n, n),
                       ProblemCode::tensorParallelOverCount, fmt::format("{}", w.tensorParallel),
                       fmt::format("1..{}", n)});
        return;
    }
    if (w.expertParallel > 1 && s.model.arch.experts <= 1)
        out.push_back({"workload.expert_parallel",
                       fmt::format("{} needs a mixture-of-experts model (allowed: 1 for a dense "
                                   "model)",
                                   w.expertParallel),
                       ProblemCode::expertParallelDense, fmt::format("{}", w.expertParallel), "1"});
    else if (w.tensorParallel % w.expertParallel != 0)
        out.push_back({"workload.expert_parallel",
                       fmt::format("{} does not divide workload.tensor_parallel {} (allowed: a "
                                   "divisor of {})",
                                   w.expertParallel, w.tensorParallel, w.tensorParallel),
                       ProblemCode::expertParallelNotDividingTp,
                       fmt::format("{}", w.expertParallel),
                       fmt::format("a divisor of {}", w.tensorParallel),
                       {fmt::format("{}", w.tensorParallel)}});
    if (w.dataParallelAttention &&
        (s.model.arch.experts <= 1 || w.expertParallel != w.tensorParallel))
        out.push_back({"workload.data_parallel_attention",
                       fmt::format("true needs a mixture-of-experts model with its experts spread "
                                   "over the whole tensor-parallel group (allowed: false, or "
                                   "workload.expert_parallel equal to workload.tensor_parallel {})",
                                   w.tensorParallel),
                       ProblemCode::dataParallelAttentionLayout,
                       "true",
                       fmt::format("false, or expert_parallel = {}", w.tensorParallel),
                       {fmt::format("{}", w.tensorParallel)}});
    if (w.mode == Mode::inference) {
        if (n % w.tensorParallel != 0)
            out.push_back({"hardware.count",
                           fmt::format("{} is not a multiple of workload.tensor_parallel {} "
                                       "(allowed: a multiple of {})",
                                       n, w.tensorParallel, w.tensorParallel),
                           ProblemCode::countNotMultiple, fmt::format("{}", n),
                           fmt::format("a multiple of {}", w.tensorParallel)});
        else
            checkHeads(s, out);
        return;
    }
    const int layers = s.model.arch.layers;
    if (w.pipelineParallel > layers) {
        out.push_back({"workload.pipeline_parallel",
                       fmt::format("{} stages are more than the model's {} layers (allowed: "
                                   "1..{})",
                                   w.pipelineParallel, layers, layers),
                       ProblemCode::pipelineOverLayers, fmt::format("{}", w.pipelineParallel),
                       fmt::format("1..{}", layers)});
        return;
    }
    const int modelParallel = w.tensorParallel * w.pipelineParallel;
    if (w.dataParallel > 0 && std::int64_t(w.dataParallel) * modelParallel != n) {
        const std::string allowed = n % modelParallel == 0 ? fmt::format("{}", n / modelParallel)
                                                           : "none; change hardware.count";
        out.push_back(
            {"workload.data_parallel",
             fmt::format("{} x tensor_parallel {} x pipeline_parallel {} is not the {} "
                         "GPUs of hardware.count (allowed: {})",
                         w.dataParallel, w.tensorParallel, w.pipelineParallel, n, allowed),
             ProblemCode::dataParallelMismatch, fmt::format("{}", w.dataParallel), allowed});
    } else if (w.dataParallel == 0 && n % modelParallel != 0) {
        out.push_back({"hardware.count",
                       fmt::format("{} is not a multiple of tensor_parallel x pipeline_parallel = "
                                   "{} (allowed: a multiple of {})",
                                   n, modelParallel, modelParallel),
                       ProblemCode::countNotMultiple, fmt::format("{}", n),
                       fmt::format("a multiple of {}", modelParallel)});
    }
    if (out.empty())
        checkHeads(s, out);
    detail::checkTrainingFormats(s, out);
    const std::int64_t least = std::int64_t(w.microBatch) * dataParallelDegree(s);
    if (w.globalBatch > 0 && w.globalBatch < least)
        out.push_back({"workload.global_batch",
                       fmt::format("{} is less than micro_batch x data_parallel = {} (allowed: at "
                                   "least {})",
                                   w.globalBatch, least, least),
                       ProblemCode::globalBatchTooSmall, fmt::format("{}", w.globalBatch),
                       fmt::format("at least {}", least)});
}

// The engine must do the scenario's mode and run on every GPU the scenario shows it on.
void checkEngine(const Scenario& s, Problems& out) {
    const EngineProfile& e = s.engine;
    const bool training = s.workload.mode == Mode::training;
    if (training ? !e.trains : !e.serves) {
        const std::string allowed = training ? "an engine that trains" : "an engine that serves";
        out.push_back({"workload.engine",
                       fmt::format("\"{}\" does not {} (allowed: {})", shownText(e.id),
                                   training ? "train" : "serve", allowed),
                       ProblemCode::engineNotForMode, shownText(e.id), allowed});
    }
    std::string gpus;
    std::vector<std::string> named;
    std::optional<Vendor> missing;
    auto onGpu = [&](const Gpu& g) {
        if (runsOn(e, g) || std::find(named.begin(), named.end(), g.id) != named.end())
            return;
        named.push_back(g.id);
        gpus += (gpus.empty() ? "" : ", ") +
                fmt::format("{} ({})", shownText(g.id), vendorName(g.vendor));
        missing = missing.value_or(g.vendor);
    };
    onGpu(s.hardware.gpu);
    for (const GpuChoice& c : s.compare)
        onGpu(c.gpu);
    if (gpus.empty())
        return;
    std::string runsOnText;
    for (Vendor v : e.vendors)
        runsOnText += (runsOnText.empty() ? "" : ", ") + std::string(vendorName(v));
    const std::string allowed =
        fmt::format("an engine that runs on {}, or GPUs by {}", vendorName(*missing), runsOnText);
    out.push_back(
        {"workload.engine",
         fmt::format("\"{}\" does not run on {} (allowed: {})", shownText(e.id), gpus, allowed),
         ProblemCode::engineNotForGpu, shownText(e.id), allowed});
}

// The engine must run the weight format, and split no replica wider than it can (the scenario's
// own tensor parallelism and each compared configuration's).
void checkEngineRuns(const Scenario& s, Problems& out) {
    const EngineProfile& e = s.engine;
    const std::string& format = s.workload.weightFormat.name;
    if (!runsFormat(e, format)) {
        const std::string allowed = weightFormatsText(e);
        out.push_back({"workload.weight_format",
                       fmt::format("\"{}\" does not run {} weights (allowed with it: {})",
                                   shownText(e.id), format, allowed),
                       ProblemCode::engineNotForFormat,
                       format,
                       allowed,
                       {shownText(e.id)}});
    }
    if (!e.maxTensorParallel)
        return;
    auto layout = [&](const std::string& path, int tp) {
        if (runsTensorParallel(e, tp))
            return;
        const std::string allowed = fmt::format("1..{}", *e.maxTensorParallel);
        out.push_back({path,
                       fmt::format("{}: \"{}\" splits a replica over at most {} GPUs (allowed "
                                   "with it: {})",
                                   tp, shownText(e.id), *e.maxTensorParallel, allowed),
                       ProblemCode::engineNotForLayout,
                       fmt::format("{}", tp),
                       allowed,
                       {shownText(e.id), fmt::format("{}", *e.maxTensorParallel)}});
    };
    layout("workload.tensor_parallel", s.workload.tensorParallel);
    for (std::size_t i = 0; i < s.compare.size(); ++i)
        layout(fmt::format("hardware.compare[{}].tensor_parallel", i), s.compare[i].tensorParallel);
}

} // namespace

// Each compared configuration must split its GPUs as the scenario's own must; its problems name
// the configuration ("hardware.compare[1].count").
void checkCompared(const Scenario& s, Problems& out) {
    if (s.compare.size() > std::size_t(maxCompared))
        out.push_back({"hardware.compare",
                       fmt::format("has {} configurations (allowed: at most {})", s.compare.size(),
                                   maxCompared),
                       ProblemCode::tooManyCompared,
                       fmt::format("{}", s.compare.size()),
                       fmt::format("0..{}", maxCompared),
                       {fmt::format("{}", maxCompared)}});
    for (std::size_t i = 0; i < s.compare.size(); ++i) {
        const GpuChoice& c = s.compare[i];
        const std::string prefix = fmt::format("hardware.compare[{}].", i);
        Problems own;
        check(fieldLimit("hardware.count"), c.count, own);
        check(fieldLimit("workload.tensor_parallel"), c.tensorParallel, own);
        if (c.pipelineParallel != 0)
            check(fieldLimit("workload.pipeline_parallel"), c.pipelineParallel, own);
        if (own.empty())
            checkLayout(scenarioOn(s, c), own);
        for (Problem& p : own) {
            if (p.code == ProblemCode::globalBatchTooSmall)
                continue;
            const std::size_t dot = p.path.rfind('.');
            p.path = prefix + p.path.substr(dot + 1);
            out.push_back(std::move(p));
        }
    }
}

Problems validate(const Scenario& s) {
    Problems out;
    checkFields(s, out);
    detail::checkArchitecture(s.model.arch, "model", out);
    if (out.empty())
        checkLayout(s, out);
    if (out.empty())
        detail::checkPrefillPool(s, out);
    checkCompared(s, out);
    checkEngine(s, out);
    checkEngineRuns(s, out);
    return out;
}

std::string_view problemCodeName(ProblemCode code) {
    switch (code) {
    case ProblemCode::invalid:
        return "invalid";
    case ProblemCode::wrongType:
        return "wrong_type";
    case ProblemCode::outOfRange:
        return "out_of_range";
    case ProblemCode::notWhole:
        return "not_whole";
    case ProblemCode::unknownValue:
        return "unknown_value";
    case ProblemCode::unknownField:
        return "unknown_field";
    case ProblemCode::required:
        return "required";
    case ProblemCode::tensorParallelOverCount:
        return "tensor_parallel_over_count";
    case ProblemCode::countNotMultiple:
        return "count_not_multiple";
    case ProblemCode::dataParallelMismatch:
        return "data_parallel_mismatch";
    case ProblemCode::globalBatchTooSmall:
        return "global_batch_too_small";
    case ProblemCode::headsNotDivisible:
        return "heads_not_divisible";
    case ProblemCode::expertsOverTotal:
        return "experts_over_total";
    case ProblemCode::noTokens:
        return "no_tokens";
    case ProblemCode::quantizedFullFineTune:
        return "quantized_full_fine_tune";
    case ProblemCode::tensorParallelNotDividingHeads:
        return "tensor_parallel_not_dividing_heads";
    case ProblemCode::pipelineOverLayers:
        return "pipeline_over_layers";
    case ProblemCode::engineNotForGpu:
        return "engine_not_for_gpu";
    case ProblemCode::engineNotForMode:
        return "engine_not_for_mode";
    case ProblemCode::engineNotForFormat:
        return "engine_not_for_format";
    case ProblemCode::engineNotForLayout:
        // The contract names one code for any pairing outside what the engine runs, formats and
        // layouts alike (SCENARIO.md); the field says which (tensor_parallel here).
        return "engine_not_for_format";
    case ProblemCode::beyondContext:
        return "beyond_context";
    case ProblemCode::fileMissing:
        return "file_missing";
    case ProblemCode::notRegularFile:
        return "not_regular_file";
    case ProblemCode::fileUnreadable:
        return "file_unreadable";
    case ProblemCode::fileTooLarge:
        return "file_too_large";
    case ProblemCode::jsonSyntax:
        return "json_syntax";
    case ProblemCode::jsonTruncated:
        return "json_truncated";
    case ProblemCode::jsonNumberTooLarge:
        return "json_number_too_large";
    case ProblemCode::jsonTooDeep:
        return "json_too_deep";
    case ProblemCode::duplicateKey:
        return "duplicate_key";
    case ProblemCode::csvUnclosedQuote:
        return "csv_unclosed_quote";
    case ProblemCode::csvRowTooLong:
        return "csv_row_too_long";
    case ProblemCode::csvTooManyFields:
        return "csv_too_many_fields";
    case ProblemCode::csvTooManyRows:
        return "csv_too_many_rows";
    case ProblemCode::expertParallelDense:
        return "expert_parallel_dense";
    case ProblemCode::expertParallelNotDividingTp:
        return "expert_parallel_not_dividing_tp";
    case ProblemCode::dataParallelAttentionLayout:
        return "data_parallel_attention_layout";
    case ProblemCode::networkNoneAcrossNodes:
        return "network_none_across_nodes";
    case ProblemCode::modelSourceConflict:
        return "model_source_conflict";
    case ProblemCode::tooManyCompared:
        return "too_many_compared";
    case ProblemCode::planNeedsRequirements:
        return "plan_needs_requirements";
    case ProblemCode::planNeedsLoad:
        return "plan_needs_load";
    case ProblemCode::planNeedsLimit:
        return "plan_needs_limit";
    case ProblemCode::planNoGpu:
        return "plan_no_gpu";
    case ProblemCode::planNoEngine:
        return "plan_no_engine";
    case ProblemCode::planNoFormat:
        return "plan_no_format";
    case ProblemCode::noGenericEngine:
        return "no_generic_engine";
    case ProblemCode::unknownCatalogueModel:
        return "unknown_catalogue_model";
    case ProblemCode::unknownCatalogueGpu:
        return "unknown_catalogue_gpu";
    case ProblemCode::noMeasurements:
        return "no_measurements";
    case ProblemCode::measurementsEmpty:
        return "measurements_empty";
    case ProblemCode::measurementsNotUsable:
        return "measurements_not_usable";
    case ProblemCode::csvNoRows:
        return "csv_no_rows";
    case ProblemCode::csvFieldCount:
        return "csv_field_count";
    case ProblemCode::tooManyTests:
        return "too_many_tests";
    case ProblemCode::notVllmResult:
        return "not_vllm_result";
    case ProblemCode::notBenchmarkEntry:
        return "not_benchmark_entry";
    case ProblemCode::listedTwice:
        return "listed_twice";
    case ProblemCode::servesOrTrains:
        return "serves_or_trains";
    case ProblemCode::offloadOnUnifiedMemory:
        return "offload_on_unified_memory";
    case ProblemCode::oneOfTwo:
        return "one_of_two";
    case ProblemCode::onlyWith:
        return "only_with";
    case ProblemCode::draftHeadsNotDivisible:
        return "draft_heads_not_divisible";
    case ProblemCode::hfLayersNotModelled:
        return "hf_layers_not_modelled";
    case ProblemCode::hfExpertsNotRead:
        return "hf_experts_not_read";
    }
    return "invalid";
}

} // namespace ridgeline
