// From a control change to all four charts updated and the window repainted: offscreen, four
// GPUs compared, 200 changes of the batch spin box. Prints ui_update_p50 and ui_update_p95.
#include "core/catalogue.h"
#include "ui/chart_grid.h"
#include "ui/main_window.h"
#include "ui/panels/control_panel.h"
#include "ui/panels/workload_panel.h"
#include "ui/scenario_model.h"
#include "ui/slider_spin.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    using namespace ridgeline::ui;
    ScenarioModel model(ridgeline::builtinCatalogue().value());
    MainWindow window(&model);
    window.resize(1280, 800);
    window.show();
    QApplication::processEvents();
    if (model.gpuChoices().size() != 4) {
        std::fprintf(stderr, "expected 4 GPUs, have %zu\n", model.gpuChoices().size());
        return 1;
    }
    QDoubleSpinBox* batch = window.controls()->workloadPanel()->batch()->spinBox();
    ChartGrid* charts = window.charts();

    constexpr int iterations = 200;
    std::vector<double> ms;
    ms.reserve(iterations);
    for (int i = 0; i < iterations; ++i) {
        const int updatesBefore = charts->updates();
        QElapsedTimer timer;
        timer.start();
        // A new value every time (2..201 and 255..56 interleaved), as an arrow key or a commit.
        batch->setValue(i % 2 == 0 ? 2 + i : 256 - i);
        while (charts->updates() == updatesBefore) {
            QApplication::processEvents();
            if (timer.elapsed() > 5000) {
                std::fprintf(stderr, "no chart update after a batch change\n");
                return 1;
            }
        }
        window.grab(); // repaint all four charts
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) { return ms[std::size_t(q * double(ms.size() - 1) + 0.5)]; };
    std::printf("ui_update_p50: %.1f ms\n", at(0.50));
    std::printf("ui_update_p95: %.1f ms\n", at(0.95));
    return 0;
}
