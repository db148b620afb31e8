#include "core/base/user_json.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <vector>

namespace ridgeline {

namespace {

// What the parser callback found that makes the document unacceptable.
struct Refusal {
    std::string message;
    ProblemCode code;
    std::string value;
    std::vector<std::string> args;
};

// The line and column (1-based, in characters of UTF-8 text) of byte `index` of `text`.
std::vector<std::string> lineAndColumn(std::string_view text, std::size_t index) {
    index = std::min(index, text.size());
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < index; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++column;
        }
    }
    return {fmt::format("{}", line), fmt::format("{}", column)};
}

} // namespace

std::optional<nlohmann::json> parseUserJson(std::string_view text, std::string_view origin,
                                            std::size_t maxBytes, Problems& problems) {
    if (text.size() > maxBytes) {
        problems.push_back(
            {std::string(origin),
             fmt::format("is {} bytes, too large (allowed: up to {} bytes)", text.size(), maxBytes),
             ProblemCode::fileTooLarge,
             fmt::format("{}", text.size()),
             fmt::format("up to {} bytes", maxBytes),
             {fmt::format("{}", maxBytes)}});
        return std::nullopt;
    }
    // The keys seen in each open object, innermost last.
    std::vector<std::set<std::string, std::less<>>> keys;
    std::optional<Refusal> refusal;
    const auto callback = [&](int depth, nlohmann::json::parse_event_t event,
                              nlohmann::json& parsed) {
        using E = nlohmann::json::parse_event_t;
        if (refusal)
            return false;
        if (depth > maxJsonDepth) {
            refusal = Refusal{fmt::format("nested more than {} levels deep (allowed: up to {})",
                                          maxJsonDepth, maxJsonDepth),
                              ProblemCode::jsonTooDeep,
                              {},
                              {fmt::format("{}", maxJsonDepth)}};
            return false;
        }
        if (event == E::object_start)
            keys.emplace_back();
        else if (event == E::object_end && !keys.empty())
            keys.pop_back();
        else if (event == E::key && !keys.empty()) {
            const std::string& key = parsed.get_ref<const std::string&>();
            if (!keys.back().insert(key).second) {
                refusal = Refusal{fmt::format("the key \"{}\" appears twice in one object "
                                              "(allowed: each key once)",
                                              shownText(key)),
                                  ProblemCode::duplicateKey,
                                  shownText(key),
                                  {}};
                return false;
            }
        }
        return true;
    };
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text, callback);
    } catch (const nlohmann::json::parse_error& e) {
        if (refusal) {
            problems.push_back({std::string(origin),
                                refusal->message,
                                refusal->code,
                                refusal->value,
                                {},
                                refusal->args});
            return std::nullopt;
        }
        const bool truncated = e.byte >= text.size();
        // nlohmann counts bytes from 1: the offending byte is e.byte - 1.
        problems.push_back(
            {std::string(origin),
             fmt::format("not valid JSON: {} at byte {} (allowed: one JSON "
                         "object in UTF-8 text)",
                         truncated ? "unexpected end of input" : "syntax error", e.byte),
             truncated ? ProblemCode::jsonTruncated : ProblemCode::jsonSyntax,
             fmt::format("{}", e.byte), "one JSON object in UTF-8 text",
             lineAndColumn(text, e.byte > 0 ? e.byte - 1 : 0)});
        return std::nullopt;
    } catch (const nlohmann::json::exception&) {
        // nlohmann reports numbers beyond double range (1e400) as out_of_range, not parse_error.
        problems.push_back({std::string(origin),
                            "not valid JSON: a number is beyond the range of a double (allowed: "
                            "finite numbers)",
                            ProblemCode::jsonNumberTooLarge});
        return std::nullopt;
    }
    if (refusal) {
        problems.push_back({std::string(origin),
                            refusal->message,
                            refusal->code,
                            refusal->value,
                            {},
                            refusal->args});
        return std::nullopt;
    }
    return doc;
}

std::string shownText(std::string_view text, std::size_t maxChars) {
    std::string out;
    std::size_t i = 0;
    for (; i < text.size() && out.size() < maxChars; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n')
            out += "\\n";
        else if (c == '\r')
            out += "\\r";
        else if (c == '\t')
            out += "\\t";
        else if (c < 0x20 || c == 0x7f)
            out += fmt::format("\\x{:02x}", c);
        else
            out += char(c);
    }
    if (i < text.size()) {
        // Do not cut a UTF-8 sequence: drop continuation bytes and their lead byte.
        while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0) == 0x80)
            out.pop_back();
        if (!out.empty() && static_cast<unsigned char>(out.back()) >= 0xC0)
            out.pop_back();
        out += "...";
    }
    return out;
}

} // namespace ridgeline
