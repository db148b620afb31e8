// Settings: the scenario, compared GPUs, prices and window layout survive a restart, also from a
// settings file of a version that kept the compared GPUs beside the scenario.
#include "core/files/scenario_io.h"
#include "scripted_dialogs.h"
#include "ui/document/settings.h"
#include "ui/document/state_editor.h"
#include "ui/layout/chart_grid.h"
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

    /// The state the round-trip tests save: the second GPU primary with its own count and
    /// price, a cloud rate on the third, cloud as the basis.
    static ScenarioState edited(const ScenarioModel& model) {
        ScenarioState s = model.state();
        s.scenario.workload.batch = 48;
        s.scenario.workload.promptTokens = 4096;
        s.scenario.model.preset = "llama-2-13b";
        s.scenario.model.arch = model.catalogue().model("llama-2-13b")->arch;
        std::vector<GpuChoice> c = s.choices();
        c[1].count = 8;
        c[1].tensorParallel = 2;
        c[1].gpu.priceUsd = 25000.0;
        c[2].gpu.cloudUsdPerGpuHour = 1.5;
        s.setChoices(c, 1, model.catalogue());
        s.costBasis = CostBasis::cloud;
        return s;
    }

    /// Writes `state` as the versions before did: the scenario, and the compared GPUs as a list
    /// of id, count, tensor parallel and prices with the primary's index into it.
    void writeOldSettings(const ScenarioState& state, const Scenario& scenario) {
        Settings settings(file());
        QVariantList gpus;
        for (const GpuChoice& c : state.choices()) {
            QVariantMap m;
            m.insert(QStringLiteral("id"), QString::fromStdString(c.gpu.id));
            m.insert(QStringLiteral("count"), c.count);
            m.insert(QStringLiteral("tensorParallel"), c.tensorParallel);
            m.insert(QStringLiteral("price"),
                     c.gpu.priceUsd ? QVariant(*c.gpu.priceUsd) : QVariant());
            m.insert(QStringLiteral("cloud"),
                     c.gpu.cloudUsdPerGpuHour ? QVariant(*c.gpu.cloudUsdPerGpuHour) : QVariant());
            gpus.append(m);
        }
        QSettings& raw = settings.raw();
        raw.setValue(QStringLiteral("state/scenario"),
                     QString::fromStdString(serializeScenario(scenario, test::catalogue())));
        raw.setValue(QStringLiteral("state/gpus"), gpus);
        raw.setValue(QStringLiteral("state/primary"), state.primary);
        raw.setValue(QStringLiteral("state/costBasis"), QStringLiteral("cloud"));
        raw.sync();
    }

private Q_SLOTS:
    void init() { QFile::remove(file()); }

    void emptySettingsGiveNothing() {
        Settings settings(file());
        QVERIFY(!settings.loadState(test::catalogue()));
    }

    void stateRoundTrips() {
        auto model = test::makeModel();
        StateEditor editor(model.get());
        const ScenarioState want = edited(*model);
        editor.set(QStringLiteral("edit"), want);
        QVERIFY(model->state() == want);
        {
            Settings settings(file());
            settings.saveState(model->state(), model->catalogue());
            // Stored once: the compared GPUs are in the scenario, no list beside it.
            QVERIFY(!settings.raw().contains(QStringLiteral("state/gpus")));
        }
        Settings again(file());
        const std::optional<ScenarioState> loaded = again.loadState(model->catalogue());
        QVERIFY(loaded);
        QVERIFY(*loaded == model->state());
        QCOMPARE(loaded->scenario.economics.gpuPriceUsd.value_or(0), 25000.0);
        QCOMPARE(loaded->choices()[2].gpu.cloudUsdPerGpuHour, std::optional<double>(1.5));
    }

    // A settings file of the version before: its scenario already compared (hardware.compare),
    // and the list beside it says the same. It loads as the state it was written from.
    void oldSettingsLoad() {
        auto model = test::makeModel();
        const ScenarioState want = edited(*model);
        writeOldSettings(want, want.scenario);
        const std::optional<ScenarioState> loaded = Settings(file()).loadState(test::catalogue());
        QVERIFY(loaded);
        QVERIFY(*loaded == want);
        QCOMPARE(loaded->scenario.hardware.count, 8);
        QCOMPARE(loaded->scenario.economics.gpuPriceUsd, std::optional<double>(25000));
    }

    // Older still: the scenario without hardware.compare, the compared GPUs only in the list.
    // They come back through ScenarioState::setChoices, prices and primary included.
    void oldSettingsWithoutCompareLoad() {
        auto model = test::makeModel();
        const ScenarioState want = edited(*model);
        Scenario alone = want.scenario;
        alone.compare.clear();
        writeOldSettings(want, alone);
        const std::optional<ScenarioState> loaded = Settings(file()).loadState(test::catalogue());
        QVERIFY(loaded);
        QVERIFY(loaded->choices() == want.choices());
        QCOMPARE(loaded->primary, 1);
        QVERIFY(loaded->scenario == want.scenario);
        QCOMPARE(loaded->costBasis, CostBasis::cloud);
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
        {
            Settings settings(file());
            MainWindow window(document.get(), &settings);
            // Closing with changes asks whether to save them: discard (the state is kept in
            // the settings either way).
            window.setDialogs(std::make_unique<test::ScriptedDialogs>());
            window.resize(1100, 720);
            window.charts()->setMaximized(2);
            document->editor()->change(QStringLiteral("Batch"),
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
