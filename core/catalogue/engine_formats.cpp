#include "core/catalogue/engine_formats.h"

#include "core/base/number_format.h"
#include "core/base/user_json.h"

#include <fmt/format.h>

#include <algorithm>

namespace ridgeline {

std::string weightFormatsText(const EngineProfile& e) {
    if (e.weightFormats.empty())
        return "every format";
    std::string out;
    for (const std::string& f : e.weightFormats)
        out += (out.empty() ? "" : ", ") + f;
    return out;
}

void engineFormatsToJson(const EngineProfile& e, nlohmann::json& entry) {
    if (!e.weightFormats.empty())
        entry["weight_formats"] = e.weightFormats;
    entry["max_tensor_parallel"] =
        e.maxTensorParallel ? nlohmann::json(*e.maxTensorParallel) : nlohmann::json(nullptr);
    if (!e.formatsSource.empty())
        entry["formats_source"] = e.formatsSource;
}

namespace detail {

void readEngineFormats(ObjectReader& r, EngineProfile& e) {
    if (const nlohmann::json* list = r.member("weight_formats")) {
        std::string allowed;
        for (const Format& f : knownFormats())
            allowed += (allowed.empty() ? "" : ", ") + f.name;
        if (!list->is_array() || list->empty()) {
            r.problem(
                "weight_formats", ProblemCode::wrongType, typeName(*list), allowed,
                fmt::format("must be a non-empty list of weight formats (allowed: {})", allowed));
        } else {
            e.weightFormats.clear();
            for (std::size_t i = 0; i < list->size(); ++i) {
                const nlohmann::json& item = (*list)[i];
                const std::string key = fmt::format("weight_formats[{}]", i);
                if (!item.is_string() || !formatFromName(item.get<std::string>())) {
                    const std::string shown =
                        item.is_string() ? shownText(item.get<std::string>()) : typeName(item);
                    r.problem(
                        key, ProblemCode::unknownValue, shown, allowed,
                        fmt::format("\"{}\" is not a weight format (allowed: {})", shown, allowed));
                    continue;
                }
                const std::string name = item.get<std::string>();
                if (std::find(e.weightFormats.begin(), e.weightFormats.end(), name) !=
                    e.weightFormats.end()) {
                    r.problem(
                        key, ProblemCode::listedTwice, name, allowed,
                        fmt::format("\"{}\" is listed twice (allowed: each format once)", name));
                    continue;
                }
                e.weightFormats.push_back(name);
            }
        }
    }
    if (const nlohmann::json* v = r.member("max_tensor_parallel"); v && !v->is_null()) {
        if (auto tp = r.integer("max_tensor_parallel", 1, 1024))
            e.maxTensorParallel = int(*tp);
    }
    if (auto source = r.string("formats_source", maxNotesBytes))
        e.formatsSource = *source;
}

} // namespace detail

} // namespace ridgeline
