// Writing a set of files into a folder as one step: a failure part-way leaves neither a new
// empty folder, nor a staging folder, nor a mix of old and new files.
#include "ui/export/save_file.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ridgeline::ui;

namespace {

QString writeFile(const QDir& dir, const QString& name, const QByteArray& data) {
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
        return f.errorString();
    return {};
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

} // namespace

class TestSaveFolder : public QObject {
    Q_OBJECT

    QTemporaryDir tmp_;

    // Everything in the temporary folder, hidden entries included (a staging folder would show).
    QStringList entries() const {
        return QDir(tmp_.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    }

private Q_SLOTS:
    void init() {
        QDir(tmp_.path()).removeRecursively();
        QVERIFY(QDir().mkpath(tmp_.path()));
    }

    void aNewFolderAppearsWhole() {
        const QString out = tmp_.filePath(QStringLiteral("charts"));
        const QString error = saveFolderAtomically(out, [](const QDir& dir) {
            QString e = writeFile(dir, QStringLiteral("a.csv"), "new a");
            return e.isEmpty() ? writeFile(dir, QStringLiteral("b.csv"), "new b") : e;
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(entries(), QStringList{QStringLiteral("charts")});
        QCOMPARE(readFile(out + QStringLiteral("/a.csv")), QByteArray("new a"));
        QCOMPARE(readFile(out + QStringLiteral("/b.csv")), QByteArray("new b"));
    }

    void aFailureLeavesNoFolder() {
        const QString out = tmp_.filePath(QStringLiteral("charts"));
        const QString error = saveFolderAtomically(out, [](const QDir& dir) {
            writeFile(dir, QStringLiteral("a.csv"), "new a");
            return QStringLiteral("the renderer failed");
        });
        QCOMPARE(error, QStringLiteral("the renderer failed"));
        QVERIFY(entries().isEmpty());
    }

    void aFailureLeavesTheOldFilesAsTheyWere() {
        const QDir out(tmp_.filePath(QStringLiteral("charts")));
        QVERIFY(QDir().mkpath(out.path()));
        QVERIFY(writeFile(out, QStringLiteral("a.csv"), "old a").isEmpty());
        QVERIFY(writeFile(out, QStringLiteral("b.csv"), "old b").isEmpty());
        const QString error = saveFolderAtomically(out.path(), [](const QDir& dir) {
            writeFile(dir, QStringLiteral("a.csv"), "new a");
            return QStringLiteral("disk full");
        });
        QVERIFY(!error.isEmpty());
        QCOMPARE(readFile(out.filePath(QStringLiteral("a.csv"))), QByteArray("old a"));
        QCOMPARE(readFile(out.filePath(QStringLiteral("b.csv"))), QByteArray("old b"));
        QCOMPARE(entries(), QStringList{QStringLiteral("charts")});
    }

    void successReplacesNamesakesAndKeepsOthers() {
        const QDir out(tmp_.filePath(QStringLiteral("charts")));
        QVERIFY(QDir().mkpath(out.path()));
        QVERIFY(writeFile(out, QStringLiteral("a.csv"), "old a").isEmpty());
        QVERIFY(writeFile(out, QStringLiteral("notes.txt"), "mine").isEmpty());
        const QString error = saveFolderAtomically(out.path(), [](const QDir& dir) {
            return writeFile(dir, QStringLiteral("a.csv"), "new a");
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(readFile(out.filePath(QStringLiteral("a.csv"))), QByteArray("new a"));
        QCOMPARE(readFile(out.filePath(QStringLiteral("notes.txt"))), QByteArray("mine"));
        QCOMPARE(entries(), QStringList{QStringLiteral("charts")});
    }

    void aFileInTheWayIsNamed() {
        const QString blocker = tmp_.filePath(QStringLiteral("charts"));
        QVERIFY(writeFile(QDir(tmp_.path()), QStringLiteral("charts"), "x").isEmpty());
        const QString error = saveFolderAtomically(blocker, [](const QDir&) { return QString(); });
        QVERIFY2(error.contains(QStringLiteral("it is a file, not a folder")), qPrintable(error));
    }
};

QTEST_MAIN(TestSaveFolder)
#include "tst_save_folder.moc"
