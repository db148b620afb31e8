// File > Open Recent: the last scenario files opened or saved, most recent first, kept in the
// settings; files that no longer exist are dropped.
#pragma once

#include <QObject>
#include <QStringList>

class QMenu;
class QSettings;

namespace ridgeline::ui {

class RecentFiles : public QObject {
    Q_OBJECT

public:
    static constexpr int maxFiles = 8;

    /// `settings` may be null (the list then lives as long as this object).
    explicit RecentFiles(QSettings* settings, QObject* parent = nullptr);

    /// Existing files, most recent first (missing ones are pruned on every call).
    QStringList files();
    void add(const QString& path);
    void clear();
    /// Rebuilds `menu`: one action per file (mnemonics &1..&8) and "Clear Menu"; choosing a
    /// file emits openRequested().
    void fillMenu(QMenu* menu);

Q_SIGNALS:
    void openRequested(const QString& path);

private:
    void store();

    QSettings* settings_;
    QStringList files_;
};

} // namespace ridgeline::ui
