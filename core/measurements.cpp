#include "core/measurements.h"

#include "core/csv.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <map>

namespace ridgeline {

namespace {

using json = nlohmann::json;

constexpr std::array metricNames{"decode_tokens_per_s", "tpot_s", "ttft_s", "prefill_tokens_per_s"};

std::optional<double> number(std::string_view text) {
    while (!text.empty() && text.front() == ' ')
        text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ')
        text.remove_suffix(1);
    double v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

// One row of a CSV with a header, read by column name.
struct CsvRow {
    const std::map<std::string, std::size_t>& columns;
    const std::vector<std::string>& cells;
    std::string label;
    Problems& problems;
    const std::string& origin;

    std::string text(const std::string& key) const {
        auto it = columns.find(key);
        return it != columns.end() && it->second < cells.size() ? cells[it->second] : "";
    }
    std::optional<double> value(const std::string& key, double lo, double hi, bool whole) const {
        const std::string t = text(key);
        const std::optional<double> v = number(t);
        if (!v || *v < lo || *v > hi || (whole && std::floor(*v) != *v)) {
            problems.push_back({fmt::format("{} {}", origin, label),
                                fmt::format("{}: \"{}\" is not {} (allowed: {}..{})", key, t,
                                            whole ? "a whole number" : "a number", lo, hi),
                                ProblemCode::outOfRange, t, fmt::format("{}..{}", lo, hi)});
            return std::nullopt;
        }
        return v;
    }
};

constexpr double maxCount = 1 << 20;
constexpr double maxTokens = 1 << 24;

std::string kvFormatOf(const std::string& llamaType) {
    if (llamaType == "f16" || llamaType.empty())
        return "fp16";
    if (llamaType == "bf16")
        return "bf16";
    if (llamaType == "f32")
        return "fp32";
    if (llamaType == "q8_0")
        return "q8_0";
    if (llamaType == "q4_0")
        return "q4_0";
    return "fp16";
}

// A llama-bench test (a CSV row or a JSON object, read through `get`) as a measurement.
template <class Get>
void readLlamaBench(const Get& get, const std::string& label, MeasurementFile& out) {
    Measurement m;
    m.label = label;
    m.engine = "llama.cpp";
    m.modelHint = get("model_type");
    m.gpuHint = get("gpu_info");
    const double params = number(get("model_n_params")).value_or(0);
    const double size = number(get("model_size")).value_or(0);
    m.paramsHint = params;
    if (params > 0 && size > 0)
        m.weightFormat = fmt::format("{:.3f}", size * 8.0 / params);
    m.kvFormat = kvFormatOf(get("type_k"));
    const double prompt = number(get("n_prompt")).value_or(0);
    const double gen = number(get("n_gen")).value_or(0);
    const double depth = number(get("n_depth")).value_or(0);
    const std::optional<double> rate = number(get("avg_ts"));
    if (!rate || *rate <= 0) {
        out.skipped.push_back(fmt::format("{}: no avg_ts", label));
        return;
    }
    m.value = *rate;
    if (prompt > 0 && gen == 0) {
        m.metric = MeasuredMetric::prefillTokensPerS;
        m.promptTokens = std::int64_t(prompt);
    } else if (gen > 0 && prompt == 0) {
        m.metric = MeasuredMetric::decodeTokensPerS;
        m.promptTokens = std::int64_t(depth);
        m.outputTokens = std::int64_t(gen);
    } else {
        out.skipped.push_back(fmt::format("{}: a combined prompt and generation test (pp{} + "
                                          "tg{}) cannot be split into prefill and decode",
                                          label, prompt, gen));
        return;
    }
    out.rows.push_back(std::move(m));
}

Result<MeasurementFile> readCsv(std::string_view text, const std::string& origin) {
    const std::vector<std::vector<std::string>> records = parseCsv(text);
    if (records.empty())
        return Problems{{origin, "holds no rows (allowed: a CSV with a header row)"}};
    std::map<std::string, std::size_t> columns;
    for (std::size_t i = 0; i < records[0].size(); ++i)
        columns.emplace(records[0][i], i);
    MeasurementFile out;
    Problems problems;
    const bool llamaBench = columns.contains("avg_ts") && columns.contains("n_gen");
    if (llamaBench) {
        out.source = MeasurementSource::llamaBenchCsv;
        for (std::size_t r = 1; r < records.size(); ++r) {
            CsvRow row{columns, records[r], fmt::format("row {}", r + 1), problems, origin};
            readLlamaBench([&row](const char* key) { return row.text(key); }, row.label, out);
        }
        return out;
    }
    std::vector<std::string> missing;
    for (const char* key : {"model", "gpu", "metric", "value"})
        if (!columns.contains(key))
            missing.push_back(key);
    if (!missing.empty())
        return Problems{
            {origin, fmt::format("lacks the column(s) {} (allowed: the plain CSV of "
                                 "SCENARIO.md with model, gpu, count, tensor_parallel, "
                                 "engine, weight_format, kv_format, batch, prompt_tokens, "
                                 "output_tokens, metric, value; or llama-bench -o csv)",
                                 fmt::join(missing, ", "))}};
    out.source = MeasurementSource::plainCsv;
    for (std::size_t r = 1; r < records.size(); ++r) {
        CsvRow row{columns, records[r], fmt::format("row {}", r + 1), problems, origin};
        Measurement m;
        // An optional "row" or "id" column names the row in messages and in fitted_to.
        m.label = !row.text("row").empty()  ? row.text("row")
                  : !row.text("id").empty() ? row.text("id")
                                            : row.label;
        m.model = row.text("model");
        m.gpu = row.text("gpu");
        m.engine = row.text("engine");
        m.weightFormat = row.text("weight_format");
        m.kvFormat = row.text("kv_format");
        auto whole = [&](const char* key, double lo, double hi, auto& into) {
            if (!row.text(key).empty())
                if (auto v = row.value(key, lo, hi, true))
                    into = static_cast<std::remove_reference_t<decltype(into)>>(*v);
        };
        whole("count", 1, maxCount, m.count);
        whole("tensor_parallel", 1, 1024, m.tensorParallel);
        whole("batch", 1, maxCount, m.batch);
        whole("prompt_tokens", 0, maxTokens, m.promptTokens);
        whole("output_tokens", 0, maxTokens, m.outputTokens);
        const std::string metric = row.text("metric");
        if (auto known = metricFromName(metric)) {
            m.metric = *known;
        } else {
            problems.push_back({fmt::format("{} {}", origin, row.label),
                                fmt::format("metric: unknown \"{}\" (allowed: {})", metric,
                                            fmt::join(metricNames, ", ")),
                                ProblemCode::unknownValue, metric,
                                fmt::format("{}", fmt::join(metricNames, ", "))});
        }
        if (auto v = row.value("value", 0, 1e12, false)) {
            if (*v > 0)
                m.value = *v;
            else
                problems.push_back({fmt::format("{} {}", origin, row.label),
                                    "value: must be greater than 0 (allowed: > 0)"});
        }
        out.rows.push_back(std::move(m));
    }
    if (!problems.empty())
        return problems;
    return out;
}

std::string textOf(const json& o, const char* key) {
    auto it = o.find(key);
    if (it == o.end() || it->is_null())
        return {};
    if (it->is_string())
        return it->get<std::string>();
    if (it->is_number_integer())
        return fmt::format("{}", it->get<std::int64_t>());
    if (it->is_number())
        return fmt::format("{}", it->get<double>());
    if (it->is_boolean())
        return it->get<bool>() ? "1" : "0";
    return {};
}

Result<MeasurementFile> readVllm(const json& o, const std::string& origin) {
    MeasurementFile out;
    out.source = MeasurementSource::vllmServingJson;
    const double completed = number(textOf(o, "completed")).value_or(0);
    if (completed <= 0)
        return Problems{{origin + ".completed", "must be a number of requests above 0"}};
    Measurement base;
    base.engine = "vllm";
    base.modelHint = textOf(o, "model_id");
    const std::optional<double> concurrency = number(textOf(o, "max_concurrency"));
    base.batch = std::int64_t(concurrency ? *concurrency
                                          : number(textOf(o, "num_prompts")).value_or(completed));
    base.batch = std::max<std::int64_t>(1, base.batch);
    base.promptTokens =
        std::int64_t(std::lround(number(textOf(o, "total_input_tokens")).value_or(0) / completed));
    base.outputTokens =
        std::int64_t(std::lround(number(textOf(o, "total_output_tokens")).value_or(0) / completed));
    auto add = [&](MeasuredMetric metric, const char* median, const char* mean) {
        std::optional<double> ms = number(textOf(o, median));
        if (!ms)
            ms = number(textOf(o, mean));
        if (!ms || *ms <= 0)
            return;
        Measurement m = base;
        m.metric = metric;
        m.value = *ms / 1000.0;
        m.label = std::string(metricName(metric));
        out.rows.push_back(std::move(m));
    };
    add(MeasuredMetric::tpotS, "median_tpot_ms", "mean_tpot_ms");
    // A request's prompt is prefilled on its own (or in chunks beside running decodes), not
    // together with every concurrent request's: its TTFT is one prompt's prefill.
    base.batch = 1;
    add(MeasuredMetric::ttftS, "median_ttft_ms", "mean_ttft_ms");
    if (out.rows.empty())
        return Problems{{origin, "has neither median_tpot_ms nor median_ttft_ms (allowed: the "
                                 "result JSON of vLLM's serving benchmark)"}};
    return out;
}

Result<MeasurementFile> readJson(std::string_view text, const std::string& origin) {
    std::vector<json> objects;
    try {
        const json doc = json::parse(text);
        if (doc.is_array())
            objects.assign(doc.begin(), doc.end());
        else
            objects.push_back(doc);
    } catch (const json::exception&) {
        // llama-bench -o jsonl: one object per line.
        std::size_t start = 0;
        while (start < text.size()) {
            std::size_t end = text.find('\n', start);
            end = end == std::string_view::npos ? text.size() : end;
            const std::string_view line = text.substr(start, end - start);
            start = end + 1;
            if (line.find_first_not_of(" \t\r") == std::string_view::npos)
                continue;
            try {
                objects.push_back(json::parse(line));
            } catch (const json::exception&) {
                return Problems{{origin, "not valid JSON (allowed: llama-bench -o json or "
                                         "jsonl, or vLLM's benchmark result JSON)"}};
            }
        }
    }
    if (objects.size() == 1 && objects[0].is_object() &&
        (objects[0].contains("median_tpot_ms") || objects[0].contains("mean_tpot_ms") ||
         objects[0].contains("median_ttft_ms")))
        return readVllm(objects[0], origin);
    MeasurementFile out;
    out.source = MeasurementSource::llamaBenchJson;
    for (std::size_t i = 0; i < objects.size(); ++i) {
        const json& o = objects[i];
        if (!o.is_object() || !o.contains("avg_ts"))
            return Problems{{fmt::format("{}[{}]", origin, i),
                             "is neither a llama-bench test (with avg_ts) nor a vLLM benchmark "
                             "result (with median_tpot_ms)"}};
        readLlamaBench([&o](const char* key) { return textOf(o, key); },
                       fmt::format("test {}", i + 1), out);
    }
    return out;
}

} // namespace

std::string_view metricName(MeasuredMetric m) {
    return metricNames[std::size_t(m)];
}

std::optional<MeasuredMetric> metricFromName(std::string_view name) {
    for (std::size_t i = 0; i < metricNames.size(); ++i)
        if (name == metricNames[i])
            return MeasuredMetric(i);
    return std::nullopt;
}

std::string_view sourceName(MeasurementSource s) {
    switch (s) {
    case MeasurementSource::plainCsv:
        return "plain CSV";
    case MeasurementSource::llamaBenchCsv:
        return "llama-bench CSV";
    case MeasurementSource::llamaBenchJson:
        return "llama-bench JSON";
    case MeasurementSource::vllmServingJson:
        return "vLLM serving benchmark JSON";
    }
    return "";
}

Result<MeasurementFile> parseMeasurements(std::string_view text, const std::string& origin) {
    if (text.size() > maxMeasurementBytes)
        return Problems{{origin, fmt::format("is {} bytes (allowed: at most {} bytes)", text.size(),
                                             maxMeasurementBytes)}};
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return Problems{{origin, "is empty"}};
    Result<MeasurementFile> file =
        text[first] == '[' || text[first] == '{' ? readJson(text, origin) : readCsv(text, origin);
    if (file && file->rows.empty())
        return Problems{{origin, "holds no usable measurement"}};
    return file;
}

} // namespace ridgeline
