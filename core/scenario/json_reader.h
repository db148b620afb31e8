// Reads one JSON object field by field, checking type and range and collecting every problem
// with its dotted path, so that a user sees all that is wrong with a file at once.
#pragma once

#include "core/base/problems.h"
#include "core/base/user_json.h"
#include "core/scenario/field_limits.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace ridgeline::detail {

class ObjectReader {
public:
    /// `object` must outlive the reader. A non-object `object` is reported once under `path`.
    ObjectReader(const nlohmann::json& object, std::string path, Problems& problems);

    bool valid() const { return object_ != nullptr; }
    bool has(std::string_view key) const;
    const std::string& path() const { return path_; }
    Problems& problems() const { return problems_; }
    std::string pathOf(std::string_view key) const;

    /// A finite number in [lo, hi]; `fallback` when absent or invalid.
    std::optional<double> number(std::string_view key, double lo, double hi);
    double number(std::string_view key, double lo, double hi, double fallback);
    /// A number in (lo, hi]: for fractions and efficiencies where zero is meaningless.
    std::optional<double> positiveFraction(std::string_view key, double hi = 1.0);
    /// A whole number in [lo, hi].
    std::optional<std::int64_t> integer(std::string_view key, std::int64_t lo, std::int64_t hi);
    std::int64_t integer(std::string_view key, std::int64_t lo, std::int64_t hi,
                         std::int64_t fallback);
    std::optional<bool> boolean(std::string_view key);
    bool boolean(std::string_view key, bool fallback);
    /// Text of at most `maxBytes` bytes; longer text is refused with its length.
    std::optional<std::string> string(std::string_view key, std::size_t maxBytes = maxTextBytes);
    /// One of `allowed`.
    std::optional<std::string> choice(std::string_view key,
                                      std::initializer_list<std::string_view> allowed);
    /// The member if present (any type). Every key asked for counts as a known field.
    const nlohmann::json* member(std::string_view key);

    /// A number or whole number checked against a limit; the key is the limit's last component.
    std::optional<double> number(const FieldLimit& limit);
    std::optional<std::int64_t> integer(const FieldLimit& limit);

    void problem(std::string_view key, std::string message);
    void problem(std::string_view key, ProblemCode code, std::string value, std::string allowed,
                 std::string message, std::vector<std::string> args = {});

    /// Reports every member that no accessor asked for as an unknown field. Call it after
    /// asking for every field the object may hold.
    void finish();

private:
    std::optional<double> read(std::string_view key, const std::string& allowed, bool whole,
                               const std::function<bool(double)>& admits);

    const nlohmann::json* object_ = nullptr;
    std::string path_;
    Problems& problems_;
    std::set<std::string, std::less<>> asked_;
};

/// "a number", "an array", ... for "must be ..., not ..." messages.
std::string typeName(const nlohmann::json& v);

/// "1..1048576" style range text for messages.
std::string rangeText(double lo, double hi);

} // namespace ridgeline::detail
