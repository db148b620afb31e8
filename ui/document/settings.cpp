#include "ui/document/settings.h"

#include "core/scenario_io.h"

#include <QMainWindow>
#include <QSettings>
#include <QVariantList>
#include <QVariantMap>

namespace ridgeline::ui {

namespace {

const QString scenarioKey = QStringLiteral("state/scenario");
const QString choicesKey = QStringLiteral("state/gpus");
const QString primaryKey = QStringLiteral("state/primary");
const QString basisKey = QStringLiteral("state/costBasis");
const QString languageKey = QStringLiteral("ui/language");
const QString memoryUnitKey = QStringLiteral("ui/memoryUnit");

QVariant optionalValue(const std::optional<double>& v) {
    return v ? QVariant(*v) : QVariant();
}

std::optional<double> optionalOf(const QVariant& v) {
    if (!v.isValid() || v.isNull())
        return std::nullopt;
    return v.toDouble();
}

} // namespace

Settings::Settings(const QString& fileName)
    : settings_(fileName.isEmpty() ? std::make_unique<QSettings>()
                                   : std::make_unique<QSettings>(fileName, QSettings::IniFormat)) {}

Settings::~Settings() = default;

void Settings::saveState(const ScenarioState& state, const Catalogue& catalogue) {
    settings_->setValue(scenarioKey,
                        QString::fromStdString(serializeScenario(state.scenario, catalogue)));
    QVariantList choices;
    for (const GpuChoice& c : state.choices) {
        QVariantMap m;
        m.insert(QStringLiteral("id"), QString::fromStdString(c.gpu.id));
        m.insert(QStringLiteral("count"), c.count);
        m.insert(QStringLiteral("tensorParallel"), c.tensorParallel);
        m.insert(QStringLiteral("price"), optionalValue(c.gpu.priceUsd));
        m.insert(QStringLiteral("cloud"), optionalValue(c.gpu.cloudUsdPerGpuHour));
        choices.append(m);
    }
    settings_->setValue(choicesKey, choices);
    settings_->setValue(primaryKey, state.primary);
    settings_->setValue(basisKey, state.costBasis == CostBasis::cloud ? QStringLiteral("cloud")
                                                                      : QStringLiteral("owned"));
    settings_->sync();
}

std::optional<ScenarioState> Settings::loadState(const Catalogue& catalogue) const {
    const QString text = settings_->value(scenarioKey).toString();
    if (text.isEmpty())
        return std::nullopt;
    Result<Scenario> scenario = parseScenario(text.toStdString(), catalogue);
    if (!scenario)
        return std::nullopt;
    ScenarioState state;
    state.scenario = std::move(scenario).value();
    for (const QVariant& v : settings_->value(choicesKey).toList()) {
        const QVariantMap m = v.toMap();
        const Gpu* gpu = catalogue.gpu(m.value(QStringLiteral("id")).toString().toStdString());
        if (!gpu)
            continue;
        GpuChoice c{*gpu, std::clamp(m.value(QStringLiteral("count")).toInt(), 1, 1024),
                    std::clamp(m.value(QStringLiteral("tensorParallel")).toInt(), 1, 1024)};
        c.gpu.priceUsd = optionalOf(m.value(QStringLiteral("price")));
        c.gpu.cloudUsdPerGpuHour = optionalOf(m.value(QStringLiteral("cloud")));
        state.choices.push_back(std::move(c));
    }
    state.primary = settings_->value(primaryKey, 0).toInt();
    state.costBasis = settings_->value(basisKey).toString() == QLatin1String("cloud")
                          ? CostBasis::cloud
                          : CostBasis::owned;
    if (state.choices.empty())
        state.choices.push_back(primaryChoice(state.scenario));
    return normalized(std::move(state), catalogue);
}

void Settings::saveWindow(const QMainWindow& window, int maximizedChart) {
    settings_->setValue(QStringLiteral("window/geometry"), window.saveGeometry());
    settings_->setValue(QStringLiteral("window/state"), window.saveState());
    settings_->setValue(QStringLiteral("window/maximizedChart"), maximizedChart);
    settings_->sync();
}

int Settings::restoreWindow(QMainWindow& window) const {
    window.restoreGeometry(settings_->value(QStringLiteral("window/geometry")).toByteArray());
    window.restoreState(settings_->value(QStringLiteral("window/state")).toByteArray());
    return settings_->value(QStringLiteral("window/maximizedChart"), -1).toInt();
}

QString Settings::language() const {
    return settings_->value(languageKey).toString();
}

void Settings::setLanguage(const QString& code) {
    if (code.isEmpty())
        settings_->remove(languageKey);
    else
        settings_->setValue(languageKey, code);
    settings_->sync();
}

units::MemoryUnit Settings::memoryUnit() const {
    return units::memoryUnitFromKey(settings_->value(memoryUnitKey).toString());
}

void Settings::setMemoryUnit(units::MemoryUnit unit) {
    settings_->setValue(memoryUnitKey, units::memoryUnitKey(unit));
    settings_->sync();
}

} // namespace ridgeline::ui
