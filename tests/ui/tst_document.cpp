// Scenario files through the window: save and reload, files that must be refused, the
// unsaved-changes question, recent files, drag-and-drop and the Examples menu.
#include "core/files/scenario_io.h"
#include "scripted_dialogs.h"
#include "ui/document/document.h"
#include "ui/document/file_actions.h"
#include "ui/document/recent_files.h"
#include "ui/document/scenario_file.h"
#include "ui/document/state_editor.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QAction>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMimeData>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QUrl>

using namespace ridgeline;
using namespace ridgeline::ui;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& data) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(data), data.size());
}

QString examplesDir() {
    return QStringLiteral(RIDGELINE_SOURCE_DIR "/resources/scenarios");
}

} // namespace

class TestDocument : public QObject {
    Q_OBJECT

    std::unique_ptr<Document> doc_;
    ScenarioModel* model_ = nullptr;
    std::unique_ptr<MainWindow> window_;
    test::ScriptedDialogs* dialogs_ = nullptr;
    std::unique_ptr<test::ModalWatchdog> watchdog_;
    QTemporaryDir dir_;

    QString path(const QString& name) const { return dir_.filePath(name); }
    void setBatch(int batch) {
        doc_->editor()->change(QStringLiteral("Batch"),
                               [batch](ScenarioState& s) { s.scenario.workload.batch = batch; });
    }

private Q_SLOTS:
    void init() {
        watchdog_ = std::make_unique<test::ModalWatchdog>();
        doc_ = test::makeDocument();
        model_ = doc_->model();
        window_ = std::make_unique<MainWindow>(doc_.get());
        auto dialogs = std::make_unique<test::ScriptedDialogs>();
        dialogs_ = dialogs.get();
        window_->setDialogs(std::move(dialogs));
        window_->fileActions()->setExamplesDir(examplesDir());
    }

    void cleanup() {
        QCOMPARE(watchdog_->closed, 0);
        window_.reset();
        doc_.reset();
        model_ = nullptr;
    }

    void saveAndReloadGivesTheSameScenario() {
        setBatch(24);
        StateEditor* editor = doc_->editor();
        editor->changeChoices(QStringLiteral("Primary GPU"),
                              [](std::vector<GpuChoice>&, int& p) { p = 1; });
        editor->changeChoices(QStringLiteral("GPU count"), [](std::vector<GpuChoice>& c, int&) {
            c[2].count = 8;
            c[2].tensorParallel = 4;
        });
        QVERIFY(window_->isWindowModified());
        const Scenario saved = model_->scenario();
        const std::string primaryId = model_->state().primaryChoice().gpu.id;
        dialogs_->saveAnswer = path(QStringLiteral("mine"));
        window_->fileActions()->saveAsAction()->trigger();
        const QString file = path(QStringLiteral("mine.ridgeline.json"));
        QVERIFY(QFile::exists(file));
        QVERIFY(!window_->isWindowModified());
        QVERIFY(window_->windowTitle().startsWith(QStringLiteral("mine.ridgeline.json[*]")));
        QCOMPARE(window_->document()->filePath(), QFileInfo(file).absoluteFilePath());
        QVERIFY(window_->recentFiles()->files().contains(QFileInfo(file).absoluteFilePath()));

        // Valid JSON whose hardware is the primary GPU, and it parses back.
        const QJsonObject json = QJsonDocument::fromJson(readAll(file)).object();
        QCOMPARE(json.value(QStringLiteral("ridgeline")).toInt(), 1);
        QCOMPARE(json.value(QStringLiteral("hardware")).toObject().value(QStringLiteral("gpu")),
                 QString::fromStdString(primaryId));
        QVERIFY(readScenarioFile(file, model_->catalogue()).ok());
        // The other configurations are saved in order as hardware.compare.
        const QJsonArray compare = json.value(QStringLiteral("hardware"))
                                       .toObject()
                                       .value(QStringLiteral("compare"))
                                       .toArray();
        QCOMPARE(compare.size(), int(model_->gpuChoices().size()) - 1);
        QCOMPARE(compare[1].toObject().value(QStringLiteral("count")).toInt(), 8);
        QCOMPARE(compare[1].toObject().value(QStringLiteral("tensor_parallel")).toInt(), 4);

        window_->fileActions()->newAction()->trigger();
        QVERIFY(!(model_->scenario() == saved));
        QCOMPARE(dialogs_->unsavedAsked, 0); // nothing changed since the save
        QVERIFY(window_->fileActions()->openFile(file));
        QVERIFY(model_->scenario() == saved);
        QCOMPARE(model_->state().primaryChoice().gpu.id, primaryId);
        QCOMPARE(int(model_->gpuChoices().size()), compare.size() + 1);
        QCOMPARE(model_->gpuChoices()[2].count, 8);
        QCOMPARE(model_->gpuChoices()[2].tensorParallel, 4);
        QCOMPARE(window_->document()->undoStack()->count(), 0);
        QVERIFY(!window_->isWindowModified());
    }

    void saveWritesToTheOpenedFile() {
        const QString file = path(QStringLiteral("s.ridgeline.json"));
        QVERIFY(writeScenarioFile(file, model_->scenario(), model_->catalogue()).isEmpty());
        QVERIFY(window_->fileActions()->openFile(file));
        setBatch(7);
        window_->fileActions()->saveAction()->trigger();
        QCOMPARE(dialogs_->saveAsked, 0);
        QCOMPARE(readScenarioFile(file, model_->catalogue()).value().workload.batch, 7);
    }

    void badFilesAreRefused_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        const QByteArray good = QByteArray::fromStdString(
            serializeScenario(defaultScenario(test::catalogue()), test::catalogue()));
        QTest::newRow("truncated") << good.left(good.size() / 2) << QString();
        QByteArray v2 = good;
        v2.replace("\"ridgeline\": 1", "\"ridgeline\": 2");
        QVERIFY(v2 != good);
        QTest::newRow("version 2") << v2 << QStringLiteral("ridgeline");
        QByteArray binary(4096, '\0');
        for (int i = 0; i < binary.size(); ++i)
            binary[i] = char((i * 131 + 7) % 256);
        QTest::newRow("binary") << binary << QStringLiteral("UTF-8");
        QByteArray unknown = good;
        unknown.replace("\"batch\"", "\"batsh\"");
        QTest::newRow("unknown field") << unknown << QStringLiteral("batsh");
        QTest::newRow("50 MB") << QByteArray() << QStringLiteral("too large");
    }

    void badFilesAreRefused() {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        // A saved file, opened and changed: after the refusal it must still be the document.
        const QString good = path(QStringLiteral("good.ridgeline.json"));
        QVERIFY(writeScenarioFile(good, model_->scenario(), model_->catalogue()).isEmpty());
        QVERIFY(window_->fileActions()->openFile(good));
        setBatch(3);
        const ScenarioState before = model_->state();
        const QString bad = path(QStringLiteral("bad.ridgeline.json"));
        if (content.isEmpty()) {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(50 * 1024 * 1024));
        } else {
            writeAll(bad, content);
        }
        const QByteArray badBytes = content.isEmpty() ? QByteArray() : readAll(bad);
        dialogs_->unsavedAnswer = test::ScriptedDialogs::Unsaved::Discard;
        QVERIFY(!window_->fileActions()->openFile(bad));
        QCOMPARE(dialogs_->errors.size(), 1);
        const auto& error = dialogs_->errors.first();
        QVERIFY(!error.lines.isEmpty());
        for (const QString& line : error.lines)
            QVERIFY2(line.contains(QStringLiteral(": ")), qPrintable(line));
        if (!expected.isEmpty())
            QVERIFY2(error.lines.join(QLatin1Char('\n')).contains(expected),
                     qPrintable(error.lines.join(QLatin1Char('\n'))));
        QVERIFY(model_->state() == before);
        QCOMPARE(window_->document()->filePath(), QFileInfo(good).absoluteFilePath());
        QVERIFY(window_->isWindowModified());
        // Save goes to the good file; the refused one is not overwritten.
        window_->fileActions()->saveAction()->trigger();
        QCOMPARE(readScenarioFile(good, model_->catalogue()).value().workload.batch, 3);
        if (!content.isEmpty())
            QCOMPARE(readAll(bad), badBytes);
        else
            QCOMPARE(QFileInfo(bad).size(), qint64(50 * 1024 * 1024));
    }

    void everyProblemIsListed() {
        QByteArray text = QByteArray::fromStdString(
            serializeScenario(defaultScenario(model_->catalogue()), model_->catalogue()));
        text.replace("\"batch\": 1", "\"batch\": -5");
        text.replace("\"pue\": 1.0", "\"pue\": \"high\"");
        const QString bad = path(QStringLiteral("two.ridgeline.json"));
        writeAll(bad, text);
        const Result<Scenario> parsed = readScenarioFile(bad, model_->catalogue());
        QVERIFY(!parsed.ok());
        QVERIFY(parsed.problems().size() >= 2);
        QVERIFY(!window_->fileActions()->openFile(bad));
        QCOMPARE(dialogs_->errors.first().lines.size(), int(parsed.problems().size()));
    }

    void unsavedQuestionIsAsked() {
        const QString file = path(QStringLiteral("q.ridgeline.json"));
        QVERIFY(writeScenarioFile(file, defaultScenario(model_->catalogue()), model_->catalogue())
                    .isEmpty());
        setBatch(9);
        const ScenarioState changed = model_->state();
        dialogs_->unsavedAnswer = test::ScriptedDialogs::Unsaved::Cancel;
        QVERIFY(!window_->fileActions()->openFile(file));
        window_->fileActions()->newAction()->trigger();
        QCOMPARE(dialogs_->unsavedAsked, 2);
        QVERIFY(model_->state() == changed);
        // Save on an untitled document asks for a name; cancelling that cancels the open.
        dialogs_->unsavedAnswer = test::ScriptedDialogs::Unsaved::Save;
        QVERIFY(!window_->fileActions()->openFile(file));
        QCOMPARE(dialogs_->saveAsked, 1);
        QVERIFY(model_->state() == changed);
        dialogs_->saveAnswer = path(QStringLiteral("kept.ridgeline.json"));
        QVERIFY(window_->fileActions()->openFile(file));
        QCOMPARE(readScenarioFile(path(QStringLiteral("kept.ridgeline.json")), model_->catalogue())
                     .value()
                     .workload.batch,
                 9);
        // Closing with changes asks too; Cancel keeps the window open.
        window_->show();
        setBatch(11);
        dialogs_->unsavedAnswer = test::ScriptedDialogs::Unsaved::Cancel;
        QVERIFY(!window_->close());
        QVERIFY(window_->isVisible());
        dialogs_->unsavedAnswer = test::ScriptedDialogs::Unsaved::Discard;
        QVERIFY(window_->close());
    }

    void recentFilesKeepEightExistingOnes() {
        RecentFiles* recent = window_->recentFiles();
        for (int i = 0; i < 10; ++i) {
            const QString f = path(QStringLiteral("r%1.ridgeline.json").arg(i));
            writeAll(f, "{}");
            recent->add(f);
        }
        QStringList files = recent->files();
        QCOMPARE(files.size(), RecentFiles::maxFiles);
        QCOMPARE(QFileInfo(files.first()).fileName(), QStringLiteral("r9.ridgeline.json"));
        QVERIFY(QFile::remove(files.first()));
        files = recent->files();
        QCOMPARE(files.size(), RecentFiles::maxFiles - 1);
        QCOMPARE(QFileInfo(files.first()).fileName(), QStringLiteral("r8.ridgeline.json"));
        recent->fillMenu(window_->fileActions()->recentMenu());
        QVERIFY(window_->fileActions()->recentMenu()->actions().size() >= files.size());
    }

    void droppedFileIsOpened() {
        const QString file = path(QStringLiteral("dropped.ridgeline.json"));
        Scenario s = defaultScenario(model_->catalogue());
        s.workload.batch = 13;
        QVERIFY(writeScenarioFile(file, s, model_->catalogue()).isEmpty());
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(file)});
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        // Straight to the window's handler: QApplication only delivers drops during a real drag.
        static_cast<QObject*>(window_.get())->event(&drop);
        QVERIFY(drop.isAccepted());
        QTRY_COMPARE(model_->scenario().workload.batch, 13);
        QCOMPARE(window_->document()->filePath(), QFileInfo(file).absoluteFilePath());
    }

    void examplesMenuListsAndLoadsEveryExample() {
        const QStringList files =
            QDir(examplesDir()).entryList({QStringLiteral("*.ridgeline.json")}, QDir::Files);
        QVERIFY(files.size() >= 5);
        const QList<QAction*> actions = window_->fileActions()->examplesMenu()->actions();
        QCOMPARE(actions.size(), files.size());
        for (QAction* a : actions) {
            const QString file = a->data().toString();
            QVERIFY(files.contains(QFileInfo(file).fileName()));
            const Result<Scenario> expected = readScenarioFile(file, model_->catalogue());
            QVERIFY2(expected.ok(), qPrintable(file));
            QCOMPARE(a->text(), QString::fromStdString(expected->name)
                                    .replace(QStringLiteral("&"), QStringLiteral("&&")));
            a->trigger();
            // As the model keeps it: prices equal to the catalogue's are no overrides. An example
            // that compares brings its configurations; one that does not keeps the user's.
            Scenario want = stateFromScenario(expected.value(), model_->catalogue()).scenario;
            Scenario got = model_->scenario();
            if (expected->compare.empty()) {
                want.compare.clear();
                got.compare.clear();
            }
            QVERIFY2(got == want, qPrintable(file));
            QVERIFY2(model_->problems().isEmpty(), qPrintable(file));
            QVERIFY(window_->document()->isExample());
            QVERIFY(window_->document()->filePath().isEmpty());
            QVERIFY(window_->windowTitle().contains(QString::fromStdString(expected->name)));
        }
        // Save on an example is Save As.
        dialogs_->saveAnswer.clear();
        window_->fileActions()->saveAction()->trigger();
        QCOMPARE(dialogs_->saveAsked, 1);
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
