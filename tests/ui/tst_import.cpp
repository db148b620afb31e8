// File > Import model config, dropping a config.json on the window, and File > Import
// measurements: the model follows the config as one undoable change, a bad config is refused with
// its problems, and the calibration dialog fits, charts, lists and saves a profile that the
// engine list then offers.
#include "scripted_dialogs.h"
#include "ui_fixture.h"

#include "core/hardware/architecture.h"
#include "ui/document/import_actions.h"
#include "ui/document/measurements_dialog.h"
#include "ui/panels/control_panel.h"
#include "ui/window/main_window.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QMimeData>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUrl>

using namespace ridgeline;

namespace {

QString data(const QString& name) {
    return QStringLiteral(RIDGELINE_SOURCE_DIR "/tests/data/%1").arg(name);
}

} // namespace

class ImportTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void modelConfigSetsTheModelAndUndoes();
    void badConfigIsRefusedWithItsProblems();
    void droppedConfigJsonIsImported();
    void measurementsAreFittedChartedAndSaved();

private:
    std::unique_ptr<ui::Document> document_;
    std::unique_ptr<ui::MainWindow> window_;
    test::ScriptedDialogs* dialogs_ = nullptr;
    std::unique_ptr<QTemporaryDir> dir_;
};

void ImportTest::init() {
    document_ = test::makeDocument();
    window_ = std::make_unique<ui::MainWindow>(document_.get());
    auto dialogs = std::make_unique<test::ScriptedDialogs>();
    dialogs_ = dialogs.get();
    window_->setDialogs(std::move(dialogs));
    dir_ = std::make_unique<QTemporaryDir>();
    window_->importActions()->setUserCatalogue(dir_->filePath(QStringLiteral("catalogue.json")));
}

void ImportTest::cleanup() {
    window_.reset();
    document_.reset();
}

void ImportTest::modelConfigSetsTheModelAndUndoes() {
    ui::ScenarioModel* model = window_->model();
    const std::string before = model->scenario().model.preset;
    QVERIFY(!before.empty());
    QVERIFY(window_->importActions()->importModelConfig(
        data(QStringLiteral("hf_configs/deepseek-v3.json"))));
    const ModelSpec& m = model->scenario().model;
    QVERIFY(m.preset.empty());
    QCOMPARE(m.arch.kvLoraRank, 512);
    QCOMPARE(m.arch.experts, 256);
    model->flush();
    QVERIFY(test::near(model->primaryResults().model.params, 671e9, 0.01));
    QVERIFY(dialogs_->errors.isEmpty());
    document_->undoStack()->undo();
    QCOMPARE(model->scenario().model.preset, before);
}

void ImportTest::badConfigIsRefusedWithItsProblems() {
    QFile file(dir_->filePath(QStringLiteral("config.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"model_type": "gpt2", "n_embd": 768, "vocab_size": 50257})");
    file.close();
    const Architecture before = window_->model()->scenario().model.arch;
    QVERIFY(!window_->importActions()->importModelConfig(file.fileName()));
    QCOMPARE(dialogs_->errors.size(), 1);
    QVERIFY(dialogs_->errors.first().lines.join(QString()).contains(QStringLiteral("hidden_size")));
    QCOMPARE(window_->model()->scenario().model.arch, before);
}

void ImportTest::droppedConfigJsonIsImported() {
    const QString path = dir_->filePath(QStringLiteral("config.json"));
    QVERIFY(QFile::copy(data(QStringLiteral("hf_configs/gemma-2-9b.json")), path));
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    // Straight to the window's handler: QApplication only delivers drops during a real drag.
    static_cast<QObject*>(window_.get())->event(&drop);
    QVERIFY(drop.isAccepted());
    QTRY_COMPARE(window_->model()->scenario().model.arch.slidingWindow, 4096);
    QCOMPARE(window_->model()->scenario().model.arch.slidingLayers, 21);
}

void ImportTest::measurementsAreFittedChartedAndSaved() {
    QVERIFY(window_->importActions()->importMeasurements(
        data(QStringLiteral("measurements/llama-cpp-decode.csv"))));
    auto* dialog = window_->findChild<ui::MeasurementsDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->calibration());
    QCOMPARE(dialog->table()->rowCount(), 8);
    QCOMPARE(dialog->table()->item(0, 0)->text(), QStringLiteral("A003"));
    QVERIFY(dialog->calibration()->mapeAfterPercent < dialog->calibration()->mapeBeforePercent);
    // Before, fitted and the y = x line, on log axes.
    QCOMPARE(dialog->chart()->chart()->series().size(), 3);
    QCOMPARE(dialog->chart()->chart()->axes().first()->type(), QAbstractAxis::AxisTypeLogValue);
    dialog->profileId()->setText(QStringLiteral("llama.cpp-mine"));
    QVERIFY2(dialog->save().isEmpty(), "save failed");
    QVERIFY(QFile::exists(window_->importActions()->userCatalogue()));
    const EngineProfile* saved = window_->model()->catalogue().engine("llama.cpp-mine");
    QVERIFY(saved);
    QVERIFY(saved->decodeSpread);
    bool offered = false;
    for (QComboBox* box : window_->controls()->findChildren<QComboBox*>())
        offered = offered || box->findData(QStringLiteral("llama.cpp-mine")) >= 0;
    QVERIFY(offered);
    dialog->close();
}

QTEST_MAIN(ImportTest)
#include "tst_import.moc"
