#include "ui/window/units_menu.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>

namespace ridgeline::ui {

QString memoryUnitName(units::MemoryUnit unit) {
    return unit == units::MemoryUnit::decimal
               ? QCoreApplication::translate("Units", "GB (decimal, 10^9 bytes)")
               : QCoreApplication::translate("Units", "GiB (binary, 2^30 bytes)");
}

QMenu* createUnitsMenu(QWidget* parent, units::MemoryUnit current,
                       std::function<void(units::MemoryUnit)> choose) {
    auto* menu = new QMenu(QCoreApplication::translate("Units", "&Units"), parent);
    menu->setObjectName(QStringLiteral("unitsMenu"));
    menu->setToolTip(QCoreApplication::translate(
        "Units", "How memory sizes are shown on the charts, in the summary, the explanations, "
                 "the chart CSV files and the report"));
    menu->setToolTipsVisible(true);
    auto* group = new QActionGroup(menu);
    for (const units::MemoryUnit unit : {units::MemoryUnit::binary, units::MemoryUnit::decimal}) {
        QAction* action = menu->addAction(memoryUnitName(unit));
        action->setObjectName(QStringLiteral("memoryUnit-") + units::memoryUnitKey(unit));
        action->setCheckable(true);
        action->setChecked(current == unit);
        action->setData(units::memoryUnitKey(unit));
        group->addAction(action);
    }
    QObject::connect(group, &QActionGroup::triggered, menu,
                     [choose = std::move(choose)](QAction* action) {
                         choose(units::memoryUnitFromKey(action->data().toString()));
                     });
    return menu;
}

void syncUnitsMenu(QMenu* menu, units::MemoryUnit current) {
    for (QAction* action : menu->actions())
        action->setChecked(action->data().toString() == units::memoryUnitKey(current));
}

} // namespace ridgeline::ui
