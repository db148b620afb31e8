// The captions under the report's figures, one per chart.
#include "ui/export/report_html.h"

#include "ui/export/report_parts.h"

namespace ridgeline::ui::detail {

QString reportCaptionHtml(int chartIndex, int figure) {
    QString title, text;
    switch (chartIndex) {
    case 0:
        title = Report::tr("Roofline");
        text = Report::tr("Attainable performance per GPU against arithmetic intensity, both "
                          "axes logarithmic. Each roof bends at its ridge point; the markers are "
                          "the modelled operating points of this workload.");
        break;
    case 1:
        title = Report::tr("Memory per GPU");
        text = Report::tr("What one GPU holds, by component, against its usable VRAM (short "
                          "line). A bar above the line does not fit.");
        break;
    case 2:
        title = Report::tr("KV cache");
        text = Report::tr("KV cache of one replica against context for batch 1, the current "
                          "batch and the largest that fits; dashed lines mark the VRAM left for "
                          "KV cache on each GPU.");
        break;
    case 4:
        title = Report::tr("Scaling");
        text = Report::tr("Training throughput (tokens/s of all GPUs, solid, left axis) and "
                          "scaling efficiency (dashed, right axis) against GPU count, both "
                          "counts logarithmic. The dotted vertical line marks the GPUs of one "
                          "node: beyond it gradients cross the network.");
        break;
    case 5:
        title = Report::tr("Time and cost to train");
        text = Report::tr("Days to train (dotted, left axis) and the cost of the whole run "
                          "(right axis), owned (solid) and cloud (dashed), against GPU count; "
                          "the horizontal line is the deadline when one is set.");
        break;
    default:
        title = Report::tr("Cost per token");
        text = Report::tr("Cost per million generated tokens against batch, owned (solid) and "
                          "cloud (dashed), each curve ending at the largest batch that fits.");
        break;
    }
    return QStringLiteral("<p class=\"caption\"><b>%1</b> %2</p>")
        .arg(esc(Report::tr("Figure %1. %2.").arg(figure).arg(title)), esc(text));
}

} // namespace ridgeline::ui::detail
