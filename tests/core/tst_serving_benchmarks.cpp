// Published whole-server results (tests/data/serving-benchmarks.csv: MLPerf Inference v4.1,
// Llama-2-70B and Mixtral-8x7B, Offline and Server) through servingCapacity(), the function
// `ridgeline-cli capacity` runs. What is judged is what a buyer compares: the throughput of one
// accelerator relative to an H100 SXM on the same benchmark and scenario (the NVIDIA DGX H100
// row), offline and under the Server rows' p99 limits (first token 2 s, time per token 200 ms).
// Prints every row and fails when either MAPE passes its limit (tools/CALIBRATION.md, "Serving
// under load").
//
// How a row becomes a scenario (tools/CALIBRATION.md says why):
// - the model preset of the benchmark (99 and 99.9 are one model); prompts of 300 tokens, the
//   answers the row measured, both with a coefficient of variation of 0.5; seed 1;
// - fp8 weights, KV cache and GEMMs for the TensorRT-LLM rows (their READMEs quantise with
//   --qformat fp8 --kv_cache_dtype fp8 though the json says fp16) and the MI300X rows (Dell's
//   fp16 rows run as fast as AMD's fp8 ones); fp16 for the vLLM rows on L40S; fp4 weights and
//   GEMMs with an fp8 cache on the B200 (NVIDIA announced its preview submission as FP4);
// - the 96 GB GH200 as the catalogue's GH200 with the 96 GB HBM3 version's memory and 4.0 TB/s;
// - the replica's layout: every tensor-parallel degree that divides the row's GPUs, the one with
//   the highest offline throughput per GPU; a Server row takes the layout of its Offline row.
// - one replica is simulated (the replicas of a server are independent, and the throughput per
//   accelerator is the replica's over its GPUs), with 4,000 requests: TensorRT-LLM admits up to
//   2,048 sequences, and a run shorter than two such batches measures its ramp and drain more
//   than its steady state (with 1,000 requests the offline ratios move by several points).
//   About 5 s in Release, one of the slower core tests under ASan.
#include "test_support.h"
#include "tools/calibration/calibration_rows.h"

#include "core/serving/serving_capacity.h"
#include "core/serving/serving_sim.h"

#include <QTest>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace ridgeline;

namespace {

// Limits of the MAPE of the per-accelerator ratio to the H100: the issue asks for 15 % at most;
// the model reaches 10.8 % offline and 11.5 % server in Release with the steady state on the
// loaded latency, the latency floor, TensorRT-LLM's grouped expert GEMMs and its admission that
// never preempts (tools/CALIBRATION.md, "Serving numbers that hold", "The experts' grouped
// GEMMs", "The steady state on the loaded latency", "Admission that never preempts"); the limits
// hold that level with a little room.
constexpr double offlineMapeLimit = 11.5;
constexpr double serverMapeLimit = 12.5;
constexpr int requestsPerReplica = 4000;

struct Bench {
    std::string id, submitter, system, accelerator, benchmark, scenario, engineFamily;
    int count = 1;
    double tokensPerS = 0, outputTokens = 0;
    double samplesPerS = 0;              ///< requests per second, the whole system
    double p99TtftMs = 0, p99TpotMs = 0; ///< Server rows: measured at their rate; 0 unknown
    double predictedPerGpu = 0;
    int tensorParallel = 1;

    bool server() const { return scenario == "Server"; }
    std::string model() const {
        return benchmark.rfind("mixtral", 0) == 0 ? "mixtral-8x7b" : "llama-2-70b";
    }
    std::string family() const { return model() + (server() ? " server" : " offline"); }
    double measuredPerGpu() const { return tokensPerS / count; }
};

std::string gpuJson(const Bench& b) {
    static const std::map<std::string, std::string> ids{
        {"MI300X", "mi300x"}, {"B200", "b200"},         {"H200 SXM", "h200-sxm"},
        {"GH200", "gh200"},   {"H100 SXM", "h100-sxm"}, {"H100 NVL", "h100-nvl"},
        {"L40S", "l40s"}};
    // The 96 GB GH200 carries HBM3 at 4.0 TB/s (NVIDIA's GH200 datasheet), the 144 GB HBM3e.
    if (b.accelerator == "GH200" && b.system.find("GH200-96GB") != std::string::npos)
        return R"({"base": "gh200", "memory_gib": 96, "bandwidth_bytes_per_s": 4.0e12})";
    return "\"" + ids.at(b.accelerator) + "\"";
}

std::string engineOf(const Bench& b) {
    if (b.engineFamily.find("ROCm") != std::string::npos)
        return "vllm-rocm";
    if (b.engineFamily.rfind("TensorRT", 0) == 0)
        return "tensorrt-llm";
    return "vllm";
}

Scenario scenarioOf(const Bench& b, int tensorParallel) {
    // NVIDIA's Blackwell preview ran Llama-2-70B with FP4 weights and GEMMs (its v4.1
    // announcement); the KV cache stays fp8 as in the Hopper rows.
    const std::string format = engineOf(b) == "vllm" ? "fp16" : "fp8";
    const std::string gemm = b.accelerator == "B200" ? "fp4" : format;
    std::ostringstream j;
    j << R"({"model": {"preset": ")" << b.model() << R"("}, "hardware": {"gpu": )" << gpuJson(b)
      << R"(, "count": )" << tensorParallel << R"(}, "workload": {"prompt_tokens": 300, )"
      << R"("output_tokens": )" << std::lround(b.outputTokens) << R"(, "weight_format": ")" << gemm
      << R"(", "kv_format": ")" << format << R"(", "compute_format": ")" << gemm
      << R"(", "engine": ")" << engineOf(b) << R"(", "tensor_parallel": )" << tensorParallel
      << R"(, "serving": {"arrival": "poisson", "requests_per_s": 1, "requests": )"
      << requestsPerReplica
      << R"(, "seed": 1, "prompt_tokens_cv": 0.5, "output_tokens_cv": 0.5}}})";
    return test::scenario(j.str());
}

CapacityLimits limitsOf(const Bench& b) {
    CapacityLimits l;
    if (b.server()) {
        l.ttftS = 2.0;
        l.tpotS = 0.2;
        l.percentile = 99;
    }
    return l;
}

// Output tokens/s per GPU of one replica of `tensorParallel` GPUs.
// Offline: every request queued at once (offlineMaximum()); Server: the highest Poisson rate
// carried with the limits met (servingCapacity()).
double perGpu(const Bench& b, int tensorParallel) {
    const Scenario s = scenarioOf(b, tensorParallel);
    if (!b.server())
        return offlineMaximum(s, *s.workload.serving, 99).outputTokensPerS / tensorParallel;
    return servingCapacity(s, limitsOf(b), false).outputTokensPerS / tensorParallel;
}

std::vector<Bench> readBenches() {
    std::ifstream in(RIDGELINE_SOURCE_DIR "/tests/data/serving-benchmarks.csv", std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    const auto records = calib::csvRecords(text.str(), "serving-benchmarks.csv");
    std::vector<Bench> out;
    if (records.empty())
        return out;
    std::map<std::string, std::size_t> col;
    for (std::size_t i = 0; i < records[0].size(); ++i)
        col[records[0][i]] = i;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const auto& f = records[r];
        Bench b;
        b.id = f[col.at("id")];
        b.submitter = f[col.at("submitter")];
        b.system = f[col.at("system")];
        b.accelerator = f[col.at("accelerator")];
        b.benchmark = f[col.at("benchmark")];
        b.scenario = f[col.at("scenario")];
        b.engineFamily = f[col.at("engine_family")];
        b.count = std::stoi(f[col.at("accelerator_count")]);
        b.tokensPerS = std::stod(f[col.at("tokens_per_s")]);
        b.outputTokens = std::stod(f[col.at("output_tokens_per_sample")]);
        b.samplesPerS = std::stod(f[col.at("samples_per_s")]);
        const auto number = [&](const char* name) {
            const std::string& v = f[col.at(name)];
            return v.empty() ? 0.0 : std::stod(v);
        };
        b.p99TtftMs = number("p99_ttft_ms");
        b.p99TpotMs = number("p99_tpot_ms");
        out.push_back(b);
    }
    return out;
}

bool isReference(const Bench& b) {
    return b.submitter == "NVIDIA" && b.accelerator == "H100 SXM";
}

// The Server rows' p99s at their own measured rate (one replica's share of it), beside what the
// rows measured, for the record and not judged: the submitters raised the rate until a p99 met
// its limit, where a p99 moves steeply with the rate, so a few per cent of capacity separate a
// p99 of 100 ms from 200 ms (tools/CALIBRATION.md, "The Server rows at their measured rate").
void printMeasuredRateLatencies(const std::vector<Bench>& rows) {
    std::printf("\n%-5s %-9s %-13s %3s %8s %17s %17s\n", "id", "accel", "model", "tp", "req/s",
                "p99 TTFT ms", "p99 TPOT ms");
    for (const Bench& b : rows) {
        if (!b.server() || b.p99TtftMs <= 0 || b.p99TpotMs <= 0)
            continue;
        Scenario s = scenarioOf(b, b.tensorParallel);
        const double rate = b.samplesPerS * b.tensorParallel / b.count;
        s.workload.serving->requestsPerS = rate;
        const Results r = evaluateWithServing(s);
        const ServingFigures* f = r.serving ? &*r.serving : nullptr;
        if (!f || f->overloaded) {
            std::printf("%-5s %-9s %-13s %3d %8.2f %17s %17s\n", b.id.c_str(),
                        b.accelerator.c_str(), b.model().c_str(), b.tensorParallel, rate,
                        "overloaded", "");
            continue;
        }
        std::printf("%-5s %-9s %-13s %3d %8.2f %7.0f vs %6.0f %7.0f vs %6.0f\n", b.id.c_str(),
                    b.accelerator.c_str(), b.model().c_str(), b.tensorParallel, rate,
                    f->ttftAtPercentileS * 1e3, b.p99TtftMs, f->tpotAtPercentileS * 1e3,
                    b.p99TpotMs);
    }
}

} // namespace

class ServingBenchmarks : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void ratiosToTheH100();
};

void ServingBenchmarks::ratiosToTheH100() {
    std::vector<Bench> rows = readBenches();
    QCOMPARE(rows.size(), std::size_t(38));

    // The layout of each system: the best offline throughput per GPU over the degrees that
    // divide its GPU count (and the heads).
    std::map<std::string, int> layout; // system + benchmark -> tensor parallel
    for (Bench& b : rows) {
        if (b.server())
            continue;
        double best = -1;
        for (int t = 1; t <= b.count; t *= 2) {
            if (b.count % t != 0)
                continue;
            const double v = perGpu(b, t);
            if (v > best) {
                best = v;
                b.tensorParallel = t;
            }
        }
        b.predictedPerGpu = best;
        layout[b.system + b.benchmark] = b.tensorParallel;
    }
    for (Bench& b : rows) {
        if (!b.server())
            continue;
        b.tensorParallel = layout.at(b.system + b.benchmark);
        b.predictedPerGpu = perGpu(b, b.tensorParallel);
    }

    std::map<std::string, const Bench*> reference;
    for (const Bench& b : rows)
        if (isReference(b))
            reference[b.family()] = &b;

    std::map<std::string, std::pair<double, int>> sums; // offline/server -> sum of |err|, rows
    std::printf("\n%-5s %-24s %-9s %2s %-8s %3s %10s %10s %7s %7s %7s\n", "id", "benchmark",
                "accel", "n", "scenario", "tp", "meas/GPU", "pred/GPU", "x meas", "x pred", "err%");
    for (const Bench& b : rows) {
        const Bench* ref = reference.at(b.family());
        const double measured = b.measuredPerGpu() / ref->measuredPerGpu();
        const double predicted = b.predictedPerGpu / ref->predictedPerGpu;
        const double err = (predicted / measured - 1.0) * 100.0;
        std::printf("%-5s %-24s %-9s %2d %-8s %3d %10.0f %10.0f %7.2f %7.2f %+7.1f%s\n",
                    b.id.c_str(), b.benchmark.c_str(), b.accelerator.c_str(), b.count,
                    b.scenario.c_str(), b.tensorParallel, b.measuredPerGpu(), b.predictedPerGpu,
                    measured, predicted, err, &b == ref ? "  (reference)" : "");
        if (&b == ref)
            continue;
        auto& s = sums[b.server() ? "server" : "offline"];
        s.first += std::fabs(err);
        s.second += 1;
    }
    const double offline = sums["offline"].first / sums["offline"].second;
    const double server = sums["server"].first / sums["server"].second;
    std::printf("\nMAPE of the ratio to the H100: offline %.1f %% (%d rows), server %.1f %% (%d "
                "rows)\n",
                offline, sums["offline"].second, server, sums["server"].second);
    // The absolute figure per GPU beside the ratio, for the record: the ratio cancels what a
    // benchmark's rows share (a model's prompt lengths, an engine's efficiency), the absolute
    // error keeps it (tools/CALIBRATION.md, "Absolute throughput of the whole-server rows").
    std::map<std::string, std::pair<double, int>> absolute; // family -> sum of |err|, rows
    for (const Bench& b : rows) {
        auto& a = absolute[b.family()];
        a.first += std::fabs(b.predictedPerGpu / b.measuredPerGpu() - 1.0) * 100.0;
        a.second += 1;
    }
    for (const auto& [family, a] : absolute)
        std::printf("MAPE of the output tokens/s per GPU, %s: %.1f %% (%d rows)\n", family.c_str(),
                    a.first / a.second, a.second);
    printMeasuredRateLatencies(rows);
    QVERIFY2(offline <= offlineMapeLimit,
             qPrintable(QStringLiteral("offline MAPE %1 %").arg(offline)));
    QVERIFY2(server <= serverMapeLimit, qPrintable(QStringLiteral("server MAPE %1 %").arg(server)));
}

QTEST_GUILESS_MAIN(ServingBenchmarks)
#include "tst_serving_benchmarks.moc"
