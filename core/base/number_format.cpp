#include "core/base/number_format.h"

#include <algorithm>

namespace ridgeline {

namespace {

// Effective bits per weight, including the per-group scales of block-quantised formats.
const std::array<Format, 18> formats{{
    {"fp32", 32},
    {"tf32", 32},
    {"fp16", 16},
    {"bf16", 16},
    {"fp8", 8},
    {"int8", 8},
    {"int4", 4},
    {"fp4", 4},
    {"q4_0", 4.5},
    {"q4_k_m", 4.85},
    {"q5_k_m", 5.69},
    {"q6_k", 6.56},
    {"q8_0", 8.5},
    {"gptq-4bit", 4.25},
    {"awq-4bit", 4.25},
    {"nf4", 4.127},
    // Microscaling FP4 (OCP MX v1.0): blocks of 32 E2M1 values share one 8-bit power-of-two
    // scale, 4 + 8/32 bits. gpt-oss ships its expert weights in it.
    {"mxfp4", 4.25},
    // NVIDIA's FP4: blocks of 16 E2M1 values share one FP8 (E4M3) scale, 4 + 8/16 bits; the one
    // fp32 scale per tensor is left out.
    {"nvfp4", 4.5},
}};

const std::array<std::string_view, computeTypeCount> computeNames{"fp32", "tf32", "fp16", "bf16",
                                                                  "fp8",  "int8", "fp4"};

} // namespace

bool isKvFormat(std::string_view name) {
    constexpr std::array<std::string_view, 6> kv{"fp16", "bf16", "fp8", "int8", "q8_0", "q4_0"};
    return std::find(kv.begin(), kv.end(), name) != kv.end();
}

std::span<const Format> knownFormats() {
    return formats;
}

std::optional<Format> formatFromName(std::string_view name) {
    for (const Format& f : formats) {
        if (f.name == name)
            return f;
    }
    return std::nullopt;
}

std::string knownFormatNames() {
    std::string out;
    for (const Format& f : formats) {
        if (!out.empty())
            out += ", ";
        out += f.name;
    }
    return out + ", {\"bits\": 1..32}";
}

std::string_view computeTypeName(ComputeType type) {
    return computeNames[static_cast<std::size_t>(type)];
}

std::optional<ComputeType> computeTypeFromName(std::string_view name) {
    for (std::size_t i = 0; i < computeNames.size(); ++i) {
        if (computeNames[i] == name)
            return static_cast<ComputeType>(i);
    }
    return std::nullopt;
}

double computeTypeBytes(ComputeType type) {
    switch (type) {
    case ComputeType::fp32:
    case ComputeType::tf32:
        return 4;
    case ComputeType::fp16:
    case ComputeType::bf16:
        return 2;
    case ComputeType::fp8:
    case ComputeType::int8:
        return 1;
    case ComputeType::fp4:
        return 0.5;
    }
    return 2;
}

} // namespace ridgeline
