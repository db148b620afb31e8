// The four efficiency constants (eta_m, eta_c, MFU, step overhead): each shows the engine
// profile's value for the primary GPU's memory type until the user edits it, and a reset button
// drops the user's values again. A fifth control says how sure the user is of the values they
// set (it widens the P10-P90 ranges, docs/fidelity.md).
#pragma once

#include "core/scenario/field_limits.h"
#include "ui/widgets/collapsible_section.h"

#include <optional>

class QLabel;
class QPushButton;

namespace ridgeline {
struct EfficiencyOverrides;
}

namespace ridgeline::ui {

class ScenarioModel;
class StateEditor;
class SliderSpin;

class EfficiencyPanel : public CollapsibleSection {
    Q_OBJECT

public:
    explicit EfficiencyPanel(StateEditor* editor, QWidget* parent = nullptr);

    SliderSpin* memory() const { return memory_; }
    SliderSpin* compute() const { return compute_; }
    SliderSpin* mfu() const { return mfu_; }
    SliderSpin* stepOverhead() const { return overhead_; }
    SliderSpin* uncertainty() const { return uncertainty_; }
    QPushButton* resetButton() const { return reset_; }

private:
    SliderSpin* addSlider(const QString& title, const FieldLimit& limit, int decimals,
                          const QString& suffix, const QString& what,
                          std::optional<double> EfficiencyOverrides::*field, double scale);
    void sync();

    ScenarioModel* model_;
    StateEditor* editor_;
    SliderSpin* memory_;
    SliderSpin* compute_;
    SliderSpin* mfu_;
    SliderSpin* overhead_;
    SliderSpin* uncertainty_;
    QLabel* source_;
    QPushButton* reset_;
};

} // namespace ridgeline::ui
