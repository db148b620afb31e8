// Economics: utilisation, electricity, lifetime, PUE, server and network overhead, yearly
// maintenance, whether the headline cost is owned or rented
// hardware, and each compared GPU's purchase price and cloud rate (catalogue values, editable).
#pragma once

#include "ui/widgets/collapsible_section.h"

#include <QStringList>

class QDoubleSpinBox;
class QGridLayout;
class QRadioButton;

namespace ridgeline::ui {

class ScenarioModel;
class StateEditor;
class SliderSpin;

class EconomicsPanel : public CollapsibleSection {
    Q_OBJECT

public:
    explicit EconomicsPanel(StateEditor* editor, QWidget* parent = nullptr);

    SliderSpin* serverOverhead() const { return server_; }
    SliderSpin* maintenance() const { return maintenance_; }

private:
    SliderSpin* addSlider(const QString& title, const QString& tip, double min, double max,
                          int decimals, const QString& prefix, const QString& suffix);
    void rebuildPrices();
    void sync();

    ScenarioModel* model_;
    StateEditor* editor_;
    QRadioButton* owned_;
    QRadioButton* cloud_;
    SliderSpin* utilization_;
    SliderSpin* electricity_;
    SliderSpin* lifetime_;
    SliderSpin* pue_;
    SliderSpin* server_;
    SliderSpin* maintenance_;
    QWidget* prices_;
    QGridLayout* grid_;
    QStringList shownIds_;
    QList<QDoubleSpinBox*> priceBoxes_, cloudBoxes_;
};

} // namespace ridgeline::ui
