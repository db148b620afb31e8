#include "ui/export/report_parts.h"

#include "ui/ridge_words.h"
#include "ui/units.h"

#include <QLocale>

namespace ridgeline::ui::detail {

QString esc(const QString& text) {
    return text.toHtmlEscaped();
}

QString esc(const std::string& text) {
    return QString::fromStdString(text).toHtmlEscaped();
}

QString version(const ReportInput& in) {
    return in.version.isEmpty() ? QCoreApplication::applicationVersion() : in.version;
}

QString modelName(const ReportInput& in) {
    if (const ModelPreset* p = in.catalogue.model(in.scenario.model.preset))
        return QString::fromStdString(p->name);
    if (!in.scenario.model.preset.empty())
        return QString::fromStdString(in.scenario.model.preset);
    return Report::tr("custom model");
}

QString scenarioName(const ReportInput& in) {
    // Built from the scenario as it is now: a name saved in a file may describe an earlier state.
    const Scenario& s = in.scenario;
    const QString gpus = Report::tr("%1 × %2")
                             .arg(s.hardware.count)
                             .arg(units::elided(QString::fromStdString(s.hardware.gpu.name)));
    return s.workload.mode == Mode::training
               ? Report::tr("%1 training on %2").arg(modelName(in), gpus)
               : Report::tr("%1 serving on %2").arg(modelName(in), gpus);
}

bool training(const ReportInput& in) {
    return in.scenario.workload.mode == Mode::training;
}

/// "H100 SXM 80GB", "2× H100 SXM 80GB (TP2)".
QString choiceName(const GpuChoice& c) {
    const QString gpu = units::elided(QString::fromStdString(c.gpu.name));
    if (c.count <= 1)
        return gpu;
    if (c.tensorParallel <= 1)
        return Report::tr("%1× %2").arg(c.count).arg(gpu);
    return Report::tr("%1× %2 (TP%3)").arg(c.count).arg(gpu).arg(c.tensorParallel);
}

int primaryIndex(const ReportInput& in) {
    const int n = int(in.data.results.size());
    return in.primary >= 0 && in.primary < n ? in.primary : 0;
}

const Results* primaryResults(const ReportInput& in) {
    if (in.data.results.empty())
        return nullptr;
    return &in.data.results[std::size_t(primaryIndex(in))];
}

QString primaryHardware(const ReportInput& in) {
    if (!in.choices.empty() && primaryIndex(in) < int(in.choices.size()))
        return choiceName(in.choices[std::size_t(primaryIndex(in))]);
    return choiceName({in.scenario.hardware.gpu, in.scenario.hardware.count,
                       in.scenario.workload.tensorParallel});
}

QString yesNo(bool value) {
    return value ? Report::tr("yes") : Report::tr("no");
}

QString orDash(const QString& text) {
    return text.isEmpty() ? QStringLiteral("—") : text;
}

QString perMillion(const std::optional<double>& usd) {
    return usd ? Report::tr("%1 per 1M tokens").arg(units::usd(*usd)) : QStringLiteral("—");
}

QString perMillion(const std::optional<double>& usd, const std::optional<Range>& range) {
    if (!usd || !range)
        return perMillion(usd);
    return Report::tr("%1 per 1M tokens").arg(units::usd(usd, range->low, range->high));
}

QString usdRange(const std::optional<double>& usd, const std::optional<Range>& range) {
    return usd && range ? units::usd(usd, range->low, range->high) : units::usd(usd);
}

QString rangeNote(const Results& r) {
    const SpreadFigures& s = r.spread;
    const bool training = r.mode == Mode::training;
    const ResidualSpread& main = training ? s.training : s.decode;
    QString text =
        Report::tr("In brackets: the P10-P90 range. About 8 of 10 measured runs of setups like "
                   "this one fall inside it; it comes from how far the engine profile's "
                   "predictions were from the measurements it was fitted to (measured / "
                   "predicted speed %1 to %2 for %3). A setup unlike the measured ones may miss "
                   "further.")
            .arg(units::number(main.p10), units::number(main.p90),
                 training ? Report::tr("training") : Report::tr("decode"));
    if (s.userUncertainty > 0)
        text += QLatin1Char(' ') +
                Report::tr("The ranges are widened by ±%1 for the efficiencies set by hand.")
                    .arg(units::percent(s.userUncertainty));
    return text;
}

/// Room between a table and the heading after it (a heading's top margin is lost after a table).
QString spacer() {
    return QStringLiteral("<p class=\"spacer\">&nbsp;</p>");
}

QString table(const QList<Row>& rows) {
    QString html = QStringLiteral("<table class=\"kv\" width=\"100%\" cellspacing=\"0\" "
                                  "cellpadding=\"2\">");
    for (const Row& r : rows)
        html += QStringLiteral("<tr><td class=\"k\" width=\"44%\">%1</td><td class=\"v\">%2</td>"
                               "</tr>")
                    .arg(esc(r.first), esc(r.second));
    return html + QStringLiteral("</table>");
}

/// Two key-value tables side by side, each under its heading.
QString pair(const QString& leftTitle, const QList<Row>& left, const QString& rightTitle,
             const QList<Row>& right) {
    return QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr>"
                          "<td width=\"48%\" valign=\"top\"><h3>%1</h3>%2</td>"
                          "<td width=\"4%\"></td>"
                          "<td width=\"48%\" valign=\"top\"><h3>%3</h3>%4</td></tr></table>")
        .arg(esc(leftTitle), table(left), esc(rightTitle), table(right));
}

QString gridTable(const QStringList& header, const QList<QStringList>& rows, int emphasised) {
    QString html = QStringLiteral("<table class=\"grid\" width=\"100%\" cellspacing=\"0\" "
                                  "cellpadding=\"3\"><tr>");
    for (int c = 0; c < header.size(); ++c)
        html += QStringLiteral("<th align=\"%1\">%2</th>")
                    .arg(c == 0 ? QStringLiteral("left") : QStringLiteral("right"), esc(header[c]));
    html += QStringLiteral("</tr>");
    for (int r = 0; r < rows.size(); ++r) {
        html += r == emphasised ? QStringLiteral("<tr class=\"primary\">") : QStringLiteral("<tr>");
        for (int c = 0; c < rows[r].size(); ++c)
            html += QStringLiteral("<td align=\"%1\">%2</td>")
                        .arg(c == 0 ? QStringLiteral("left") : QStringLiteral("right"),
                             r == emphasised ? QStringLiteral("<b>%1</b>").arg(esc(rows[r][c]))
                                             : esc(rows[r][c]));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString memoryLine(const MemoryFigures& m, units::MemoryUnit unit) {
    const QString used = Report::tr("%1 of %2 usable")
                             .arg(units::memory(m.perGpu, unit), units::memory(m.usable, unit));
    return m.usable > 0 ? Report::tr("%1 (%2)").arg(used, units::percent(m.perGpu / m.usable))
                        : used;
}

QString fitsLine(const Results& r) {
    if (r.offload && r.mode == Mode::inference && !r.offload->hostFits)
        return Report::tr("no: host memory too small");
    return r.memory.fits ? Report::tr("yes, on %n GPU(s)", nullptr, r.gpus)
                         : Report::tr("no: needs %n GPU(s)", nullptr, r.memory.gpusNeeded);
}

QString boundName(Bound b) {
    switch (b) {
    case Bound::compute:
        return Report::tr("compute-bound");
    case Bound::communication:
        return Report::tr("communication-bound");
    case Bound::memory:
        break;
    }
    return Report::tr("memory-bound");
}

namespace {

// "memory-bound: I 106 ≤ the decode ridge 76.7", or the exposed communication that decided.
QString verdictLine(Bound b, double intensity, double ridgeValue, double commS, ridge::Pass pass) {
    if (b == Bound::communication)
        return Report::tr("%1: exposed communication %2 is its longest part")
            .arg(boundName(b), units::seconds(commS));
    return Report::tr("%1: I %2 %3 the %4 %5")
        .arg(boundName(b), units::intensity(intensity),
             b == Bound::compute ? QStringLiteral(">") : QStringLiteral("≤"),
             ridge::passRidge(pass), units::intensity(ridgeValue));
}

} // namespace

QList<Row> verdictRows(const Results& r, bool training, units::MemoryUnit unit) {
    QList<Row> rows;
    if (training) {
        const TrainingFigures& t = r.training;
        rows << Row{Report::tr("Training step"),
                    verdictLine(t.bound, t.stepIntensity(), t.effectiveRidge, t.exposedCommS,
                                ridge::Pass::trainingStep)};
    } else {
        const StepCost& d = r.inference.decode;
        const StepCost& p = r.inference.prefill;
        rows << Row{Report::tr("Decode"), verdictLine(d.bound, d.intensity(), d.effectiveRidge,
                                                      d.commS, ridge::Pass::decode)}
             << Row{Report::tr("Prefill"), verdictLine(p.bound, p.intensity(), p.effectiveRidge,
                                                       p.commS, ridge::Pass::prefill)};
        if (r.offload) {
            const OffloadFigures& o = *r.offload;
            rows << Row{Report::tr("Host memory"), Report::tr("%1 of %2 usable")
                                                       .arg(units::memory(o.hostBytes, unit),
                                                            units::memory(o.hostUsable, unit))}
                 << Row{Report::tr("Decode step: GPU + host + PCIe"),
                        Report::tr("%1 + %2 + %3")
                            .arg(units::seconds(o.decodeGpuS), units::seconds(o.decodeHostS),
                                 units::seconds(o.decodePcieS))};
        }
    }
    rows << Row{Report::tr("Engine ridge / GPU ridge"),
                Report::tr("%1 / %2").arg(units::intensity(r.roofline.effectiveRidge),
                                          units::intensity(r.roofline.ridge))};
    return rows;
}

} // namespace ridgeline::ui::detail
