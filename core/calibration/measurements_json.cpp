// The JSON forms of measurements: llama-bench -o json (an array of tests) or -o jsonl (one test a
// line), and the result JSON of vLLM's serving benchmark. Every document goes through
// parseUserJson: sizes, nesting and duplicate keys are checked before anything is read.
#include "core/base/user_json.h"
#include "core/calibration/measurements_rows.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace ridgeline::detail {

namespace {

using json = nlohmann::json;

std::string textOf(const json& o, std::string_view key) {
    auto it = o.find(key);
    if (it == o.end() || it->is_null())
        return {};
    if (it->is_string())
        return it->get<std::string>();
    if (it->is_number_unsigned())
        return fmt::format("{}", it->get<std::uint64_t>());
    if (it->is_number_integer())
        return fmt::format("{}", it->get<std::int64_t>());
    if (it->is_number())
        return fmt::format("{}", it->get<double>());
    if (it->is_boolean())
        return it->get<bool>() ? "1" : "0";
    return {};
}

MeasurementRow rowOf(const json& o, std::string where, Problems& problems) {
    return MeasurementRow([&o](std::string_view key) { return textOf(o, key); }, std::move(where),
                          problems);
}

// The engine a serving benchmark's `backend` names: SGLang's and TensorRT-LLM's own, else vLLM
// (its client's default, and what "openai" endpoints are measured on most often).
std::string engineOfBackend(const std::string& backend) {
    std::string b = backend;
    std::transform(b.begin(), b.end(), b.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    if (b.find("sglang") != std::string::npos)
        return "sglang";
    if (b.find("trt") != std::string::npos || b.find("tensorrt") != std::string::npos)
        return "tensorrt-llm";
    return "vllm";
}

// One run of vLLM's (`benchmark_serving.py --save-result`, `vllm bench serve`) or SGLang's
// (`bench_serving --output-file`, one JSON line a run) serving benchmark: its mean time per
// output token, mean first-token time and output tokens/s, each predicted by simulating the run.
bool readServingRun(const json& o, const std::string& where, const std::string& label,
                    MeasurementFile& out, Problems& problems) {
    const MeasurementRow row = rowOf(o, where, problems);
    const std::size_t before = problems.size();
    const std::optional<double> completed = row.number("completed", 1, 1e9, true, true);
    Measurement base;
    base.engine = engineOfBackend(row.text("backend", maxNotesBytes));
    base.modelHint = row.text("model_id", maxNotesBytes);
    const std::optional<double> concurrency =
        row.number("max_concurrency", 1, maxMeasuredCount, true);
    const std::optional<double> prompts = row.number("num_prompts", 1, 1e9, true);
    const double input = row.number("total_input_tokens", 0, 1e15, true).value_or(0);
    const double output = row.number("total_output_tokens", 0, 1e15, true).value_or(0);
    const std::optional<double> ratio = row.number("random_range_ratio", 0, 1, false);
    // "inf" (every request at once) is no finite number: no rate.
    const std::optional<double> rate = measuredNumber(row.text("request_rate", 64));
    const double requestRate = rate && std::isfinite(*rate) && *rate > 0 ? *rate : 0.0;
    const auto ms = [&](const char* key) { return row.number(key, 0, 1e9, false); };
    const std::optional<double> tpot[] = {ms("mean_tpot_ms"), ms("median_tpot_ms")};
    const std::optional<double> ttft[] = {ms("mean_ttft_ms"), ms("median_ttft_ms")};
    const std::optional<double> throughput = row.number("output_throughput", 0, 1e12, false);
    if (problems.size() > before || !completed)
        return false;
    base.batch = std::int64_t(concurrency ? *concurrency : prompts.value_or(*completed));
    BenchmarkRun run;
    run.concurrency = concurrency ? int(*concurrency) : 0;
    run.requestRate = requestRate;
    run.requests = int(std::min(*completed, 1e6));
    if (ratio && *ratio > 0)
        run.rangeRatio = *ratio;
    base.run = run;
    // The file's totals are means; the run's lengths L are the longest: mean = (1 + r) L / 2.
    const double spread = run.rangeRatio ? (1.0 + *run.rangeRatio) / 2.0 : 1.0;
    base.promptTokens = std::max<std::int64_t>(1, std::llround(input / *completed / spread));
    base.outputTokens = std::max<std::int64_t>(1, std::llround(output / *completed / spread));
    const std::size_t rows = out.rows.size();
    auto add = [&](MeasuredMetric metric, std::optional<double> value, double scale) {
        if (!value || *value <= 0)
            return;
        Measurement m = base;
        m.metric = metric;
        m.value = *value * scale;
        m.label = label.empty() ? std::string(metricName(metric))
                                : fmt::format("{} {}", label, metricName(metric));
        out.rows.push_back(std::move(m));
    };
    add(MeasuredMetric::tpotS, tpot[0] ? tpot[0] : tpot[1], 1e-3);
    add(MeasuredMetric::ttftS, ttft[0] ? ttft[0] : ttft[1], 1e-3);
    add(MeasuredMetric::decodeTokensPerS, throughput, 1.0);
    return out.rows.size() > rows;
}

Result<MeasurementFile> readServingRuns(const std::vector<json>& objects,
                                        const std::string& origin) {
    MeasurementFile out;
    out.source = MeasurementSource::vllmServingJson;
    Problems problems;
    for (std::size_t i = 0; i < objects.size(); ++i) {
        const std::string label = objects.size() > 1 ? fmt::format("run {}", i + 1) : "";
        const std::string where = label.empty() ? origin : fmt::format("{} {}", origin, label);
        if (!objects[i].is_object() || !readServingRun(objects[i], where, label, out, problems)) {
            if (problems.empty())
                problems.push_back({where,
                                    "has none of mean_tpot_ms, mean_ttft_ms, output_throughput "
                                    "above 0 (allowed: the result JSON of vLLM's or SGLang's "
                                    "serving benchmark)",
                                    ProblemCode::notVllmResult});
            return problems;
        }
    }
    return out;
}

// Whether `o` is a serving benchmark's result rather than a llama-bench test.
bool isServingRun(const json& o) {
    return o.is_object() && (o.contains("median_tpot_ms") || o.contains("mean_tpot_ms") ||
                             o.contains("median_ttft_ms") || o.contains("mean_ttft_ms"));
}

// llama-bench -o jsonl: one object a line, each read like a file of its own.
Result<std::vector<json>> readJsonLines(std::string_view text, const std::string& origin) {
    std::vector<json> objects;
    Problems problems;
    std::size_t start = 0;
    for (std::size_t line = 1; start < text.size(); ++line) {
        std::size_t end = text.find('\n', start);
        end = end == std::string_view::npos ? text.size() : end;
        const std::string_view body = text.substr(start, end - start);
        start = end + 1;
        if (body.find_first_not_of(" \t\r") == std::string_view::npos)
            continue;
        const std::string where = fmt::format("{} line {}", origin, line);
        if (objects.size() >= maxMeasurementRows)
            return Problems{{origin,
                             fmt::format("has more than {} tests (allowed: up to {})",
                                         maxMeasurementRows, maxMeasurementRows),
                             ProblemCode::tooManyTests,
                             "",
                             "",
                             {fmt::format("{}", maxMeasurementRows)}}};
        std::optional<json> o = parseUserJson(body, where, maxMeasurementRowBytes, problems);
        if (!o)
            return problems;
        objects.push_back(std::move(*o));
    }
    return objects;
}

// Whether `text`, which is not one JSON document, starts with a line that is one object.
bool looksLikeJsonLines(std::string_view text) {
    const std::size_t start = text.find_first_not_of(" \t\r\n");
    const std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos)
        return false;
    Problems ignored;
    const std::optional<json> first =
        parseUserJson(text.substr(start, end - start), "", maxMeasurementRowBytes, ignored);
    return first && first->is_object();
}

} // namespace

Result<MeasurementFile> readMeasurementJson(std::string_view text, const std::string& origin) {
    std::vector<json> objects;
    Problems problems;
    if (std::optional<json> doc = parseUserJson(text, origin, maxMeasurementBytes, problems)) {
        if (!doc->is_array()) {
            objects.push_back(std::move(*doc));
        } else if (doc->size() > maxMeasurementRows) {
            return Problems{
                {origin,
                 fmt::format("has {} tests (allowed: up to {})", doc->size(), maxMeasurementRows),
                 ProblemCode::tooManyTests,
                 fmt::format("{}", doc->size()),
                 "",
                 {fmt::format("{}", maxMeasurementRows)}}};
        } else {
            objects.assign(std::make_move_iterator(doc->begin()),
                           std::make_move_iterator(doc->end()));
        }
    } else if (looksLikeJsonLines(text)) {
        Result<std::vector<json>> lines = readJsonLines(text, origin);
        if (!lines)
            return lines.problems();
        objects = std::move(lines).value();
    } else {
        return problems;
    }
    if (!objects.empty() && isServingRun(objects[0]))
        return readServingRuns(objects, origin);
    MeasurementFile out;
    out.source = MeasurementSource::llamaBenchJson;
    problems.clear();
    for (std::size_t i = 0; i < objects.size(); ++i) {
        const json& o = objects[i];
        if (!o.is_object() || !o.contains("avg_ts"))
            return Problems{{fmt::format("{}[{}]", origin, i),
                             "is neither a llama-bench test nor a vLLM benchmark result "
                             "(allowed: a llama-bench test with avg_ts, or vLLM's result with "
                             "median_tpot_ms)",
                             ProblemCode::notBenchmarkEntry}};
        const std::string label = fmt::format("test {}", i + 1);
        readLlamaBenchTest(rowOf(o, fmt::format("{} {}", origin, label), problems), label, out);
    }
    if (!problems.empty())
        return problems;
    return out;
}

} // namespace ridgeline::detail
