// `ridgeline-cli plan`: the ranked plans that meet a scenario's requirements.
#include "cli_commands.h"
#include "cli_table.h"
#include "core/plan/plan.h"
#include "core/plan/plan_json.h"
#include "core/plan/plan_prices.h"
#include "core/scenario/scenario_names.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <charconv>
#include <ostream>

namespace ridgeline::cli {

namespace {

constexpr std::size_t defaultTop = 10;

void printCsv(const PlanResult& r, std::size_t top, std::ostream& out) {
    const bool training = r.mode == Mode::training;
    if (training)
        out << "rank,gpu,count,tensor_parallel,pipeline_parallel,data_parallel,micro_batch,"
               "zero_stage,recompute,engine,run_usd,usd_per_hour,time_s,risk\n";
    else
        out << "rank,gpu,count,tensor_parallel,replicas,batch,weight_format,compute_format,"
               "kv_format,engine,usd_per_million_tokens_at_load,usd_per_hour,usd_per_month,"
               "ttft_at_percentile_s,tpot_s,latency_at_percentile_s,simulated,risk\n";
    for (std::size_t i = 0; i < r.plans.size() && i < top; ++i) {
        const Plan& p = r.plans[i];
        const Workload& w = p.scenario.workload;
        if (training)
            out << fmt::format("{},{},{},{},{},{},{},{},{},{},{:.9g},{:.9g},{:.9g},{:d}\n", i + 1,
                               p.scenario.hardware.gpu.id, p.scenario.hardware.count,
                               w.tensorParallel, w.pipelineParallel,
                               p.results.training.dataParallel, w.microBatch, w.zeroStage,
                               recomputeName(w.recompute), w.engine, p.cost, p.usdPerHour,
                               p.results.training.timeS, !p.risks.empty());
        else
            out << fmt::format("{},{},{},{},{},{},{},{},{},{},{:.9g},{:.9g},{:.9g},{:.9g},{:.9g},{:"
                               ".9g},{:d},{:d}\n",
                               i + 1, p.scenario.hardware.gpu.id, p.scenario.hardware.count,
                               w.tensorParallel, p.results.inference.replicas, w.batch,
                               w.weightFormat.name, computeTypeName(w.computeFormat),
                               w.kvFormat.name, w.engine, p.cost, p.usdPerHour, p.usdPerMonth(),
                               p.load->ttftAtPercentileS, p.load->tpotAtPercentileS,
                               p.load->latencyAtPercentileS, p.load->simulated, !p.risks.empty());
    }
}

void printTable(const PlanResult& r, std::size_t top, std::ostream& out) {
    const bool training = r.mode == Mode::training;
    if (r.plans.empty())
        out << "No configuration meets the requirements.\n";
    else if (training)
        out << fmt::format(
            "{:>4} {:<26} {:>4} {:>3} {:>3} {:>3} {:>4} {:>8} {:<20} {:>12} {:>10}\n", "rank",
            "GPU", "GPUs", "TP", "PP", "mb", "ZeRO", "recomp.", "engine", "run cost", "days");
    else
        out << fmt::format("{:>4} {:<26} {:>4} {:>3} {:>5} {:<6} {:<7} {:<6} {:<24} {:>10} {:>9} "
                           "{:>9} {:>9} {:>9}\n",
                           "rank", "GPU", "GPUs", "TP", "batch", "weight", "compute", "KV",
                           "engine", "$/1M", "$/month", "TTFT p", "TPOT p", "latency p");
    for (std::size_t i = 0; i < r.plans.size() && i < top; ++i) {
        const Plan& p = r.plans[i];
        const Workload& w = p.scenario.workload;
        if (training)
            out << fmt::format("{:>4} {:<26} {:>4} {:>3} {:>3} {:>3} {:>4} {:>8} {:<20} {:>12} "
                               "{:>10.1f}\n",
                               i + 1, p.scenario.hardware.gpu.name, p.scenario.hardware.count,
                               w.tensorParallel, w.pipelineParallel, w.microBatch, w.zeroStage,
                               recomputeName(w.recompute), w.engine, usd(p.cost),
                               p.results.training.timeS / 86400.0);
        else
            out << fmt::format(
                "{:>4} {:<26} {:>4} {:>3} {:>5} {:<6} {:<7} {:<6} {:<24} {:>10} {:>9} "
                "{:>9} {:>9} {:>9}\n",
                i + 1, p.scenario.hardware.gpu.name, p.gpus(), w.tensorParallel, w.batch,
                w.weightFormat.name, computeTypeName(w.computeFormat), w.kvFormat.name,
                p.optionTag().empty() ? w.engine : fmt::format("{} +{}", w.engine, p.optionTag()),
                usd(p.cost), usd(p.usdPerMonth()), seconds(p.load->ttftAtPercentileS),
                seconds(p.load->tpotAtPercentileS), seconds(p.load->latencyAtPercentileS));
    }
    if (!r.plans.empty())
        out << "\nFirst plan: " << r.plans.front().why << '\n'
            << planPricesText(r.plans.front()) << '\n';
    // Plans that meet the limits only at the optimistic end of their P10-P90 ranges.
    for (std::size_t i = 0; i < r.plans.size() && i < top; ++i)
        for (const std::string& risk : r.plans[i].risks)
            out << fmt::format("Risk, plan {}: {}\n", i + 1, risk);
    out << fmt::format("\nConfigurations searched: {} ({} evaluations); plans: {}; turned "
                       "down: {}\n",
                       r.configurations, r.evaluations, r.plans.size(), r.rejectedTotal());
    if (r.sameAsListed > 0)
        out << fmt::format("  {:<32} {}\n", "same numbers as a listed plan", r.sameAsListed);
    for (int i = 0; i < rejectReasonCount; ++i)
        if (r.rejected[std::size_t(i)] > 0)
            out << fmt::format("  {:<32} {}\n", rejectReasonText(RejectReason(i)),
                               r.rejected[std::size_t(i)]);
    out << '\n' << r.assumptions << '\n';
}

} // namespace

int planCommand(const Catalogue& cat, std::span<const std::string> args, Io io) {
    std::vector<std::string> files;
    std::size_t top = defaultTop;
    bool json = false, csv = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            json = true;
        } else if (a == "--csv") {
            csv = true;
        } else if (a == "--top") {
            const std::string value = i + 1 < args.size() ? args[++i] : "";
            std::size_t n = 0;
            const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
            if (value.empty() || ec != std::errc() || end != value.data() + value.size() || n < 1 ||
                n > 100000)
                return printProblems({{"--top", fmt::format("\"{}\" is not a number of plans "
                                                            "(allowed: 1..100000)",
                                                            value)}},
                                     io.err);
            top = n;
        } else if (a.size() > 1 && a[0] == '-') {
            return printProblems({{a, "unknown option for plan (allowed: --json, --csv, --top N)"}},
                                 io.err);
        } else {
            files.push_back(a);
        }
    }
    if (files.size() != 1)
        return printProblems({{"plan", "needs exactly one scenario file, or - for standard "
                                       "input"}},
                             io.err);
    if (json && csv)
        return printProblems({{"--csv", "cannot be combined with --json (allowed: one of them)"}},
                             io.err);
    const Result<Scenario> scenario = loadScenarioFile(cat, files[0], io.in);
    if (!scenario)
        return printProblems(scenario.problems(), io.err);
    if (const Problems problems = planProblems(*scenario, cat); !problems.empty())
        return printProblems(problems, io.err);
    const PlanResult result = plan(*scenario, cat);
    if (json)
        io.out << planResultToJson(result, cat, top).dump(2) << '\n';
    else if (csv)
        printCsv(result, top, io.out);
    else
        printTable(result, top, io.out);
    return 0;
}

} // namespace ridgeline::cli
