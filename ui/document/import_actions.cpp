#include "ui/document/import_actions.h"

#include "core/base/text_file.h"
#include "core/calibration/measurements.h"
#include "core/catalogue/hf_config.h"
#include "ui/document/dialogs.h"
#include "ui/document/document.h"
#include "ui/document/measurements_dialog.h"
#include "ui/document/state_editor.h"
#include "ui/model/problem_text.h"
#include "ui/model/scenario_model.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QStandardPaths>

namespace ridgeline::ui {

namespace {

QStringList problemLines(const Problems& problems) {
    QStringList lines;
    for (const Problem& p : problems)
        lines << problemText(p);
    return lines;
}

} // namespace

ImportActions::ImportActions(Document* document, QWidget* window, QString userCatalogue)
    : QObject(window)
    , document_(document)
    , window_(window)
    , userCatalogue_(std::move(userCatalogue))
    , importModel_(new QAction(tr("Import &Model Config…"), this))
    , importMeasurements_(new QAction(tr("Import M&easurements…"), this)) {
    importModel_->setStatusTip(tr("Set the model from a Hugging Face config.json"));
    importMeasurements_->setStatusTip(
        tr("Fit an engine profile to measured results (CSV, llama-bench, vLLM benchmark)"));
    connect(importModel_, &QAction::triggered, this, [this] {
        if (!dialogs_)
            return;
        const QString path =
            dialogs_->openFileName(window_, tr("Import Model Config"), QString(),
                                   tr("Model configs (config.json *.json);;All files (*)"));
        if (!path.isEmpty())
            importModelConfig(path);
    });
    connect(importMeasurements_, &QAction::triggered, this, [this] {
        if (!dialogs_)
            return;
        const QString path =
            dialogs_->openFileName(window_, tr("Import Measurements"), QString(),
                                   tr("Measurements (*.csv *.json *.jsonl);;All files (*)"));
        if (!path.isEmpty())
            importMeasurements(path);
    });
}

void ImportActions::addTo(QMenu* menu) {
    menu->addAction(importModel_);
    menu->addAction(importMeasurements_);
}

bool ImportActions::isModelConfig(const QString& path) {
    return QFileInfo(path).fileName().compare(QStringLiteral("config.json"), Qt::CaseInsensitive) ==
           0;
}

QString ImportActions::defaultUserCatalogue() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/catalogue.json");
}

bool ImportActions::importModelConfig(const QString& path) {
    const QString shown = QFileInfo(path).fileName();
    const Result<std::string> text = readTextFile(path.toStdString(), maxHfConfigBytes);
    Result<HfModel> model = Problems{};
    if (text)
        model = parseHfConfig(*text, shown.toStdString());
    if (!text || !model) {
        if (dialogs_)
            dialogs_->showError(window_, tr("Cannot import the model config"),
                                tr("%1 does not describe a model Ridgeline can read.").arg(shown),
                                problemLines(text ? model.problems() : text.problems()));
        return false;
    }
    const Architecture arch = model->arch;
    document_->editor()->change(tr("Import model config"), [arch](ScenarioState& s) {
        ModelSpec& m = s.scenario.model;
        m.preset.clear();
        m.params.reset();
        m.arch = arch;
    });
    return true;
}

bool ImportActions::importMeasurements(const QString& path) {
    const QString shown = QFileInfo(path).fileName();
    const Result<std::string> text = readTextFile(path.toStdString(), maxMeasurementBytes);
    Result<MeasurementFile> file = Problems{};
    if (text)
        file = parseMeasurements(*text, shown.toStdString());
    if (!text || !file) {
        if (dialogs_)
            dialogs_->showError(window_, tr("Cannot import the measurements"),
                                tr("%1 holds no measurements Ridgeline can read.").arg(shown),
                                problemLines(text ? file.problems() : text.problems()));
        return false;
    }
    auto* dialog =
        new MeasurementsDialog(document_->model(), *file, shown, userCatalogue_, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return true;
}

} // namespace ridgeline::ui
