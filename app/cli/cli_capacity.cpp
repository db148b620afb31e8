// `ridgeline-cli capacity`: the highest request rate a scenario's GPUs carry within latency
// limits, by the serving simulation (docs/scenario-format.md, "Serving under load").
#include "cli_commands.h"
#include "cli_table.h"
#include "core/files/scenario_io.h"
#include "core/files/serving_io.h"
#include "core/scenario/field_limits.h"
#include "core/serving/serving_capacity.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <charconv>
#include <filesystem>
#include <fstream>
#include <ostream>

namespace ridgeline::cli {

namespace {

std::optional<double> number(const std::string& text) {
    double v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

// Reads the file ("-": standard input) as text, so that the raw JSON can say which fields the
// user gave.
std::optional<std::string> readText(const std::string& path, std::istream& in, Problems& out) {
    std::string text;
    if (path == "-") {
        text = readBounded(in, maxScenarioBytes);
    } else {
        std::ifstream file(path, std::ios::binary);
        if (!file) {
            out.push_back({path, "cannot be opened for reading"});
            return std::nullopt;
        }
        text = readBounded(file, maxScenarioBytes);
    }
    if (text.size() > maxScenarioBytes) {
        out.push_back({path, fmt::format("is too large for a scenario (allowed: up to {} bytes)",
                                         maxScenarioBytes)});
        return std::nullopt;
    }
    return text;
}

bool fixesTensorParallel(const std::string& text) {
    const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
    if (!doc.is_object())
        return false;
    const auto w = doc.find("workload");
    return w != doc.end() && w->is_object() && w->contains("tensor_parallel");
}

nlohmann::json orNull(const std::optional<double>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

std::string limitText(const std::optional<double>& v) {
    return v ? seconds(*v) : std::string("-");
}

} // namespace

int capacityCommand(const Catalogue& cat, std::span<const std::string> args, Io io) {
    std::vector<std::string> files;
    CapacityLimits limits;
    bool json = false;
    Problems problems;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            json = true;
            continue;
        }
        std::optional<double>* limit = a == "--ttft"      ? &limits.ttftS
                                       : a == "--tpot"    ? &limits.tpotS
                                       : a == "--latency" ? &limits.latencyS
                                                          : nullptr;
        if (limit || a == "--percentile") {
            const std::optional<double> v =
                i + 1 < args.size() ? number(args[++i]) : std::optional<double>();
            if (limit && (!v || *v <= 0))
                problems.push_back({a, "needs a time in seconds (allowed: greater than 0)"});
            else if (limit)
                *limit = *v;
            else if (!v || *v < 50 || *v > 99.9)
                problems.push_back({a, "needs a percentile (allowed: 50..99.9)"});
            else
                limits.percentile = *v;
            continue;
        }
        if (a.size() > 1 && a[0] == '-') {
            problems.push_back({a, "unknown option for capacity (allowed: --ttft, --tpot, "
                                   "--latency, --percentile, --json)"});
            continue;
        }
        files.push_back(a);
    }
    if (files.size() != 1)
        problems.push_back(
            {"capacity", "needs exactly one scenario file, or - for standard input"});
    if (!problems.empty())
        return printProblems(problems, io.err);
    const std::optional<std::string> text = readText(files[0], io.in, problems);
    if (!text)
        return printProblems(problems, io.err);
    const std::string folder =
        files[0] == "-" ? std::string() : std::filesystem::path(files[0]).parent_path().string();
    const Result<Scenario> scenario = parseScenario(*text, cat, folder);
    if (!scenario)
        return printProblems(scenario.problems(), io.err);
    if (scenario->workload.mode != Mode::inference)
        return printProblems({{"workload.mode", "capacity needs an inference scenario (allowed: "
                                                "inference)"}},
                             io.err);

    const Capacity c = servingCapacity(*scenario, limits, !fixesTensorParallel(*text));
    if (json) {
        const nlohmann::json out = {{"requests_per_s", c.requestsPerS},
                                    {"output_tokens_per_s", c.outputTokensPerS},
                                    {"tensor_parallel", c.tensorParallel},
                                    {"replicas", c.replicas},
                                    {"percentile", limits.percentile},
                                    {"limits",
                                     {{"ttft_s", orNull(limits.ttftS)},
                                      {"tpot_s", orNull(limits.tpotS)},
                                      {"latency_s", orNull(limits.latencyS)}}},
                                    {"simulations", c.simulations},
                                    {"serving", servingFiguresToJson(c.serving)}};
        io.out << out.dump(2) << '\n';
        return 0;
    }
    io.out << fmt::format("{} x {}: tensor parallel {}, {} replicas\n", scenario->hardware.count,
                          scenario->hardware.gpu.name, c.tensorParallel, c.replicas);
    if (limits.any())
        io.out << fmt::format("Limits at P{:g}: TTFT {}, TPOT {}, latency {}\n", limits.percentile,
                              limitText(limits.ttftS), limitText(limits.tpotS),
                              limitText(limits.latencyS));
    if (c.requestsPerS <= 0) {
        io.out << "No request rate meets the limits.\n";
        return 0;
    }
    io.out << fmt::format("Capacity: {:.4g} requests/s ({:.1f} output tokens/s){}\n",
                          c.requestsPerS, c.outputTokensPerS,
                          limits.any() ? "" : ", offline (all requests at once)");
    ServingSpec shown = scenario->workload.serving.value_or(ServingSpec{});
    shown.arrival = limits.any() ? Arrival::poisson : Arrival::closed;
    shown.requestsPerS = c.requestsPerS;
    shown.concurrency.reset();
    io.out << servingTable(shown, c.serving);
    return 0;
}

} // namespace ridgeline::cli
