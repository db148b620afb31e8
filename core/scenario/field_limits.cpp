#include "core/scenario/field_limits.h"

#include "core/scenario/scenario_fields.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace ridgeline {

namespace {

std::string limitNumberText(double v) {
    if (std::fabs(v) >= 1e7 || (v != 0 && std::fabs(v) < 1e-3))
        return fmt::format("{:g}", v);
    return fmt::format("{}", v);
}

} // namespace

bool FieldLimit::admits(double v) const {
    if (!std::isfinite(v) || v > hi)
        return false;
    switch (kind) {
    case Kind::fraction:
        return v > lo && v >= smallestFraction;
    case Kind::whole:
        return v >= lo && std::floor(v) == v;
    case Kind::real:
        break;
    }
    return v >= lo;
}

std::string FieldLimit::allowedText() const {
    switch (kind) {
    case Kind::fraction:
        return fmt::format("at least {}, at most {}",
                           fmt::format("{:.6f}", std::max(lo, smallestFraction)),
                           limitNumberText(hi));
    case Kind::whole:
        return fmt::format("whole numbers {}..{}", std::int64_t(lo), std::int64_t(hi));
    case Kind::real:
        break;
    }
    return fmt::format("{}..{}", limitNumberText(lo), limitNumberText(hi));
}

const FieldLimit* limitFor(std::string_view path) {
    for (const FieldLimit* l : allFieldLimits())
        if (l->path == path)
            return l;
    return nullptr;
}

} // namespace ridgeline
