#include "core/hardware/vendor.h"

#include <algorithm>
#include <cctype>

namespace ridgeline {

std::string_view vendorName(Vendor v) {
    switch (v) {
    case Vendor::nvidia:
        return "nvidia";
    case Vendor::amd:
        return "amd";
    case Vendor::intel:
        return "intel";
    case Vendor::google:
        return "google";
    case Vendor::aws:
        return "aws";
    case Vendor::apple:
        return "apple";
    case Vendor::cpu:
        return "cpu";
    }
    return "nvidia";
}

std::string_view vendorBrand(Vendor v) {
    switch (v) {
    case Vendor::nvidia:
        return "NVIDIA";
    case Vendor::amd:
        return "AMD";
    case Vendor::intel:
        return "Intel";
    case Vendor::google:
        return "Google";
    case Vendor::aws:
        return "AWS";
    case Vendor::apple:
        return "Apple";
    case Vendor::cpu:
        return "CPU";
    }
    return "NVIDIA";
}

std::optional<Vendor> vendorFromName(std::string_view name) {
    auto lower = [](char c) { return char(std::tolower(static_cast<unsigned char>(c))); };
    for (Vendor v : allVendors) {
        const std::string_view id = vendorName(v);
        if (id.size() == name.size() && std::equal(id.begin(), id.end(), name.begin(),
                                                   [&](char a, char b) { return a == lower(b); }))
            return v;
    }
    return std::nullopt;
}

std::string vendorNames() {
    std::string out;
    for (Vendor v : allVendors)
        out += (out.empty() ? "" : ", ") + std::string(vendorName(v));
    return out;
}

} // namespace ridgeline
