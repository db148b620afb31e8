// The servers of the primary configuration: GPUs per node, the network adapter (NIC) joining the
// nodes and how many a node has. Unset fields show the GPU's catalogue server; editing one sets
// it (scenario.hardware.gpus_per_node, network, nics_per_node).
#pragma once

#include "ui/widgets/collapsible_section.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace ridgeline::ui {

class ScenarioModel;
class StateEditor;

class ClusterPanel : public CollapsibleSection {
    Q_OBJECT

public:
    explicit ClusterPanel(StateEditor* editor, QWidget* parent = nullptr);

    QSpinBox* gpusPerNode() const { return gpusPerNode_; }
    /// Item data: the NIC kind's scenario name ("ib-ndr-400g"); "custom" for a NIC given by
    /// its rate, which cannot be chosen here.
    QComboBox* network() const { return network_; }
    QSpinBox* nicsPerNode() const { return nicsPerNode_; }

private:
    void sync();

    ScenarioModel* model_;
    StateEditor* editor_;
    QSpinBox* gpusPerNode_;
    QComboBox* network_;
    QSpinBox* nicsPerNode_;
    QLabel* share_;
};

} // namespace ridgeline::ui
