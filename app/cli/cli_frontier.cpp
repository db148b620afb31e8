// `ridgeline-cli frontier`: tokens/s per GPU against tokens/s per user for every layout of the
// scenario's GPUs, swept over concurrency (docs/frontier.md).
#include "cli_commands.h"
#include "core/base/text_file.h"
#include "core/calibration/measurements.h"
#include "core/charts/frontier.h"
#include "core/charts/frontier_io.h"
#include "core/charts/frontier_measured.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <ostream>

namespace ridgeline::cli {

namespace {

// "1,2,4,64": ascending whole numbers in 1..maxFrontierConcurrency, at most maxFrontierPoints.
std::optional<std::vector<int>> concurrencyList(const std::string& text) {
    std::vector<int> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        int v = 0;
        const char* first = text.data() + start;
        const char* last = text.data() + comma;
        const auto [end, ec] = std::from_chars(first, last, v);
        if (ec != std::errc() || end != last || v < 1 || v > maxFrontierConcurrency ||
            (!out.empty() && v <= out.back()))
            return std::nullopt;
        out.push_back(v);
        start = comma + 1;
    }
    if (out.empty() || int(out.size()) > maxFrontierPoints)
        return std::nullopt;
    return out;
}

std::string money(const std::optional<double>& v) {
    return v ? fmt::format("${:.3f}", *v) : std::string("-");
}

std::string pickText(const Frontier& f, double interactivity) {
    const FrontierPick pick = cheapestAtInteractivity(f, interactivity);
    const auto line = [&](const char* what, const std::optional<FrontierFrontPoint>& at,
                          const std::optional<double> FrontierPoint::*price) {
        if (!at)
            return fmt::format("Cheapest {} at {:.1f} tokens/s per user or more: none (no priced "
                               "point is that fast).\n",
                               what, interactivity);
        const FrontierConfiguration& c = f.configurations[std::size_t(at->configuration)];
        const FrontierPoint& p = c.points[std::size_t(at->point)];
        return fmt::format("Cheapest {} at {:.1f} tokens/s per user or more: {} x {} (TP {}, EP "
                           "{}), {}, at concurrency {}: {} per 1M output tokens, {:.1f} tokens/s "
                           "per user, {:.1f} output tokens/s per GPU.\n",
                           what, interactivity, c.count, c.gpuName, c.tensorParallel,
                           c.expertParallel, c.engine, p.concurrency, money(p.*price),
                           p.interactivityTokensPerS, p.perGpuOutputTokensPerS);
    };
    return line("owned", pick.owned, &FrontierPoint::ownedUsdPerMillion) +
           line("cloud", pick.cloud, &FrontierPoint::cloudUsdPerMillion);
}

std::string measuredText(const std::vector<MeasuredFrontierPoint>& points,
                         const std::string& file) {
    std::string out = fmt::format("Measured ({}): {} points\n", file, points.size());
    for (const MeasuredFrontierPoint& p : points)
        out += fmt::format("  {}: {:.1f} output tokens/s per GPU, {:.1f} tokens/s per user{}\n",
                           p.label, p.perGpuOutputTokensPerS, p.interactivityTokensPerS,
                           p.source.empty() ? std::string()
                                            : fmt::format(" ({}, {})", p.source, p.date));
    return out;
}

nlohmann::json measuredJson(const std::vector<MeasuredFrontierPoint>& points) {
    nlohmann::json out = nlohmann::json::array();
    for (const MeasuredFrontierPoint& p : points)
        out.push_back({{"label", p.label},
                       {"source", p.source},
                       {"date", p.date},
                       {"gpu", p.gpu},
                       {"gpus", p.gpus},
                       {"concurrency", p.concurrency},
                       {"output_tokens_per_s_per_gpu", p.perGpuOutputTokensPerS},
                       {"interactivity_tokens_per_s", p.interactivityTokensPerS}});
    return out;
}

std::string text(const Frontier& f) {
    std::string out;
    for (std::size_t i = 0; i < f.configurations.size(); ++i) {
        const FrontierConfiguration& c = f.configurations[i];
        out += fmt::format("{} x {} (TP {}, EP {}{}), {}, {} weights, {} compute\n", c.count,
                           c.gpuName, c.tensorParallel, c.expertParallel,
                           c.dataParallelAttention ? ", DP attention" : "", c.engine,
                           c.weightFormat, c.computeFormat);
        out += fmt::format("  {:>5} {:>12} {:>12} {:>10} {:>10} {:>9} {:>10} {:>10} {:>8}\n",
                           "conc", "tok/s/GPU", "out/s/GPU", "tok/s/user", "TTFT mean", "TPOT mean",
                           "$/1M own", "$/1M cloud", "J/token");
        for (std::size_t j = 0; j < c.points.size(); ++j) {
            const FrontierPoint& p = c.points[j];
            const bool front =
                std::any_of(f.front.begin(), f.front.end(), [&](const FrontierFrontPoint& at) {
                    return at.configuration == int(i) && at.point == int(j);
                });
            out += fmt::format(
                "  {:>5} {:>12.1f} {:>12.1f} {:>10.1f} {:>8.0f} ms {:>6.2f} ms {:>10} {:>10} "
                "{:>8.3f}{}\n",
                p.concurrency, p.perGpuTotalTokensPerS, p.perGpuOutputTokensPerS,
                p.interactivityTokensPerS, p.ttftS.mean * 1e3, p.tpotS.mean * 1e3,
                money(p.ownedUsdPerMillion), money(p.cloudUsdPerMillion), p.joulesPerOutputToken,
                front ? "  front" : "");
        }
    }
    if (f.configurations.empty())
        out += "No layout of these GPUs holds the model.\n";
    else
        out += fmt::format("{} configurations, {} closed-loop simulations; {} points on the "
                           "front (more tokens/s per GPU than every point faster per user).\n",
                           f.configurations.size(), f.simulations, f.front.size());
    return out;
}

} // namespace

int frontierCommand(const Catalogue& cat, std::span<const std::string> args, Io io) {
    std::vector<std::string> files;
    std::vector<int> concurrency = defaultFrontierConcurrency();
    bool json = false, csv = false;
    std::optional<double> interactivity;
    std::string measuredFile;
    std::optional<int> measuredGpus;
    Problems problems;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            json = true;
        } else if (a == "--csv") {
            csv = true;
        } else if (a == "--concurrency") {
            const auto list = i + 1 < args.size() ? concurrencyList(args[++i]) : std::nullopt;
            if (!list)
                problems.push_back(
                    {a, fmt::format("needs ascending whole numbers separated by commas (allowed: "
                                    "1..{}, at most {} of them)",
                                    maxFrontierConcurrency, maxFrontierPoints)});
            else
                concurrency = *list;
        } else if (a == "--measured") {
            if (i + 1 < args.size() && !args[i + 1].empty())
                measuredFile = args[++i];
            else
                problems.push_back({a, "needs a file: a serving-curves CSV or a vLLM/SGLang "
                                       "serving benchmark result JSON"});
        } else if (a == "--measured-gpus") {
            int v = 0;
            const std::string value = i + 1 < args.size() ? args[++i] : std::string();
            const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
            if (ec != std::errc() || end != value.data() + value.size() || v < 1 ||
                v > maxMeasuredFrontierGpus)
                problems.push_back({a, fmt::format("needs a whole number (allowed: 1..{})",
                                                   maxMeasuredFrontierGpus)});
            else
                measuredGpus = v;
        } else if (a == "--interactivity") {
            double v = -1;
            const std::string value = i + 1 < args.size() ? args[++i] : std::string();
            const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
            if (value.empty() || ec != std::errc() || end != value.data() + value.size() ||
                !(v > 0 && v <= maxFrontierInteractivity))
                problems.push_back({a, fmt::format("needs tokens/s per user, a number (allowed: "
                                                   "above 0, up to {:.0f})",
                                                   maxFrontierInteractivity)});
            else
                interactivity = v;
        } else if (a.size() > 1 && a[0] == '-') {
            problems.push_back({a, "unknown option for frontier (allowed: --concurrency, "
                                   "--interactivity, --measured, --measured-gpus, --json, "
                                   "--csv)"});
        } else {
            files.push_back(a);
        }
    }
    if (json && csv)
        problems.push_back({"--csv", "cannot be combined with --json (allowed: one of them)"});
    if (files.size() != 1)
        problems.push_back(
            {"frontier", "needs exactly one scenario file, or - for standard input"});
    if (!problems.empty())
        return printProblems(problems, io.err);
    const Result<Scenario> scenario = loadScenarioFile(cat, files[0], io.in);
    if (!scenario)
        return printProblems(scenario.problems(), io.err);
    if (scenario->workload.mode != Mode::inference)
        return printProblems({{"workload.mode", "frontier needs an inference scenario (allowed: "
                                                "inference)"}},
                             io.err);
    std::vector<MeasuredFrontierPoint> measured;
    if (!measuredFile.empty()) {
        const Result<std::string> content = readTextFile(measuredFile, maxMeasurementBytes);
        if (!content)
            return printProblems(content.problems(), io.err);
        const auto points = parseMeasuredFrontier(*content, measuredFile,
                                                  measuredGpus.value_or(scenario->hardware.count));
        if (!points)
            return printProblems(points.problems(), io.err);
        measured = *points;
    }
    const Frontier f = frontier(*scenario, concurrency);
    if (json) {
        nlohmann::json out = frontierToJson(f, interactivity);
        if (!measuredFile.empty())
            out["measured"] = measuredJson(measured);
        io.out << out.dump(2) << '\n';
    } else if (csv) {
        io.out << frontierToCsv(f, interactivity);
    } else {
        io.out << text(f) << (interactivity ? pickText(f, *interactivity) : std::string())
               << (measuredFile.empty() ? std::string() : measuredText(measured, measuredFile));
    }
    return 0;
}

} // namespace ridgeline::cli
