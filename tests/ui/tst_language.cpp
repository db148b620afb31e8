// The interface language: the choices and their locales, the setting, numbers formatted by the
// locale on screen but never in CSV, and the window in Simplified Chinese rendered with CJK
// glyphs (the .qm files of the build, the fonts of the machine).
#include "core/plan/plan_text.h"
#include "scripted_dialogs.h"
#include "ui/charts/chart_style.h"
#include "ui/document/file_actions.h"
#include "ui/document/settings.h"
#include "ui/export/chart_export.h"
#include "ui/plan/plan_dialog.h"
#include "ui/plan_words.h"
#include "ui/units.h"
#include "ui/window/language.h"
#include "ui/window/main_window.h"
#include "ui/window/screenshot.h"
#include "ui_fixture.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace ridgeline::ui;

namespace {

// `text` drawn black on white in the application font.
QImage rendered(const QString& text) {
    QImage image(64, 32, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setPen(Qt::black);
    painter.drawText(image.rect(), Qt::AlignCenter, text);
    return image;
}

QStringList strings(std::initializer_list<const char*> items) {
    QStringList list;
    for (const char* item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void offersSystemEnglishGermanChinese() {
        const QList<LanguageChoice> choices = languageChoices();
        QCOMPARE(choices.size(), 4);
        QVERIFY(choices[0].code.isEmpty());
        QCOMPARE(choices[1].code, QStringLiteral("en"));
        QCOMPARE(choices[2].name, QStringLiteral("Deutsch"));
        QCOMPARE(choices[3].name, QStringLiteral("简体中文"));
        QCOMPARE(localeFor(QStringLiteral("de")).language(), QLocale::German);
        QCOMPARE(localeFor(QStringLiteral("zh_CN")).territory(), QLocale::China);
        QCOMPARE(localeFor(QString()), QLocale::system());
        QCOMPARE(localeFor(QStringLiteral("xx")), QLocale::system());
    }

    void settingRoundTripsAndDefaultsToSystem() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("settings.ini"));
        {
            Settings settings(file);
            QCOMPARE(settings.language(), QString());
            settings.setLanguage(QStringLiteral("zh_CN"));
        }
        Settings reread(file);
        QCOMPARE(reread.language(), QStringLiteral("zh_CN"));
        reread.setLanguage(QString());
        QCOMPARE(Settings(file).language(), QString());
    }

    void viewMenuChoosesAndStoresTheLanguage() {
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("settings.ini")));
        auto document = ridgeline::test::makeDocument();
        MainWindow window(document.get(), &settings);
        QMenu* language = nullptr;
        for (QMenu* menu : window.findChildren<QMenu*>())
            if (menu->title() == QStringLiteral("&Language"))
                language = menu;
        QVERIFY(language);
        const QList<QAction*> entries = language->actions();
        QCOMPARE(entries.size(), 4);
        QVERIFY(entries[0]->isChecked()); // the system's language until one is chosen
        // The choice confirms with a message box: close it as soon as it is up.
        QTimer::singleShot(0, this, [] {
            if (QWidget* box = QApplication::activeModalWidget())
                box->close();
        });
        entries[2]->trigger();
        QCOMPARE(settings.language(), QStringLiteral("de"));
        QVERIFY(entries[2]->isChecked() && !entries[0]->isChecked());
        QCOMPARE(QLocale().language(), QLocale::German);
        QCOMPARE(units::number(0.5), QStringLiteral("0,5"));
        applyLanguage(QStringLiteral("en"));
        QCOMPARE(units::number(1234.0), QStringLiteral("1,234"));
    }

    void numbersFollowTheLocale_data() {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QStringList>("expected");
        const QLocale english(QLocale::English, QLocale::UnitedStates);
        const QLocale german(QLocale::German, QLocale::Germany);
        const QLocale chinese(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
        // number(59.73), number(1008.4), usd(94187.2), gib(13.5 GiB), formatValue(0.25)
        QTest::newRow("C") << QLocale::c()
                           << strings({"59.7", "1008", "$94187", "13.5 GiB", "0.25"});
        QTest::newRow("en_US") << english
                               << strings({"59.7", "1,008", "$94,187", "13.5 GiB", "0.25"});
        QTest::newRow("de_DE") << german
                               << strings({"59,7", "1.008", "$94.187", "13,5 GiB", "0,25"});
        QTest::newRow("zh_CN") << chinese
                               << strings({"59.7", "1,008", "$94,187", "13.5 GiB", "0.25"});
    }

    void numbersFollowTheLocale() {
        QFETCH(QLocale, locale);
        QFETCH(QStringList, expected);
        QLocale::setDefault(locale);
        const QStringList actual{units::number(59.73), units::number(1008.4), units::usd(94187.2),
                                 units::gib(13.5 * 1073741824.0), formatValue(0.25)};
        QCOMPARE(actual, expected);
    }

    void csvStaysMachineReadableInGerman() {
        auto model = ridgeline::test::makeModel();
        QLocale::setDefault(QLocale::c());
        const QString plain = chartCsv(model->chartData(), MemoryIndex, units::MemoryUnit::binary);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const QString german = chartCsv(model->chartData(), MemoryIndex, units::MemoryUnit::binary);
        QCOMPARE(german, plain);
        QVERIFY(plain.contains(QLatin1Char('.')));
    }

    void daysAndYearsInTheWindowsLanguage() {
        QLocale::setDefault(localeFor(QStringLiteral("de")));
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral("ridgeline_de"), QStringLiteral(RIDGELINE_QM_DIR)));
        QCoreApplication::installTranslator(&translator);
        // The training-time tile: "35 Tage", not "35 days".
        QCOMPARE(ridgeline::ui::units::seconds(35 * 86400.0), QStringLiteral("35 Tage"));
        QCOMPARE(ridgeline::ui::units::seconds(3 * 365.25 * 86400), QStringLiteral("3 Jahre"));
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(ridgeline::ui::units::seconds(35 * 86400.0), QStringLiteral("35 days"));
    }

    // The planner says why it turned configurations down as a code; the window words it in its
    // own language (the reasons were English in the German and Chinese windows).
    void planReasonsInTheWindowsLanguage() {
        using ridgeline::RejectReason;
        QTranslator de;
        QVERIFY(de.load(QStringLiteral("ridgeline_de"), QStringLiteral(RIDGELINE_QM_DIR)));
        QCoreApplication::installTranslator(&de);
        QCOMPARE(ridgeline::ui::rejectReasonWords(RejectReason::doesNotFit),
                 QStringLiteral("passt nicht in den Speicher"));
        QCoreApplication::removeTranslator(&de);
        QTranslator zh;
        QVERIFY(zh.load(QStringLiteral("ridgeline_zh_CN"), QStringLiteral(RIDGELINE_QM_DIR)));
        QCoreApplication::installTranslator(&zh);
        QCOMPARE(ridgeline::ui::rejectReasonWords(RejectReason::overBudget),
                 QStringLiteral("超出预算"));
        QCoreApplication::removeTranslator(&zh);
        QCOMPARE(ridgeline::ui::rejectReasonWords(RejectReason::tooFewGpus),
                 QStringLiteral("needs more GPUs than allowed"));
    }

    // Why a plan ranks first: the core gives its reasons as data (core/plan/plan_reasons.h); the
    // Plan dialog words them in the window's language, and without a translator exactly as the
    // core's English sentence.
    void planWhyInTheWindowsLanguage() {
        auto document = ridgeline::test::makeDocument();
        QVERIFY(document
                    ->load(QStringLiteral(RIDGELINE_SOURCE_DIR
                                          "/resources/scenarios/llama-3.1-70b-plan-1000-requests-"
                                          "per-minute.ridgeline.json"))
                    .empty());
        QTranslator de;
        QVERIFY(de.load(QStringLiteral("ridgeline_de"), QStringLiteral(RIDGELINE_QM_DIR)));
        QCoreApplication::installTranslator(&de);
        {
            PlanDialog dialog(document->editor());
            dialog.show();
            auto* search = dialog.findChild<QPushButton*>(QStringLiteral("searchButton"));
            QVERIFY(search);
            QTest::mouseClick(search, Qt::LeftButton);
            const ridgeline::PlanResult& r = dialog.result();
            QVERIFY(r.plans.size() > 1);
            auto* why = dialog.findChild<QLabel*>(QStringLiteral("planWhy"));
            QVERIFY(why);
            const QString text = why->text();
            QVERIFY2(text.startsWith(QStringLiteral("Der günstigste der ")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("Pläne")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("pro Million Token")), qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("Cheapest")) &&
                         !text.contains(QStringLiteral("sequences in flight")),
                     qPrintable(text));
            QCoreApplication::removeTranslator(&de);
            // The English wording is the core's sentence, for every plan and its risks.
            for (const ridgeline::Plan& p : r.plans) {
                QCOMPARE(planWhyWords(p), QString::fromStdString(p.why));
                QCOMPARE(p.riskData.size(), p.risks.size());
                for (std::size_t i = 0; i < p.risks.size(); ++i)
                    QCOMPARE(planRiskWords(p.riskData[i]), QString::fromStdString(p.risks[i]));
            }
        }
        QCoreApplication::removeTranslator(&de);
    }

    // The numbers of the plan's reasons and assumptions follow the window's locale ("1,5" in
    // German, grouped as ui/units groups); in the C locale without a translator they are the
    // core's English sentence, character for character.
    void planNumbersInTheWindowsLocale() {
        ridgeline::PlanAssumptions serving;
        serving.requestsPerS = 1000.0 / 60.0;
        serving.promptTokens = 1000;
        serving.outputTokens = 200;
        serving.percentile = 95;
        serving.simulatedPlans = 3;
        serving.utilization = 0.7;
        serving.pricing = ridgeline::Pricing::owned;
        serving.atP90 = true;
        serving.offload = true;
        serving.prefillPool = true;
        ridgeline::PlanAssumptions training;
        training.training = true;
        training.tokens = 2e12;
        training.maxGpus = 1024;
        training.singleNode = false;
        for (const ridgeline::PlanAssumptions& a : {serving, training})
            QCOMPARE(planAssumptionsWords(a),
                     QString::fromStdString(ridgeline::planAssumptionsText(a)));

        ridgeline::PlanRisk risk;
        risk.kind = ridgeline::PlanRiskKind::latency;
        risk.value = 1.5;
        risk.limit = 2;
        QLocale::setDefault(localeFor(QStringLiteral("de")));
        QTranslator de;
        QVERIFY(de.load(QStringLiteral("ridgeline_de"), QStringLiteral(RIDGELINE_QM_DIR)));
        QCoreApplication::installTranslator(&de);
        QCOMPARE(
            planRiskWords(risk),
            QStringLiteral("Antwort bis 1,50 s bei P90 mit der Warteschlange (Grenze 2,00 s)"));
        const QString load = planAssumptionsWords(serving);
        QVERIFY2(load.startsWith(QStringLiteral("Last: 16,7 Anfragen/s mit 1.000 Prompt- und 200 "
                                                "Ausgabe-Tokens. ")),
                 qPrintable(load));
        QVERIFY2(load.contains(QStringLiteral("bei 70 % Auslastung")), qPrintable(load));
        QVERIFY2(!load.contains(QStringLiteral("Little's law")), qPrintable(load));
        QVERIFY2(planAssumptionsWords(training).contains(QStringLiteral("bis zu 1.024 GPUs")),
                 qPrintable(planAssumptionsWords(training)));
        QCoreApplication::removeTranslator(&de);
        QLocale::setDefault(localeFor(QStringLiteral("en")));
        QVERIFY(planAssumptionsWords(training).contains(QStringLiteral("up to 1,024 GPUs")));
    }

    // A scenario file that is not JSON, opened in the German window: the core gives the problem
    // as a code with its line and column, the window says it in German.
    void malformedScenarioInTheGermanWindow() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.ridgeline.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\n  \"name\": \"x\",\n  oops\n}\n");
        file.close();
        QLocale::setDefault(localeFor(QStringLiteral("de")));
        QTranslator de;
        QVERIFY(de.load(QStringLiteral("ridgeline_de"), QStringLiteral(RIDGELINE_QM_DIR)));
        QCoreApplication::installTranslator(&de);
        auto document = ridgeline::test::makeDocument();
        {
            MainWindow window(document.get());
            auto dialogs = std::make_unique<ridgeline::test::ScriptedDialogs>();
            ridgeline::test::ScriptedDialogs* shown = dialogs.get();
            window.setDialogs(std::move(dialogs));
            QVERIFY(!window.fileActions()->openFile(path));
            QCOMPARE(shown->errors.size(), 1);
            QCOMPARE(shown->errors[0].lines,
                     QStringList{QStringLiteral("scenario: kein gültiges JSON: Syntaxfehler in "
                                                "Zeile 3, Spalte 3 (erlaubt: ein JSON-Objekt in "
                                                "UTF-8-Text).")});
        }
        QCoreApplication::removeTranslator(&de);
    }

    void windowInChineseShowsChineseGlyphs() {
        QLocale::setDefault(localeFor(QStringLiteral("zh_CN")));
        QTranslator translator;
        QVERIFY2(
            translator.load(QStringLiteral("ridgeline_zh_CN"), QStringLiteral(RIDGELINE_QM_DIR)),
            "build the ridgeline target first: it makes the .qm files");
        QCoreApplication::installTranslator(&translator);
        auto document = ridgeline::test::makeDocument();
        {
            MainWindow window(document.get());
            const QList<QAction*> menus = window.menuBar()->actions();
            QVERIFY(menus.size() >= 4);
            QCOMPARE(menus[0]->text(), QStringLiteral("文件(&F)"));
            QCOMPARE(menus[1]->text(), QStringLiteral("编辑(&E)"));
            QCOMPARE(menus[2]->text(), QStringLiteral("视图(&V)"));
            QVERIFY2(window.windowTitle().contains(QStringLiteral("未命名")),
                     qPrintable(window.windowTitle()));

            // A font with CJK glyphs is installed (fonts-wqy-microhei, scripts/install-deps.sh)
            // and the text engine finds it: two different characters draw differently, where
            // missing glyphs would draw the same empty box.
            QVERIFY2(!QFontDatabase::families(QFontDatabase::SimplifiedChinese).isEmpty(),
                     "no font for Simplified Chinese: run scripts/install-deps.sh");
            QVERIFY(rendered(QStringLiteral("文")) != rendered(QStringLiteral("件")));
            QVERIFY(rendered(QStringLiteral("文")) != rendered(QString()));

            // The screenshot to look at: Testing/zh_CN.png under the test's build folder.
            QDir().mkpath(QStringLiteral("Testing"));
            QString error;
            QVERIFY2(saveScreenshot(window, QStringLiteral("Testing/zh_CN.png"), QSize(1280, 800),
                                    &error),
                     qPrintable(error));
        }
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
