// Writing a file so that nothing a user made is ever lost: the content goes to a temporary file
// beside the target, which replaces the target only when everything was written.
#pragma once

#include <QIODevice>
#include <QString>

#include <functional>

namespace ridgeline::ui {

/// Calls `write` with an open device and commits it to `path`. `write` returns an empty string
/// on success, else the reason it failed (the target is then left as it was). Returns an empty
/// string on success, else a message naming the file and the reason.
QString saveAtomically(const QString& path, const std::function<QString(QIODevice&)>& write);

} // namespace ridgeline::ui
