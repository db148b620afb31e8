// Writing a file so that nothing a user made is ever lost: the content goes to a temporary file
// beside the target, which replaces the target only when everything was written.
#pragma once

#include <QDir>
#include <QIODevice>
#include <QString>

#include <functional>

namespace ridgeline::ui {

/// Calls `write` with an open device and commits it to `path`. `write` returns an empty string
/// on success, else the reason it failed (the target is then left as it was). Returns an empty
/// string on success, else a message naming the file and the reason.
QString saveAtomically(const QString& path, const std::function<QString(QIODevice&)>& write);

/// Writes a set of files into the folder `dir` as one step: `write` fills a staging folder
/// beside `dir` (same file system), and only when it succeeds are its files moved into `dir`
/// (created if missing, by renaming the staging folder). On failure the staging folder is
/// removed and `dir` is left exactly as it was: no new empty folder, no mix of old and new
/// files. `write` returns an empty string on success, else the reason. Returns empty on
/// success, else a message in words (permission, disk full...).
QString saveFolderAtomically(const QString& dir, const std::function<QString(const QDir&)>& write);

/// `reason` (a system error text) for `path`, in words a user can act on: "you do not have
/// permission to write in FOLDER" or "the disk holding FOLDER is full" when that is the cause.
QString explainWriteFailure(const QString& path, const QString& reason);

} // namespace ridgeline::ui
