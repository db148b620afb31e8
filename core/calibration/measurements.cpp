#include "core/calibration/measurements.h"

#include "core/base/user_json.h"
#include "core/calibration/measurements_rows.h"

#include <fmt/format.h>

#include <array>
#include <charconv>
#include <cmath>

namespace ridgeline {

namespace {

constexpr std::array metricNames{"decode_tokens_per_s", "tpot_s", "ttft_s", "prefill_tokens_per_s"};

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

} // namespace

namespace detail {

std::string metricNamesText() {
    return fmt::format("{}", fmt::join(metricNames, ", "));
}

std::optional<double> measuredNumber(std::string_view text) {
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

MeasurementRow::MeasurementRow(std::function<std::string(std::string_view)> get, std::string where,
                               Problems& problems)
    : get_(std::move(get))
    , where_(std::move(where))
    , problems_(problems) {}

std::string MeasurementRow::text(std::string_view key, std::size_t maxBytes) const {
    std::string t = get_(key);
    if (t.size() > maxBytes) {
        problem(
            key,
            fmt::format("is {} bytes long (allowed: text of up to {} bytes)", t.size(), maxBytes),
            ProblemCode::outOfRange, fmt::format("{} bytes", t.size()),
            fmt::format("up to {} bytes", maxBytes));
        return {};
    }
    return t;
}

std::optional<double> MeasurementRow::number(std::string_view key, double lo, double hi, bool whole,
                                             bool required) const {
    const std::string t = get_(key);
    if (t.empty() && !required)
        return std::nullopt;
    const std::optional<double> v = measuredNumber(t);
    const bool inRange = v && *v >= lo && *v <= hi;
    const bool isWhole = v && std::floor(*v) == *v;
    if (!inRange || (whole && !isWhole)) {
        const std::string shown = shownText(t);
        const std::string allowed =
            whole ? fmt::format("whole numbers {}..{}", lo, hi) : fmt::format("{}..{}", lo, hi);
        const char* what = !v                  ? "is not a number"
                           : whole && !isWhole ? "is not a whole number"
                                               : "is out of range";
        problem(key, fmt::format("\"{}\" {} (allowed: {})", shown, what, allowed),
                ProblemCode::outOfRange, shown, allowed);
        return std::nullopt;
    }
    return v;
}

void MeasurementRow::problem(std::string_view key, std::string message, ProblemCode code,
                             std::string value, std::string allowed) const {
    problems_.push_back(
        {where_, fmt::format("{}: {}", key, message), code, std::move(value), std::move(allowed)});
}

void readLlamaBenchTest(const MeasurementRow& row, const std::string& label, MeasurementFile& out) {
    Measurement m;
    m.label = label;
    m.engine = "llama.cpp";
    m.modelHint = row.text("model_type", maxNotesBytes);
    m.gpuHint = row.text("gpu_info", maxNotesBytes);
    const double params = row.number("model_n_params", 0, 1e16, false).value_or(0);
    const double size = row.number("model_size", 0, 1e17, false).value_or(0);
    m.paramsHint = params;
    if (params > 0 && size > 0)
        m.weightFormat = fmt::format("{:.3f}", size * 8.0 / params);
    m.kvFormat = kvFormatOf(row.text("type_k", maxTextBytes));
    const double prompt = row.number("n_prompt", 0, maxMeasuredTokens, true).value_or(0);
    const double gen = row.number("n_gen", 0, maxMeasuredTokens, true).value_or(0);
    const double depth = row.number("n_depth", 0, maxMeasuredTokens, true).value_or(0);
    const std::string rateText = row.text("avg_ts", maxTextBytes);
    const std::optional<double> rate = measuredNumber(rateText);
    if (!rate || *rate <= 0) {
        out.skipped.push_back(fmt::format("{}: no avg_ts", label));
        return;
    }
    if (*rate > 1e12) {
        row.problem("avg_ts", fmt::format("{} is out of range (allowed: 0..1e12)", *rate),
                    ProblemCode::outOfRange, shownText(rateText), "0..1e12");
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

} // namespace detail

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
        return "serving benchmark JSON (vLLM, SGLang)";
    }
    return "";
}

Result<MeasurementFile> parseMeasurements(std::string_view text, const std::string& origin) {
    if (text.size() > maxMeasurementBytes)
        return Problems{{origin,
                         fmt::format("is {} bytes, too large (allowed: up to {} bytes)",
                                     text.size(), maxMeasurementBytes),
                         ProblemCode::fileTooLarge,
                         fmt::format("{}", text.size()),
                         fmt::format("up to {} bytes", maxMeasurementBytes),
                         {fmt::format("{}", maxMeasurementBytes)}}};
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return Problems{{origin, "is empty (allowed: a CSV with a header row, or JSON)",
                         ProblemCode::measurementsEmpty}};
    Result<MeasurementFile> file = text[first] == '[' || text[first] == '{'
                                       ? detail::readMeasurementJson(text, origin)
                                       : detail::readMeasurementCsv(text, origin);
    if (file && file->rows.empty())
        return Problems{{origin,
                         "holds no usable measurement (allowed: at least one row with a known "
                         "metric and a value above 0)",
                         ProblemCode::measurementsNotUsable}};
    return file;
}

} // namespace ridgeline
