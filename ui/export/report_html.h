// The text parts of the PDF report as HTML for QTextDocument: what report.cpp paginates.
#pragma once

#include "ui/export/report.h"

#include <QString>

namespace ridgeline::ui::detail {

/// Style sheet shared by every text part of the report.
QString reportStyleSheet();
/// Title block, summary, comparison of the GPU choices and the scenario's parameters.
QString reportFrontHtml(const ReportInput& in);
/// "Plans": when the scenario has requirements, the cheapest plans that meet them, the
/// configurations turned down by reason and the load assumptions (ui/export/report_plan.cpp).
/// Empty without requirements.
QString reportPlanHtml(const ReportInput& in);
/// The formulas behind the summary with this scenario's numbers (ui/explanation.h).
QString reportFormulasHtml(const ReportInput& in);
/// "Figure 1. Roofline: ...", plain HTML for the caption under chart `chartIndex` (ChartIndex:
/// 4 scaling, 5 time and cost to train).
QString reportCaptionHtml(int chartIndex, int figure);
/// The footer's left text: "Ridgeline 0.1.0 · scenario name".
QString reportFooterText(const ReportInput& in);

} // namespace ridgeline::ui::detail
