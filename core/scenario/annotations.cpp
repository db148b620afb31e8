#include "core/scenario/annotations.h"

#include "core/scenario/json_reader.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace ridgeline {

const std::vector<std::string_view>& annotationCharts() {
    static const std::vector<std::string_view> charts{"roofline", "memory",  "kv-cache",
                                                      "cost",     "scaling", "time-cost"};
    return charts;
}

namespace {

std::string chartList() {
    std::string out;
    for (std::string_view c : annotationCharts())
        out += (out.empty() ? "" : ", ") + std::string(c);
    return out;
}

} // namespace

std::vector<Annotation> readAnnotations(detail::ObjectReader& top) {
    using detail::ObjectReader;
    std::vector<Annotation> notes;
    const nlohmann::json* list = top.member("annotations");
    if (!list)
        return notes;
    if (!list->is_array() || list->size() > maxAnnotations) {
        top.problem("annotations", ProblemCode::wrongType, "",
                    fmt::format("a list of at most {} notes", maxAnnotations),
                    fmt::format("must be a list of notes (allowed: a list of at most {} "
                                "{{\"chart\", \"text\", \"x\", \"y\"}} objects)",
                                maxAnnotations));
        return notes;
    }
    constexpr double big = 1e300;
    for (std::size_t i = 0; i < list->size(); ++i) {
        ObjectReader r((*list)[i], fmt::format("annotations[{}]", i), top.problems());
        if (!r.valid())
            continue;
        Annotation a;
        if (auto chart = r.string("chart")) {
            const auto& known = annotationCharts();
            if (std::find(known.begin(), known.end(), *chart) == known.end())
                r.problem("chart", ProblemCode::unknownValue, *chart, chartList(),
                          fmt::format("unknown chart \"{}\" (allowed: {})", *chart, chartList()));
            a.chart = *chart;
        } else if (!r.has("chart")) {
            r.problem("chart", ProblemCode::required, "", chartList(),
                      fmt::format("is required (allowed: {})", chartList()));
        }
        if (auto text = r.string("text")) {
            if (text->empty() || text->size() > maxAnnotationText)
                r.problem("text", ProblemCode::outOfRange, std::to_string(text->size()),
                          fmt::format("1..{} characters", maxAnnotationText),
                          fmt::format("must hold 1 to {} characters", maxAnnotationText));
            a.text = *text;
        } else if (!r.has("text")) {
            r.problem("text", ProblemCode::required, "", "", "is required");
        }
        for (const char* key : {"x", "y"}) {
            if (!r.has(key))
                r.problem(key, ProblemCode::required, "", "a finite number", "is required");
        }
        a.x = r.number("x", -big, big, 0);
        a.y = r.number("y", -big, big, 0);
        a.x2 = r.number("x2", -big, big);
        a.y2 = r.number("y2", -big, big);
        if (a.x2.has_value() != a.y2.has_value())
            r.problem(a.x2 ? "y2" : "x2", ProblemCode::required, "", "a finite number",
                      "is required with the other corner of a region (x2 and y2)");
        // A region spans both axes: a corner equal to the first one on either axis is a line.
        for (const auto& [key, first, second] :
             {std::tuple{"x2", a.x, a.x2}, std::tuple{"y2", a.y, a.y2}}) {
            if (second && *second == first)
                r.problem(key, ProblemCode::outOfRange, fmt::format("{}", *second),
                          fmt::format("a number other than {}", first),
                          fmt::format("a region needs a width and a height (allowed: a "
                                      "number other than {} = {})",
                                      key[0] == 'x' ? "x" : "y", first));
        }
        r.finish();
        notes.push_back(std::move(a));
    }
    return notes;
}

nlohmann::json annotationsToJson(const std::vector<Annotation>& notes) {
    nlohmann::json out = nlohmann::json::array();
    for (const Annotation& a : notes) {
        nlohmann::json n = {{"chart", a.chart}, {"text", a.text}, {"x", a.x}, {"y", a.y}};
        if (a.x2 && a.y2) {
            n["x2"] = *a.x2;
            n["y2"] = *a.y2;
        }
        out.push_back(std::move(n));
    }
    return out;
}

} // namespace ridgeline
