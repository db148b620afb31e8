#include "core/base/csv.h"

#include <fmt/format.h>

#include <optional>

namespace ridgeline {

namespace {

// "<field> has more than N <what> (allowed: up to N <what><detail>)".
Problem overLimit(std::string field, ProblemCode code, std::size_t limit, std::string_view what,
                  std::string_view detail = {}) {
    return Problem{
        std::move(field),
        fmt::format("has more than {0} {1} (allowed: up to {0} {1}{2})", limit, what, detail),
        code,
        "",
        fmt::format("up to {} {}", limit, what),
        {fmt::format("{}", limit)}};
}

} // namespace

Result<CsvRecords> parseCsv(std::string_view text, const std::string& origin,
                            const CsvLimits& limits) {
    CsvRecords records;
    std::vector<std::string> record;
    std::string field;
    bool quoted = false;
    bool started = false;        // the record has a field (possibly empty) or a separator
    std::size_t recordStart = 0; // byte offset of the record's first byte
    std::size_t line = 1;        // line of the record's first byte, for messages
    std::size_t currentLine = 1; // line of the byte being read
    std::optional<Problem> refusal;
    auto where = [&] { return fmt::format("{} row {}", origin, records.size() + 1); };
    auto endRecord = [&] {
        if (started) {
            record.push_back(std::move(field));
            records.push_back(std::move(record));
        }
        record.clear();
        field.clear();
        started = false;
    };
    for (std::size_t i = 0; i < text.size() && !refusal; ++i) {
        const char c = text[i];
        if (!started && !quoted) {
            recordStart = i;
            line = currentLine;
        }
        // The line break that ends a record does not count towards its length.
        const bool ends = !quoted && (c == '\n' || c == '\r');
        if (i - recordStart >= limits.maxRecordBytes && !ends) {
            refusal = Problem{where(),
                              fmt::format("is more than {} bytes long (allowed: rows of up to {} "
                                          "bytes)",
                                          limits.maxRecordBytes, limits.maxRecordBytes),
                              ProblemCode::csvRowTooLong,
                              "",
                              fmt::format("up to {} bytes", limits.maxRecordBytes),
                              {fmt::format("{}", limits.maxRecordBytes)}};
            break;
        }
        if (c == '\n')
            ++currentLine;
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"')
                field += text[++i];
            else if (c == '"')
                quoted = false;
            else
                field += c;
            continue;
        }
        switch (c) {
        case '"':
            quoted = started = true;
            break;
        case ',':
            record.push_back(std::move(field));
            field.clear();
            started = true;
            if (record.size() >= limits.maxFields)
                refusal = overLimit(where(), ProblemCode::csvTooManyFields, limits.maxFields,
                                    "fields", " a row");
            break;
        case '\r':
        case '\n':
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
                ++i;
                ++currentLine;
            }
            if (started && records.size() >= limits.maxRecords)
                refusal = overLimit(origin, ProblemCode::csvTooManyRows, limits.maxRecords, "rows",
                                    ", the header included");
            else
                endRecord();
            break;
        default:
            field += c;
            started = true;
        }
    }
    if (refusal)
        return Problems{*std::move(refusal)};
    if (quoted)
        return Problems{{where(),
                         fmt::format("opens a quoted field on line {} that is never closed "
                                     "(allowed: \"...\" around a field, \"\" for a quote "
                                     "inside it)",
                                     line),
                         ProblemCode::csvUnclosedQuote, fmt::format("{}", line)}};
    if (started && records.size() >= limits.maxRecords)
        return Problems{overLimit(origin, ProblemCode::csvTooManyRows, limits.maxRecords, "rows",
                                  ", the header included")};
    endRecord();
    return records;
}

} // namespace ridgeline
