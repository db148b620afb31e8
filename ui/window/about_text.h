// The text of Help > About: version, purpose, how fresh the catalogue is, and the licence the
// program is distributed under.
#pragma once

#include <QString>

namespace ridgeline::ui {

/// Rich text for the About box, translated; `version` is the application's version string,
/// `catalogueAsOf` the date of the catalogue's newest figure (catalogueAsOf(), "YYYY-MM" or
/// "YYYY-MM-DD"); empty leaves the line out.
QString aboutText(const QString& version, const QString& catalogueAsOf);

} // namespace ridgeline::ui
