// What an allowed range is (FieldLimit) and how a value is checked against one. The ranges of the
// scenario's numeric fields are rows of core/scenario/scenario_field_table.h: fieldLimit(path)
// names one in code, limitFor(path) finds one at run time.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace ridgeline {

/// The smallest efficiency, utilization or other fraction a scenario may give.
inline constexpr double smallestFraction = 1e-6;

struct FieldLimit {
    enum class Kind {
        real,     ///< a finite number in [lo, hi]
        whole,    ///< a whole number in [lo, hi]
        fraction, ///< a number in [smallestFraction, hi]: zero, or next to it, is meaningless
                  ///< (efficiencies, utilization: a denormal one made every time infinite)
    };
    std::string_view path; ///< dotted scenario path, "workload.batch"
    double lo = 0;
    double hi = 0;
    Kind kind = Kind::real;

    /// The last component of the path: the key inside its JSON object.
    std::string_view key() const {
        const std::size_t dot = path.rfind('.');
        return dot == std::string_view::npos ? path : path.substr(dot + 1);
    }
    bool admits(double v) const;
    /// "whole numbers 1..1048576", "at least 0.000001, at most 1", "0.1..50".
    std::string allowedText() const;
};

namespace limits {

inline constexpr double maxTokens = double(std::int64_t(1) << 24);
inline constexpr double maxGpus = double(std::int64_t(1) << 20);
/// The bits of a storage format a scenario defines for itself (model.format.bits): a catalogue
/// format's property, not a numeric field of the scenario's table.
inline constexpr FieldLimit formatBits{"bits", 1, 32};

} // namespace limits

/// The limit of the scenario field at `path` ("workload.batch"), or null when it has none: a row
/// of core/scenario/scenario_field_table.h.
const FieldLimit* limitFor(std::string_view path);

} // namespace ridgeline
