// How the table of numeric scenario fields (core/scenario/scenario_field_table.h) is used: a row's
// type, the table's groups, and the reader and writer that go through them. validate() checks every
// row, limitFor() finds them. Adding a numeric field: docs/developing.md, "Adding a scenario
// field".
#pragma once

#include "core/scenario/field_limits.h"
#include "core/scenario/json_reader.h"
#include "core/scenario/scenario.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <variant>

namespace ridgeline {

/// How the file reader gets a field.
enum class FieldRead {
    table,       ///< readFields(): the key as a number against its limit
    tableOrNull, ///< the same, and null leaves the field unset
    code,        ///< by hand, beside the rule that goes with it (the row says where)
};

/// The member of a `T` that holds a field's value.
template <class T>
using FieldMember = std::variant<int T::*, std::int64_t T::*, std::uint64_t T::*, double T::*,
                                 std::optional<int> T::*, std::optional<std::int64_t> T::*,
                                 std::optional<double> T::*>;

/// One numeric field of the object `T`: its limit and where its value lives. A row is written
/// {path, lo, hi, [kind,] member, [read, [zeroIsUnset]]} (core/scenario/scenario_field_table.h).
template <class T> struct FieldRow {
    FieldLimit limit;
    FieldMember<T> member;
    FieldRead read = FieldRead::table;
    bool zeroIsUnset = false; ///< 0 means "not given" (left to a rule) and is not checked

    constexpr FieldRow(std::string_view path, double lo, double hi, FieldLimit::Kind kind,
                       FieldMember<T> m, FieldRead r = FieldRead::table, bool zeroUnset = false)
        : limit{path, lo, hi, kind}
        , member(m)
        , read(r)
        , zeroIsUnset(zeroUnset) {}
    constexpr FieldRow(std::string_view path, double lo, double hi, FieldMember<T> m,
                       FieldRead r = FieldRead::table, bool zeroUnset = false)
        : FieldRow(path, lo, hi, FieldLimit::Kind::real, m, r, zeroUnset) {}

    /// The value in `o`; unset when the member is an empty optional (or 0 with zeroIsUnset).
    std::optional<double> valueIn(const T& o) const {
        const std::optional<double> v = std::visit(
            [&o](auto m) -> std::optional<double> {
                const auto& x = o.*m;
                if constexpr (requires { x.has_value(); })
                    return x ? std::optional<double>(double(*x)) : std::nullopt;
                else
                    return double(x);
            },
            member);
        if (zeroIsUnset && v == 0.0)
            return std::nullopt;
        return v;
    }

    /// Stores `v` (already checked against the limit) in `o`.
    void store(T& o, double v) const {
        std::visit(
            [&o, v](auto m) {
                auto& x = o.*m;
                if constexpr (requires { x.has_value(); })
                    x = static_cast<typename std::remove_reference_t<decltype(x)>::value_type>(v);
                else
                    x = static_cast<std::remove_reference_t<decltype(x)>>(v);
            },
            member);
    }
};

// The tables, object by object (core/scenario/scenario_field_table.h).
std::span<const FieldRow<ModelSpec>> modelFields();
std::span<const FieldRow<Architecture>> architectureFields();
std::span<const FieldRow<HardwareSpec>> hardwareFields();
std::span<const FieldRow<HardwareSpec>> clusterFields(); ///< gpus_per_node, nics_per_node
std::span<const FieldRow<PrefillPool>> prefillPoolFields();
std::span<const FieldRow<HostSpec>> hostFields();
std::span<const FieldRow<Workload>> inferenceFields(); ///< workload: batch ... prefill_chunk
std::span<const FieldRow<Workload>> trainingFields();  ///< workload: tokens ... goodput
std::span<const FieldRow<ServingSpec>> servingFields();
std::span<const FieldRow<SchedulerSettings>> schedulerFields();
std::span<const FieldRow<SpeculativeSpec>> speculativeFields();
std::span<const FieldRow<OffloadSpec>> offloadFields();
std::span<const FieldRow<EfficiencyOverrides>> efficiencyFields();
std::span<const FieldRow<Economics>> economicsFields();
std::span<const FieldRow<Requirements>> requirementsFields();

/// How validate() checks the fields of a group against their limits.
enum class FieldCheck {
    limit,      ///< "2000000 is out of range (allowed: ...)", "2.5 is not a whole number ..."
    limitShort, ///< the value printed as {:g}: "2e+06 is out of range (allowed: ...)"
    code,       ///< by hand, with the group's other rules (architecture, prefill pool)
};

/// Calls `f` for every field of `s` that holds a value, group by group in table order (a group
/// whose object is absent, such as an unset workload.serving, is skipped).
void forEachFieldValue(const Scenario& s,
                       const std::function<void(const FieldLimit&, double, FieldCheck)>& f);

/// The limit of every row, in table order: what limitFor() searches.
std::span<const FieldLimit* const> allFieldLimits();

namespace detail {

/// Reads the rows of `rows` marked FieldRead::table that are present in `r` into `into`.
template <class T> void readFields(ObjectReader& r, std::span<const FieldRow<T>> rows, T& into) {
    for (const FieldRow<T>& row : rows) {
        if (row.read == FieldRead::code)
            continue;
        if (row.read == FieldRead::tableOrNull && r.has(row.limit.key()) &&
            r.member(row.limit.key())->is_null())
            continue;
        if (auto v = r.number(row.limit))
            row.store(into, *v);
    }
}

/// Writes the rows of `rows` not marked FieldRead::code that hold a value in `o` into `out`,
/// each as its member's type (an int as 8, a double as 8.0): what readFields() reads back.
template <class T>
void writeFields(std::span<const FieldRow<T>> rows, const T& o, nlohmann::json& out) {
    for (const FieldRow<T>& row : rows) {
        if (row.read == FieldRead::code || !row.valueIn(o))
            continue;
        std::visit(
            [&](auto m) {
                const auto& x = o.*m;
                if constexpr (requires { x.has_value(); })
                    out[std::string(row.limit.key())] = *x;
                else
                    out[std::string(row.limit.key())] = x;
            },
            row.member);
    }
}

} // namespace detail

} // namespace ridgeline
