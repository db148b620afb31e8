// Shared by the chart widget tests (tst_charts, tst_chart_rendering): a chart of each kind, the
// built-in catalogue with the default scenario at batch 32, GPU choices, and the two palettes.
#pragma once

#include "core/catalogue/catalogue.h"
#include "core/charts/chart_data.h"
#include "core/files/scenario_io.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"

#include <QPalette>
#include <QTest>

#include <memory>
#include <vector>

namespace ridgeline::test {

using namespace ridgeline::ui;

inline std::unique_ptr<ChartView> makeChart(const QString& kind) {
    if (kind == QLatin1String("roofline"))
        return std::make_unique<RooflineChart>();
    if (kind == QLatin1String("memory"))
        return std::make_unique<MemoryChart>();
    if (kind == QLatin1String("kv"))
        return std::make_unique<KvCacheChart>();
    return std::make_unique<CostChart>();
}

inline QPalette darkPalette() {
    QPalette p;
    const QColor window(0x20, 0x21, 0x24), base(0x18, 0x19, 0x1b), text(0xe8, 0xea, 0xed);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    return p;
}

inline QPalette lightPalette() {
    QPalette p;
    p.setColor(QPalette::Window, QColor(0xf3, 0xf3, 0xf3));
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    p.setColor(QPalette::Text, QColor(0x20, 0x20, 0x20));
    return p;
}

/// The catalogue, the default scenario at batch 32 and the GPU choices the chart tests use.
class ChartFixture {
protected:
    Catalogue cat_;
    Scenario scenario_;

    GpuChoice choice(const char* id, int count = 1, int tp = 1) const {
        const Gpu* g = cat_.gpu(id);
        return {g ? *g : Gpu{}, count, tp};
    }
    std::vector<GpuChoice> eightGpus() const {
        return {choice("rtx-4090"), choice("h100-sxm"),      choice("a100-sxm-80gb"),
                choice("l40s"),     choice("h200-sxm"),      choice("mi300x"),
                choice("l4"),       choice("h100-sxm", 2, 2)};
    }
    std::vector<GpuChoice> threeGpus() const {
        return {choice("rtx-4090"), choice("h100-sxm"), choice("a100-sxm-80gb")};
    }
    Scenario withBatch(int batch) const {
        Scenario s = scenario_;
        s.workload.batch = batch;
        return s;
    }
    Scenario withModel(const char* id) const {
        Scenario s = scenario_;
        s.model.preset = id;
        s.model.arch = cat_.model(id)->arch;
        return s;
    }

    /// For initTestCase: false when the catalogue lacks what the tests need.
    bool loadCatalogue() {
        auto cat = builtinCatalogue();
        if (!cat.ok())
            return false;
        cat_ = cat.value();
        scenario_ = defaultScenario(cat_);
        scenario_.workload.batch = 32;
        return cat_.gpu("h100-sxm") && cat_.gpu("a100-sxm-80gb") && cat_.gpu("rtx-4090");
    }
};

} // namespace ridgeline::test
