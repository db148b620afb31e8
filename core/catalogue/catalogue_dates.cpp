#include "core/catalogue/catalogue.h"

#include <algorithm>
#include <cctype>

namespace ridgeline {

namespace {

bool digits(std::string_view s) {
    return std::all_of(s.begin(), s.end(),
                       [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
}

int number(std::string_view s) {
    int n = 0;
    for (char c : s)
        n = n * 10 + (c - '0');
    return n;
}

// ISO dates of the same precision order as text; a month-only date sorts before the days of its
// month, which is what "as of" wants from it.
void keepNewest(std::string& newest, const std::string& date) {
    if (isCatalogueDate(date) && date > newest)
        newest = date;
}

} // namespace

bool isCatalogueDate(std::string_view d) {
    if ((d.size() != 7 && d.size() != 10) || d[4] != '-')
        return false;
    if (!digits(d.substr(0, 4)) || !digits(d.substr(5, 2)))
        return false;
    const int month = number(d.substr(5, 2));
    if (month < 1 || month > 12)
        return false;
    if (d.size() == 7)
        return true;
    if (d[7] != '-' || !digits(d.substr(8, 2)))
        return false;
    const int day = number(d.substr(8, 2));
    return day >= 1 && day <= 31;
}

std::string catalogueAsOf(const Catalogue& c) {
    std::string newest;
    for (const Gpu& g : c.gpus) {
        for (const std::string* date :
             {&g.specDate, &g.priceDate, &g.cloudDate, &g.serverDate, &g.serverPrice.date})
            keepNewest(newest, *date);
    }
    for (const ModelPreset& m : c.models)
        keepNewest(newest, m.date);
    for (const EngineProfile& e : c.engines)
        keepNewest(newest, e.date);
    return newest;
}

} // namespace ridgeline
