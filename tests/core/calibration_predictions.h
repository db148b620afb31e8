// Every expressible row of tests/data/calibration.csv predicted through the real path (scenario
// JSON -> parseScenario -> evaluate) with its own engine profile and the generic one, mapped and
// excluded as tools/CALIBRATION.md says; the errors by category and engine, the printed table,
// and the speed ratios the residual spreads are built from. Shared by tst_calibration (the
// errors) and tst_calibration_spread (the spreads and the ranges' coverage).
#pragma once

#include "calibration_rows.h"
#include "calibration_runs.h"
#include "calibration_spread.h"
#include "test_support.h"

#include "core/evaluate.h"
#include "core/physics.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace ridgeline::calib {

inline const std::vector<std::string> engineColumns{
    "llama.cpp",    "exllamav2",       "vllm",
    "tensorrt-llm", "hf-transformers", "hf-transformers-compiled",
    "llm-foundry",  "generic"};
inline const std::vector<std::string> categories{"A", "B", "C", "Ct", "D"};

struct Outcome {
    const Row* row = nullptr;
    std::optional<double> own, generic;  ///< predictions with the row's profile and `generic`
    std::optional<double> modelled, mfu; ///< training rows: own profile on each time basis
    std::optional<Range> ownRange;       ///< P10-P90 of the own prediction
    bool excluded = false;
    std::string why;

    double err(std::optional<double> p) const { return (*p - row->value) / row->value * 100.0; }
};

// Weights and KV bytes do not depend on the GPU; rows measured on a file get one to stand on.
inline constexpr const char* placeholderGpu = "h100-sxm";

// The parallel layout and batch a training row states: TP, PP and CP (context parallel: each GPU
// holds s / CP of a sequence; counted here as data parallel over shorter sequences), a global
// batch in sequences ("1536 seqs") or tokens ("16M tokens"), FSDP as ZeRO-3. Every row is read
// on the default (modelled) basis unless `basis` says otherwise; whole runs without a GPU count
// take calibration_runs.h's cluster and layout.
inline void addTrainingLayout(const Row& r, nlohmann::json& w, std::optional<std::string> basis) {
    const std::string text = r["batch_size"] + " " + r["software"] + " " + r["notes"];
    int tp = calib::numberAfter(text, "TP"), pp = calib::numberAfter(text, "PP");
    const int cp = std::max(1, calib::numberAfter(text, "CP"));
    if (const auto stated = calib::statedLayouts().find(r.id);
        stated != calib::statedLayouts().end())
        std::tie(tp, pp) = stated->second;
    tp = std::max(1, tp);
    pp = std::max(1, pp);
    double sequence = r.sIn >= 1 ? r.sIn : 2048;
    sequence = std::max(1.0, std::round(sequence / cp));
    if (r.gpus % (tp * pp) == 0 && r.gpus >= tp * pp) {
        w["tensor_parallel"] = tp;
        w["pipeline_parallel"] = pp;
    }
    const std::string batch = calib::lower(r["batch_size"]);
    const int dp =
        std::max(1, r.gpus / (w.value("tensor_parallel", 1) * w.value("pipeline_parallel", 1)));
    double global = 0;
    if (const auto m = calib::numberAfter(batch, ""); m > 0 && calib::has(batch, "m tokens"))
        global = m * 1e6 / sequence;
    else if (calib::has(batch, "seqs"))
        global = calib::firstNumber(batch).value_or(0);
    if (global >= dp)
        w["global_batch"] = std::llround(global / dp) * dp;
    if (calib::has(text, "FSDP") || calib::has(text, "FULL_SHARD"))
        w["zero_stage"] = 3;
    w["sequence"] = std::llround(sequence);
    if (basis)
        w["time_basis"] = *basis;
}

inline nlohmann::json scenarioJson(const Row& r, const std::string& engine, int batch,
                                   std::optional<std::string> basis = std::nullopt) {
    nlohmann::json model{{"params", r.params}};
    if (r.layers > 0) {
        const auto ffn = calib::ffnTable().find(r.model);
        model["layers"] = r.layers;
        model["hidden"] = r.hidden;
        model["heads"] = r.heads;
        model["kv_heads"] = r.kvHeads > 0 ? r.kvHeads : r.heads;
        model["head_dim"] = r.headDim > 0 ? r.headDim : r.hidden / r.heads;
        if (r.vocab > 0)
            model["vocab"] = r.vocab;
        // GPT-3, MPT, Megatron: plain 4d MLP (only the 6PT rows use them; params is exact)
        model["ffn"] = ffn != calib::ffnTable().end() ? ffn->second : 4 * r.hidden;
        model["gated_mlp"] = ffn != calib::ffnTable().end();
    }
    const std::string gpu = r.gpu.empty() ? placeholderGpu : r.gpu;
    nlohmann::json w{{"engine", engine}};
    if (r.training()) {
        // CALIBRATION.md: AMP with fp32 master = fp32 weights and grads (4+4+0+8, SGD 4+4+0+4);
        // "pure BF16" = bf16 weights, gradients and optimizer states with no master copy
        // (2+2+0+4, SGD 2+2+0+2); otherwise PHYSICS's mixed precision (2+2+4+8).
        const std::string prec = calib::lower(r["precision"]);
        const char* format = has(prec, "fp32 master") ? "fp32" : "bf16";
        if (has(prec, "pure bf16"))
            w.update({{"master_weights", false}, {"optimizer_state_format", "bf16"}});
        const auto tokens = calib::trainTokens().find(r.id);
        w.update({{"mode", "training"},
                  {"tokens", tokens != calib::trainTokens().end() ? tokens->second : 1e9},
                  {"sequence", r.sIn >= 1 ? std::llround(r.sIn) : 2048},
                  {"micro_batch", r.batch.value_or(1)},
                  {"weight_format", format},
                  {"gradient_format", format},
                  {"optimizer", has(prec, "sgd") ? "sgd" : "adamw"},
                  {"recompute", r.recompute() ? "full" : "none"}});
        addTrainingLayout(r, w, basis);
    } else {
        const bool fp8 = r.fp8() && test::catalogue().gpu(gpu)->peak(ComputeType::fp8) > 0;
        const bool c120 = r.id == "C120"; // vLLM log: 1952 blocks x 16 tokens
        // the file-size rows state no lengths (weights do not depend on them); one token is the
        // least a scenario allows
        const std::int64_t prompt = c120 ? 1952 * 16 : std::llround(r.sIn);
        const std::int64_t output =
            c120 ? 0 : std::max<std::int64_t>(std::llround(r.sOut), prompt < 1 ? 1 : 0);
        w.update({{"batch", batch},
                  {"prompt_tokens", prompt},
                  {"output_tokens", output},
                  {"weight_format", {{"bits", r.bits}}},
                  {"compute_format", fp8 ? "fp8" : "bf16"},
                  {"tensor_parallel", r.tp}});
    }
    return {{"name", r.id},
            {"model", model},
            {"hardware", {{"gpu", gpu}, {"count", r.gpus}}},
            {"workload", w}};
}

struct Evaluated {
    std::optional<Results> results;
    std::string problems;
};

inline Evaluated run(const Row& r, const std::string& engine, int batch,
                     std::optional<std::string> basis = std::nullopt) {
    const Result<Scenario> s =
        parseScenario(scenarioJson(r, engine, batch, basis).dump(), test::catalogue());
    if (!s) {
        std::string all;
        for (const Problem& p : s.problems())
            all += describe(p) + "; ";
        return {std::nullopt, r.id + ": " + all};
    }
    return {evaluate(s.value()), {}};
}

/// "Max load" cannot be said in a scenario: the batch is the core's largest that fits
/// (inference.maxBatch, which also counts activations and logits) capped by the engine's
/// max_batch, as the python's floor(...) capped by MAX_BATCH.
inline int maxLoadBatch(const Row& r, const std::string& engine, std::string& problems) {
    const Evaluated e = run(r, engine, 1);
    if (!e.results) {
        problems += e.problems;
        return 0;
    }
    const std::optional<int> cap = test::catalogue().engine(engine)->maxBatch;
    return int(std::min<std::int64_t>(e.results->inference.maxBatch, cap.value_or(1 << 30)));
}

inline std::optional<double> predict(const Row& r, const std::string& engine, std::string& problems,
                                     std::optional<std::string> basis = std::nullopt,
                                     std::optional<Range>* range = nullptr) {
    int b = r.batch.value_or(1);
    if (r.kind == Kind::pp)
        b = 1; // llama-bench pp512: one sequence; batch_size is n_batch
    if (r.kind == Kind::maxLoad && (b = maxLoadBatch(r, engine, problems)) < 1)
        return std::nullopt;
    Evaluated e = run(r, engine, b, basis);
    if (!e.results) {
        problems += e.problems;
        return std::nullopt;
    }
    if (calib::wholeRunWithoutCount(r) && basis.value_or("modelled") == "modelled") {
        const std::optional<calib::WholeRun> whole =
            calib::wholeRun(r, scenarioJson(r, engine, b, basis));
        if (!whole) {
            problems += r.id + ": no layout fits; ";
            return std::nullopt;
        }
        e.results = whole->results;
    }
    const Results& res = *e.results;
    if (range)
        *range = calib::rowRange(r, res, b);
    const InferenceFigures& inf = res.inference;
    const TrainingFigures& tr = res.training;
    // Measured rates are steady-state: the step time without the whole run's goodput.
    const double steadyS = tr.timeS * tr.goodput;
    const double perGpuFlops = tr.flops / (steadyS * res.gpus); // = mfu x peak
    const double scale = r.unit == "GiB" ? bytesPerGib : has(r.unit, "GB") ? 1e9 : 1.0;
    if (calib::isRun(r)) // offline and static-batch runs prefill every sequence too
        return inf.throughputTokensPerS / inf.replicas;
    switch (r.kind) {
    case Kind::decode:
        return has(r.unit, "ms") ? inf.tpotS * 1e3 : b / inf.tpotS;
    case Kind::maxLoad:
        return b / inf.tpotS;
    case Kind::ttft:
        return inf.ttftS * 1e3;
    case Kind::pp:
        return r.sIn / inf.ttftS;
    case Kind::memWeights:
        return res.memory.weights / scale;
    case Kind::memKv:
        return res.memory.kvCache / scale;
    case Kind::memTrain: // torch.max_memory_allocated: no runtime overhead
        return res.memory.perGpu - res.memory.overhead;
    case Kind::trainTokens:
        return tr.tokensPerS / (tr.goodput * res.gpus);
    case Kind::trainGpuHours:
        return tr.gpuHours;
    case Kind::trainTflops:
        return perGpuFlops / 1e12;
    case Kind::trainPct:
        return 100.0 * perGpuFlops / res.roofline.peakFlops;
    case Kind::trainFlop:
        return tr.flops;
    case Kind::sanity:
    case Kind::unmodelled:
        break;
    }
    return std::nullopt;
}

inline double mape(const std::vector<double>& errors) {
    double sum = 0;
    for (double e : errors)
        sum += std::fabs(e);
    return errors.empty() ? 0 : sum / double(errors.size());
}

inline std::string cell(const std::vector<double>& errors) {
    char buf[32];
    if (errors.empty())
        return "-";
    std::snprintf(buf, sizeof buf, "%.1f (%zu)", mape(errors), errors.size());
    return buf;
}

/// The predictions of every row, and their errors in percent by (category, column): a profile's
/// own rows, "generic*" (the generic profile on every non-excluded row) and "excl." (own profile
/// on the excluded rows).
struct Predictions {
    std::vector<Row> rows;
    std::vector<Outcome> outcomes; ///< pointing into `rows`
    std::string problems;
    std::map<std::pair<std::string, std::string>, std::vector<double>> table;

    Predictions() = default;
    Predictions(const Predictions&) = delete;
    Predictions& operator=(const Predictions&) = delete;

    /// The rows of the CSV text (the header first); none when the core's reader refuses it.
    /// Returns the records read, the header included.
    std::size_t read(const std::string& text) {
        const CsvRecords records = csvRecords(text, "calibration.csv");
        for (std::size_t i = 1; i < records.size(); ++i)
            rows.push_back(makeRow(records.front(), records[i]));
        return records.size();
    }

    /// Predicts every row but the sanity and unmodelled ones.
    void predictAll() {
        for (const Row& r : rows) {
            if (r.kind == Kind::sanity || r.kind == Kind::unmodelled)
                continue;
            Outcome o;
            o.row = &r;
            o.own = predict(r, r.engine, problems, std::nullopt, &o.ownRange);
            o.generic = predict(r, "generic", problems);
            if (r.cat == "D") {
                o.modelled = predict(r, r.engine, problems, "modelled");
                o.mfu = predict(r, r.engine, problems, "mfu");
            }
            if (namedExclusions().count(r.id)) {
                o.excluded = true;
                o.why = "excluded by name (CALIBRATION.md)";
            }
            if (o.own && o.generic) {
                const std::string cat = r.category();
                if (o.excluded) {
                    table[{cat, "excl."}].push_back(o.err(o.own));
                } else {
                    table[{cat, r.engine}].push_back(o.err(o.own));
                    table[{cat, "generic*"}].push_back(o.err(o.generic));
                }
            }
            outcomes.push_back(o);
        }
    }

    std::vector<double> errors(const std::string& cat, const std::string& column) const {
        const auto it = table.find({cat, column});
        return it == table.end() ? std::vector<double>{} : it->second;
    }
    std::vector<double> ownErrors(const std::string& cat) const {
        std::vector<double> all;
        for (const std::string& e : engineColumns) {
            const std::vector<double> v = errors(cat, e);
            all.insert(all.end(), v.begin(), v.end());
        }
        return all;
    }

    /// MAPE of the non-excluded D rows of one group ("throughput": tokens/s, TFLOPS, % of peak;
    /// "gpu-hours") on one time basis.
    double trainingMape(const std::string& group, bool modelled) const {
        std::vector<double> errs;
        for (const Outcome& o : outcomes) {
            if (o.row->cat != "D" || o.excluded || !o.modelled || !o.mfu ||
                o.row->kind == Kind::trainFlop)
                continue;
            if ((o.row->kind == Kind::trainGpuHours) != (group == "gpu-hours"))
                continue;
            errs.push_back(o.err(modelled ? o.modelled : o.mfu));
        }
        return mape(errs);
    }

    /// Speed ratios of every non-excluded speed row, by profile and part.
    SpreadData spreadData() const {
        SpreadData d;
        for (const Outcome& o : outcomes) {
            const auto part = partOf(*o.row);
            if (o.excluded || !part || !o.own || !o.generic)
                continue;
            const double own = speedRatio(*o.row, *o.own), generic = speedRatio(*o.row, *o.generic);
            PartRows& all = d[{"generic", *part}];
            all.ids.push_back(o.row->id);
            all.own.push_back(generic);
            all.generic.push_back(generic);
            if (o.row->engine != "generic") {
                PartRows& r = d[{o.row->engine, *part}];
                r.ids.push_back(o.row->id);
                r.own.push_back(own);
                r.generic.push_back(generic);
            }
        }
        return d;
    }

    /// The per-row predictions and the MAPE tables.
    void print() const {
        std::printf("\n%-5s %-3s %-25s %12s %12s %7s %12s %7s  %s\n", "id", "cat", "engine",
                    "measured", "predicted", "err%", "generic", "err%", "status");
        for (const Outcome& o : outcomes) {
            const Row& r = *o.row;
            if (!o.own || !o.generic) {
                std::printf("%-5s %-3s %-25s %12.5g %12s\n", r.id.c_str(), r.cat.c_str(),
                            r.engine.c_str(), r.value, "(failed)");
                continue;
            }
            std::printf("%-5s %-3s %-25s %12.5g %12.5g %+7.1f %12.5g %+7.1f  %s\n", r.id.c_str(),
                        r.category().c_str(), r.engine.c_str(), r.value, *o.own, o.err(o.own),
                        *o.generic, o.err(o.generic), o.excluded ? o.why.c_str() : "");
        }
        std::printf(
            "\nMAPE %% (rows) by category x engine: each row's own profile on its non-excluded "
            "rows;\ngeneric* = the generic profile on every non-excluded row; excl. = own "
            "profile on excluded rows.\nC = weights/KV bytes, Ct = peak training memory.\n");
        std::printf("%-4s", "cat");
        const char* heads[] = {"llama.cpp",  "exllamav2",   "vllm",        "tensorrt-llm",
                               "hf-transf.", "hf-compiled", "llm-foundry", "generic",
                               "generic*",   "excl.",       "all own"};
        for (const char* h : heads)
            std::printf("%13s", h);
        std::printf("\n");
        for (const std::string& cat : categories) {
            std::printf("%-4s", cat.c_str());
            for (const std::string& e : engineColumns)
                std::printf("%13s", cell(errors(cat, e)).c_str());
            std::printf("%13s%13s%13s\n", cell(errors(cat, "generic*")).c_str(),
                        cell(errors(cat, "excl.")).c_str(), cell(ownErrors(cat)).c_str());
        }
        std::printf(
            "\nMAPE %% (rows) by group, own profile: fitted = non-excluded rows, all = every "
            "expressible row\n");
        std::map<std::string, std::pair<std::vector<double>, std::vector<double>>> groups;
        for (const Outcome& o : outcomes) {
            if (!o.own || o.row->kind == Kind::trainFlop)
                continue;
            auto& [fitted, all] = groups[groupOf(*o.row)];
            (o.excluded ? all : fitted).push_back(o.err(o.own));
            if (!o.excluded)
                all.push_back(o.err(o.own));
        }
        for (const auto& [group, errs] : groups)
            std::printf("%-10s %12s %12s\n", group.c_str(), cell(errs.first).c_str(),
                        cell(errs.second).c_str());
        std::vector<const Row*> evaluated;
        for (const Outcome& o : outcomes)
            evaluated.push_back(o.row);
        printWholeRuns(evaluated, [](const Row& r) { return scenarioJson(r, r.engine, 1); });
        std::printf("\nTraining rows (D, own profile, non-excluded), MAPE %% by time basis:\n");
        std::printf("%-12s %10s %10s\n", "group", "modelled", "mfu");
        for (const char* g : {"throughput", "gpu-hours"})
            std::printf("%-12s %10.1f %10.1f\n", g, trainingMape(g, true), trainingMape(g, false));
        std::fflush(stdout);
    }
};

/// The text of tests/data/calibration.csv (RIDGELINE_CALIBRATION_CSV); empty when it is missing.
inline std::string calibrationCsvText() {
    std::ifstream in(RIDGELINE_CALIBRATION_CSV, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace ridgeline::calib
