// Offload to host memory (core/evaluation/offload.h): Llama-2-70B q4_k_m on one RTX 4090 with part
// of its layers in host memory fits, holds the host's share of the weights there, decodes at a few
// tokens/s and gets slower as layers leave the GPU; the model agrees with the published
// llama.cpp measurements of tests/data/offload_measurements.csv; bad input is refused.
#include "test_support.h"

#include "core/evaluation/evaluate.h"
#include "core/evaluation/offload.h"
#include "core/files/results_json.h"
#include "core/files/scenario_io.h"

#include <QTest>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

using namespace ridgeline;

namespace {

std::string offloadScenario(int gpuLayers, const char* gpu = "rtx-4090",
                            const char* format = "q4_k_m", const char* host = "") {
    return fmt::format(R"({{"model": {{"preset": "llama-2-70b"}},
        "hardware": {{"gpu": "{}", "count": 1{}}},
        "workload": {{"batch": 1, "prompt_tokens": 512, "output_tokens": 128,
                      "weight_format": "{}", "engine": "llama.cpp",
                      "offload": {{"gpu_layers": {}}}}}}})",
                       gpu, host, format, gpuLayers);
}

Results run(int gpuLayers) {
    return evaluate(test::scenario(offloadScenario(gpuLayers)));
}

std::string firstProblem(const std::string& json) {
    const Result<Scenario> r = parseScenario(json, test::catalogue());
    return r ? std::string() : describe(r.problems().front());
}

} // namespace

class TstOffload : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fortyOfEightyLayersOnA4090() {
        const Results r = run(40);
        QVERIFY(r.offload);
        QVERIFY(r.memory.fits);
        QVERIFY(r.offload->hostFits);
        // q4_k_m: 4.85 bits; 68.98e9 parameters, half of the 80 layers' weights plus the
        // embedding and head (2 x 32000 x 8192) in host memory.
        const double weights = 68.98e9 * 4.85 / 8;
        const double share = r.offload->hostWeights / weights;
        QVERIFY2(share > 0.45 && share < 0.55, qPrintable(QString::number(share)));
        QVERIFY(r.offload->hostBytes >= r.offload->hostWeights);
        // Worked: host 40 layers at 0.5 x (68.98e9 - 0.524e9) x 0.60625 B = 20.75 GB read per
        // token at 80 GB/s x 0.65 = 52 GB/s: 0.399 s; the GPU's half about 27 ms.
        RL_COMPARE_REL(r.offload->decodeHostS,
                       0.5 * (68.98e9 - 2 * 32000.0 * 8192) * 0.60625 / 52e9 +
                           32000.0 * 8192 * 0.60625 / 52e9,
                       0.02);
        QVERIFY(r.inference.perUserTokensPerS >= 1.0 && r.inference.perUserTokensPerS <= 6.0);
        // The step is the sum of its parts.
        RL_COMPARE_REL(r.inference.tpotS,
                       r.offload->decodeGpuS + r.offload->decodeHostS + r.offload->decodePcieS,
                       1e-12);
        // The host's share of the step, as the explain panel says it.
        RL_COMPARE_REL(r.offload->decodeHostShare, r.offload->decodeHostS / r.inference.tpotS,
                       1e-12);
        QVERIFY(r.offload->decodeHostShare > 0.5 && r.offload->decodeHostShare < 1.0);
        // JSON: memory.host_bytes and inference.decode.host_s.
        const nlohmann::json j = resultsToJson(test::scenario(offloadScenario(40)), r);
        QCOMPARE(j["memory"]["host_bytes"].get<double>(), r.offload->hostBytes);
        QCOMPARE(j["inference"]["decode"]["host_s"].get<double>(), r.offload->decodeHostS);
    }

    void fewerGpuLayersAreSlower() {
        double previous = 0;
        for (int layers = 0; layers <= 80; layers += 10) {
            const double rate = run(layers).inference.perUserTokensPerS;
            QVERIFY2(rate > previous,
                     qPrintable(QStringLiteral("%1 layers: %2").arg(layers).arg(rate)));
            previous = rate;
        }
        QVERIFY(run(20).offload->hostBytes > run(40).offload->hostBytes);
    }

    void allEightyLayersDoNotFitA4090() {
        const Results r = run(80);
        QVERIFY(!r.memory.fits);
        QVERIFY(r.offload->hostFits);
        QVERIFY(r.memory.perGpu > r.memory.usable);
    }

    void aSmallHostDoesNotFit() {
        const Results r = evaluate(test::scenario(
            offloadScenario(40, "rtx-4090", "q4_k_m", R"(, "host": {"memory_gib": 16})")));
        QVERIFY(!r.offload->hostFits);
        QVERIFY(!r.memory.fits);
    }

    void weightsStreamedOverPcie() {
        const Results r = evaluate(test::scenario(R"({"model": {"preset": "llama-2-70b"},
            "hardware": {"gpu": "h100-pcie", "count": 1},
            "workload": {"weight_format": "fp16", "offload": {"weights": "host"}}})"));
        QVERIFY(r.offload->weightsOnHost);
        QVERIFY(r.offload->host.server);
        // Every step streams all 138 GB of fp16 weights over PCIe 5.0 at 50 GB/s.
        QVERIFY(r.inference.tpotS >= 68.98e9 * 2 / 50e9 * 0.999);
        RL_COMPARE_REL(r.offload->decodeStreamedBytes, 68.98e9 * 2, 0.01);
        RL_COMPARE_REL(r.offload->decodePcieS,
                       r.offload->decodeStreamedBytes / r.offload->host.pcieBytesPerS, 1e-12);
        QVERIFY(r.memory.fits);
    }

    void defaultHosts() {
        const Host desk = defaultHost(*test::catalogue().gpu("rtx-4090"));
        QVERIFY(!desk.server);
        QCOMPARE(desk.memoryBandwidthBytesPerS, 80e9);
        QCOMPARE(desk.pcieBytesPerS, 25e9);
        const Host server = defaultHost(*test::catalogue().gpu("h100-sxm"));
        QVERIFY(server.server);
        QCOMPARE(server.memoryBandwidthBytesPerS, 460.8e9);
        QCOMPARE(server.pcieBytesPerS, 50e9);
    }

    void publishedMeasurements() {
        std::ifstream in(RIDGELINE_SOURCE_DIR "/tests/data/offload_measurements.csv");
        QVERIFY(in);
        std::string line;
        int rows = 0;
        while (std::getline(in, line)) {
            if (line.empty() || line[0] == '#' || line.rfind("model,", 0) == 0)
                continue;
            std::vector<std::string> f;
            std::stringstream ss(line);
            for (std::string cell; std::getline(ss, cell, ',');)
                f.push_back(cell);
            QCOMPARE(int(f.size()), 7);
            const std::string host =
                fmt::format(R"(, "host": {{"memory_bandwidth_bytes_per_s": {}}})", f[4]);
            const Results r = evaluate(test::scenario(
                offloadScenario(std::stoi(f[3]), f[2].c_str(), f[1].c_str(), host.c_str())));
            const double measured = std::stod(f[5]);
            QVERIFY2(test::near(r.inference.perUserTokensPerS, measured, 0.25),
                     qPrintable(QStringLiteral("%1: model %2, measured %3")
                                    .arg(QString::fromStdString(f[6]))
                                    .arg(r.inference.perUserTokensPerS)
                                    .arg(measured)));
            ++rows;
        }
        QVERIFY(rows >= 2);
    }

    void badInputIsRefused() {
        const std::string tooMany = firstProblem(offloadScenario(81));
        QVERIFY2(tooMany.find("workload.offload.gpu_layers") != std::string::npos &&
                     tooMany.find("0..80") != std::string::npos &&
                     tooMany.find("allowed") != std::string::npos,
                 tooMany.c_str());
        const std::string apple = firstProblem(offloadScenario(10, "apple-m3-ultra"));
        QVERIFY2(apple.find("workload.offload") != std::string::npos &&
                     apple.find("allowed") != std::string::npos,
                 apple.c_str());
        const std::string weights =
            firstProblem(R"({"workload": {"offload": {"weights": "disk"}}})");
        QVERIFY2(weights.find("weights") != std::string::npos, weights.c_str());
        const std::string host = firstProblem(
            offloadScenario(40, "rtx-4090", "q4_k_m", R"(, "host": {"memory_gib": -1})"));
        QVERIFY2(host.find("hardware.host.memory_gib") != std::string::npos &&
                     host.find("allowed") != std::string::npos,
                 host.c_str());
        const std::string both =
            firstProblem(R"({"workload": {"offload": {"weights": "host", "gpu_layers": 3}}})");
        QVERIFY2(both.find("allowed") != std::string::npos, both.c_str());
    }

    void roundTrip() {
        const Scenario s = test::scenario(
            offloadScenario(40, "rtx-4090", "q4_k_m",
                            R"(, "host": {"memory_gib": 128, "pcie_bytes_per_s": 2e10})"));
        const Scenario back = test::scenario(serializeScenario(s, test::catalogue()));
        QVERIFY(back == s);
        QCOMPARE(*back.workload.offload->gpuLayers, 40);
        QCOMPARE(*back.hardware.host.memoryGib, 128.0);
    }
};

QTEST_APPLESS_MAIN(TstOffload)
#include "tst_offload.moc"
