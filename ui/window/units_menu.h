// View > Units: memory in GiB (binary, the default) or GB (decimal). The choice is the window's
// ScenarioModel::memoryUnit(), which every view reads when it draws; it is remembered by Settings.
#pragma once

#include "ui/units.h"

#include <functional>

class QMenu;
class QWidget;

namespace ridgeline::ui {

/// The entry's text for a unit: "GiB (binary, 2^30 bytes)", "GB (decimal, 10^9 bytes)".
QString memoryUnitName(units::MemoryUnit unit);

/// View > Units: one checkable entry per memory unit (object names "memoryUnit-binary" and
/// "memoryUnit-decimal"), `current` checked. Choosing one calls `choose` with it; the caller
/// sets it (MainWindow::setMemoryUnit).
QMenu* createUnitsMenu(QWidget* parent, units::MemoryUnit current,
                       std::function<void(units::MemoryUnit)> choose);
/// Checks the entry of `current` in a menu createUnitsMenu() made.
void syncUnitsMenu(QMenu* menu, units::MemoryUnit current);

} // namespace ridgeline::ui
