#include "ui/panels/bound_controls.h"

#include <QLocale>
#include <QSignalBlocker>

#include <cmath>

namespace ridgeline::ui {

void bindSlider(SliderSpin* slider, StateEditor* editor, const QString& what,
                std::function<void(ScenarioState&, double)> apply) {
    if (apply) {
        QObject::connect(slider, &SliderSpin::valueEdited, editor, [editor, what, apply](double v) {
            editor->change(what, [&apply, v](ScenarioState& s) { apply(s, v); });
        });
    }
    ScenarioModel* model = editor->model();
    QObject::connect(slider, &SliderSpin::dragStarted, model, &ScenarioModel::beginInteraction);
    QObject::connect(slider, &SliderSpin::dragFinished, model, &ScenarioModel::endInteraction);
}

SliderSpin* addLogSlider(QWidget* owner, QBoxLayout* layout, StateEditor* editor,
                         const QString& title, const QString& tip, double min, double max,
                         const QString& suffix, std::function<void(ScenarioState&, double)> apply) {
    auto* slider = new SliderSpin(title, owner);
    slider->setRange(min, max, SliderSpin::Scale::log);
    slider->setDecimals(0);
    slider->setSuffix(suffix);
    slider->setToolTip(tip);
    layout->addWidget(slider);
    bindSlider(slider, editor, title, std::move(apply));
    return slider;
}

QString FieldControl::rangeText() const {
    const QLocale locale;
    const auto shown = [&locale](double v) {
        return v == std::round(v) && std::abs(v) < 9e15 ? locale.toString(qint64(v))
                                                        : locale.toString(v, 'g', 3);
    };
    return QCoreApplication::translate("FieldControl", "%1 to %2").arg(shown(lo()), shown(hi()));
}

namespace {

QString pathOf(const FieldLimit& limit) {
    return QString::fromUtf8(limit.path.data(), qsizetype(limit.path.size()));
}

} // namespace

SliderSpin* addFieldSlider(QWidget* owner, QBoxLayout* layout, StateEditor* editor,
                           const QString& title, const QString& tip, const FieldControl& field,
                           double sliderLow, double sliderHigh, const QString& suffix,
                           std::function<void(ScenarioState&, double)> apply) {
    SliderSpin* slider = addLogSlider(owner, layout, editor, title, tip, field.lo(), field.hi(),
                                      suffix, std::move(apply));
    slider->setSliderSpan(sliderLow, sliderHigh);
    slider->setObjectName(pathOf(field.limit));
    return slider;
}

void limitTo(QSpinBox* box, const FieldControl& field) {
    box->setRange(int(std::ceil(field.lo())), int(std::floor(field.hi())));
    box->setObjectName(pathOf(field.limit));
}

namespace {

// `value` rounded up to `decimals`: the least value a box of those decimals shows as itself.
double shownAtLeast(double value, int decimals) {
    const double step = std::pow(10.0, decimals);
    return std::ceil(value * step - 1e-9) / step;
}

} // namespace

void limitTo(QDoubleSpinBox* box, const FieldControl& field, const QString& none) {
    const double lo = none.isEmpty() ? shownAtLeast(field.lo(), box->decimals()) : 0.0;
    box->setRange(lo, field.hi());
    if (!none.isEmpty())
        box->setSpecialValueText(none);
    box->setObjectName(pathOf(field.limit));
}

void limitTo(SliderSpin* slider, const FieldControl& field) {
    const double low = slider->valueAt(slider->slider()->minimum());
    const double high = slider->valueAt(slider->slider()->maximum());
    slider->setRange(shownAtLeast(field.lo(), slider->spinBox()->decimals()), field.hi(),
                     slider->scale());
    slider->setSliderSpan(low, high);
    slider->setObjectName(pathOf(field.limit));
}

QComboBox* addBoundCombo(QWidget* owner, QFormLayout* form, StateEditor* editor,
                         const QString& label, const QString& tip,
                         std::function<void(ScenarioState&, const QString&)> apply) {
    auto* box = new QComboBox(owner);
    box->setToolTip(tip);
    box->setAccessibleName(label);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(10);
    form->addRow(label, box);
    QObject::connect(box, &QComboBox::activated, editor, [editor, box, label, apply](int index) {
        const QString v = box->itemData(index).toString();
        editor->change(label, [&apply, &v](ScenarioState& s) { apply(s, v); });
    });
    return box;
}

QString coreName(std::string_view name) {
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

void selectData(QComboBox* box, const QString& data, const QString& fallbackText) {
    const QSignalBlocker block(box);
    int index = box->findData(data);
    if (index < 0 && !fallbackText.isEmpty()) {
        box->addItem(fallbackText, data);
        index = box->count() - 1;
    }
    box->setCurrentIndex(index);
}

} // namespace ridgeline::ui
