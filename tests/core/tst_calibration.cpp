// Every expressible row of tests/data/calibration.csv through the real path (scenario JSON ->
// parseScenario -> evaluate), with the engine profiles of the built-in catalogue, mapped and
// excluded as tools/CALIBRATION.md says. Prints the per-row predictions and the MAPE table of
// tools/fit_engine_profiles.py, and fails when the calibration gets worse.
//
// Agreement with the python fit (same CSV, same engines.json), before docs/fidelity.md's physics
// (whole runs, static caches, grouped-KV copies, llama.cpp's overhead on HBM, which the script
// does not model): every A, C (weights/KV) and D row was identical to its printed precision.
// Two deliberate differences, both the core being more complete than the script's
// re-implementation:
// - "max load" rows (B045-B063): the core's largest batch also holds prefill activations and fp32
//   logits, so b is 1-3 % smaller (B054 88 vs 90, B057 47 vs 48, B063 599 vs 601); TensorRT-LLM B
//   MAPE 12.9 here vs 12.5 in the script.
// - peak training memory (Ct): the core's allocator-level model (activations by shape, eager
//   norms, fp32 logits and their gradient, autocast's weight copies, gradients reusing freed
//   activations) and the "pure BF16" rows: Ct MAPE 0.3 here vs 19.2 in the script.
// - training (D): the core's modelled step (tools/CALIBRATION.md "Training"), with the layout
//   and batch each row states; whole-run GPU-hour rows without a GPU count take the cluster and
//   layout of calibration_runs.h and the core's whole-run goodput.
#include "calibration_rows.h"
#include "calibration_runs.h"
#include "calibration_spread.h"
#include "test_support.h"

#include "core/evaluate.h"
#include "core/physics.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cstdio>
#include <fstream>
#include <sstream>

using namespace ridgeline;
using calib::has;
using calib::Kind;
using calib::Row;

namespace {

const std::vector<std::string> engineColumns{
    "llama.cpp",    "exllamav2",       "vllm",
    "tensorrt-llm", "hf-transformers", "hf-transformers-compiled",
    "llm-foundry",  "generic"};
const std::vector<std::string> categories{"A", "B", "C", "Ct", "D"};

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
const char* const placeholderGpu = "h100-sxm";

// The parallel layout and batch a training row states: TP, PP and CP (context parallel: each GPU
// holds s / CP of a sequence; counted here as data parallel over shorter sequences), a global
// batch in sequences ("1536 seqs") or tokens ("16M tokens"), FSDP as ZeRO-3. Every row is read
// on the default (modelled) basis unless `basis` says otherwise; whole runs without a GPU count
// take calibration_runs.h's cluster and layout.
void addTrainingLayout(const Row& r, nlohmann::json& w, std::optional<std::string> basis) {
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

nlohmann::json scenarioJson(const Row& r, const std::string& engine, int batch,
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

Evaluated run(const Row& r, const std::string& engine, int batch,
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
int maxLoadBatch(const Row& r, const std::string& engine, std::string& problems) {
    const Evaluated e = run(r, engine, 1);
    if (!e.results) {
        problems += e.problems;
        return 0;
    }
    const std::optional<int> cap = test::catalogue().engine(engine)->maxBatch;
    return int(std::min<std::int64_t>(e.results->inference.maxBatch, cap.value_or(1 << 30)));
}

std::optional<double> predict(const Row& r, const std::string& engine, std::string& problems,
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

double mape(const std::vector<double>& errors) {
    double sum = 0;
    for (double e : errors)
        sum += std::fabs(e);
    return errors.empty() ? 0 : sum / double(errors.size());
}

std::string cell(const std::vector<double>& errors) {
    char buf[32];
    if (errors.empty())
        return "-";
    std::snprintf(buf, sizeof buf, "%.1f (%zu)", mape(errors), errors.size());
    return buf;
}

} // namespace

class Calibration : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyRowEvaluates();
    void prefillHeavyRunsModelled();
    void mapeByCategory();
    void memoryBytesExact();
    void profilesBeatGeneric();
    void modelledStepBeatsMfu();
    void spreadsAsFitted();
    void rangesCoverRows();

private:
    std::vector<Row> rows_;
    std::vector<Outcome> outcomes_;
    std::string problems_;
    std::map<std::pair<std::string, std::string>, std::vector<double>> table_; // (cat, column)

    std::vector<double> errors(const std::string& cat, const std::string& column) const {
        const auto it = table_.find({cat, column});
        return it == table_.end() ? std::vector<double>{} : it->second;
    }
    std::vector<double> ownErrors(const std::string& cat) const {
        std::vector<double> all;
        for (const std::string& e : engineColumns) {
            const std::vector<double> v = errors(cat, e);
            all.insert(all.end(), v.begin(), v.end());
        }
        return all;
    }
    void print() const;
    /// Speed ratios of every non-excluded speed row, by profile and part.
    calib::SpreadData spreadData() const;
    /// MAPE of the non-excluded D rows of one group ("throughput": tokens/s, TFLOPS, % of peak;
    /// "gpu-hours") on one time basis.
    double trainingMape(const std::string& group, bool modelled) const;
};

double Calibration::trainingMape(const std::string& group, bool modelled) const {
    std::vector<double> errs;
    for (const Outcome& o : outcomes_) {
        if (o.row->cat != "D" || o.excluded || !o.modelled || !o.mfu ||
            o.row->kind == Kind::trainFlop)
            continue;
        if ((o.row->kind == Kind::trainGpuHours) != (group == "gpu-hours"))
            continue;
        errs.push_back(o.err(modelled ? o.modelled : o.mfu));
    }
    return mape(errs);
}

void Calibration::initTestCase() {
    std::ifstream in(RIDGELINE_CALIBRATION_CSV, std::ios::binary);
    if (!in)
        QFAIL("calibration CSV not found at RIDGELINE_CALIBRATION_CSV (" RIDGELINE_CALIBRATION_CSV
              "); it belongs to the repository (tests/data/PROVENANCE.md)");
    std::stringstream text;
    text << in.rdbuf();
    const auto records = calib::parseCsv(text.str());
    QVERIFY(records.size() > 1);
    for (std::size_t i = 1; i < records.size(); ++i)
        rows_.push_back(calib::makeRow(records.front(), records[i]));
    QCOMPARE(rows_.size(), std::size_t(89)); // CALIBRATION.md: 89 data rows

    for (const Row& r : rows_) {
        if (r.kind == Kind::sanity || r.kind == Kind::unmodelled)
            continue;
        Outcome o;
        o.row = &r;
        o.own = predict(r, r.engine, problems_, std::nullopt, &o.ownRange);
        o.generic = predict(r, "generic", problems_);
        if (r.cat == "D") {
            o.modelled = predict(r, r.engine, problems_, "modelled");
            o.mfu = predict(r, r.engine, problems_, "mfu");
        }
        if (calib::namedExclusions().count(r.id)) {
            o.excluded = true;
            o.why = "excluded by name (CALIBRATION.md)";
        }
        if (o.own && o.generic) {
            const std::string cat = r.category();
            if (o.excluded) {
                table_[{cat, "excl."}].push_back(o.err(o.own));
            } else {
                table_[{cat, r.engine}].push_back(o.err(o.own));
                table_[{cat, "generic*"}].push_back(o.err(o.generic));
            }
        }
        outcomes_.push_back(o);
    }
    print();
}

void Calibration::print() const {
    std::printf("\n%-5s %-3s %-25s %12s %12s %7s %12s %7s  %s\n", "id", "cat", "engine", "measured",
                "predicted", "err%", "generic", "err%", "status");
    for (const Outcome& o : outcomes_) {
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
    std::printf("\nMAPE %% (rows) by category x engine: each row's own profile on its non-excluded "
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
    std::printf("\nMAPE %% (rows) by group, own profile: fitted = non-excluded rows, all = every "
                "expressible row\n");
    std::map<std::string, std::pair<std::vector<double>, std::vector<double>>> groups;
    for (const Outcome& o : outcomes_) {
        if (!o.own || o.row->kind == Kind::trainFlop)
            continue;
        auto& [fitted, all] = groups[calib::groupOf(*o.row)];
        (o.excluded ? all : fitted).push_back(o.err(o.own));
        if (!o.excluded)
            all.push_back(o.err(o.own));
    }
    for (const auto& [group, errs] : groups)
        std::printf("%-10s %12s %12s\n", group.c_str(), cell(errs.first).c_str(),
                    cell(errs.second).c_str());
    std::vector<const Row*> evaluated;
    for (const Outcome& o : outcomes_)
        evaluated.push_back(o.row);
    calib::printWholeRuns(evaluated, [](const Row& r) { return scenarioJson(r, r.engine, 1); });
    std::printf("\nTraining rows (D, own profile, non-excluded), MAPE %% by time basis:\n");
    std::printf("%-12s %10s %10s\n", "group", "modelled", "mfu");
    for (const char* g : {"throughput", "gpu-hours"})
        std::printf("%-12s %10.1f %10.1f\n", g, trainingMape(g, true), trainingMape(g, false));
    std::fflush(stdout);
}

void Calibration::everyRowEvaluates() {
    QVERIFY2(problems_.empty(), problems_.c_str());
    QCOMPARE(outcomes_.size(), std::size_t(89 - 7 - 2)); // minus E/F sanity rows and MLPerf
    for (const Outcome& o : outcomes_)
        QVERIFY2(o.own && o.generic && std::isfinite(*o.own) && *o.own > 0, o.row->id.c_str());
}

// The runs that spend a third or more of their time in prefill (once excluded: b/t_dec counts
// decode only) are predicted by the whole-run throughput, within 30 % each.
void Calibration::prefillHeavyRunsModelled() {
    int checked = 0;
    for (const Outcome& o : outcomes_) {
        if (!calib::prefillHeavyRows().count(o.row->id))
            continue;
        QVERIFY2(!o.excluded && o.own && std::fabs(o.err(o.own)) < 30,
                 qPrintable(QStringLiteral("%1: %2 %")
                                .arg(QString::fromStdString(o.row->id))
                                .arg(o.own ? o.err(o.own) : 0.0, 0, 'f', 1)));
        ++checked;
    }
    QCOMPARE(checked, 5);
}

// Own-profile MAPE per category over its non-excluded rows: observed (Release, this CSV and
// engines.json) x 1.25, rounded. Observed: A 4.9, B 9.9 (18 rows with B087; 13.9 on 17 before
// the prefill shapes and decode's shape penalty; 11.4 while decode went without it), C 1.6,
// Ct 0.3, D 11.6 (A and B now hold G204, G207 and the five prefill-heavy runs, modelled by the
// static cache, the grouped-KV copies and the whole-run throughput, and llama.cpp keeps its
// per-token overhead on HBM: before, without them, A 3.3 (16 rows), B 10.7 (11 rows); before the
// modelled step and the allocator-level memory: Ct 11.3, D 18.5; before the whole-run goodput, with
// GPU-hours on the MFU basis: D 13.8).
void Calibration::mapeByCategory() {
    const std::map<std::string, double> limit{
        {"A", 6.0}, {"B", 12.5}, {"C", 2.0}, {"Ct", 1.0}, {"D", 17.5}};
    for (const std::string& cat : categories) {
        const double m = mape(ownErrors(cat));
        QVERIFY2(m < limit.at(cat), qPrintable(QStringLiteral("category %1: MAPE %2 % >= %3 %")
                                                   .arg(QString::fromStdString(cat))
                                                   .arg(m, 0, 'f', 1)
                                                   .arg(limit.at(cat))));
    }
}

// Weights and KV bytes are formulas, not fits: within 3 % each, except the rows CALIBRATION.md
// explains (C123: the "FP8" 405B checkpoint keeps part of the model in bf16, -12 %; G210 and
// G213: the allocator adds to small static caches, -6 %).
void Calibration::memoryBytesExact() {
    const std::map<std::string, double> known{{"C123", 13}, {"G210", 7}, {"G213", 7}};
    int checked = 0;
    for (const Outcome& o : outcomes_) {
        if ((o.row->kind != Kind::memWeights && o.row->kind != Kind::memKv) || !o.own)
            continue;
        const auto k = known.find(o.row->id);
        const double tolerance = k == known.end() ? 3.0 : k->second;
        QVERIFY2(std::fabs(o.err(o.own)) < tolerance,
                 qPrintable(QStringLiteral("%1: %2 % off")
                                .arg(QString::fromStdString(o.row->id))
                                .arg(o.err(o.own), 0, 'f', 2)));
        ++checked;
    }
    QCOMPARE(checked, 15);
}

// The fitted profiles must predict the decode and prefill/throughput rows better than the
// PHYSICS defaults do (observed: A 4.9 vs 45.5, B 13.9 vs 62.1).
void Calibration::profilesBeatGeneric() {
    for (const std::string cat : {"A", "B"}) {
        const double own = mape(ownErrors(cat)), generic = mape(errors(cat, "generic*"));
        QVERIFY2(own < 0.5 * generic,
                 qPrintable(QStringLiteral("category %1: own %2 % vs generic %3 %")
                                .arg(QString::fromStdString(cat))
                                .arg(own, 0, 'f', 1)
                                .arg(generic, 0, 'f', 1)));
    }
}

// The headline training time is the modelled step because it predicts the throughput rows
// better than each profile's MFU constant does (observed 13.2 % vs 18.5 %), and, with the
// whole-run goodput and calibration_runs.h's cluster and layout, the GPU-hours of published runs
// too (observed 0.5 % vs 18.1 %; in-sample: the goodput's constant is fitted to these two rows).
void Calibration::modelledStepBeatsMfu() {
    for (const char* group : {"throughput", "gpu-hours"}) {
        const double modelled = trainingMape(group, true), mfu = trainingMape(group, false);
        QVERIFY2(modelled < 0.85 * mfu, qPrintable(QStringLiteral("%1: modelled %2 % vs MFU %3 %")
                                                       .arg(QLatin1String(group))
                                                       .arg(modelled, 0, 'f', 1)
                                                       .arg(mfu, 0, 'f', 1)));
    }
    QVERIFY(trainingMape("gpu-hours", true) < 5.0);
}

calib::SpreadData Calibration::spreadData() const {
    calib::SpreadData d;
    for (const Outcome& o : outcomes_) {
        const auto part = calib::partOf(*o.row);
        if (o.excluded || !part || !o.own || !o.generic)
            continue;
        const double own = calib::speedRatio(*o.row, *o.own),
                     generic = calib::speedRatio(*o.row, *o.generic);
        calib::PartRows& all = d[{"generic", *part}];
        all.ids.push_back(o.row->id);
        all.own.push_back(generic);
        all.generic.push_back(generic);
        if (o.row->engine != "generic") {
            calib::PartRows& r = d[{o.row->engine, *part}];
            r.ids.push_back(o.row->id);
            r.own.push_back(own);
            r.generic.push_back(generic);
        }
    }
    return d;
}

// The spreads in the catalogue are what docs/fidelity.md's method yields on these rows: per
// profile and part, P10/P90 of the leave-one-out ratios of measured / predicted speed over its
// non-excluded rows (pooled with every fitted profile's when it has fewer than 5), at least
// +-10 %, rounded outwards; the generic profile's over every row with its constants; a profile
// with no row of a part (vLLM: generic constants) takes the generic spread. Prints the catalogue
// JSON it expects, and the in-sample spreads for comparison.
void Calibration::spreadsAsFitted() {
    const calib::SpreadData d = spreadData();
    std::string mismatches;
    for (bool loo : {false, true}) {
        std::printf("\nResidual spreads, %s (catalogue \"spread\" objects%s):\n",
                    loo ? "leave-one-out" : "in-sample", loo ? "" : ", before");
        for (const EngineProfile& e : test::catalogue().engines) {
            std::printf("%-26s", e.id.c_str());
            for (calib::Part part : calib::parts) {
                const auto [p10, p90] = calib::profileSpread(d, e.id, part, loo);
                const int rows = int(calib::ownRows(d, e.id, part));
                std::printf(" \"%s\": {\"p10\": %.2f, \"p90\": %.2f, \"rows\": %d}",
                            calib::partName(part), p10, p90, rows);
                const std::optional<ResidualSpread>& stored =
                    part == calib::Part::decode    ? e.decodeSpread
                    : part == calib::Part::prefill ? e.prefillSpread
                                                   : e.trainingSpread;
                if (loo && (!stored || std::fabs(stored->p10 - p10) > 0.005 ||
                            std::fabs(stored->p90 - p90) > 0.005 || stored->rows != rows))
                    mismatches += e.id + " " + calib::partName(part) + "; ";
            }
            std::printf("\n");
        }
    }
    std::fflush(stdout);
    QVERIFY2(mismatches.empty(), mismatches.c_str());
}

// The P10-P90 ranges of the own predictions hold about 80 % of unseen measurements (observed
// 38 / 51 = 75 % leaving each row out; 29 / 51 = 57 % with the in-sample spreads before). In-sample
// (the catalogue's ranges through the core, every row in the spreads it is judged by) and on unseen
// rows: each row's leave-one-out ratio against the band of the other rows' ratios, for spreads
// from in-sample and from leave-one-out residuals (docs/fidelity.md, "Coverage on the public
// rows").
void Calibration::rangesCoverRows() {
    std::map<std::string, std::pair<int, int>> tally; // part -> (inside, rows)
    for (const Outcome& o : outcomes_) {
        const auto part = calib::partOf(*o.row);
        if (o.excluded || !part || !o.ownRange)
            continue;
        QVERIFY2(o.ownRange->contains(*o.own), o.row->id.c_str());
        auto& [inside, rows] = tally[calib::partName(*part)];
        inside += o.ownRange->contains(o.row->value) ? 1 : 0;
        ++rows;
    }
    int inside = 0, rows = 0;
    std::printf("\nCoverage of the catalogue's P10-P90 ranges, in-sample (inside / rows):\n");
    for (const auto& [part, t] : tally) {
        std::printf("%-9s %d / %d\n", part.c_str(), t.first, t.second);
        inside += t.first;
        rows += t.second;
    }
    const double share = double(inside) / double(rows);
    std::printf("all       %d / %d = %.0f %%\n", inside, rows, share * 100);

    const calib::SpreadData d = spreadData();
    const calib::Coverage before = calib::coverageOf(d, false), now = calib::coverageOf(d, true);
    std::printf("\nCoverage by method (%d rows): in-sample / each row left out\n", now.rows);
    for (const auto& [name, c] : {std::pair{"in-sample residual spreads", before},
                                  std::pair{"leave-one-out residual spreads", now}})
        std::printf("%-32s %d / %d   %d / %d = %.0f %%\n", name, c.inSample, c.rows, c.unseen,
                    c.rows, 100.0 * c.unseen / c.rows);
    std::fflush(stdout);
    // Bands built to hold 80 % of unseen rows hold more of the rows they were built from.
    QVERIFY2(share >= 0.8, qPrintable(QString::number(share)));
    const double unseen = double(now.unseen) / now.rows;
    QVERIFY2(unseen >= 0.7 && unseen <= 0.95, qPrintable(QString::number(unseen)));
}

QTEST_APPLESS_MAIN(Calibration)
#include "tst_calibration.moc"
