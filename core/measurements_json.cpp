// The JSON forms of measurements: llama-bench -o json (an array of tests) or -o jsonl (one test a
// line), and the result JSON of vLLM's serving benchmark. Every document goes through
// parseUserJson: sizes, nesting and duplicate keys are checked before anything is read.
#include "core/measurements_rows.h"
#include "core/user_json.h"

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

Result<MeasurementFile> readVllm(const json& o, const std::string& origin) {
    MeasurementFile out;
    out.source = MeasurementSource::vllmServingJson;
    Problems problems;
    const MeasurementRow row = rowOf(o, origin, problems);
    const std::optional<double> completed = row.number("completed", 1, 1e9, true, true);
    Measurement base;
    base.engine = "vllm";
    base.modelHint = row.text("model_id", maxNotesBytes);
    const std::optional<double> concurrency =
        row.number("max_concurrency", 1, maxMeasuredCount, true);
    const std::optional<double> prompts = row.number("num_prompts", 1, 1e9, true);
    const double input = row.number("total_input_tokens", 0, 1e15, true).value_or(0);
    const double output = row.number("total_output_tokens", 0, 1e15, true).value_or(0);
    const auto rate = [&](const char* key) { return row.number(key, 0, 1e9, false); };
    const std::optional<double> tpot[] = {rate("median_tpot_ms"), rate("mean_tpot_ms")};
    const std::optional<double> ttft[] = {rate("median_ttft_ms"), rate("mean_ttft_ms")};
    if (!problems.empty() || !completed)
        return problems;
    base.batch = std::int64_t(concurrency ? *concurrency : prompts.value_or(*completed));
    base.promptTokens = std::int64_t(std::round(input / *completed));
    base.outputTokens = std::int64_t(std::round(output / *completed));
    auto add = [&](MeasuredMetric metric, const std::optional<double>(&ms)[2]) {
        const std::optional<double> v = ms[0] ? ms[0] : ms[1];
        if (!v || *v <= 0)
            return;
        Measurement m = base;
        m.metric = metric;
        m.value = *v / 1000.0;
        m.label = std::string(metricName(metric));
        out.rows.push_back(std::move(m));
    };
    add(MeasuredMetric::tpotS, tpot);
    // A request's prompt is prefilled on its own (or in chunks beside running decodes), not
    // together with every concurrent request's: its TTFT is one prompt's prefill.
    base.batch = 1;
    add(MeasuredMetric::ttftS, ttft);
    if (out.rows.empty())
        return Problems{{origin,
                         "has neither median_tpot_ms nor median_ttft_ms above 0 (allowed: the "
                         "result JSON of vLLM's serving benchmark)",
                         ProblemCode::notVllmResult}};
    return out;
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
    if (objects.size() == 1 && objects[0].is_object() &&
        (objects[0].contains("median_tpot_ms") || objects[0].contains("mean_tpot_ms") ||
         objects[0].contains("median_ttft_ms")))
        return readVllm(objects[0], origin);
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
