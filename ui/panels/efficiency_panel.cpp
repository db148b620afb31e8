#include "ui/panels/efficiency_panel.h"
#include "core/scenario/scenario_field_table.h"
#include "ui/document/state_editor.h"

#include "ui/panels/bound_controls.h"

#include "core/evaluation/ranges.h"
#include "ui/model/scenario_model.h"
#include "ui/widgets/slider_spin.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace ridgeline::ui {

namespace {

QString provenance(const EngineProfile& e, const Gpu& gpu) {
    // The calibration rows behind the profile's values on this GPU (the variant's, if one
    // applies).
    const EfficiencyVariant* variant = variantFor(e, gpu.vendor, gpu.memoryType);
    const std::vector<std::string>& rows = variant ? variant->fittedTo : e.fittedTo;
    QStringList ids;
    for (const std::string& id : rows)
        ids.append(QString::fromStdString(id));
    const QString fitted =
        ids.isEmpty() ? EfficiencyPanel::tr("not fitted to calibration rows (documented defaults)")
                      : EfficiencyPanel::tr("fitted to calibration rows %1").arg(ids.join(u", "));
    const QString mape = e.mapePercent
                             ? EfficiencyPanel::tr("MAPE %1 %").arg(*e.mapePercent, 0, 'f', 1)
                             : EfficiencyPanel::tr("MAPE not measured");
    return EfficiencyPanel::tr("%1: %2; %3.").arg(QString::fromStdString(e.name), fitted, mape);
}

} // namespace

EfficiencyPanel::EfficiencyPanel(StateEditor* editor, QWidget* parent)
    : CollapsibleSection(tr("Efficiency"), parent)
    , model_(editor->model())
    , editor_(editor)
    , source_(new QLabel(this))
    , reset_(new QPushButton(tr("&Reset to engine profile"), this)) {
    // Every value the core allows (core/scenario/scenario_field_table.h), in the shown unit.
    memory_ = addSlider(tr("Memory efficiency η_m"), fieldLimit("efficiency.memory"), 3, {},
                        tr("Memory efficiency"), &EfficiencyOverrides::memory, 1);
    compute_ = addSlider(tr("Compute efficiency η_c"), fieldLimit("efficiency.compute"), 3, {},
                         tr("Compute efficiency"), &EfficiencyOverrides::compute, 1);
    mfu_ = addSlider(tr("Training MFU"), fieldLimit("efficiency.mfu"), 3, {}, tr("MFU"),
                     &EfficiencyOverrides::mfu, 1);
    overhead_ = addSlider(tr("Step overhead"), fieldLimit("efficiency.step_overhead_s"), 2,
                          tr(" ms"), tr("Step overhead"), &EfficiencyOverrides::stepOverheadS, 1e3);
    uncertainty_ =
        addSlider(tr("Uncertainty of your values ±"), fieldLimit("efficiency.uncertainty"), 0,
                  tr(" %"), tr("Efficiency uncertainty"), &EfficiencyOverrides::uncertainty, 100);
    source_->setWordWrap(true);
    source_->setForegroundRole(QPalette::PlaceholderText);
    contentLayout()->addWidget(source_);
    reset_->setToolTip(tr("Drop the values you set and use the engine profile's again"));
    auto* row = new QHBoxLayout;
    row->addWidget(reset_);
    row->addStretch();
    contentLayout()->addLayout(row);
    connect(reset_, &QPushButton::clicked, this, [this] {
        editor_->change(tr("Reset efficiency"),
                        [](ScenarioState& s) { s.scenario.efficiencyOverrides = {}; });
    });
    connect(model_, &ScenarioModel::stateChanged, this, &EfficiencyPanel::sync);
    sync();
}

SliderSpin* EfficiencyPanel::addSlider(const QString& title, const FieldLimit& limit, int decimals,
                                       const QString& suffix, const QString& what,
                                       std::optional<double> EfficiencyOverrides::*field,
                                       double scale) {
    auto* s = new SliderSpin(title, this);
    s->setDecimals(decimals);
    // Fractions stay above zero (the scenario refuses 0); the overhead may be zero.
    limitTo(s, FieldControl{limit, 1 / scale});
    s->setSuffix(suffix);
    contentLayout()->addWidget(s);
    bindSlider(s, editor_, what, [field, scale](ScenarioState& st, double v) {
        st.scenario.efficiencyOverrides.*field = v / scale;
    });
    return s;
}

void EfficiencyPanel::sync() {
    const Scenario& s = model_->scenario();
    const std::string& memoryType = s.hardware.gpu.memoryType;
    const Efficiency& profile = efficiencyFor(s.engine, s.hardware.gpu.vendor, memoryType);
    const Efficiency effective = effectiveEfficiency(s);
    const EfficiencyOverrides& o = s.efficiencyOverrides;
    const QString from = provenance(s.engine, s.hardware.gpu);
    const QString gpu = QString::fromStdString(s.hardware.gpu.name);
    auto show = [&](SliderSpin* slider, double value, bool overridden, const QString& meaning,
                    const QString& profileText) {
        slider->setValue(value);
        QFont f = slider->titleLabel()->font();
        f.setBold(overridden);
        slider->titleLabel()->setFont(f);
        const QString state =
            overridden ? tr("Your value; the engine profile gives %1 on %2.").arg(profileText, gpu)
                       : tr("Engine profile value on %1.").arg(gpu);
        slider->setToolTip(QStringLiteral("%1\n%2\n%3").arg(meaning, state, from));
    };
    auto fraction = [](double v) { return QLocale().toString(v, 'f', 3); };
    show(memory_, effective.memory, o.memory.has_value(),
         tr("η_m: the share of the peak memory bandwidth the engine reaches; decode time is the "
            "bytes read per step divided by η_m × bandwidth."),
         fraction(profile.memory));
    show(compute_, effective.compute, o.compute.has_value(),
         tr("η_c: the share of the peak tensor-core FLOP/s reached in inference (prefill and "
            "compute-bound decode)."),
         fraction(profile.compute));
    show(mfu_, effective.mfu, o.mfu.has_value(),
         tr("Model-FLOPs utilisation of training: useful FLOP/s over peak, all overheads "
            "included; the headline training time divides 6 P T by it."),
         fraction(profile.mfu));
    show(overhead_, effective.stepOverheadS * 1e3, o.stepOverheadS.has_value(),
         tr("Fixed time added to every decode step: kernel launches, sampling, scheduling."),
         tr("%1 ms").arg(profile.stepOverheadS * 1e3, 0, 'f', 2));
    const bool any = o.memory || o.compute || o.mfu || o.stepOverheadS;
    show(uncertainty_, o.uncertainty.value_or(defaultOverrideUncertainty) * 100,
         o.uncertainty.has_value(),
         tr("How sure you are of the efficiencies you set, relative: the P10-P90 ranges of what "
            "they govern widen by this much. It applies only while you set an efficiency."),
         tr("%1 %").arg(defaultOverrideUncertainty * 100, 0, 'f', 0));
    reset_->setEnabled(any || o.uncertainty);
    source_->setText(tr("Profile on %1: η_m %2, η_c %3, MFU %4, %5 ms.%6")
                         .arg(QString::fromStdString(memoryType), fraction(profile.memory),
                              fraction(profile.compute), fraction(profile.mfu))
                         .arg(profile.stepOverheadS * 1e3, 0, 'f', 2)
                         .arg(any ? tr(" Bold: your values.") : QString()));
    source_->setToolTip(from);
}

} // namespace ridgeline::ui
