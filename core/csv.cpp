#include "core/csv.h"

namespace ridgeline {

std::vector<std::vector<std::string>> parseCsv(std::string_view text) {
    std::vector<std::vector<std::string>> records;
    std::vector<std::string> record;
    std::string field;
    bool quoted = false;
    bool started = false; // the record has a field (possibly empty) or a separator
    auto endRecord = [&] {
        if (started) {
            record.push_back(std::move(field));
            records.push_back(std::move(record));
        }
        record.clear();
        field.clear();
        started = false;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
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
            break;
        case '\r':
        case '\n':
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            endRecord();
            break;
        default:
            field += c;
            started = true;
        }
    }
    endRecord();
    return records;
}

} // namespace ridgeline
