// Autosave: an edit reaches the autosave file within the interval; a run that ends without a
// clean exit (the window destroyed without closing, as a kill -9 leaves it) has its edit offered
// back at the next start; a clean exit or a declined offer leaves no file.
#include "scripted_dialogs.h"
#include "ui/document/autosave.h"
#include "ui/document/document.h"
#include "ui/document/state_editor.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace ridgeline;
using namespace ridgeline::ui;

class TestAutosave : public QObject {
    Q_OBJECT

    struct Session {
        std::unique_ptr<Document> doc;
        std::unique_ptr<MainWindow> window;
        test::ScriptedDialogs* dialogs = nullptr;
    };
    QTemporaryDir dir_;
    std::unique_ptr<test::ModalWatchdog> watchdog_;

    QString autosavePath() const { return dir_.filePath(QStringLiteral("state/autosave.json")); }

    // A new run of the app: a fresh document and window, autosaving every 20 ms.
    Session start(bool restoreAnswer = true) {
        Session s;
        s.doc = test::makeDocument();
        s.window = std::make_unique<MainWindow>(s.doc.get());
        auto dialogs = std::make_unique<test::ScriptedDialogs>();
        dialogs->restoreAnswer = restoreAnswer;
        s.dialogs = dialogs.get();
        s.window->setDialogs(std::move(dialogs));
        s.window->enableAutosave(autosavePath(), 20);
        return s;
    }

    static void setBatch(Session& s, int batch) {
        s.doc->editor()->change(QStringLiteral("Batch"),
                                [batch](ScenarioState& st) { st.scenario.workload.batch = batch; });
    }

    // Edits the batch and waits until the edit is on disk.
    void crashAfterEdit(int batch) {
        Session s = start();
        setBatch(s, batch);
        QTRY_VERIFY(!s.window->autosave()->pending());
        // No close event: the process "dies" here and the file stays.
        s.window.reset();
        s.doc.reset();
    }

private Q_SLOTS:
    void init() {
        watchdog_ = std::make_unique<test::ModalWatchdog>();
        QFile::remove(autosavePath());
    }
    void cleanup() { QCOMPARE(watchdog_->closed, 0); }

    void nothingIsWrittenWithoutAChange() {
        Session s = start();
        QCOMPARE(s.dialogs->restoreAsked, 0);
        QVERIFY(s.window->autosave()->saveNow().isEmpty());
        QVERIFY(!QFile::exists(autosavePath()));
    }

    void anEditIsOfferedBackAfterACrash() {
        crashAfterEdit(37);
        QVERIFY(QFile::exists(autosavePath()));
        Session next = start(true);
        QCOMPARE(next.dialogs->restoreAsked, 1);
        QCOMPARE(next.window->model()->scenario().workload.batch, 37);
        // Restored as an edit: undoable, and the document shows unsaved changes.
        QCOMPARE(next.doc->undoStack()->count(), 1);
        QVERIFY(next.doc->isModified());
        next.doc->undoStack()->undo();
        QVERIFY(next.window->model()->scenario().workload.batch != 37);
    }

    void aDeclinedOfferIsNotAskedAgain() {
        crashAfterEdit(41);
        Session next = start(false);
        QCOMPARE(next.dialogs->restoreAsked, 1);
        QVERIFY(next.window->model()->scenario().workload.batch != 41);
        QVERIFY(!QFile::exists(autosavePath()));
        next.window.reset();
        Session third = start();
        QCOMPARE(third.dialogs->restoreAsked, 0);
    }

    void aCleanExitRemovesTheAutosave() {
        Session s = start();
        setBatch(s, 12);
        QTRY_VERIFY(QFile::exists(autosavePath()));
        s.dialogs->unsavedAnswer = Dialogs::Unsaved::Discard;
        QVERIFY(s.window->close());
        QVERIFY(!QFile::exists(autosavePath()));
        Session next = start();
        QCOMPARE(next.dialogs->restoreAsked, 0);
    }

    void anUnreadableAutosaveIsDropped() {
        QVERIFY(QDir().mkpath(QFileInfo(autosavePath()).absolutePath()));
        QFile f(autosavePath());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"ridgeline\": 1, \"workload\": {\"batch\": ");
        f.close();
        Session s = start();
        QCOMPARE(s.dialogs->restoreAsked, 0);
        QVERIFY(!QFile::exists(autosavePath()));
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
