// The mappings of calibration_rows.h.
#include "tools/calibration/calibration_rows.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <regex>

namespace ridgeline::calib {

CsvRecords csvRecords(const std::string& text, const std::string& origin) {
    const Result<CsvRecords> r = parseCsv(text, origin, {100000, 1 << 20, 1000});
    return r ? r.value() : CsvRecords{};
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

bool has(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

std::optional<double> firstNumber(const std::string& s) {
    static const std::regex number(R"([-+]?\d*\.?\d+(?:[eE][-+]?\d+)?)");
    std::smatch m;
    if (!std::regex_search(s, m, number))
        return std::nullopt;
    return std::stod(m.str());
}

double bitsPerWeight(const std::string& precision) {
    const std::string p = lower(precision);
    static const std::regex stated(R"((\d+(?:\.\d+)?)\s*(?:bpw|bits/weight))");
    std::smatch m;
    if (std::regex_search(p, m, stated) && !has(p.substr(0, p.find('(')), "f16"))
        return std::stod(m.str(1));
    if (has(p, "q4_k_m"))
        return 4.85;
    if (has(p, "q4_0"))
        return 4.5;
    if (has(p, "q8_0"))
        return 8.5;
    if (has(p, "fp8") || has(p, "e4m3"))
        return 8;
    if (has(p, "fp32"))
        return 32;
    return 16;
}

std::string gpuId(const std::string& hardware) {
    const std::string h = lower(hardware);
    if (has(h, "h200"))
        return "h200-sxm";
    if (has(h, "h100"))
        return has(h, "pcie") ? "h100-pcie" : "h100-sxm";
    if (has(h, "a100"))
        return has(h, "pcie") ? "a100-pcie-80gb" : "a100-sxm-80gb";
    const std::pair<const char*, const char*> others[] = {
        {"l40s", "l40s"}, {"4090", "rtx-4090"}, {"3090", "rtx-3090"}, {"v100", "v100-sxm"}};
    for (const auto& [key, id] : others) {
        if (has(h, key))
            return id;
    }
    return {};
}

std::string engineOf(const std::string& software) {
    const std::string s = lower(software);
    if (has(s, "llama.cpp"))
        return "llama.cpp";
    if (has(s, "exllama"))
        return "exllamav2";
    if (has(s, "vllm"))
        return "vllm";
    if (has(s, "tensorrt"))
        return "tensorrt-llm";
    if (has(s, "transformers") || s.starts_with("pytorch 2.11 /"))
        return has(s, "compile") || has(s, "cuda graph") ? "hf-transformers-compiled"
                                                         : "hf-transformers";
    if (has(s, "mosaicml") || has(s, "llm-foundry") || has(s, "composer"))
        return "llm-foundry";
    return "generic"; // Meta, OpenAI, Megatron, NCCL, micro-benchmarks
}

const std::map<std::string, int>& ffnTable() {
    static const std::map<std::string, int> t{
        {"Llama-2-7B", 11008},    {"LLaMA-1-7B", 11008},    {"Llama-2-13B", 13824},
        {"Llama-2-70B", 28672},   {"Llama-3-8B", 14336},    {"Llama-3.1-8B", 14336},
        {"Llama-3-70B", 28672},   {"Llama-3.3-70B", 28672}, {"Llama-3.1-405B", 53248},
        {"TinyLlama-1.1B", 5632}, {"Llama-3.2-1B", 8192},   {"Llama-3.2-3B", 8192}};
    return t;
}

const std::map<std::string, double>& trainTokens() {
    static const std::map<std::string, double> t{
        {"D150", 2.0e12}, {"D153", 15e12}, {"D156", 15e12}, {"D162", 300e9}};
    return t;
}

const std::map<std::string, std::pair<int, int>>& statedLayouts() {
    static const std::map<std::string, std::pair<int, int>> t{{"D165", {8, 64}}};
    return t;
}

int numberAfter(const std::string& text, const std::string& key) {
    const std::regex re(key + R"(\s*(\d+))");
    std::smatch m;
    return std::regex_search(text, m, re) ? std::stoi(m.str(1)) : 0;
}

const std::set<std::string>& namedExclusions() {
    static const std::set<std::string> s{"B069", "B081", "B084", "B090", "D156", "D162"};
    return s;
}

const std::set<std::string>& prefillHeavyRows() {
    static const std::set<std::string> s{"B045", "B048", "B051", "B060", "B066"};
    return s;
}

bool Row::recompute() const {
    static const std::regex on(R"((grad(ient)? ?ckpt|checkpointing|activation ckpt)\s*=\s*true)");
    const std::string s = lower(col.at("software") + " " + col.at("precision"));
    return std::regex_search(s, on) || has(lower(col.at("precision")), "grad_ckpt") || id == "D165";
}

Kind classify(const Row& r) {
    const std::string& q = r.quantity;
    const std::string u = lower(r.unit);
    if (r.cat == "E" || r.cat == "F")
        return Kind::sanity;
    if (r.cat == "C")
        return has(q, "peak gpu memory") ? Kind::memTrain
               : has(q, "kv")            ? Kind::memKv
                                         : Kind::memWeights;
    if (r.cat == "D") {
        if (has(q, "gpu-hours"))
            return Kind::trainGpuHours;
        if (has(u, "% of peak"))
            return Kind::trainPct;
        if (has(u, "tflops"))
            return Kind::trainTflops;
        if (has(u, "flops"))
            return Kind::trainFlop;
        return Kind::trainTokens;
    }
    if (has(q, "time to first token") || has(q, "prefill latency"))
        return has(q, "mlperf") ? Kind::unmodelled : Kind::ttft;
    if (has(q, "prompt processing"))
        return Kind::pp;
    if (has(q, "mlperf"))
        return Kind::unmodelled;
    if (has(q, "max load") || r["batch_size"].starts_with("auto"))
        return Kind::maxLoad;
    return Kind::decode;
}

Row makeRow(const std::vector<std::string>& header, const std::vector<std::string>& cells) {
    Row r;
    for (std::size_t i = 0; i < header.size(); ++i)
        r.col[header[i]] = i < cells.size() ? cells[i] : std::string();
    auto integer = [&r](const char* key) {
        return r[key].empty() ? 0 : int(std::lround(firstNumber(r[key]).value_or(0)));
    };
    r.id = r["id"];
    r.cat = r["category"];
    r.quantity = lower(r["quantity"]);
    r.unit = r["unit"];
    r.value = std::stod(r["value"]);
    r.engine = engineOf(r["software"]);
    r.gpu = gpuId(r["hardware"]);
    r.model = r["model"];
    r.gpus = std::max(1, integer("gpu_count"));
    const std::string p = r["params"];
    const bool billions = !p.empty() && p.find_last_not_of(' ') != std::string::npos &&
                          p[p.find_last_not_of(' ')] == 'B';
    r.params = firstNumber(p).value_or(0) * (billions ? 1e9 : 1.0);
    r.layers = integer("layers");
    r.hidden = integer("hidden");
    r.heads = integer("heads");
    r.kvHeads = integer("kv_heads");
    r.headDim = integer("head_dim");
    r.vocab = integer("vocab");
    r.bits = bitsPerWeight(r["precision"]);
    // llama.cpp "layer split" is a pipeline: at batch 1 the GPUs work one after another (t = 1)
    r.tp = has(lower(r["software"]), "layer split") ? 1 : r.gpus;
    r.sIn = firstNumber(r["input_len"]).value_or(0);
    r.sOut = firstNumber(r["output_len"]).value_or(r.cat == "A" ? 128 : 0); // "unstated"
    static const std::regex plain(R"(\s*\d+\s*)");
    if (std::regex_match(r["batch_size"], plain))
        r.batch = std::stoi(r["batch_size"]);
    r.kind = classify(r);
    return r;
}

} // namespace ridgeline::calib
