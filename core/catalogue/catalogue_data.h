// The catalogue JSON files, embedded into the core at build time (see cmake/embed.cmake).
#pragma once

#include <string_view>

namespace ridgeline::detail {

std::string_view builtinGpusJson();
std::string_view builtinModelsJson();
std::string_view builtinEnginesJson();

} // namespace ridgeline::detail
