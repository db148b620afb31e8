// Help > About states the version and the licence the program is distributed under.
#include "ui/window/about_text.h"

#include <QTest>

using namespace ridgeline::ui;

class AboutTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void statesVersionAndLicence();
};

void AboutTest::statesVersionAndLicence() {
    const QString text = aboutText(QStringLiteral("9.8.7"));
    QVERIFY(text.contains(QStringLiteral("<b>Ridgeline</b> 9.8.7")));
    QVERIFY(text.contains(QStringLiteral("GPL-3.0-or-later")));
    QVERIFY(text.contains(QStringLiteral("version 3 or (at your option) any later version")));
    QVERIFY(text.contains(QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html")));
}

QTEST_MAIN(AboutTest)
#include "tst_about.moc"
