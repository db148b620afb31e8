#include "ui/panels/economics_panel.h"

#include "core/scenario/scenario_field_table.h"
#include "ui/charts/chart_style.h"
#include "ui/document/state_editor.h"
#include "ui/model/scenario_model.h"
#include "ui/panels/bound_controls.h"
#include "ui/widgets/slider_spin.h"

#include <QButtonGroup>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace ridgeline::ui {

namespace {

/// Shows `value` ("unknown" when none) without a signal, and without touching a box that
/// already shows it: every setter repaints, and a new special text relayouts the panel.
void showValue(QDoubleSpinBox* box, const std::optional<double>& value, const QString& absent) {
    const QSignalBlocker block(box);
    const QString special = value ? QString() : absent;
    if (box->specialValueText() != special)
        box->setSpecialValueText(special);
    if (box->value() != value.value_or(0))
        box->setValue(value.value_or(0));
}

} // namespace

EconomicsPanel::EconomicsPanel(StateEditor* editor, QWidget* parent)
    : CollapsibleSection(tr("Economics"), parent)
    , model_(editor->model())
    , editor_(editor)
    , owned_(new QRadioButton(tr("&Owned"), this))
    , cloud_(new QRadioButton(tr("C&loud"), this))
    , prices_(new QWidget(this))
    , grid_(new QGridLayout(prices_)) {
    auto* basis = new QButtonGroup(this);
    basis->addButton(owned_);
    basis->addButton(cloud_);
    owned_->setToolTip(tr("Headline cost: buy the GPUs (price over the lifetime plus power)"));
    cloud_->setToolTip(tr("Headline cost: rent the GPUs by the hour"));
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Cost basis:"), this));
    row->addWidget(owned_);
    row->addWidget(cloud_);
    row->addStretch();
    contentLayout()->addLayout(row);
    connect(cloud_, &QRadioButton::toggled, this, [this](bool on) {
        editor_->change(tr("Cost basis"), [on](ScenarioState& s) {
            s.costBasis = on ? CostBasis::cloud : CostBasis::owned;
        });
    });

    utilization_ =
        addSlider(tr("Utilization"), tr("Share of the hours the GPUs do useful work (1 to 100 %)"),
                  1, 100, 0, {}, tr(" %"));
    limitTo(utilization_, FieldControl{fieldLimit("economics.utilization"), 0.01});
    // The boxes take every value the core allows (core/scenario/scenario_field_table.h); the
    // sliders span the usual values.
    electricity_ =
        addSlider(tr("Electricity"), tr("Price of a kilowatt-hour"), 0, 1, 3, tr("$"), tr(" /kWh"));
    limitTo(electricity_, FieldControl{fieldLimit("economics.usd_per_kwh")});
    lifetime_ = addSlider(tr("Lifetime"), tr("Years the purchase is written off over"), 0.5, 10, 1,
                          {}, tr(" years"));
    limitTo(lifetime_, FieldControl{fieldLimit("economics.lifetime_years")});
    pue_ = addSlider(tr("PUE"), tr("Power usage effectiveness: facility power / IT power"), 1, 3, 2,
                     {}, {});
    limitTo(pue_, FieldControl{fieldLimit("economics.pue")});
    server_ = addSlider(tr("Server and network"),
                        tr("Purchase price of everything but the GPUs (chassis, CPUs, memory, "
                           "network) for the whole system; written off with the GPUs"),
                        1, 1e8, 0, tr("$"), {});
    // Log scale from "none" ($1 and below count as nothing) to the core's limit, the slider to
    // $100M.
    const FieldControl server{fieldLimit("economics.server_overhead_usd")};
    server_->setRange(1, server.hi(), SliderSpin::Scale::log);
    server_->setSliderSpan(1, 1e8);
    server_->setObjectName(
        QString::fromUtf8(server.limit.path.data(), qsizetype(server.limit.path.size())));
    server_->spinBox()->setSpecialValueText(tr("none"));
    maintenance_ = addSlider(tr("Maintenance"),
                             tr("Yearly maintenance and support, as a share of the purchase price"),
                             0, 50, 1, {}, tr(" % /year"));
    limitTo(maintenance_, FieldControl{fieldLimit("economics.maintenance_per_year"), 0.01});
    // Each slider's edit as one named change (a drag is one undo step).
    const auto bind = [this](SliderSpin* slider, const QString& what,
                             std::function<void(Economics&, double)> apply) {
        bindSlider(slider, editor_, what,
                   [apply](ScenarioState& s, double v) { apply(s.scenario.economics, v); });
    };
    bind(utilization_, tr("Utilization"), [](Economics& e, double v) { e.utilization = v / 100; });
    bind(electricity_, tr("Electricity price"), [](Economics& e, double v) { e.usdPerKwh = v; });
    bind(lifetime_, tr("Lifetime"), [](Economics& e, double v) { e.lifetimeYears = v; });
    bind(pue_, tr("PUE"), [](Economics& e, double v) { e.pue = v; });
    bind(server_, tr("Server and network"),
         [](Economics& e, double v) { e.serverOverheadUsd = v > 1 ? v : 0; });
    bind(maintenance_, tr("Maintenance"),
         [](Economics& e, double v) { e.maintenancePerYear = v / 100; });
    grid_->setContentsMargins(0, 4, 0, 0);
    contentLayout()->addWidget(prices_);
    connect(model_, &ScenarioModel::stateChanged, this, &EconomicsPanel::sync);
    sync();
}

SliderSpin* EconomicsPanel::addSlider(const QString& title, const QString& tip, double min,
                                      double max, int decimals, const QString& prefix,
                                      const QString& suffix) {
    auto* s = new SliderSpin(title, this);
    s->setDecimals(decimals);
    s->setRange(min, max);
    s->setPrefix(prefix);
    s->setSuffix(suffix);
    s->setToolTip(tip);
    contentLayout()->addWidget(s);
    return s;
}

void EconomicsPanel::rebuildPrices() {
    while (QLayoutItem* child = grid_->takeAt(0)) {
        delete child->widget();
        delete child;
    }
    priceBoxes_.clear();
    cloudBoxes_.clear();
    shownIds_.clear();
    grid_->addWidget(new QLabel(tr("GPU"), prices_), 0, 0);
    grid_->addWidget(new QLabel(tr("Price"), prices_), 0, 1);
    grid_->addWidget(new QLabel(tr("Cloud /GPU-h"), prices_), 0, 2);
    const std::vector<GpuChoice> choices = model_->gpuChoices();
    for (int i = 0; i < int(choices.size()); ++i) {
        const Gpu& g = choices[std::size_t(i)].gpu;
        const QString name = QString::fromStdString(g.name);
        shownIds_.append(QString::fromStdString(g.id));
        auto* price = new QDoubleSpinBox(prices_);
        price->setDecimals(0);
        limitTo(price, FieldControl{fieldLimit("economics.gpu_price_usd")});
        price->setPrefix(tr("$"));
        price->setKeyboardTracking(false);
        price->setAccessibleName(tr("Price of %1").arg(name));
        price->setToolTip(tr("Purchase price of one %1; catalogue: %2 (%3)")
                              .arg(name, QString::fromStdString(g.priceSource),
                                   QString::fromStdString(g.priceDate)));
        auto* cloud = new QDoubleSpinBox(prices_);
        cloud->setDecimals(2);
        limitTo(cloud, FieldControl{fieldLimit("economics.cloud_usd_per_gpu_hour")});
        cloud->setPrefix(tr("$"));
        cloud->setKeyboardTracking(false);
        cloud->setAccessibleName(tr("Cloud rate of %1").arg(name));
        cloud->setToolTip(tr("On-demand rate per GPU-hour of %1; catalogue: %2 (%3)")
                              .arg(name, QString::fromStdString(g.cloudSource),
                                   QString::fromStdString(g.cloudDate)));
        // A catalogue name longer than the column is meant for ("GB200 NVL72 (per GPU) 186GB")
        // would widen the whole control panel past its width: such names show as the legends'
        // short name, the full name as tooltip.
        constexpr qsizetype longName = 24;
        auto* label = new QLabel(name.size() > longName ? shortGpuName(g.name) : name, prices_);
        label->setToolTip(name);
        grid_->addWidget(label, i + 1, 0);
        grid_->addWidget(price, i + 1, 1);
        grid_->addWidget(cloud, i + 1, 2);
        priceBoxes_.append(price);
        cloudBoxes_.append(cloud);
        connect(price, &QDoubleSpinBox::valueChanged, this, [this, i](double v) {
            editor_->changeChoices(tr("GPU price"), [i, v](std::vector<GpuChoice>& c, int&) {
                c[std::size_t(i)].gpu.priceUsd = v;
            });
        });
        connect(cloud, &QDoubleSpinBox::valueChanged, this, [this, i](double v) {
            editor_->changeChoices(tr("Cloud rate"), [i, v](std::vector<GpuChoice>& c, int&) {
                c[std::size_t(i)].gpu.cloudUsdPerGpuHour = v;
            });
        });
    }
    grid_->setColumnStretch(0, 1);
}

void EconomicsPanel::sync() {
    const ScenarioState& state = model_->state();
    const Economics& e = state.scenario.economics;
    {
        const QSignalBlocker a(owned_), b(cloud_);
        owned_->setChecked(state.costBasis == CostBasis::owned);
        cloud_->setChecked(state.costBasis == CostBasis::cloud);
    }
    utilization_->setValue(e.utilization * 100.0);
    electricity_->setValue(e.usdPerKwh);
    lifetime_->setValue(e.lifetimeYears);
    pue_->setValue(e.pue);
    server_->setValue(e.serverOverheadUsd);
    maintenance_->setValue(e.maintenancePerYear * 100.0);
    const std::vector<GpuChoice> choices = state.choices();
    QStringList ids;
    for (const GpuChoice& c : choices)
        ids.append(QString::fromStdString(c.gpu.id));
    if (ids != shownIds_)
        rebuildPrices();
    for (int i = 0; i < int(choices.size()); ++i) {
        const Gpu& g = choices[std::size_t(i)].gpu;
        showValue(priceBoxes_[i], g.priceUsd, tr("unknown"));
        // Some parts are not rented anywhere: no rate, never a made-up one.
        showValue(cloudBoxes_[i], g.cloudUsdPerGpuHour, tr("no cloud rate"));
    }
}

} // namespace ridgeline::ui
