// The CSV forms of measurements: the plain CSV of docs/scenario-format.md and llama-bench -o csv.
#include "core/base/csv.h"
#include "core/base/user_json.h"
#include "core/calibration/measurements_rows.h"

#include <fmt/format.h>

#include <map>

namespace ridgeline::detail {

namespace {

// The header's columns by name; a name given twice is refused.
Result<std::map<std::string, std::size_t, std::less<>>>
columnsOf(const std::vector<std::string>& header, const std::string& origin) {
    std::map<std::string, std::size_t, std::less<>> columns;
    for (std::size_t i = 0; i < header.size(); ++i)
        if (!columns.emplace(header[i], i).second)
            return Problems{
                {origin + " row 1", fmt::format("the column \"{}\" appears twice in the header "
                                                "(allowed: each column once)",
                                                shownText(header[i]))}};
    return columns;
}

void readPlainRow(const MeasurementRow& row, MeasurementFile& out) {
    Measurement m;
    // An optional "row" or "id" column names the row in messages and in fitted_to.
    const std::string rowName = row.text("row", maxTextBytes);
    const std::string id = row.text("id", maxTextBytes);
    m.label = !rowName.empty() ? rowName : !id.empty() ? id : row.where();
    m.model = row.text("model", maxTextBytes);
    m.gpu = row.text("gpu", maxTextBytes);
    m.engine = row.text("engine", maxTextBytes);
    m.weightFormat = row.text("weight_format", maxTextBytes);
    m.kvFormat = row.text("kv_format", maxTextBytes);
    auto whole = [&](const char* key, double lo, double hi, auto& into) {
        if (auto v = row.number(key, lo, hi, true))
            into = static_cast<std::remove_reference_t<decltype(into)>>(*v);
    };
    whole("count", 1, maxMeasuredCount, m.count);
    whole("tensor_parallel", 1, 1024, m.tensorParallel);
    whole("batch", 1, maxMeasuredCount, m.batch);
    whole("prompt_tokens", 0, maxMeasuredTokens, m.promptTokens);
    whole("output_tokens", 0, maxMeasuredTokens, m.outputTokens);
    const std::string metric = row.text("metric", maxTextBytes);
    if (auto known = metricFromName(metric))
        m.metric = *known;
    else
        row.problem(
            "metric",
            fmt::format("unknown \"{}\" (allowed: {})", shownText(metric), metricNamesText()),
            ProblemCode::unknownValue, shownText(metric), metricNamesText());
    if (auto v = row.number("value", 0, 1e12, false, true)) {
        if (*v > 0)
            m.value = *v;
        else
            row.problem("value", "must be greater than 0 (allowed: > 0)", ProblemCode::outOfRange,
                        fmt::format("{:g}", *v), "> 0");
    }
    out.rows.push_back(std::move(m));
}

} // namespace

Result<MeasurementFile> readMeasurementCsv(std::string_view text, const std::string& origin) {
    const Result<CsvRecords> parsed =
        parseCsv(text, origin, {maxMeasurementRows, maxMeasurementRowBytes, maxMeasurementFields});
    if (!parsed)
        return parsed.problems();
    const CsvRecords& records = *parsed;
    if (records.empty())
        return Problems{
            {origin, "holds no rows (allowed: a CSV with a header row)", ProblemCode::csvNoRows}};
    const auto columns = columnsOf(records[0], origin);
    if (!columns)
        return columns.problems();
    // A row's fields must line up with the header: a longer or shorter row is malformed.
    for (std::size_t r = 1; r < records.size(); ++r)
        if (records[r].size() != records[0].size())
            return Problems{{fmt::format("{} row {}", origin, r + 1),
                             fmt::format("has {} fields, the header {} (allowed: as many fields "
                                         "as the header has columns)",
                                         records[r].size(), records[0].size()),
                             ProblemCode::csvFieldCount,
                             fmt::format("{}", records[r].size()),
                             "",
                             {fmt::format("{}", records[0].size())}}};
    MeasurementFile out;
    Problems problems;
    auto rowOf = [&](std::size_t r) {
        const std::vector<std::string>& cells = records[r];
        return MeasurementRow(
            [&cells, &columns](std::string_view key) {
                auto it = columns->find(key);
                return it != columns->end() ? cells[it->second] : std::string();
            },
            fmt::format("row {}", r + 1), problems);
    };
    if (columns->contains("avg_ts") && columns->contains("n_gen")) {
        out.source = MeasurementSource::llamaBenchCsv;
        for (std::size_t r = 1; r < records.size(); ++r) {
            const MeasurementRow row = rowOf(r);
            readLlamaBenchTest(row, row.where(), out);
        }
    } else {
        std::vector<std::string> missing;
        for (const char* key : {"model", "gpu", "metric", "value"})
            if (!columns->contains(key))
                missing.push_back(key);
        if (!missing.empty())
            return Problems{
                {origin, fmt::format("lacks the column(s) {} (allowed: a measurements CSV with "
                                     "the columns model, gpu, count, tensor_parallel, engine, "
                                     "weight_format, kv_format, batch, prompt_tokens, "
                                     "output_tokens, metric, value; or llama-bench -o csv)",
                                     fmt::join(missing, ", "))}};
        out.source = MeasurementSource::plainCsv;
        for (std::size_t r = 1; r < records.size(); ++r)
            readPlainRow(rowOf(r), out);
    }
    for (Problem& p : problems)
        p.path = origin + " " + p.path;
    if (!problems.empty())
        return problems;
    return out;
}

} // namespace ridgeline::detail
