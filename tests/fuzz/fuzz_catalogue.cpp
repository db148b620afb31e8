// libFuzzer target: any bytes as a user catalogue file added to the built-in one. Problems must
// stay one line each and proportional in number to the input.
#include "core/catalogue/catalogue.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ridgeline;
    static const Catalogue builtin = builtinCatalogue().value();
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Result<Catalogue> c = withUserCatalogue(builtin, text, "catalogue.json");
    if (!c) {
        if (c.problems().size() > size + 1)
            std::abort();
        for (const Problem& p : c.problems()) {
            if (describe(p).find('\n') != std::string::npos)
                std::abort();
        }
    }
    return 0;
}
