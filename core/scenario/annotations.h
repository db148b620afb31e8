// Notes a user pins to a chart (the scenario's "annotations", docs/scenario-format.md): a short
// text at a point, or over a region, in the chart's display units. They are part of the
// scenario so that they are saved with it and drawn in exports and the report; evaluating a
// scenario never reads them.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ridgeline {

namespace detail {
class ObjectReader;
}

struct Annotation {
    std::string chart; ///< one of annotationCharts()
    std::string text;
    double x = 0, y = 0;          ///< the point, or one corner of the region
    std::optional<double> x2, y2; ///< the other corner of a region (both or neither)

    bool operator==(const Annotation&) const = default;
};

/// At most this many notes, each at most this many characters.
inline constexpr std::size_t maxAnnotations = 64;
inline constexpr std::size_t maxAnnotationText = 200;

/// "roofline", "memory", "kv-cache", "cost", "scaling", "time-cost".
const std::vector<std::string_view>& annotationCharts();

/// Reads the scenario's "annotations" list (each problem named by its path).
std::vector<Annotation> readAnnotations(detail::ObjectReader& top);
nlohmann::json annotationsToJson(const std::vector<Annotation>& notes);

} // namespace ridgeline
