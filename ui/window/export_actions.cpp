#include "ui/window/export_actions.h"

#include "ui/charts/chart_view.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/charts/scaling_chart.h"
#include "ui/charts/serving_chart.h"
#include "ui/charts/time_cost_chart.h"
#include "ui/document/dialogs.h"
#include "ui/export/export_caption.h"
#include "ui/export/report.h"
#include "ui/layout/chart_grid.h"
#include "ui/model/scenario_model.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QStandardPaths>

namespace ridgeline::ui {

ExportActions::ExportActions(ScenarioModel* model, ChartGrid* charts, QWidget* window)
    : QObject(window)
    , model_(model)
    , charts_(charts)
    , window_(window)
    , copy_(new QAction(tr("&Copy Chart Image"), this))
    , report_(new QAction(tr("Export &Report (PDF or HTML)…"), this)) {
    copy_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copy_->setStatusTip(tr("Copy the focused chart to the clipboard as an image"));
    connect(copy_, &QAction::triggered, this, [this] { copyChart(-1); });
    report_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(report_, &QAction::triggered, this, &ExportActions::exportReport);
    pngOptions_.scale = 2.0;
    caption_ = new QAction(tr("Caption &Under Exported Charts"), this);
    caption_->setCheckable(true);
    caption_->setToolTip(tr("PNG, SVG and PDF exports name the model, the GPUs and the key "
                            "settings under the chart"));
    // The standard Copy shortcut copies a chart while it has the focus.
    // Every chart of either mode, shown or not.
    const QList<ChartView*> all{charts_->roofline(), charts_->memory(),  charts_->kvCache(),
                                charts_->cost(),     charts_->scaling(), charts_->timeCost(),
                                charts_->serving()};
    for (ChartView* chart : all) {
        auto* copyThis = new QAction(tr("Copy Image"), chart);
        copyThis->setShortcut(QKeySequence::Copy);
        copyThis->setShortcutContext(Qt::WidgetShortcut);
        connect(copyThis, &QAction::triggered, this, [chart] { copyChartToClipboard(*chart); });
        chart->addAction(copyThis);
    }
}

void ExportActions::addTo(QMenu* menu) {
    const struct {
        ExportFormat format;
        QString text;
    } formats[] = {{ExportFormat::Png, tr("&PNG Image…")},
                   {ExportFormat::Svg, tr("&SVG Vector Image…")},
                   {ExportFormat::Pdf, tr("P&DF Document…")},
                   {ExportFormat::Csv, tr("&CSV Data…")}};
    QList<QMenu*> subs;
    // A menu for each slot of either mode (the serving chart's only in inference).
    for (int i = 0; i <= ChartGrid::servingSlot; ++i) {
        const bool here = i < charts_->charts().size();
        QMenu* sub = menu->addMenu(here ? charts_->charts()[i]->chartTitle() : QString());
        sub->setObjectName(here ? chartBaseName(charts_->chartIndex(i)) : QString());
        sub->menuAction()->setVisible(here);
        subs << sub;
        for (const auto& f : formats) {
            const ExportFormat format = f.format;
            sub->addAction(f.text, this, [this, i, format] { exportChart(i, format); });
        }
        sub->addAction(tr("S&lide (PNG, 1920×1080, large text)…"), this,
                       [this, i] { exportSlide(i); });
        sub->addSeparator();
        sub->addAction(tr("Copy &Image"), this, [this, i] { copyChart(i); });
    }
    menu->addSeparator();
    menu->addAction(copy_);
    menu->addAction(caption_);
    // The lower row's charts follow the mode: so do their menus.
    connect(charts_, &ChartGrid::chartsChanged, menu, [this, subs] {
        for (int i = 0; i < subs.size(); ++i) {
            const bool here = i < charts_->charts().size();
            subs[i]->menuAction()->setVisible(here);
            if (!here)
                continue;
            subs[i]->setTitle(charts_->charts()[i]->chartTitle());
            subs[i]->setObjectName(chartBaseName(charts_->chartIndex(i)));
        }
    });
}

QString ExportActions::askPath(const QString& title, const QString& baseName,
                               const QString& extension, const QString& filter) {
    if (lastDir_.isEmpty())
        lastDir_ = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = dialogs_->saveFileName(
        window_, title, QDir(lastDir_).filePath(baseName + QLatin1Char('.') + extension), filter);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + extension;
    lastDir_ = QFileInfo(path).absolutePath();
    return path;
}

bool ExportActions::exportChart(int index, ExportFormat format) {
    if (index < 0 || index >= charts_->charts().size())
        return false;
    ExportOptions options;
    if (format == ExportFormat::Png) {
        const std::optional<ExportOptions> chosen = dialogs_->pngOptions(window_, pngOptions_);
        if (!chosen)
            return false;
        pngOptions_ = options = *chosen;
    }
    return writeChart(index, format, options);
}

bool ExportActions::exportSlide(int index) {
    if (index < 0 || index >= charts_->charts().size())
        return false;
    return writeChart(index, ExportFormat::Png, slideExportOptions());
}

bool ExportActions::writeChart(int index, ExportFormat format, const ExportOptions& options) {
    ChartView* view = charts_->charts()[index];
    const QString caption =
        caption_->isChecked() ? exportCaption(model_->state(), model_->catalogue()) : QString();
    const QString ext = formatExtension(format);
    const int chart = charts_->chartIndex(index);
    const QString path = askPath(tr("Export %1").arg(view->chartTitle()), chartBaseName(chart), ext,
                                 tr("%1 files (*.%2)").arg(ext.toUpper(), ext));
    if (path.isEmpty())
        return false;
    model_->flush();
    const QString error =
        ui::exportChart(*view, model_->chartData(), chart, format, path, options, caption);
    if (!error.isEmpty()) {
        dialogs_->showError(window_, tr("Export failed"), error);
        return false;
    }
    return true;
}

void ExportActions::copyChart(int index) {
    const QList<ChartView*>& charts = charts_->charts();
    if (index < 0) {
        for (int i = 0; i < charts.size() && index < 0; ++i) {
            if (charts[i]->hasFocus())
                index = i;
        }
        if (index < 0)
            index = std::max(0, charts_->maximized());
    }
    if (index < charts.size())
        copyChartToClipboard(*charts[index]);
}

bool ExportActions::exportReport() {
    // The name chooses the format: a PDF unless it ends in .html (one self-contained page).
    const QString path =
        askPath(tr("Export Report"), QStringLiteral("ridgeline-report"), QStringLiteral("pdf"),
                tr("PDF documents (*.pdf);;HTML pages (*.html *.htm)"));
    if (path.isEmpty())
        return false;
    model_->flush();
    const ReportInput in{.scenario = model_->scenario(),
                         .catalogue = model_->catalogue(),
                         .data = model_->chartData(),
                         .choices = model_->gpuChoices(),
                         .primary = model_->primaryIndex(),
                         .charts = charts_->charts(),
                         .version = {},
                         .created = QDateTime::currentDateTime(),
                         .memoryUnit = model_->memoryUnit()};
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error =
        isHtmlReportPath(path) ? writeHtmlReport(in, path) : writeReport(in, path);
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        dialogs_->showError(window_, tr("Export failed"), error);
        return false;
    }
    return true;
}

} // namespace ridgeline::ui
