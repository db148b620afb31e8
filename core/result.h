// Errors as values: a parse or validation step returns either its value or the list of problems
// it found, each naming the field path and what would have been allowed.
#pragma once

#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace ridgeline {

/// One problem with user input. `path` is a dotted field path ("workload.batch"); `message`
/// says what is wrong and, where it applies, ends with "(allowed: ...)".
struct Problem {
    std::string path;
    std::string message;

    bool operator==(const Problem&) const = default;
};

using Problems = std::vector<Problem>;

/// "path: message", the one-line form the CLI prints and the UI lists.
inline std::string describe(const Problem& p) {
    return p.path + ": " + p.message;
}

/// Either a value or a non-empty list of problems.
template <class T> class Result {
public:
    Result(T value)
        : state_(std::move(value)) {}
    Result(Problems problems)
        : state_(std::move(problems)) {}

    bool ok() const { return std::holds_alternative<T>(state_); }
    explicit operator bool() const { return ok(); }

    const T& value() const& { return std::get<T>(state_); }
    T& value() & { return std::get<T>(state_); }
    T&& value() && { return std::get<T>(std::move(state_)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }

    const Problems& problems() const { return std::get<Problems>(state_); }

private:
    std::variant<T, Problems> state_;
};

} // namespace ridgeline
