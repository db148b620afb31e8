// The light palette charts are printed in (the PDF and the HTML report), whatever the window's.
#pragma once

#include <QPalette>

namespace ridgeline::ui {

class ChartView;

/// White paper, dark ink.
QPalette printPalette();

/// Shows a chart in the print palette while it lives, then in the view's own again.
class PrintPaletteGuard {
public:
    explicit PrintPaletteGuard(ChartView& view);
    ~PrintPaletteGuard();
    PrintPaletteGuard(const PrintPaletteGuard&) = delete;
    PrintPaletteGuard& operator=(const PrintPaletteGuard&) = delete;

private:
    ChartView& view_;
};

} // namespace ridgeline::ui
