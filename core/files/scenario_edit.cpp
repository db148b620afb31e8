#include "core/files/scenario_edit.h"

#include "core/base/user_json.h"
#include "core/files/scenario_io.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace ridgeline {

std::optional<FieldAssignment> parseFieldAssignment(const std::string& text) {
    const std::size_t eq = text.find('=');
    if (eq == std::string::npos || eq == 0)
        return std::nullopt;
    return FieldAssignment{text.substr(0, eq), text.substr(eq + 1)};
}

Result<Scenario> scenarioWithFields(const Scenario& base,
                                    const std::vector<FieldAssignment>& fields,
                                    const Catalogue& catalogue) {
    nlohmann::json doc = scenarioToJson(base, catalogue);
    Problems problems;
    for (const FieldAssignment& f : fields) {
        if (f.path.size() > maxTextBytes || f.value.size() > maxNotesBytes) {
            problems.push_back(
                {shownText(f.path), fmt::format("is too long to set (allowed: a path of up to {} "
                                                "bytes and a value of up to {} bytes)",
                                                maxTextBytes, maxNotesBytes)});
            continue;
        }
        // Walk the dotted path, making the objects it names; a step into a value that is not
        // an object cannot be set.
        nlohmann::json* at = &doc;
        std::size_t start = 0;
        bool ok = true;
        while (ok) {
            const std::size_t dot = f.path.find('.', start);
            const std::string key = f.path.substr(start, dot - start);
            if (key.empty() || !(at->is_object() || at->is_null())) {
                ok = false;
                break;
            }
            at = &(*at)[key];
            if (dot == std::string::npos)
                break;
            start = dot + 1;
        }
        if (!ok) {
            problems.push_back({shownText(f.path),
                                "is not a field that can be set (allowed: a dotted path to a "
                                "field of an object, e.g. workload.batch)"});
            continue;
        }
        Problems notJson;
        std::optional<nlohmann::json> value =
            parseUserJson(f.value, f.path, maxNotesBytes, notJson);
        *at = value ? std::move(*value) : nlohmann::json(f.value);
    }
    if (!problems.empty())
        return problems;
    return scenarioFromJson(doc, catalogue);
}

} // namespace ridgeline
