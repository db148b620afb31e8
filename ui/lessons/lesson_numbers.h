// The numbers a lesson caption names, filled in from the core's results: a caption says
// "{tokens-per-s}" or "{tokens-per-s@1}" (GPU choice 1) and shows the value the summary and the
// charts show, formatted as they format it. A caption never carries a computed number itself.
#pragma once

#include "core/charts/chart_data.h"
#include "ui/units.h"

#include <QString>
#include <QStringList>

namespace ridgeline::ui {

/// The placeholder keys (docs/lessons.md lists what each one is).
const QStringList& lessonNumberKeys();

/// The value of `key` for GPU choice `choice` of `data`, formatted for display; empty when the
/// key is unknown or the choice does not exist; an em dash when the figure does not apply.
/// Memory is shown in `unit` (the window's ScenarioModel::memoryUnit()).
QString lessonNumber(const QString& key, const ChartData& data, std::size_t choice,
                     units::MemoryUnit unit);

/// `text` with every {key} (choice `primary`) and {key@i} replaced. Placeholders that name no
/// key or no choice are kept as they are and listed in `unknown` (tests check there are none).
QString fillLessonNumbers(const QString& text, const ChartData& data, std::size_t primary,
                          units::MemoryUnit unit, QStringList* unknown = nullptr);

} // namespace ridgeline::ui
