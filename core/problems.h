// Errors as values: a parse or validation step returns either its value or the list of problems
// it found, each naming the field path and what would have been allowed.
#pragma once

#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace ridgeline {

/// What kind of problem a Problem is: stable, so that a window can phrase it in the user's
/// language and route it to its control without reading the English message.
enum class ProblemCode {
    invalid,                        ///< anything without a more specific code (file-level problems)
    wrongType,                      ///< a string where a number belongs, and the like
    outOfRange,                     ///< `value` is outside `allowed`
    notWhole,                       ///< `value` has a fraction where a whole number belongs
    unknownValue,                   ///< a name (format, GPU, model, engine, mode) that is not known
    unknownField,                   ///< a key the format does not have
    required,                       ///< a field that must be given is missing
    tensorParallelOverCount,        ///< tensor parallel larger than the GPU count
    countNotMultiple,               ///< the GPU count is not a multiple of the model-parallel group
    dataParallelMismatch,           ///< data x tensor x pipeline parallel is not the GPU count
    globalBatchTooSmall,            ///< fewer sequences per step than micro-batch x data parallel
    headsNotDivisible,              ///< KV heads do not divide the query heads
    expertsOverTotal,               ///< more active experts than experts
    noTokens,                       ///< prompt + output tokens is zero
    quantizedFullFineTune,          ///< a full update of weights stored in fewer than 8 bits
    tensorParallelNotDividingHeads, ///< tensor parallel does not divide the attention heads
    pipelineOverLayers,             ///< more pipeline stages than the model has layers
    engineNotForGpu,                ///< the engine does not run on a GPU's vendor
    engineNotForMode,               ///< the engine does not serve (inference) or train (training)
};

/// One problem with user input. `path` is a dotted field path ("workload.batch"); `message`
/// says what is wrong in English and, where it applies, ends with "(allowed: ...)"; `value` is
/// the offending value as text and `allowed` the allowed range or set, when they apply.
struct Problem {
    Problem() = default;
    Problem(std::string path_, std::string message_, ProblemCode code_ = ProblemCode::invalid,
            std::string value_ = {}, std::string allowed_ = {})
        : path(std::move(path_))
        , message(std::move(message_))
        , code(code_)
        , value(std::move(value_))
        , allowed(std::move(allowed_)) {}

    std::string path;
    std::string message;
    ProblemCode code = ProblemCode::invalid;
    std::string value;
    std::string allowed;

    bool operator==(const Problem&) const = default;
};

using Problems = std::vector<Problem>;

/// "path: message", the one-line form the CLI prints and the UI lists. Control characters a
/// key or value brought in are escaped (a newline as \n, ESC as \x1b), so a problem stays one line.
inline std::string describe(const Problem& p) {
    const std::string raw = p.path + ": " + p.message;
    std::string out;
    out.reserve(raw.size());
    for (const char c : raw) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u != 0x7f) {
            out += c;
            continue;
        }
        const char* hex = "0123456789abcdef";
        out += u == '\n' ? std::string("\\n") : std::string("\\x") + hex[u >> 4] + hex[u & 15];
    }
    return out;
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
