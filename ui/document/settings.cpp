#include "ui/document/settings.h"

#include "core/files/scenario_io.h"

#include <QMainWindow>
#include <QSettings>
#include <QVariantList>
#include <QVariantMap>

namespace ridgeline::ui {

namespace {

const QString scenarioKey = QStringLiteral("state/scenario");
/// Written by versions that kept the compared GPUs beside the scenario; read, never written.
const QString choicesKey = QStringLiteral("state/gpus");
const QString primaryKey = QStringLiteral("state/primary");
const QString basisKey = QStringLiteral("state/costBasis");
const QString languageKey = QStringLiteral("ui/language");
const QString memoryUnitKey = QStringLiteral("ui/memoryUnit");

std::optional<double> optionalOf(const QVariant& v) {
    if (!v.isValid() || v.isNull())
        return std::nullopt;
    return v.toDouble();
}

/// The list of compared GPUs an older version wrote beside the scenario (id, count, tensor
/// parallel, prices), `primary` its index of the scenario's own; empty when there is none. An
/// entry keeps what the list does not hold (its servers) from the scenario's configuration of
/// the same place when that is the same GPU.
std::vector<GpuChoice> oldChoices(const QVariant& list, const Scenario& scenario, int primary,
                                  const Catalogue& catalogue) {
    std::vector<GpuChoice> out;
    for (const QVariant& v : list.toList()) {
        const QVariantMap m = v.toMap();
        const Gpu* gpu = catalogue.gpu(m.value(QStringLiteral("id")).toString().toStdString());
        if (!gpu)
            continue;
        const int at = int(out.size());
        const int compared = at < primary ? at : at - 1;
        GpuChoice c{*gpu};
        if (at == primary && scenario.hardware.gpu.id == gpu->id)
            c = primaryChoice(scenario);
        else if (at != primary && compared < int(scenario.compare.size()) &&
                 scenario.compare[std::size_t(compared)].gpu.id == gpu->id)
            c = scenario.compare[std::size_t(compared)];
        c.count = std::clamp(m.value(QStringLiteral("count")).toInt(), 1, 1024);
        c.tensorParallel = std::clamp(m.value(QStringLiteral("tensorParallel")).toInt(), 1, 1024);
        c.gpu.priceUsd = optionalOf(m.value(QStringLiteral("price")));
        c.gpu.cloudUsdPerGpuHour = optionalOf(m.value(QStringLiteral("cloud")));
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace

Settings::Settings(const QString& fileName)
    : settings_(fileName.isEmpty() ? std::make_unique<QSettings>()
                                   : std::make_unique<QSettings>(fileName, QSettings::IniFormat)) {}

Settings::~Settings() = default;

void Settings::saveState(const ScenarioState& state, const Catalogue& catalogue) {
    // The scenario holds the compared GPUs (hardware.compare); the primary's place among them
    // is the one thing beside it.
    settings_->setValue(scenarioKey,
                        QString::fromStdString(serializeScenario(state.scenario, catalogue)));
    settings_->remove(choicesKey);
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
    state.primary = settings_->value(primaryKey, 0).toInt();
    state.costBasis = settings_->value(basisKey).toString() == QLatin1String("cloud")
                          ? CostBasis::cloud
                          : CostBasis::owned;
    const std::vector<GpuChoice> old =
        oldChoices(settings_->value(choicesKey), state.scenario, state.primary, catalogue);
    if (!old.empty())
        state.setChoices(old, state.primary, catalogue);
    return withPrimaryInRange(std::move(state));
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
