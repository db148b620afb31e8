// The frontier view (docs/frontier.md): the FrontierChart with its controls. Tokens/s per GPU,
// output or total; the interactivity a product needs and the cheapest configurations there,
// owned and rented; measured points from a file; PNG, SVG and CSV exports. The sweep runs in a
// FrontierWorker: a new scenario stops the stale sweep and starts its own, with a progress bar.
#pragma once

#include "core/charts/frontier.h"
#include "ui/export/chart_export.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <string>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace ridgeline::ui {

class Dialogs;
class FrontierChart;
class FrontierWorker;

class FrontierView : public QWidget {
    Q_OBJECT
public:
    explicit FrontierView(QWidget* parent = nullptr);
    ~FrontierView() override;

    /// Sweeps `s` (inference) over defaultFrontierConcurrency() unless it is the scenario swept
    /// last (its name and notes aside); `gpuIds` are the compared GPUs in the window's order
    /// (their colours). A training scenario has no frontier: the view says so.
    void setScenario(const ridgeline::Scenario& s, const std::vector<std::string>& gpuIds);
    /// The questions the buttons ask (files); a default set until given one.
    void setDialogs(Dialogs* dialogs) { dialogs_ = dialogs; }

    /// Reads measured points (a serving-curves CSV or a vLLM/SGLang result JSON, whose
    /// whole-instance figures are divided over the scenario's GPU count) and lays them over the
    /// chart. Returns an empty string, else the problems in words.
    QString loadMeasured(const QString& path);
    /// Writes the view as PNG or SVG (the chart as shown) or CSV (the core's frontier rows with
    /// the cheapest points at the interactivity asked for). Empty on success, else why not.
    QString exportTo(const QString& path, ExportFormat format, const ExportOptions& options = {});
    /// The CSV text exportTo() writes.
    QString csvText() const;

    FrontierChart* chart() const { return chart_; }
    FrontierWorker* worker() const { return worker_; }
    QProgressBar* progressBar() const { return progress_; }
    QDoubleSpinBox* interactivityBox() const { return interactivity_; }
    QComboBox* tokensBox() const { return tokens_; }
    QLabel* pickLabel() const { return pickLabel_; }
    /// Whether a sweep is running, and how many sweeps were shown.
    bool sweeping() const;
    int shown() const { return shown_; }

Q_SIGNALS:
    /// A sweep's result is drawn.
    void frontierShown();

private:
    void showFrontier(const ridgeline::Frontier& f);
    void updatePick();
    void chooseMeasured();
    void chooseExport();
    Dialogs* dialogs();

    FrontierChart* chart_;
    FrontierWorker* worker_;
    QComboBox* tokens_;
    QDoubleSpinBox* interactivity_;
    QPushButton* measuredButton_;
    QPushButton* exportButton_;
    QProgressBar* progress_;
    QLabel* pickLabel_;
    Dialogs* dialogs_ = nullptr;
    std::unique_ptr<Dialogs> ownDialogs_;
    std::optional<ridgeline::Scenario> swept_;
    std::vector<std::string> gpuIds_;
    int measuredGpus_ = 1;
    int shown_ = 0;
};

} // namespace ridgeline::ui
