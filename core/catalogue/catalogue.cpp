#include "core/catalogue/catalogue.h"

#include "core/base/user_json.h"
#include "core/catalogue/catalogue_data.h"
#include "core/catalogue/catalogue_entries.h"
#include "core/scenario/json_reader.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace ridgeline {

namespace {

using detail::ObjectReader;

template <class T> const T* findById(const std::vector<T>& items, std::string_view id) {
    auto it = std::find_if(items.begin(), items.end(), [id](const T& t) { return t.id == id; });
    return it == items.end() ? nullptr : &*it;
}

// At most this many ids in an "allowed: ..." list, so that a message stays short however large
// a user catalogue is.
constexpr std::size_t maxListedIds = 40;

template <class T> std::string idList(const std::vector<T>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size() && i < maxListedIds; ++i)
        out += (out.empty() ? "" : ", ") + shownText(items[i].id);
    if (items.size() > maxListedIds)
        out += fmt::format(" and {} more", items.size() - maxListedIds);
    return out;
}

template <class T> void upsert(std::vector<T>& items, T item) {
    auto it =
        std::find_if(items.begin(), items.end(), [&item](const T& t) { return t.id == item.id; });
    if (it == items.end())
        items.push_back(std::move(item));
    else
        *it = std::move(item);
}

const nlohmann::json* arrayMember(ObjectReader& r, std::string_view key) {
    const nlohmann::json* v = r.member(key);
    if (v && !v->is_array()) {
        const std::string allowed =
            fmt::format("an array of up to {} entries", maxCatalogueEntries);
        r.problem(key, ProblemCode::wrongType, detail::typeName(*v), allowed,
                  fmt::format("must be an array of entries (allowed: up to {} entries)",
                              maxCatalogueEntries));
        return nullptr;
    }
    if (v && v->size() > maxCatalogueEntries) {
        r.problem(
            key, ProblemCode::outOfRange, fmt::format("{}", v->size()),
            fmt::format("up to {} entries", maxCatalogueEntries),
            fmt::format("has {} entries (allowed: up to {})", v->size(), maxCatalogueEntries));
        return nullptr;
    }
    return v;
}

// Reads the entries of one catalogue document into `into`. GPU entries may start from a
// "base" GPU already in `into`.
void readEntries(const nlohmann::json& doc, const std::string& origin, Catalogue& into,
                 Problems& problems) {
    ObjectReader root(doc, origin, problems);
    root.member("catalogue");
    root.member("version");
    root.member("notes");
    if (const nlohmann::json* gpus = arrayMember(root, "gpus")) {
        for (std::size_t i = 0; i < gpus->size(); ++i) {
            ObjectReader r((*gpus)[i], fmt::format("{}.gpus[{}]", origin, i), problems);
            Gpu gpu;
            bool complete = true;
            if (auto base = r.string("base")) {
                if (const Gpu* found = into.gpu(*base)) {
                    gpu = *found;
                    complete = false;
                } else {
                    r.problem("base", ProblemCode::unknownValue, shownText(*base), into.gpuIds(),
                              fmt::format("unknown GPU \"{}\" (allowed: {})", shownText(*base),
                                          into.gpuIds()));
                }
            }
            if (auto id = r.string("id"))
                gpu.id = *id;
            detail::readGpuFields(r, gpu, complete);
            r.finish();
            if (gpu.id.empty())
                r.problem("id", ProblemCode::required, "", "a non-empty id",
                          "is required (allowed: a non-empty id)");
            else if (r.valid())
                upsert(into.gpus, std::move(gpu));
        }
    }
    if (const nlohmann::json* models = arrayMember(root, "models")) {
        for (std::size_t i = 0; i < models->size(); ++i) {
            ObjectReader r((*models)[i], fmt::format("{}.models[{}]", origin, i), problems);
            ModelPreset m = detail::readModelEntry(r);
            r.finish();
            if (!m.id.empty() && r.valid())
                upsert(into.models, std::move(m));
        }
    }
    if (const nlohmann::json* engines = arrayMember(root, "engines")) {
        for (std::size_t i = 0; i < engines->size(); ++i) {
            ObjectReader r((*engines)[i], fmt::format("{}.engines[{}]", origin, i), problems);
            EngineProfile e = detail::readEngineEntry(r);
            r.finish();
            if (!e.id.empty() && r.valid())
                upsert(into.engines, std::move(e));
        }
    }
    root.finish();
}

bool parseInto(std::string_view text, const std::string& origin, Catalogue& into,
               Problems& problems) {
    const std::optional<nlohmann::json> doc =
        parseUserJson(text, origin, maxCatalogueBytes, problems);
    if (!doc)
        return false;
    readEntries(*doc, origin, into, problems);
    return true;
}

} // namespace

const Gpu* Catalogue::gpu(std::string_view id) const {
    return findById(gpus, id);
}
const ModelPreset* Catalogue::model(std::string_view id) const {
    return findById(models, id);
}
const EngineProfile* Catalogue::engine(std::string_view id) const {
    return findById(engines, id);
}
std::string Catalogue::gpuIds() const {
    return idList(gpus);
}
std::string Catalogue::modelIds() const {
    return idList(models);
}
std::string Catalogue::engineIds() const {
    return idList(engines);
}

Result<Catalogue> builtinCatalogue() {
    Catalogue c;
    Problems problems;
    parseInto(detail::builtinGpusJson(), "gpus.json", c, problems);
    parseInto(detail::builtinModelsJson(), "models.json", c, problems);
    parseInto(detail::builtinEnginesJson(), "engines.json", c, problems);
    if (!c.engine("generic"))
        problems.push_back(
            {"engines.json", "has no \"generic\" profile", ProblemCode::noGenericEngine});
    if (!problems.empty())
        return problems;
    return c;
}

Result<Catalogue> withUserCatalogue(Catalogue base, std::string_view text,
                                    std::string_view origin) {
    Problems problems;
    parseInto(text, std::string(origin), base, problems);
    if (!problems.empty())
        return problems;
    return base;
}

} // namespace ridgeline
