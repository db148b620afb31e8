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
    /// the engine does not run the weight format `value`; args {engine id}; `allowed` lists
    /// the formats it runs
    engineNotForFormat,
    /// tensor parallel `value` is wider than the engine splits a replica; args {engine id, its
    /// widest group}; `allowed` is 1..that group
    engineNotForLayout,
    beyondContext, ///< prompt + output `value` tokens over the model's context, args {context}
    // Codes of file-level, planner and calibration problems: `value` and `args` carry the
    // numbers and names their sentence quotes, as each comment says.
    fileMissing,         ///< the file does not exist
    notRegularFile,      ///< a directory or a device, not a file
    fileUnreadable,      ///< the file cannot be read
    fileTooLarge,        ///< `value` bytes (empty: more than the limit), args {limit in bytes}
    jsonSyntax,          ///< not JSON: args {line, column} of the syntax error
    jsonTruncated,       ///< not JSON: the text ends early, args {line, column}
    jsonNumberTooLarge,  ///< not JSON: a number beyond the range of a double
    jsonTooDeep,         ///< nested deeper than args {the most levels}
    duplicateKey,        ///< the key `value` appears twice in one object
    csvUnclosedQuote,    ///< a quoted field opened on line `value` is never closed
    csvRowTooLong,       ///< a row over args {the most bytes}
    csvTooManyFields,    ///< a row with more than args {the most fields}
    csvTooManyRows,      ///< more than args {the most rows}, the header included
    expertParallelDense, ///< expert parallel `value` with a dense model (allowed: 1)
    expertParallelNotDividingTp, ///< expert parallel `value` does not divide args {tensor parallel}
    /// data-parallel attention on a dense model, or with experts not spread over the whole group
    /// (args {tensor parallel})
    dataParallelAttentionLayout,
    /// network "none" while hardware.count fills args {nodes} nodes (args {nodes, count, GPUs
    /// per node}); `allowed` names a NIC or the counts one node holds
    networkNoneAcrossNodes,
    /// a model given as hf_config and also as preset or params (`allowed`: one of them)
    modelSourceConflict,
    tooManyCompared,       ///< `value` compared configurations, more than args {the most}
    planNeedsRequirements, ///< planning without a requirements object
    planNeedsLoad,         ///< a serving plan without requests_per_s or tokens_per_s
    planNeedsLimit,        ///< a training plan without deadline_s or budget_usd
    planNoGpu,             ///< requirements.gpus leaves no GPU; `allowed` lists the ids
    planNoEngine,          ///< requirements.engines leaves no engine; `value` "train"/"serve"
    /// no engine searched runs any of the formats `value` lists; `allowed` the formats they run
    planNoFormat,
    noGenericEngine,        ///< the catalogue's engines.json has no "generic" profile
    unknownCatalogueModel,  ///< calibration: the model hint `value` matches no catalogue model
    unknownCatalogueGpu,    ///< calibration: the GPU hint `value` matches no catalogue GPU
    noMeasurements,         ///< calibration: no measured row to fit to
    measurementsEmpty,      ///< a measurement file with nothing in it
    measurementsNotUsable,  ///< no row with a known metric and a value above 0
    csvNoRows,              ///< a CSV without even a header row
    csvFieldCount,          ///< a row of `value` fields under a header of args {columns}
    tooManyTests,           ///< `value` tests (empty: more than the limit), args {the most}
    notVllmResult,          ///< neither median_tpot_ms nor median_ttft_ms above 0
    notBenchmarkEntry,      ///< neither a llama-bench test nor a vLLM benchmark result
    listedTwice,            ///< the list item `value` appears twice
    servesOrTrains,         ///< an engine profile that neither serves nor trains
    offloadOnUnifiedMemory, ///< offload asked of args {GPU name}, whose memory is the CPU's
    /// two fields that exclude each other: args {the one, the other}
    oneOfTwo,
    /// a field that applies only when another has one value: args {that field, its value}
    onlyWith,
    /// tensor parallel `value` does not divide the draft model's args {heads} attention heads
    draftHeadsNotDivisible,
    /// a Hugging Face config key naming layers no attention layer stands for (state-space or
    /// linear attention) in model_type `value`; args {the model_types read}
    hfLayersNotModelled,
    /// a Hugging Face config key naming args {count} experts the reader cannot place in
    /// model_type `value`; args {count, the model_types read}
    hfExpertsNotRead,
};

/// One problem with user input. `path` is a dotted field path ("workload.batch"); `message`
/// says what is wrong in English and, where it applies, ends with "(allowed: ...)"; `value` is
/// the offending value as text and `allowed` the allowed range or set, when they apply; `args`
/// the further values a code's sentence quotes (in the order its ProblemCode comment gives).
struct Problem {
    Problem() = default;
    Problem(std::string path_, std::string message_, ProblemCode code_ = ProblemCode::invalid,
            std::string value_ = {}, std::string allowed_ = {}, std::vector<std::string> args_ = {})
        : path(std::move(path_))
        , message(std::move(message_))
        , code(code_)
        , value(std::move(value_))
        , allowed(std::move(allowed_))
        , args(std::move(args_)) {}

    std::string path;
    std::string message;
    ProblemCode code = ProblemCode::invalid;
    std::string value;
    std::string allowed;
    std::vector<std::string> args;

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
