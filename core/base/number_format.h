// Number formats: how many bits a stored value takes, and which tensor-core rate a compute
// format runs at. Bits per value are data (GGUF and GPTQ formats carry scales), not an enum.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace ridgeline {

/// A storage format for weights, KV cache, gradients or optimizer states.
struct Format {
    std::string name; ///< "fp16", "q4_k_m", or "custom" for {"bits": x}
    double bits = 16; ///< effective bits per value, scales included

    double bytes() const { return bits / 8.0; }
    bool operator==(const Format&) const = default;
};

/// The formats a user may name, with their effective bits per value.
std::span<const Format> knownFormats();

/// Looks a format up by name (case-sensitive, as written in scenario files).
std::optional<Format> formatFromName(std::string_view name);

/// Comma-separated list of known format names, for error messages.
std::string knownFormatNames();

/// Whether engines store a KV cache in the format: plain 16- and 8-bit numbers and llama.cpp's
/// q8_0 / q4_0 cache types. Weight-only quantisations (GPTQ, AWQ, NF4, the k-quants, MXFP4,
/// int4, fp4) have no KV form; the planner does not try them for the cache.
bool isKvFormat(std::string_view name);

/// Formats a GPU can compute in, indexing Gpu::flops.
enum class ComputeType { fp32, tf32, fp16, bf16, fp8, int8, fp4 };
inline constexpr int computeTypeCount = 7;

std::string_view computeTypeName(ComputeType type);
std::optional<ComputeType> computeTypeFromName(std::string_view name);

/// Bytes a value of the compute type takes when stored (activations, all-reduce payloads).
double computeTypeBytes(ComputeType type);

} // namespace ridgeline
