#include "ui/panels/gpu_panel.h"

#include "core/evaluation/evaluate.h"
#include "core/scenario/scenario_field_table.h"
#include "ui/charts/chart_style.h"
#include "ui/document/state_editor.h"
#include "ui/model/problem_routes.h"
#include "ui/model/scenario_model.h"
#include "ui/panels/bound_controls.h"
#include "ui/per_dollar.h"
#include "ui/units.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ridgeline::ui {

namespace {

QStringList idsOf(const std::vector<GpuChoice>& choices) {
    QStringList ids;
    for (const GpuChoice& c : choices)
        ids.append(QString::fromStdString(c.gpu.id));
    return ids;
}

} // namespace

GpuPanel::GpuPanel(StateEditor* editor, QWidget* parent)
    : CollapsibleSection(tr("GPUs"), parent)
    , model_(editor->model())
    , editor_(editor)
    , list_(new QListWidget(this))
    , table_(new QWidget(this))
    , grid_(new QGridLayout(table_))
    , primary_(new QButtonGroup(this))
    , message_(new QLabel(this)) {
    list_->setToolTip(tr("Check up to %1 GPUs to compare side by side").arg(maxGpuChoices));
    list_->setAccessibleName(tr("GPU catalogue"));
    for (const Gpu& g : model_->catalogue().gpus) {
        auto* item = new QListWidgetItem(list_);
        item->setData(Qt::UserRole, QString::fromStdString(g.id));
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        item->setCheckState(Qt::Unchecked);
        const std::string_view vendor = vendorBrand(g.vendor);
        item->setToolTip(
            tr("%1 %2, %3 %4, TDP %5 W\nSpecs: %6 (%7)")
                .arg(QString::fromUtf8(vendor.data(), qsizetype(vendor.size())),
                     QString::fromStdString(g.name), QString::fromStdString(g.architecture),
                     QString::fromStdString(g.memoryType))
                .arg(g.tdpW)
                .arg(QString::fromStdString(g.specSource), QString::fromStdString(g.specDate)));
    }
    updateListTexts();
    // Two lines an entry (name and figures, then per $1,000): five entries show at once.
    const int rows = std::min(list_->count(), 5);
    list_->setMinimumHeight(list_->sizeHintForRow(0) * rows + 2 * list_->frameWidth());
    contentLayout()->addWidget(list_);

    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->setHorizontalSpacing(6);
    contentLayout()->addWidget(table_);
    message_->setWordWrap(true);
    message_->setStyleSheet(QStringLiteral("color: #d64541;"));
    message_->setVisible(false);
    contentLayout()->addWidget(message_);

    connect(list_, &QListWidget::itemChanged, this, &GpuPanel::onItemChanged);
    connect(model_, &ScenarioModel::stateChanged, this, &GpuPanel::sync);
    connect(model_, &ScenarioModel::resultsChanged, this, [this] {
        showProblems();
        updateListTexts();
    });
    sync();
}

QSpinBox* GpuPanel::countBox(int choice) const {
    return counts_.value(choice);
}

QSpinBox* GpuPanel::tensorParallelBox(int choice) const {
    return tps_.value(choice);
}

void GpuPanel::onItemChanged(QListWidgetItem* item) {
    const std::string id = item->data(Qt::UserRole).toString().toStdString();
    const bool checked = item->checkState() == Qt::Checked;
    std::vector<GpuChoice> choices = model_->gpuChoices();
    int primary = model_->primaryIndex();
    auto it = std::find_if(choices.begin(), choices.end(),
                           [&](const GpuChoice& c) { return c.gpu.id == id; });
    refusal_.clear();
    if (checked && it == choices.end()) {
        if (int(choices.size()) >= maxGpuChoices) {
            refusal_ = tr("At most %1 GPUs can be compared at once: uncheck one before adding "
                          "%2.")
                           .arg(maxGpuChoices)
                           .arg(item->text().section(QStringLiteral("  ·"), 0, 0));
        } else if (const Gpu* gpu = model_->catalogue().gpu(id)) {
            choices.push_back({*gpu, 1, 1});
        }
    } else if (!checked && it != choices.end()) {
        if (choices.size() == 1) {
            refusal_ = tr("At least one GPU must stay selected.");
        } else {
            const int index = int(it - choices.begin());
            choices.erase(it);
            if (index < primary || primary >= int(choices.size()))
                primary = std::max(0, primary - 1);
        }
    }
    if (!refusal_.isEmpty()) {
        const QSignalBlocker block(list_);
        item->setCheckState(checked ? Qt::Unchecked : Qt::Checked);
        showProblems();
        return;
    }
    editor_->changeChoices(checked ? tr("Add GPU") : tr("Remove GPU"),
                           [&](std::vector<GpuChoice>& c, int& p) {
                               c = choices;
                               p = primary;
                           });
}

void GpuPanel::rebuildTable() {
    while (QLayoutItem* child = grid_->takeAt(0)) {
        delete child->widget();
        delete child;
    }
    counts_.clear();
    tps_.clear();
    const std::vector<GpuChoice> choices = model_->gpuChoices();
    grid_->addWidget(new QLabel(tr("Primary"), table_), 0, 0);
    grid_->addWidget(new QLabel(tr("GPU"), table_), 0, 1);
    grid_->addWidget(new QLabel(tr("Count"), table_), 0, 2);
    grid_->addWidget(new QLabel(tr("TP"), table_), 0, 3);
    grid_->itemAtPosition(0, 3)->widget()->setToolTip(tr("Tensor-parallel degree"));
    for (int i = 0; i < int(choices.size()); ++i) {
        const QString name = QString::fromStdString(choices[std::size_t(i)].gpu.name);
        auto* radio = new QRadioButton(table_);
        radio->setToolTip(tr("Make %1 the primary GPU: the summary shows its numbers").arg(name));
        radio->setAccessibleName(tr("Primary: %1").arg(name));
        primary_->addButton(radio, i);
        // The chart legends' short name ("GB200 NVL72", "RTX PRO 6000 Blackwell"): a long
        // catalogue name would widen the table past the panel and cut every control beside it.
        auto* label = new QLabel(shortGpuName(choices[std::size_t(i)].gpu.name), table_);
        label->setToolTip(name);
        // Every count and degree the core allows (a file's 2,048 GPUs show as 2,048).
        const FieldControl countField{fieldLimit("hardware.count")};
        auto* count = new QSpinBox(table_);
        limitTo(count, countField);
        count->setKeyboardTracking(false);
        count->setToolTip(tr("Number of %1 GPUs (%2)").arg(name, countField.rangeText()));
        count->setAccessibleName(tr("Count of %1").arg(name));
        auto* tp = new QSpinBox(table_);
        limitTo(tp, FieldControl{fieldLimit("workload.tensor_parallel")});
        tp->setKeyboardTracking(false);
        tp->setToolTip(tr("GPUs each model replica of %1 is split over (tensor parallel); must "
                          "divide the count")
                           .arg(name));
        tp->setAccessibleName(tr("Tensor parallel of %1").arg(name));
        grid_->addWidget(radio, i + 1, 0, Qt::AlignCenter);
        grid_->addWidget(label, i + 1, 1);
        grid_->addWidget(count, i + 1, 2);
        grid_->addWidget(tp, i + 1, 3);
        counts_.append(count);
        tps_.append(tp);
        connect(radio, &QRadioButton::toggled, this, [this, i](bool on) {
            if (on)
                editor_->changeChoices(tr("Primary GPU"),
                                       [i](std::vector<GpuChoice>&, int& primary) { primary = i; });
        });
        connect(count, &QSpinBox::valueChanged, this, [this, i](int v) {
            editor_->changeChoices(tr("GPU count"), [i, v](std::vector<GpuChoice>& c, int&) {
                c[std::size_t(i)].count = v;
            });
        });
        connect(tp, &QSpinBox::valueChanged, this, [this, i](int v) {
            editor_->changeChoices(tr("Tensor parallel"), [i, v](std::vector<GpuChoice>& c, int&) {
                c[std::size_t(i)].tensorParallel = v;
            });
        });
    }
    grid_->setColumnStretch(1, 1);
    shownIds_ = idsOf(choices);
}

void GpuPanel::sync() {
    const std::vector<GpuChoice> choices = model_->gpuChoices();
    const QStringList ids = idsOf(choices);
    {
        const QSignalBlocker block(list_);
        for (int row = 0; row < list_->count(); ++row) {
            QListWidgetItem* item = list_->item(row);
            const bool on = ids.contains(item->data(Qt::UserRole).toString());
            item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        }
    }
    if (ids != shownIds_)
        rebuildTable();
    for (int i = 0; i < int(choices.size()); ++i) {
        const QSignalBlocker blockCount(counts_[i]);
        const QSignalBlocker blockTp(tps_[i]);
        // Only on a change: a spin box repaints on every setValue.
        if (counts_[i]->value() != choices[std::size_t(i)].count)
            counts_[i]->setValue(choices[std::size_t(i)].count);
        if (tps_[i]->value() != choices[std::size_t(i)].tensorParallel)
            tps_[i]->setValue(choices[std::size_t(i)].tensorParallel);
        QFont f = grid_->itemAtPosition(i + 1, 1)->widget()->font();
        f.setBold(i == model_->primaryIndex());
        grid_->itemAtPosition(i + 1, 1)->widget()->setFont(f);
    }
    if (QAbstractButton* b = primary_->button(model_->primaryIndex())) {
        const QSignalBlocker block(b);
        b->setChecked(true);
    }
}

void GpuPanel::updateListTexts() {
    const ComputeType compute = model_->scenario().workload.computeFormat;
    const std::vector<GpuChoice> choices = model_->gpuChoices();
    // The list holds the catalogue's GPUs, fixed for the panel's life: their texts change only
    // with the compute format, the memory unit and the compared GPUs' prices. A batch dragged
    // changes none of them, and formatting forty entries took a tenth of each update.
    QString key = QStringLiteral("%1 %2").arg(int(compute)).arg(int(model_->memoryUnit()));
    for (const GpuChoice& c : choices)
        key += QStringLiteral(" %1=%2").arg(
            QString::fromStdString(c.gpu.id),
            c.gpu.priceUsd ? QString::number(*c.gpu.priceUsd, 'g', 17) : QStringLiteral("-"));
    if (key == listTextsKey_)
        return;
    listTextsKey_ = key;
    for (int row = 0; row < list_->count(); ++row) {
        QListWidgetItem* item = list_->item(row);
        const std::string id = item->data(Qt::UserRole).toString().toStdString();
        const Gpu* gpu = model_->catalogue().gpu(id);
        if (!gpu)
            continue;
        // A compared GPU carries the user's price (the primary's with the scenario's overrides
        // applied, by the core's primaryChoice()); the others the catalogue's.
        std::optional<double> price = gpu->priceUsd;
        for (const GpuChoice& c : choices)
            if (c.gpu.id == id)
                price = c.gpu.priceUsd;
        const QString text = tr("%1  ·  %2, %3")
                                 .arg(QString::fromStdString(gpu->name),
                                      units::memory(gpu->memoryBytes(), model_->memoryUnit()),
                                      units::bandwidth(gpu->bandwidthBytesPerS)) +
                             QLatin1Char('\n') + units::perThousandUsd(*gpu, compute, price);
        if (item->text() != text) {
            const QSignalBlocker block(list_);
            item->setText(text);
        }
    }
}

void GpuPanel::showProblems() {
    QStringList lines;
    if (!refusal_.isEmpty())
        lines.append(refusal_);
    for (const FieldProblem& p : model_->problems()) {
        if (siteOf(p, model_->state()) == ProblemSite::gpus)
            lines.append(p.message);
    }
    message_->setText(lines.join(QLatin1Char('\n')));
    message_->setVisible(!lines.isEmpty());
}

} // namespace ridgeline::ui
