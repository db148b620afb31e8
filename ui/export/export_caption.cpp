#include "ui/export/export_caption.h"

#include "ui/charts/chart_style.h"
#include "ui/model/scenario_state.h"
#include "ui/units.h"

namespace ridgeline::ui {

QString exportCaption(const ScenarioState& state, const Catalogue& catalogue) {
    const Scenario& s = state.scenario;
    const ModelPreset* preset = catalogue.model(s.model.preset);
    const QString model =
        preset ? QString::fromStdString(preset->name)
        : s.model.params
            ? ExportCaption::tr("a %1-parameter model").arg(units::params(*s.model.params))
            : ExportCaption::tr("a custom model");
    QStringList gpus;
    for (const GpuChoice& c : state.choices())
        gpus << gpuLabel(c.gpu.name, c.count, c.tensorParallel);
    const Workload& w = s.workload;
    QString settings;
    if (w.mode == Mode::training) {
        settings = ExportCaption::tr("training on %1 tokens, sequence %2, micro-batch %3, "
                                     "weights %4, ZeRO stage %5")
                       .arg(units::number(w.tokens))
                       .arg(w.sequence)
                       .arg(w.microBatch)
                       .arg(QString::fromStdString(w.weightFormat.name))
                       .arg(w.zeroStage);
    } else {
        settings =
            ExportCaption::tr("serving, batch %1, %2 + %3 tokens, weights %4, KV cache %5, "
                              "engine %6")
                .arg(w.batch)
                .arg(w.promptTokens)
                .arg(w.outputTokens)
                .arg(QString::fromStdString(w.weightFormat.name),
                     QString::fromStdString(w.kvFormat.name), QString::fromStdString(w.engine));
    }
    return QStringLiteral("%1 \u00b7 %2 \u00b7 %3")
        .arg(model, gpus.join(QStringLiteral(", ")), settings);
}

} // namespace ridgeline::ui
