// Shared by the libFuzzer targets: the built-in catalogue, and the checks every target makes of
// what a reader returns. A broken promise aborts, which libFuzzer reports with the input.
#pragma once

#include "core/base/problems.h"
#include "core/catalogue/catalogue.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdlib>
#include <string>

namespace ridgeline::fuzz {

inline const Catalogue& catalogue() {
    static const Catalogue c = builtinCatalogue().value();
    return c;
}

/// Problems stay one line each, say what is allowed and are not more than the input's bytes.
inline void requireGoodProblems(const Problems& problems, std::size_t inputBytes) {
    if (problems.empty() || problems.size() > inputBytes + 1)
        std::abort();
    for (const Problem& p : problems) {
        const std::string line = describe(p);
        if (line.find('\n') != std::string::npos || line.find("allowed") == std::string::npos)
            std::abort();
    }
}

/// Every number in `v` is finite (a result never holds NaN or infinity).
inline void requireFinite(const nlohmann::json& v) {
    if (v.is_number_float() && !std::isfinite(v.get<double>()))
        std::abort();
    if (v.is_structured()) {
        for (const nlohmann::json& child : v)
            requireFinite(child);
    }
}

} // namespace ridgeline::fuzz
