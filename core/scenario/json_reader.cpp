#include "core/scenario/json_reader.h"

#include "core/scenario/field_limits.h"

#include <fmt/format.h>

#include <cmath>
#include <functional>

namespace ridgeline::detail {

namespace {

std::string numberText(double v) {
    if (std::fabs(v) >= 1e7 || (v != 0 && std::fabs(v) < 1e-3))
        return fmt::format("{:g}", v);
    return fmt::format("{}", v);
}

} // namespace

std::string typeName(const nlohmann::json& v) {
    if (v.is_number())
        return "a number";
    if (v.is_string())
        return "a string";
    if (v.is_boolean())
        return "a boolean";
    if (v.is_object())
        return "an object";
    if (v.is_array())
        return "an array";
    return "null";
}

std::string rangeText(double lo, double hi) {
    return fmt::format("{}..{}", numberText(lo), numberText(hi));
}

ObjectReader::ObjectReader(const nlohmann::json& object, std::string path, Problems& problems)
    : path_(std::move(path))
    , problems_(problems) {
    if (object.is_object())
        object_ = &object;
    else
        problems_.push_back(
            {path_, fmt::format("must be an object, not {} (allowed: an object)", typeName(object)),
             ProblemCode::wrongType, typeName(object), "an object"});
}

bool ObjectReader::has(std::string_view key) const {
    return object_ && object_->find(key) != object_->end();
}

std::string ObjectReader::pathOf(std::string_view key) const {
    return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
}

void ObjectReader::problem(std::string_view key, std::string message) {
    problems_.push_back({pathOf(key), std::move(message)});
}

void ObjectReader::problem(std::string_view key, ProblemCode code, std::string value,
                           std::string allowed, std::string message,
                           std::vector<std::string> args) {
    problems_.push_back({pathOf(key), std::move(message), code, std::move(value),
                         std::move(allowed), std::move(args)});
}

std::optional<double> ObjectReader::read(std::string_view key, const std::string& allowed,
                                         bool whole, const std::function<bool(double)>& admits) {
    const nlohmann::json* v = member(key);
    if (!v)
        return std::nullopt;
    if (!v->is_number()) {
        problem(key, ProblemCode::wrongType, typeName(*v), allowed,
                fmt::format("must be a {}, not {} (allowed: {})", whole ? "whole number" : "number",
                            typeName(*v), allowed));
        return std::nullopt;
    }
    const double x = v->get<double>();
    if (whole && std::isfinite(x) && std::floor(x) != x && admits(std::floor(x))) {
        problem(key, ProblemCode::notWhole, numberText(x), allowed,
                fmt::format("{} is not a whole number (allowed: {})", numberText(x), allowed));
        return std::nullopt;
    }
    if (!admits(x)) {
        problem(key, ProblemCode::outOfRange, numberText(x), allowed,
                fmt::format("{} is out of range (allowed: {})", numberText(x), allowed));
        return std::nullopt;
    }
    return x;
}

std::optional<double> ObjectReader::number(const FieldLimit& limit) {
    return read(limit.key(), limit.allowedText(), limit.kind == FieldLimit::Kind::whole,
                [&limit](double x) { return limit.admits(x); });
}

std::optional<std::int64_t> ObjectReader::integer(const FieldLimit& limit) {
    if (auto v = number(limit))
        return static_cast<std::int64_t>(*v);
    return std::nullopt;
}

const nlohmann::json* ObjectReader::member(std::string_view key) {
    asked_.emplace(key);
    if (!object_)
        return nullptr;
    auto it = object_->find(key);
    return it == object_->end() ? nullptr : &*it;
}

std::optional<double> ObjectReader::number(std::string_view key, double lo, double hi) {
    return read(key, rangeText(lo, hi), false,
                [lo, hi](double x) { return std::isfinite(x) && x >= lo && x <= hi; });
}

double ObjectReader::number(std::string_view key, double lo, double hi, double fallback) {
    return number(key, lo, hi).value_or(fallback);
}

std::optional<double> ObjectReader::positiveFraction(std::string_view key, double hi) {
    return read(key, fmt::format("at least 0.000001, at most {}", numberText(hi)), false,
                [hi](double x) { return std::isfinite(x) && x >= smallestFraction && x <= hi; });
}

std::optional<std::int64_t> ObjectReader::integer(std::string_view key, std::int64_t lo,
                                                  std::int64_t hi) {
    const auto v = read(key, fmt::format("whole numbers {}..{}", lo, hi), true, [lo, hi](double x) {
        return std::isfinite(x) && x >= double(lo) && x <= double(hi) && std::floor(x) == x;
    });
    if (v)
        return static_cast<std::int64_t>(*v);
    return std::nullopt;
}

std::int64_t ObjectReader::integer(std::string_view key, std::int64_t lo, std::int64_t hi,
                                   std::int64_t fallback) {
    return integer(key, lo, hi).value_or(fallback);
}

std::optional<bool> ObjectReader::boolean(std::string_view key) {
    const nlohmann::json* v = member(key);
    if (!v)
        return std::nullopt;
    if (!v->is_boolean()) {
        problem(key, ProblemCode::wrongType, typeName(*v), "true, false",
                fmt::format("must be true or false, not {} (allowed: true, false)", typeName(*v)));
        return std::nullopt;
    }
    return v->get<bool>();
}

bool ObjectReader::boolean(std::string_view key, bool fallback) {
    return boolean(key).value_or(fallback);
}

std::optional<std::string> ObjectReader::string(std::string_view key, std::size_t maxBytes) {
    const nlohmann::json* v = member(key);
    if (!v)
        return std::nullopt;
    const std::string allowed = fmt::format("text of up to {} bytes", maxBytes);
    if (!v->is_string()) {
        problem(key, ProblemCode::wrongType, typeName(*v), allowed,
                fmt::format("must be a string, not {} (allowed: {})", typeName(*v), allowed));
        return std::nullopt;
    }
    const std::string& text = v->get_ref<const std::string&>();
    if (text.size() > maxBytes) {
        problem(key, ProblemCode::outOfRange, shownText(text), allowed,
                fmt::format("is {} bytes long (allowed: {})", text.size(), allowed));
        return std::nullopt;
    }
    return text;
}

std::optional<std::string> ObjectReader::choice(std::string_view key,
                                                std::initializer_list<std::string_view> allowed) {
    std::string list;
    for (std::string_view a : allowed)
        list += (list.empty() ? "" : ", ") + std::string(a);
    const nlohmann::json* v = member(key);
    if (!v)
        return std::nullopt;
    if (v->is_string()) {
        const std::string& s = v->get_ref<const std::string&>();
        for (std::string_view a : allowed) {
            if (a == s)
                return s;
        }
        problem(key, ProblemCode::unknownValue, shownText(s), list,
                fmt::format("unknown value \"{}\" (allowed: {})", shownText(s), list));
        return std::nullopt;
    }
    problem(key, ProblemCode::wrongType, typeName(*v), list,
            fmt::format("must be a string, not {} (allowed: {})", typeName(*v), list));
    return std::nullopt;
}

void ObjectReader::finish() {
    if (!object_)
        return;
    std::string known;
    for (const std::string& k : asked_)
        known += (known.empty() ? "" : ", ") + k;
    for (auto it = object_->begin(); it != object_->end(); ++it) {
        if (asked_.find(it.key()) == asked_.end()) {
            // An empty key is named as such: a path ending in "." reads as nothing.
            const std::string shown = it.key().empty() ? "\"\"" : shownText(it.key());
            problems_.push_back({pathOf(shown), fmt::format("unknown field (allowed: {})", known),
                                 ProblemCode::unknownField, shown, known});
        }
    }
}

} // namespace ridgeline::detail
