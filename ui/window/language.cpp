#include "ui/window/language.h"

#include "ui/document/settings.h"

#include <QActionGroup>
#include <QApplication>
#include <QLibraryInfo>
#include <QMenu>
#include <QMessageBox>
#include <QTranslator>

#include <memory>

namespace ridgeline::ui {

namespace {

// The translators applyLanguage() installed, so that a later choice replaces them.
struct Installed {
    std::unique_ptr<QTranslator> qt;
    std::unique_ptr<QTranslator> app;
};

Installed& installed() {
    static Installed translators;
    return translators;
}

std::unique_ptr<QTranslator> load(const QLocale& locale, const QString& file, const QString& dir) {
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(locale, file, QStringLiteral("_"), dir))
        return nullptr;
    QCoreApplication::installTranslator(translator.get());
    return translator;
}

} // namespace

QList<LanguageChoice> languageChoices() {
    return {{QString(), QCoreApplication::translate("Language", "System default")},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")},
            {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}};
}

QLocale localeFor(const QString& code) {
    if (code == QLatin1String("en"))
        return QLocale(QLocale::English, QLocale::UnitedStates);
    if (code == QLatin1String("de"))
        return QLocale(QLocale::German, QLocale::Germany);
    if (code == QLatin1String("zh_CN"))
        return QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
    return QLocale::system();
}

bool applyLanguage(const QString& code) {
    const QLocale locale = localeFor(code);
    QLocale::setDefault(locale);
    Installed& current = installed();
    current.qt.reset();
    current.app.reset();
    if (code == QLatin1String("en"))
        return true;
    current.qt =
        load(locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    current.app = load(locale, QStringLiteral("ridgeline"), QStringLiteral(":/i18n"));
    return current.app != nullptr || code.isEmpty();
}

QMenu* createLanguageMenu(QWidget* parent, Settings* settings) {
    auto* menu = new QMenu(QCoreApplication::translate("Language", "&Language"), parent);
    auto* group = new QActionGroup(menu);
    const QString current = settings ? settings->language() : QString();
    for (const LanguageChoice& choice : languageChoices()) {
        QAction* action = menu->addAction(choice.name);
        action->setCheckable(true);
        action->setData(choice.code);
        action->setChecked(choice.code == current);
        group->addAction(action);
    }
    QObject::connect(group, &QActionGroup::triggered, menu, [parent, settings](QAction* action) {
        const QString code = action->data().toString();
        if (settings)
            settings->setLanguage(code);
        applyLanguage(code);
        QMessageBox::information(
            parent, QCoreApplication::translate("Language", "Language"),
            QCoreApplication::translate("Language", "The new language applies to what opens from "
                                                    "now on; restart Ridgeline to see it in every "
                                                    "menu and panel."));
    });
    return menu;
}

} // namespace ridgeline::ui
