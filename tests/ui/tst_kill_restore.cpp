// The crash acceptance test of autosave, on the real program: `ridgeline` is started as its own
// process (offscreen, with a home of its own), edited with --set, killed with SIGKILL once the
// edit is in its autosave file, and started again. The second run finds the file, asks the
// restore question (answered by --autosave-restore) and, when told to restore, works on the
// edited scenario: its next autosave holds the restored batch beside its own edit.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <signal.h>
#include <sys/types.h>

namespace {

// The workload field `key` of the autosave file at `path`; -1 when there is no readable file.
double autosavedWorkload(const QString& path, const char* key) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QJsonObject workload = QJsonDocument::fromJson(file.readAll())
                                     .object()
                                     .value(QLatin1String("workload"))
                                     .toObject();
    return workload.value(QLatin1String(key)).toDouble(-1);
}

} // namespace

class KillRestore : public QObject {
    Q_OBJECT

    QTemporaryDir home_;
    std::unique_ptr<QProcess> app_;
    QString stderr_;

    QString autosavePath() const {
        return home_.filePath(QStringLiteral("data/Ridgeline/Ridgeline/autosave.ridgeline.json"));
    }

    void start(const QStringList& arguments) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), home_.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), home_.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home_.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home_.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("XDG_STATE_HOME"), home_.filePath(QStringLiteral("state")));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home_.path());
        // English messages whatever the machine's language.
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("LC_ALL"));
        app_ = std::make_unique<QProcess>();
        app_->setProcessEnvironment(env);
        stderr_.clear();
        connect(app_.get(), &QProcess::readyReadStandardError, this,
                [this] { stderr_ += QString::fromLocal8Bit(app_->readAllStandardError()); });
        app_->start(QStringLiteral(RIDGELINE_APP), arguments);
        QVERIFY2(app_->waitForStarted(), qPrintable(app_->errorString()));
    }

    // SIGKILL, as `kill -9` sends it: no close event, no clean exit, nothing flushed.
    void killHard() {
        QCOMPARE(::kill(pid_t(app_->processId()), SIGKILL), 0);
        QVERIFY(app_->waitForFinished(30000));
        QCOMPARE(app_->exitStatus(), QProcess::CrashExit);
    }

    // Runs the app with an edit of the batch until the edit is autosaved, then kills it.
    void editThenKill(int batch) {
        start({QStringLiteral("--set"), QStringLiteral("workload.batch=%1").arg(batch)});
        // The autosave runs every 3 s; a sanitizer build starts slowly.
        QTRY_COMPARE_WITH_TIMEOUT(autosavedWorkload(autosavePath(), "batch"), double(batch),
                                  120000);
        killHard();
        QVERIFY(QFile::exists(autosavePath()));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(home_.isValid()); }

    void cleanup() {
        if (app_ && app_->state() != QProcess::NotRunning) {
            app_->kill();
            app_->waitForFinished(30000);
        }
        QFile::remove(autosavePath());
    }

    void anEditIsOfferedBackAfterKill9() {
        editThenKill(37);
        // The next start asks; told to restore, it continues from the edited scenario: its own
        // edit (the prompt) is autosaved together with the restored batch.
        start({QStringLiteral("--autosave-restore"), QStringLiteral("restore"),
               QStringLiteral("--set"), QStringLiteral("workload.prompt_tokens=777")});
        QTRY_COMPARE_WITH_TIMEOUT(autosavedWorkload(autosavePath(), "prompt_tokens"), 777.0,
                                  120000);
        QCOMPARE(autosavedWorkload(autosavePath(), "batch"), 37.0);
        QVERIFY2(stderr_.contains(QLatin1String("The last session did not exit cleanly: its "
                                                "autosaved scenario is restored.")),
                 qPrintable(stderr_));
        killHard();
    }

    void aDiscardedOfferLeavesTheDefault() {
        editThenKill(41);
        start({QStringLiteral("--autosave-restore"), QStringLiteral("discard"),
               QStringLiteral("--set"), QStringLiteral("workload.prompt_tokens=778")});
        QTRY_COMPARE_WITH_TIMEOUT(autosavedWorkload(autosavePath(), "prompt_tokens"), 778.0,
                                  120000);
        // The built-in default's batch, not the killed run's.
        QCOMPARE(autosavedWorkload(autosavePath(), "batch"), 1.0);
        QVERIFY2(stderr_.contains(QLatin1String("its autosaved scenario is discarded.")),
                 qPrintable(stderr_));
        killHard();
    }

    void aCleanStartIsNotAsked() {
        start({QStringLiteral("--autosave-restore"), QStringLiteral("restore"),
               QStringLiteral("--set"), QStringLiteral("workload.batch=5")});
        QTRY_COMPARE_WITH_TIMEOUT(autosavedWorkload(autosavePath(), "batch"), 5.0, 120000);
        QVERIFY2(!stderr_.contains(QLatin1String("did not exit cleanly")), qPrintable(stderr_));
        killHard();
    }

    void aBadFieldIsRefused() {
        start({QStringLiteral("--set"), QStringLiteral("workload.batch=0")});
        QVERIFY(app_->waitForFinished(120000));
        stderr_ += QString::fromLocal8Bit(app_->readAllStandardError());
        QCOMPARE(app_->exitStatus(), QProcess::NormalExit);
        QCOMPARE(app_->exitCode(), 2);
        QVERIFY2(stderr_.contains(QLatin1String("workload.batch")), qPrintable(stderr_));
        QVERIFY2(stderr_.contains(QLatin1String("allowed")), qPrintable(stderr_));
    }
};

QTEST_GUILESS_MAIN(KillRestore)
#include "tst_kill_restore.moc"
