// Predictions of the calibration rows through the real path.
#include "tools/calibration/calibration_predictions.h"

#include "core/evaluation/evaluate.h"
#include "core/files/scenario_io.h"
#include "core/physics/physics.h"

#include <cstdio>
#include <fstream>
#include <sstream>

namespace ridgeline::calib {

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

nlohmann::json scenarioJson(const Catalogue& catalogue, const Row& r, const std::string& engine,
                            int batch, std::optional<std::string> basis) {
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
        const bool fp8 = r.fp8() && catalogue.gpu(gpu)->peak(ComputeType::fp8) > 0;
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

Evaluated run(const Catalogue& catalogue, const Row& r, const std::string& engine, int batch,
              std::optional<std::string> basis) {
    const Result<Scenario> s =
        parseScenario(scenarioJson(catalogue, r, engine, batch, basis).dump(), catalogue);
    if (!s) {
        std::string all;
        for (const Problem& p : s.problems())
            all += describe(p) + "; ";
        return {std::nullopt, r.id + ": " + all};
    }
    return {evaluate(s.value()), {}};
}

int maxLoadBatch(const Catalogue& catalogue, const Row& r, const std::string& engine,
                 std::string& problems) {
    const Evaluated e = run(catalogue, r, engine, 1);
    if (!e.results) {
        problems += e.problems;
        return 0;
    }
    const std::optional<int> cap = catalogue.engine(engine)->maxBatch;
    return int(std::min<std::int64_t>(e.results->inference.maxBatch, cap.value_or(1 << 30)));
}

std::optional<double> predict(const Catalogue& catalogue, const Row& r, const std::string& engine,
                              std::string& problems, std::optional<std::string> basis,
                              std::optional<Range>* range) {
    int b = r.batch.value_or(1);
    if (r.kind == Kind::pp)
        b = 1; // llama-bench pp512: one sequence; batch_size is n_batch
    if (r.kind == Kind::maxLoad && (b = maxLoadBatch(catalogue, r, engine, problems)) < 1)
        return std::nullopt;
    Evaluated e = run(catalogue, r, engine, b, basis);
    if (!e.results) {
        problems += e.problems;
        return std::nullopt;
    }
    if (calib::wholeRunWithoutCount(r) && basis.value_or("modelled") == "modelled") {
        const std::optional<calib::WholeRun> whole =
            calib::wholeRun(catalogue, r, scenarioJson(catalogue, r, engine, b, basis));
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

const Catalogue& builtin() {
    static const Catalogue cat = builtinCatalogue().value();
    return cat;
}

std::string Predictions::load(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    if (!in || text.str().empty())
        return "calibration CSV not found at " + path +
               "; it belongs to the repository (tests/data/PROVENANCE.md)";
    read(text.str());
    if (rows.size() != expectedRows)
        return path + ": " + std::to_string(rows.size()) + " data rows, expected " +
               std::to_string(expectedRows) + " (tools/CALIBRATION.md)";
    predictAll();
    return {};
}

std::string defaultCsvPath() {
    return RIDGELINE_CALIBRATION_CSV;
}

std::size_t Predictions::read(const std::string& text) {
    const CsvRecords records = csvRecords(text, "calibration.csv");
    for (std::size_t i = 1; i < records.size(); ++i)
        rows.push_back(makeRow(records.front(), records[i]));
    return records.size();
}

void Predictions::predictAll() {
    for (const Row& r : rows) {
        if (r.kind == Kind::sanity || r.kind == Kind::unmodelled)
            continue;
        Outcome o;
        o.row = &r;
        o.own = predict(*catalogue, r, r.engine, problems, std::nullopt, &o.ownRange);
        o.generic = predict(*catalogue, r, "generic", problems);
        if (r.cat == "D") {
            o.modelled = predict(*catalogue, r, r.engine, problems, "modelled");
            o.mfu = predict(*catalogue, r, r.engine, problems, "mfu");
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

std::vector<double> Predictions::errors(const std::string& cat, const std::string& column) const {
    const auto it = table.find({cat, column});
    return it == table.end() ? std::vector<double>{} : it->second;
}
std::vector<double> Predictions::ownErrors(const std::string& cat) const {
    std::vector<double> all;
    for (const std::string& e : engineColumns) {
        const std::vector<double> v = errors(cat, e);
        all.insert(all.end(), v.begin(), v.end());
    }
    return all;
}

double Predictions::trainingMape(const std::string& group, bool modelled) const {
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

SpreadData Predictions::spreadData() const {
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

} // namespace ridgeline::calib
