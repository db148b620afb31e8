#include "ui/document/autosave.h"

#include "ui/document/scenario_file.h"
#include "ui/model/scenario_model.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace ridgeline::ui {

Autosave::Autosave(ScenarioModel* model, QString path, int intervalMs, QObject* parent)
    : QObject(parent)
    , model_(model)
    , path_(std::move(path)) {
    connect(model_, &ScenarioModel::stateChanged, this, [this] { changed_ = true; });
    timer_.setInterval(intervalMs);
    connect(&timer_, &QTimer::timeout, this, [this] { saveNow(); });
    timer_.start();
}

QString Autosave::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
           QStringLiteral("/autosave.ridgeline.json");
}

std::optional<Scenario> Autosave::leftOver(const QString& path, const Catalogue& catalogue) {
    if (!QFileInfo::exists(path))
        return std::nullopt;
    Result<Scenario> scenario = readScenarioFile(path, catalogue);
    if (!scenario) {
        QFile::remove(path);
        return std::nullopt;
    }
    return std::move(scenario).value();
}

QString Autosave::saveNow() {
    if (!changed_)
        return {};
    if (!QDir().mkpath(QFileInfo(path_).absolutePath()))
        return tr("cannot create the folder of %1").arg(path_);
    const QString error = writeScenarioFile(path_, model_->scenario(), model_->catalogue());
    if (error.isEmpty())
        changed_ = false;
    return error;
}

void Autosave::discard() {
    timer_.stop();
    changed_ = false;
    QFile::remove(path_);
}

} // namespace ridgeline::ui
