// Who makes a GPU, and so which software stacks run on it (CUDA, ROCm, oneAPI, XLA on Google's
// TPUs, Neuron on AWS Trainium, Metal, host CPU).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace ridgeline {

enum class Vendor { nvidia, amd, intel, google, aws, apple, cpu };
inline constexpr std::array<Vendor, 7> allVendors = {Vendor::nvidia, Vendor::amd, Vendor::intel,
                                                     Vendor::google, Vendor::aws, Vendor::apple,
                                                     Vendor::cpu};

/// "nvidia", as catalogue files and the CLI's JSON name it.
std::string_view vendorName(Vendor v);
/// "NVIDIA", the brand as a person writes it (not translated: it is a name).
std::string_view vendorBrand(Vendor v);
/// The vendor a name stands for, in any letter case ("NVIDIA", "nvidia"); empty when unknown.
std::optional<Vendor> vendorFromName(std::string_view name);
/// "nvidia, amd, intel, google, aws, apple, cpu", for "allowed: ..." in messages.
std::string vendorNames();

} // namespace ridgeline
