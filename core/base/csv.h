// Comma-separated values as RFC 4180 writes them: quoted fields may hold commas, quotes ("")
// and line breaks; CRLF or LF ends a record; empty lines are skipped. Reading stops at the first
// record beyond a limit, so a wrong file costs no more than the limits allow.
#pragma once

#include "core/base/problems.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ridgeline {

struct CsvLimits {
    std::size_t maxRecords = 0;     ///< records, the header included
    std::size_t maxRecordBytes = 0; ///< bytes of one record (a line, unless quotes hold breaks)
    std::size_t maxFields = 0;      ///< fields of one record
};

using CsvRecords = std::vector<std::vector<std::string>>;

/// The records of `text`, or one problem under `origin` ("m.csv row 7") naming the first record
/// beyond a limit, or a quoted field that is never closed, and what is allowed.
Result<CsvRecords> parseCsv(std::string_view text, const std::string& origin,
                            const CsvLimits& limits);

} // namespace ridgeline
