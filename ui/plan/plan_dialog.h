// The Plan dialog: the user's requirements in, ranked plans, the configurations turned down by
// reason and the Pareto chart out. "Open in explorer" makes a plan the current scenario in one
// undo step; "Serving curve" does so and shows the plan's serving chart (TTFT, TPOT and
// throughput against the request rate, its limits and capacity); "Frontier" does so and shows
// the frontier view (tokens/s per GPU against tokens/s per user). Every number comes from
// core/plan (the search evaluates with the core).
#pragma once

#include "core/plan/plan.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ridgeline::ui {

class PlanChart;
class ScenarioModel;
class StateEditor;

class PlanDialog : public QDialog {
    Q_OBJECT
public:
    explicit PlanDialog(StateEditor* editor, QWidget* parent = nullptr);

    /// Runs the search with the requirements as entered; problems are shown, not thrown.
    void search();
    /// Makes the selected plan the current scenario (one undo step) and closes the dialog.
    void openSelected();
    /// openSelected(), asking the window to show the serving chart (inference plans):
    /// servingRequested() is then true.
    void openSelectedServing();
    bool servingRequested() const { return servingRequested_; }
    /// openSelected(), asking the window to show the frontier view for the plan's scenario
    /// (inference plans): frontierRequested() is then true.
    void openSelectedFrontier();
    bool frontierRequested() const { return frontierRequested_; }

    // For tests and the report.
    const ridgeline::PlanResult& result() const { return result_; }
    QTableWidget* table() const { return table_; }
    PlanChart* chart() const { return chart_; }
    QLabel* problemsLabel() const { return problems_; }
    QDoubleSpinBox* requestsPerS() const { return rate_; }
    QDoubleSpinBox* tpotLimitMs() const { return tpot_; }
    QPushButton* openButton() const { return open_; }
    QPushButton* servingButton() const { return servingButton_; }
    QPushButton* frontierButton() const { return frontierButton_; }

private:
    /// The plan's risks as a sentence after its "why" (empty when it has none).
    static QString riskText(const Plan& p);
    void loadInputs(const ridgeline::Scenario& s);
    ridgeline::Requirements requirementsFromInputs() const;
    void showResult();
    void showSelected();
    void exportChart();

    StateEditor* editor_;
    ScenarioModel* model_;
    ridgeline::PlanResult result_;
    ridgeline::Mode mode_ = ridgeline::Mode::inference;
    QGroupBox* serving_;
    QGroupBox* training_;
    QDoubleSpinBox *rate_, *ttft_, *tpot_, *latency_, *percentile_, *ceiling_, *budget_;
    QSpinBox *prompt_, *output_, *maxGpus_;
    QDoubleSpinBox *tokens_, *deadlineDays_, *trainingBudget_;
    QComboBox* pricing_;
    QCheckBox* singleNode_;
    QCheckBox* meetAtP90_ = nullptr;
    QCheckBox* allowSpeculative_ = nullptr;
    QCheckBox* allowOffload_ = nullptr;
    QCheckBox* allowDisaggregated_ = nullptr;
    QTableWidget* table_;
    QLabel* why_;
    QLabel* rejected_;
    QLabel* problems_;
    QLabel* assumptions_;
    PlanChart* chart_;
    QPushButton* open_;
    QPushButton* servingButton_;
    QPushButton* frontierButton_;
    bool servingRequested_ = false;
    bool frontierRequested_ = false;
};

} // namespace ridgeline::ui
