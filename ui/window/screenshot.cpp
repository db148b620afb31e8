#include "ui/window/screenshot.h"

#include "ui/explain/explain_panel.h"
#include "ui/model/scenario_model.h"
#include "ui/window/main_window.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEvent>
#include <QImageWriter>
#include <QPixmap>

namespace ridgeline::ui {

namespace {

// Sets a flag on the first paint event of the watched widget.
class PaintWatcher : public QObject {
public:
    bool painted = false;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint)
            painted = true;
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

QImage renderWindow(MainWindow& window, QSize size, int timeoutMs) {
    PaintWatcher watcher;
    window.installEventFilter(&watcher);
    window.model()->flush();
    window.resize(size);
    window.show();
    QDeadlineTimer deadline(timeoutMs);
    while (!watcher.painted && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    // Showing may have grown the window to a transient minimum; settle at the requested size.
    for (int i = 0; i < 3; ++i) {
        if (window.size() != size)
            window.resize(size);
        QCoreApplication::processEvents();
    }
    window.model()->flush();
    // The explanation of the scenario shown, not of the one the window started on.
    window.explainPanel()->flush();
    window.removeEventFilter(&watcher);
    return window.grab().toImage();
}

bool saveScreenshot(MainWindow& window, const QString& path, QSize size, QString* error) {
    const QImage image = renderWindow(window, size);
    QImageWriter writer(path, "png");
    if (image.isNull() || !writer.write(image)) {
        if (error)
            *error = writer.errorString();
        return false;
    }
    return true;
}

} // namespace ridgeline::ui
