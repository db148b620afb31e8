// What the window shows, where, in which colour, written as JSON for tests that look at the
// real screen from outside (tests/ui/real_window_geometry.sh): the chart grid's rectangle and,
// for every chart shown, its view, plot area and legend rectangles and its series (colour, pen
// width or marker size, points), all in global screen pixels. Written while the window runs
// (ridgeline --dump-geometry FILE), whenever it changed, so that a capture of the screen can be
// checked against it.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QString>

class QTimer;

namespace ridgeline::ui {

class ChartView;
class MainWindow;

/// The JSON of one chart as shown now (global screen pixels).
QJsonObject chartGeometry(const ChartView& chart);

/// The JSON of the window as shown now: "grid" (x, y, w, h), "presenter", "fontPointSize",
/// "summaryRows" (the rows of summary tiles), "charts" (chartGeometry() of each shown chart).
QJsonObject windowGeometry(const MainWindow& window);

class GeometryDump : public QObject {
    Q_OBJECT
public:
    /// Writes windowGeometry() of `window` to `path` every `intervalMs` when it changed.
    GeometryDump(MainWindow* window, const QString& path, int intervalMs = 250);

private:
    void write();

    MainWindow* window_;
    QString path_;
    QByteArray last_;
    QTimer* timer_;
};

} // namespace ridgeline::ui
