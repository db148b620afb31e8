#include "ui/export/save_file.h"

#include "ui/export/chart_export.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace ridgeline::ui {

QString saveAtomically(const QString& path, const std::function<QString(QIODevice&)>& write) {
    const QString shown = QDir::toNativeSeparators(path);
    if (path.isEmpty())
        return ChartExport::tr("Cannot write the file: no file name given.");
    if (QFileInfo(path).isDir())
        return ChartExport::tr("Cannot write %1: it is a folder.").arg(shown);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return ChartExport::tr("Cannot write %1: %2").arg(shown, file.errorString());
    const QString problem = write(file);
    if (!problem.isEmpty()) {
        file.cancelWriting();
        return ChartExport::tr("Cannot write %1: %2").arg(shown, problem);
    }
    if (file.error() != QFileDevice::NoError) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return ChartExport::tr("Cannot write %1: %2").arg(shown, reason);
    }
    if (!file.commit())
        return ChartExport::tr("Cannot write %1: %2").arg(shown, file.errorString());
    return {};
}

} // namespace ridgeline::ui
