// Comma-separated values as RFC 4180 writes them: quoted fields may hold commas, quotes ("")
// and line breaks; CRLF or LF ends a record; empty lines are skipped.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ridgeline {

std::vector<std::vector<std::string>> parseCsv(std::string_view text);

} // namespace ridgeline
