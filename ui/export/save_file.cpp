#include "ui/export/save_file.h"

#include "ui/export/chart_export.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStorageInfo>
#include <QTemporaryDir>

#include <cstdio>

namespace ridgeline::ui {

QString saveAtomically(const QString& path, const std::function<QString(QIODevice&)>& write) {
    const QString shown = QDir::toNativeSeparators(path);
    if (path.isEmpty())
        return ChartExport::tr("Cannot write the file: no file name given.");
    if (QFileInfo(path).isDir())
        return ChartExport::tr("Cannot write %1: it is a folder.").arg(shown);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return explainWriteFailure(path, file.errorString());
    const QString problem = write(file);
    if (!problem.isEmpty()) {
        file.cancelWriting();
        return explainWriteFailure(path, problem);
    }
    if (file.error() != QFileDevice::NoError) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return explainWriteFailure(path, reason);
    }
    if (!file.commit())
        return explainWriteFailure(path, file.errorString());
    return {};
}

QString explainWriteFailure(const QString& path, const QString& reason) {
    const QString shown = QDir::toNativeSeparators(path);
    // The nearest existing folder: where the file or folder would have been created.
    QFileInfo folder(QFileInfo(path).absolutePath());
    while (!folder.exists() && folder.absoluteFilePath() != folder.absolutePath())
        folder = QFileInfo(folder.absolutePath());
    const QString where = QDir::toNativeSeparators(folder.absoluteFilePath());
    if (folder.isDir() && !folder.isWritable())
        return ChartExport::tr("Cannot write %1: you do not have permission to write in %2.")
            .arg(shown, where);
    const QStorageInfo storage(folder.absoluteFilePath());
    // Less than 1 MiB left: the write most likely failed because the disk is full.
    if (storage.isValid() && storage.bytesAvailable() >= 0 &&
        storage.bytesAvailable() < 1024 * 1024)
        return ChartExport::tr("Cannot write %1: the disk holding %2 is full (%3).")
            .arg(shown, where, reason);
    return ChartExport::tr("Cannot write %1: %2").arg(shown, reason);
}

QString saveFolderAtomically(const QString& dir, const std::function<QString(const QDir&)>& write) {
    const QFileInfo target(dir);
    const QString shown = QDir::toNativeSeparators(dir);
    if (target.exists() && !target.isDir())
        return ChartExport::tr("Cannot write into %1: it is a file, not a folder.").arg(shown);
    const QString parent = target.absolutePath();
    if (!QDir().mkpath(parent))
        return explainWriteFailure(
            dir,
            ChartExport::tr("cannot create the folder %1").arg(QDir::toNativeSeparators(parent)));
    QTemporaryDir staging(parent + QLatin1String("/.") + target.fileName() +
                          QLatin1String("-XXXXXX"));
    if (!staging.isValid())
        return explainWriteFailure(dir, staging.errorString());
    const QString problem = write(QDir(staging.path()));
    if (!problem.isEmpty())
        return problem; // `staging` removes what was written
    if (!target.exists()) {
        if (!QDir().rename(staging.path(), target.absoluteFilePath()))
            return explainWriteFailure(dir, ChartExport::tr("cannot rename the staging folder"));
        staging.setAutoRemove(false);
        return {};
    }
    // An existing folder: each file replaces its namesake (rename() replaces atomically); files
    // of other names stay.
    const QDir from(staging.path());
    for (const QString& name : from.entryList(QDir::Files | QDir::Hidden)) {
        const QByteArray src = QFile::encodeName(from.filePath(name));
        const QByteArray dst = QFile::encodeName(QDir(dir).filePath(name));
        if (std::rename(src.constData(), dst.constData()) != 0)
            return explainWriteFailure(QDir(dir).filePath(name),
                                       ChartExport::tr("cannot move the new file in place"));
    }
    return {};
}

} // namespace ridgeline::ui
