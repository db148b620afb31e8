// libFuzzer target: any bytes as a scenario file. A scenario the reader accepts must write back
// and read again; anything else must come back as problems, each one line that says what is
// allowed. With RIDGELINE_FUZZ_EVALUATE (the fuzz_evaluate target) an accepted scenario must also
// evaluate to finite numbers in every key of the result.
#include "core/evaluation/evaluate.h"
#include "core/files/results_json.h"
#include "core/files/scenario_io.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

const ridgeline::Catalogue& catalogue() {
    static const ridgeline::Catalogue c = ridgeline::builtinCatalogue().value();
    return c;
}

[[maybe_unused]] void requireFinite(const nlohmann::json& v) {
    if (v.is_number_float() && !std::isfinite(v.get<double>()))
        std::abort();
    if (v.is_structured()) {
        for (const nlohmann::json& child : v)
            requireFinite(child);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ridgeline;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Result<Scenario> s = parseScenario(text, catalogue());
    if (!s) {
        for (const Problem& p : s.problems()) {
            const std::string line = describe(p);
            if (line.find('\n') != std::string::npos || line.find("allowed") == std::string::npos)
                std::abort();
        }
        return 0;
    }
#ifdef RIDGELINE_FUZZ_EVALUATE
    requireFinite(resultsToJson(*s, evaluate(*s)));
#endif
    if (!parseScenario(serializeScenario(*s, catalogue()), catalogue()))
        std::abort();
    return 0;
}
