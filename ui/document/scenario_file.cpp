#include "ui/document/scenario_file.h"

#include "core/files/scenario_io.h"
#include "ui/export/save_file.h"
#include "ui/model/problem_text.h"

#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

namespace ridgeline::ui {

namespace {

Problems fileProblem(const QString& message) {
    return {Problem{"file", message.toStdString()}};
}

} // namespace

Result<Scenario> readScenarioFile(const QString& path, const Catalogue& catalogue) {
    QFile file(path);
    const QString shown = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly))
        return fileProblem(ScenarioFile::tr("cannot read %1: %2").arg(shown, file.errorString()));
    if (file.size() > maxScenarioFileBytes) {
        return fileProblem(
            ScenarioFile::tr("%1 is %2 MiB, too large for a scenario (allowed: up to %3 MiB)")
                .arg(shown)
                .arg(double(file.size()) / (1024.0 * 1024.0), 0, 'f', 1)
                .arg(maxScenarioFileBytes / (1024 * 1024)));
    }
    // read() stops at the limit even if the file grew after the size check.
    const QByteArray text = file.read(maxScenarioFileBytes + 1);
    if (text.size() > maxScenarioFileBytes)
        return fileProblem(ScenarioFile::tr("%1 is too large for a scenario").arg(shown));
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString decoded = utf8(text);
    Q_UNUSED(decoded);
    if (utf8.hasError() || text.contains('\0')) {
        return fileProblem(
            ScenarioFile::tr("%1 is not a scenario: it is not UTF-8 text (a binary file?)")
                .arg(shown));
    }
    // model.hf_config may name a config.json beside the scenario.
    return parseScenario(std::string_view(text.constData(), std::size_t(text.size())), catalogue,
                         QFileInfo(path).absolutePath().toStdString());
}

QString writeScenarioFile(const QString& path, const Scenario& scenario,
                          const Catalogue& catalogue) {
    const QByteArray text = QByteArray::fromStdString(serializeScenario(scenario, catalogue));
    return saveAtomically(path, [&text](QIODevice& device) {
        if (device.write(text) != text.size())
            return device.errorString();
        return QString();
    });
}

QString scenarioDisplayName(const QString& path, const Scenario* scenario) {
    if (scenario && !scenario->name.empty())
        return QString::fromStdString(scenario->name);
    QString name = QFileInfo(path).fileName();
    if (name.endsWith(scenarioSuffix, Qt::CaseInsensitive))
        name.chop(scenarioSuffix.size());
    else if (name.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        name.chop(5);
    return name;
}

QStringList describeProblems(const Problems& problems) {
    QStringList lines;
    for (const Problem& p : problems)
        lines << problemText(p);
    return lines;
}

} // namespace ridgeline::ui
