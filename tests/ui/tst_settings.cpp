// Settings: the scenario, compared GPUs, prices and window layout survive a restart.
#include "scripted_dialogs.h"
#include "ui/document/settings.h"
#include "ui/window/chart_grid.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <QSettings>
#include <QTemporaryDir>

using namespace ridgeline;
using namespace ridgeline::ui;

class TestSettings : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString file() const { return dir_.filePath(QStringLiteral("ridgeline.ini")); }

private Q_SLOTS:
    void init() { QFile::remove(file()); }

    void emptySettingsGiveNothing() {
        Settings settings(file());
        QVERIFY(!settings.loadState(test::catalogue()));
    }

    void stateRoundTrips() {
        auto model = test::makeModel();
        model->change(QStringLiteral("edit"), [&](ScenarioState& s) {
            s.scenario.workload.batch = 48;
            s.scenario.workload.promptTokens = 4096;
            s.scenario.model.preset = "llama-2-13b";
            s.scenario.model.arch = model->catalogue().model("llama-2-13b")->arch;
            s.choices[1].count = 8;
            s.choices[1].tensorParallel = 2;
            s.choices[1].gpu.priceUsd = 25000.0;
            s.choices[2].gpu.cloudUsdPerGpuHour = 1.5;
            s.primary = 1;
            s.costBasis = CostBasis::cloud;
        });
        {
            Settings settings(file());
            settings.saveState(model->state(), model->catalogue());
        }
        Settings again(file());
        const std::optional<ScenarioState> loaded = again.loadState(model->catalogue());
        QVERIFY(loaded);
        QVERIFY(*loaded == model->state());
        QCOMPARE(loaded->scenario.economics.gpuPriceUsd.value_or(0), 25000.0);
    }

    void brokenScenarioFallsBack() {
        {
            Settings settings(file());
            settings.raw().setValue(QStringLiteral("state/scenario"),
                                    QStringLiteral("{\"hardware\": {\"gpu\": \"no-such-gpu\"}}"));
        }
        Settings settings(file());
        QVERIFY(!settings.loadState(test::catalogue()));
    }

    void windowRestoresStateAndLayout() {
        auto document = test::makeDocument();
        ScenarioModel* model = document->model();
        {
            Settings settings(file());
            MainWindow window(document.get(), &settings);
            // Closing with changes asks whether to save them: discard (the state is kept in
            // the settings either way).
            window.setDialogs(std::make_unique<test::ScriptedDialogs>());
            window.resize(1100, 720);
            window.charts()->setMaximized(2);
            model->change(QStringLiteral("Batch"),
                          [](ScenarioState& s) { s.scenario.workload.batch = 12; });
            window.close(); // saves
        }
        auto freshDocument = test::makeDocument();
        ScenarioModel* fresh = freshDocument->model();
        QCOMPARE(fresh->scenario().workload.batch, 1);
        Settings settings(file());
        MainWindow window(freshDocument.get(), &settings);
        QCOMPARE(fresh->scenario().workload.batch, 12);
        QCOMPARE(window.charts()->maximized(), 2);
        QCOMPARE(window.size(), QSize(1100, 720));
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
