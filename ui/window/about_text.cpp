#include "ui/window/about_text.h"

#include <QCoreApplication>

namespace ridgeline::ui {

QString aboutText(const QString& version, const QString& catalogueAsOf) {
    const QString purpose =
        QCoreApplication::translate("ridgeline::ui::MainWindow",
                                    "<p><b>Ridgeline</b> %1</p><p>Which GPU, how many, and what it "
                                    "will cost, for LLM inference and training. Every number can "
                                    "be traced to its formula: hover it.</p>")
            .arg(version);
    const QString licence = QCoreApplication::translate(
        "ridgeline::ui::MainWindow",
        "<p>Ridgeline is free software: you can redistribute it and/or modify it under the terms "
        "of the GNU General Public License, version 3 or (at your option) any later version "
        "(SPDX: GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY. See "
        "<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">the GNU GPL</a> for details.</p>");
    // Prices and cloud rates go stale: the date tells the reader how far to trust them.
    const QString catalogue =
        catalogueAsOf.isEmpty()
            ? QString()
            : QCoreApplication::translate(
                  "ridgeline::ui::MainWindow",
                  "<p>Catalogue as of %1: the newest date among its GPU, model and engine figures. "
                  "Prices go stale; edit them, or add a catalogue file of your own.</p>")
                  .arg(catalogueAsOf.toHtmlEscaped());
    return purpose + catalogue + licence;
}

} // namespace ridgeline::ui
