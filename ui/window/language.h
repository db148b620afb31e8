// The interface language: the system's by default, or one the user chose under View > Language
// (stored by Settings). Choosing one sets the default QLocale, which formats every number on
// screen (ui/units.h), and installs the Qt and Ridgeline translations for it.
#pragma once

#include <QList>
#include <QLocale>
#include <QString>

class QMenu;
class QWidget;

namespace ridgeline::ui {

class Settings;

struct LanguageChoice {
    QString code; ///< "" for the system's language, else "en", "de" or "zh_CN"
    QString name; ///< in its own language ("Deutsch", "简体中文"); translated for the system entry
};

/// System default first, then every language the window is translated into.
QList<LanguageChoice> languageChoices();

/// The locale for a code: the system's for "" or a code that is not offered.
QLocale localeFor(const QString& code);

/// Makes `code` the application's language: QLocale::setDefault and the Qt and Ridgeline
/// translators (replacing the ones a previous call installed). Returns false when no Ridgeline
/// translation was found for a language other than English.
bool applyLanguage(const QString& code);

/// View > Language: one checkable entry per languageChoices(); choosing one stores it in
/// `settings` (when given), applies it, and says that a restart shows it everywhere.
QMenu* createLanguageMenu(QWidget* parent, Settings* settings);

} // namespace ridgeline::ui
