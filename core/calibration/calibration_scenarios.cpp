// What each measured row describes: the scenario it ran, resolved against the catalogue (the
// model and GPU a file's names for them mean), and what the core predicts for it.
#include "core/calibration/calibrate.h"

#include "core/base/user_json.h"
#include "core/evaluation/evaluate.h"
#include "core/files/scenario_io.h"
#include "core/scenario/choices.h"
#include "core/serving/serving_sim.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

namespace ridgeline {

namespace {

using json = nlohmann::json;

std::string normalized(std::string_view text, bool keepPunctuation) {
    std::string out;
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u))
            out += char(std::tolower(u));
        else if (keepPunctuation && (c == '.' || c == '-' || c == '_'))
            out += c == '_' ? '-' : c;
    }
    return out;
}

// The catalogue model a file's name for it means: the longest catalogue id inside the name
// ("meta-llama/Llama-3.1-8B-Instruct"), else the one model of the stated size whose id starts
// with the name's first word (llama-bench's "qwen2 7B Q4_K - Medium", 7.6e9 parameters).
std::string modelFromHint(const Measurement& m, const Catalogue& cat) {
    const std::string name = normalized(m.modelHint.substr(m.modelHint.rfind('/') + 1), true);
    std::string best;
    for (const ModelPreset& p : cat.models)
        if (name.find(p.id) != std::string::npos && p.id.size() > best.size())
            best = p.id;
    if (!best.empty() || m.paramsHint <= 0)
        return best;
    const std::string word = normalized(m.modelHint.substr(0, m.modelHint.find(' ')), true);
    for (const ModelPreset& p : cat.models) {
        const double total = countParams(p.arch).total;
        if (std::fabs(total - m.paramsHint) <= 0.02 * m.paramsHint && !word.empty() &&
            p.id.starts_with(word.substr(0, std::min<std::size_t>(word.size(), 5))))
            return p.id;
    }
    return {};
}

// The catalogue GPU a device name means ("NVIDIA GeForce RTX 4090", "NVIDIA H100 80GB HBM3").
std::string gpuFromHint(const std::string& hint, const Catalogue& cat) {
    const std::string name = normalized(hint.substr(0, hint.find(',')), false);
    if (name.empty())
        return {};
    std::string best;
    std::size_t bestLength = 0;
    for (const Gpu& g : cat.gpus) {
        for (const std::string& key : {normalized(g.name, false), normalized(g.id, false)}) {
            if (!key.empty() && name.find(key) != std::string::npos && key.size() > bestLength) {
                best = g.id;
                bestLength = key.size();
            }
        }
    }
    if (!best.empty())
        return best;
    // "NVIDIA H100 80GB HBM3": the family (h100) and the form factor (SXM unless PCIe is named).
    const bool pcie = name.find("pcie") != std::string::npos;
    for (const Gpu& g : cat.gpus) {
        const std::string family = normalized(g.id.substr(0, g.id.find('-')), false);
        const bool isPcie = g.id.find("pcie") != std::string::npos;
        const bool hasDigit = family.find_first_of("0123456789") != std::string::npos;
        if (hasDigit && name.find(family) != std::string::npos && isPcie == pcie)
            return g.id;
    }
    return {};
}

json formatJson(const std::string& text) {
    double bits = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), bits);
    if (ec == std::errc() && end == text.data() + text.size())
        return json{{"bits", bits}};
    return text;
}

} // namespace

Result<std::vector<Scenario>> measurementScenarios(const std::vector<Measurement>& rows,
                                                   const Catalogue& cat,
                                                   const CalibrationDefaults& d) {
    std::vector<Scenario> out;
    Problems problems;
    for (const Measurement& m : rows) {
        std::string model = !d.model.empty() ? d.model : m.model;
        if (model.empty())
            model = modelFromHint(m, cat);
        std::string gpu = !d.gpu.empty() ? d.gpu : m.gpu;
        if (gpu.empty())
            gpu = gpuFromHint(m.gpuHint, cat);
        // A name the catalogue does not know: the field, the text as given and the ids it has.
        auto unknown = [&](std::string_view field, std::string_view what, const std::string& hint,
                           ProblemCode code, const std::string& ids) {
            problems.push_back({m.label,
                                fmt::format("{}: cannot tell which catalogue {} \"{}\" is "
                                            "(allowed: --{} ID, one of {})",
                                            field, what, shownText(hint), field, ids),
                                code, shownText(hint), ids});
        };
        if (model.empty())
            unknown("model", "model", m.modelHint, ProblemCode::unknownCatalogueModel,
                    cat.modelIds());
        if (gpu.empty())
            unknown("gpu", "GPU", m.gpuHint, ProblemCode::unknownCatalogueGpu, cat.gpuIds());
        if (model.empty() || gpu.empty())
            continue;
        const json doc = {
            {"model", {{"preset", model}}},
            {"hardware", {{"gpu", gpu}, {"count", m.count > 0 ? m.count : d.count}}},
            {"workload",
             {{"batch", m.batch},
              {"prompt_tokens", m.promptTokens},
              {"output_tokens", m.outputTokens},
              {"weight_format",
               formatJson(m.weightFormat.empty() ? d.weightFormat : m.weightFormat)},
              {"kv_format", formatJson(m.kvFormat.empty() ? d.kvFormat : m.kvFormat)},
              {"tensor_parallel", m.tensorParallel > 0 ? m.tensorParallel : d.tensorParallel},
              {"engine", m.engine.empty() ? d.engine : m.engine}}}};
        json scenario = doc;
        if (m.run) {
            // The benchmark's run, simulated as its client ran it (at most 2,000 requests).
            json serving = {{"seed", 1}, {"requests", std::clamp(m.run->requests, 1, 2000)}};
            if (m.run->requestRate > 0 && m.run->concurrency == 0) {
                serving["arrival"] = "poisson";
                serving["requests_per_s"] = m.run->requestRate;
            } else {
                serving["arrival"] = "closed";
                serving["concurrency"] =
                    m.run->concurrency > 0 ? json(m.run->concurrency) : json("max");
            }
            if (m.run->rangeRatio)
                serving["lengths"] = {{"uniform", *m.run->rangeRatio}};
            scenario["workload"]["serving"] = serving;
        }
        Result<Scenario> s = scenarioFromJson(scenario, cat);
        if (!s) {
            for (const Problem& p : s.problems())
                problems.push_back({m.label, describe(p), p.code, p.value, p.allowed, p.args});
            continue;
        }
        out.push_back(std::move(s).value());
    }
    if (!problems.empty())
        return problems;
    return out;
}

double predictedValue(const Scenario& s, MeasuredMetric metric) {
    if (s.workload.serving) {
        // A benchmark run: its means over the simulated requests.
        const Results r = evaluateWithServing(s);
        if (!r.serving)
            return 0;
        switch (metric) {
        case MeasuredMetric::decodeTokensPerS:
            return r.serving->outputTokensPerS;
        case MeasuredMetric::tpotS:
            return r.serving->tpotS.mean;
        case MeasuredMetric::ttftS:
            return r.serving->ttftS.mean;
        case MeasuredMetric::prefillTokensPerS:
            return r.serving->ttftS.mean > 0
                       ? double(s.workload.promptTokens) / r.serving->ttftS.mean
                       : 0;
        }
        return 0;
    }
    const Results r = evaluate(s);
    switch (metric) {
    case MeasuredMetric::decodeTokensPerS:
        return r.inference.tokensPerS;
    case MeasuredMetric::tpotS:
        return r.inference.tpotS;
    case MeasuredMetric::ttftS:
        return r.inference.ttftS;
    case MeasuredMetric::prefillTokensPerS:
        return r.inference.ttftS > 0
                   ? double(s.workload.batch) * double(s.workload.promptTokens) / r.inference.ttftS
                   : 0;
    }
    return 0;
}

double mapePercent(const std::vector<double>& predicted, const std::vector<Measurement>& rows) {
    double sum = 0;
    for (std::size_t i = 0; i < rows.size(); ++i)
        sum += std::fabs(predicted[i] / rows[i].value - 1.0);
    return rows.empty() ? 0 : 100.0 * sum / double(rows.size());
}

std::vector<double> predictWith(std::vector<Scenario> scenarios,
                                const std::vector<Measurement>& rows,
                                const EngineProfile& profile) {
    std::vector<double> out;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        setEngine(scenarios[i], profile);
        out.push_back(predictedValue(scenarios[i], rows[i].metric));
    }
    return out;
}

} // namespace ridgeline
