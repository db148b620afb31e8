// How fast the charts follow a change, offscreen, four GPUs compared:
// - chart_set_data: setData of the four chart widgets per frame (20 frames, batch 20..39), and
//   chart_set_data_paint with each chart grabbed (painted) after it; chart_repaint: the four
//   grabbed again with nothing changed (their cached items blended in, nothing drawn anew);
// - ui_update_p50 / ui_update_p95: from a control change (200 changes of the batch spin box) to
//   all four charts updated and repainted in the window, as the window paints: the regions that
//   changed, once, into its backing store;
// - ui_refit_p50: the same for a scenario that comes in whole (as File > New or Open), whose
//   axes fit the data exactly: 40 of them, batch 2 and 255 in turn, so that the memory axis
//   changes every time;
// - window_render_p50: one render of the whole window (controls and all) into a pixmap, as
//   QWidget::grab does, for comparison with earlier figures that included it.
// The scenario is fixed, not the window's default: Llama-2-7B on an RTX 4090 beside an H100 SXM,
// an A100 SXM 80GB and an L40S (the default of builds before the 2026 one), so that the figures
// compare with those builds' when both run side by side.
// Timed figures live here, not in ctest: they vary with the machine and its load.
#include "core/catalogue/catalogue.h"
#include "core/charts/chart_data.h"
#include "core/files/scenario_io.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/document/document.h"
#include "ui/layout/chart_grid.h"
#include "ui/model/scenario_model.h"
#include "ui/panels/control_panel.h"
#include "ui/panels/workload_panel.h"
#include "ui/widgets/slider_spin.h"
#include "ui/window/main_window.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <initializer_list>
#include <vector>

namespace {

using namespace ridgeline;
using namespace ridgeline::ui;

constexpr const char* benchModel = "llama-2-7b";
constexpr const char* benchGpus[] = {"rtx-4090", "h100-sxm", "a100-sxm-80gb", "l40s"};

/// The measured scenario on its own: the bench's model on the first of its GPUs.
Scenario benchScenario(const Catalogue& catalogue) {
    Scenario scenario = defaultScenario(catalogue);
    scenario.name = "Llama-2-7B on one RTX 4090";
    scenario.model.preset = benchModel;
    scenario.model.arch = catalogue.model(benchModel)->arch;
    scenario.hardware.catalogueId = benchGpus[0];
    scenario.hardware.gpu = *catalogue.gpu(benchGpus[0]);
    return scenario;
}

std::vector<GpuChoice> benchChoices(const Catalogue& catalogue) {
    std::vector<GpuChoice> choices;
    for (const char* id : benchGpus)
        choices.push_back({*catalogue.gpu(id), 1, 1});
    return choices;
}

/// Milliseconds per frame of setData on the four charts, with or without painting each.
double setDataPerFrame(const Catalogue& catalogue, bool paint) {
    Scenario scenario = benchScenario(catalogue);
    const std::vector<GpuChoice> choices = benchChoices(catalogue);
    std::vector<ChartData> frames;
    for (int batch = 20; batch < 40; ++batch) {
        scenario.workload.batch = batch;
        frames.push_back(buildChartData(scenario, choices));
    }
    RooflineChart roof;
    MemoryChart memory;
    KvCacheChart kv;
    CostChart cost;
    const std::initializer_list<ChartView*> views{&roof, &memory, &kv, &cost};
    for (ChartView* v : views) {
        v->resize(640, 400);
        v->setData(frames.front(), scenario);
        v->grab();
    }
    QElapsedTimer timer;
    timer.start();
    for (const ChartData& frame : frames) {
        for (ChartView* v : views) {
            v->setData(frame, scenario);
            if (paint)
                v->grab();
        }
    }
    const double perFrame = double(timer.nsecsElapsed()) / 1e6 / double(frames.size());
    if (paint) {
        constexpr int repaints = 40;
        QElapsedTimer again;
        again.start();
        for (int i = 0; i < repaints; ++i)
            for (ChartView* v : views)
                v->grab();
        std::printf("chart_repaint: %.2f ms\n", double(again.nsecsElapsed()) / 1e6 / repaints);
    }
    return perFrame;
}

/// Counts the paint events of the widgets it watches.
class PaintCounter : public QObject {
public:
    int paints = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
};

double percentile(std::vector<double> ms, double q) {
    std::sort(ms.begin(), ms.end());
    return ms[std::size_t(q * double(ms.size() - 1) + 0.5)];
}

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const Catalogue catalogue = builtinCatalogue().value();
    std::printf("chart_set_data: %.2f ms\n", setDataPerFrame(catalogue, false));
    std::printf("chart_set_data_paint: %.2f ms\n", setDataPerFrame(catalogue, true));

    Document document(catalogue);
    ScenarioModel& model = *document.model();
    ScenarioState state = model.state();
    state.scenario = benchScenario(catalogue);
    state.setChoices(benchChoices(catalogue), 0, catalogue);
    model.replaceState(state);
    MainWindow window(&document);
    window.resize(1280, 800);
    window.show();
    QApplication::processEvents();
    if (model.gpuChoices().size() != 4) {
        std::fprintf(stderr, "expected 4 GPUs, have %zu\n", model.gpuChoices().size());
        return 1;
    }
    QDoubleSpinBox* batch = window.controls()->workloadPanel()->batch()->spinBox();
    ChartGrid* charts = window.charts();

    // Each shown chart's viewport reports its paints; a frame is done when all four painted
    // (the serving chart, shown alone, is not among them).
    const QList<int> shown = charts->shownSlots();
    std::vector<PaintCounter> counters(std::size_t(shown.size()));
    for (qsizetype i = 0; i < shown.size(); ++i)
        charts->charts()[shown[i]]->viewport()->installEventFilter(&counters[std::size_t(i)]);
    auto allPainted = [&](const std::vector<int>& before) {
        for (std::size_t i = 0; i < counters.size(); ++i)
            if (counters[i].paints == before[i])
                return false;
        return true;
    };

    // Milliseconds from `change` to every chart updated and repainted; negative on a time-out.
    auto timed = [&](const auto& change) {
        const int updatesBefore = charts->updates();
        std::vector<int> paintsBefore;
        for (const PaintCounter& c : counters)
            paintsBefore.push_back(c.paints);
        QElapsedTimer timer;
        timer.start();
        change();
        while (charts->updates() == updatesBefore || !allPainted(paintsBefore)) {
            QApplication::processEvents();
            if (timer.elapsed() > 5000)
                return -1.0;
        }
        return double(timer.nsecsElapsed()) / 1e6;
    };

    constexpr int iterations = 200;
    std::vector<double> ms;
    ms.reserve(iterations);
    for (int i = 0; i < iterations; ++i) {
        // A new value every time (2..201 and 255..56 interleaved), as an arrow key or a commit.
        ms.push_back(timed([&] { batch->setValue(i % 2 == 0 ? 2 + i : 256 - i); }));
        if (ms.back() < 0) {
            std::fprintf(stderr, "no chart update and repaint after a batch change\n");
            return 1;
        }
    }
    std::vector<double> refit;
    for (int i = 0; i < 40; ++i) {
        ScenarioState next = model.state();
        next.scenario.workload.batch = i % 2 == 0 ? 2 : 255;
        refit.push_back(timed([&] { model.replaceState(next); }));
        if (refit.back() < 0) {
            std::fprintf(stderr, "no chart update and repaint after a new scenario\n");
            return 1;
        }
    }
    std::vector<double> render;
    for (int i = 0; i < 20; ++i) {
        QElapsedTimer timer;
        timer.start();
        window.grab();
        render.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::printf("ui_update_p50: %.1f ms\n", percentile(ms, 0.50));
    std::printf("ui_update_p95: %.1f ms\n", percentile(ms, 0.95));
    std::printf("ui_refit_p50: %.1f ms\n", percentile(refit, 0.50));
    std::printf("window_render_p50: %.1f ms\n", percentile(render, 0.50));
    return 0;
}
