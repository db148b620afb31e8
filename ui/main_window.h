// The explorer window. It assembles the parts and wires them together; each part lives in its
// own file: ControlPanel (left dock), SummaryStrip and ChartGrid (centre), ExplainPanel (bottom).
#pragma once

#include <QMainWindow>

class QActionGroup;

namespace ridgeline::ui {

class ChartGrid;
class ControlPanel;
class ExplainPanel;
class ScenarioModel;
class Settings;
class SummaryStrip;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    /// `model` must outlive the window. With `settings`, the window restores its last state
    /// and geometry now and saves them when it closes.
    explicit MainWindow(ScenarioModel* model, Settings* settings = nullptr,
                        QWidget* parent = nullptr);

    ScenarioModel* model() const { return model_; }
    ControlPanel* controls() const { return controls_; }
    SummaryStrip* summary() const { return summary_; }
    ChartGrid* charts() const { return charts_; }
    ExplainPanel* explainPanel() const { return explain_; }

    /// Writes scenario, GPUs and window layout to the settings given to the constructor.
    void saveSettings();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createMenus();
    void applyPalette();
    void onSummaryActivated(const QString& key);

    ScenarioModel* model_;
    Settings* settings_;
    ControlPanel* controls_;
    SummaryStrip* summary_;
    ChartGrid* charts_;
    ExplainPanel* explain_;
    QActionGroup* chartActions_ = nullptr;
};

} // namespace ridgeline::ui
