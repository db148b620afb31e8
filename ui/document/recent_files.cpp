#include "ui/document/recent_files.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace ridgeline::ui {

namespace {
const QString recentKey = QStringLiteral("files/recent");
}

RecentFiles::RecentFiles(QSettings* settings, QObject* parent)
    : QObject(parent)
    , settings_(settings) {
    if (settings_)
        files_ = settings_->value(recentKey).toStringList();
}

QStringList RecentFiles::files() {
    const qsizetype before = files_.size();
    files_.removeIf([](const QString& f) { return !QFileInfo::exists(f); });
    while (files_.size() > maxFiles)
        files_.removeLast();
    if (files_.size() != before)
        store();
    return files_;
}

void RecentFiles::add(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files_.removeAll(absolute);
    files_.prepend(absolute);
    while (files_.size() > maxFiles)
        files_.removeLast();
    store();
}

void RecentFiles::clear() {
    files_.clear();
    store();
}

void RecentFiles::fillMenu(QMenu* menu) {
    menu->clear();
    const QStringList list = files();
    for (int i = 0; i < list.size(); ++i) {
        const QString path = list[i];
        QAction* a = menu->addAction(tr("&%1 %2").arg(i + 1).arg(
            QFileInfo(path).fileName().replace(QLatin1Char('&'), QStringLiteral("&&"))));
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] { Q_EMIT openRequested(path); });
    }
    if (list.isEmpty())
        menu->addAction(tr("No recent files"))->setEnabled(false);
    menu->addSeparator();
    QAction* clearAction = menu->addAction(tr("&Clear Menu"), this, &RecentFiles::clear);
    clearAction->setEnabled(!list.isEmpty());
}

void RecentFiles::store() {
    if (!settings_)
        return;
    settings_->setValue(recentKey, files_);
    settings_->sync();
}

} // namespace ridgeline::ui
