#include "ui/export/print_palette.h"

#include "ui/charts/chart_view.h"

namespace ridgeline::ui {

QPalette printPalette() {
    QPalette p;
    const QColor ink(0x20, 0x24, 0x28);
    p.setColor(QPalette::Window, Qt::white);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::WindowText, ink);
    p.setColor(QPalette::Text, ink);
    p.setColor(QPalette::Button, Qt::white);
    p.setColor(QPalette::ButtonText, ink);
    return p;
}

PrintPaletteGuard::PrintPaletteGuard(ChartView& view)
    : view_(view) {
    view_.applyPalette(printPalette());
}

PrintPaletteGuard::~PrintPaletteGuard() {
    view_.applyPalette(view_.palette());
}

} // namespace ridgeline::ui
