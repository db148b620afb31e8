// File > Import model config and File > Import measurements: a Hugging Face config.json becomes
// the scenario's model (an undoable change); measured results open the calibration dialog,
// whose fitted profile goes into the user catalogue.
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace ridgeline::ui {

class Dialogs;
class Document;

class ImportActions : public QObject {
    Q_OBJECT

public:
    /// `userCatalogue` is the file fitted profiles are saved to (created when absent).
    ImportActions(Document* document, QWidget* window, QString userCatalogue);

    void setDialogs(Dialogs* dialogs) { dialogs_ = dialogs; }
    void setUserCatalogue(const QString& path) { userCatalogue_ = path; }
    const QString& userCatalogue() const { return userCatalogue_; }
    void addTo(QMenu* menu);

    QAction* importModelAction() const { return importModel_; }
    QAction* importMeasurementsAction() const { return importMeasurements_; }

    /// Sets the scenario's model from a config.json; shows the problems and returns false when
    /// the file is not one this reader understands.
    bool importModelConfig(const QString& path);
    /// Opens the calibration dialog on a measurements file; false when it cannot be read.
    bool importMeasurements(const QString& path);

    /// Whether a dropped file is a model config rather than a scenario: named config.json.
    static bool isModelConfig(const QString& path);
    /// Where the window keeps the user catalogue: catalogue.json in the application's data
    /// folder (QStandardPaths::AppDataLocation).
    static QString defaultUserCatalogue();

private:
    Document* document_;
    QWidget* window_;
    QString userCatalogue_;
    Dialogs* dialogs_ = nullptr;
    QAction* importModel_;
    QAction* importMeasurements_;
};

} // namespace ridgeline::ui
