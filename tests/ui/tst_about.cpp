// Help > About states the version, the date of the catalogue and the licence the program is
// distributed under.
#include "ui/window/about_text.h"

#include "core/catalogue/catalogue.h"

#include <QTest>

using namespace ridgeline;
using namespace ridgeline::ui;

class AboutTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void statesVersionAndLicence();
    void datesTheCatalogue();
};

void AboutTest::statesVersionAndLicence() {
    const QString text = aboutText(QStringLiteral("9.8.7"), QString());
    QVERIFY(text.contains(QStringLiteral("<b>Ridgeline</b> 9.8.7")));
    QVERIFY(text.contains(QStringLiteral("GPL-3.0-or-later")));
    QVERIFY(text.contains(QStringLiteral("version 3 or (at your option) any later version")));
    QVERIFY(text.contains(QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html")));
}

void AboutTest::datesTheCatalogue() {
    const QString asOf = QString::fromStdString(catalogueAsOf(builtinCatalogue().value()));
    QVERIFY(!asOf.isEmpty());
    const QString text = aboutText(QStringLiteral("9.8.7"), asOf);
    QVERIFY2(text.contains(QStringLiteral("Catalogue as of %1").arg(asOf)), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("GPL-3.0-or-later")));
    QVERIFY(!aboutText(QStringLiteral("9.8.7"), QString()).contains(QStringLiteral("Catalogue")));
}

QTEST_MAIN(AboutTest)
#include "tst_about.moc"
