// The Export menu: each chart as PNG (size asked, 2x by default), SVG, PDF or CSV, as a slide
// (a 16:9 PNG with large text), a copy of a chart image to the clipboard, and File > Export
// Report. Failures are shown, never thrown.
#pragma once

#include "ui/export/chart_export.h"

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace ridgeline::ui {

class ChartGrid;
class Dialogs;
class ScenarioModel;

class ExportActions : public QObject {
    Q_OBJECT

public:
    ExportActions(ScenarioModel* model, ChartGrid* charts, QWidget* window);

    void setDialogs(Dialogs* dialogs) { dialogs_ = dialogs; }
    /// A submenu per chart (PNG, SVG, PDF, CSV, Copy Image) and Copy Chart Image.
    void addTo(QMenu* menu);
    QAction* reportAction() const { return report_; }
    QAction* copyAction() const { return copy_; }
    /// Checked: PNG, SVG and PDF exports carry a caption naming the model, GPUs and settings.
    QAction* captionAction() const { return caption_; }

    /// Asks for a file name (and for PNG the size) and writes chart `index`. Returns whether a
    /// file was written.
    bool exportChart(int index, ExportFormat format);
    /// Asks for a file name and writes chart `index` as a slide: a 1920 x 1080 PNG with large
    /// text (slideExportOptions()). Returns whether a file was written.
    bool exportSlide(int index);
    /// Copies chart `index`, or the focused (else enlarged, else first) chart when -1.
    void copyChart(int index = -1);
    bool exportReport();

private:
    QString askPath(const QString& title, const QString& baseName, const QString& extension,
                    const QString& filter);
    /// Writes chart `index` in `format` with `options` to a file the user names.
    bool writeChart(int index, ExportFormat format, const ExportOptions& options);

    ScenarioModel* model_;
    ChartGrid* charts_;
    QWidget* window_;
    Dialogs* dialogs_ = nullptr;
    QAction* copy_;
    QAction* report_;
    QAction* caption_;
    QString lastDir_;
    ExportOptions pngOptions_;
};

} // namespace ridgeline::ui
