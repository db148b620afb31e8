// The calibration dialog of File > Import measurements: the rows of a measurements file fitted
// into an engine profile (by the core's calibrate()), predicted against measured on log axes
// with the y = x line, every row's error in a table, and Save, which puts the profile into the
// user catalogue so that the engine list of every view offers it.
#pragma once

#include "core/calibration/calibrate.h"
#include "core/calibration/measurements.h"

#include <QDialog>

#include <optional>

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace ridgeline::ui {

class ScenarioModel;

class MeasurementsDialog : public QDialog {
    Q_OBJECT

public:
    MeasurementsDialog(ScenarioModel* model, MeasurementFile file, QString fileName,
                       QString userCatalogue, QWidget* parent = nullptr);

    /// The last fit; empty when the rows could not be fitted (the summary says why).
    const std::optional<Calibration>& calibration() const { return fit_; }
    QTableWidget* table() const { return table_; }
    QChartView* chart() const { return chart_; }
    QLineEdit* profileId() const { return id_; }
    QComboBox* gpuChoice() const { return gpu_; }
    QPushButton* saveButton() const { return save_; }

    /// Fits again with the dialog's choices.
    void refit();
    /// Writes the profile into the user catalogue and the running catalogue; returns an error
    /// message, or empty on success.
    QString save();

private:
    void showFit();
    void showChart();

    ScenarioModel* model_;
    MeasurementFile file_;
    QString fileName_;
    QString userCatalogue_;
    std::optional<Calibration> fit_;
    QLineEdit* id_;
    QComboBox* start_;
    QComboBox* gpu_;
    QComboBox* modelChoice_;
    QChartView* chart_;
    QTableWidget* table_;
    QLabel* summary_;
    QPushButton* save_;
};

} // namespace ridgeline::ui
