#include "ui/panels/cluster_panel.h"
#include "ui/document/state_editor.h"

#include "core/hardware/cluster.h"
#include "core/scenario/scenario_field_table.h"
#include "ui/model/scenario_model.h"
#include "ui/panels/bound_controls.h"
#include "ui/units.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>

namespace ridgeline::ui {

namespace {

QString nicName(NicKind kind) {
    return QString::fromUtf8(nicKindName(kind).data(), qsizetype(nicKindName(kind).size()));
}

} // namespace

ClusterPanel::ClusterPanel(StateEditor* editor, QWidget* parent)
    : CollapsibleSection(tr("Cluster"), parent)
    , model_(editor->model())
    , editor_(editor)
    , gpusPerNode_(new QSpinBox(this))
    , network_(new QComboBox(this))
    , nicsPerNode_(new QSpinBox(this))
    , share_(new QLabel(this)) {
    setObjectName(QStringLiteral("clusterPanel"));
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    contentLayout()->addLayout(form);

    limitTo(gpusPerNode_, FieldControl{fieldLimit("hardware.gpus_per_node")});
    gpusPerNode_->setToolTip(tr("GPUs in one server of the primary configuration; more GPUs "
                                "than this talk over the network"));
    form->addRow(tr("GPUs per node"), gpusPerNode_);

    network_->setObjectName(QStringLiteral("network"));
    network_->setToolTip(tr("The network adapter (NIC) that joins the servers"));
    const struct {
        NicKind kind;
        QString text;
    } nics[] = {{NicKind::none, tr("None")},
                {NicKind::ethernet25g, tr("Ethernet 25 Gb/s")},
                {NicKind::ethernet100g, tr("Ethernet 100 Gb/s")},
                {NicKind::ethernet200g, tr("Ethernet 200 Gb/s")},
                {NicKind::ibHdr200g, tr("InfiniBand HDR 200 Gb/s")},
                {NicKind::ibNdr400g, tr("InfiniBand NDR 400 Gb/s")},
                {NicKind::ibXdr800g, tr("InfiniBand XDR 800 Gb/s")}};
    for (const auto& n : nics)
        network_->addItem(n.text, nicName(n.kind));
    network_->addItem(tr("Custom (from the file)"), QStringLiteral("custom"));
    if (auto* items = qobject_cast<QStandardItemModel*>(network_->model()))
        items->item(network_->count() - 1)->setEnabled(false);
    form->addRow(tr("Network"), network_);

    limitTo(nicsPerNode_, FieldControl{fieldLimit("hardware.nics_per_node")});
    nicsPerNode_->setToolTip(tr("Network adapters in one server"));
    form->addRow(tr("NICs per node"), nicsPerNode_);
    share_->setWordWrap(true);
    form->addRow(share_);

    connect(gpusPerNode_, &QSpinBox::valueChanged, this, [this](int v) {
        editor_->change(tr("GPUs per node"),
                        [v](ScenarioState& s) { s.scenario.hardware.gpusPerNode = v; });
    });
    connect(nicsPerNode_, &QSpinBox::valueChanged, this, [this](int v) {
        editor_->change(tr("NICs per node"),
                        [v](ScenarioState& s) { s.scenario.hardware.nicsPerNode = v; });
    });
    connect(network_, &QComboBox::currentIndexChanged, this, [this](int index) {
        const auto kind = nicKindFromName(network_->itemData(index).toString().toStdString());
        if (!kind || *kind == NicKind::custom)
            return;
        editor_->change(tr("Network"),
                        [k = *kind](ScenarioState& s) { s.scenario.hardware.network = nicOf(k); });
    });
    connect(model_, &ScenarioModel::stateChanged, this, &ClusterPanel::sync);
    sync();
}

void ClusterPanel::sync() {
    const HardwareSpec& h = model_->scenario().hardware;
    const Cluster c = clusterOf(h);
    const QSignalBlocker b1(gpusPerNode_), b2(network_), b3(nicsPerNode_);
    gpusPerNode_->setValue(c.gpusPerNode);
    nicsPerNode_->setValue(c.nicsPerNode);
    const QString name =
        c.nic.kind == NicKind::custom ? QStringLiteral("custom") : nicName(c.nic.kind);
    network_->setCurrentIndex(std::max(0, network_->findData(name)));
    const bool defaults = !h.gpusPerNode && !h.network && !h.nicsPerNode;
    share_->setText(tr("Network per GPU: %1%2")
                        .arg(units::bandwidth(networkShareBytesPerS(c)),
                             defaults ? tr(" (the GPU's catalogue server)") : QString()));
}

} // namespace ridgeline::ui
