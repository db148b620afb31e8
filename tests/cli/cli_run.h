// Runs ridgeline-cli as a script would (the CLI tests' one helper): arguments, optional standard
// input, and what came back. RIDGELINE_CLI is the binary's path, set by tests/cli/CMakeLists.txt.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace ridgeline::test {

struct CliRun {
    int exitCode = -1; ///< -1 when the process crashed or did not finish
    QByteArray out;
    QByteArray err;
};

inline CliRun runCli(const QStringList& args, const QByteArray& input = {}) {
    QProcess p;
    p.start(QStringLiteral(RIDGELINE_CLI), args);
    p.waitForStarted();
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    CliRun r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace ridgeline::test
