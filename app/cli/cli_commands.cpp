#include "cli_commands.h"

#include "cli_table.h"
#include "core/base/user_json.h"
#include "core/calibration/calibrate.h"
#include "core/catalogue/engine_formats.h"
#include "core/evaluation/evaluate.h"
#include "core/evaluation/sweep.h"
#include "core/files/compare_spec.h"
#include "core/files/results_json.h"
#include "core/files/scenario_io.h"
#include "core/scenario/cluster_io.h"
#include "core/scenario/scenario_names.h"
#include "core/serving/serving_sim.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace ridgeline::cli {

namespace {

bool hasFlag(std::span<const std::string> args, std::string_view flag) {
    return std::find(args.begin(), args.end(), flag) != args.end();
}

// Reads a scenario file ("-" for standard input), at most one byte more than a scenario may
// have, and parses it.
Result<Scenario> loadScenario(const Catalogue& cat, const std::string& path, std::istream& in) {
    std::string text;
    if (path == "-") {
        text = readBounded(in, maxScenarioBytes);
    } else {
        std::ifstream file(path, std::ios::binary);
        if (!file)
            return Problems{{path, "cannot be opened for reading"}};
        text = readBounded(file, maxScenarioBytes);
    }
    if (text.size() > maxScenarioBytes)
        return Problems{{path == "-" ? "scenario" : path,
                         fmt::format("is too large for a scenario (allowed: up to {} bytes)",
                                     maxScenarioBytes)}};
    const std::string folder =
        path == "-" ? std::string() : std::filesystem::path(path).parent_path().string();
    return parseScenario(text, cat, folder);
}

std::optional<double> parseNumber(std::string_view text) {
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

// The most points one sweep evaluates (each point is one evaluation and one output row).
constexpr std::size_t maxSweepPoints = 100000;

struct Vary {
    SweepVariable variable = SweepVariable::batch;
    std::vector<double> values;
};

// "batch=1..1024" (doubling), "batch=1..1024:64" (64 points, log-spaced), "batch=1,8,64".
Result<Vary> parseVary(std::string_view spec) {
    const std::string allowedForm =
        "allowed: NAME=LO..HI, NAME=LO..HI:POINTS or NAME=A,B,C with NAME one of batch, "
        "prompt_tokens, output_tokens, count, tensor_parallel";
    const auto eq = spec.find('=');
    if (eq == std::string_view::npos)
        return Problems{{"--vary", fmt::format("\"{}\" is not a range ({})", spec, allowedForm)}};
    Vary v;
    const auto variable = sweepVariableFromName(spec.substr(0, eq));
    if (!variable)
        return Problems{{"--vary", fmt::format("unknown variable \"{}\" ({})", spec.substr(0, eq),
                                               allowedForm)}};
    v.variable = *variable;
    const auto [lo, hi] = sweepVariableRange(v.variable);
    std::string_view rest = spec.substr(eq + 1);
    const auto dots = rest.find("..");
    if (dots != std::string_view::npos) {
        std::string_view upper = rest.substr(dots + 2);
        std::optional<double> points;
        if (const auto colon = upper.find(':'); colon != std::string_view::npos) {
            points = parseNumber(upper.substr(colon + 1));
            upper = upper.substr(0, colon);
            if (!points || *points < 2 || *points > double(maxSweepPoints) ||
                std::floor(*points) != *points)
                return Problems{{"--vary", fmt::format("the number of points must be a whole "
                                                       "number (allowed: 2..{})",
                                                       maxSweepPoints)}};
        }
        const auto a = parseNumber(rest.substr(0, dots));
        const auto b = parseNumber(upper);
        if (a && b && (std::floor(*a) != *a || std::floor(*b) != *b))
            return Problems{{"--vary", fmt::format("\"{}\" is not a range of whole numbers "
                                                   "(allowed: whole numbers {}..{})",
                                                   rest, lo, hi)}};
        if (!a || !b || *a < lo || *b > hi || *a >= *b)
            return Problems{{"--vary", fmt::format("\"{}\" is not a valid range (allowed: {} <= "
                                                   "LO < HI <= {})",
                                                   rest, lo, hi)}};
        v.values = points ? logIntegerRange(*a, *b, int(*points)) : doublingRange(*a, *b);
        return v;
    }
    std::string_view list = rest;
    while (!list.empty()) {
        const auto comma = list.find(',');
        const auto x = parseNumber(list.substr(0, comma));
        if (!x || *x < lo || *x > hi || std::floor(*x) != *x)
            return Problems{{"--vary", fmt::format("\"{}\" is not a valid value (allowed: whole "
                                                   "numbers {}..{})",
                                                   list.substr(0, comma), lo, hi)}};
        if (v.values.size() == maxSweepPoints)
            return Problems{{"--vary", fmt::format("more than {} values (allowed: up to {})",
                                                   maxSweepPoints, maxSweepPoints)}};
        v.values.push_back(*x);
        list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
    }
    if (v.values.empty())
        return Problems{{"--vary", fmt::format("no values given ({})", allowedForm)}};
    return v;
}

std::string csvNumber(const std::optional<double>& v) {
    return v ? fmt::format("{:.9g}", *v) : std::string();
}

} // namespace

int printProblems(const Problems& problems, std::ostream& err) {
    for (const Problem& p : problems)
        err << describe(p) << '\n';
    return 2;
}

Result<Scenario> loadScenarioFile(const Catalogue& cat, const std::string& path, std::istream& in) {
    return loadScenario(cat, path, in);
}

std::string readBounded(std::istream& in, std::size_t limit) {
    std::string text(limit + 1, '\0');
    in.read(text.data(), std::streamsize(text.size()));
    text.resize(std::size_t(in.gcount()));
    return text;
}

int evaluateCommand(const Catalogue& cat, std::span<const std::string> args, Io io) {
    if (hasFlag(args, "--explain-defaults")) {
        // The file format's defaults (what an empty file reads as), not the app's built-in
        // scenario: a file that leaves the model or the GPU out still means Llama-2-7B on an
        // RTX 4090, as it did before the app started on Qwen3-8B and an RTX 5090.
        const Result<Scenario> empty = scenarioFromJson(nlohmann::json::object(), cat);
        if (!empty)
            return 1;
        io.out << "# Every field of a scenario with its default value.\n"
               << serializeScenario(detail::withExplicitCluster(empty.value()), cat);
        return 0;
    }
    std::vector<std::string> files;
    std::optional<std::string> compare;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json")
            continue;
        if (a == "--compare" || a.rfind("--compare=", 0) == 0) {
            if (a == "--compare" && i + 1 >= args.size())
                return printProblems({{"--compare", "needs ID[:COUNT[:TP]][,...]"}}, io.err);
            compare = a == "--compare" ? args[++i] : a.substr(10);
            continue;
        }
        if (a.size() > 1 && a[0] == '-')
            return printProblems({{a, "unknown option for evaluate (allowed: --json, "
                                      "--compare, --explain-defaults)"}},
                                 io.err);
        files.push_back(a);
    }
    if (files.size() != 1)
        return printProblems({{"evaluate", "needs exactly one scenario file, or - for standard "
                                           "input"}},
                             io.err);
    Result<Scenario> scenario = loadScenario(cat, files[0], io.in);
    if (!scenario)
        return printProblems(scenario.problems(), io.err);
    if (compare) {
        const Problems problems = applyCompareSpecs(*compare, scenario.value(), cat);
        if (!problems.empty())
            return printProblems(problems, io.err);
    }
    const Results results = evaluateWithServing(*scenario);
    if (hasFlag(args, "--json")) {
        nlohmann::json j = resultsToJson(*scenario, results);
        j["compare"] = nlohmann::json::array();
        for (const GpuChoice& c : scenario->compare) {
            const Scenario on = scenarioOn(*scenario, c);
            j["compare"].push_back(resultsToJson(on, evaluate(on)));
        }
        io.out << j.dump(2) << '\n';
    } else {
        io.out << resultsTable(*scenario, results);
        if (!scenario->compare.empty())
            io.out << comparedTable(*scenario);
    }
    return 0;
}

int sweepCommand(const Catalogue& cat, std::span<const std::string> args, Io io) {
    std::vector<std::string> files;
    std::optional<Vary> vary;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json" || a == "--csv")
            continue;
        if (a == "--vary" || a.rfind("--vary=", 0) == 0) {
            std::string spec;
            if (a == "--vary") {
                if (i + 1 >= args.size())
                    return printProblems({{"--vary", "needs a range, e.g. batch=1..1024"}}, io.err);
                spec = args[++i];
            } else {
                spec = a.substr(7);
            }
            Result<Vary> parsed = parseVary(spec);
            if (!parsed)
                return printProblems(parsed.problems(), io.err);
            vary = parsed.value();
            continue;
        }
        if (a.size() > 1 && a[0] == '-')
            return printProblems({{a, "unknown option for sweep (allowed: --vary, --json, --csv)"}},
                                 io.err);
        files.push_back(a);
    }
    if (files.size() != 1)
        return printProblems({{"sweep", "needs exactly one scenario file, or - for standard "
                                        "input"}},
                             io.err);
    if (!vary)
        return printProblems({{"--vary", "is required, e.g. --vary batch=1..1024"}}, io.err);
    const Result<Scenario> scenario = loadScenario(cat, files[0], io.in);
    if (!scenario)
        return printProblems(scenario.problems(), io.err);
    // Every point must be a valid scenario too (tensor parallel must divide the GPU count...).
    for (double value : vary->values) {
        const Scenario s = withValue(*scenario, vary->variable, value);
        const Result<Scenario> check = scenarioFromJson(scenarioToJson(s, cat), cat);
        if (!check)
            return printProblems(check.problems(), io.err);
    }
    const std::vector<Results> results = sweep(*scenario, vary->variable, vary->values);
    const std::string_view name = sweepVariableName(vary->variable);
    if (hasFlag(args, "--json")) {
        nlohmann::json out = {{"variable", name}, {"points", nlohmann::json::array()}};
        for (std::size_t i = 0; i < results.size(); ++i) {
            const Scenario s = withValue(*scenario, vary->variable, vary->values[i]);
            out["points"].push_back(
                {{"value", vary->values[i]}, {"results", resultsToJson(s, results[i])}});
        }
        io.out << out.dump(2) << '\n';
        return 0;
    }
    const bool csv = hasFlag(args, "--csv");
    if (csv)
        io.out << name
               << ",tokens_per_s,tpot_s,ttft_s,latency_s,decode_intensity_flop_per_byte,bound,"
                  "per_gpu_bytes,fits,gpus_needed,owned_usd_per_million_tokens,"
                  "cloud_usd_per_million_tokens,training_time_s\n";
    else
        io.out << fmt::format("{:>14} {:>12} {:>10} {:>10} {:>10} {:>13} {:>12} {:>5} {:>12} "
                              "{:>12}\n",
                              name, "tokens/s", "TPOT", "TTFT", "intensity", "bound", "mem/GPU",
                              "fits", "$/1M owned", "$/1M cloud");
    for (std::size_t i = 0; i < results.size(); ++i) {
        const Results& r = results[i];
        const InferenceFigures& f = r.inference;
        if (csv) {
            io.out << fmt::format(
                "{},{:.9g},{:.9g},{:.9g},{:.9g},{:.9g},{},{:.9g},{},{},{},{},{:.9g}\n",
                vary->values[i], f.tokensPerS, f.tpotS, f.ttftS, f.latencyS, f.decode.intensity(),
                boundName(f.decode.bound), r.memory.perGpu, r.memory.fits ? "true" : "false",
                r.memory.gpusNeeded, csvNumber(r.cost.ownedUsdPerMillion),
                csvNumber(r.cost.cloudUsdPerMillion), r.training.timeS);
            continue;
        }
        auto money = [](const std::optional<double>& v) { return v ? usd(*v) : std::string("-"); };
        io.out << fmt::format("{:>14} {:>12.1f} {:>10} {:>10} {:>10.2f} {:>13} {:>12} {:>5} "
                              "{:>12} {:>12}\n",
                              vary->values[i], f.tokensPerS, seconds(f.tpotS), seconds(f.ttftS),
                              f.decode.intensity(), boundName(f.decode.bound), gib(r.memory.perGpu),
                              r.memory.fits ? "yes" : "no", money(r.cost.ownedUsdPerMillion),
                              money(r.cost.cloudUsdPerMillion));
    }
    return 0;
}

int gpusCommand(const Catalogue& cat, std::span<const std::string> args, Io io) {
    if (hasFlag(args, "--json")) {
        nlohmann::json out = nlohmann::json::array();
        for (const Gpu& g : cat.gpus) {
            nlohmann::json j = gpuToJson(g);
            j["id"] = g.id;
            out.push_back(j);
        }
        io.out << out.dump(2) << '\n';
        return 0;
    }
    io.out << fmt::format("{:<16} {:<30} {:<7} {:>8} {:>10} {:>12} {:>10} {:>10} {:>8}\n", "id",
                          "name", "vendor", "memory", "bandwidth", "bf16 dense", "TDP", "price",
                          "cloud/h");
    for (const Gpu& g : cat.gpus) {
        const double bf16 =
            g.peak(ComputeType::bf16) > 0 ? g.peak(ComputeType::bf16) : g.peak(ComputeType::fp16);
        io.out << fmt::format(
            "{:<16} {:<30} {:<7} {:>4.0f} GiB {:>5.2f} TB/s {:>6.0f} TFLOP/s {:>10} "
            "{:>10} {:>8}\n",
            g.id, g.name, vendorName(g.vendor), g.memoryGib, g.bandwidthBytesPerS / 1e12,
            bf16 / 1e12, g.tdpW > 0 ? fmt::format("{:.0f} W", g.tdpW) : "-", // 0: unpublished
            g.priceUsd ? usd(*g.priceUsd) : "-",
            g.cloudUsdPerGpuHour ? usd(*g.cloudUsdPerGpuHour) : "-");
    }
    // Prices go stale: say how fresh the newest figure is.
    if (const std::string asOf = catalogueAsOf(cat); !asOf.empty())
        io.out << fmt::format("\ncatalogue as of {}\n", asOf);
    return 0;
}

int modelsCommand(const Catalogue& cat, std::span<const std::string> args, Io io) {
    if (hasFlag(args, "--json")) {
        nlohmann::json out = nlohmann::json::array();
        for (const ModelPreset& m : cat.models) {
            nlohmann::json j = architectureToJson(m.arch);
            j["id"] = m.id;
            j["name"] = m.name;
            j["params"] = countParams(m.arch).total;
            j["source"] = m.source;
            j["date"] = m.date;
            out.push_back(j);
        }
        io.out << out.dump(2) << '\n';
        return 0;
    }
    io.out << fmt::format("{:<22} {:<26} {:>9} {:>9} {:>7} {:>7} {:>6} {:>4} {:>7}\n", "id", "name",
                          "params", "active", "layers", "hidden", "heads", "kv", "experts");
    for (const ModelPreset& m : cat.models) {
        const ParamCount p = countParams(m.arch);
        io.out << fmt::format("{:<22} {:<26} {:>8.2f}B {:>8.2f}B {:>7} {:>7} {:>6} {:>4} {:>7}\n",
                              m.id, m.name, p.total / 1e9, p.active / 1e9, m.arch.layers,
                              m.arch.hidden, m.arch.heads, m.arch.kvHeads, m.arch.experts);
    }
    return 0;
}

namespace {

// "serve", "train" or "serve, train".
std::string engineModes(const EngineProfile& e) {
    if (e.serves && e.trains)
        return "serve, train";
    return e.serves ? "serve" : "train";
}

std::string engineVendors(const EngineProfile& e) {
    std::string out;
    for (Vendor v : e.vendors) {
        if (!out.empty())
            out += ',';
        out += vendorName(v);
    }
    return out;
}

// "GDDR memory", "amd GPUs", "amd HBM memory".
std::string variantText(const EfficiencyVariant& v) {
    if (!v.vendor)
        return v.memoryTypePrefix + " memory";
    const std::string vendor(vendorName(*v.vendor));
    return v.memoryTypePrefix.empty() ? vendor + " GPUs"
                                      : vendor + " " + v.memoryTypePrefix + " memory";
}

} // namespace

int enginesCommand(const Catalogue& cat, std::span<const std::string> args, Io io) {
    if (hasFlag(args, "--json")) {
        nlohmann::json out = nlohmann::json::array();
        for (const EngineProfile& e : cat.engines)
            out.push_back(engineProfileToJson(e));
        io.out << out.dump(2) << '\n';
        return 0;
    }
    io.out << fmt::format("{:<26} {:>6} {:>6} {:>9} {:>5} {:>8}  {:<12} {}\n", "id", "eta_m",
                          "eta_c", "step", "mfu", "MAPE", "does", "vendors");
    for (const EngineProfile& e : cat.engines) {
        io.out << fmt::format("{:<26} {:>6.2f} {:>6.2f} {:>9} {:>5.2f} {:>8}  {:<12} {}\n", e.id,
                              e.efficiency.memory, e.efficiency.compute,
                              seconds(e.efficiency.stepOverheadS), e.efficiency.mfu,
                              e.mapePercent ? fmt::format("{:.1f} %", *e.mapePercent) : "-",
                              engineModes(e), engineVendors(e));
        for (const EfficiencyVariant& v : e.variants)
            io.out << fmt::format("  on {:<22} {:>6.2f} {:>6.2f} {:>9} {:>5.2f}\n", variantText(v),
                                  v.efficiency.memory, v.efficiency.compute,
                                  seconds(v.efficiency.stepOverheadS), v.efficiency.mfu);
        io.out << fmt::format("  weights: {}; tensor parallel: {}\n", weightFormatsText(e),
                              e.maxTensorParallel
                                  ? fmt::format("up to {}", *e.maxTensorParallel)
                                  : std::string("up to one server's (or rack's) GPUs"));
    }
    return 0;
}

} // namespace ridgeline::cli
