#include "ui/document/file_actions.h"

#include "ui/document/dialogs.h"
#include "ui/document/document.h"
#include "ui/document/recent_files.h"
#include "ui/document/scenario_file.h"
#include "ui/model/scenario_model.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

namespace ridgeline::ui {

namespace {

QString fileFilter() {
    return FileActions::tr("Ridgeline scenarios (*%1);;JSON files (*.json);;All files (*)")
        .arg(scenarioSuffix);
}

} // namespace

FileActions::FileActions(Document* document, RecentFiles* recent, QWidget* window,
                         const QString& examplesDir)
    : QObject(window)
    , document_(document)
    , recent_(recent)
    , window_(window)
    , examplesDir_(examplesDir)
    , new_(new QAction(tr("&New"), this))
    , open_(new QAction(tr("&Open…"), this))
    , save_(new QAction(tr("&Save"), this))
    , saveAs_(new QAction(tr("Save &As…"), this))
    , recentMenu_(new QMenu(tr("Open &Recent"), window))
    , examplesMenu_(new QMenu(tr("&Examples"), window)) {
    new_->setShortcut(QKeySequence::New);
    new_->setStatusTip(tr("Start from the default scenario"));
    open_->setShortcut(QKeySequence::Open);
    save_->setShortcut(QKeySequence::Save);
    saveAs_->setShortcut(QKeySequence::SaveAs);
    connect(new_, &QAction::triggered, this, &FileActions::newScenario);
    connect(open_, &QAction::triggered, this, &FileActions::open);
    connect(save_, &QAction::triggered, this, &FileActions::save);
    connect(saveAs_, &QAction::triggered, this, &FileActions::saveAs);
    connect(recentMenu_, &QMenu::aboutToShow, this, [this] { recent_->fillMenu(recentMenu_); });
    connect(recent_, &RecentFiles::openRequested, this, &FileActions::openFile);
    recent_->fillMenu(recentMenu_);
    fillExamples();
}

void FileActions::addTo(QMenu* menu) {
    menu->addAction(new_);
    menu->addAction(open_);
    menu->addMenu(recentMenu_);
    menu->addMenu(examplesMenu_);
    menu->addSeparator();
    menu->addAction(save_);
    menu->addAction(saveAs_);
}

void FileActions::setExamplesDir(const QString& dir) {
    examplesDir_ = dir;
    examplesMenu_->clear();
    fillExamples();
}

void FileActions::fillExamples() {
    struct Example {
        QString name, path;
    };
    std::vector<Example> examples;
    const QDir dir(examplesDir_);
    for (const QFileInfo& info :
         dir.entryInfoList({QStringLiteral("*") + scenarioSuffix}, QDir::Files, QDir::Name)) {
        Result<Scenario> s = readScenarioFile(info.filePath(), document_->model()->catalogue());
        // A broken example is a build problem; it is listed so that opening it says why.
        examples.push_back(
            {scenarioDisplayName(info.filePath(), s ? &s.value() : nullptr), info.filePath()});
    }
    std::sort(examples.begin(), examples.end(),
              [](const Example& a, const Example& b) { return a.name < b.name; });
    for (const Example& e : examples) {
        QAction* a = examplesMenu_->addAction(
            QString(e.name).replace(QLatin1Char('&'), QStringLiteral("&&")));
        a->setData(e.path);
        const QString path = e.path;
        connect(a, &QAction::triggered, this, [this, path] { openExample(path); });
    }
    examplesMenu_->setEnabled(!examples.empty());
}

bool FileActions::maybeSave() {
    if (!document_->isModified())
        return true;
    switch (dialogs_->askUnsaved(window_, document_->displayName())) {
    case Dialogs::Unsaved::Save:
        return save();
    case Dialogs::Unsaved::Discard:
        return true;
    case Dialogs::Unsaved::Cancel:
        break;
    }
    return false;
}

void FileActions::newScenario() {
    if (maybeSave())
        document_->newScenario();
}

void FileActions::open() {
    const QString path =
        dialogs_->openFileName(window_, tr("Open Scenario"), startDir(), fileFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool FileActions::openFile(const QString& path) {
    if (!maybeSave())
        return false;
    const Problems problems = document_->load(path);
    if (!problems.empty()) {
        dialogs_->showError(window_, tr("Cannot open scenario"),
                            tr("\"%1\" was not opened; the current scenario is unchanged.")
                                .arg(QDir::toNativeSeparators(path)),
                            describeProblems(problems));
        return false;
    }
    recent_->add(path);
    return true;
}

bool FileActions::openExample(const QString& path) {
    if (!maybeSave())
        return false;
    const Problems problems = document_->load(path, true);
    if (!problems.empty()) {
        dialogs_->showError(window_, tr("Cannot open example"),
                            tr("The example \"%1\" did not load.").arg(QFileInfo(path).fileName()),
                            describeProblems(problems));
        return false;
    }
    return true;
}

bool FileActions::save() {
    if (document_->filePath().isEmpty())
        return saveAs();
    const QString error = document_->save(document_->filePath());
    if (!error.isEmpty()) {
        dialogs_->showError(window_, tr("Cannot save scenario"), error);
        return false;
    }
    recent_->add(document_->filePath());
    return true;
}

bool FileActions::saveAs() {
    QString suggested = document_->filePath();
    if (suggested.isEmpty()) {
        QString base = document_->displayName();
        base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("-"));
        suggested = QDir(startDir()).filePath(base + scenarioSuffix);
    }
    QString path = dialogs_->saveFileName(window_, tr("Save Scenario As"), suggested, fileFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += scenarioSuffix;
    const QString error = document_->save(path);
    if (!error.isEmpty()) {
        dialogs_->showError(window_, tr("Cannot save scenario"), error);
        return false;
    }
    recent_->add(path);
    return true;
}

QString FileActions::startDir() const {
    if (!document_->filePath().isEmpty())
        return QFileInfo(document_->filePath()).absolutePath();
    const QStringList recent = recent_->files();
    if (!recent.isEmpty())
        return QFileInfo(recent.first()).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

} // namespace ridgeline::ui
