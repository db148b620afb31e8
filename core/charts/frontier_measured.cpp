#include "core/charts/frontier_measured.h"

#include "core/calibration/measurements.h"
#include "core/calibration/measurements_rows.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <tuple>

namespace ridgeline {

namespace {

std::vector<std::string> measuredCurveCells(std::string_view line, std::size_t columns) {
    std::vector<std::string> cells;
    std::size_t start = 0;
    while (cells.size() + 1 < columns) {
        const std::size_t comma = line.find(',', start);
        if (comma == std::string_view::npos)
            break;
        cells.emplace_back(line.substr(start, comma - start));
        start = comma + 1;
    }
    cells.emplace_back(line.substr(std::min(start, line.size()))); // the last column keeps commas
    return cells;
}

constexpr std::string_view measuredCurveHeader =
    "id,source,date,model,weights,gpu,gpus_per_instance,expert_parallel,engine,engine_version,"
    "input_len,output_len,concurrency,metric,value,unit,setup";

Result<std::vector<MeasuredFrontierPoint>> readMeasuredCurves(std::string_view text,
                                                              const std::string& origin) {
    const std::size_t columns = 17;
    struct Group {
        MeasuredFrontierPoint point;
        std::optional<double> output, total, tpotMs;
        int order = 0;
    };
    // One point per setup (source, model, weights, GPU, layout, engine, lengths, concurrency).
    std::map<std::vector<std::string>, Group> groups;
    Problems problems;
    std::size_t lineNo = 0, start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++lineNo;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (lineNo == 1 || line.empty())
            continue;
        if (lineNo > maxMeasurementRows) {
            problems.push_back({origin, fmt::format("more than {} rows", maxMeasurementRows)});
            break;
        }
        const std::vector<std::string> c = measuredCurveCells(line, columns);
        const std::string where = fmt::format("{} row {}", origin, lineNo);
        const std::optional<double> value =
            c.size() == columns ? detail::measuredNumber(c[14]) : std::nullopt;
        const std::optional<double> gpus =
            c.size() == columns ? detail::measuredNumber(c[6]) : std::nullopt;
        const std::optional<double> conc =
            c.size() == columns ? detail::measuredNumber(c[12]) : std::nullopt;
        if (!value || *value < 0 || !gpus || *gpus < 1 || *gpus > maxMeasuredFrontierGpus ||
            !conc || *conc < 0) {
            problems.push_back(
                {where, "needs gpus_per_instance (1..1024), concurrency (0 or more) and value "
                        "(0 or more) as numbers, in 17 columns"});
            continue;
        }
        const std::vector<std::string> key = {c[1], c[3], c[4],  c[5],  c[6],
                                              c[7], c[8], c[10], c[11], c[12]};
        Group& g = groups[key];
        if (g.point.label.empty()) {
            g.order = int(groups.size());
            g.point.source = c[1];
            g.point.date = c[2];
            g.point.gpu = c[5];
            g.point.gpus = int(*gpus);
            g.point.concurrency = int(*conc);
            g.point.label = fmt::format("{} x{} {} c{}", c[5], int(*gpus), c[8], int(*conc));
        }
        const std::string& metric = c[13];
        if (metric == "output_tok_s_per_gpu")
            g.output = *value;
        else if (metric == "total_tok_s_per_gpu")
            g.total = *value;
        else if (metric == "mean_tpot_ms" || (metric == "tpot_ms" && !g.tpotMs))
            g.tpotMs = *value;
    }
    if (!problems.empty())
        return problems;
    std::vector<std::pair<int, MeasuredFrontierPoint>> ordered;
    for (auto& [key, g] : groups)
        if (g.output && g.tpotMs && *g.tpotMs > 0) {
            g.point.perGpuOutputTokensPerS = *g.output;
            g.point.perGpuTotalTokensPerS = g.total;
            g.point.interactivityTokensPerS = 1000.0 / *g.tpotMs;
            ordered.emplace_back(g.order, std::move(g.point));
        }
    std::sort(ordered.begin(), ordered.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<MeasuredFrontierPoint> out;
    for (auto& [order, p] : ordered)
        out.push_back(std::move(p));
    return out;
}

} // namespace

Result<std::vector<MeasuredFrontierPoint>>
parseMeasuredFrontier(std::string_view text, const std::string& origin, int gpus) {
    if (text.substr(0, measuredCurveHeader.size()) == measuredCurveHeader)
        return readMeasuredCurves(text, origin);
    if (gpus < 1 || gpus > maxMeasuredFrontierGpus)
        return Problems{{"gpus", fmt::format("{} is out of range (allowed: 1..{})", gpus,
                                             maxMeasuredFrontierGpus)}};
    const Result<MeasurementFile> file = parseMeasurements(text, origin);
    if (!file)
        return file.problems();
    std::vector<MeasuredFrontierPoint> out;
    // A benchmark run gives its rows one after another with the same run and lengths.
    for (std::size_t i = 0; i < file->rows.size();) {
        const Measurement& first = file->rows[i];
        std::size_t j = i;
        std::optional<double> output, tpot;
        for (; j < file->rows.size() && file->rows[j].run && first.run &&
               file->rows[j].run->concurrency == first.run->concurrency &&
               file->rows[j].run->requests == first.run->requests &&
               file->rows[j].promptTokens == first.promptTokens &&
               file->rows[j].outputTokens == first.outputTokens &&
               (j == i || file->rows[j].metric != first.metric);
             ++j) {
            if (file->rows[j].metric == MeasuredMetric::decodeTokensPerS)
                output = file->rows[j].value;
            else if (file->rows[j].metric == MeasuredMetric::tpotS)
                tpot = file->rows[j].value;
        }
        i = std::max(j, i + 1);
        if (!output || !tpot || *tpot <= 0)
            continue;
        MeasuredFrontierPoint p;
        p.gpus = first.count > 0 ? first.count : gpus;
        p.gpu = first.gpu;
        p.concurrency = first.run ? first.run->concurrency : 0;
        p.perGpuOutputTokensPerS = *output / p.gpus;
        p.interactivityTokensPerS = 1.0 / *tpot;
        p.label =
            p.concurrency > 0
                ? fmt::format("{} c{}", first.engine.empty() ? "run" : first.engine, p.concurrency)
                : fmt::format("run {}", out.size() + 1);
        out.push_back(std::move(p));
    }
    return out;
}

} // namespace ridgeline
