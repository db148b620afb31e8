#include "core/files/compare_spec.h"

#include "core/files/validate.h"
#include "core/scenario/field_limits.h"
#include "core/scenario/scenario_field_table.h"

#include <fmt/format.h>

#include <charconv>

namespace ridgeline {

namespace {

constexpr std::string_view form = "ID[:COUNT[:TP]], e.g. h100-sxm:8:8";

std::optional<int> wholeNumber(std::string_view text, const FieldLimit& limit) {
    int v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || !limit.admits(v))
        return std::nullopt;
    return v;
}

} // namespace

Result<GpuChoice> parseCompareSpec(std::string_view spec, const Scenario& s, const Catalogue& cat) {
    std::string_view parts[3];
    std::size_t n = 0;
    for (std::size_t start = 0; n < 3;) {
        const std::size_t colon = spec.find(':', start);
        parts[n++] = spec.substr(start, colon == std::string_view::npos ? colon : colon - start);
        if (colon == std::string_view::npos)
            break;
        start = colon + 1;
        if (n == 3)
            return Problems{
                {"--compare", fmt::format("\"{}\" has too many parts (allowed: {})", spec, form)}};
    }
    const Gpu* gpu = cat.gpu(std::string(parts[0]));
    if (!gpu)
        return Problems{{"--compare",
                         fmt::format("unknown GPU \"{}\" (allowed: {})", parts[0], cat.gpuIds()),
                         ProblemCode::unknownValue, std::string(parts[0]), cat.gpuIds()}};
    GpuChoice c{*gpu, s.hardware.count, s.workload.tensorParallel, 0};
    if (n > 1) {
        const auto count = wholeNumber(parts[1], fieldLimit("hardware.count"));
        if (!count)
            return Problems{
                {"--compare",
                 fmt::format("count \"{}\" in \"{}\" is not valid (allowed: {}; form {})", parts[1],
                             spec, fieldLimit("hardware.count").allowedText(), form)}};
        c.count = *count;
        c.tensorParallel = 1;
    }
    if (n > 2) {
        const auto tp = wholeNumber(parts[2], fieldLimit("workload.tensor_parallel"));
        if (!tp)
            return Problems{
                {"--compare",
                 fmt::format("tensor parallel \"{}\" in \"{}\" is not valid (allowed: {}; form {})",
                             parts[2], spec, fieldLimit("workload.tensor_parallel").allowedText(),
                             form)}};
        c.tensorParallel = *tp;
    }
    return c;
}

Problems applyCompareSpecs(std::string_view specs, Scenario& s, const Catalogue& cat) {
    std::vector<GpuChoice> list;
    Problems problems;
    for (std::size_t start = 0; start <= specs.size();) {
        const std::size_t comma = std::min(specs.find(',', start), specs.size());
        const std::string_view one = specs.substr(start, comma - start);
        start = comma + 1;
        if (one.empty())
            continue;
        Result<GpuChoice> c = parseCompareSpec(one, s, cat);
        if (c)
            list.push_back(c.value());
        else
            problems.insert(problems.end(), c.problems().begin(), c.problems().end());
    }
    if (!problems.empty())
        return problems;
    if (list.size() > std::size_t(maxCompared))
        return {{"--compare", fmt::format("{} configurations given (allowed: at most {})",
                                          list.size(), maxCompared)}};
    s.compare = std::move(list);
    return validate(s);
}

} // namespace ridgeline
