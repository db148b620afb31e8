#include "ui/export/report_html.h"

#include "core/evaluation/evaluate.h"
#include "core/evaluation/per_dollar.h"
#include "ui/export/report_parts.h"

#include "ui/explain/explanation.h"
#include "ui/units.h"

#include <QLocale>
#include <QStringList>

#include <utility>

namespace ridgeline::ui::detail {

namespace {

QList<Row> summaryRows(const ReportInput& in, const Results& r) {
    QList<Row> rows;
    if (training(in)) {
        const TrainingFigures& t = r.training;
        const CostFigures& c = r.cost;
        rows << Row{Report::tr("Training time"),
                    units::seconds(t.timeS, t.timeSRange.low, t.timeSRange.high)}
             << Row{Report::tr("GPU-hours"),
                    units::number(t.gpuHours, t.gpuHoursRange.low, t.gpuHoursRange.high)}
             << Row{Report::tr("Cost, cloud"),
                    usdRange(c.trainingCloudUsd, c.trainingCloudUsdRange)}
             << Row{Report::tr("Cost, owned"),
                    usdRange(c.trainingOwnedUsd, c.trainingOwnedUsdRange)}
             << Row{Report::tr("Throughput"),
                    units::tokensPerS(t.tokensPerS, t.tokensPerSRange.low, t.tokensPerSRange.high)}
             << Row{Report::tr("Step time (modelled)"), units::seconds(t.stepTimeS)}
             << Row{Report::tr("Scaling efficiency"), units::percent(t.scalingEfficiency)};
        rows << verdictRows(r, true, in.memoryUnit);
        if (t.gpusForDeadline)
            rows << Row{Report::tr("GPUs for the deadline"), units::number(*t.gpusForDeadline)};
    } else {
        const InferenceFigures& f = r.inference;
        rows << Row{Report::tr("Throughput"),
                    units::tokensPerS(f.tokensPerS, f.tokensPerSRange.low, f.tokensPerSRange.high)}
             << Row{Report::tr("Per-user speed"),
                    units::tokensPerS(f.perUserTokensPerS, f.perUserTokensPerSRange.low,
                                      f.perUserTokensPerSRange.high)}
             << Row{Report::tr("Time to first token"),
                    units::seconds(f.ttftS, f.ttftSRange.low, f.ttftSRange.high)}
             << Row{Report::tr("Time per token"),
                    units::seconds(f.tpotS, f.tpotSRange.low, f.tpotSRange.high)}
             << Row{Report::tr("Request latency"),
                    units::seconds(f.latencyS, f.latencySRange.low, f.latencySRange.high)}
             << verdictRows(r, false, in.memoryUnit)
             << Row{Report::tr("Cost, owned"),
                    perMillion(r.cost.ownedUsdPerMillion, r.cost.ownedUsdPerMillionRange)}
             << Row{Report::tr("Cost, cloud"),
                    perMillion(r.cost.cloudUsdPerMillion, r.cost.cloudUsdPerMillionRange)};
        if (const auto& sp = f.speculative)
            rows << Row{Report::tr("Speculative decoding"),
                        Report::tr("%1 tokens a step, draft %2 + verify %3, %4× plain decode")
                            .arg(units::number(sp->tokensPerStep), units::seconds(sp->draftS),
                                 units::seconds(sp->verifyS), units::number(sp->speedup))};
    }
    rows << Row{Report::tr("Memory per GPU"), memoryLine(r.memory, in.memoryUnit)}
         << Row{Report::tr("Fits"), fitsLine(r)};
    if (!training(in)) {
        rows << Row{Report::tr("Max batch"), QString::number(r.inference.maxBatch)};
        if (r.cost.breakEvenMonths)
            rows << Row{Report::tr("Break-even, owned"),
                        Report::tr("%1 months").arg(units::number(*r.cost.breakEvenMonths))};
    }
    return rows;
}

/// The summary rows in two columns of label-value pairs.
QString summaryTable(const QList<Row>& rows) {
    const int half = int((rows.size() + 1) / 2);
    QString html = QStringLiteral("<table class=\"summary\" width=\"100%\" cellspacing=\"0\" "
                                  "cellpadding=\"3\">");
    for (int i = 0; i < half; ++i) {
        html += QStringLiteral("<tr>");
        for (int col = 0; col < 2; ++col) {
            const int at = i + col * half;
            if (at < rows.size())
                html += QStringLiteral("<td class=\"k\" width=\"21%\">%1</td>"
                                       "<td class=\"big\" width=\"29%\">%2</td>")
                            .arg(esc(rows[at].first), esc(rows[at].second));
            else
                html += QStringLiteral("<td></td><td></td>");
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString comparison(const ReportInput& in) {
    const std::size_t n = std::min(in.choices.size(), in.data.results.size());
    QStringList header{Report::tr("GPU option"), Report::tr("Memory / GPU"), Report::tr("Fits")};
    if (training(in))
        header << Report::tr("Time") << Report::tr("GPU-hours") << Report::tr("Cloud cost")
               << Report::tr("Owned cost");
    else
        header << Report::tr("Tokens/s") << Report::tr("Per user") << Report::tr("TTFT")
               << Report::tr("$/1M owned") << Report::tr("$/1M cloud");
    QList<QStringList> rows;
    for (std::size_t i = 0; i < n; ++i) {
        const Results& r = in.data.results[i];
        QStringList row{choiceName(in.choices[i]), units::memory(r.memory.perGpu, in.memoryUnit),
                        r.memory.fits ? Report::tr("yes")
                                      : Report::tr("needs %1").arg(r.memory.gpusNeeded)};
        if (training(in))
            row << units::seconds(r.training.timeS) << units::number(r.training.gpuHours)
                << units::usd(r.cost.trainingCloudUsd) << units::usd(r.cost.trainingOwnedUsd);
        else
            row << units::number(r.inference.tokensPerS)
                << units::number(r.inference.perUserTokensPerS) << units::seconds(r.inference.ttftS)
                << units::usd(r.cost.ownedUsdPerMillion) << units::usd(r.cost.cloudUsdPerMillion);
        rows << row;
    }
    return gridTable(header, rows, primaryIndex(in));
}

QList<Row> modelRows(const ReportInput& in, const Results& r) {
    const Architecture& a = in.scenario.model.arch;
    const QString attention = a.kvHeads == a.heads ? Report::tr("MHA")
                              : a.kvHeads == 1     ? Report::tr("MQA")
                                                   : Report::tr("GQA");
    QList<Row> rows{{Report::tr("Model"), modelName(in)},
                    {Report::tr("Parameters"), units::params(r.model.params)}};
    if (a.experts > 1)
        rows << Row{Report::tr("Active parameters"), units::params(r.model.activeParams)}
             << Row{Report::tr("Experts"),
                    Report::tr("%1, %2 active per token").arg(a.experts).arg(a.activeExperts)};
    rows << Row{Report::tr("Layers × hidden"), Report::tr("%1 × %2").arg(a.layers).arg(a.hidden)}
         << Row{Report::tr("Attention heads"), Report::tr("%1 query, %2 KV (%3), head dim %4")
                                                   .arg(a.heads)
                                                   .arg(a.kvHeads)
                                                   .arg(attention)
                                                   .arg(a.headDim)}
         << Row{Report::tr("MLP"),
                Report::tr("%1, FFN %2")
                    .arg(a.gatedMlp ? Report::tr("gated (SwiGLU)") : Report::tr("plain"))
                    .arg(a.ffn)}
         << Row{Report::tr("Vocabulary"), Report::tr("%1%2").arg(a.vocab).arg(
                                              a.tiedEmbeddings ? Report::tr(", tied") : QString())};
    return rows;
}

QString formatName(const Format& f) {
    return Report::tr("%1 (%2 bits)").arg(QString::fromStdString(f.name), units::number(f.bits));
}

QList<Row> workloadRows(const ReportInput& in, const Results& r) {
    const Workload& w = in.scenario.workload;
    QList<Row> rows{
        {Report::tr("Mode"), training(in) ? Report::tr("training") : Report::tr("inference")}};
    if (!training(in)) {
        rows << Row{Report::tr("Batch per replica"), QString::number(w.batch)}
             << Row{Report::tr("Prompt + output"),
                    Report::tr("%1 + %2 tokens").arg(w.promptTokens).arg(w.outputTokens)}
             << Row{Report::tr("Tensor parallel"), QString::number(w.tensorParallel)}
             << Row{Report::tr("Replicas"), QString::number(r.inference.replicas)}
             << Row{Report::tr("Usable VRAM"), units::percent(w.usableMemoryFraction)}
             << Row{Report::tr("Runtime overhead"),
                    Report::tr("%1 per GPU")
                        .arg(units::memory(w.runtimeOverheadBytes, in.memoryUnit))}
             << Row{Report::tr("Prefill chunk"), Report::tr("%1 tokens").arg(w.prefillChunkTokens)};
        return rows;
    }
    const QStringList optimizers{Report::tr("AdamW"), Report::tr("Adam"), Report::tr("SGD"),
                                 Report::tr("8-bit Adam"), Report::tr("none")};
    const QStringList recomputes{Report::tr("none"), Report::tr("selective"), Report::tr("full")};
    const int globalBatch =
        w.globalBatch > 0 ? w.globalBatch : w.microBatch * r.training.dataParallel;
    rows << Row{Report::tr("Tokens"), Report::tr("%1 tokens").arg(units::params(w.tokens))}
         << Row{Report::tr("Sequence"), Report::tr("%1 tokens").arg(w.sequence)}
         << Row{Report::tr("Micro / global batch"),
                Report::tr("%1 / %2 sequences").arg(w.microBatch).arg(globalBatch)}
         << Row{Report::tr("Parallelism"), Report::tr("DP %1, TP %2, PP %3")
                                               .arg(r.training.dataParallel)
                                               .arg(w.tensorParallel)
                                               .arg(w.pipelineParallel)}
         << Row{Report::tr("Optimizer"), optimizers.value(int(w.optimizer))}
         << Row{Report::tr("ZeRO stage"), QString::number(w.zeroStage)}
         << Row{Report::tr("Recompute"), recomputes.value(int(w.recompute))}
         << Row{Report::tr("Flash attention"), yesNo(w.flashAttention)};
    if (w.loraFraction > 0)
        rows << Row{Report::tr("LoRA"), units::percent(w.loraFraction)};
    if (w.deadlineS)
        rows << Row{Report::tr("Deadline"), units::seconds(*w.deadlineS)};
    rows << Row{Report::tr("Time basis"),
                w.timeBasis == TimeBasis::mfu ? Report::tr("MFU") : Report::tr("modelled step")};
    return rows;
}

QList<Row> formatRows(const ReportInput& in) {
    const Workload& w = in.scenario.workload;
    QList<Row> rows{{Report::tr("Weights"), formatName(w.weightFormat)}};
    if (!training(in))
        rows << Row{Report::tr("KV cache"), formatName(w.kvFormat)};
    rows << Row{Report::tr("Compute"),
                QString::fromLatin1(computeTypeName(w.computeFormat).data(),
                                    qsizetype(computeTypeName(w.computeFormat).size()))};
    if (training(in))
        rows << Row{Report::tr("Gradients"), formatName(w.gradientFormat)}
             << Row{Report::tr("Master weights"), yesNo(w.masterWeights)};
    return rows;
}

QList<Row> efficiencyRows(const ReportInput& in, const Results& r) {
    const EfficiencyOverrides& o = in.scenario.efficiencyOverrides;
    auto origin = [](bool overridden) {
        return overridden ? Report::tr("set by user") : Report::tr("engine");
    };
    const EngineProfile& e = in.scenario.engine;
    QList<Row> rows{
        {Report::tr("Engine"), orDash(QString::fromStdString(e.name.empty() ? e.id : e.name))},
        {Report::tr("Memory η_m"),
         Report::tr("%1 (%2)").arg(units::percent(r.efficiency.memory), origin(bool(o.memory)))},
        {Report::tr("Compute η_c"),
         Report::tr("%1 (%2)").arg(units::percent(r.efficiency.compute), origin(bool(o.compute)))}};
    if (training(in))
        rows << Row{Report::tr("MFU"), Report::tr("%1 (%2)").arg(units::percent(r.efficiency.mfu),
                                                                 origin(bool(o.mfu)))};
    else
        rows << Row{Report::tr("Step overhead"),
                    Report::tr("%1 (%2)").arg(units::seconds(r.efficiency.stepOverheadS),
                                              origin(bool(o.stepOverheadS)))};
    if (e.mapePercent && !e.fittedTo.empty())
        rows << Row{Report::tr("Fit error"),
                    Report::tr("%1 % MAPE over %n measurement(s)", nullptr, int(e.fittedTo.size()))
                        .arg(units::number(*e.mapePercent))};
    return rows;
}

QString hardwareTable(const ReportInput& in) {
    const ComputeType ct = in.scenario.workload.computeFormat;
    const QString ctName =
        QString::fromLatin1(computeTypeName(ct).data(), qsizetype(computeTypeName(ct).size()));
    QStringList header{Report::tr("GPU option"),   Report::tr("Memory"),
                       Report::tr("Bandwidth"),    Report::tr("Peak %1").arg(ctName),
                       Report::tr("Interconnect"), Report::tr("TDP")};
    QList<QStringList> rows;
    for (const GpuChoice& c : in.choices) {
        const Gpu& g = c.gpu;
        rows << QStringList{choiceName(c),
                            Report::tr("%1 %2").arg(units::memory(g.memoryBytes(), in.memoryUnit),
                                                    QString::fromStdString(g.memoryType)),
                            units::bandwidth(g.bandwidthBytesPerS),
                            units::flopRate(datasheetPerDollar(g, ct, {}).peakFlops),
                            Report::tr("%1, %2").arg(QString::fromStdString(g.interconnect.kind),
                                                     units::bandwidth(g.interconnect.bytesPerS)),
                            Report::tr("%1 W").arg(units::number(g.tdpW))};
    }
    return gridTable(header, rows, primaryIndex(in));
}

QList<Row> economicsRows(const ReportInput& in) {
    const Economics& e = in.scenario.economics;
    const Gpu& g = in.scenario.hardware.gpu;
    const std::optional<double> price = gpuPriceUsd(e, g);
    const std::optional<double> cloud = cloudUsdPerGpuHour(e, g);
    return {{Report::tr("GPU price"),
             price ? Report::tr("%1 per GPU").arg(units::usd(*price)) : Report::tr("not known")},
            {Report::tr("Cloud rate"), cloud ? Report::tr("%1 per GPU-hour").arg(units::usd(*cloud))
                                             : Report::tr("not known")},
            {Report::tr("Server overhead"), e.serverOverheadUsd > 0
                                                ? units::usd(e.serverOverheadUsd)
                                                : Report::tr("none: the catalogue's servers")},
            {Report::tr("Utilization"), units::percent(e.utilization)},
            {Report::tr("Lifetime"), Report::tr("%1 years").arg(units::number(e.lifetimeYears))},
            {Report::tr("Electricity"),
             Report::tr("%1 per kWh, PUE %2").arg(units::usd(e.usdPerKwh), units::number(e.pue))},
            {Report::tr("Maintenance"),
             Report::tr("%1 of capital per year").arg(units::percent(e.maintenancePerYear))}};
}

QList<Row> costRows(const Results& r) {
    auto perHour = [](const std::optional<double>& usd) {
        return usd ? Report::tr("%1 per hour").arg(units::usd(*usd)) : QStringLiteral("—");
    };
    QList<Row> rows{{Report::tr("Capital cost"), units::usd(r.cost.capexUsd)},
                    {Report::tr("Owned"), perHour(r.cost.ownedUsdPerHour)},
                    {Report::tr("of which power"), perHour(r.cost.powerUsdPerHour)},
                    {Report::tr("Cloud"), perHour(r.cost.cloudUsdPerHour)},
                    {Report::tr("Servers"),
                     Report::tr("%1 whole, %2 without GPUs")
                         .arg(units::number(r.cost.servers), units::usd(r.cost.serverUsd))},
                    {Report::tr("Power draw"),
                     Report::tr("%1 W, GPUs and servers").arg(units::number(r.cost.watts))}};
    if (r.cost.joulesPerOutputToken && r.cost.tokensPerSPerMegawatt)
        rows << Row{Report::tr("Energy"), Report::tr("%1 J per output token, %2 tokens/s per MW")
                                              .arg(units::number(*r.cost.joulesPerOutputToken),
                                                   units::number(*r.cost.tokensPerSPerMegawatt))};
    if (r.cost.breakEvenHours)
        rows << Row{Report::tr("Break-even"),
                    Report::tr("%1 hours of use").arg(units::number(*r.cost.breakEvenHours))};
    return rows;
}

/// Where the figures came from: the catalogue's sources and dates, or the user.
QString sources(const ReportInput& in) {
    const Scenario& s = in.scenario;
    const Gpu* catalogued = in.catalogue.gpu(s.hardware.catalogueId);
    const Gpu& g = catalogued ? *catalogued : s.hardware.gpu;
    auto item = [](const QString& what, const std::string& source, const std::string& date) {
        QString text = source.empty() ? Report::tr("not given") : esc(source);
        if (!date.empty())
            text += QStringLiteral(" (%1)").arg(esc(date));
        return QStringLiteral("<li><b>%1:</b> %2</li>").arg(esc(what), text);
    };
    QString html = QStringLiteral("<ul class=\"sources\">");
    const QString gpu = units::elided(QString::fromStdString(g.name));
    html += item(Report::tr("%1 specifications").arg(gpu), g.specSource, g.specDate);
    if (s.economics.gpuPriceUsd)
        html += QStringLiteral("<li><b>%1:</b> %2</li>")
                    .arg(esc(Report::tr("%1 price").arg(gpu)), esc(Report::tr("set by user")));
    else
        html += item(Report::tr("%1 price").arg(gpu), g.priceSource, g.priceDate);
    if (s.economics.cloudUsdPerGpuHour)
        html += QStringLiteral("<li><b>%1:</b> %2</li>")
                    .arg(esc(Report::tr("%1 cloud rate").arg(gpu)), esc(Report::tr("set by user")));
    else
        html += item(Report::tr("%1 cloud rate").arg(gpu), g.cloudSource, g.cloudDate);
    if (s.economics.serverOverheadUsd > 0)
        html += QStringLiteral("<li><b>%1:</b> %2</li>")
                    .arg(esc(Report::tr("%1 server").arg(gpu)), esc(Report::tr("set by user")));
    else
        html += item(Report::tr("%1 server").arg(gpu), s.hardware.gpu.serverPrice.source,
                     s.hardware.gpu.serverPrice.date);
    html += item(Report::tr("Engine profile %1").arg(QString::fromStdString(s.engine.name)),
                 s.engine.source, s.engine.date);
    if (const ModelPreset* p = in.catalogue.model(s.model.preset))
        html += item(Report::tr("%1 architecture").arg(QString::fromStdString(p->name)), p->source,
                     p->date);
    const QString asOf = QString::fromStdString(catalogueAsOf(in.catalogue));
    if (!asOf.isEmpty())
        html += QStringLiteral("<li>%1</li>")
                    .arg(esc(Report::tr("Catalogue as of %1 (its newest figure)").arg(asOf)));
    return html + QStringLiteral("</ul>");
}

QStringList formulaKeys(bool train) {
    if (train)
        return {QStringLiteral("training-flop"), QStringLiteral("training-time"),
                QStringLiteral("gpu-hours"),     QStringLiteral("training-cost"),
                QStringLiteral("implied-mfu"),   QStringLiteral("comm-share"),
                QStringLiteral("weights"),       QStringLiteral("memory-per-gpu"),
                QStringLiteral("ridge"),         QStringLiteral("training-bound")};
    return {QStringLiteral("tokens-per-s"),   QStringLiteral("tpot"),
            QStringLiteral("ttft"),           QStringLiteral("ridge"),
            QStringLiteral("bound"),          QStringLiteral("prefill-bound"),
            QStringLiteral("weights"),        QStringLiteral("kv-cache"),
            QStringLiteral("memory-per-gpu"), QStringLiteral("max-batch"),
            QStringLiteral("cost-owned"),     QStringLiteral("cost-cloud"),
            QStringLiteral("break-even")};
}

} // namespace

QString reportStyleSheet() {
    return QStringLiteral(
        "h1 { font-size: 20pt; font-weight: 600; color: #14283c; margin-top: 0px; "
        "margin-bottom: 2px; }"
        "h2 { font-size: 12.5pt; font-weight: 600; color: #1d4e89; margin-top: 16px; "
        "margin-bottom: 5px; }"
        "h3 { font-size: 10pt; font-weight: 600; color: #14283c; margin-top: 8px; "
        "margin-bottom: 3px; }"
        "p { margin-top: 0px; margin-bottom: 5px; }"
        ".kicker { font-size: 8pt; color: #1d4e89; font-weight: 600; margin-bottom: 4px; }"
        ".meta { color: #505a64; margin-bottom: 8px; }"
        ".lead { margin-top: 6px; }"
        "td.k { color: #505a64; }"
        "td.big { font-weight: 600; color: #14283c; }"
        "table.summary { background-color: #f2f5f9; }"
        ".spacer { font-size: 5pt; margin: 0px; }"
        "table.grid th { background-color: #e4eaf2; color: #14283c; font-weight: 600; }"
        "table.grid td { border-bottom: 1px solid #d5dbe3; }"
        "tr.primary td { background-color: #f2f5f9; }"
        ".note { color: #505a64; font-size: 8pt; }"
        "ul.sources { font-size: 8pt; color: #39424c; margin-left: 0px; }"
        ".ftitle { font-weight: 600; color: #14283c; margin-top: 10px; margin-bottom: 2px; }"
        "table.formula { background-color: #f2f5f9; }"
        ".fnote { color: #505a64; font-size: 8pt; font-style: italic; margin-top: 3px; }"
        ".caption { font-size: 8.5pt; color: #39424c; }");
}

QString reportFrontHtml(const ReportInput& in) {
    const Results* r = primaryResults(in);
    QString html;
    html += QStringLiteral("<p class=\"kicker\">%1</p>")
                .arg(esc(training(in) ? Report::tr("GPU SIZING REPORT · TRAINING")
                                      : Report::tr("GPU SIZING REPORT · INFERENCE")));
    html += QStringLiteral("<h1>%1</h1>").arg(esc(scenarioName(in)));
    if (!in.scenario.name.empty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(Report::tr("Scenario name: %1")
                                 .arg(units::elided(QString::fromStdString(in.scenario.name)))));
    html += QStringLiteral("<p class=\"meta\">%1</p>")
                .arg(esc(Report::tr("%1 on %2 · %3 · Ridgeline %4")
                             .arg(modelName(in), primaryHardware(in),
                                  QLocale().toString(in.created.date(), QLocale::LongFormat),
                                  version(in))));
    html += QStringLiteral("<hr/>");
    if (!r) {
        html += QStringLiteral("<p>%1</p>").arg(esc(Report::tr("No results to report.")));
        return html;
    }

    html += QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Summary")));
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(Report::tr("%1 on %2. Figures are modelled from datasheet peaks and "
                                    "the engine's fitted efficiencies; see the formulas at the "
                                    "end for every number used.")
                             .arg(modelName(in), primaryHardware(in))));
    html += summaryTable(summaryRows(in, *r));
    html += QStringLiteral("<p class=\"note\">%1</p>").arg(esc(rangeNote(*r))) + spacer();

    if (in.choices.size() > 1 && in.data.results.size() > 1) {
        html += QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("GPU options compared")));
        html += comparison(in);
        html += QStringLiteral("<p class=\"note\">%1</p>")
                    .arg(esc(Report::tr("Each option runs the same workload; the bold row is "
                                        "the one the summary describes.")));
    }

    html += QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Scenario")));
    html +=
        pair(Report::tr("Model"), modelRows(in, *r), Report::tr("Workload"), workloadRows(in, *r));
    html += pair(Report::tr("Number formats"), formatRows(in), Report::tr("Efficiency"),
                 efficiencyRows(in, *r));
    html += QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("Hardware")));
    html += hardwareTable(in) + spacer();
    html +=
        pair(Report::tr("Economics"), economicsRows(in), Report::tr("Running costs"), costRows(*r));
    html += reportPlanHtml(in);
    html += QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("Sources")));
    html += sources(in);
    return html;
}

QString reportFormulasHtml(const ReportInput& in) {
    const Results* r = primaryResults(in);
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Formulas and numbers")));
    if (!r)
        return html;
    const Scenario on = in.choices.empty()
                            ? in.scenario
                            : scenarioOn(in.scenario, in.choices[std::size_t(primaryIndex(in))]);
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(Report::tr("How each summary figure for %1 follows from the inputs: "
                                    "the formula, then the same formula with this scenario's "
                                    "values. Memory in %2, bandwidth and bytes moved in "
                                    "decimal units.")
                             .arg(primaryHardware(in), units::memoryUnitSymbol(in.memoryUnit))));
    QStringList seen;
    for (const QString& key : formulaKeys(training(in))) {
        const Explanation e = explain(key, ExplainInput{on, *r, nullptr, in.memoryUnit});
        if (e.isEmpty() || seen.contains(e.title))
            continue;
        seen << e.title;
        QStringList lines;
        for (const QString& line : e.lines)
            lines << esc(line);
        // One table per formula, so that pagination keeps it whole.
        QString body = QStringLiteral("<p class=\"ftitle\">%1</p>").arg(esc(e.title));
        body += QStringLiteral("<table class=\"formula\" width=\"100%\" cellspacing=\"0\" "
                               "cellpadding=\"5\"><tr><td>%1</td></tr></table>")
                    .arg(lines.join(QStringLiteral("<br/>")));
        if (!e.note.isEmpty())
            body += QStringLiteral("<p class=\"fnote\">%1</p>").arg(esc(e.note));
        html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\">"
                               "<tr><td style=\"padding-top: 7px;\">%1</td></tr></table>")
                    .arg(body);
    }
    return html;
}

QString reportFooterText(const ReportInput& in) {
    return Report::tr("Ridgeline %1 · %2").arg(version(in), scenarioName(in));
}

} // namespace ridgeline::ui::detail
