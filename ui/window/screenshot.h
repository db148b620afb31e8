// Renders the window to an image after its first paint, for `ridgeline --screenshot` and the
// smoke test (works on the offscreen platform).
#pragma once

#include <QImage>
#include <QSize>
#include <QString>

namespace ridgeline::ui {

class MainWindow;

/// Resizes and shows `window`, brings the results up to date, waits for the first paint (at
/// most `timeoutMs`), and grabs the window. The image is `size` times the device pixel ratio.
QImage renderWindow(MainWindow& window, QSize size, int timeoutMs = 5000);

/// renderWindow() saved as PNG to `path`; on failure returns false and sets `error`.
bool saveScreenshot(MainWindow& window, const QString& path, QSize size, QString* error);

} // namespace ridgeline::ui
