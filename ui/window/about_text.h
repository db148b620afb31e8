// The text of Help > About: version, purpose, and the licence the program is distributed under.
#pragma once

#include <QString>

namespace ridgeline::ui {

/// Rich text for the About box, translated; `version` is the application's version string.
QString aboutText(const QString& version);

} // namespace ridgeline::ui
