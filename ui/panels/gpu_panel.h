// The GPUs to compare: a checkable catalogue list (up to eight at once), and for each checked
// one its count, tensor-parallel degree, and whether it is the primary (the scenario's hardware).
// Each entry shows its memory, bandwidth, and TB/s and TFLOP/s per $1,000 of its price.
#pragma once

#include "ui/widgets/collapsible_section.h"

#include <QStringList>

class QButtonGroup;
class QGridLayout;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QSpinBox;

namespace ridgeline::ui {

class ScenarioModel;
class StateEditor;

class GpuPanel : public CollapsibleSection {
    Q_OBJECT

public:
    explicit GpuPanel(StateEditor* editor, QWidget* parent = nullptr);

    QListWidget* list() const { return list_; }
    /// The count and tensor-parallel spin boxes of the i-th compared GPU.
    QSpinBox* countBox(int choice) const;
    QSpinBox* tensorParallelBox(int choice) const;
    /// The inline message under the table (refusals and invalid combinations).
    QLabel* messageLabel() const { return message_; }

private:
    void onItemChanged(QListWidgetItem* item);
    void rebuildTable();
    void sync();
    void showProblems();
    /// Each catalogue entry's memory, bandwidth and per-$1,000 figures, in the memory unit and
    /// at the scenario's compute format and the compared GPUs' prices.
    void updateListTexts();

    ScenarioModel* model_;
    StateEditor* editor_;
    QListWidget* list_;
    QWidget* table_;
    QGridLayout* grid_;
    QButtonGroup* primary_;
    QLabel* message_;
    QString refusal_;
    /// What the list's texts were last made from: updateListTexts() skips an unchanged one.
    QString listTextsKey_;
    QStringList shownIds_;
    QList<QSpinBox*> counts_, tps_;
};

} // namespace ridgeline::ui
